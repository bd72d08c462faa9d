package arbitre.cli.command;

import static org.assertj.core.api.Assertions.assertThat;

import arbitre.cli.CliRun;
import arbitre.cli.exit.ExitCode;
import arbitre.log.MatchLog;
import arbitre.log.MatchLogs;
import arbitre.testbots.TestBots;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code arbitre match} end to end: in-process for its output, as a real process for --verbose and Ctrl-C. */
class MatchCommandIT {

    @TempDir
    Path dir;

    private static CliRun run(String... args) {
        return CliRun.of(args);
    }

    private static String jar() {
        String jar = System.getProperty("arbitre.jar");
        assertThat(jar).as("system property arbitre.jar (set by the build)").isNotNull();
        assertThat(Path.of(jar)).exists();
        return jar;
    }

    @Test
    void matchSeries_commandPerSide_eachBotRunsItsSideCommand_andTheLogsRecordIt() throws Exception {
        // A course bot that learns its side from its command line, and stops when told the wrong one.
        Path bot = dir.resolve("side.sh");
        Files.writeString(
                bot,
                "#!/bin/sh\n[ \"$1\" = \"$ARBITRE_PLAYER\" ] || { echo \"told $1, is $ARBITRE_PLAYER\" >&2; exit 4; }\n"
                        + "exec " + TestBots.command("legal") + "\n");
        Files.setPosixFilePermissions(bot, java.nio.file.attribute.PosixFilePermissions.fromString("rwxr-xr-x"));
        Path output = dir.resolve("series");

        CliRun run = run(
                "match",
                "--games",
                "2",
                "--p1",
                bot + " 1",
                "--p1-as-p2",
                bot + " 2",
                "--p2",
                "builtin:random --seed 1",
                "--name1",
                "course",
                "--move-ms",
                "2000",
                "--first-move-grace-ms",
                "5000",
                "--output",
                output.toString());

        assertThat(run.exitCode()).as(run.out() + run.err()).isEqualTo(ExitCode.OK);
        MatchLog first = MatchLogs.read(output.resolve("games/game-00001.json"));
        MatchLog second = MatchLogs.read(output.resolve("games/game-00002.json"));
        assertThat(first.players().get(0).command()).isEqualTo(bot + " 1");
        assertThat(second.players().get(1).command()).isEqualTo(bot + " 2");
        assertThat(second.players().get(1).name()).isEqualTo("course");
        assertThat(first.result().forfeit()).as("%s", first.result()).isNull();
        assertThat(second.result().forfeit()).as("%s", second.result()).isNull();
    }

    @Test
    void matchFrom_plyOutsideTheLog_orAnotherGame_isAUsageErrorNamingTheLog() throws Exception {
        Path log = dir.resolve("game.json");
        CliRun first =
                run("match", "--p1", "builtin:random --seed 2", "--p2", "builtin:greedy", "--log", log.toString());
        assertThat(first.exitCode()).as(first.err()).isEqualTo(ExitCode.OK);
        int plies = MatchLogs.read(log).result().plies();

        CliRun beyond = run(
                "match", "--from", log.toString(), "--ply", "999", "--p1", "builtin:random", "--p2", "builtin:greedy");
        CliRun over = run(
                "match",
                "--from",
                log.toString(),
                "--ply",
                Integer.toString(plies),
                "--p1",
                "builtin:random",
                "--p2",
                "builtin:greedy");
        CliRun otherGame = run(
                "match",
                "--from",
                log.toString(),
                "--ply",
                "3",
                "--game",
                "kalah",
                "--p1",
                "builtin:random",
                "--p2",
                "builtin:greedy");
        CliRun noPly = run("match", "--from", log.toString(), "--p1", "builtin:random", "--p2", "builtin:greedy");

        assertThat(beyond.exitCode()).isEqualTo(ExitCode.USAGE);
        assertThat(beyond.err()).contains(log + ": ply 999 is not in the log: its plies run from 1 to " + plies);
        assertThat(over.err()).contains(log + ": the game is over after ply " + plies);
        assertThat(otherGame.err()).contains("--game does not go with it");
        assertThat(noPly.err()).contains("--from needs --ply N");
    }

    @Test
    void match_commandPerSideInOneGame_isRefusedSayingItIsForASeries() {
        CliRun run = run("match", "--p1", "builtin:random", "--p2", "builtin:greedy", "--p2-as-p1", "builtin:iddfs");

        assertThat(run.exitCode()).isEqualTo(ExitCode.USAGE);
        assertThat(run.err()).contains("--p1-as-p2 and --p2-as-p1 are for a series (--games N)");
    }

