package arbitre.cli.options;

import arbitre.cli.exit.UsageException;
import arbitre.clock.TimeControl;
import arbitre.tournament.config.ConfigLoader;
import picocli.CommandLine.Option;

/**
 * How a clock is kept, whatever its limits: the start-up limit, the kind of clock, pondering and the
 * time margin. Part of {@link ClockOptions}; on its own for {@code tournament}, whose limits are
 * the config's and which these options override. Each is {@code null} unless given, so that only
 * what the command line says replaces what a config or a log says.
 */
public final class ClockPolicyOptions {

    @Option(
            names = "--startup-ms",
            paramLabel = "MS",
            description = "How long each bot has to get ready (to wait for its first line) before the game; off the"
                    + " clock. A bot not ready by then forfeits no-start (default: "
                    + TimeControl.DEFAULT_STARTUP_MS + ").")
    private Long startupMs;

    @Option(
            names = "--clock",
            paramLabel = "KIND",
            completionCandidates = Completions.Clocks.class,
            description = "wall: a move's time runs from its request to its answer (default); cpu: the limit is on"
                    + " the CPU time of the bot's processes, with 3 times the limit in wall time as a safety net.")
    private String clock;

    @Option(
            names = "--ponder",
            negatable = true,
            description = "Let a bot use the CPU while its opponent thinks; by default (--no-ponder) a waiting bot"
                    + " only gets the CPU time the thinking one leaves idle.")
    private Boolean ponder;

    @Option(
            names = "--time-margin",
            paramLabel = "MS",
            description = "A move late by at most MS milliseconds still counts, and is a warning in the match log "
                    + "instead of a forfeit; for the jitter of a busy machine, not for slow bots "
                    + "(default: 0, as in the course).")
    private Long timeMarginMs;

    /**
     * {@code base} with the values given here in place of its own.
     *
     * @throws UsageException naming the option whose value is refused
     */
    public TimeControl applyTo(TimeControl base) {
        long margin = timeMarginMs == null ? base.timeMarginMs() : realTime("--time-margin", timeMarginMs);
        long startup = startupMs == null ? base.startupMs() : realTime("--startup-ms", startupMs);
        try {
            return new TimeControl(
                    base.moveMs(),
                    base.bankMs(),
                    base.incrementMs(),
                    base.firstMoveGraceMs(),
                    base.endGraceMs(),
                    margin,
                    startup,
                    clock == null ? base.clock() : clock,
                    ponder == null ? base.ponder() : ponder,
                    base.overloaded());
        } catch (IllegalArgumentException e) {
            throw new UsageException(optionOf(e.getMessage()) + e.getMessage(), e);
        }
    }

    /** The option a refusal of {@link TimeControl} is about, as a prefix of its message. */
    private static String optionOf(String message) {
        if (message.startsWith("clock")) {
            return "--clock: ";
        }
        if (message.startsWith("startupMs")) {
            return "--startup-ms: ";
        }
        return message.startsWith("timeMarginMs") ? "--time-margin: " : "";
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
}
