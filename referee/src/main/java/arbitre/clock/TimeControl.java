package arbitre.clock;

import java.util.concurrent.TimeUnit;

/**
 * The clock of a match, in milliseconds (docs/protocol.md, "Timing").
 *
 * @param moveMs the limit for each move
 * @param bankMs a time bank per player for the whole game, or 0 for none; each move must then fit
 *     both the move limit and what is left of the bank
 * @param incrementMs added to a player's bank after each of its moves
 * @param firstMoveGraceMs added to each player's first move, for slow starters: it extends both the
 *     move limit and the bank, and is not charged to the bank
 * @param endGraceMs how long a bot has to exit after {@code END} before it is stopped
 * @param timeMarginMs how late a move may come past its limit and still count: such a move is a
 *     warning in the match log, not a forfeit; 0 (the course's way) for none
 */
public record TimeControl(
        long moveMs, long bankMs, long incrementMs, long firstMoveGraceMs, long endGraceMs, long timeMarginMs) {
    public static final long DEFAULT_MOVE_MS = 3000;
    public static final long DEFAULT_END_GRACE_MS = 1000;
    /**
     * The clock of a player who has none, such as a person: a move limit of a century, which no
     * one meets and which still adds to a nanosecond clock without overflow.
     */
    public static final TimeControl UNTIMED = perMove(TimeUnit.DAYS.toMillis(36_500));

    public TimeControl {
        positive("moveMs", moveMs);
        notNegative("bankMs", bankMs);
        notNegative("incrementMs", incrementMs);
        notNegative("firstMoveGraceMs", firstMoveGraceMs);
        notNegative("endGraceMs", endGraceMs);
        notNegative("timeMarginMs", timeMarginMs);
    }

    /** A clock without a time margin. */
    public TimeControl(long moveMs, long bankMs, long incrementMs, long firstMoveGraceMs, long endGraceMs) {
        this(moveMs, bankMs, incrementMs, firstMoveGraceMs, endGraceMs, 0);
    }

    /** A move limit alone, with the default end grace. */
    public static TimeControl perMove(long moveMs) {
        return new TimeControl(moveMs, 0, 0, 0, DEFAULT_END_GRACE_MS);
    }

    public boolean hasBank() {
        return bankMs > 0;
    }

    private static void positive(String field, long value) {
        if (value <= 0) {
            throw new IllegalArgumentException(field + " must be more than 0, got " + value);
        }
    }

    private static void notNegative(String field, long value) {
        if (value < 0) {
            throw new IllegalArgumentException(field + " must be 0 or more, got " + value);
        }
    }
}