    @Test
    void match_printsOneLineResultAndWritesTheLog() throws Exception {
        Path log = dir.resolve("game.json");

        CliRun run = run(
                "match",
                "--p1",
                TestBots.command("legal"),
                "--p2",
                TestBots.command("random"),
                "--name1",
                "alpha",
                "--name2",
                "beta",
                "--move-ms",
                "2000",
                "--log",
                log.toString());

        assertThat(run.exitCode()).as(run.err()).isEqualTo(ExitCode.OK);
        MatchLog written = MatchLogs.read(log);
        assertThat(run.out().lines().toList())
                .as("the result, the log, and for a decided game the command that plays it again")
                .hasSize(written.result().winner() == 0 ? 2 : 3);
        assertThat(run.out())
                .containsPattern("(alpha \\(P1\\) beat beta \\(P2\\)|beta \\(P2\\) beat alpha \\(P1\\)|draw between)")
                .contains(written.result().captured().get(0) + "-"
                        + written.result().captured().get(1))
                .contains(written.result().reason())
                .contains("log: " + log);
    }

    @Test
    void match_pythonBotThatNeverFlushes_isToldToFlushItsMoves() throws Exception {
        Path log = dir.resolve("unflushed.json");

        CliRun run = run(
                "match",
                "--p1",
                TestBots.unflushedPython(),
                "--p2",
                TestBots.command("legal"),
                "--move-ms",
                "2000",
                "--log",
                log.toString());

        assertThat(run.exitCode()).as(run.err()).isEqualTo(ExitCode.OK);
        MatchLog written = MatchLogs.read(log);
        assertThat(written.result().reason()).isEqualTo("timeout");
        assertThat(written.result().forfeit()).isEqualTo(1);
        assertThat(written.result().diagnosis()).isEqualTo("unflushed-output");
        assertThat(written.ignored()).as("the move that came at the exit").hasSize(1);
        assertThat(run.out())
                .contains("no move within 2,000 ms; your move arrived only when your program exited: "
                        + "flush standard output after each move (`fflush(stdout)`, `print(..., flush=True)`, "
                        + "`System.out.flush()`)");
    }

    @Test
    void match_botStillThinkingAtItsDeadline_isToldWhenItAnswered_notToFlush() throws Exception {
        Path log = dir.resolve("busy.json");

        // Player 1 computes for 450 ms on its second move, past the 250 ms limit, and flushes its
        // move as soon as it has one: it arrives while the game ends, as an unflushed move would.
        CliRun run = run(
                "match",
                "--p1",
                TestBots.command("busy", "450", "1", "2"),
                "--p2",
                TestBots.command("legal"),
                "--move-ms",
                "250",
                "--first-move-grace-ms",
                "3000",
                "--log",
                log.toString());

        assertThat(run.exitCode()).as(run.err()).isEqualTo(ExitCode.OK);
        MatchLog written = MatchLogs.read(log);
        assertThat(written.result().reason()).isEqualTo("timeout");
        assertThat(written.result().forfeit()).isEqualTo(1);
        assertThat(written.result().diagnosis()).isNull();
        assertThat(written.result().detail()).contains("answered after ").doesNotContain("flush");
    }

    @Test
    void match_moveLateWithinTheTimeMargin_countsAndIsRecorded() throws Exception {
        Path log = dir.resolve("margin.json");

        // Player 1 sleeps 400 ms before its second answer, past the 200 ms limit but within the margin.
        CliRun run = run(
                "match",
                "--p1",
                TestBots.command("delay", "400", "1", "2"),
                "--p2",
                TestBots.command("legal"),
                "--move-ms",
                "200",
                "--first-move-grace-ms",
                "3000",
                "--time-margin",
                "5000",
                "--log",
                log.toString());

        assertThat(run.exitCode()).as(run.err()).isEqualTo(ExitCode.OK);
        MatchLog written = MatchLogs.read(log);
        assertThat(written.result().forfeit()).as(written.result().detail()).isNull();
        assertThat(written.timeControl().timeMarginMs()).isEqualTo(5000);
        assertThat(written.lateMoves()).anySatisfy(late -> {
            assertThat(late.ply()).isEqualTo(3);
            assertThat(late.player()).isEqualTo(1);
            assertThat(late.msOver()).isPositive();
        });
        assertThat(written.warnings())
                .anySatisfy(w -> assertThat(w)
                        .startsWith("player 1 (")
                        .contains(" ms after its limit at ply 3, within the time margin of 5000 ms"));
        assertThat(arbitre.replay.LogVerifier.verify(written))
                .as("a move within the margin counted, and the log that says so verifies")
                .isEmpty();
    }

