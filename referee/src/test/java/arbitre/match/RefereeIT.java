package arbitre.match;

import static org.assertj.core.api.Assertions.assertThat;

import arbitre.clock.TimeControl;
import arbitre.log.MatchLog;
import arbitre.log.MatchLogs;
import arbitre.process.BotSpec;
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

/** The referee against real bot processes that play well or break the protocol in one way each. */
@Timeout(value = 60, unit = TimeUnit.SECONDS)
class RefereeIT {
    private static final String LEGAL = TestBots.command("legal");

    @TempDir
    Path dir;

    @RegisterExtension
    final NoProcessLeft processes = new NoProcessLeft();

    private MatchLog play(String p1, String p2, TimeControl clock) throws Exception {
        Map<String, String> env = Map.of(TestBots.MARKER, processes.marker());
        MatchSpec spec = new MatchSpec(
                new BotSpec("one", p1, null, env),
                new BotSpec("two", p2, null, env),
                "official",
                clock,
                dir.resolve("match.json"),
                64 * 1024);
        MatchLog log = Referee.play(spec, MatchListener.NONE);
        assertThat(MatchLogs.read(dir.resolve("match.json")))
                .as("the log on disk")
                .isEqualTo(log);
        return log;
    }

    private MatchLog play(String p1, String p2, long moveMs) throws Exception {
        return play(p1, p2, new TimeControl(moveMs, 0, 0, 2000, 1000));
    }

    private static void assertForfeit(MatchLog log, int offender, Violation reason) {
        assertThat(log.result().reason())
                .as("reason; detail: %s", log.result().detail())
                .isEqualTo(reason.wireName());
        assertThat(log.result().forfeit()).isEqualTo(offender);
        assertThat(log.result().winner()).isEqualTo(3 - offender);
    }

    private static void assertFinishedByRules(MatchLog log) {
        assertThat(Violation.fromWireName(log.result().reason()))
                .as("reason %s, detail %s", log.result().reason(), log.result().detail())
                .isEmpty();
        assertThat(log.result().forfeit()).isNull();
        assertThat(log.moves()).hasSize(log.result().plies());
        int p1 = log.result().captured().get(0);
        int p2 = log.result().captured().get(1);
        assertThat(log.result().winner()).isEqualTo(p1 > p2 ? 1 : p1 < p2 ? 2 : 0);
    }

    @Test
    void referee_playsLegalBotsToTheEndByTheRules() throws Exception {
        MatchLog log = play(LEGAL, TestBots.command("random"), 2000);

        assertFinishedByRules(log);
        assertThat(log.format()).isEqualTo(1);
        assertThat(log.rules()).containsEntry("name", "official");
        assertThat(log.players()).extracting(MatchLog.Player::name).containsExactly("one", "two");
        assertThat(log.players()).allSatisfy(p -> assertThat(p.cleanExit()).isTrue());
        for (int i = 0; i < log.moves().size(); i++) {
            assertThat(log.moves().get(i).ply()).isEqualTo(i + 1);
            assertThat(log.moves().get(i).player()).isEqualTo(i % 2 + 1);
        }
        assertThat(dir.resolve(log.players().get(0).stderr())).exists();
        assertThat(log.warnings()).isEmpty();
    }

    @Test
    void referee_forfeitsBotThatNeverAnswers() throws Exception {
        MatchLog log = play(LEGAL, TestBots.command("silent"), 500);

        assertForfeit(log, 2, Violation.TIMEOUT);
        assertThat(log.result().detail()).contains("no move within 2,500 ms");
    }

    // Timing tests give every first move a grace, so that a JVM starting slowly is not what they
    // measure; the timed answers come later. How exact the referee stays over thousands of moves
    // is measured by "arbitre bench timing", not here.

    @Test
    void referee_forfeitsBotThatAnswersLate() throws Exception {
        MatchLog log = play(LEGAL, TestBots.command("delay", "700", "1", "2"), 500);

        assertForfeit(log, 2, Violation.TIMEOUT);
        assertThat(log.result().plies()).isEqualTo(3);
        assertThat(log.result().detail()).contains("500 ms");
    }

