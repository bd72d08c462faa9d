package arbitre.bots.support;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.fail;

import arbitre.engine.fenix.FenixAction;
import arbitre.engine.fenix.FenixActionList;
import arbitre.engine.fenix.FenixBoard;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.Writer;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

/**
 * {@link GameDriver} for Fenix: plays one game between a bot on the other side of a pair of
 * streams and a seeded random opponent, checking with the engine that every line the bot prints
 * is a legal action in canonical form, then sends {@code RESULT} and {@code END}.
 */
public final class FenixGameDriver {
    private final int botPlayer;
    private final SplittableRandom random;
    private final List<String> botActions = new ArrayList<>();

    public FenixGameDriver(int botPlayer, long seed) {
        this.botPlayer = botPlayer;
        this.random = new SplittableRandom(seed);
    }

    /** Plays the game to its end and returns the final position. */
    public FenixBoard play(BufferedReader fromBot, Writer toBot) throws IOException {
        FenixBoard board = FenixBoard.start();
        FenixActionList actions = new FenixActionList();
        String message = "START";
        while (!board.isOver()) {
            if (board.toMove() == botPlayer) {
                GameDriver.send(toBot, message);
                String line = fromBot.readLine();
                if (line == null) {
                    fail("the bot closed its output at ply %d: %s", board.ply(), board);
                }
                FenixAction action = FenixAction.parse(line);
                assertThat(line).as("canonical form at ply %d", board.ply()).isEqualTo(action.format());
                assertThat(board.illegalReason(action))
                        .as("legality of %s at ply %d in %s", line, board.ply(), board)
                        .isNull();
                board.play(action);
                botActions.add(line);
                message = line;
            } else {
                int chosen = random.nextInt(board.legalActions(actions));
                message = actions.get(chosen).format();
                board.playUnchecked(actions, chosen);
            }
        }
        int winner = board.winner();
        String outcome = winner == 0 ? "DRAW" : winner == botPlayer ? "WIN" : "LOSS";
        GameDriver.finish(
                toBot,
                outcome + " " + board.captured(botPlayer) + " " + board.captured(3 - botPlayer) + " "
                        + board.endReason().wireName());
        return board;
    }

    /** The bot's actions, in order. */
    public List<String> botActions() {
        return botActions;
    }
}
