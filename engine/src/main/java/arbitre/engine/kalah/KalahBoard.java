package arbitre.engine.kalah;

import arbitre.engine.GameBoard;
import arbitre.engine.SplitMix64;
import java.util.Arrays;

/**
 * A Kalah position and the rules that change it.
 *
 * <h2>Layout</h2>
 * The 14 places live in one {@code int[14]} in board-vector order: South's pits 1..6 at indices
 * 0..5, South's store at 6, North's pits 1..6 at 7..12, North's store at 13. That is also the
 * sowing order, so a sowing walks up the array and wraps from 13 to 0; the mover's pit {@code k}
 * is {@code 7 * side + k - 1}, and pit index {@code i} faces index {@code 12 - i}. The board is a
 * handful of ints, so a search copies it ({@link #copyFrom}) instead of undoing plies, and playing
 * a ply allocates nothing.
 *
 * <h2>A ply</h2>
 * {@link #playUnchecked} empties the pit and drops one seed per step, skipping the opponent's
 * store and not the origin (a 13-seed ply comes back to it). The last place decides: the mover's
 * store gives an extra turn; one of the mover's pits that now holds exactly one seed (it was empty
 * before the last seed) captures that seed and the opposite pit, even when that pit is empty.
 * Then, after every ply, a side whose six pits are all empty ends the game: each player banks the
 * seeds left in their own pits, and an extra turn earned by that ply is void.
 *
 * <h2>Hash</h2>
 * The key ({@link #hash()}) is the sum, modulo 2<sup>64</sup>, of one random key per seed by place
 * (a place holding {@code n} seeds adds its key {@code n} times), plus a key when North is to
 * move. A sown seed adds its place's key whatever the place held, so the sowing loop keeps the key
 * with one addition per seed. Two positions share a key only when a combination with small integer
 * coefficients of random 64-bit keys vanishes modulo 2<sup>64</sup>.
 *
 * <p>In the public API players are 1 (South, who always moves first) and 2 (North), and moves
 * are pit numbers 1 to 6 of the player to move.
 */
public final class KalahBoard implements GameBoard<KalahBoard> {
    /** Places on the board: 12 pits and 2 stores. */
    public static final int PLACES = 14;
    /** Seeds in every game. */
    public static final int SEEDS = 48;
    /** Pits per side. */
    public static final int PITS = 6;
    /** The index of South's store in the board vector. */
    public static final int SOUTH_STORE = 6;
    /** The index of North's store in the board vector. */
    public static final int NORTH_STORE = 13;
    /** The most legal moves of a position: one per pit. */
    public static final int MAX_LEGAL = PITS;
    /**
     * No game is longer than this many plies (each run of plies that leaves the stores unchanged
     * lowers the seeds' total distance to their stores, at most 288, and the stores can grow at
     * most 48 times).
     */
    public static final int MAX_PLIES = SEEDS + (SEEDS + 1) * SEEDS * PITS;

    private static final long[] PLACE_KEY = new long[PLACES];
    private static final long NORTH_TO_MOVE_KEY;

    static {
        SplitMix64 keys = new SplitMix64(0x4B41_4C41_4821L);
        for (int i = 0; i < PLACES; i++) {
            PLACE_KEY[i] = keys.next();
        }
        NORTH_TO_MOVE_KEY = keys.next();
    }

    private final int[] places = new int[PLACES];
    /** 0 when South is to move, 1 for North; after the end, the side that would have moved. */
    private int side;

    private int ply;
    private boolean over;
    private long hash;

    private KalahBoard() {}

    /** The standard opening: four seeds in each pit, both stores empty, South to move. */
    public static KalahBoard standard() {
        return KalahStart.STANDARD.board();
    }

    /** A position from its 14-number board vector, South to move at ply 0. */
    public static KalahBoard of(int[] vector) {
        return of(vector, 1);
    }

