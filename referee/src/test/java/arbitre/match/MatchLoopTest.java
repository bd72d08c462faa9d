package arbitre.match;

import static arbitre.match.FakeBot.line;
import static org.assertj.core.api.Assertions.assertThat;

import arbitre.clock.Clock;
import arbitre.clock.TimeControl;
import arbitre.engine.awale.Board;
import arbitre.engine.awale.Moves;
import arbitre.engine.awale.RuleSet;
import arbitre.game.Game;
import arbitre.game.GameRegistry;
import arbitre.game.awale.AwaleCodec;
import arbitre.game.awale.AwaleType;
import arbitre.log.MatchLog;
import arbitre.process.BotEvent;
import arbitre.process.CpuTimes;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.BiConsumer;
import java.util.function.BiFunction;
import java.util.function.Function;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The match loop against fake bots on a fake clock: no process, no wall-clock time measured. */
class MatchLoopTest {
    private static final TimeControl CLOCK = TimeControl.perMove(1000);

    private final BlockingQueue<BotEvent> events = new LinkedBlockingQueue<>();
    private final AtomicLong clock = new AtomicLong(5_000_000_000L);
    /** Bot 2's CPU time in milliseconds, each time the loop reads it. */
    /** What the scheduler counted for bot 2, in milliseconds of CPU time and run-queue wait, at each reading. */
    private java.util.function.Supplier<CpuTimes> timesOfBot2 = () -> CpuTimes.UNKNOWN;

    private final MatchRecorder recorder = new MatchRecorder();
    /** Sets the fake bots up before the game (how they start, what the scheduler counts). */
    private BiConsumer<FakeBot, FakeBot> prepare = (one, two) -> {};

    private FakeBot bot1;
    private FakeBot bot2;
    private Seat seat1;
    private Seat seat2;
    private MatchLoop loop;

    /**
     * An Awale player that keeps the board and answers the first legal move; {@code answer} turns
     * its n-th answer (from 1) and that move into the events it writes.
     */
    private Function<String, List<BotEvent>> awale(int player, BiFunction<Integer, String, List<BotEvent>> answer) {
        Board board = Board.start(RuleSet.OFFICIAL);
        int[] moves = new int[Moves.MAX_LEGAL];
        int[] answers = {0};
        return received -> {
            if (received.startsWith("RESULT") || received.startsWith("END")) {
                return List.of();
            }
            if (!received.equals("START")) {
                for (String move : received.split(" ")) {
                    board.play(Moves.parse(move));
                }
            }
            board.legalMoves(moves);
            String move = Moves.format(moves[0]);
            board.play(moves[0]);
            return answer.apply(++answers[0], move);
        };
    }

    private Function<String, List<BotEvent>> legal(int player, long thinkMs) {
        return awale(player, (n, move) -> List.of(line(player, move, thinkMs)));
    }

    private Ending play(
            Game game,
            TimeControl control,
            Function<String, List<BotEvent>> script1,
            Function<String, List<BotEvent>> script2)
            throws InterruptedException {
        bot1 = new FakeBot(1, events, clock, script1);
        bot2 = new FakeBot(2, events, clock, script2);
        bot2.times = timesOfBot2;
        prepare.accept(bot1, bot2);
        seat1 = Seat.started(1, "one", bot1, AwaleCodec.INSTANCE, new Clock(control));
        seat2 = Seat.started(2, "two", bot2, AwaleCodec.INSTANCE, new Clock(control));
        loop = new MatchLoop(game, seat1, seat2, events, MatchListener.NONE, recorder, null, clock::get);
        return loop.play(List.of());
    }

    /** As {@link #play}, both bots in the default sandbox. */
    private Ending playSandboxed(
            TimeControl control,
            Function<String, List<BotEvent>> script1,
            Function<String, List<BotEvent>> script2,
            arbitre.sandbox.Limit hitBy2)
            throws InterruptedException {
        bot1 = new FakeBot(1, events, clock, script1);
        bot2 = new FakeBot(2, events, clock, script2);
        bot2.limitHit = hitBy2;
        seat1 = Seat.started(1, "one", bot1, AwaleCodec.INSTANCE, new Clock(control));
        seat2 = Seat.started(2, "two", bot2, AwaleCodec.INSTANCE, new Clock(control));
        loop = new MatchLoop(
                GameRegistry.get(AwaleType.NAME).start("official", "standard"),
                seat1,
                seat2,
                events,
                MatchListener.NONE,
                recorder,
                arbitre.sandbox.SandboxSpec.DEFAULT,
                clock::get);
        return loop.play(List.of());
    }

    private Ending playAwale(
            TimeControl control, Function<String, List<BotEvent>> script1, Function<String, List<BotEvent>> script2)
            throws InterruptedException {
        return play(GameRegistry.get(AwaleType.NAME).start("official", "standard"), control, script1, script2);
    }

    private static void assertForfeit(Ending ending, int offender, Violation violation) {
        assertThat(ending).isInstanceOfSatisfying(Ending.Forfeit.class, forfeit -> {
            assertThat(forfeit.violation()).as(forfeit.detail()).isEqualTo(violation);
            assertThat(forfeit.offender()).isEqualTo(offender);
        });
        assertThat(ending.winner()).isEqualTo(3 - offender);
    }