    @Test
    void referee_neverForfeitsBotThatAnswersAtSixtyPercentOfTheLimit() throws Exception {
        MatchLog log = play(LEGAL, TestBots.command("delay", "300", "8", "2"), 500);

        assertFinishedByRules(log);
        // The clock starts once the request's write has returned, which on a busy machine can be
        // a moment after the bot (weighted as the thinking one) has read it: a little under 300 ms.
        assertThat(log.moves().stream().filter(m -> m.player() == 2).skip(1).limit(8))
                .as("the referee counts the bot's thinking")
                .allSatisfy(m -> assertThat(m.ms()).isBetween(295L, 499L));
    }

    @Test
    void referee_answerFiftyMillisecondsBeforeTheLimit_isOnTime() throws Exception {
        MatchLog log = play(LEGAL, TestBots.command("delay", "950", "2", "2"), 1000);

        assertFinishedByRules(log);
    }

    @Test
    void referee_answerFiftyMillisecondsAfterTheLimit_isTimeout() throws Exception {
        MatchLog log = play(LEGAL, TestBots.command("delay", "1050", "1", "2"), 1000);

        assertForfeit(log, 2, Violation.TIMEOUT);
        assertThat(log.result().plies()).isEqualTo(3);
    }

    @Test
    void referee_forfeitsGarbage() throws Exception {
        MatchLog log = play(TestBots.command("garbage"), LEGAL, 2000);

        assertForfeit(log, 1, Violation.MALFORMED);
        assertThat(log.result().detail()).contains("hello referee").contains("ply 1");
    }

    @Test
    void referee_forfeitsMoveFromOpponentsHole() throws Exception {
        MatchLog log = play(LEGAL, TestBots.command("illegal"), 2000);

        assertForfeit(log, 2, Violation.ILLEGAL_MOVE);
        assertThat(log.result().detail()).contains("ply 2").contains("belongs to player 1");
    }

    @Test
    void referee_forfeitsMoveOfAColorTheHoleLacks() throws Exception {
        MatchLog log = play(LEGAL, TestBots.command("empty-color"), 2000);

        assertForfeit(log, 2, Violation.ILLEGAL_MOVE);
        assertThat(log.result().plies()).isEqualTo(3);
        assertThat(log.result().detail()).containsPattern("hole \\d+ has no (red|blue|transparent) seeds");
    }

    @Test
    void referee_forfeitsHundredMegabyteLineWithoutNewline() throws Exception {
        MatchLog log = play(TestBots.command("huge-line"), LEGAL, 3000);

        assertForfeit(log, 1, Violation.MALFORMED);
        assertThat(log.result().detail()).contains("longer than 4096 bytes");
    }

    @Test
    void referee_forfeitsInvalidUtf8() throws Exception {
        MatchLog log = play(TestBots.command("invalid-utf8"), LEGAL, 2000);

        assertForfeit(log, 1, Violation.MALFORMED);
        assertThat(log.result().detail()).contains("\\ufffd");
    }

    @Test
    void referee_forfeitsSecondLineOfTwoAsOutOfTurn() throws Exception {
        MatchLog log = play(TestBots.command("two-lines"), LEGAL, 2000);

        assertForfeit(log, 1, Violation.OUT_OF_TURN);
        assertThat(log.result().plies()).isEqualTo(1);
    }

    @Test
    void referee_forfeitsLineBeforeItsTurn() throws Exception {
        MatchLog log = play(TestBots.command("delay", "800", "1"), TestBots.command("early"), 3000);

        assertForfeit(log, 2, Violation.OUT_OF_TURN);
        assertThat(log.result().detail()).contains("'1R'").contains("player 1 was to move");
        assertThat(log.result().plies()).isZero();
    }

    @Test
    void referee_forfeitsBotThatExitsMidGame() throws Exception {
        MatchLog log = play(LEGAL, TestBots.command("exit-mid", "3"), 2000);

        assertForfeit(log, 2, Violation.CRASH);
        assertThat(log.result().detail()).contains("exited with code 3");
        assertThat(log.result().plies()).isEqualTo(5);
    }