    @Test
    void match_kalahFromAFairOpening_playsItAndLogsTheOpening() throws Exception {
        Path log = dir.resolve("kalah.json");

        CliRun run = run(
                "match",
                "--game",
                "kalah",
                "--start",
                "fair:200",
                "--p1",
                "builtin:random --seed 4",
                "--p2",
                "builtin:greedy --seed 4",
                "--move-ms",
                "2000",
                "--bank-ms",
                "20000",
                "--log",
                log.toString());

        assertThat(run.exitCode()).as(run.err()).isEqualTo(ExitCode.OK);
        MatchLog written = MatchLogs.read(log);
        assertThat(written.game()).isEqualTo("kalah");
        assertThat(written.start()).isEqualTo("fair:200");
        assertThat(written.result().reason()).as(written.result().detail()).isEqualTo("empty-side");
        assertThat(run.out())
                .contains(written.result().captured().get(0) + "-"
                        + written.result().captured().get(1))
                .contains("empty-side");
        CliRun verify = run("replay", "--verify", log.toString());
        assertThat(verify.exitCode()).as(verify.out()).isEqualTo(ExitCode.OK);
    }

    @Test
    void match_kalahWithAwaleRulesOrUnknownStart_isUsageError() {
        CliRun rules = run(
                "match", "--game", "kalah", "--rules", "official", "--p1", "builtin:random", "--p2", "builtin:random");
        CliRun start = run(
                "match", "--game", "kalah", "--start", "fair:-1", "--p1", "builtin:random", "--p2", "builtin:random");

        assertThat(rules.exitCode()).isEqualTo(ExitCode.USAGE);
        assertThat(rules.err()).contains("--rules official is not a rule set of kalah; kalah has one rule set, kalah");
        assertThat(start.exitCode()).isEqualTo(ExitCode.USAGE);
        assertThat(start.err()).contains("--start: start position 'fair:-1'");
    }

    @Test
    void match_forfeitStillExitsZero() throws Exception {
        Path log = dir.resolve("forfeit.json");

        CliRun run = run(
                "match",
                "--p1",
                TestBots.command("garbage"),
                "--p2",
                TestBots.command("legal"),
                "--move-ms",
                "2000",
                "--log",
                log.toString());

        assertThat(run.exitCode()).isEqualTo(ExitCode.OK);
        assertThat(run.out()).contains("(P2) beat").contains("malformed").contains("hello referee");
    }

    @Test
    void match_botThatCrashesMidGame_printsTheCommandThatPlaysItAgainFromFivePliesBefore() throws Exception {
        Path log = dir.resolve("crash.json");

        CliRun run = run(
                "match",
                "--p1",
                TestBots.command("exit-mid", "8"),
                "--p2",
                TestBots.command("legal"),
                "--move-ms",
                "2000",
                "--log",
                log.toString());

        assertThat(run.exitCode()).as(run.err()).isEqualTo(ExitCode.OK);
        MatchLog written = MatchLogs.read(log);
        assertThat(written.result().reason()).isEqualTo("crash");
        int last = written.moves().get(written.moves().size() - 1).ply();
        assertThat(run.out())
                .contains("play it again: ./arbitre match --from " + log + " --ply " + (last - 5))
                .endsWith(System.lineSeparator());
    }

    @Test
    void match_botThatNeverStarts_printsNoCommandToPlayItAgain() throws Exception {
        Path log = dir.resolve("never.json");

        CliRun run = run(
                "match", "--p1", "no-such-program-here", "--p2", TestBots.command("legal"), "--log", log.toString());

        assertThat(run.exitCode()).as(run.err()).isEqualTo(ExitCode.OK);
        assertThat(MatchLogs.read(log).result().reason()).isEqualTo("no-start");
        assertThat(run.out()).doesNotContain("play it again");
    }

    @Test
    void match_unterminatedQuoteIsUsageError() {
        CliRun run = run("match", "--p1", "python3 'bot.py", "--p2", "builtin:random");

        assertThat(run.exitCode()).isEqualTo(ExitCode.USAGE);
        assertThat(run.err()).contains("unterminated single quote at column 9").doesNotContain("\tat ");
    }

