package arbitre.cli.command;

import static org.assertj.core.api.Assertions.assertThat;

import arbitre.cli.CliRun;
import arbitre.cli.exit.ExitCode;
import arbitre.clock.TimeControl;
import arbitre.log.MatchLog;
import arbitre.log.MatchLogs;
import arbitre.testbots.TestBots;
import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

/** {@code arbitre validate} end to end: its output, exit code, JUnit XML and JSON, a list of bots. */
class ValidateCommandIT {

    @TempDir
    Path dir;

    private CliRun validate(String... args) {
        List<String> all = new java.util.ArrayList<>(List.of(
                "validate",
                "--move-ms",
                "1000",
                "--first-move-grace-ms",
                "3000",
                "--games",
                "2",
                "--output",
                dir.resolve("logs").toString()));
        all.addAll(List.of(args));
        return CliRun.of(all.toArray(String[]::new));
    }

    /** A file in the test's folder that the sandbox's user may read (the folder is root's alone). */
    private Path readableByTheSandbox(String name) throws Exception {
        Files.setPosixFilePermissions(dir, PosixFilePermissions.fromString("rwxr-xr-x"));
        Path file = dir.resolve(name);
        Files.writeString(file, "");
        Files.setPosixFilePermissions(file, PosixFilePermissions.fromString("rw-r--r--"));
        return file;
    }

    private static Document xml(Path file) throws Exception {
        return DocumentBuilderFactory.newInstance().newDocumentBuilder().parse(file.toFile());
    }

    @Test
    void validate_goodBotExitsZeroAndSaysWhereTheLogsAre() {
        CliRun run = validate("--bot", "builtin:greedy");

        assertThat(run.exitCode()).as(run.out() + run.err()).isEqualTo(ExitCode.OK);
        assertThat(run.out())
                .contains("match logs: " + dir.resolve("logs"))
                .contains(" 1 PASS starts")
                .contains(" 7 PASS clean exit")
                .contains("greedy: 7 of 7 checks passed; match logs in "
                        + dir.resolve("logs").resolve("greedy"));
    }

    @Test
    void validate_minLevel_playsThatLevelAndPassesABotThatTakesHalfThePoints() throws Exception {
        CliRun run = validate("--bot", "builtin:iddfs --level 5", "--min-level", "1");

        assertThat(run.exitCode()).as(run.out() + run.err()).isEqualTo(ExitCode.OK);
        assertThat(run.out())
                .contains("iddfs-level-5: 8 of 8 checks passed")
                .containsPattern(" 8 PASS score: took 2 of 2 points \\(100%\\) against level 1 \\(iddfs\\); at least"
                        + " 50% required");
        MatchLog game =
                MatchLogs.read(dir.resolve("logs").resolve("iddfs-level-5").resolve("game-1-p1.json"));
        assertThat(game.players().get(1).name()).isEqualTo("iddfs-level-1");
        assertThat(game.players().get(1).command()).contains("--level 1 --seed 1");
    }

    @Test
    void validate_minLevel_failsABotThatTakesLessThanHalfThePoints() {
        CliRun run = validate("--bot", "builtin:random --seed 3", "--min-level", "4");

        assertThat(run.exitCode()).as(run.out() + run.err()).isEqualTo(ExitCode.FAILED);
        assertThat(run.out()).containsPattern(" 8 FAIL score: took 0 of 2 points \\(0%\\) against level 4");
    }

    @Test
    void validate_minLevelThatIsNoLevel_isBadUsageNamingTheLevels() {
        CliRun run = validate("--bot", "builtin:greedy", "--min-level", "16");

        assertThat(run.exitCode()).isEqualTo(ExitCode.USAGE);
        assertThat(run.err()).contains("--min-level").contains("1..15").contains("'16'");
    }

    @Test
    void validate_minLevelAboveTheGamesLadder_isBadUsageNamingThatGamesLevels() {
        CliRun run = validate("--game", "kalah", "--bot", "builtin:greedy", "--min-level", "11");

        assertThat(run.exitCode()).isEqualTo(ExitCode.USAGE);
        assertThat(run.err())
                .contains("--min-level")
                .contains("a level of kalah is 1..10")
                .contains("'11'");
    }

