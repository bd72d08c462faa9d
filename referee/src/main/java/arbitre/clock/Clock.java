package arbitre.clock;

import java.util.concurrent.TimeUnit;

/**
 * One player's clock in one match (docs/protocol.md, "Timing"): the limit of its next move, and its
 * time bank, charged after each move.
 *
 * <p>A move must fit both the move limit and what is left of the bank. The first move's grace is
 * for starting up: it extends both limits and is not taken from the bank. The increment is added
 * after each move, so a bank that runs low can still be refilled by quick moves. The time margin
 * is not part of the limit: a move late by less than it counts, is charged in full, and is a
 * warning.
 */
public final class Clock {
    private final TimeControl control;
    private final long moveNanos;
    private final long graceNanos;
    private final long incrementNanos;
    private final long marginNanos;
    private long bankNanos;
    private int moves;

    public Clock(TimeControl control) {
        this.control = control;
        this.moveNanos = TimeUnit.MILLISECONDS.toNanos(control.moveMs());
        this.graceNanos = TimeUnit.MILLISECONDS.toNanos(control.firstMoveGraceMs());
        this.incrementNanos = TimeUnit.MILLISECONDS.toNanos(control.incrementMs());
        this.bankNanos = TimeUnit.MILLISECONDS.toNanos(control.bankMs());
        this.marginNanos = TimeUnit.MILLISECONDS.toNanos(control.timeMarginMs());
    }

    /** How far past {@link #limit()} a move may come and still count (with a warning), in nanoseconds. */
    public long margin() {
        return marginNanos;
    }

    /** How long the next move may take, in nanoseconds. */
    public long limit() {
        long limit = control.hasBank() ? Math.max(0, Math.min(moveNanos, bankNanos)) : moveNanos;
        return moves == 0 ? limit + graceNanos : limit;
    }

    /** Charges a move's thinking time to the bank (the first move's grace excepted) and adds the increment. */
    public void charge(long elapsedNanos) {
        if (control.hasBank()) {
            long charged = moves == 0 ? Math.max(0, elapsedNanos - graceNanos) : elapsedNanos;
            bankNanos += incrementNanos - charged;
        }
        moves++;
    }

    /** What is left of the bank, in nanoseconds (negative once overdrawn); 0 without a bank. */
    public long bank() {
        return bankNanos;
    }

    /** How long the bot has to get ready before its first request, in nanoseconds. */
    public long startup() {
        return TimeUnit.MILLISECONDS.toNanos(control.startupMs());
    }

    /** Whether the limit is on the CPU time of the bot's processes ({@link TimeControl#cpuClock()}). */
    public boolean cpu() {
        return control.cpuClock();
    }

    /** Whether the bot may use the CPU while its opponent thinks. */
    public boolean ponders() {
        return control.ponder();
    }

    /** Moves charged so far. */
    public int moves() {
        return moves;
    }

    /** Whether the next move's limit is what is left of the bank rather than the move limit. */
    public boolean bankIsTheLimit() {
        return control.hasBank() && bankNanos < moveNanos;
    }
}
