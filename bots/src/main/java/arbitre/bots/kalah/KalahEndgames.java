package arbitre.bots.kalah;

import arbitre.engine.kalah.KalahBoard;
import java.util.Arrays;

/**
 * The exact value of every Kalah position with few seeds left in pits: what the side to move
 * banks from there on less what its opponent banks, both playing perfectly. The stores so far do
 * not change what is best from a position (stores never lose seeds), so a position is its twelve
 * pits alone, seen from the side to move; the final lead is the stores' difference plus the value.
 *
 * <h2>Computing it</h2>
 * A ply that sows into no store leaves the seeds in pits as they were in number, and moves the
 * mover's seeds nearer its store: the seeds' total distance to their own stores falls. Every other
 * ply banks at least one seed. So no position comes back, and the value of a position is the best,
 * over its pits, of what the ply banks plus the value of the position it leaves (taken as it is
 * after an extra turn, negated otherwise), found depth first and kept. All positions with at most
 * {@code maxSeeds} seeds are computed once, when the table is built.
 *
 * <h2>Layout</h2>
 * One byte per position, at the position's rank among all sequences of twelve pit counts whose
 * sum is at most {@code maxSeeds} (the side to move's pits 1 to 6, then the opponent's),
 * in lexicographic order: C(maxSeeds + 12, 12) bytes, 9.7 MB for 14 seeds.
 */
public final class KalahEndgames {
    private static final int PITS = KalahBoard.PITS;
    private static final int ROW = 2 * PITS;
    private static final byte UNKNOWN = Byte.MIN_VALUE;
    /** The seeds of the table the full bot plays with: 9.7 MB, about 1.5 s of CPU to build. */
    public static final int PLAYED_SEEDS = 14;

    private static KalahEndgames played;

    private final int maxSeeds;
    /** {@code rankPart[i][r][a]}: sequences below one whose pit i holds a, with r seeds left for pits i onwards. */
    private final int[][][] rankPart;

    private final byte[] values;

    private KalahEndgames(int maxSeeds) {
        if (maxSeeds < 0 || maxSeeds > KalahBoard.SEEDS / 2) {
            throw new IllegalArgumentException("endgame tables hold 0 to 24 seeds, not " + maxSeeds);
        }
        this.maxSeeds = maxSeeds;
        this.rankPart = new int[ROW][maxSeeds + 1][maxSeeds + 2];
        for (int i = 0; i < ROW; i++) {
            int after = ROW - 1 - i;
            for (int left = 0; left <= maxSeeds; left++) {
                long below = 0;
                for (int a = 0; a <= left + 1; a++) {
                    rankPart[i][left][a] = (int) below;
                    if (a <= left) {
                        below += binomial(left - a + after, after);
                    }
                }
            }
        }
        long size = binomial(maxSeeds + ROW, ROW);
        this.values = new byte[Math.toIntExact(size)];
        Arrays.fill(values, UNKNOWN);
    }

    /** The table of every position with at most {@code maxSeeds} seeds in pits, computed. */
    public static KalahEndgames upTo(int maxSeeds) {
        KalahEndgames tables = new KalahEndgames(maxSeeds);
        tables.computeAll();
        return tables;
    }

    /**
     * The table of {@value #PLAYED_SEEDS} seeds, built by the first call and kept for the process
     * (a bot that stays up plays its next games with it).
     */
    public static synchronized KalahEndgames played() {
        if (played == null) {
            played = upTo(PLAYED_SEEDS);
        }
        return played;
    }

    /** The most seeds in pits the table holds. */
    public int maxSeeds() {
        return maxSeeds;
    }

    /** Positions in the table. */
    public int size() {
        return values.length;
    }

    /** Whether {@code board}, not over, has few enough seeds in pits to be in the table. */
    public boolean covers(KalahBoard board) {
        return !board.isOver() && board.seedsInPits(1) + board.seedsInPits(2) <= maxSeeds;
    }

    /**
     * What the side to move of {@code board} banks from now on less what its opponent banks, both
     * playing perfectly; {@code board} must be {@link #covers covered}.
     */
    public int value(KalahBoard board) {
        int mine = board.toMove() == 1 ? 0 : PITS + 1;
        int theirs = PITS + 1 - mine;
        int left = maxSeeds;
        int rank = 0;
        for (int i = 0; i < PITS; i++) {
            int seeds = board.seeds(mine + i);
            rank += rankPart[i][left][seeds];
            left -= seeds;
        }
        for (int i = 0; i < PITS; i++) {
            int seeds = board.seeds(theirs + i);
            rank += rankPart[PITS + i][left][seeds];
            left -= seeds;
        }
        return values[rank];
    }