    @Test
    void validate_kalahStarterBot_passesEveryCheckAgainstTheRandomKalahBot() throws Exception {
        String starter = "python3 "
                + Path.of("..", "bots", "examples", "python", "kalah_bot.py")
                        .toAbsolutePath()
                        .normalize();

        CliRun run = validate("--game", "kalah", "--start", "fair:77", "--bot", starter, "--name", "starter");

        assertThat(run.exitCode()).as(run.out() + run.err()).isEqualTo(ExitCode.OK);
        assertThat(run.out())
                .contains(" 2 PASS first move as player 1: answered START with ")
                .contains(" 3 PASS first move as player 2: answered ")
                .contains(" 5 PASS full games")
                .contains("starter: 7 of 7 checks passed");
        var log = MatchLogs.read(dir.resolve("logs").resolve("starter").resolve("game-1-p1.json"));
        assertThat(log.game()).isEqualTo("kalah");
        assertThat(log.start()).isEqualTo("fair:77");
    }

    @Test
    void validate_kalahBotThatPlaysAgainBeforeBeingAsked_failsWithWhereItHappened() throws Exception {
        // Validated as a tournament runs it (sandboxed, as another user): its folder is open to all.
        arbitre.sandbox.SandboxTests.openToBots(dir);
        Path eager = dir.resolve("eager.py");
        Files.writeString(eager, """
                import sys
                for line in sys.stdin:
                    if line.strip() == "START":
                        sys.stdout.write("3\\n1\\n")
                        sys.stdout.flush()
                    elif line.startswith("END"):
                        break
                """);

        CliRun run = validate("--game", "kalah", "--bot", "python3 " + eager, "--name", "eager");

        assertThat(run.exitCode()).as(run.out() + run.err()).isEqualTo(ExitCode.FAILED);
        assertThat(run.out()).contains("out-of-turn").contains("before it was asked to move (AGAIN)");
    }

    @Test
    void validate_kalahWithAwaleRules_isRefused() {
        CliRun run = validate("--game", "kalah", "--rules", "report", "--bot", "builtin:random");

        assertThat(run.exitCode()).isEqualTo(ExitCode.USAGE);
        assertThat(run.err()).contains("--rules report is not a rule set of kalah; kalah has one rule set");
    }

    @Test
    void validate_missingCommandFailsCheckOneWithAMessageNotAStackTrace() {
        CliRun run = validate("--bot", "./no-such-bot");

        assertThat(run.exitCode()).isEqualTo(ExitCode.FAILED);
        assertThat(run.out())
                .contains(" 1 FAIL starts: as player 1: command not found: ./no-such-bot")
                .contains(" 2 SKIP")
                .doesNotContain("Exception");
        assertThat(run.err()).isEmpty();
    }

    @Test
    void validate_failingBotWritesJunitAndJsonCarryingTheFailure() throws Exception {
        Path junit = dir.resolve("report").resolve("junit.xml");
        Path json = dir.resolve("report.json");

        CliRun run = validate(
                "--bot",
                TestBots.command("garbage"),
                "--name",
                "garbler",
                "--junit",
                junit.toString(),
                "--json",
                json.toString());

        assertThat(run.exitCode()).as(run.out() + run.err()).isEqualTo(ExitCode.FAILED);
        assertThat(run.out())
                .contains(" 2 FAIL first move as player 1: malformed")
                .contains("| hello referee");
        Document report = xml(junit);
        NodeList suites = report.getElementsByTagName("testsuite");
        assertThat(suites.getLength()).isEqualTo(1);
        Element suite = (Element) suites.item(0);
        assertThat(suite.getAttribute("name")).isEqualTo("garbler");
        assertThat(suite.getAttribute("tests")).isEqualTo("7");
        assertThat(Integer.parseInt(suite.getAttribute("failures"))).isGreaterThanOrEqualTo(2);
        Element failure = (Element) suite.getElementsByTagName("failure").item(0);
        assertThat(((Element) failure.getParentNode()).getAttribute("name")).isEqualTo("2. first move as player 1");
        assertThat(failure.getAttribute("message")).contains("malformed");
        assertThat(failure.getTextContent()).contains("hello referee");

        JsonNode results = MatchLogs.mapper().readTree(json.toFile());
        assertThat(results.get("passed").asBoolean()).isFalse();
        JsonNode bot = results.get("bots").get(0);
        assertThat(bot.get("name").asText()).isEqualTo("garbler");
        assertThat(bot.get("results")).hasSize(7);
        assertThat(bot.get("results").get(1).get("status").asText()).isEqualTo("FAIL");
        assertThat(bot.get("results").get(1).get("reason").asText()).contains("malformed");
    }

