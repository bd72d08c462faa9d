package arbitre.cli.options;

import arbitre.cli.exit.UsageException;
import arbitre.clock.TimeControl;
import picocli.CommandLine.Option;

/**
 * {@code --overloaded}: what an arena (a series, a tournament) does with a game lost on time
 * because the machine was overloaded. Only the commands that play in an arena take it: a single
 * game has nothing to replay.
 */
public final class OverloadedOption {

    @Option(
            names = "--overloaded",
            paramLabel = "WHAT",
            completionCandidates = Completions.Overloaded.class,
            description = "What a series or a tournament does with a game lost on time because the machine was"
                    + " overloaded (the bot was kept waiting for a CPU): replay it (default, up to "
                    + TimeControl.OVERLOAD_REPLAYS + " times) or count it.")
    private String overloaded;

    /**
     * {@code base} with the choice given here, or as it is when none was.
     *
     * @throws UsageException for a choice that is neither {@code replay} nor {@code count}
     */
    public TimeControl applyTo(TimeControl base) {
        if (overloaded == null) {
            return base;
        }
        try {
            return new TimeControl(
                    base.moveMs(),
                    base.bankMs(),
                    base.incrementMs(),
                    base.firstMoveGraceMs(),
                    base.endGraceMs(),
                    base.timeMarginMs(),
                    base.startupMs(),
                    base.clock(),
                    base.ponder(),
                    overloaded);
        } catch (IllegalArgumentException e) {
            throw new UsageException("--overloaded: " + e.getMessage(), e);
        }
    }
}