    @Test
    void play_legalBots_endsByTheRulesWithEveryPlyRecorded() throws Exception {
        Game game = GameRegistry.get(AwaleType.NAME).start("official", "standard");

        Ending ending = play(game, CLOCK, legal(1, 7), legal(2, 3));

        assertThat(ending).isInstanceOf(Ending.ByRules.class);
        assertThat(AwaleType.INSTANCE.endReasons()).contains(ending.reason());
        assertThat(ending.winner()).isEqualTo(game.winner());
        List<MatchLog.Move> moves = recorder.moves();
        assertThat(moves).hasSize(game.ply());
        assertThat(moves).allSatisfy(m -> assertThat(m.player()).isEqualTo(m.ply() % 2 == 1 ? 1 : 2));
        assertThat(moves).allSatisfy(m -> assertThat(m.ms()).isEqualTo(m.player() == 1 ? 7 : 3));
        assertThat(bot1.received.get(0)).isEqualTo("START");
        assertThat(bot2.received.get(0)).isEqualTo(moves.get(0).move());
        assertThat(bot1.received.get(1)).isEqualTo(moves.get(1).move());
    }

    @Test
    void play_answerPastTheLimit_isTimeoutSayingWhenTheMoveArrived() throws Exception {
        Ending ending = playAwale(
                TimeControl.perMove(1000),
                legal(1, 10),
                awale(2, (n, move) -> List.of(line(2, move, n == 3 ? 1412 : 10))));

        assertForfeit(ending, 2, Violation.TIMEOUT);
        assertThat(((Ending.Forfeit) ending).detail()).isEqualTo("answered after 1,412 ms; the limit is 1,000 ms");
        assertThat(recorder.moves()).hasSize(5);
    }

    @Test
    void play_noAnswerAtAll_isTimeoutAtTheDeadline() throws Exception {
        Ending ending = playAwale(TimeControl.perMove(20), received -> List.of(), legal(2, 1));

        assertForfeit(ending, 1, Violation.TIMEOUT);
        assertThat(((Ending.Forfeit) ending).detail()).isEqualTo("no move within 20 ms");
    }

    @Test
    void play_moveFromTheOpponentsHole_isIllegalWithTheMoveRecorded() throws Exception {
        Ending ending = playAwale(CLOCK, awale(1, (n, move) -> List.of(line(1, "2R", 1))), legal(2, 1));

        assertForfeit(ending, 1, Violation.ILLEGAL_MOVE);
        assertThat(((Ending.Forfeit) ending).move()).isEqualTo("2R");
        assertThat(recorder.moves()).isEmpty();
    }

    @Test
    void play_lineThatIsNoMove_isMalformed() throws Exception {
        Ending ending = playAwale(CLOCK, legal(1, 1), awale(2, (n, move) -> List.of(line(2, "hello\u0007", 1))));

        assertForfeit(ending, 2, Violation.MALFORMED);
        assertThat(((Ending.Forfeit) ending).move()).isEqualTo("hello\\u0007");
    }

    @Test
    void play_proseInPlaceOfAMove_isMalformedAdvisingStandardError() throws Exception {
        Ending ending =
                playAwale(CLOCK, legal(1, 1), awale(2, (n, move) -> List.of(line(2, "thinking about move 3...", 1))));

        assertForfeit(ending, 2, Violation.MALFORMED);
        Ending.Forfeit forfeit = (Ending.Forfeit) ending;
        assertThat(forfeit.detail())
                .isEqualTo("ply 2: 'thinking about move 3...' is not a move: only moves go to "
                        + "standard output; write debug output to standard error");
        assertThat(forfeit.diagnosis()).isEqualTo(Diagnosis.DEBUG_OUTPUT);
    }

    @Test
    void play_proseOutOfTurn_isOutOfTurnAdvisingStandardError() throws Exception {
        Ending ending = playAwale(
                CLOCK, awale(1, (n, move) -> List.of(line(1, move, 1), line(1, "Score: 12", 2))), legal(2, 5));

        assertForfeit(ending, 1, Violation.OUT_OF_TURN);
        Ending.Forfeit forfeit = (Ending.Forfeit) ending;
        assertThat(forfeit.detail())
                .isEqualTo("wrote 'Score: 12' while player 2 was to move: only moves go to "
                        + "standard output; write debug output to standard error");
        assertThat(forfeit.diagnosis()).isEqualTo(Diagnosis.DEBUG_OUTPUT);
    }

    @Test
    void play_misspelledMove_isMalformedWithoutAdvice() throws Exception {
        Ending ending = playAwale(CLOCK, legal(1, 1), awale(2, (n, move) -> List.of(line(2, "14 TB", 1))));

        assertForfeit(ending, 2, Violation.MALFORMED);
        assertThat(((Ending.Forfeit) ending).diagnosis()).isNull();
    }

    @Test
    void play_overlongLine_isMalformed() throws Exception {
        Ending ending = playAwale(CLOCK, received -> List.of(new BotEvent.Overlong(1, 4096, 0)), legal(2, 1));

        assertForfeit(ending, 1, Violation.MALFORMED);
        assertThat(((Ending.Forfeit) ending).detail()).isEqualTo("a line longer than 4096 bytes");
    }

    @Test
    void play_lineFromTheBotNotToMove_isOutOfTurn() throws Exception {
        Ending ending = playAwale(
                CLOCK,
                awale(1, (n, move) -> n == 2 ? List.of(line(2, "4B", 0), line(1, move, 1)) : List.of(line(1, move, 1))),
                legal(2, 1));

        assertForfeit(ending, 2, Violation.OUT_OF_TURN);
        assertThat(recorder.moves()).hasSize(2);
    }

    @Test
    void play_courseResultLineOutOfTurn_isIgnoredAndTheGameGoesOn() throws Exception {
        Ending ending = playAwale(
                CLOCK,
                awale(
                        1,
                        (n, move) -> n == 2
                                ? List.of(line(2, "RESULT 1R 99 99", 0), line(1, move, 1))
                                : List.of(line(1, move, 1))),
                legal(2, 1));

        assertThat(ending).isInstanceOf(Ending.ByRules.class);
        MatchLog log =
                recorder.log(spec(), GameRegistry.defaultGame().start(null, null), ending, seat(1), seat(2), "a", "b");
        assertThat(log.ignored()).extracting(MatchLog.IgnoredLine::line).containsExactly("RESULT 1R 99 99");
    }

