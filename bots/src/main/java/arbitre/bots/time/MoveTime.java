package arbitre.bots.time;

import arbitre.bots.search.Search;
import arbitre.bots.search.SearchLimits;

/**
 * How long the Awale bot thinks about a move, from the referee's per-move limit.
 *
 * <h2>The hard limit</h2>
 * The search aborts at the hard limit, counted from the start of the turn (for the first move,
 * the start of the process, so the JVM's start-up is paid from it). What is left of the move limit
 * is the {@link Reserve} for everything the search's clock does not see: the answer's trip through
 * the pipes and the referee, the {@value Search#CHECK_INTERVAL} nodes between two clock readings,
 * and a scheduler that hands the CPU to another process on a loaded machine. The search allocates
 * nothing per node, so no collection waits for it.
 *
 * <h2>The soft limit</h2>
 * Between depths, the search starts another when the time spent plus the predicted cost of the
 * next depth fits in the soft limit ({@link SearchLimits#startsAnotherDepth}). That limit is
 * {@value #SOFT_FACTOR} times the hard one: a depth predicted to run past the hard limit is
 * started all the same, because the search keeps what an unfinished depth proved (a move that
 * beat the last depth's best). Without it, the bot stopped deepening as soon as the next depth
 * looked too long, and used about half its time.
 */
public final class MoveTime {
    static final int SOFT_FACTOR = 2;

    private static final long MILLIS = 1_000_000L;

    private MoveTime() {}

    /** The search's hard limit for a move limit of {@code moveMillis} less {@code reserve}, in nanoseconds. */
    public static long hardNanos(long moveMillis, Reserve reserve) {
        if (moveMillis < 1) {
            throw new IllegalArgumentException("the move limit must be at least 1 ms, got " + moveMillis);
        }
        return reserve.usableNanos(moveMillis * MILLIS);
    }

    /** The search limits for a move limit of {@code moveMillis} less {@code reserve}. */
    public static SearchLimits limits(long moveMillis, Reserve reserve) {
        long hard = hardNanos(moveMillis, reserve);
        return new SearchLimits(Search.MAX_DEPTH, SOFT_FACTOR * hard, hard);
    }
}
