package arbitre.validate;

import static org.assertj.core.api.Assertions.assertThat;

import arbitre.clock.TimeControl;
import arbitre.log.MatchLog;
import arbitre.log.MatchLogs;
import arbitre.process.BotSpec;
import arbitre.replay.LogVerifier;
import arbitre.testbots.NoProcessLeft;
import arbitre.testbots.TestBots;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

/**
 * Validations of real bot processes, good ones and ones that break the protocol in one way each:
 * each faulty bot fails at the check that is about its fault, with the referee's reason. Every
 * first move gets a grace for the JVM's start, except where the first move is what is tested.
 */
@Timeout(value = 120, unit = TimeUnit.SECONDS)
class ValidateIT {
    private static final long MOVE_MS = 1000;
    private static final long GRACE_MS = 3000;

    @TempDir
    Path dir;

    @RegisterExtension
    final NoProcessLeft processes = new NoProcessLeft();

    private BotReport validate(String command, int games, Double minScore) throws Exception {
        ValidationSettings settings = new ValidationSettings(
                "official", new TimeControl(MOVE_MS, 0, 0, GRACE_MS, 1000), games, minScore, 1, dir);
        BotSpec bot = new BotSpec("candidate", command, null, Map.of(TestBots.MARKER, processes.marker()));
        return new Validator(settings).validate(Candidate.of(bot), "candidate");
    }

    private BotReport validateWithOpenings(String command) throws Exception {
        ValidationSettings settings = new ValidationSettings(
                        "official", new TimeControl(MOVE_MS, 0, 0, GRACE_MS, 1000), 2, null, 1, dir)
                .withOpenings(true);
        BotSpec bot = new BotSpec("candidate", command, null, Map.of(TestBots.MARKER, processes.marker()));
        return new Validator(settings).validate(Candidate.of(bot), "candidate");
    }

    private BotReport validate(String command) throws Exception {
        return validate(command, 2, null);
    }

    private static CheckResult result(BotReport report, Check check) {
        return report.checks().stream()
                .filter(c -> c.check() == check)
                .findFirst()
                .orElseThrow();
    }

    private static void assertFirstFailure(BotReport report, Check check, String... reasonParts) {
        assertThat(report.passed()).isFalse();
        CheckResult failure = report.firstFailure().orElseThrow();
        assertThat(failure.check()).as("first failure: %s", failure).isEqualTo(check);
        assertThat(failure.reason()).contains(reasonParts);
        for (CheckResult earlier : report.checks().subList(0, check.ordinal())) {
            assertThat(earlier.status().passed()).as("%s", earlier).isTrue();
        }
    }

    @Test
    void validate_randomBotPassesEveryCheck() throws Exception {
        BotReport report = validate("builtin:random", 4, null);

        assertThat(report.checks())
                .extracting(CheckResult::check)
                .containsExactly(
                        Check.STARTS,
                        Check.FIRST_MOVE_AS_PLAYER_1,
                        Check.FIRST_MOVE_AS_PLAYER_2,
                        Check.PROTOCOL,
                        Check.FULL_GAMES,
                        Check.TIME_LIMIT,
                        Check.CLEAN_EXIT);
        assertThat(report.checks())
                .allSatisfy(c -> assertThat(c.status().passed()).as("%s", c).isTrue());
        assertThat(result(report, Check.FULL_GAMES).reason()).contains("4 games (2 as player 1, 2 as player 2)");
        assertThat(result(report, Check.TIME_LIMIT).reason())
                .contains("slowest move")
                .contains("% of the");
        try (var logs = Files.list(dir.resolve("candidate"))) {
            assertThat(logs.filter(p -> p.toString().endsWith(".json")).count()).isEqualTo(4);
        }
    }