    @Test
    void play_botThatExits_isACrashWithItsExitCode() throws Exception {
        Ending ending = playAwale(
                CLOCK,
                legal(1, 1),
                awale(2, (n, move) -> n == 4 ? List.of(new BotEvent.Exited(2, 3, 0)) : List.of(line(2, move, 1))));

        assertForfeit(ending, 2, Violation.CRASH);
        assertThat(((Ending.Forfeit) ending).detail()).isEqualTo("exited with code 3 during the game");
    }

    @Test
    void play_sandboxedBotKilledOverTheWholeBotMemory_isACrashDiagnosedAsTheMemoryLimit() throws Exception {
        Ending ending = playSandboxed(
                CLOCK,
                legal(1, 1),
                awale(2, (n, move) -> n == 4 ? List.of(new BotEvent.Exited(2, 137, 0)) : List.of(line(2, move, 1))),
                arbitre.sandbox.Limit.MEMORY);

        assertForfeit(ending, 2, Violation.CRASH);
        assertThat(((Ending.Forfeit) ending).diagnosis()).isEqualTo(Diagnosis.MEMORY_LIMIT);
    }

    @Test
    void play_sandboxedBotKilledBySigxcpu_isACrashDiagnosedAsTheCpuLimit() throws Exception {
        Ending ending = playSandboxed(
                CLOCK,
                legal(1, 1),
                awale(
                        2,
                        (n, move) -> n == 4 ? List.of(new BotEvent.Exited(2, 128 + 24, 0)) : List.of(line(2, move, 1))),
                null);

        assertForfeit(ending, 2, Violation.CRASH);
        assertThat(((Ending.Forfeit) ending).diagnosis()).isEqualTo(Diagnosis.CPU_LIMIT);
        assertThat(((Ending.Forfeit) ending).detail()).contains("killed by signal 24 (CPU time limit)");
    }

    @Test
    void play_sandboxedBotThatExitsWithAnOrdinaryCode_hasNoLimitDiagnosis() throws Exception {
        Ending ending = playSandboxed(
                CLOCK,
                legal(1, 1),
                awale(2, (n, move) -> n == 4 ? List.of(new BotEvent.Exited(2, 3, 0)) : List.of(line(2, move, 1))),
                null);

        assertForfeit(ending, 2, Violation.CRASH);
        assertThat(((Ending.Forfeit) ending).diagnosis()).isNull();
    }

    @Test
    void play_bankRunsOutDespiteTheIncrement_isTimeoutAtTheSixthMove() throws Exception {
        // Bank 300 ms, 50 ms back after each move of 100 ms: 250, 200, 150, 100, 50 left; the sixth
        // move may take only those 50 ms.
        TimeControl bank = new TimeControl(1000, 300, 50, 0, 1000);

        Ending ending = playAwale(bank, legal(1, 100), legal(2, 1));

        assertForfeit(ending, 1, Violation.TIMEOUT);
        assertThat(((Ending.Forfeit) ending).detail())
                .isEqualTo("answered after 100 ms; the limit is 50 ms (what was left of the time bank)");
        assertThat(recorder.moves()).filteredOn(m -> m.player() == 1).hasSize(5);
    }

    @Test
    void play_firstMoveGrace_coversOnlyTheFirstMove() throws Exception {
        TimeControl grace = new TimeControl(100, 0, 0, 500, 1000);

        Ending ending = playAwale(grace, awale(1, (n, move) -> List.of(line(1, move, 450))), legal(2, 1));

        assertForfeit(ending, 1, Violation.TIMEOUT);
        assertThat(((Ending.Forfeit) ending).detail()).isEqualTo("answered after 450 ms; the limit is 100 ms");
        assertThat(recorder.moves()).filteredOn(m -> m.player() == 1).hasSize(1);
    }

    @Test
    void play_moveLateByLessThanTheMargin_countsAndIsRecordedAsLate() throws Exception {
        TimeControl margin = new TimeControl(100, 0, 0, 0, 1000, 50);

        Ending ending = playAwale(margin, legal(1, 1), awale(2, (n, move) -> List.of(line(2, move, n == 2 ? 130 : 1))));

        assertThat(ending).isInstanceOf(Ending.ByRules.class);
        assertThat(recorder.lateMoves()).containsExactly(new MatchLog.LateMove(4, 2, 30));
        MatchLog log = recorder.log(
                spec(margin), GameRegistry.defaultGame().start(null, null), ending, seat(1), seat(2), "a", "b");
        assertThat(log.lateMoves()).containsExactly(new MatchLog.LateMove(4, 2, 30));
        assertThat(log.warnings())
                .contains(
                        "player 2 (two) answered 30 ms after its limit at ply 4, within the " + "time margin of 50 ms");
    }

    @Test
    void play_moveLateByMoreThanTheMargin_isTimeout() throws Exception {
        TimeControl margin = new TimeControl(100, 0, 0, 0, 1000, 50);

        Ending ending = playAwale(margin, legal(1, 1), awale(2, (n, move) -> List.of(line(2, move, n == 2 ? 151 : 1))));

        assertForfeit(ending, 2, Violation.TIMEOUT);
        assertThat(((Ending.Forfeit) ending).detail())
                .isEqualTo("answered after 151 ms; the limit is 100 ms, with a time margin of 50 ms");
        assertThat(recorder.lateMoves()).isEmpty();
    }

    @Test
    void play_withoutAMargin_aMoveOneMillisecondLateIsTimeout() throws Exception {
        Ending ending = playAwale(TimeControl.perMove(100), legal(1, 101), legal(2, 1));

        assertForfeit(ending, 1, Violation.TIMEOUT);
        assertThat(recorder.lateMoves()).isEmpty();
    }