    @Test
    void validate_pythonSyntaxError_consoleJunitAndJsonNameTheCause() throws Exception {
        Path bot = readableByTheSandbox("broken.py");
        Files.writeString(bot, "import sys\ndef main(:\n    pass\n");
        Path junit = dir.resolve("junit.xml");
        Path json = dir.resolve("report.json");

        CliRun run = validate(
                "--bot", "python3 " + bot, "--name", "broken", "--junit", junit.toString(), "--json", json.toString());

        assertThat(run.exitCode()).as(run.out() + run.err()).isEqualTo(ExitCode.FAILED);
        assertThat(run.out())
                .contains(" 1 FAIL starts: as player 1: exited with code 1 while starting up")
                .contains("its standard error ends: SyntaxError: ")
                .contains("| SyntaxError: ");
        Element failure = (Element) xml(junit).getElementsByTagName("failure").item(0);
        assertThat(failure.getAttribute("message")).contains("SyntaxError: ");
        assertThat(failure.getTextContent()).contains("| SyntaxError: ").contains("def main(:");
        JsonNode starts = MatchLogs.mapper()
                .readTree(json.toFile())
                .get("bots")
                .get(0)
                .get("results")
                .get(0);
        assertThat(starts.get("reason").asText()).contains("its standard error ends: SyntaxError: ");
        assertThat(starts.get("evidence").toString()).contains("SyntaxError: ");
    }

    @Test
    void validate_missingInterpreter_saysWhichOneAndEscapesWhatTheBotWrote() throws Exception {
        Path bot = readableByTheSandbox("bot.sh");
        Files.writeString(bot, "#!/bin/sh\nprintf 'red \\033[31malert\\n' >&2\nexec /usr/bin/env python9 \"$0\"\n");
        Files.setPosixFilePermissions(bot, PosixFilePermissions.fromString("rwxr-xr-x"));

        CliRun run = validate("--bot", bot.toString(), "--name", "nopython");

        assertThat(run.exitCode()).as(run.out() + run.err()).isEqualTo(ExitCode.FAILED);
        assertThat(run.out())
                .contains(" 1 FAIL starts: as player 1: exited with code 127 while starting up")
                .contains("its standard error ends: ")
                .contains("python9")
                .contains("No such file or directory")
                .contains("red ")
                .doesNotContain("\u001b");
    }

    @Test
    void validate_botListPrintsATableAndFailsIfOneBotFails() throws Exception {
        Path list = dir.resolve("bots.txt");
        Files.writeString(
                list,
                String.join(
                        "\n",
                        "# two submissions",
                        "",
                        "good: builtin:random",
                        "bad: " + TestBots.command("two-lines"),
                        ""));
        Path junit = dir.resolve("class.xml");

        CliRun run = validate("--bots", list.toString(), "--junit", junit.toString(), "--concurrency", "2");

        assertThat(run.exitCode()).as(run.out() + run.err()).isEqualTo(ExitCode.FAILED);
        List<String> lines = run.out().lines().toList();
        int header = lines.indexOf(
                lines.stream().filter(l -> l.startsWith("bot ")).findFirst().orElseThrow());
        assertThat(lines.get(header)).matches("bot\\s+passed\\s+first failure");
        assertThat(lines.get(header + 1)).matches("good\\s+7/7\\s+-");
        assertThat(lines.get(header + 2)).matches("bad\\s+4/7\\s+4 protocol: out of turn .*");
        assertThat(lines.get(header + 3)).isEqualTo("1 of 2 bots passed every check");
        NodeList suites = xml(junit).getElementsByTagName("testsuite");
        assertThat(suites.getLength()).isEqualTo(2);
        assertThat(((Element) suites.item(0)).getAttribute("name")).isEqualTo("good");
        assertThat(((Element) suites.item(0)).getAttribute("failures")).isEqualTo("0");
        assertThat(((Element) suites.item(1)).getAttribute("name")).isEqualTo("bad");
    }

    @Test
    void validate_goodListExitsZero() throws Exception {
        Path list = dir.resolve("bots.txt");
        Files.writeString(list, "builtin:random\nbuiltin:greedy\n");

        CliRun run = validate("--bots", list.toString());

        assertThat(run.exitCode()).as(run.out() + run.err()).isEqualTo(ExitCode.OK);
        assertThat(run.out()).contains("2 of 2 bots passed every check");
    }