    @Test
    void validate_greedyBotPassesWithTheScoreCheck() throws Exception {
        BotReport report = validate("builtin:greedy", 2, 0.5);

        assertThat(report.passed()).as("%s", report.checks()).isTrue();
        assertThat(result(report, Check.MIN_SCORE).reason())
                .contains("of 2 points")
                .contains("at least 50%");
    }

    @Test
    void validate_pythonExampleBotPasses() throws Exception {
        assertThat(onPath("python3"))
                .as("python3 is needed (apt-get install python3)")
                .isTrue();
        Path bot = Path.of("..", "bots", "examples", "python", "bot.py")
                .toAbsolutePath()
                .normalize();

        BotReport report = validate("python3 " + bot);

        assertThat(report.passed()).as("%s", report.checks()).isTrue();
    }

    @Test
    void validate_pythonExampleBotThatStaysUp_logsItsKeptProcess_andItsLastGameJudgesItsExit() throws Exception {
        Path bot = Path.of("..", "bots", "examples", "python", "bot.py")
                .toAbsolutePath()
                .normalize();

        BotReport report = validate("python3 " + bot, 3, null);

        assertThat(report.passed()).as("%s", report.checks()).isTrue();
        assertThat(result(report, Check.CLEAN_EXIT).reason()).contains("after END in 1 game,");
        for (int number = 1; number <= 3; number++) {
            int side = number % 2 == 1 ? 1 : 2;
            MatchLog log = MatchLogs.read(dir.resolve("candidate/game-" + number + "-p" + side + ".json"));
            MatchLog.Player candidate = log.players().get(side - 1);
            assertThat(LogVerifier.verify(log)).isEmpty();
            assertThat(candidate.kept()).as("game %d", number).isEqualTo(number > 1);
            assertThat(candidate.gamesBefore()).as("game %d", number).isEqualTo(number - 1);
            assertThat(candidate.stayedUp()).as("game %d", number).isEqualTo(number < 3);
            assertThat(candidate.exitCode()).as("game %d", number).isEqualTo(number < 3 ? null : 0);
        }
    }

    @Test
    void validate_withOpenings_theExampleBotsInPythonCAndJavaPassEveryCheck() throws Exception {
        assertThat(onPath("python3"))
                .as("python3 is needed (apt-get install python3)")
                .isTrue();
        assertThat(onPath("cc"))
                .as("a C compiler is needed (apt-get install gcc)")
                .isTrue();
        Path examples = Path.of("..", "bots", "examples").toAbsolutePath().normalize();
        Path binary = TestBots.compileC(examples.resolve("c/bot.c"), dir.resolve("cbot"));

        String java = TestBots.javaBin() + " " + examples.resolve("java/Bot.java");
        for (String command : List.of("python3 " + examples.resolve("python/bot.py"), binary.toString(), java)) {
            BotReport report = validateWithOpenings(command);

            assertThat(report.passed()).as("%s: %s", command, report.checks()).isTrue();
            assertThat(result(report, Check.OPENINGS).reason())
                    .contains("as player 1 with")
                    .contains("as player 2 with");
        }
    }

    @Test
    void validate_withOpenings_botThatDoesNotReadTheLine_failsOnlyTheOpeningsCheck() throws Exception {
        BotReport report = validateWithOpenings(TestBots.command("legal"));

        CheckResult openings = result(report, Check.OPENINGS);
        assertThat(openings.status()).isEqualTo(Status.FAIL);
        assertThat(openings.reason()).contains("from opening:").contains("cannot play from an opening");
        assertThat(report.checks())
                .filteredOn(c -> c.check() != Check.OPENINGS)
                .allSatisfy(c -> assertThat(c.status().passed()).as("%s", c).isTrue());
    }

    @Test
    void validate_missingCommandFailsTheFirstCheckAndSkipsTheRest() throws Exception {
        BotReport report = validate("./no-such-bot --fast");

        assertFirstFailure(report, Check.STARTS, "command not found: ./no-such-bot");
        assertThat(report.checks().subList(1, report.checks().size()))
                .allSatisfy(c -> assertThat(c.status()).isEqualTo(Status.SKIP));
    }

