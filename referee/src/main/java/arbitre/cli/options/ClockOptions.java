package arbitre.cli.options;

import arbitre.cli.exit.UsageException;
import arbitre.clock.TimeControl;
import java.util.function.Predicate;
import picocli.CommandLine.ArgGroup;
import picocli.CommandLine.Option;

/**
 * The clock options of the commands that play games: the move limit, a bank, the graces, and how
 * the clock is kept ({@link ClockPolicyOptions}). An argument group, so that the help shows them
 * under a heading of their own; each field holds its default, as picocli fills a group's defaults
 * only when one of its options is given.
 */
public final class ClockOptions {

    @Option(
            names = "--move-ms",
            paramLabel = "MS",
            defaultValue = "" + TimeControl.DEFAULT_MOVE_MS,
            description = "Time limit per move in milliseconds (default: ${DEFAULT-VALUE}).")
    private long moveMs = TimeControl.DEFAULT_MOVE_MS;

    @Option(
            names = "--bank-ms",
            paramLabel = "MS",
            defaultValue = "0",
            description = "Time bank per player for the whole game; 0 for none (default).")
    private long bankMs;

    @Option(
            names = "--increment-ms",
            paramLabel = "MS",
            defaultValue = "0",
            description = "Added to a player's bank after each of its moves (default: 0).")
    private long incrementMs;

    @Option(
            names = "--first-move-grace-ms",
            paramLabel = "MS",
            defaultValue = "0",
            description = "Extra time for each player's first move, for a slow first search (start-up is off the"
                    + " clock already); not taken from the bank (default: 0).")
    private long firstMoveGraceMs;

    @Option(
            names = "--end-grace-ms",
            paramLabel = "MS",
            defaultValue = "" + TimeControl.DEFAULT_END_GRACE_MS,
            description = "How long a bot has to exit after the game before it is stopped (default: ${DEFAULT-VALUE}).")
    private long endGraceMs = TimeControl.DEFAULT_END_GRACE_MS;

    @ArgGroup(validate = false)
    private ClockPolicyOptions policy = new ClockPolicyOptions();

    /**
     * A clock from elsewhere (a match log's), with the options that were given on the command line
     * in place of its values.
     *
     * @param given whether a limit, by its option's name ({@code --move-ms}), was on the command line
     * @throws UsageException naming the option that is out of range
     */
    public TimeControl over(TimeControl base, Predicate<String> given) {
        try {
            return policy.applyTo(new TimeControl(
                    given.test("--move-ms") ? ClockPolicyOptions.realTime("--move-ms", moveMs) : base.moveMs(),
                    given.test("--bank-ms") ? ClockPolicyOptions.realTime("--bank-ms", bankMs) : base.bankMs(),
                    given.test("--increment-ms")
                            ? ClockPolicyOptions.realTime("--increment-ms", incrementMs)
                            : base.incrementMs(),
                    given.test("--first-move-grace-ms")
                            ? ClockPolicyOptions.realTime("--first-move-grace-ms", firstMoveGraceMs)
                            : base.firstMoveGraceMs(),
                    given.test("--end-grace-ms")
                            ? ClockPolicyOptions.realTime("--end-grace-ms", endGraceMs)
                            : base.endGraceMs(),
                    base.timeMarginMs(),
                    base.startupMs(),
                    base.clock(),
                    base.ponder(),
                    base.overloaded()));
        } catch (IllegalArgumentException e) {
            throw new UsageException(e.getMessage(), e);
        }
    }

    /**
     * The clock these options describe.
     *
     * @throws UsageException naming the option that is out of range
     */
    public TimeControl timeControl() {
        try {
            return policy.applyTo(new TimeControl(
                    ClockPolicyOptions.realTime("--move-ms", moveMs),
                    ClockPolicyOptions.realTime("--bank-ms", bankMs),
                    ClockPolicyOptions.realTime("--increment-ms", incrementMs),
                    ClockPolicyOptions.realTime("--first-move-grace-ms", firstMoveGraceMs),
                    ClockPolicyOptions.realTime("--end-grace-ms", endGraceMs),
                    0));
        } catch (IllegalArgumentException e) {
            throw new UsageException(e.getMessage(), e);
        }
    }
}
