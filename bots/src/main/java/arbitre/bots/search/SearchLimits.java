package arbitre.bots.search;

/**
 * When an iterative-deepening search stops, in nanoseconds from the moment its clock started.
 *
 * @param maxDepth the deepest iteration to run
 * @param softNanos another depth is started only while the time spent so far plus the predicted
 *     time of that depth fits in this; {@link Long#MAX_VALUE} to always start one
 * @param hardNanos the search aborts at once past this, keeping the last finished depth;
 *     {@link Long#MAX_VALUE} for none
 * @param maxNodes the search aborts once it has visited about this many nodes (it counts them
 *     between clock readings), as it does at the hard limit; {@link Long#MAX_VALUE} for none.
 *     A node limit makes a match between two searches independent of the machine's speed and
 *     load, for matches between two versions
 */
public record SearchLimits(int maxDepth, long softNanos, long hardNanos, long maxNodes) {

    public SearchLimits {
        if (maxDepth < 1 || maxDepth > Search.MAX_DEPTH) {
            throw new IllegalArgumentException("search depth must be 1.." + Search.MAX_DEPTH + ", got " + maxDepth);
        }
        if (softNanos < 0 || hardNanos < 0) {
            throw new IllegalArgumentException(
                    "time limits must not be negative, got " + softNanos + " and " + hardNanos);
        }
        if (maxNodes < 1) {
            throw new IllegalArgumentException("the node limit must be positive, got " + maxNodes);
        }
    }

    /** Limits on depth and time, with no node limit. */
    public SearchLimits(int maxDepth, long softNanos, long hardNanos) {
        this(maxDepth, softNanos, hardNanos, Long.MAX_VALUE);
    }

    /** As deep as about {@code nodes} nodes allow, whatever the time: for matches. */
    public static SearchLimits nodes(long nodes) {
        return new SearchLimits(Search.MAX_DEPTH, Long.MAX_VALUE, Long.MAX_VALUE, nodes);
    }

    /**
     * Fixed limits that do not depend on the clock: {@code depth} plies when that is positive,
     * else about {@code nodes} nodes when that is positive, else {@code null} (a search on the
     * clock).
     */
    public static SearchLimits fixed(int depth, long nodes) {
        return depth > 0 ? depth(depth) : nodes > 0 ? nodes(nodes) : null;
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

    /** The least and the most a depth is predicted to cost, as a multiple of the depth before. */
    static final double MIN_GROWTH = 1.5;

    static final double MAX_GROWTH = 8.0;

    /**
     * Whether another depth should be started, between depths: not when the time spent plus the
     * predicted cost of the next depth passes the soft limit. The prediction is the last depth's
     * time times its growth from the depth before (clamped to {@value #MIN_GROWTH}–{@value
     * #MAX_GROWTH}), since the tree grows by a roughly constant factor per ply.
     *
     * @param spentNanos time since the clock started
     * @param lastIteration the last depth's time
     * @param previousIteration the time of the depth before it, 0 when there was none
     */
    public boolean startsAnotherDepth(long spentNanos, long lastIteration, long previousIteration) {
        if (softNanos == Long.MAX_VALUE) {
            return true;
        }
        double growth = previousIteration > 0 ? (double) lastIteration / previousIteration : MAX_GROWTH;
        growth = Math.max(MIN_GROWTH, Math.min(MAX_GROWTH, growth));
        return spentNanos + lastIteration * growth <= softNanos;
    }
}