    /**
     * A position from its 14-number board vector with the given player (1 South, 2 North) to
     * move, at ply 0.
     *
     * @throws IllegalArgumentException naming the bad value: not 14 numbers, a negative number,
     *     a total other than 48, or a side whose pits are all empty (the game would be over)
     */
    public static KalahBoard of(int[] vector, int toMove) {
        checkPlayer(toMove);
        if (vector == null || vector.length != PLACES) {
            throw new IllegalArgumentException("a board vector has " + PLACES + " numbers, got "
                    + (vector == null ? "none" : vector.length + ": " + Arrays.toString(vector)));
        }
        int total = 0;
        for (int i = 0; i < PLACES; i++) {
            if (vector[i] < 0 || vector[i] > SEEDS) {
                throw new IllegalArgumentException("board vector index " + i + " (" + placeName(i) + ") holds "
                        + vector[i] + " seeds; a place holds 0 to " + SEEDS);
            }
            total += vector[i];
        }
        if (total != SEEDS) {
            throw new IllegalArgumentException(
                    "board vector " + Arrays.toString(vector) + " holds " + total + " seeds, not " + SEEDS);
        }
        KalahBoard board = new KalahBoard();
        System.arraycopy(vector, 0, board.places, 0, PLACES);
        for (int s = 0; s < 2; s++) {
            if (board.rowSeeds(s) == 0) {
                throw new IllegalArgumentException("board vector " + Arrays.toString(vector) + ": " + sideName(s + 1)
                        + "'s pits are all empty, so the game would already be over");
            }
        }
        board.side = toMove - 1;
        board.hash = board.computeHash();
        return board;
    }

    /** A new board equal to this one. */
    public KalahBoard copy() {
        KalahBoard board = new KalahBoard();
        board.copyFrom(this);
        return board;
    }

    /** Makes this board equal to another, without allocating. */
    @Override
    public void copyFrom(KalahBoard other) {
        System.arraycopy(other.places, 0, places, 0, PLACES);
        side = other.side;
        ply = other.ply;
        over = other.over;
        hash = other.hash;
    }

    // ---------------------------------------------------------------- moves

    /**
     * Fills {@code out} (at least {@link #MAX_LEGAL} long) with the legal pits, ascending, and
     * returns how many there are: none once the game is over.
     */
    public int legalMoves(int[] out) {
        if (over) {
            return 0;
        }
        int base = side * 7;
        int n = 0;
        for (int k = 0; k < PITS; k++) {
            if (places[base + k] != 0) {
                out[n++] = k + 1;
            }
        }
        return n;
    }

    /** Whether the player to move may play this pit. */
    public boolean isLegal(int pit) {
        return illegalReason(pit) == null;
    }

    /** Why the player to move may not play this pit, as a sentence, or {@code null} when it is legal. */
    public String illegalReason(int pit) {
        if (pit < 1 || pit > PITS) {
            return "there is no pit " + pit + ": pits are numbered 1 to 6";
        }
        if (over) {
            return "the game is over";
        }
        if (places[side * 7 + pit - 1] == 0) {
            return "pit " + pit + " of " + sideName(side + 1) + " (player " + (side + 1) + ", to move) is empty";
        }
        return null;
    }

    /**
     * Plays a pit of the player to move after checking it.
     *
     * @return whether the same player moves again (the last seed fell into the mover's store and
     *     the game goes on)
     * @throws IllegalKalahMoveException saying why the pit cannot be played
     */
    public boolean play(int pit) {
        String why = illegalReason(pit);
        if (why != null) {
            throw new IllegalKalahMoveException(pit, ply, why);
        }
        return playUnchecked(pit);
    }

    /**
     * Plays a pit the caller knows to be legal (from {@link #legalMoves}); an illegal one leaves
     * the board in an undefined state.
     *
     * @return whether the same player moves again
     */
    public boolean playUnchecked(int pit) {
        final int[] places = this.places;
        final int mover = side;
        final int base = mover * 7;
        final int store = base + 6;
        final int skipped = mover == 0 ? NORTH_STORE : SOUTH_STORE; // the opponent's store
        final int origin = base + pit - 1;
        int seeds = places[origin];
        places[origin] = 0;
        long key = hash - seeds * PLACE_KEY[origin];
        int pos = origin;
        while (seeds > 0) {
            pos = pos == 13 ? 0 : pos + 1;
            if (pos == skipped) {
                continue;
            }
            places[pos]++;
            key += PLACE_KEY[pos];
            seeds--;
        }
        boolean again = pos == store;
        if (!again && pos >= base && pos < store && places[pos] == 1) {
            int opposite = 12 - pos;
            int taken = 1 + places[opposite];
            key += taken * PLACE_KEY[store] - PLACE_KEY[pos] - places[opposite] * PLACE_KEY[opposite];
            places[store] += taken;
            places[pos] = 0;
            places[opposite] = 0;
        }
        ply++;
        int south = rowSeeds(0);
        int north = rowSeeds(1);
        if (south == 0 || north == 0) {
            for (int i = 0; i < PITS; i++) {
                places[i] = 0;
                places[7 + i] = 0;
            }
            places[SOUTH_STORE] += south;
            places[NORTH_STORE] += north;
            over = true;
            side = again ? mover : 1 - mover;
            hash = computeHash(); // rare: once per game
            return false;
        }
        if (!again) {
            side = 1 - mover;
            key += mover == 0 ? NORTH_TO_MOVE_KEY : -NORTH_TO_MOVE_KEY;
        }
        hash = key;
        return again;
    }