    @Test
    void referee_forfeitsBotThatClosesStdoutButKeepsRunning() throws Exception {
        MatchLog log = play(TestBots.command("close-stdout", "2"), LEGAL, 2000);

        assertForfeit(log, 1, Violation.CRASH);
        assertThat(log.result().detail()).contains("closed its standard output");
    }

    @Test
    void referee_killsBotThatIgnoresSigterm() throws Exception {
        MatchLog log = play(LEGAL, TestBots.command("ignore-term"), 2000);

        assertFinishedByRules(log);
        assertThat(log.players().get(1).cleanExit()).isFalse();
        assertThat(log.warnings())
                .anySatisfy(w -> assertThat(w).contains("player 2").contains("was stopped"));
    }

    @Test
    void referee_stopsChildProcessThatWouldOutliveItsBot() throws Exception {
        MatchLog log = play(TestBots.command("child"), LEGAL, 2000);

        assertFinishedByRules(log);
        assertThat(log.warnings())
                .anySatisfy(w -> assertThat(w).contains("player 1").contains("left 1 process"));
        assertThat(log.players())
                .extracting(MatchLog.Player::processesLeftBehind)
                .containsExactly(1, 0);
        // noProcessLeft() checks that the child is gone.
    }

    @Test
    void referee_drainsBotThatFloodsStderr() throws Exception {
        MatchLog log = play(TestBots.command("flood-stderr"), LEGAL, 2000);

        assertFinishedByRules(log);
        Path stderr = dir.resolve(log.players().get(0).stderr());
        // The first 64 KiB, the note of what was cut, and the last 64 KiB.
        assertThat(Files.size(stderr)).isBetween(2 * 64L * 1024, 2 * 64L * 1024 + 200);
        assertThat(Files.readString(stderr)).contains("[arbitre: standard error cut after 65536 bytes;");
    }

    @Test
    void referee_keepsBoundedLeftoversOfABotThatFloodsAfterTheGame() throws Exception {
        MatchLog log = play(LEGAL, TestBots.command("flood-result"), 2000);

        assertFinishedByRules(log);
        assertThat(log.ignored()).filteredOn(line -> line.player() == 2).hasSizeBetween(1, 100);
        assertThat(log.players().get(1).ignoredDropped()).isPositive();
        assertThat(log.claims()).filteredOn(claim -> claim.player() == 2).hasSizeBetween(1, 10);
        assertThat(log.warnings()).hasSizeLessThan(20);
        assertThat(log.players().get(1).cleanExit()).isFalse();
        assertThat(Files.size(dir.resolve("match.json"))).isLessThan(64 * 1024);
    }

    @Test
    void referee_acceptsCrLfAndLowerCase() throws Exception {
        MatchLog log = play(TestBots.command("crlf-lower"), TestBots.command("crlf-lower"), 2000);

        assertFinishedByRules(log);
        assertThat(log.moves()).allSatisfy(m -> assertThat(m.move()).matches("\\d{1,2}(R|B|TR|TB)"));
    }

    @Test
    void referee_acceptsTheCourseWayOfEndingAGame() throws Exception {
        MatchLog log = play(TestBots.command("course-result"), TestBots.command("course-result"), 2000);

        assertFinishedByRules(log);
        assertThat(log.warnings()).isEmpty();
    }

    @Test
    void referee_warnsWhenAClaimedScoreDiffersFromTheEngine() throws Exception {
        MatchLog log = play(TestBots.command("course-result-wrong"), TestBots.command("course-result-wrong"), 2000);

        assertFinishedByRules(log);
        assertThat(log.ignored()).anySatisfy(line -> assertThat(line.line()).startsWith("RESULT "));
        assertThat(log.warnings())
                .anySatisfy(w -> assertThat(w)
                        .contains("claimed a score of")
                        .contains("the engine counts " + log.result().captured().get(0) + "-"
                                + log.result().captured().get(1)));
        assertThat(log.claims())
                .isNotEmpty()
                .allSatisfy(claim -> assertThat(claim.counted())
                        .isEqualTo(log.result().captured())
                        .isNotEqualTo(claim.claimed()));
    }

