package arbitre.cli.options;

import arbitre.cli.exit.UsageException;
import arbitre.clock.TimeControl;
import arbitre.tournament.config.ConfigLoader;
import picocli.CommandLine.Option;

/**
 * {@code --time-margin MS}: how late a move may come and still count, with a warning in the match
 * log. Part of {@link ClockOptions}; on its own for {@code tournament}, whose clock is the config's.
 */
public final class TimeMarginOption {

    @Option(
            names = "--time-margin",
            paramLabel = "MS",
            description = "A move late by at most MS milliseconds still counts, and is a warning in the match log "
                    + "instead of a forfeit; for the jitter of a busy machine, not for slow bots "
                    + "(default: 0, as in the course).")
    private Long timeMarginMs;

    /** The margin given, or {@code fallback} when none was. */
    public long timeMarginMs(long fallback) {
        return timeMarginMs == null ? fallback : realTime("--time-margin", timeMarginMs);
    }

    /**
     * {@code ms}, the value of {@code option}, when it can be a real time ({@link
     * ConfigLoader#MAX_TIME_MS}).
     *
     * @throws UsageException naming the option, when it cannot
     */
    static long realTime(String option, long ms) {
        if (ms > ConfigLoader.MAX_TIME_MS) {
            throw new UsageException(option + ": " + ConfigLoader.tooLong(ms));
        }
        return ms;
    }

    /**
     * The clock with the margin given, or as it is when none was.
     *
     * @throws UsageException when the margin is negative
     */
    public TimeControl applyTo(TimeControl clock) {
        if (timeMarginMs == null) {
            return clock;
        }
        realTime("--time-margin", timeMarginMs);
        try {
            return new TimeControl(
                    clock.moveMs(),
                    clock.bankMs(),
                    clock.incrementMs(),
                    clock.firstMoveGraceMs(),
                    clock.endGraceMs(),
                    timeMarginMs);
        } catch (IllegalArgumentException e) {
            throw new UsageException("--time-margin: " + e.getMessage(), e);
        }
    }
}
