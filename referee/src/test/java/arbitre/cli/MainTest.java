package arbitre.cli;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class MainTest {

    @Test
    void version_printsProjectVersionAndJava() {
        CliRun run = CliRun.of("--version");

        assertThat(run.exitCode()).isEqualTo(ExitCode.OK);
        assertThat(run.out()).containsPattern("arbitre \\d+\\.\\d+\\.\\d+").contains("Java ");
    }

    @ParameterizedTest
    @ValueSource(strings = {"perft", "position"})
    void help_onEveryCommand_printsUsageAndExitsZero(String command) {
        CliRun run = CliRun.of(command, "--help");

        assertThat(run.exitCode()).isEqualTo(ExitCode.OK);
        assertThat(run.out()).contains("Usage: arbitre " + command);
        assertThat(run.err()).isEmpty();
    }

    @Test
    void noCommand_listsTheCommands() {
        CliRun run = CliRun.of();

        assertThat(run.exitCode()).isEqualTo(ExitCode.OK);
        assertThat(run.out()).contains("match", "tournament", "standings", "replay", "validate", "bench", "perft",
                "position", "help");
    }

    @Test
    void namedCommand_isTheOnlyOneBuilt() {
        assertThat(Main.commandLine(new String[] {"tournament", "configs/demo.json"}).getSubcommands())
                .containsOnlyKeys("tournament");
        assertThat(Main.commandLine(new String[] {"--help"}).getSubcommands())
                .containsOnlyKeys("match", "tournament", "standings", "replay", "play", "validate", "bench", "games",
                        "perft", "position", "help");
    }

    @Test
    void helpCommand_printsTheUsageOfTheCommandItNames() {
        CliRun run = CliRun.of("help", "tournament");

        assertThat(run.exitCode()).isEqualTo(ExitCode.OK);
        assertThat(run.out()).contains("Usage: arbitre tournament");
    }

    @Test
    void unknownOption_isOneShortUsageError() {
        CliRun run = CliRun.of("perft", "--bogus", "2");

        assertThat(run.exitCode()).isEqualTo(ExitCode.USAGE);
        assertThat(run.err()).contains("Unknown option: '--bogus'").contains("Try 'arbitre perft --help'");
        assertThat(run.err()).doesNotContain("Exception").doesNotContain("\tat ");
        assertThat(run.err().lines().count()).isLessThanOrEqualTo(3);
    }

    @Test
    void unknownCommand_suggestsAndExitsUsage() {
        CliRun run = CliRun.of("perf", "2");

        assertThat(run.exitCode()).isEqualTo(ExitCode.USAGE);
        assertThat(run.err()).contains("perf").doesNotContain("\tat ");
    }

    @Test
    void unknownRuleSet_namesTheValue() {
        CliRun run = CliRun.of("perft", "--rules", "fancy", "1");

        assertThat(run.exitCode()).isEqualTo(ExitCode.USAGE);
        assertThat(run.err()).contains("unknown rule set 'fancy'").contains("official or report");
    }
}
