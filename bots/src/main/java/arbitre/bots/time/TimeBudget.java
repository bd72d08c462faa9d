package arbitre.bots.time;

/**
 * How long a searching bot may think about its next move, from the referee's clock: a per-move
 * limit and, optionally, a time bank for the whole game (with an increment per move).
 *
 * <h2>The share</h2>
 * Of the per-move limit, the search gets what the {@link Reserve} leaves, counted from the start
 * of the turn: that is both its soft limit (no depth is started that is predicted to end past it)
 * and its hard limit; the reserve is the margin for the answer's trip through the pipes, a
 * collection, or a scheduler that gives the CPU to someone else, and grows with the delays the
 * bot has seen ({@link #observe}). With a bank, the move also gets at most
 * 1/{@value #BANK_SHARE} of what is left of the bank (plus the increment it will earn): the bank
 * then shrinks geometrically and never runs dry, and early moves, which decide more, get more.
 * A game whose phases differ asks for its own share per move ({@link #nextMoveNanos(int)}): Fenix,
 * whose games are long and whose setup plies cannot touch the opponent, takes a smaller one. A
 * game played on a bank alone ({@link #bankOnly}) has no per-move limit: the share decides.
 *
 * <h2>Front-loading</h2>
 * A game decided in its first moves, as Kalah is, would leave most of its bank unused with a share
 * of 1/{@value #BANK_SHARE}. It asks instead for {@link #frontLoadedMoveNanos(int)}: a large share
 * (one part in a few) of the bank above a kept part, 1/{@value #KEPT_PART} of the starting bank
 * that only the usual share dips into. So the first moves get tens of seconds of a long bank, and
 * once the bank nears the kept part a move gets the usual 1/{@value #BANK_SHARE} of what is left,
 * as before: the bank then shrinks geometrically and still never runs dry, however long the game,
 * and the kept part is the margin against a loaded machine and the bot's own account being short
 * of the referee's.
 *
 * <h2>Keeping the bank</h2>
 * The bot cannot see the referee's clock, so it keeps its own account: after each answer it
 * subtracts the time from the start of its turn to the answer, plus {@value #OVERHEAD_MS} ms for
 * the pipes and the referee, and adds the increment. The account errs on the side of less time.
 */
public final class TimeBudget {
    /** The share of the remaining bank one move may use: one part in this many. */
    public static final int BANK_SHARE = 20;
    /** What each move is assumed to cost beyond the bot's own measure of it. */
    public static final long OVERHEAD_MS = 2;
    /** The part of the starting bank that front-loaded moves leave alone: one part in this many. */
    public static final int KEPT_PART = 10;

    private static final long MILLIS = 1_000_000L;
    private static final long NO_MOVE_LIMIT = 0;

    private final long moveLimitNanos;
    private final Reserve reserve = new Reserve();
    private final long incrementNanos;
    private final boolean banked;
    private final long keptNanos;
    private long bankNanos;

    private TimeBudget(long moveMillis, long bankMillis, long incrementMillis) {
        if (moveMillis < 1 && !(moveMillis == NO_MOVE_LIMIT && bankMillis > 0)) {
            throw new IllegalArgumentException("the move limit must be at least 1 ms, got " + moveMillis);
        }
        if (bankMillis < 0 || incrementMillis < 0) {
            throw new IllegalArgumentException(
                    "the bank and the increment must not be negative, got " + bankMillis + " and " + incrementMillis);
        }
        this.moveLimitNanos = moveMillis == NO_MOVE_LIMIT ? Long.MAX_VALUE : moveMillis * MILLIS;
        this.banked = bankMillis > 0;
        this.bankNanos = bankMillis * MILLIS;
        this.keptNanos = bankNanos / KEPT_PART;
        this.incrementNanos = incrementMillis * MILLIS;
    }

    /** A per-move limit, with no bank. */
    public static TimeBudget perMove(long moveMillis) {
        return new TimeBudget(moveMillis, 0, 0);
    }

    /** A per-move limit and a bank ({@code bankMillis} 0 for none) with an increment per move. */
    public static TimeBudget withBank(long moveMillis, long bankMillis, long incrementMillis) {
        return new TimeBudget(moveMillis, bankMillis, incrementMillis);
    }

    /**
     * A bank with no per-move limit, as the Fenix course plays.
     *
     * @throws IllegalArgumentException unless the bank is at least 1 ms
     */
    public static TimeBudget bankOnly(long bankMillis, long incrementMillis) {
        if (bankMillis < 1) {
            throw new IllegalArgumentException(
                    "a game played on a bank alone needs a bank of at least 1 ms, got " + bankMillis);
        }
        return new TimeBudget(NO_MOVE_LIMIT, bankMillis, incrementMillis);
    }

    /** The time the next move may take, from the start of its turn, in nanoseconds. */
    public long nextMoveNanos() {
        return nextMoveNanos(BANK_SHARE);
    }

    /**
     * The time the next move may take when it may use one part in {@code share} of what is left
     * of the bank, in nanoseconds; without a bank, the per-move limit's share alone.
     */
    public long nextMoveNanos(int share) {
        requirePart(share);
        long moveShare = moveLimitShareNanos();
        if (!banked) {
            return moveShare;
        }
        long fromBank = (Math.max(0, bankNanos) + incrementNanos) / share;
        return Math.max(1, Math.min(moveShare, fromBank));
    }

    /**
     * The time the next move may take when it may use one part in {@code share} of the bank above
     * the kept part ({@value #KEPT_PART}th of the starting bank), but never less than
     * {@link #nextMoveNanos()}; without a bank, the per-move limit's share alone.
     */
    public long frontLoadedMoveNanos(int share) {
        long usual = nextMoveNanos(BANK_SHARE);
        if (!banked) {
            return usual;
        }
        requirePart(share);
        long aboveKept = (Math.max(0, bankNanos - keptNanos) + incrementNanos) / share;
        return Math.max(usual, Math.min(moveLimitShareNanos(), aboveKept));
    }

    /** Records a move that took {@code nanos} from the start of its turn to its answer. */
    public void spent(long nanos) {
        if (banked) {
            bankNanos += incrementNanos - Math.max(0, nanos) - OVERHEAD_MS * MILLIS;
        }
    }

    /**
     * Records the delays the last move's search measured ({@link Reserve#observe}): the longest
     * time between two readings of its clock, and how long after its hard limit it returned.
     */
    public void observe(long longestClockGapNanos, long pastHardLimitNanos) {
        reserve.observe(longestClockGapNanos, pastHardLimitNanos);
    }

    /** What the bot believes is left of its bank, in nanoseconds; {@link Long#MAX_VALUE} without a bank. */
    public long bankNanos() {
        return banked ? bankNanos : Long.MAX_VALUE;
    }

    /** The per-move limit less the reserve; {@link Long#MAX_VALUE} without a per-move limit. */
    private long moveLimitShareNanos() {
        return moveLimitNanos == Long.MAX_VALUE ? Long.MAX_VALUE : reserve.usableNanos(moveLimitNanos);
    }

    private static void requirePart(int share) {
        if (share < 1) {
            throw new IllegalArgumentException("the bank's share must be one part in at least 1, got " + share);
        }
    }
}
