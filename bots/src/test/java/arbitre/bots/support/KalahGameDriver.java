package arbitre.bots.support;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.fail;

import arbitre.engine.kalah.KalahBoard;
import arbitre.engine.kalah.KalahMoves;
import arbitre.engine.kalah.KalahStart;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.Writer;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

/**
 * A Kalah referee for tests: plays one game between a bot on the other side of a pair of streams
 * and a seeded random opponent, as the protocol says: {@code POSITION} first, {@code START} to
 * South, the opponent's whole turn on one line, {@code AGAIN} after each of the bot's plies that
 * ends in its store, then {@code RESULT} and {@code END}. Every line the bot prints is checked with
 * the engine: a legal pit in canonical form.
 */
public final class KalahGameDriver {
    private final KalahStart start;
    private final int botPlayer;
    private final SplittableRandom random;
    private final List<String> linesToBot = new ArrayList<>();
    private final List<String> botMoves = new ArrayList<>();

    public KalahGameDriver(KalahStart start, int botPlayer, long seed) {
        this.start = start;
        this.botPlayer = botPlayer;
        this.random = new SplittableRandom(seed);
    }

    /** Plays the game to its end and returns the final position. */
    public KalahBoard play(BufferedReader fromBot, Writer toBot) throws IOException {
        KalahBoard board = start.board();
        int[] pits = new int[KalahBoard.MAX_LEGAL];
        StringBuilder position = new StringBuilder("POSITION");
        for (int seeds : start.vector()) {
            position.append(' ').append(seeds);
        }
        send(toBot, position.toString());
        String message = botPlayer == 1 ? "START" : null;
        List<String> opponentTurn = new ArrayList<>();
        while (!board.isOver()) {
            if (board.toMove() == botPlayer) {
                if (message == null) {
                    message = String.join(" ", opponentTurn);
                    opponentTurn.clear();
                }
                send(toBot, message);
                String line = fromBot.readLine();
                if (line == null) {
                    fail("the bot closed its output at ply %d: %s", board.ply(), board);
                }
                int pit = KalahMoves.parse(line);
                assertThat(line).as("canonical form at ply %d", board.ply()).isEqualTo(KalahMoves.format(pit));
                assertThat(board.illegalReason(pit))
                        .as("legality of %s at ply %d in %s", line, board.ply(), board)
                        .isNull();
                botMoves.add(line);
                message = board.play(pit) ? "AGAIN" : null;
            } else {
                int count = board.legalMoves(pits);
                int pit = pits[random.nextInt(count)];
                board.play(pit);
                opponentTurn.add(KalahMoves.format(pit));
            }
        }
        int winner = board.winner();
        String outcome = winner == 0 ? "DRAW" : winner == botPlayer ? "WIN" : "LOSS";
        GameDriver.finish(
                toBot,
                outcome + " " + board.store(botPlayer) + " " + board.store(3 - botPlayer) + " "
                        + board.endReason().wireName());
        return board;
    }

    /** Every line sent to the bot before {@code RESULT}, in order. */
    public List<String> linesToBot() {
        return linesToBot;
    }

    /** The bot's moves, in order. */
    public List<String> botMoves() {
        return botMoves;
    }

    private void send(Writer toBot, String line) throws IOException {
        linesToBot.add(line);
        toBot.write(line);
        toBot.write('\n');
        toBot.flush();
    }
}
