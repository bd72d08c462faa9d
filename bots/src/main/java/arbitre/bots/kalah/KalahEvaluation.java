package arbitre.bots.kalah;

import arbitre.engine.kalah.KalahBoard;

/**
 * The score of a Kalah position at the search's horizon, from the side to move, in hundredths of
 * a seed: the difference between the stores, which is final (stores never lose seeds), plus a
 * small weight for the difference between the seeds on each side, which the side's owner banks
 * if the game ends while they lie there but may also lose to captures.
 *
 * <p>The side weight was measured in games, two per FairKalah opening (one from each side), at
 * fixed depths: 25 lost to 10 (0.28 and 0.38 of the points at depths 6 and 8, 200 games each),
 * and 0, 5 and 10 were within the noise of one another (5 against 10: 0.54 and 0.53); 5 it is.
 */
public final class KalahEvaluation {
    /** Per seed of difference between the stores. */
    public static final int STORE = 100;
    /** Per seed of difference between the seeds in each side's pits. */
    public static final int SEEDS_ON_SIDE = 5;

    private KalahEvaluation() {}

    /** The position's score for the player to move. */
    public static int evaluate(KalahBoard board) {
        int me = board.toMove();
        int other = 3 - me;
        return STORE * (board.store(me) - board.store(other))
                + SEEDS_ON_SIDE * (board.seedsInPits(me) - board.seedsInPits(other));
    }
}