    @Test
    void match_builtinLevelAboveTheGamesLadder_isAUsageErrorBeforeAnyGame() throws Exception {
        Path log = dir.resolve("level.json");

        CliRun run = run(
                "match",
                "--game",
                "kalah",
                "--p1",
                "builtin:iddfs --level 12",
                "--p2",
                TestBots.command("legal"),
                "--log",
                log.toString());

        assertThat(run.exitCode()).isEqualTo(ExitCode.USAGE);
        assertThat(run.err())
                .contains("builtin:iddfs --level: a level of kalah is 1..10 or 'full'")
                .contains("got '12'")
                .doesNotContain("\tat ");
        assertThat(log).doesNotExist();
    }

    @Test
    void series_builtinLevelOffTheLadderOnOneSideOnly_isAUsageError() throws Exception {
        CliRun run = run(
                "match",
                "--games",
                "2",
                "--p1",
                TestBots.command("legal"),
                "--p1-as-p2",
                "builtin:iddfs --level 16",
                "--p2",
                TestBots.command("legal"),
                "--output",
                dir.resolve("series").toString());

        assertThat(run.exitCode()).isEqualTo(ExitCode.USAGE);
        assertThat(run.err()).contains("a level of awale is 1..15").contains("got '16'");
        assertThat(dir.resolve("series")).doesNotExist();
    }

    @Test
    void match_unknownBuiltin_isAUsageErrorNamingTheKnownOnes() throws Exception {
        Path log = dir.resolve("unknown.json");

        CliRun run = run("match", "--p1", "builtin:foo", "--p2", TestBots.command("legal"), "--log", log.toString());

        assertThat(run.exitCode()).isEqualTo(ExitCode.USAGE);
        assertThat(run.err()).contains("unknown bot 'builtin:foo'").contains("builtin:iddfs");
        assertThat(log).doesNotExist();
    }

    @Test
    void match_logWhereNothingCanBeWritten_isRefusedBeforeTheGame() throws Exception {
        Path file = Files.writeString(dir.resolve("a-file"), "x");
        Path underFile = file.resolve("game.json");
        Path readOnly = Path.of("/proc/arbitre-test/game.json");

        CliRun notAFolder = run(
                "match",
                "--p1",
                TestBots.command("legal"),
                "--p2",
                TestBots.command("legal"),
                "--log",
                underFile.toString());
        CliRun notWritable = run(
                "match",
                "--p1",
                TestBots.command("legal"),
                "--p2",
                TestBots.command("legal"),
                "--log",
                readOnly.toString());

        assertThat(notAFolder.exitCode()).isEqualTo(ExitCode.ERROR);
        assertThat(notAFolder.err())
                .contains("cannot write the match log " + underFile)
                .contains("nothing was played");
        assertThat(notWritable.exitCode()).isEqualTo(ExitCode.ERROR);
        assertThat(notWritable.err())
                .contains("cannot write the match log " + readOnly)
                .contains("nothing was played");
        assertThat(notAFolder.out() + notWritable.out()).doesNotContain("beat").doesNotContain("draw");
    }

    @Test
    void match_zeroMoveLimitIsUsageError() {
        CliRun run = run("match", "--p1", "a", "--p2", "b", "--move-ms", "0");

        assertThat(run.exitCode()).isEqualTo(ExitCode.USAGE);
        assertThat(run.err()).contains("moveMs must be more than 0, got 0");
    }

    @Test
    void match_defaultNamesComeFromTheCommands() {
        assertThat(MatchCommand.defaultName("builtin:iddfs --depth 6")).isEqualTo("iddfs");
        assertThat(MatchCommand.defaultName("builtin:iddfs --level 3 --seed 2")).isEqualTo("iddfs-level-3");
        assertThat(MatchCommand.defaultName("python3 bots/alice.py JoueurA")).isEqualTo("alice");
        assertThat(MatchCommand.defaultName("./bob")).isEqualTo("bob");
        assertThat(MatchCommand.defaultName("java -cp lib/x.jar org.example.MyBot 1"))
                .isEqualTo("MyBot");
        assertThat(MatchCommand.defaultName("java -jar bots/sam.jar")).isEqualTo("sam");
        // A number or a data file among the bot's arguments is not the bot.
        assertThat(MatchCommand.defaultName("python3 mybots/awale.py --slow-s 0.5"))
                .isEqualTo("awale");
        assertThat(MatchCommand.defaultName("python3 bot.py config.json")).isEqualTo("bot");
        assertThat(MatchCommand.defaultName("./carol weights/w.txt")).isEqualTo("carol");
        // An adapter's agent names the bot better than the adapter.
        assertThat(MatchCommand.defaultName("python3 adapters/fenix_agent.py --agent alice/my_agent.py"))
                .isEqualTo("my_agent");
    }

