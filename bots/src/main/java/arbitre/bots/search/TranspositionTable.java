package arbitre.bots.search;

/**
 * The transposition table: what earlier searches learned about a position, keyed by its Zobrist
 * key ({@link arbitre.engine.awale.Board#hash()}).
 *
 * <h2>Layout</h2>
 * One {@code long[]} holding a power-of-two number of slots, so that a slot is the key's low bits
 * ({@code key & mask}); a slot is two longs side by side (the key, then the data) with no object
 * header: 16 bytes, about 65 thousand entries per megabyte. A probe, which in a table of many
 * megabytes waits for main memory, reads one cache line, not one in each of two arrays: the
 * search reaches a given depth in about a fifth less time. The key is the whole 64-bit key,
 * which makes a wrong hit as unlikely as a 64-bit key collision. The data packs the rest:
 * <pre>
 *  bits  0-31  score, an int as is (see below)
 *  bits 32-39  depth searched below this position, 0-255
 *  bits 40-41  bound: 0 empty slot, 1 exact, 2 lower (the search failed high), 3 upper (failed low)
 *  bits 42-48  best or refuting move + 1, 0 when none
 *  bits 49-56  generation: the search (one per move played) that wrote the entry, modulo 256
 * </pre>
 * Decisive scores are stored as they are: a won game's score depends on the game's ply count at
 * its end (see {@link Search#finishedGameScore}), not on the distance from the root, so the score of a position does not
 * depend on the path that reached it and needs no adjustment on the way in or out.
 *
 * <h2>Replacement</h2>
 * Depth-preferred with aging: a slot is overwritten by an entry from a search at least as deep,
 * or by anything when it was written by an earlier search (an earlier move of the game). Deep
 * entries, which cost most to recompute, survive the current search; stale ones do not clog the
 * table for the rest of the game.
 */
public final class TranspositionTable {
    public static final int EXACT = 1;
    public static final int LOWER = 2;
    public static final int UPPER = 3;

    private static final int DEPTH_SHIFT = 32;
    private static final int BOUND_SHIFT = 40;
    private static final int MOVE_SHIFT = 42;
    private static final int GENERATION_SHIFT = 49;
    private static final long GENERATION_MASK = 0xFFL << GENERATION_SHIFT;

    /** Bytes per entry: one key and one data long. */
    public static final int ENTRY_BYTES = 16;

    /**
     * Longs before the first slot: a large array starts at a boundary of the heap's regions, so
     * with its 16-byte header and these 16 bytes, every slot starts at a multiple of 16 bytes and
     * never straddles two cache lines.
     */
    private static final int OFFSET = 2;

    /** The most slots a table has: 8 GiB. */
    static final int MAX_ENTRIES = 1 << 29;

    /** Slot i is {@code cells[OFFSET + 2i]} (its key) and {@code cells[OFFSET + 2i + 1]} (its data). */
    private final long[] cells;

    private final int mask;
    private long generation;

    /**
     * A table of {@code entries} slots.
     *
     * @throws IllegalArgumentException unless {@code entries} is a power of two from 2 to 2^29
     */
    public TranspositionTable(int entries) {
        if (entries < 2 || entries > MAX_ENTRIES || Integer.bitCount(entries) != 1) {
            throw new IllegalArgumentException("table entries must be a power of two from 2 to 2^29, got " + entries);
        }
        this.cells = new long[OFFSET + 2 * entries];
        this.mask = entries - 1;
    }

    /** The largest table that fits in {@code megabytes} (at least one megabyte, at most 8 GiB). */
    public static TranspositionTable ofMegabytes(int megabytes) {
        if (megabytes < 1 || megabytes > 16_384) {
            throw new IllegalArgumentException("table size must be 1..16384 MB, got " + megabytes);
        }
        long entries = (long) megabytes * (1 << 20) / ENTRY_BYTES;
        return new TranspositionTable(Integer.highestOneBit((int) Math.min(entries, MAX_ENTRIES)));
    }

    public int entries() {
        return mask + 1;
    }

    /** Starts a new search: entries of earlier searches become replaceable. */
    public void newSearch() {
        generation = (generation + 1) & 0xFF;
    }

    /** Empties the table. */
    public void clear() {
        java.util.Arrays.fill(cells, 0L);
        generation = 0;
    }

    /** The slot holding the position with this key, or -1 when the table does not know it. */
    public int probe(long key) {
        int slot = (int) key & mask;
        int at = OFFSET + 2 * slot;
        return cells[at] == key && cells[at + 1] != 0 ? slot : -1;
    }

    /** The packed data of a slot found by {@link #probe}; decode with the static accessors. */
    public long data(int slot) {
        return cells[OFFSET + 2 * slot + 1];
    }

    /** Records a search result, if the replacement scheme lets it in. */
    public void store(long key, int depth, int bound, int score, int move) {
        int at = OFFSET + 2 * ((int) key & mask);
        long old = cells[at + 1];
        if (old != 0 && (old & GENERATION_MASK) >>> GENERATION_SHIFT == generation && depth(old) > depth) {
            return;
        }
        cells[at] = key;
        cells[at + 1] = (score & 0xFFFF_FFFFL)
                | (long) depth << DEPTH_SHIFT
                | (long) bound << BOUND_SHIFT
                | (long) (move + 1) << MOVE_SHIFT
                | generation << GENERATION_SHIFT;
    }

    public static int score(long data) {
        return (int) data;
    }

    public static int depth(long data) {
        return (int) (data >>> DEPTH_SHIFT) & 0xFF;
    }

    /** {@link #EXACT}, {@link #LOWER} or {@link #UPPER}. */
    public static int bound(long data) {
        return (int) (data >>> BOUND_SHIFT) & 3;
    }

    /** The best move recorded, or -1. */
    public static int move(long data) {
        return ((int) (data >>> MOVE_SHIFT) & 0x7F) - 1;
    }

    /**
     * Whether an entry settles a node searched to {@code depth} with the window
     * ({@code alpha}, {@code beta}): it was searched at least as deep, and its score is exact or a
     * bound outside the window.
     */
    public static boolean settles(long data, int depth, int alpha, int beta) {
        if (depth(data) < depth) {
            return false;
        }
        int score = score(data);
        int bound = bound(data);
        return bound == EXACT || bound == LOWER && score >= beta || bound == UPPER && score <= alpha;
    }

    /** The bound a fail-soft search's best score is, against the window it was searched with. */
    public static int boundOf(int best, int alpha, int beta) {
        return best <= alpha ? UPPER : best >= beta ? LOWER : EXACT;
    }
}
