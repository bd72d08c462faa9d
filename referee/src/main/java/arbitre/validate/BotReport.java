package arbitre.validate;

import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

/**
 * The validation of one bot.
 *
 * @param name the bot's name
 * @param command its command line as player 1
 * @param commandAsPlayer2 its command line as player 2
 * @param logDir the folder holding the match logs of its validation games
 * @param checks every check, in order
 * @param millis how long the validation took
 */
public record BotReport(
        String name, String command, String commandAsPlayer2, Path logDir, List<CheckResult> checks, long millis) {

    public BotReport {
        checks = List.copyOf(checks);
    }

    /** Whether every check passed (a warning is a pass). */
    public boolean passed() {
        return checks.stream().allMatch(c -> c.status().passed());
    }

    /** How many checks passed. */
    public long passedCount() {
        return checks.stream().filter(c -> c.status().passed()).count();
    }

    /** The first check that failed, if any. */
    public Optional<CheckResult> firstFailure() {
        return checks.stream().filter(c -> c.status() == Status.FAIL).findFirst();
    }
}