    @Test
    void explain_moveThatCameWithTheExitAfterEnd_isUnflushedOutput() throws Exception {
        Ending ending = playAwale(TimeControl.perMove(20), legal(1, 1), unflushed(2, 3));

        Ending explained = endGame(ending);

        assertForfeit(explained, 2, Violation.TIMEOUT);
        Ending.Forfeit forfeit = (Ending.Forfeit) explained;
        assertThat(forfeit.detail())
                .isEqualTo("no move within 20 ms; your move arrived only when your program "
                        + "exited: flush standard output after each move (`fflush(stdout)`, `print(..., flush=True)`, "
                        + "`System.out.flush()`)");
        assertThat(forfeit.diagnosis()).isEqualTo(Diagnosis.UNFLUSHED_OUTPUT);
    }

    @Test
    void explain_moveWithTheExit_ofABotThinkingAtItsDeadline_isLate_notUnflushed() throws Exception {
        // Each reading finds 80 ms more: the bot was busy through the last 50 ms before its deadline.
        AtomicLong cpu = new AtomicLong();
        timesOfBot2 = () -> new CpuTimes(cpu.addAndGet(80_000_000L), 0);
        Ending explained = unflushedThirdMoveOfBot2();

        assertThat(((Ending.Forfeit) explained).detail())
                .startsWith("answered after ")
                .endsWith("; the limit is 100 ms")
                .doesNotContain("flush");
        assertThat(((Ending.Forfeit) explained).diagnosis()).isNull();
    }

    @Test
    void turns_eachBotIsGivenTheThinkingWeightBeforeItsRequest_andTheWaitingOneAfterItsAnswer() throws Exception {
        playAwale(TimeControl.perMove(1000), legal(1, 1), legal(2, 1));

        // It wakes to read its request already weighted as the thinking bot.
        assertThat(bot1.timeline.subList(0, 2)).containsExactly("thinking", "line START");
        assertThat(bot2.timeline.subList(0, 3)).containsExactly("waiting", "thinking", "line " + bot2.received.get(0));
        for (FakeBot bot : List.of(bot1, bot2)) {
            for (int i = 0; i < bot.timeline.size(); i++) {
                if (bot.timeline.get(i).startsWith("line ")
                        && !bot.timeline.get(i).startsWith("line RESULT")
                        && !bot.timeline.get(i).startsWith("line END")) {
                    assertThat(bot.timeline.get(i - 1))
                            .as(bot.timeline.toString())
                            .isEqualTo("thinking");
                }
            }
        }
    }

    @Test
    void explain_moveWithTheExit_ofABotKeptOffTheCpuAtItsDeadline_isNotCalledUnflushed() throws Exception {
        // Each reading finds 30 ms more CPU time and 60 ms more waiting for a CPU: a bot that wanted
        // to run (a loaded machine, its own threads), whose move then came just as the end began.
        AtomicLong cpu = new AtomicLong();
        AtomicLong wait = new AtomicLong();
        timesOfBot2 = () -> new CpuTimes(cpu.addAndGet(30_000_000L), wait.addAndGet(60_000_000L));
        Ending explained = unflushedThirdMoveOfBot2();

        assertThat(((Ending.Forfeit) explained).detail()).doesNotContain("flush");
        assertThat(((Ending.Forfeit) explained).diagnosis()).isNotEqualTo(Diagnosis.UNFLUSHED_OUTPUT);
    }

    @Test
    void explain_moveWithTheExit_ofABotNotReadingItsInputAtItsDeadline_isLate_notUnflushed() throws Exception {
        // Asleep in its own timer with no CPU used, as a bot that waits out its thinking time, and
        // seen not to be reading its input: its move was still to come.
        timesOfBot2 = () -> new CpuTimes(1_234_000_000L, 0);
        prepare = (one, two) -> two.waitingForInput = false;
        Ending explained = unflushedThirdMoveOfBot2();

        assertThat(((Ending.Forfeit) explained).detail())
                .startsWith("answered after ")
                .doesNotContain("flush");
    }

    @Test
    void explain_moveWithTheExit_ofABotSeenReadingItsInputAtItsDeadline_isUnflushedOutput() throws Exception {
        AtomicLong cpu = new AtomicLong();
        timesOfBot2 = () -> new CpuTimes(cpu.addAndGet(80_000_000L), 0);
        prepare = (one, two) -> two.waitingForInput = true;
        Ending explained = unflushedThirdMoveOfBot2();

        assertThat(((Ending.Forfeit) explained).diagnosis()).isEqualTo(Diagnosis.UNFLUSHED_OUTPUT);
    }

    @Test
    void explain_moveWithTheExit_ofABotWaitingForInputAtItsDeadline_isUnflushedOutput() throws Exception {
        timesOfBot2 = () -> new CpuTimes(1_234_000_000L, 0);
        Ending explained = unflushedThirdMoveOfBot2();

        assertThat(((Ending.Forfeit) explained).diagnosis()).isEqualTo(Diagnosis.UNFLUSHED_OUTPUT);
    }

    @ParameterizedTest(name = "CPU {0} ms then {1} ms over {2} ms: {3}")
    @CsvSource({
        "100, 150, 100, true",
        "100, 125, 50, true",
        "100, 130, 100, true",
        "100, 110, 100, false",
        "100, 100, 50, false",
        "-1, 100, 100, ",
        "100, 90, 100, ",
        "100, 200, 30, ",
    })
    void thinking_cpuTimeOverTheWindow_tellsThinkingFromWaiting(
            long before, long after, long windowMs, Boolean expected) {
        assertThat(MatchLoop.thinking(ms(before, 0), ms(after, 0), windowMs * 1_000_000))
                .isEqualTo(expected);
    }

