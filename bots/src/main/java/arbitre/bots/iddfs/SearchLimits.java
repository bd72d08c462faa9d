package arbitre.bots.iddfs;

/**
 * When an iterative-deepening search stops, in nanoseconds from the moment its clock started.
 *
 * @param maxDepth the deepest iteration to run
 * @param softNanos another depth is started only while the time spent so far plus the predicted
 *     time of that depth fits in this; {@link Long#MAX_VALUE} to always start one
 * @param hardNanos the search aborts at once past this, keeping the last finished depth;
 *     {@link Long#MAX_VALUE} for none
 */
public record SearchLimits(int maxDepth, long softNanos, long hardNanos) {

    public SearchLimits {
        if (maxDepth < 1 || maxDepth > Search.MAX_DEPTH) {
            throw new IllegalArgumentException(
                    "search depth must be 1.." + Search.MAX_DEPTH + ", got " + maxDepth);
        }
        if (softNanos < 0 || hardNanos < 0) {
            throw new IllegalArgumentException(
                    "time limits must not be negative, got " + softNanos + " and " + hardNanos);
        }
    }

    /** Exactly {@code depth} plies, however long it takes. */
    public static SearchLimits depth(int depth) {
        return new SearchLimits(depth, Long.MAX_VALUE, Long.MAX_VALUE);
    }

    /** As deep as fits in {@code nanos}: no depth is started that is unlikely to finish in time. */
    public static SearchLimits time(long nanos) {
        return new SearchLimits(Search.MAX_DEPTH, nanos, nanos);
    }

    /**
     * Deeper and deeper until {@code nanos} have passed, starting depths regardless of how long
     * they may take: for benchmarks, which measure the whole span.
     */
    public static SearchLimits exactly(long nanos) {
        return new SearchLimits(Search.MAX_DEPTH, Long.MAX_VALUE, nanos);
    }
}
