package arbitre.clock;

import java.util.Locale;
import java.util.Optional;
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
 *
 * <h2>The verdict</h2>
 * The match loop takes turns and reports what it saw ({@link Turn}); the clock says whether the
 * flag fell ({@link #charge(Turn)}, {@link #expired}, {@link #spent}), as fastchess's
 * {@code TimeControl::updateTime} does, and why, in words a student reads. A move's time is its
 * wall time (request written to line stamped), or on the CPU clock the CPU time of the bot's
 * processes. A late move is the machine's doing when the scheduler says so ({@link Load}): the
 * bot's threads waited for a CPU, or the referee's own reading thread did while the line was on
 * its way; a remote bot's whose connection was down is the network's.
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

    /** Whether {@code cpuNanos} of CPU time is past what a move may use on the CPU clock: it was thinking then. */
    public boolean overItsCpu(long cpuNanos) {
        return cpuNanos > allowed(0);
    }

    /**
     * How long after its request a move may come and still count, in nanoseconds: the limit, the
     * margin and {@code networkNanos}, a remote bot's allowance for the network. A move that comes
     * later is judged with what the scheduler counted for it.
     */
    public long allowed(long networkNanos) {
        return limit() + marginNanos + networkNanos;
    }

    /**
     * Judges a move that came, and charges it when it counts: whether the flag fell. On the CPU
     * clock (with the turn's CPU time known) the move's time is its CPU time, else its wall time.
     * A late move is named the machine's when the referee's reading thread could not run to see a
     * line that came in time, or when the scheduler says the bot was kept from thinking; a remote
     * bot's whose connection was down, the network's.
     */
    public Verdict charge(Turn turn) {
        long limit = limit();
        long allowed = allowed(turn.networkNanos());
        long wall = turn.wallNanos();
        boolean cpuClock = cpu() && turn.cpuNanos() >= 0;
        long elapsed = cpuClock ? turn.cpuNanos() : wall;
        if (elapsed > allowed) {
            if (!cpuClock && wall - turn.readerWaitNanos() <= allowed) {
                // The line came in time; the referee's own reading thread could not run to see it.
                return new Verdict.Late(
                        elapsed,
                        late(elapsed, limit, allowed - limit) + bankNote()
                                + "; the machine was overloaded: the referee's thread that reads the bot's output"
                                + " waited " + shown(turn.readerWaitNanos())
                                + " for a CPU before it could read the move",
                        Verdict.Blame.MACHINE);
            }
            String late = cpuClock
                    ? "used " + shown(elapsed) + " of CPU time; the limit is " + shown(limit)
                    : late(elapsed, limit, allowed - limit);
            return timeout(elapsed, late + bankNote(), turn, wall, allowed);
        }
        charge(elapsed);
        return elapsed > limit ? new Verdict.InMargin(elapsed, elapsed - limit) : new Verdict.InTime(elapsed);
    }

    /**
     * Judges a turn of the wall clock whose deadline passed without a move: the flag fell, at the
     * machine's doing when the bot's threads were kept off the CPU for a good part of the turn
     * ({@link Load#overloaded}). The turn's wall time is all it was allowed.
     */
    public Verdict.Late expired(Turn turn) {
        long margin = marginNanos + turn.networkNanos();
        return timeout(
                allowed(turn.networkNanos()),
                "no move within " + shown(limit()) + marginNote(margin) + bankNote(),
                turn,
                allowed(turn.networkNanos()),
                -1);
    }

    /**
     * Judges a turn of the CPU clock so far, {@code cpuNanos} of CPU time and {@code wallNanos} of
     * wall time after its request without a move: the flag falls when the CPU time passes the
     * limit and the margin, or the wall time the safety net ({@link #safetyNet}); empty while the
     * turn goes on.
     */
    public Optional<Verdict.Late> spent(long cpuNanos, long wallNanos) {
        long limit = limit();
        if (cpuNanos > limit + marginNanos) {
            return Optional.of(new Verdict.Late(
                    cpuNanos,
                    "used more than " + shown(limit) + " of CPU time without a move" + marginNote(marginNanos)
                            + bankNote(),
                    Verdict.Blame.BOT));
        }
        if (wallNanos - safetyNet() >= 0) {
            return Optional.of(new Verdict.Late(
                    wallNanos,
                    "no move within " + shown(wallNanos) + " of wall time (the CPU clock's safety net), having used "
                            + shown(Math.max(0, cpuNanos)) + " of CPU time" + bankNote(),
                    Verdict.Blame.BOT));
        }
        return Optional.empty();
    }

    /**
     * On the CPU clock, the wall time a move may take at most: {@link TimeControl#CPU_CLOCK_SAFETY}
     * times its limit and margin, which stops a bot that waits without using its CPU.
     */
    public long safetyNet() {
        return TimeControl.CPU_CLOCK_SAFETY * (limit() + marginNanos);
    }

    /**
     * A turn whose flag fell at its deadline, to be explained by what the bot writes after it.
     *
     * @param networkNanos the network's allowance the turn had
     * @param thinking whether the bot was thinking at its deadline; {@code null} when not known
     */
    public TimedOut timedOut(long sentNanos, long networkNanos, Boolean thinking) {
        return new TimedOut(this, sentNanos, limit(), marginNanos + networkNanos, thinking);
    }

    /** A late move's verdict, its blame from the connection, then from the scheduler's figures. */
    private Verdict.Late timeout(long elapsed, String detail, Turn turn, long wall, long allowed) {
        if (turn.connectionLost()) {
            // A remote bot whose connection was down at its deadline: the network, not the bot.
            return new Verdict.Late(elapsed, detail, Verdict.Blame.NETWORK);
        }
        long cpu = turn.cpuNanos();
        long wait = turn.waitWithin(wall);
        // Where the count can miss what the bot ran, its figures excuse nothing.
        boolean machine = turn.figuresTrusted()
                && (allowed >= 0 ? Load.lateByTheMachine(cpu, wait, wall, allowed) : Load.overloaded(cpu, wait, wall));
        if (machine) {
            return new Verdict.Late(
                    elapsed,
                    detail + "; the machine was overloaded: the bot ran " + shown(cpu) + " and waited " + shown(wait)
                            + " for a CPU",
                    Verdict.Blame.MACHINE);
        }
        return new Verdict.Late(elapsed, detail + Load.scheduled(cpu, wait, wall), Verdict.Blame.BOT);
    }

    /** Charges a move's thinking time to the bank (the first move's grace excepted) and adds the increment. */
    void charge(long elapsedNanos) {
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

    /** " (what was left of the time bank)" when that was the limit of the next move. */
    String bankNote() {
        return bankIsTheLimit() ? " (what was left of the time bank)" : "";
    }

    private static String marginNote(long margin) {
        return margin > 0 ? " and its time margin of " + shown(margin) : "";
    }

    /** A move that came after its limit (and margin), and when. */
    static String late(long elapsed, long limit, long margin) {
        return "answered after " + shown(elapsed) + "; the limit is " + shown(limit)
                + (margin > 0 ? ", with a time margin of " + shown(margin) : "");
    }

    /** A time for a person, in whole milliseconds with thousands separated: {@code 1,412 ms}. */
    public static String shown(long nanos) {
        return String.format(Locale.ROOT, "%,d ms", TimeUnit.NANOSECONDS.toMillis(nanos));
    }
}