    @Test
    void thinking_botKeptOffTheCpuNearItsDeadline_wasThinkingNotWaitingForInput() {
        // 5 ms of CPU and 40 ms waiting for one in a 50 ms window: it wanted to run all along (a
        // loaded machine), which a bot whose move sat unflushed in its buffer does not.
        assertThat(MatchLoop.thinking(ms(100, 10), ms(105, 50), 50_000_000)).isTrue();
        assertThat(MatchLoop.thinking(ms(100, -1), ms(105, -1), 50_000_000)).isFalse();
    }

    private static arbitre.process.CpuTimes ms(long cpuMs, long waitMs) {
        return new arbitre.process.CpuTimes(cpuMs < 0 ? -1 : cpuMs * 1_000_000, waitMs < 0 ? -1 : waitMs * 1_000_000);
    }

    @Test
    void explain_moveThatCameLongAfterTheEndBegan_saysWhenItCame() throws Exception {
        Ending ending = playAwale(
                TimeControl.perMove(20),
                legal(1, 1),
                awale(2, (n, move) -> n == 2 ? List.of() : List.of(line(2, move, 1))));
        bot2.onEnd(received -> received.startsWith("RESULT") ? List.of(line(2, "1R", 1387)) : List.of());

        Ending explained = endGame(ending);

        assertForfeit(explained, 2, Violation.TIMEOUT);
        assertThat(((Ending.Forfeit) explained).detail()).isEqualTo("answered after 1,412 ms; the limit is 20 ms");
        assertThat(((Ending.Forfeit) explained).diagnosis()).isNull();
    }

    @Test
    void explain_botThatNeverAnswers_keepsTheTimeout() throws Exception {
        Ending ending = playAwale(TimeControl.perMove(20), received -> List.of(), legal(2, 1));

        Ending explained = endGame(ending);

        assertThat(explained).isEqualTo(ending);
        assertThat(((Ending.Forfeit) explained).detail()).isEqualTo("no move within 20 ms");
    }

    @Test
    void log_auditFields_recordTheVersionEachBotsSeedAndFolder() throws Exception {
        Ending ending = playAwale(CLOCK, legal(1, 1), legal(2, 1));
        java.nio.file.Path folder = java.nio.file.Path.of("bots", "alice");
        MatchSpec spec = new MatchSpec(
                new arbitre.process.BotSpec("one", "one", folder, java.util.Map.of("ARBITRE_SEED", "4242")),
                arbitre.process.BotSpec.of("two", "two"),
                "official",
                CLOCK,
                java.nio.file.Path.of("m.json"),
                MatchSpec.DEFAULT_STDERR_CAP);

        MatchLog log =
                recorder.log(spec, GameRegistry.defaultGame().start(null, null), ending, seat(1), seat(2), "a", "b");

        assertThat(log.arbitre()).isEqualTo(arbitre.log.ArbitreVersion.number()).matches("\\d+\\.\\d+.*");
        assertThat(log.players().get(0).seed()).isEqualTo("4242");
        assertThat(log.players().get(0).workdir())
                .isEqualTo(folder.toAbsolutePath().toString());
        assertThat(log.players().get(1).workdir())
                .isEqualTo(java.nio.file.Path.of("").toAbsolutePath().toString());
    }

    @Test
    void play_playerWhoMovesAgain_isAskedAgainAndTheOpponentGetsTheWholeTurn() throws Exception {
        // Player 1 plays 2 (and moves again), then 1; player 2 plays 1; player 1 plays 1; player 2
        // plays 1: 5 plies, 3 of them player 1's.
        Function<String, List<BotEvent>> first = scripted(1, List.of("2", "1", "1"));
        Function<String, List<BotEvent>> second = scripted(2, List.of("1", "1"));

        Ending ending = play(new TurnsGame(5), CLOCK, first, second);

        assertThat(ending).isEqualTo(new Ending.ByRules(1, "done"));
        assertThat(bot1.received).startsWith("START", "AGAIN", "1");
        assertThat(bot2.received).startsWith("2 1", "1");
        assertThat(recorder.moves()).extracting(MatchLog.Move::player).containsExactly(1, 1, 2, 1, 2);
    }

    @Test
    void play_extraPlyWrittenBeforeAgain_isOutOfTurn() throws Exception {
        // Player 1 answers START with 2 (which keeps the turn) and at once with 1, without waiting
        // for AGAIN; the referee takes a while over the first ply, so AGAIN is written after both.
        Function<String, List<BotEvent>> eager = received -> {
            if (!received.equals("START")) {
                return List.of();
            }
            clock.addAndGet(5_000_000);
            return List.of(line(1, "2", 1), line(1, "1", 1));
        };

        Ending ending = play(new TurnsGame(5), CLOCK, eager, scripted(2, List.of("1", "1")));

        assertForfeit(ending, 1, Violation.OUT_OF_TURN);
        assertThat(((Ending.Forfeit) ending).detail()).isEqualTo("wrote '1' before it was asked to move (AGAIN)");
        assertThat(recorder.moves()).extracting(MatchLog.Move::move).containsExactly("2");
        assertThat(bot1.received).containsExactly("START", "AGAIN");
    }