    @Test
    void validate_silentBotFailsItsFirstMove() throws Exception {
        BotReport report = validate(TestBots.command("silent"));

        assertFirstFailure(report, Check.FIRST_MOVE_AS_PLAYER_1, "timeout");
        assertThat(result(report, Check.FIRST_MOVE_AS_PLAYER_2).status()).isEqualTo(Status.FAIL);
        assertThat(result(report, Check.FIRST_MOVE_AS_PLAYER_1).evidence())
                .anySatisfy(line -> assertThat(line).contains("game 1 (as player 1), ply 1, answering START"))
                .anySatisfy(line -> assertThat(line).startsWith("match log: "));
    }

    @Test
    void validate_pythonBotThatNeverFlushes_isToldToFlushItsMoves() throws Exception {
        BotReport report = validate(TestBots.unflushedPython());

        assertFirstFailure(
                report,
                Check.FIRST_MOVE_AS_PLAYER_1,
                "timeout",
                "your move arrived only when your program exited: flush standard output after each move");
        assertThat(result(report, Check.PROTOCOL).status()).isEqualTo(Status.FAIL);
        assertThat(result(report, Check.PROTOCOL).reason())
                .contains("a move not flushed in game 1 (as player 1)")
                .contains("`print(..., flush=True)`");
        // The same game's evidence once, under the first check it failed; the others point there.
        assertThat(result(report, Check.FIRST_MOVE_AS_PLAYER_1).evidence()).hasSizeGreaterThan(3);
        assertThat(result(report, Check.PROTOCOL).evidence())
                .containsExactly(
                        result(report, Check.FIRST_MOVE_AS_PLAYER_1).evidence().get(0),
                        "the match log and the bot's output: under check 2");
    }

    @Test
    void validate_botWithDebugOutputOnStandardOutput_failsTheProtocolCheck() throws Exception {
        BotReport report = validate(TestBots.command("chatty"));

        assertFirstFailure(
                report,
                Check.FIRST_MOVE_AS_PLAYER_1,
                "malformed",
                "'thinking about move 1...'",
                "only moves go to standard output; write debug output to standard error");
        assertThat(result(report, Check.PROTOCOL).status()).isEqualTo(Status.FAIL);
        assertThat(result(report, Check.PROTOCOL).reason()).startsWith("debug output on standard output in game 1");
    }

    @Test
    void validate_garbageBotFailsItsFirstMoveShowingWhatItPrinted() throws Exception {
        BotReport report = validate(TestBots.command("garbage"));

        assertFirstFailure(report, Check.FIRST_MOVE_AS_PLAYER_1, "malformed");
        assertThat(result(report, Check.FIRST_MOVE_AS_PLAYER_1).evidence())
                .anySatisfy(line -> assertThat(line).contains("| hello referee"))
                .anySatisfy(line -> assertThat(line).startsWith("stderr, last lines"));
    }

    @Test
    void validate_illegalMoveFailsItsFirstMove() throws Exception {
        BotReport report = validate(TestBots.command("illegal"));

        assertFirstFailure(report, Check.FIRST_MOVE_AS_PLAYER_1, "illegal-move", "ply 1");
        assertThat(result(report, Check.FIRST_MOVE_AS_PLAYER_2).reason()).contains("illegal-move", "ply 2");
    }

    @Test
    void validate_twoLinesPerMoveFailsTheProtocolCheck() throws Exception {
        BotReport report = validate(TestBots.command("two-lines"));

        assertFirstFailure(report, Check.PROTOCOL, "out of turn", "while player");
        assertThat(result(report, Check.FULL_GAMES).status()).isEqualTo(Status.FAIL);
    }

