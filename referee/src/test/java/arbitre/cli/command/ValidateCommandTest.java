package arbitre.cli.command;

import static org.assertj.core.api.Assertions.assertThat;

import arbitre.cli.CliRun;
import arbitre.cli.exit.ExitCode;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code arbitre validate} refusing bad input: exit code 2, one short message, no bot started. */
class ValidateCommandTest {

    @TempDir
    Path dir;

    private static void assertUsage(CliRun run, String message) {
        assertThat(run.exitCode()).as(run.err()).isEqualTo(ExitCode.USAGE);
        assertThat(run.err()).contains(message).doesNotContain("\tat ");
        assertThat(run.err().lines().count()).isLessThanOrEqualTo(3);
        assertThat(run.out()).isEmpty();
    }

    @Test
    void validate_unknownOptionIsUsageError() {
        assertUsage(CliRun.of("validate", "--bot", "builtin:random", "--fast"), "unknown option '--fast'");
    }

    @Test
    void validate_zeroGamesIsUsageError() {
        assertUsage(CliRun.of("validate", "--bot", "builtin:random", "--games", "0"), "games must be at least 2");
    }

    @Test
    void validate_minScoreAboveOneIsUsageError() {
        assertUsage(
                CliRun.of("validate", "--bot", "builtin:random", "--min-score", "2"),
                "share of the points from 0 to 1, got 2.0");
    }

    @Test
    void validate_withoutABotIsUsageError() {
        assertUsage(CliRun.of("validate"), "give either --bot CMD or --bots FILE");
    }

    @Test
    void validate_botAndBotListTogetherIsUsageError() {
        assertUsage(
                CliRun.of("validate", "--bot", "builtin:random", "--bots", "bots.txt"),
                "give either --bot CMD or --bots FILE");
    }

    @Test
    void validate_missingBotListIsUsageError() {
        assertUsage(CliRun.of("validate", "--bots", dir.resolve("none.txt").toString()), "bot list not found");
    }

    @Test
    void validate_unterminatedQuoteIsUsageError() {
        assertUsage(CliRun.of("validate", "--bot", "python3 'bot.py"), "unterminated single quote");
    }

    @Test
    void validate_zeroConcurrencyIsUsageError() {
        assertUsage(
                CliRun.of("validate", "--bot", "builtin:random", "--concurrency", "0"),
                "--concurrency must be 1 or more");
    }
}
