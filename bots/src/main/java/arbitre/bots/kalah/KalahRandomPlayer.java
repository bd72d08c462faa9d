package arbitre.bots.kalah;

import arbitre.engine.kalah.KalahBoard;
import java.util.SplittableRandom;

/** A uniformly random legal pit from a seeded generator, one draw per ply from the pits in order. */
public final class KalahRandomPlayer implements KalahPlayer {
    private final SplittableRandom random;
    private final int[] pits = new int[KalahBoard.MAX_LEGAL];

    public KalahRandomPlayer(long seed) {
        this.random = new SplittableRandom(seed);
    }

    @Override
    public int choosePit(KalahBoard position, long turnStartNanos) {
        int count = position.legalMoves(pits);
        if (count == 0) {
            throw new IllegalStateException("no legal pit: " + position);
        }
        return pits[random.nextInt(count)];
    }
}