    @Test
    void referee_botComputingBeforeItsFirstRead_startsOffTheClock_andPlaysWithoutGrace() throws Exception {
        // 1.5 s of start-up work under a 300 ms limit and no first-move grace: it lost at ply 0
        // while the clock ran from the process's start.
        MatchLog log = play(TestBots.command("slow-start", "1500"), LEGAL, new TimeControl(300, 0, 0, 0, 1000));

        assertFinishedByRules(log);
        assertThat(log.clocking().startupMs().get(0)).isGreaterThanOrEqualTo(1400);
        assertThat(log.clocking().startupMs().get(1)).isGreaterThanOrEqualTo(0);
        assertThat(log.moves()).allSatisfy(move -> assertThat(move.ms()).isLessThan(300));
    }

    @Test
    void referee_botNotReadyWithinTheStartUpLimit_isNoStart() throws Exception {
        MatchLog log = play(
                LEGAL,
                TestBots.command("never-ready"),
                new TimeControl(300, 0, 0, 0, 1000).withPolicy(1500, TimeControl.WALL, false));

        assertForfeit(log, 2, Violation.NO_START);
        assertThat(log.result().detail()).contains("not ready within the start-up limit of 1,500 ms");
        assertThat(log.moves()).isEmpty();
    }

    @Test
    void referee_botExitingBeforeTheGame_isNoStartWithItsExitCode() throws Exception {
        MatchLog log = play(LEGAL, "python3 -c \"import sys; sys.exit('cannot open the weights file')\"", 2000);

        assertForfeit(log, 2, Violation.NO_START);
        assertThat(log.result().detail()).contains("exited with code 1 while starting up");
    }

    @Test
    void referee_movesRecordCpuTimeRunQueueWaitAndTheRefereesLatency() throws Exception {
        MatchLog log = play(LEGAL, TestBots.command("busy", "60", "1", "2"), 2000);

        assertFinishedByRules(log);
        MatchLog.Move busy = log.moves().stream()
                .filter(m -> m.player() == 2)
                .skip(1)
                .findFirst()
                .orElseThrow();
        assertThat(busy.cpuMs()).as("the bot computed 60 ms").isGreaterThanOrEqualTo(30);
        assertThat(busy.waitMs()).isNotNull().isGreaterThanOrEqualTo(0);
        assertThat(log.moves().subList(1, log.moves().size()))
                .allSatisfy(move -> assertThat(move.latencyUs()).isNotNull());
    }

    @Test
    void referee_botWhoseChildrenSpinBetweenItsTurns_cannotTakeTheThinkingBotsCpu() throws Exception {
        assertThat(arbitre.process.BotCgroup.available())
                .as("exclusive turns need control groups: a referee running as root, as on CI")
                .isTrue();
        List<Integer> cpus = arbitre.process.Cpus.allowed();
        int cpu = cpus.get(cpus.size() - 1);
        TimeControl clock = new TimeControl(2000, 0, 0, 0, 1000);
        String thinker = TestBots.command("busy", "150", "6", "2");
        String spinner = TestBots.command("spin-children");

        double exclusive = cpuShare(playOn(cpu, thinker, spinner, clock, "exclusive.json"));
        double pondering = cpuShare(
                playOn(cpu, thinker, spinner, clock.withPolicy(10_000, TimeControl.WALL, true), "ponder.json"));

        // Both bots on one CPU: with exclusive turns the thinker has it nearly alone; when the
        // spinner may ponder, its group takes about half.
        assertThat(exclusive)
                .as(
                        "the thinker's CPU time over its moves' time: exclusive %.2f, pondering allowed %.2f",
                        exclusive, pondering)
                .isGreaterThan(1.15 * pondering);
    }

    private MatchLog playOn(int cpu, String p1, String p2, TimeControl clock, String name) throws Exception {
        MatchSpec spec = new MatchSpec(
                        new BotSpec("one", p1, null, Map.of()),
                        new BotSpec("two", p2, null, Map.of()),
                        "official",
                        clock,
                        dir.resolve(name),
                        MatchSpec.DEFAULT_STDERR_CAP)
                .onCpu(cpu);
        return Referee.play(spec, MatchListener.NONE);
    }

