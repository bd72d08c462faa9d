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