    @Test
    void afterGame_floodOfCourseResultLines_keepsBoundedLeftovers() throws Exception {
        Ending ending = playAwale(CLOCK, legal(1, 1), legal(2, 1));
        Seat flooder = seat(2);
        int flood = 200_000;
        int takenInTheGame = bot2.taken;

        for (int i = 0; i < flood; i++) {
            loop.afterGame(new BotEvent.Line(2, "RESULT 1R 99 99", 0), ending);
        }

        seat(1).stopped(true);
        flooder.stopped(true);
        MatchLog log =
                recorder.log(spec(), GameRegistry.defaultGame().start(null, null), ending, seat(1), flooder, "a", "b");
        assertThat(log.ignored()).hasSize(Leftovers.LINES);
        assertThat(log.players().get(1).ignoredDropped()).isEqualTo(flood - Leftovers.LINES);
        assertThat(log.claims()).hasSize(Leftovers.CLAIMS);
        assertThat(bot2.taken)
                .as("lines taken off the queue, each making room for another")
                .isEqualTo(takenInTheGame + flood);
        // One per kept claim, then one for the claims and one for the lines that were not kept.
        assertThat(log.warnings())
                .hasSize(Leftovers.CLAIMS + 2)
                .endsWith(
                        "player 2 (two) made " + (flood - Leftovers.CLAIMS) + " more such claim(s), not kept",
                        "player 2 (two) wrote " + (flood - Leftovers.LINES) + " more ignored line(s), not kept");
    }

    @Test
    void afterGame_longIgnoredLines_areCappedInBytes() throws Exception {
        Ending ending = playAwale(CLOCK, legal(1, 1), legal(2, 1));

        for (int i = 0; i < Leftovers.LINES; i++) {
            loop.afterGame(new BotEvent.Line(1, "x".repeat(4000), 0), ending);
        }

        List<MatchLog.IgnoredLine> kept = seat(1).leftovers().ignored();
        assertThat(kept.stream().mapToInt(l -> l.line().length()).sum()).isLessThanOrEqualTo(Leftovers.BYTES);
        assertThat(seat(1).leftovers().ignoredDropped()).isEqualTo(Leftovers.LINES - kept.size());
    }

    @Test
    void play_moverResigns_endsByResignationWithTheOtherTheWinner() throws Exception {
        Ending ending = playAwale(
                CLOCK,
                awale(1, (n, move) -> n == 3 ? List.of(new BotEvent.Resigned(1, 0)) : List.of(line(1, move, 1))),
                legal(2, 1));

        assertThat(ending).isEqualTo(new Ending.Resignation(1));
        assertThat(ending.winner()).isEqualTo(2);
        assertThat(ending.reason()).isEqualTo("resignation");
        assertThat(recorder.moves()).hasSize(4);
    }

    @Test
    void play_botThatCannotStart_isNoStart() throws Exception {
        Seat first = Seat.failed(1, "one", "command not found: nope", AwaleCodec.INSTANCE, new Clock(CLOCK));
        Seat second = Seat.started(
                2, "two", new FakeBot(2, events, clock, legal(2, 1)), AwaleCodec.INSTANCE, new Clock(CLOCK));
        loop = new MatchLoop(
                GameRegistry.defaultGame().start(null, null),
                first,
                second,
                events,
                MatchListener.NONE,
                recorder,
                null,
                clock::get);

        Ending ending = loop.play(List.of());

        assertForfeit(ending, 1, Violation.NO_START);
    }

    // ---------------------------------------------------------------- helpers

    /** A bot of {@link TurnsGame} that plays its plan, one ply per request, 1 ms each. */
    private static Function<String, List<BotEvent>> scripted(int player, List<String> plan) {
        int[] next = {0};
        return received -> received.startsWith("RESULT") || received.startsWith("END") || next[0] >= plan.size()
                ? List.of()
                : List.of(line(player, plan.get(next[0]++), 1));
    }

    /**
     * Bot 2's third move sits unflushed past its 100 ms deadline and comes with its exit: the game's
     * end, explained, a timeout of bot 2.
     */
    private Ending unflushedThirdMoveOfBot2() throws InterruptedException {
        Ending ending = playAwale(TimeControl.perMove(100), legal(1, 1), unflushed(2, 3));
        clock.addAndGet(100_000_000); // the turn's 100 ms, which the fake clock does not see pass
        Ending explained = endGame(ending);
        assertForfeit(explained, 2, Violation.TIMEOUT);
        return explained;
    }

    /**
     * A bot whose {@code n}-th answer sits in its output buffer: it comes out, with the end of its
     * output, only when the bot exits after {@code END}.
     */
    private Function<String, List<BotEvent>> unflushed(int player, int n) {
        String[] buffered = {null};
        Function<String, List<BotEvent>> moves = awale(player, (k, move) -> {
            if (k == n) {
                buffered[0] = move;
                return List.of();
            }
            return List.of(line(player, move, 1));
        });
        return received -> received.equals("END") && buffered[0] != null
                ? List.of(line(player, buffered[0], 3), new BotEvent.OutputClosed(player, 3_000_000))
                : moves.apply(received);
    }

    /**
     * Ends the game as the referee does, 25 ms after the last request (past any deadline of these
     * tests): {@code RESULT} and {@code END} to each bot, then what they wrote, then the ending
     * explained.
     */
    private Ending endGame(Ending ending) {
        clock.addAndGet(25_000_000);
        loop.endBegins();
        for (Seat seat : List.of(seat1, seat2)) {
            seat.send(new arbitre.protocol.Message.Result(
                    arbitre.protocol.Message.Outcome.of(seat.player(), ending.winner()), 0, 0, ending.reason()));
            seat.send(new arbitre.protocol.Message.End());
        }
        BotEvent event;
        while ((event = events.poll()) != null) {
            loop.afterGame(event, ending);
        }
        return loop.explain(ending);
    }

    private Seat seat(int player) {
        return player == 1 ? seat1 : seat2;
    }

    private static MatchSpec spec() {
        return spec(CLOCK);
    }

    private static MatchSpec spec(TimeControl control) {
        return new MatchSpec(
                arbitre.process.BotSpec.of("one", "one"),
                arbitre.process.BotSpec.of("two", "two"),
                "official",
                control,
                java.nio.file.Path.of("m.json"),
                MatchSpec.DEFAULT_STDERR_CAP);
    }

    // ---------------------------------------------------------------- the clock