    @Test
    void validate_tournamentConfig_checksItsBotsEachWithItsOwnSideCommand() throws Exception {
        Path config = dir.resolve("class.json");
        Files.writeString(config, """
                {"bots": [
                  {"name": "steady", "command": "builtin:greedy"},
                  {"name": "sided", "commandAsPlayer1": "builtin:random --seed 1", "commandAsPlayer2": "no-such-bot-anywhere"}
                ]}""");

        CliRun run = validate("--bots", config.toString());

        assertThat(run.exitCode()).as(run.out() + run.err()).isEqualTo(ExitCode.FAILED);
        assertThat(run.out())
                .containsPattern("steady\\s+7/7")
                .containsPattern("sided\\s+0/7\\s+1 starts")
                .contains("1 of 2 bots passed every check");
    }

    @Test
    void validate_badTournamentConfig_exitsTwoNamingTheField() throws Exception {
        Path config = dir.resolve("bad.json");
        Files.writeString(config, "{\"bots\": [{\"name\": \"a\"}, {\"name\": \"b\", \"command\": \"x\"}]}");

        CliRun run = validate("--bots", config.toString());

        assertThat(run.exitCode()).isEqualTo(ExitCode.USAGE);
        assertThat(run.err()).contains("bad.json:1:11: bots[0]: bot 'a' has no 'command'");
    }

    @Test
    void validate_scriptFileMissing_failsCheckOne() {
        CliRun run = validate("--bot", "python3 missing.py");

        assertThat(run.exitCode()).isEqualTo(ExitCode.FAILED);
        assertThat(run.out())
                .contains(" 1 FAIL starts: as player 1: no such file: missing.py (the program python3 is to run")
                .contains(" 2 SKIP");
    }

    @Test
    void validate_tournamentConfig_playsAtItsClockAndInItsSandbox() throws Exception {
        Path config = dir.resolve("class.json");
        Files.writeString(config, """
                {"moveMs": 1500, "bankMs": 60000, "incrementMs": 5, "firstMoveGraceMs": 2500, "endGraceMs": 700,
                 "sandbox": {"memoryMb": 700},
                 "bots": [
                  {"name": "steady", "command": "builtin:greedy"},
                  {"name": "other", "command": "builtin:random"}
                ]}""");
        Path logs = dir.resolve("class-logs");

        CliRun run = CliRun.of("validate", "--bots", config.toString(), "--games", "2", "--output", logs.toString());
        CliRun faster = CliRun.of(
                "validate",
                "--bots",
                config.toString(),
                "--games",
                "2",
                "--move-ms",
                "1200",
                "--output",
                dir.resolve("faster").toString());

        assertThat(run.exitCode()).as(run.out() + run.err()).isEqualTo(ExitCode.OK);
        MatchLog log = MatchLogs.read(logs.resolve("steady").resolve("game-1-p1.json"));
        assertThat(log.timeControl()).isEqualTo(new TimeControl(1500, 60000, 5, 2500, 700));
        assertThat(log.sandbox()).isNotNull();
        assertThat(log.sandbox().memoryMb()).isEqualTo(700);
        assertThat(MatchLogs.read(dir.resolve("faster/steady/game-1-p1.json")).timeControl())
                .isEqualTo(new TimeControl(1200, 60000, 5, 2500, 700));
    }

    @Test
    void validate_kalahTournamentConfig_playsItsGameFromItsStart() throws Exception {
        Path config = dir.resolve("kalah.json");
        Files.writeString(config, """
                {"game": "kalah", "start": "fair:17", "moveMs": 2000, "bankMs": 60000, "sandbox": false,
                 "bots": [{"name": "steady", "command": "builtin:greedy"},
                          {"name": "other", "command": "builtin:random"}]}""");
        Path logs = dir.resolve("kalah-logs");

        CliRun run = CliRun.of("validate", "--bots", config.toString(), "--games", "2", "--output", logs.toString());
        CliRun awaleRules = CliRun.of(
                "validate",
                "--bots",
                config.toString(),
                "--rules",
                "official",
                "--output",
                dir.resolve("refused").toString());

        assertThat(run.exitCode()).as(run.out() + run.err()).isEqualTo(ExitCode.OK);
        MatchLog log = MatchLogs.read(logs.resolve("steady").resolve("game-1-p1.json"));
        assertThat(log.game()).isEqualTo("kalah");
        assertThat(log.start()).isEqualTo("fair:17");
        assertThat(awaleRules.exitCode()).isEqualTo(ExitCode.USAGE);
        assertThat(awaleRules.err()).contains("--rules official is not a rule set of kalah");
    }
}
