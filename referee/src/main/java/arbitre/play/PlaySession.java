package arbitre.play;

import arbitre.clock.TimeControl;
import arbitre.game.GameRegistry;
import arbitre.game.GameType;
import arbitre.log.MatchLog;
import arbitre.match.LocalPlayer;
import arbitre.match.MatchListener;
import arbitre.match.MatchSpec;
import arbitre.match.Referee;
import java.io.BufferedReader;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CopyOnWriteArrayList;

/**
 * A person's game against a bot: a match like any other, with the person in a {@link PersonSeat},
 * refereed and logged by the {@link Referee}.
 *
 * <h2>Undo</h2>
 * A bot keeps its own copy of the game and the protocol has no line that takes a move back, so
 * an undo ends the running match (the bot is stopped, nothing is logged) and starts it again: a
 * fresh bot process is told the game without the taken-back plies ({@code OPENING} for Awale,
 * which the bundled bots understand), the person is to move, and the kept plies stay in the log
 * with their thinking times. A game whose protocol cannot tell a bot the plies already played
 * refuses undo, and says so. A bot that does not understand the line may answer it out of turn
 * and lose: an undo is only as good as the bot's protocol.
 */
public final class PlaySession {
    private final MatchSpec spec;
    private final int person;
    private final GameType type;
    private final BufferedReader input;
    private final Screen screen;
    private final List<MatchLog.Move> played = new CopyOnWriteArrayList<>();
    private volatile List<MatchLog.Move> restartFrom;
    private volatile Thread referee;

    /**
     * @param spec the match; the person's side names them ({@code human})
     * @param person the person's side, 1 or 2
     */
    public PlaySession(MatchSpec spec, int person, BufferedReader input, Screen screen) {
        this.spec = spec;
        this.person = person;
        this.type = GameRegistry.get(spec.game());
        this.input = input;
        this.screen = screen;
    }

    /**
     * Plays the game to its end (an undo restarts it, see above) and writes its log.
     *
     * @throws InterruptedException when interrupted other than by an undo; no log is written
     */
    public MatchLog play() throws IOException, InterruptedException {
        referee = Thread.currentThread();
        String bot = spec.bot(3 - person).name();
        MatchListener listener = new MatchListener() {
            @Override
            public void played(MatchLog.Move move) {
                played.add(move);
            }
        };
        List<MatchLog.Move> opening = List.of();
        while (true) {
            played.clear();
            played.addAll(opening);
            restartFrom = null;
            PersonSeat.Table table = new PersonSeat.Table() {
                @Override
                public Optional<String> undo() {
                    return PlaySession.this.undo();
                }

                @Override
                public List<String> plies() {
                    return PlaySession.plies(played);
                }
            };
            LocalPlayer local = new LocalPlayer(
                    person,
                    TimeControl.UNTIMED,
                    events -> PersonSeat.started(
                            person, type.start(spec.rules(), spec.start()), bot, input, screen, events, table));
            try {
                return Referee.play(spec, listener, local, opening);
            } catch (InterruptedException e) {
                if (restartFrom == null) {
                    throw e;
                }
                opening = restartFrom;
                screen.line(Screen.Style.QUIET, "Restarting " + bot + " and telling it the game so far.");
            }
        }
    }

    /** The person typed undo: why not, or empty once the running match is being stopped to restart it. */
    private Optional<String> undo() {
        List<MatchLog.Move> kept = takeBack(played, person);
        if (kept == null) {
            return Optional.of("Nothing to take back: you have not moved yet.");
        }
        if (!kept.isEmpty() && type.opening(plies(kept)).isEmpty()) {
            return Optional.of("Undo is not available in " + type.name()
                    + ": a restarted bot cannot be told the plies already played.");
        }
        List<String> yours = new ArrayList<>();
        List<String> answer = new ArrayList<>();
        for (MatchLog.Move move : played.subList(kept.size(), played.size())) {
            (move.player() == person ? yours : answer).add(move.move());
        }
        screen.line(
                Screen.Style.BOLD,
                "Taking back your " + String.join(" ", yours)
                        + (answer.isEmpty()
                                ? ""
                                : " and " + spec.bot(3 - person).name() + "'s " + String.join(" ", answer))
                        + ".");
        restartFrom = kept;
        referee.interrupt();
        return Optional.empty();
    }

    /**
     * The plies kept when the person takes back their last move and what the bot played after it:
     * the bot's plies at the end, then the person's last ply; {@code null} when the person has not
     * moved. The person is then to move again.
     */
    static List<MatchLog.Move> takeBack(List<MatchLog.Move> moves, int person) {
        int end = moves.size();
        while (end > 0 && moves.get(end - 1).player() != person) {
            end--;
        }
        return end == 0 ? null : List.copyOf(moves.subList(0, end - 1));
    }

    private static List<String> plies(List<MatchLog.Move> moves) {
        List<String> plies = new ArrayList<>(moves.size());
        moves.forEach(move -> plies.add(move.move()));
        return plies;
    }
}