    @Test
    void play_botSlowToGetReady_isAskedOnlyOnceReady_andItsStartUpIsOffTheClock() throws Exception {
        // 1.5 s of start-up under a 1 s move limit: with the clock running from the start it lost.
        prepare = (one, two) -> {
            one.looksBeforeReady = 3;
            one.lookNanos = 500_000_000L;
        };

        Ending ending = playAwale(CLOCK, legal(1, 10), legal(2, 10));

        assertThat(ending).isInstanceOf(Ending.ByRules.class);
        assertThat(recorder.clocking().startupMs().get(0)).isGreaterThanOrEqualTo(1500);
        assertThat(recorder.moves().get(0).ms()).isEqualTo(10);
    }

    @Test
    void play_botNeverReady_forfeitsNoStartNamingTheStartUpLimit() throws Exception {
        prepare = (one, two) -> {
            two.looksBeforeReady = Integer.MAX_VALUE;
            two.lookNanos = 400_000_000L;
        };

        Ending ending = playAwale(CLOCK.withPolicy(2000, TimeControl.WALL, false), legal(1, 10), legal(2, 10));

        assertForfeit(ending, 2, Violation.NO_START);
        assertThat(((Ending.Forfeit) ending).detail()).contains("not ready within the start-up limit of 2,000 ms");
        assertThat(bot1.received).as("no request before both are ready").isEmpty();
    }

    @Test
    void play_botExitingWhileStartingUp_forfeitsNoStartWithItsExitCode() throws Exception {
        prepare = (one, two) -> one.exitAtStartup = 2;

        Ending ending = playAwale(CLOCK, legal(1, 10), legal(2, 10));

        assertForfeit(ending, 1, Violation.NO_START);
        assertThat(((Ending.Forfeit) ending).detail()).contains("exited with code 2 while starting up");
    }

    @Test
    void play_botKeptWaitingWhileItsOpponentThought_recordsOnlyTheWaitOfItsOwnMove() throws Exception {
        // Every reading of bot 2 finds 400 ms more waiting for a CPU: most of it falls in its
        // opponent's turns, none may be counted beyond the move's own time.
        AtomicLong wait = new AtomicLong();
        timesOfBot2 = () -> new CpuTimes(1_000_000L, wait.addAndGet(400_000_000L));

        playAwale(TimeControl.perMove(1000), legal(1, 10), legal(2, 30));

        List<arbitre.log.MatchLog.Move> moves = recorder.moves();
        assertThat(moves.stream().filter(m -> m.player() == 2 && m.waitMs() != null))
                .isNotEmpty()
                .allSatisfy(move ->
                        assertThat(move.waitMs()).as("ply %d", move.ply()).isLessThanOrEqualTo(move.ms()));
    }

    /** The scheduler counts nothing for bot 2 at its first reading, then this CPU time and wait. */
    private void bot2CountsInItsTurn(long cpuNanos, long waitNanos) {
        long[] reads = {0};
        prepare = (one, two) ->
                two.times = () -> reads[0]++ == 0 ? new CpuTimes(0, 0) : new CpuTimes(cpuNanos, waitNanos);
    }

    @Test
    void play_aMoveLateByLessThanTheBotWaitedForACpu_isDiagnosedMachineOverloaded() throws Exception {
        bot2CountsInItsTurn(30_000_000L, 80_000_000L);

        Ending ending = playAwale(CLOCK, legal(1, 10), legal(2, 1050));

        assertForfeit(ending, 2, Violation.TIMEOUT);
        assertThat(((Ending.Forfeit) ending).diagnosis()).isEqualTo(Diagnosis.MACHINE_OVERLOADED);
        assertThat(((Ending.Forfeit) ending).detail())
                .contains("answered after 1,050 ms")
                .contains("waited 80 ms for a CPU");
    }

    @ParameterizedTest(name = "stamped at {0} ms of 1000, its reader kept waiting {1} ms: overloaded {2}")
    @CsvSource({"1050, 80, true", "1050, 30, false", "1200, 150, false"})
    void play_aMoveLateOnlyByTheWaitOfTheRefereesReader_isDiagnosedMachineOverloaded(
            long stampMs, long readerWaitMs, boolean overloaded) throws Exception {
        Ending ending = playAwale(
                CLOCK,
                legal(1, 10),
                awale(
                        2,
                        (n, move) ->
                                List.of(new BotEvent.Line(2, move, stampMs * 1_000_000, readerWaitMs * 1_000_000))));

        assertForfeit(ending, 2, Violation.TIMEOUT);
        Ending.Forfeit forfeit = (Ending.Forfeit) ending;
        if (overloaded) {
            assertThat(forfeit.diagnosis()).isEqualTo(Diagnosis.MACHINE_OVERLOADED);
            assertThat(forfeit.detail())
                    .contains("answered after " + String.format(java.util.Locale.ROOT, "%,d", stampMs) + " ms")
                    .contains("reads the bot's output waited " + readerWaitMs + " ms for a CPU");
        } else {
            assertThat(forfeit.diagnosis()).isNull();
        }
    }

    @Test
    void play_secondLineWrittenWithAMove_stillBeingPassedOn_isOutOfTurnAtThatPly() throws Exception {
        // Bot 1 writes its first move and a second line at once; its reader has put the move on
        // the queue and not yet the second line when the opponent would be asked to move.
        prepare = (one, two) -> one.passOnLater = 1;
        Ending ending =
                playAwale(CLOCK, awale(1, (n, move) -> List.of(line(1, move, 1), line(1, "9R", 1))), legal(2, 0));

        assertForfeit(ending, 1, Violation.OUT_OF_TURN);
        assertThat(recorder.moves()).hasSize(1);
    }

