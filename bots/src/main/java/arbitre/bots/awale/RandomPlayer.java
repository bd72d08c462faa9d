package arbitre.bots.awale;

import arbitre.engine.awale.Board;
import arbitre.engine.awale.Moves;
import java.util.SplittableRandom;

/**
 * Plays a uniformly random legal move. The generator is seeded, and draws once per move from
 * the engine's fixed move order, so the same seed against the same opponent moves plays the same
 * game. With a thinking time it answers that long after its turn began, no sooner: a bot for
 * measuring how close to the limit the referee lets a bot answer.
 */
public final class RandomPlayer implements Player {
    private final SplittableRandom random;
    private final int[] moves = new int[Moves.MAX_LEGAL];
    private final long thinkNanos;

    public RandomPlayer(long seed) {
        this(seed, 0);
    }

    /** A random player that waits {@code thinkMs} from the start of its turn before answering. */
    public RandomPlayer(long seed, long thinkMs) {
        this.random = new SplittableRandom(seed);
        this.thinkNanos = thinkMs * 1_000_000L;
    }

    @Override
    public int chooseMove(Board position, long turnStartNanos) {
        int count = position.legalMoves(moves);
        if (count == 0) {
            throw new IllegalStateException("no legal move: " + position);
        }
        int move = moves[random.nextInt(count)];
        long answerAt = turnStartNanos + thinkNanos;
        for (long left = answerAt - System.nanoTime();
                thinkNanos > 0 && left > 0;
                left = answerAt - System.nanoTime()) {
            java.util.concurrent.locks.LockSupport.parkNanos(left);
        }
        return move;
    }
}