    @Test
    void match_programThatIsNotThere_isRefusedBeforeTheGame_namingTheFolderItWasLookedFor() {
        CliRun run = run("match", "--p1", "python3 mybots/nothere.py", "--p2", TestBots.command("legal"));

        assertThat(run.exitCode()).isEqualTo(ExitCode.USAGE);
        assertThat(run.err())
                .contains("--p1 python3 mybots/nothere.py: no such file: mybots/nothere.py")
                .contains("looked in " + Path.of("").toAbsolutePath())
                .doesNotContain("arbitre-bot-");
    }

    @Test
    void match_nameThatDoesNotPrint_isRefused_namingTheOption() {
        CliRun run = run(
                "match",
                "--p1",
                TestBots.command("legal"),
                "--name1",
                "ev\u202eil\n## pwned",
                "--p2",
                TestBots.command("legal"));

        assertThat(run.exitCode()).isEqualTo(ExitCode.USAGE);
        assertThat(run.err()).contains("--name1: ").contains("does not print");
    }

    @Test
    void match_withPythonUnbufferedInTheUsersEnvironment_notesThatValidateAndTournamentsClearIt() throws Exception {
        ProcessBuilder builder = new ProcessBuilder(
                        TestBots.javaBin(),
                        "-jar",
                        jar(),
                        "match",
                        "--p1",
                        "builtin:random",
                        "--p2",
                        "builtin:greedy",
                        "--log",
                        dir.resolve("env.json").toString())
                .redirectErrorStream(true);
        builder.environment().put("PYTHONUNBUFFERED", "1");
        Process arbitre = builder.start();
        String output = new String(arbitre.getInputStream().readAllBytes(), StandardCharsets.UTF_8);

        assertThat(arbitre.waitFor(30, TimeUnit.SECONDS)).isTrue();
        assertThat(arbitre.exitValue()).as(output).isZero();
        assertThat(output)
                .contains("arbitre: note: PYTHONUNBUFFERED is set here, and match passes your environment to the bots;")
                .contains("Play as they do with --sandbox.");
        assertThat(MatchCommand.behaviourVariables(java.util.Map.of("HOME", "/h")))
                .isNull();
    }

    @Test
    void match_verboseShowsTheTrafficLive() throws Exception {
        Process arbitre = new ProcessBuilder(
                        TestBots.javaBin(),
                        "-jar",
                        jar(),
                        "match",
                        "--p1",
                        TestBots.command("legal"),
                        "--p2",
                        TestBots.command("garbage"),
                        "--move-ms",
                        "3000",
                        "--log",
                        dir.resolve("verbose.json").toString(),
                        "--verbose")
                .redirectErrorStream(true)
                .start();
        String output = new String(arbitre.getInputStream().readAllBytes(), StandardCharsets.UTF_8);

        assertThat(arbitre.waitFor(30, TimeUnit.SECONDS)).isTrue();
        assertThat(arbitre.exitValue()).as(output).isZero();
        assertThat(output)
                .contains("P1 TestBot-1 > START")
                .containsPattern("P1 TestBot-1 < \\d+[RB]")
                .contains("< hello referee")
                .contains("malformed");
    }

    @Test
    void match_interruptedReferee_leavesNoBotProcessBehind() throws Exception {
        String marker = TestBots.newMarker();
        ProcessBuilder builder = new ProcessBuilder(
                        TestBots.javaBin(),
                        "-jar",
                        jar(),
                        "match",
                        "--p1",
                        TestBots.command("child"),
                        "--p2",
                        TestBots.command("silent"),
                        "--move-ms",
                        "60000",
                        "--log",
                        dir.resolve("interrupted.json").toString())
                .redirectErrorStream(true)
                .redirectOutput(dir.resolve("out.txt").toFile());
        builder.environment().put(TestBots.MARKER, marker);
        Process arbitre = builder.start();
        // Wait until the referee, both bots and player 1's child are all running.
        List<Long> running = TestBots.awaitMarked(marker, 4, 20);
        assertThat(running).as("referee, two bots and a child").hasSizeGreaterThanOrEqualTo(4);

        new ProcessBuilder("kill", "-INT", Long.toString(arbitre.pid())).start().waitFor();

        assertThat(arbitre.waitFor(20, TimeUnit.SECONDS)).isTrue();
        assertThat(TestBots.awaitNoneMarked(marker, 5))
                .as("left after Ctrl-C: %s", Files.readString(dir.resolve("out.txt")))
                .isEmpty();
        assertThat(dir.resolve("interrupted.json")).doesNotExist();
    }
}
