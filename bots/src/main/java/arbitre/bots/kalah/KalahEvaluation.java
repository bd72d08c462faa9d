package arbitre.bots.kalah;

import arbitre.bots.search.Level;
import arbitre.engine.kalah.KalahBoard;

/**
 * The score of a Kalah position at the search's horizon, from the side to move, in hundredths of
 * a seed. It starts from the difference between the stores, which is final (stores never lose
 * seeds), and adds what the pits promise beyond it.
 *
 * <h2>The full bot's</h2>
 * {@link #FULL} adds, to {@value #STORE} per seed of difference between the stores:
 * <ul>
 *   <li>{@value #FULL_SEEDS_ON_SIDE} per seed of difference between the seeds in each side's pits,
 *       which the side's owner banks if the game ends while they lie there but may also lose to
 *       captures;</li>
 *   <li>{@value #CAPTURE} per seed of the best capture the side to move has (a sowing that ends
 *       in one of its own empty pits takes that seed and the opposite pit's), and
 *       {@value #CAPTURE_THEIRS} off per seed of the opponent's best;</li>
 *   <li>for each of the twelve pits, a weight for the seeds it holds ({@link #TABLE}: the side to
 *       move's six pits, then the opponent's, each from its first pit; {@value #TABLE_SEEDS} seeds
 *       or more share the last column). The table tells what the seeds' count means where they
 *       lie: a pit that ends in its own store (a free move) or in an empty pit of its row, a pit
 *       that sows over to the other side, a heap near the store that comes round again.</li>
 * </ul>
 *
 * <p>These weights were not set by hand: they are a logistic regression of positions' exact
 * results on these terms ({@code KalahTableFit} in the test sources has the command), over
 * positions with 20 to 42 seeds in pits from games of FairKalah openings, each solved by
 * {@link KalahSolver}. Against the evaluation before them (free moves, mobility and captures
 * weighted by hand and tuned as a set), the referee's SPRT (Elo 0 against 20, α = β = 0.05) at
 * 100,000 nodes a move, a FairKalah opening per pair of games, both sides, took H1 after 108 games
 * at +231.9 ± 62.9 Elo (bots/README.md has the games at time).
 *
 * <h2>The ladder's</h2>
 * The levels below the full bot on the ladder (docs/students.md) keep the evaluation they were
 * measured with ({@link #LADDER}): the stores, and {@value #SEEDS_ON_SIDE} per seed of difference
 * between the sides' pits, a weight measured in games at fixed depths (25 lost to 10; 0, 5 and 10
 * within the noise of one another), so that the ladder's published steps stay true.
 */
public final class KalahEvaluation {
    /** Per seed of difference between the stores. */
    public static final int STORE = 100;
    /** The ladder's weight per seed of difference between the seeds in each side's pits. */
    public static final int SEEDS_ON_SIDE = 5;
    /** The table's last column: a pit with this many seeds or more. */
    public static final int TABLE_SEEDS = 12;
    /** The full bot's weight per seed of difference between the seeds in each side's pits. */
    public static final int FULL_SEEDS_ON_SIDE = 23;
    /** Per seed of the side to move's best capture. */
    public static final int CAPTURE = 50;
    /** Off, per seed of the opponent's best capture. */
    public static final int CAPTURE_THEIRS = 34;
    /**
     * Per pit, the weight of the seeds it holds: row {@code k} for the side to move's pit
     * {@code k + 1}, row {@code 6 + k} for the opponent's; column {@code n} for {@code n} seeds, the
     * last for {@value #TABLE_SEEDS} or more.
     */
    static final int[][] TABLE = {
        {0, 232, 359, 413, 508, 665, 528, 143, -28, -16, -24, 8, 0}, // the side to move's pit 1
        {0, 391, 466, 549, 600, 614, 72, 57, -123, -144, -207, -34, 2}, // the side to move's pit 2
        {0, 231, 352, 389, 500, -63, -128, -199, -283, -287, -216, -73, 206}, // the side to move's pit 3
        {0, 231, 304, 376, -164, -146, -31, -194, -266, -142, -9, -27, 157}, // the side to move's pit 4
        {0, 138, 249, -254, -291, -353, -278, -366, -156, -101, -45, 21, 206}, // the side to move's pit 5
        {0, 136, -269, -219, -209, -200, -156, -242, -36, 27, 238, 219, 390}, // the side to move's pit 6
        {0, -147, -271, -390, -388, -407, -109, -16, 20, 114, 33, 0, 1}, // the opponent's pit 1
        {0, -296, -395, -436, -529, -248, -39, 167, 217, 177, 78, -15, -47}, // the opponent's pit 2
        {0, -261, -411, -428, -334, 83, 234, 266, 32, 172, 258, 91, -180}, // the opponent's pit 3
        {0, -234, -309, -219, 73, 319, 127, 256, 239, 218, -37, -34, -203}, // the opponent's pit 4
        {0, -139, -131, 204, 310, 491, 264, 405, 171, 101, 47, -102, -219}, // the opponent's pit 5
        {0, -14, 245, 314, 279, 229, 399, 399, 68, -55, -171, -244, -361}, // the opponent's pit 6
    };

    /** The full bot's evaluation: every term. */
    public static final KalahEvaluation FULL = new KalahEvaluation(true);
    /** The ladder's levels' evaluation: the stores and the seeds on each side. */
    public static final KalahEvaluation LADDER = new KalahEvaluation(false);

    private static final int SOUTH = 0;
    private static final int NORTH = 7;

    private final boolean full;

    private KalahEvaluation(boolean full) {
        this.full = full;
    }

    /** The evaluation of a level of the ladder: {@link #FULL} for the full bot, else {@link #LADDER}. */
    public static KalahEvaluation of(Level level) {
        return level.isFull() ? FULL : LADDER;
    }

    /** The position's score for the player to move. */
    public int evaluate(KalahBoard board) {
        int me = board.toMove();
        int other = 3 - me;
        int stores = STORE * (board.store(me) - board.store(other));
        int sides = board.seedsInPits(me) - board.seedsInPits(other);
        if (!full) {
            return stores + SEEDS_ON_SIDE * sides;
        }
        int mine = me == 1 ? SOUTH : NORTH;
        int theirs = me == 1 ? NORTH : SOUTH;
        int score = stores
                + FULL_SEEDS_ON_SIDE * sides
                + CAPTURE * bestCapture(board, mine)
                - CAPTURE_THEIRS * bestCapture(board, theirs);
        for (int k = 0; k < KalahBoard.PITS; k++) {
            score += TABLE[k][Math.min(board.seeds(mine + k), TABLE_SEEDS)]
                    + TABLE[KalahBoard.PITS + k][Math.min(board.seeds(theirs + k), TABLE_SEEDS)];
        }
        return score;
    }

    /**
     * The most seeds one ply of that side captures by a sowing that stays in its own row: one
     * that ends in an empty pit of it takes that seed and the opposite pit's.
     */
    static int bestCapture(KalahBoard board, int base) {
        int best = 0;
        for (int k = 0; k < KalahBoard.PITS; k++) {
            int seeds = board.seeds(base + k);
            int last = k + seeds;
            if (seeds == 0 || last >= KalahBoard.PITS || board.seeds(base + last) != 0) {
                continue;
            }
            best = Math.max(best, 1 + board.seeds(12 - base - last));
        }
        return best;
    }
}