    @Test
    void play_timeoutWhileKeptOffTheCpu_isDiagnosedMachineOverloaded() throws Exception {
        bot2CountsInItsTurn(100_000_000L, 700_000_000L);

        Ending ending = playAwale(CLOCK, legal(1, 10), script -> List.of());

        assertForfeit(ending, 2, Violation.TIMEOUT);
        assertThat(((Ending.Forfeit) ending).diagnosis()).isEqualTo(Diagnosis.MACHINE_OVERLOADED);
        assertThat(((Ending.Forfeit) ending).detail()).contains("the machine was overloaded");
    }

    @Test
    void play_aLineWrittenInTimeStillOnItsWayAtTheDeadline_isPlayed() throws Exception {
        prepare = (one, two) -> two.linesOnTheirWay = 1;

        Ending ending = playAwale(CLOCK, legal(1, 10), legal(2, 900));

        assertThat(ending).isNotInstanceOf(Ending.Forfeit.class);
        assertThat(recorder.moves().get(1).ms())
                .as("timed from the request to the write that woke the reader")
                .isEqualTo(900);
    }

    @Test
    void play_aLineOnItsWayAtTheDeadline_writtenTooLate_isATimeout() throws Exception {
        prepare = (one, two) -> two.linesOnTheirWay = 1;

        Ending ending = playAwale(CLOCK, legal(1, 10), legal(2, 1200));

        assertForfeit(ending, 2, Violation.TIMEOUT);
        assertThat(((Ending.Forfeit) ending).detail()).contains("answered after 1,200 ms");
    }

    @Test
    void play_lateMoveOfABotThatUsedItsCpu_isItsOwnTimeout_withWhatItUsed() throws Exception {
        bot2CountsInItsTurn(1_300_000_000L, 200_000_000L);

        Ending ending = playAwale(CLOCK, legal(1, 10), legal(2, 1400));

        assertForfeit(ending, 2, Violation.TIMEOUT);
        assertThat(((Ending.Forfeit) ending).diagnosis()).isNull();
        assertThat(((Ending.Forfeit) ending).detail()).contains("CPU 1,300 ms, waited 200 ms for a CPU");
    }

    @Test
    void play_movesRecordCpuWaitAndTheRefereesLatency() throws Exception {
        long[] cpu = {0};
        prepare = (one, two) -> two.times = () -> new CpuTimes(cpu[0] += 5_000_000L, 1_000_000L);

        playAwale(CLOCK, legal(1, 10), legal(2, 20));

        MatchLog.Move second = recorder.moves().get(1);
        assertThat(second.cpuMs()).isEqualTo(5);
        assertThat(second.waitMs()).isEqualTo(0);
        assertThat(second.latencyUs()).isNotNull().isGreaterThanOrEqualTo(0);
        assertThat(recorder.moves().get(0).cpuMs())
                .as("bot 1's scheduler is not known here")
                .isNull();
    }

    @Test
    void play_cpuClock_chargesCpuTimeNotWallTime() throws Exception {
        long[] cpu = {0};
        prepare = (one, two) -> two.times = () -> new CpuTimes(cpu[0] += 100_000_000L, 0);
        TimeControl cpuClock = CLOCK.withPolicy(10_000, TimeControl.CPU, false);

        // 2 s of wall time for each move (waiting on a disk, say), 0.1 s of CPU: within a 1 s CPU limit.
        Ending ending = playAwale(cpuClock, legal(1, 10), legal(2, 2000));

        assertThat(ending).isInstanceOf(Ending.ByRules.class);
        assertThat(recorder.moves().get(1).ms()).isEqualTo(100);
    }

    @Test
    void explain_cpuClockTimeoutWhoseMoveCameLater_keepsTheCpuVerdictWithTheWallTimeBesideIt() throws Exception {
        long[] cpu = {0};
        prepare = (one, two) -> two.times = () -> new CpuTimes(cpu[0] += 300_000_000L, 0);
        TimeControl cpuClock = CLOCK.withPolicy(10_000, TimeControl.CPU, false);

        Ending ending = playAwale(cpuClock, legal(1, 10), unflushed(2, 1));
        clock.addAndGet(2_000_000_000L);
        Ending explained = endGame(ending);

        assertForfeit(explained, 2, Violation.TIMEOUT);
        assertThat(((Ending.Forfeit) explained).detail())
                .contains("of CPU time without a move")
                .contains("after it was asked, in wall time")
                .doesNotContain("answered after");
    }

    @Test
    void play_cpuClock_botBurningItsCpuWithoutAMove_timesOut() throws Exception {
        long[] cpu = {0};
        prepare = (one, two) -> two.times = () -> new CpuTimes(cpu[0] += 300_000_000L, 0);
        TimeControl cpuClock = CLOCK.withPolicy(10_000, TimeControl.CPU, false);

        Ending ending = playAwale(cpuClock, legal(1, 10), script -> List.of());

        assertForfeit(ending, 2, Violation.TIMEOUT);
        assertThat(((Ending.Forfeit) ending).detail()).contains("of CPU time without a move");
    }

    @Test
    void explain_overloadedTimeoutWhoseMoveCameWithTheExit_staysTheMachines() throws Exception {
        // Each reading: 0.1 ms more on the CPU, 15 ms more waiting for one.
        long[] reads = {0};
        prepare = (one, two) -> two.times = () -> {
            reads[0]++;
            return new CpuTimes(reads[0] * 100_000L, reads[0] * 15_000_000L);
        };
        Ending ending = playAwale(TimeControl.perMove(20), legal(1, 1), unflushed(2, 3));

        Ending explained = endGame(ending);

        assertForfeit(explained, 2, Violation.TIMEOUT);
        assertThat(((Ending.Forfeit) explained).diagnosis()).isEqualTo(Diagnosis.MACHINE_OVERLOADED);
        assertThat(((Ending.Forfeit) explained).detail()).doesNotContain("flush");
    }
}
