package arbitre.bots.time;

/**
 * What a timed bot keeps back of each move's limit for everything its search's clock does not
 * see, and how that grows on a loaded machine.
 *
 * <h2>Where the time goes</h2>
 * The referee times a move from the flush of its message to the arrival of the answer's line. The
 * bot's own clock starts only when it has read the message, and its search stops only when it
 * next reads the clock past its hard limit; then the answer has to be written and read back. On a
 * quiet machine each of those steps takes well under a millisecond. On a loaded one, each is a
 * moment at which the scheduler may hand the CPU to another process, and a thread that is ready
 * to run may wait for a whole time slice of someone else's, tens of milliseconds. A fixed share
 * of the limit cannot cover that at 100 ms and wastes seconds at a minute.
 *
 * <h2>The reserve</h2>
 * The reserve is the largest of: {@value #BASE_PERCENT}% of the limit; {@value #MIN_RESERVE_MS}
 * ms; and {@value #LATENESS_FACTOR} times the {@linkplain #latenessNanos() lateness} the bot has
 * seen lately (one delay on the way in, one in the search after its hard limit, one on the way
 * out). It is never more than {@value #MAX_PERCENT}% of the limit, so that a bot on a machine that
 * is busy all the time still searches a little every move. At a 100 ms limit that is 40 ms on a
 * quiet machine and up to 60 ms on a busy one; at 300 ms, 60 to 180 ms; at 3 s, 600 ms or more.
 *
 * <h2>Lateness</h2>
 * After each move the player reports two delays it measured: the longest time between two
 * readings of the clock in its search (the work of a few hundred nodes, a fraction of a
 * millisecond, unless the thread was kept off the CPU), and how far past its hard limit the search
 * returned. The lateness is the larger of the latest such delay and the lateness before it, which
 * decays by one part in {@value #DECAY} a move: one stall keeps the reserve up for a dozen moves
 * or so, and a machine that quietens down gets the time back.
 *
 * <p>A bot starts out assuming a lateness of {@value #INITIAL_LATENESS_MS} ms: its first moves
 * are played by a JVM that is still compiling its code, in threads that share the CPU with the
 * search, and on a loaded machine those were the moves that came late (answers 105 to 136 ms into
 * a 100 ms move, at plies 2 to 13). That costs the search a third of its time at a 100 ms limit
 * for a few moves, and nothing from 300 ms up, where the base reserve is as large.
 */
public final class Reserve {
    /** The least reserve, in percent of the move limit. */
    static final int BASE_PERCENT = 20;
    /** The least reserve, in milliseconds, whatever the limit (but {@link #MAX_PERCENT}). */
    static final long MIN_RESERVE_MS = 40;
    /** The reserve covers this many times the lateness seen lately. */
    static final int LATENESS_FACTOR = 3;
    /** The most the reserve may take, in percent of the move limit. */
    static final int MAX_PERCENT = 60;
    /** The lateness loses one part in this many per move. */
    static final int DECAY = 8;
    /** The lateness assumed before the first move. */
    static final long INITIAL_LATENESS_MS = 20;

    private static final long MILLIS = 1_000_000L;

    private long latenessNanos = INITIAL_LATENESS_MS * MILLIS;

    /**
     * The time a search may use of a move limit of {@code limitNanos}: the limit less the reserve,
     * in nanoseconds.
     *
     * @throws IllegalArgumentException unless the limit is positive
     */
    public long usableNanos(long limitNanos) {
        return limitNanos - reserveNanos(limitNanos);
    }

    /** The reserve for a move limit of {@code limitNanos}, in nanoseconds. */
    public long reserveNanos(long limitNanos) {
        if (limitNanos < 1) {
            throw new IllegalArgumentException("the move limit must be positive, got " + limitNanos + " ns");
        }
        long base = Math.max(limitNanos / 100 * BASE_PERCENT, MIN_RESERVE_MS * MILLIS);
        long reserve = Math.max(base, LATENESS_FACTOR * latenessNanos);
        return Math.min(reserve, limitNanos / 100 * MAX_PERCENT);
    }

    /**
     * Records what the last move's search measured: the longest time between two readings of its
     * clock, and how long after its hard limit it returned (0 or less when it returned in time), in
     * nanoseconds.
     */
    public void observe(long longestClockGapNanos, long pastHardLimitNanos) {
        long seen = Math.max(0, Math.max(longestClockGapNanos, pastHardLimitNanos));
        latenessNanos = Math.max(seen, latenessNanos - latenessNanos / DECAY);
    }

    /** The lateness seen lately, in nanoseconds. */
    public long latenessNanos() {
        return latenessNanos;
    }
}
