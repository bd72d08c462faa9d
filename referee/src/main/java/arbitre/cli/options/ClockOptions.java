package arbitre.cli.options;

import arbitre.cli.exit.UsageException;
import arbitre.clock.TimeControl;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** The clock options shared by every command that plays games: the move limit, a bank, the graces, the margin. */
public final class ClockOptions {

    @Option(
            names = "--move-ms",
            paramLabel = "MS",
            defaultValue = "3000",
            description = "Time limit per move in milliseconds (default: ${DEFAULT-VALUE}).")
    private long moveMs;

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
            defaultValue = "1000",
            description = "How long a bot has to exit after the game before it is stopped (default: ${DEFAULT-VALUE}).")
    private long endGraceMs;

    @Option(
            names = "--startup-ms",
            paramLabel = "MS",
            defaultValue = "10000",
            description = "How long each bot has to get ready (to wait for its first line) before the game; off the"
                    + " clock. A bot not ready by then forfeits no-start (default: ${DEFAULT-VALUE}).")
    private long startupMs;

    @Option(
            names = "--clock",
            paramLabel = "KIND",
            completionCandidates = Completions.Clocks.class,
            defaultValue = "wall",
            description = "wall: a move's time runs from its request to its answer (default); cpu: the limit is on"
                    + " the CPU time of the bot's processes, with 3 times the limit in wall time as a safety net.")
    private String clock;

    @Option(
            names = "--ponder",
            description = "Let a bot use the CPU while its opponent thinks; by default a waiting bot only gets the"
                    + " CPU time the thinking one leaves idle.")
    private boolean ponder;

    @Option(
            names = "--overloaded",
            paramLabel = "WHAT",
            completionCandidates = Completions.Overloaded.class,
            defaultValue = "replay",
            description = "What a series or tournament does with a game lost on time because the machine was overloaded"
                    + " (the bot was kept waiting for a CPU): replay it (default, up to 3 times) or count it.")
    private String overloaded;

    @Mixin
    private TimeMarginOption timeMargin;

    /**
     * A clock from elsewhere (a tournament's config), with the options that were given on the
     * command line in place of its values.
     *
     * @param given whether an option, by name ({@code --move-ms}), was on the command line
     * @throws UsageException naming the option that is out of range
     */
    public TimeControl over(TimeControl base, java.util.function.Predicate<String> given) {
        try {
            return new TimeControl(
                    given.test("--move-ms") ? TimeMarginOption.realTime("--move-ms", moveMs) : base.moveMs(),
                    given.test("--bank-ms") ? TimeMarginOption.realTime("--bank-ms", bankMs) : base.bankMs(),
                    given.test("--increment-ms")
                            ? TimeMarginOption.realTime("--increment-ms", incrementMs)
                            : base.incrementMs(),
                    given.test("--first-move-grace-ms")
                            ? TimeMarginOption.realTime("--first-move-grace-ms", firstMoveGraceMs)
                            : base.firstMoveGraceMs(),
                    given.test("--end-grace-ms")
                            ? TimeMarginOption.realTime("--end-grace-ms", endGraceMs)
                            : base.endGraceMs(),
                    base.timeMarginMs(),
                    given.test("--startup-ms")
                            ? TimeMarginOption.realTime("--startup-ms", startupMs)
                            : base.startupMs(),
                    given.test("--clock") ? clock : base.clock(),
                    given.test("--ponder") ? ponder : base.ponder(),
                    given.test("--overloaded") ? overloaded : base.overloaded());
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
            return new TimeControl(
                    TimeMarginOption.realTime("--move-ms", moveMs),
                    TimeMarginOption.realTime("--bank-ms", bankMs),
                    TimeMarginOption.realTime("--increment-ms", incrementMs),
                    TimeMarginOption.realTime("--first-move-grace-ms", firstMoveGraceMs),
                    TimeMarginOption.realTime("--end-grace-ms", endGraceMs),
                    timeMargin.timeMarginMs(0),
                    TimeMarginOption.realTime("--startup-ms", startupMs),
                    clock,
                    ponder,
                    overloaded);
        } catch (IllegalArgumentException e) {
            throw new UsageException(e.getMessage(), e);
        }
    }
}