    @Test
    void validate_crashMidGameFailsTheFullGames() throws Exception {
        BotReport report = validate(TestBots.command("exit-mid", "5"));

        assertFirstFailure(report, Check.FULL_GAMES, "crash", "exited with code 3");
        // Both first games are played whatever happens; the second crashed too, and is said so.
        assertThat(result(report, Check.FULL_GAMES).reason())
                .contains("game 2 (as player 2) lost by forfeit too (crash, match log ")
                .contains("game-2-p2.json)")
                .as("the two games asked for were both played")
                .doesNotContain("not played");
        assertThat(result(report, Check.FULL_GAMES).evidence())
                .anySatisfy(line -> assertThat(line).contains("game 1 (as player 1), ply 9"))
                .anySatisfy(line -> assertThat(line)
                        .startsWith("play it again: ./arbitre match --from ")
                        .contains("game-1-p1.json --ply 3 --p1 ")
                        .contains("--p2 'builtin:random"));
    }

    @Test
    void validate_lateFirstMoveFailsTheFirstMoveAndTheTimeLimit() throws Exception {
        BotReport report = validate(TestBots.command("delay", Long.toString(MOVE_MS + GRACE_MS + 2000), "1"));

        assertFirstFailure(report, Check.FIRST_MOVE_AS_PLAYER_1, "timeout");
        assertThat(result(report, Check.TIME_LIMIT).status()).isEqualTo(Status.FAIL);
    }

    @Test
    void validate_lateMoveMidGameFailsTheFullGamesAndTheTimeLimit() throws Exception {
        BotReport report = validate(TestBots.command("delay", Long.toString(MOVE_MS + 2000), "1", "3"));

        assertFirstFailure(report, Check.FULL_GAMES, "timeout");
        assertThat(result(report, Check.TIME_LIMIT).reason()).contains("timeout in game 1 (as player 1)");
    }

    @Test
    void validate_botThatIgnoresSigtermFailsTheCleanExit() throws Exception {
        BotReport report = validate(TestBots.command("ignore-term"));

        assertFirstFailure(report, Check.CLEAN_EXIT, "still running 1000 ms after END");
    }

    @Test
    void validate_botThatLeavesAChildFailsTheCleanExit() throws Exception {
        BotReport report = validate(TestBots.command("child"));

        assertFirstFailure(report, Check.CLEAN_EXIT, "left 1 process");
    }

    @Test
    void validate_botThatLeavesADaemonInASessionOfItsOwn_failsTheCleanExit_andTheDaemonIsStopped() throws Exception {
        // A double fork and setsid: out of the bot's session, adopted by init, no longer its descendant.
        BotReport report = validate(TestBots.command("detach"));

        assertFirstFailure(report, Check.CLEAN_EXIT, "left 1 process");
        // NoProcessLeft checks that the daemon is gone.
    }

    @Test
    void validateAll_keepsTheOrderAndGivesEachBotItsOwnFolder() throws Exception {
        ValidationSettings settings =
                new ValidationSettings("official", new TimeControl(MOVE_MS, 0, 0, GRACE_MS, 1000), 2, null, 1, dir);
        Map<String, String> env = Map.of(TestBots.MARKER, processes.marker());
        List<Candidate> bots = List.of(
                Candidate.of(new BotSpec("same", TestBots.command("garbage"), null, env)),
                Candidate.of(new BotSpec("same", "builtin:random", null, env)));

        List<BotReport> reports = new Validator(settings).validateAll(bots, 2, report -> {});

        assertThat(reports).extracting(BotReport::passed).containsExactly(false, true);
        assertThat(reports)
                .extracting(r -> dir.relativize(r.logDir()).toString())
                .containsExactly("same", "same-2");
    }

    private static boolean onPath(String command) {
        String path = System.getenv("PATH");
        return path != null
                && List.of(path.split(java.io.File.pathSeparator)).stream()
                        .anyMatch(d -> Files.isExecutable(Path.of(d, command)));
    }
}
