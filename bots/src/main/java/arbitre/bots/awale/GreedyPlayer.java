package arbitre.bots.awale;

import arbitre.engine.awale.Board;
import arbitre.engine.awale.Moves;
import java.util.SplittableRandom;

/**
 * Plays the move that captures the most seeds at once (a starvation sweep included), looking
 * no further. Moves that tie are drawn from uniformly by a seeded generator (reservoir sampling
 * over the ties: the k-th tie replaces the choice with probability 1/k), so a seed fixes the game
 * against a fixed opponent.
 */
public final class GreedyPlayer implements Player {
    private final SplittableRandom random;
    private final int[] moves = new int[Moves.MAX_LEGAL];
    private Board scratch;

    public GreedyPlayer(long seed) {
        this.random = new SplittableRandom(seed);
    }

    @Override
    public int chooseMove(Board position, long turnStartNanos) {
        int count = position.legalMoves(moves);
        if (count == 0) {
            throw new IllegalStateException("no legal move: " + position);
        }
        if (scratch == null || scratch.rules() != position.rules()) {
            scratch = position.copy();
        }
        int best = -1;
        int bestGain = -1;
        int ties = 0;
        for (int i = 0; i < count; i++) {
            scratch.copyFrom(position);
            int gain = scratch.playUnchecked(moves[i]);
            if (gain > bestGain) {
                bestGain = gain;
                best = moves[i];
                ties = 1;
            } else if (gain == bestGain && random.nextInt(++ties) == 0) {
                best = moves[i];
            }
        }
        return best;
    }
}
