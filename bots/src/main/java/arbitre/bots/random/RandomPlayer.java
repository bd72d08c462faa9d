package arbitre.bots.random;

import arbitre.bots.protocol.Player;
import arbitre.engine.Board;
import arbitre.engine.Moves;
import java.util.SplittableRandom;

/**
 * Plays a uniformly random legal move. The generator is seeded, and draws once per move from
 * the engine's fixed move order, so the same seed against the same opponent moves plays the same
 * game.
 */
public final class RandomPlayer implements Player {
    private final SplittableRandom random;
    private final int[] moves = new int[Moves.MAX_LEGAL];

    public RandomPlayer(long seed) {
        this.random = new SplittableRandom(seed);
    }

    @Override
    public int chooseMove(Board position, long turnStartNanos) {
        int count = position.legalMoves(moves);
        if (count == 0) {
            throw new IllegalStateException("no legal move: " + position);
        }
        return moves[random.nextInt(count)];
    }
}