    /** The CPU time player 1 got over the time of its moves that computed. */
    private static double cpuShare(MatchLog log) {
        long cpu = 0;
        long wall = 0;
        for (MatchLog.Move move : log.moves()) {
            if (move.player() == 1 && move.ms() >= 100 && move.cpuMs() != null) {
                cpu += move.cpuMs();
                wall += move.ms();
            }
        }
        assertThat(wall).as("player 1's computed moves in %s", log.result()).isGreaterThan(0);
        return (double) cpu / wall;
    }

    @Test
    void referee_botKilledByASignalDuringTheGame_isACrashThatNamesTheSignal() throws Exception {
        MatchLog log = play(LEGAL, "sh -c 'read request; kill -SEGV $$'", 2000);

        assertThat(log.result().reason()).isEqualTo("crash");
        assertThat(log.result().forfeit()).isEqualTo(2);
        assertThat(log.result().detail())
                .contains("exited with code 139 during the game: killed by signal 11 (segmentation fault)");
    }

    @Test
    void referee_botThatCrashesAfterTheGame_isNotACleanExitAndIsWarnedOf() throws Exception {
        MatchLog log = play(LEGAL, TestBots.command("abort-after-result"), 2000);

        assertFinishedByRules(log);
        MatchLog.Player crashed = log.players().get(1);
        assertThat(crashed.exitCode()).isEqualTo(134);
        assertThat(crashed.cleanExit()).isFalse();
        assertThat(log.players().get(0).cleanExit()).isTrue();
        assertThat(log.warnings())
                .anySatisfy(w -> assertThat(w).contains("player 2").contains("exited with code 134 after the game"));
    }

    @Test
    void referee_missingCommandIsNoStart() throws Exception {
        MatchLog log = play(LEGAL, "./no-such-bot --fast", 2000);

        assertForfeit(log, 2, Violation.NO_START);
        assertThat(log.result().detail()).contains("command not found: ./no-such-bot");
        assertThat(log.players().get(0).cleanExit()).isTrue();
    }

    @Test
    void referee_neitherBotStarting_isADrawWithBothForfeiting() throws Exception {
        MatchLog log = play("no-such-command-anywhere", "./nor-this-one", 2000);

        assertThat(log.result().reason()).isEqualTo("no-start");
        assertThat(log.result().winner()).isZero();
        assertThat(log.result().forfeit()).isZero();
    }

    @Test
    void referee_timeBankRunsOutBeforeTheMoveLimit() throws Exception {
        // 250 ms a move against a bank of 1 s: the fourth slow answer cannot fit (the first, within
        // the grace, is quick).
        MatchLog log =
                play(LEGAL, TestBots.command("delay", "250", "100", "2"), new TimeControl(1000, 1000, 0, 2000, 1000));

        assertForfeit(log, 2, Violation.TIMEOUT);
        assertThat(log.result().detail()).contains("time bank");
        assertThat(log.moves().stream().filter(m -> m.player() == 2).count()).isBetween(3L, 5L);
    }

    @Test
    void referee_passesHintsAndQuotedArgumentsUnchanged() throws Exception {
        Path script = dir.resolve("echo args.sh");
        Files.writeString(
                script,
                "#!/bin/sh\nprintf '%s|' \"$@\" \"$ARBITRE_PLAYER\" \"$ARBITRE_RULES\" "
                        + "\"$ARBITRE_MOVE_MS\" >&2\nexit 0\n");
        script.toFile().setExecutable(true);

        MatchLog log = play(LEGAL, "'" + script + "' \"two words\" 'it''s' a\\ b", 1500);

        // It exits before its first message: it never got to play.
        assertForfeit(log, 2, Violation.NO_START);
        assertThat(Files.readString(dir.resolve(log.players().get(1).stderr())))
                .isEqualTo("two words|its|a b|2|official|1500|");
    }
}