    /** The final lead, for the side to move of a covered {@code board}, under perfect play. */
    public int finalLead(KalahBoard board) {
        int me = board.toMove();
        return board.store(me) - board.store(3 - me) + value(board);
    }

    private int rank(int[] pits) {
        int left = maxSeeds;
        int rank = 0;
        for (int i = 0; i < ROW; i++) {
            rank += rankPart[i][left][pits[i]];
            left -= pits[i];
        }
        return rank;
    }

    private void computeAll() {
        // With n seeds in pits, a run of plies that bank nothing is at most 6n long (each lowers
        // the seeds' total distance to their stores, at most 6n), and a ply that banks leaves
        // fewer seeds: no line of play is longer than the sum of 6n + 1 over n up to maxSeeds.
        int levels = 3 * maxSeeds * (maxSeeds + 1) + maxSeeds + 2;
        int[][] stack = new int[levels][ROW];
        int[][] places = new int[levels][ROW + 1];
        everyPosition(stack, places, 0, maxSeeds);
    }

    /** Computes every position whose pits from {@code pit} on hold at most {@code left} seeds. */
    private void everyPosition(int[][] stack, int[][] places, int pit, int left) {
        if (pit == ROW) {
            valueOf(stack, places, 0);
            return;
        }
        for (int seeds = 0; seeds <= left; seeds++) {
            stack[0][pit] = seeds;
            everyPosition(stack, places, pit + 1, left - seeds);
        }
    }

    /** The value of the position {@code stack[depth]} (side to move's pits first), computed if new. */
    private int valueOf(int[][] stack, int[][] places, int depth) {
        int[] pits = stack[depth];
        int rank = rank(pits);
        byte known = values[rank];
        if (known != UNKNOWN) {
            return known;
        }
        int mineLeft = 0;
        int theirsLeft = 0;
        for (int i = 0; i < PITS; i++) {
            mineLeft += pits[i];
            theirsLeft += pits[PITS + i];
        }
        int best;
        if (mineLeft == 0 || theirsLeft == 0) {
            best = mineLeft - theirsLeft; // not a position to move from: each side banks its own
        } else {
            best = Integer.MIN_VALUE;
            for (int pit = 0; pit < PITS; pit++) {
                if (pits[pit] != 0) {
                    best = Math.max(best, afterSowing(stack, places, depth, pit));
                }
            }
        }
        values[rank] = (byte) best;
        return best;
    }

    /**
     * What sowing {@code pit} of {@code stack[depth]} is worth to its mover: the seeds it banks,
     * then the value of what follows, from the position it leaves at {@code stack[depth + 1]}.
     */
    private int afterSowing(int[][] stack, int[][] scratch, int depth, int pit) {
        int[] pits = stack[depth];
        // Places 0-5 the mover's pits, 6 its store, 7-12 the opponent's pits (their store is skipped).
        int[] places = scratch[depth];
        System.arraycopy(pits, 0, places, 0, PITS);
        places[PITS] = 0;
        System.arraycopy(pits, PITS, places, PITS + 1, PITS);
        int seeds = places[pit];
        places[pit] = 0;
        int pos = pit;
        while (seeds > 0) {
            pos = pos == ROW ? 0 : pos + 1;
            places[pos]++;
            seeds--;
        }
        boolean again = pos == PITS;
        if (!again && pos < PITS && places[pos] == 1) {
            places[PITS] += 1 + places[ROW - pos];
            places[pos] = 0;
            places[ROW - pos] = 0;
        }
        int banked = places[PITS];
        int mine = 0;
        int theirs = 0;
        for (int i = 0; i < PITS; i++) {
            mine += places[i];
            theirs += places[PITS + 1 + i];
        }
        if (mine == 0 || theirs == 0) {
            return banked + mine - theirs; // the game ends: each side banks its own
        }
        int[] child = stack[depth + 1];
        if (again) {
            System.arraycopy(places, 0, child, 0, PITS);
            System.arraycopy(places, PITS + 1, child, PITS, PITS);
            return banked + valueOf(stack, scratch, depth + 1);
        }
        System.arraycopy(places, PITS + 1, child, 0, PITS);
        System.arraycopy(places, 0, child, PITS, PITS);
        return banked - valueOf(stack, scratch, depth + 1);
    }

    private static long binomial(int n, int k) {
        long result = 1;
        for (int i = 1; i <= k; i++) {
            result = result * (n - k + i) / i;
        }
        return result;
    }
}
