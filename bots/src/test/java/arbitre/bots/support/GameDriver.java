package arbitre.bots.support;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.fail;

import arbitre.engine.awale.Board;
import arbitre.engine.awale.Moves;
import arbitre.engine.awale.RuleSet;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.Writer;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

/**
 * A referee for tests: plays one game between a bot on the other side of a pair of streams and
 * a seeded random opponent, checking with the engine that every line the bot prints is a legal
 * move in canonical form, then sends {@code RESULT} and {@code END} and closes the bot's input.
 */
public final class GameDriver {
    private final RuleSet rules;
    private final int botPlayer;
    private final SplittableRandom random;
    private final List<String> botMoves = new ArrayList<>();
    private long slowestAnswerNanos;

    public GameDriver(RuleSet rules, int botPlayer, long seed) {
        this.rules = rules;
        this.botPlayer = botPlayer;
        this.random = new SplittableRandom(seed);
    }

    /** Plays the game to its end and returns the final position. */
    public Board play(BufferedReader fromBot, Writer toBot) throws IOException {
        Board board = Board.start(rules);
        int[] moves = new int[Moves.MAX_LEGAL];
        String message = "START";
        while (!board.isOver()) {
            if (board.toMove() == botPlayer) {
                send(toBot, message);
                long sent = System.nanoTime();
                String line = fromBot.readLine();
                slowestAnswerNanos = Math.max(slowestAnswerNanos, System.nanoTime() - sent);
                if (line == null) {
                    fail("the bot closed its output at ply %d: %s", board.ply(), board);
                }
                int move = Moves.parse(line);
                assertThat(line).as("canonical form at ply %d", board.ply()).isEqualTo(Moves.format(move));
                assertThat(board.illegalReason(move))
                        .as("legality of %s at ply %d in %s", line, board.ply(), board)
                        .isNull();
                board.play(move);
                botMoves.add(line);
                message = line;
            } else {
                int count = board.legalMoves(moves);
                int move = moves[random.nextInt(count)];
                board.play(move);
                message = Moves.format(move);
            }
        }
        int winner = board.winner();
        String outcome = winner == 0 ? "DRAW" : winner == botPlayer ? "WIN" : "LOSS";
        finish(
                toBot,
                outcome + " " + board.captured(botPlayer) + " " + board.captured(3 - botPlayer) + " "
                        + board.endReason().wireName());
        return board;
    }

    /** The bot's moves, in order. */
    public List<String> botMoves() {
        return botMoves;
    }

    /** The longest time between sending a message to the bot and reading its answer. */
    public long slowestAnswerNanos() {
        return slowestAnswerNanos;
    }

    /**
     * Sends {@code RESULT} with the rest of its line, then {@code END}, and closes the bot's input.
     * The bot may exit as soon as it reads {@code RESULT}, so {@code END} can meet a closed pipe.
     */
    static void finish(Writer toBot, String result) {
        try {
            send(toBot, "RESULT " + result);
            send(toBot, "END");
            toBot.close();
        } catch (IOException botAlreadyGone) {
            // As the referee does: a bot that left after RESULT has done nothing wrong.
        }
    }

    static void send(Writer toBot, String line) throws IOException {
        toBot.write(line);
        toBot.write('\n');
        toBot.flush();
    }
}
