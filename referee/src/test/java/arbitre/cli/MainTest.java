package arbitre.cli;

import static org.assertj.core.api.Assertions.assertThat;

import arbitre.cli.exit.ExitCode;
import java.io.PrintWriter;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class MainTest {

    @Test
    void version_printsProjectVersionCommitAndJava() {
        CliRun run = CliRun.of("--version");

        assertThat(run.exitCode()).isEqualTo(ExitCode.OK);
        assertThat(run.out())
                .containsPattern(
                        "arbitre \\d+\\.\\d+\\.\\d+ \\(commit [0-9a-f]{12}|arbitre \\d+\\.\\d+\\.\\d+ \\(commit unknown")
                .contains("Java ");
    }

    @ParameterizedTest
    @ValueSource(strings = {"--version", "-V"})
    void version_printsWhatPicocliWouldPrint(String option) {
        java.io.StringWriter picocli = new java.io.StringWriter();
        Main.commandLine().printVersionHelp(new PrintWriter(picocli, true));

        CliRun run = CliRun.of(option);

        assertThat(run.exitCode()).isEqualTo(ExitCode.OK);
        assertThat(run.out()).isEqualTo(picocli.toString());
        assertThat(run.err()).isEmpty();
    }

    @Test
    void main_version_returnsInsteadOfEndingTheJvm() {
        // A System.exit here would end this test's JVM, and the test run with it.
        java.io.PrintStream stdout = System.out;
        java.io.ByteArrayOutputStream printed = new java.io.ByteArrayOutputStream();
        try {
            System.setOut(new java.io.PrintStream(printed, true, java.nio.charset.StandardCharsets.UTF_8));
            Main.main(new String[] {"--version"});
        } finally {
            System.setOut(stdout);
        }

        assertThat(printed.toString(java.nio.charset.StandardCharsets.UTF_8)).startsWith("arbitre ");
    }

    @Test
    void version_buildsNoCommand() {
        assertThat(Main.commandLine(new String[] {"--version"}).getSubcommands())
                .isEmpty();
    }

    @ParameterizedTest
    @ValueSource(strings = {"match", "tournament", "standings", "replay", "validate", "bench", "perft", "position"})
    void help_onEveryCommand_printsUsageAndExitsZero(String command) {
        // Picocli's own warnings (a bad format string in a description) go to System.err.
        java.io.PrintStream stderr = System.err;
        java.io.ByteArrayOutputStream warnings = new java.io.ByteArrayOutputStream();
        CliRun run;
        try {
            System.setErr(new java.io.PrintStream(warnings, true, java.nio.charset.StandardCharsets.UTF_8));
            run = CliRun.of(command, "--help");
        } finally {
            System.setErr(stderr);
        }

        assertThat(warnings.toString(java.nio.charset.StandardCharsets.UTF_8)).isEmpty();

        assertThat(run.exitCode()).isEqualTo(ExitCode.OK);
        assertThat(run.out()).contains("Usage: arbitre " + command);
        assertThat(run.err()).isEmpty();
    }

    @Test
    void help_listsEachCommandWithAWholeSentence() {
        CliRun run = CliRun.of("--help");

        String commands =
                run.out().substring(run.out().indexOf("Commands:"), run.out().indexOf("Exit codes:"));
        java.util.List<String> summaries = new java.util.ArrayList<>();
        for (String line : commands.lines().skip(1).toList()) {
            if (line.startsWith("  ") && !line.startsWith("   ")) {
                summaries.add(line.strip());
            } else if (!line.isBlank()) {
                summaries.set(summaries.size() - 1, summaries.get(summaries.size() - 1) + " " + line.strip());
            }
        }
        assertThat(summaries).hasSize(13).allSatisfy(s -> assertThat(s).endsWith("."));
    }

    @Test
    void noCommand_isAUsageErrorThatListsTheCommands() {
        CliRun run = CliRun.of();

        assertThat(run.exitCode()).isEqualTo(ExitCode.USAGE);
        assertThat(run.out()).isEmpty();
        assertThat(run.err())
                .contains(
                        "match",
                        "tournament",
                        "standings",
                        "replay",
                        "validate",
                        "bench",
                        "games",
                        "perft",
                        "position",
                        "help");
    }

    @Test
    void namedCommand_isTheOnlyOneBuilt() {
        assertThat(Main.commandLine(new String[] {"tournament", "configs/demo.json"})
                        .getSubcommands())
                .containsOnlyKeys("tournament");
        assertThat(Main.commandLine(new String[] {"--help"}).getSubcommands())
                .containsOnlyKeys(
                        "match",
                        "tournament",
                        "connect",
                        "standings",
                        "replay",
                        "play",
                        "validate",
                        "bench",
                        "games",
                        "openings",
                        "perft",
                        "position",
                        "help");
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
        assertThat(run.err()).contains("unknown option '--bogus'").contains("Try 'arbitre perft --help'");
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
        assertThat(run.err())
                .contains("--rules fancy is not a rule set of awale")
                .contains("official, report");
    }

    @Test
    void unknownOption_beforeAPositional_callsTheOptionAnOptionAndTheRestArguments() {
        CliRun run = CliRun.of("tournament", "--clokc", "cpu", "configs/demo.json");

        assertThat(run.exitCode()).isEqualTo(ExitCode.USAGE);
        assertThat(run.err())
                .startsWith("arbitre: unknown option '--clokc'; unexpected argument 'configs/demo.json'\n")
                .contains("--clock");
    }

    @Test
    void version_isAnOptionOfTheTopCommandOnly() {
        assertThat(CliRun.of("--help").out()).contains("-V, --version");
        for (java.util.Map.Entry<String, picocli.CommandLine> command :
                Main.commandLine().getSubcommands().entrySet()) {
            assertThat(everyCommand(command.getValue()))
                    .as(command.getKey())
                    .allSatisfy(c -> assertThat(c.getCommandSpec().findOption("--version"))
                            .as(c.getCommandSpec().qualifiedName())
                            .isNull());
        }
        assertThat(CliRun.of("match", "--p1", "x", "--p2", "y", "-V").err()).contains("unknown option '-V'");
    }

    private static java.util.List<picocli.CommandLine> everyCommand(picocli.CommandLine command) {
        java.util.List<picocli.CommandLine> all = new java.util.ArrayList<>(java.util.List.of(command));
        command.getSubcommands().values().forEach(c -> all.addAll(everyCommand(c)));
        return all;
    }

    @Test
    void help_namesEveryFormatOfTournament() {
        assertThat(CliRun.of("--help").out().replaceAll("\\s+", " "))
                .contains("tournament Plays the tournament of a config file (a round robin, a gauntlet, a Swiss or a"
                        + " knockout)");
    }

    @ParameterizedTest
    @ValueSource(strings = {"play", "match", "validate", "tournament"})
    void help_ofACommandThatPlaysGames_groupsItsOptionsUnderHeadings(String command) {
        String help = CliRun.of(command, "--help").out();

        assertThat(help).contains("\nOptions:\n").contains("\nSandbox").contains("\nClock");
        // A synopsis of one line: the options are listed below it, by group.
        assertThat(help.lines().toList().get(0))
                .startsWith("Usage: arbitre " + command + " ")
                .contains("[OPTIONS]");
        assertThat(help.lines().toList().get(1)).doesNotStartWith(" ");
    }

    @ParameterizedTest
    @ValueSource(strings = {"play", "validate"})
    void help_ofACommandThatPlaysNoSeries_hasNoOverloadedOption(String command) {
        assertThat(CliRun.of(command, "--help").out()).doesNotContain("--overloaded");
        assertThat(CliRun.of(command, "--bot", "x", "--overloaded", "count").err())
                .contains("unknown option '--overloaded'");
    }

    @Test
    void everyOptionThatTakesAValue_namesItsValueAsTheOthersDo() {
        java.util.List<String> unnamed = new java.util.ArrayList<>();
        for (picocli.CommandLine command : everyCommand(Main.commandLine())) {
            for (picocli.CommandLine.Model.OptionSpec option :
                    command.getCommandSpec().options()) {
                if (option.arity().max() > 0 && option.paramLabel().startsWith("<")) {
                    unnamed.add(command.getCommandSpec().qualifiedName() + " " + option.longestName() + " "
                            + option.paramLabel());
                }
            }
        }

        assertThat(unnamed).isEmpty();
    }
}