    // ---------------------------------------------------------------- state

    /** The player (1 South, 2 North) to move; after the end, the one who would have moved next. */
    @Override
    public int toMove() {
        return side + 1;
    }

    /** Plies played since the position was set up. */
    @Override
    public int ply() {
        return ply;
    }

    /** Whether the game is over (a side's six pits are empty). */
    @Override
    public boolean isOver() {
        return over;
    }

    /** Why the game ended, or {@code null} while it goes on. */
    @Override
    public KalahEndReason endReason() {
        return over ? KalahEndReason.EMPTY_SIDE : null;
    }

    /**
     * The winner of a finished game: 1 or 2, or 0 for a draw (24-24).
     *
     * @throws IllegalStateException while the game goes on
     */
    @Override
    public int winner() {
        if (!over) {
            throw new IllegalStateException("the game is not over (ply " + ply + ")");
        }
        int south = places[SOUTH_STORE];
        int north = places[NORTH_STORE];
        return south > north ? 1 : south == north ? 0 : 2;
    }

    /** The seeds in a player's (1 or 2) store. */
    public int store(int player) {
        checkPlayer(player);
        return places[player == 1 ? SOUTH_STORE : NORTH_STORE];
    }

    /** The seeds at a board-vector index (0..13). */
    public int seeds(int index) {
        if (index < 0 || index >= PLACES) {
            throw new IllegalArgumentException("board vector index must be 0..13, got " + index);
        }
        return places[index];
    }

    /** The seeds in a player's (1 or 2) six pits. */
    public int seedsInPits(int player) {
        checkPlayer(player);
        return rowSeeds(player - 1);
    }

    /** The 14-number board vector (a copy). */
    public int[] vector() {
        return places.clone();
    }

    /** The position's Zobrist key (see the class comment); equal positions have equal keys. */
    @Override
    public long hash() {
        return hash;
    }

    /** "South" for player 1, "North" for player 2. */
    public static String sideName(int player) {
        checkPlayer(player);
        return player == 1 ? "South" : "North";
    }

    private int rowSeeds(int s) {
        int base = s * 7;
        final int[] places = this.places;
        return places[base]
                + places[base + 1]
                + places[base + 2]
                + places[base + 3]
                + places[base + 4]
                + places[base + 5];
    }

    private long computeHash() {
        long key = side == 1 ? NORTH_TO_MOVE_KEY : 0;
        for (int i = 0; i < PLACES; i++) {
            key += places[i] * PLACE_KEY[i];
        }
        return key;
    }

    private static String placeName(int index) {
        if (index == SOUTH_STORE) {
            return "South's store";
        }
        if (index == NORTH_STORE) {
            return "North's store";
        }
        return (index < SOUTH_STORE ? "South" : "North") + "'s pit " + (index % 7 + 1);
    }

    static void checkPlayer(int player) {
        if (player != 1 && player != 2) {
            throw new IllegalArgumentException("a player is 1 (South) or 2 (North), got " + player);
        }
    }

    // ---------------------------------------------------------------- identity

    @Override
    public boolean equals(Object o) {
        return o instanceof KalahBoard other
                && side == other.side
                && over == other.over
                && Arrays.equals(places, other.places);
    }

    @Override
    public int hashCode() {
        return Long.hashCode(hash);
    }

    /** The board vector, who is to move (or that the game is over) and the ply. */
    @Override
    public String toString() {
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < PLACES; i++) {
            out.append(i == 0 ? "" : " ").append(places[i]);
        }
        out.append(over ? ", over" : ", " + sideName(side + 1) + " to move")
                .append(", ply ")
                .append(ply);
        return out.toString();
    }
}
