package arbitre.clock;

import java.util.Optional;
import java.util.concurrent.TimeUnit;

/**
 * A turn whose flag fell at its deadline without a move, and what the bot wrote after it: its
 * first line, and the end of its output when that came before the referee ended the game (the bot
 * exited by itself). What came after explains the timeout to the bot's author ({@link #hindsight}).
 */
public final class TimedOut {
    /**
     * How soon after the end began a timed-out bot's move may come and still be taken as flushed
     * by its exit: the time to read {@code RESULT} or {@code END} and exit. A move that comes later
     * was only late (its author's program was still thinking), and is reported as such.
     */
    public static final long EXIT_FLUSH_NANOS = TimeUnit.MILLISECONDS.toNanos(300);

    /**
     * How long before a bot's deadline its CPU time is read, to be read again at the deadline:
     * a bot busy for at least a quarter of that span was thinking (a quarter, not all: on a busy
     * machine a thinking bot shares its CPU); one that used less was waiting for input, its move
     * written but not flushed, or not written. A waiting bot uses none. Time its threads spent
     * ready to run but kept off the CPU counts as busy: they wanted to think.
     */
    public static final long WINDOW_NANOS = TimeUnit.MILLISECONDS.toNanos(100);

    /** The shortest window the kernel's 10 ms accounting can tell thinking from waiting in. */
    private static final long SHORTEST_WINDOW_MS = 40;

    /** The window before a deadline of a move limit of {@code limitNanos}: at most half the limit. */
    public static long window(long limitNanos) {
        return Math.min(WINDOW_NANOS, limitNanos / 2);
    }

    /**
     * Whether a bot was thinking over the last {@code window} before its deadline, from the CPU
     * time and run-queue wait it was counted over the window; {@code null} when that cannot be told
     * (a window too short for the kernel's 10 ms accounting).
     */
    public static Boolean thinking(long cpuNanos, long waitNanos, long window) {
        long windowMs = TimeUnit.NANOSECONDS.toMillis(window);
        if (windowMs < SHORTEST_WINDOW_MS) {
            return null;
        }
        long busyMs = TimeUnit.NANOSECONDS.toMillis(cpuNanos + Math.max(0, waitNanos));
        return 4 * busyMs >= windowMs;
    }

    private final Clock clock;
    private final long sentNanos;
    private final long limitNanos;
    private final long marginNanos;
    /** Whether the bot was thinking at its deadline; {@code null} when not known. */
    private final Boolean thinking;

    private long lineNanos = -1;
    private long closedNanos = -1;

    TimedOut(Clock clock, long sentNanos, long limitNanos, long marginNanos, Boolean thinking) {
        this.clock = clock;
        this.sentNanos = sentNanos;
        this.limitNanos = limitNanos;
        this.marginNanos = marginNanos;
        this.thinking = thinking;
    }

    /** A line of the bot came at {@code nanos}: its first is its late move. */
    public void sawLine(long nanos) {
        if (lineNanos < 0) {
            lineNanos = nanos;
        }
    }

    /** The bot's output closed, or it exited, at {@code nanos}: after its late move, the exit that flushed it. */
    public void sawEnd(long nanos) {
        if (lineNanos >= 0 && closedNanos < 0) {
            closedNanos = nanos;
        }
    }

    /** What the late move tells of a timeout, once the game is over. */
    public sealed interface Hindsight {
        /** The move sat in the bot's output buffer until its exit flushed it. */
        record Unflushed() implements Hindsight {}

        /** The move was only late: the timeout's detail, told anew with when the move came. */
        record Late(String detail) implements Hindsight {}
    }

    /**
     * The timeout explained by the move that came after it, given when the referee began to end
     * the game ({@code endBeganNanos}, -1 before) and the timeout's {@code detail}; empty when no
     * move came, or when it was stamped in time (yet queued after the deadline: nothing to add).
     *
     * <p>A move that came as the bot exited, right after the end began, sat in its output buffer
     * ({@link Hindsight.Unflushed}), unless the bot was seen thinking at its deadline: its move was
     * late, and came just before the bot read the end and exited. A later move was late too.
     */
    public Optional<Hindsight> hindsight(long endBeganNanos, String detail) {
        if (lineNanos < 0) {
            return Optional.empty();
        }
        long took = lineNanos - sentNanos;
        if (took <= limitNanos + marginNanos) {
            return Optional.empty();
        }
        // A bot that was thinking at its deadline was still working on its move, flushed or not.
        boolean withItsExit = thinking != Boolean.TRUE
                && (endBeganNanos >= 0 && lineNanos >= endBeganNanos && lineNanos - endBeganNanos <= EXIT_FLUSH_NANOS
                        || closedNanos >= 0 && (endBeganNanos < 0 || closedNanos < endBeganNanos));
        if (withItsExit) {
            return Optional.of(new Hindsight.Unflushed());
        }
        if (clock.cpu()) {
            // Its limit was on CPU time: the wall time its move took is said beside it, not against it.
            return Optional.of(new Hindsight.Late(
                    detail + "; its move came " + Clock.shown(took) + " after it was asked, in wall time"));
        }
        return Optional.of(new Hindsight.Late(Clock.late(took, limitNanos, marginNanos) + clock.bankNote()));
    }
}
