package arbitre.bots.kalah;

import arbitre.engine.kalah.KalahBoard;
import java.util.SplittableRandom;

/**
 * The pit that adds the most to the mover's store with this one ply (a capture, seeds sown into
 * the store, the seeds banked when the ply ends the game), an extra turn counting as one seed
 * more; no look further ahead. Ties are drawn uniformly by a seeded generator (reservoir sampling:
 * the k-th tie replaces the choice with probability 1/k).
 */
public final class KalahGreedyPlayer implements KalahPlayer {
    /** What an extra turn is worth, in seeds. */
    static final int EXTRA_TURN_BONUS = 1;

    private final SplittableRandom random;
    private final int[] pits = new int[KalahBoard.MAX_LEGAL];
    private final KalahBoard scratch = KalahBoard.standard();

    public KalahGreedyPlayer(long seed) {
        this.random = new SplittableRandom(seed);
    }

    @Override
    public int choosePit(KalahBoard position, long turnStartNanos) {
        int count = position.legalMoves(pits);
        if (count == 0) {
            throw new IllegalStateException("no legal pit: " + position);
        }
        int mover = position.toMove();
        int before = position.store(mover);
        int best = -1;
        int bestGain = Integer.MIN_VALUE;
        int ties = 0;
        for (int i = 0; i < count; i++) {
            scratch.copyFrom(position);
            boolean again = scratch.playUnchecked(pits[i]);
            int gain = scratch.store(mover) - before + (again ? EXTRA_TURN_BONUS : 0);
            if (gain > bestGain) {
                bestGain = gain;
                best = pits[i];
                ties = 1;
            } else if (gain == bestGain && random.nextInt(++ties) == 0) {
                best = pits[i];
            }
        }
        return best;
    }
}
