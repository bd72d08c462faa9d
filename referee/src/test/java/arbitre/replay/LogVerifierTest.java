package arbitre.replay;

import static org.assertj.core.api.Assertions.assertThat;

import arbitre.clock.TimeControl;
import arbitre.engine.awale.Board;
import arbitre.engine.awale.Moves;
import arbitre.engine.awale.RuleSet;
import arbitre.game.GameRegistry;
import arbitre.game.awale.AwaleType;
import arbitre.log.MatchLog;
import arbitre.log.MatchLogBuilder;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class LogVerifierTest {

    private static final MatchLog GAME = SampleLogs.finished(7, RuleSet.OFFICIAL);

    @ParameterizedTest
    @ValueSource(longs = {1, 2, 3, 4, 5, 6})
    void verify_untouchedLogOfEitherRuleSet_isConfirmed(long seed) {
        assertThat(LogVerifier.verify(SampleLogs.finished(seed, RuleSet.OFFICIAL)))
                .isEmpty();
        assertThat(LogVerifier.verify(SampleLogs.finished(seed, RuleSet.REPORT)))
                .isEmpty();
    }

    @ParameterizedTest
    @ValueSource(strings = {"standard", "fair:0", "fair:117", "fair:253"})
    void verify_untouchedKalahLog_isConfirmed(String start) {
        for (long seed = 1; seed <= 5; seed++) {
            assertThat(LogVerifier.verify(SampleLogs.finishedKalah(seed, start)))
                    .isEmpty();
        }
    }

    @Test
    void verify_kalahStartNumbersThatAreNotTheNamedStart_isAFinding() {
        MatchLog log = SampleLogs.finishedKalah(3, "fair:5");
        List<Integer> other = arbitre.game.kalah.KalahType.INSTANCE.startPosition("fair:6");
        MatchLog tampered = MatchLogBuilder.from(log).startPosition(other).build();

        assertThat(LogVerifier.verify(tampered)).extracting(Finding::field).contains("startPosition");
        assertThat(LogVerifier.verify(tampered).get(0).toString()).contains("start position fair:5 is");
    }

    @Test
    void verify_kalahPlyGivenToTheWrongPlayer_isAFinding() {
        MatchLog log = SampleLogs.finishedKalah(4, "standard");
        List<MatchLog.Move> moves = new ArrayList<>(log.moves());
        MatchLog.Move first = moves.get(0);
        moves.set(0, new MatchLog.Move(first.ply(), 2, first.move(), first.ms()));

        assertThat(LogVerifier.verify(SampleLogs.withMoves(log, moves)))
                .extracting(Finding::field)
                .contains("moves[0].player");
    }

    @Test
    void verify_kalahResultThatIsNotTheEnginesStores_isAFinding() {
        MatchLog log = SampleLogs.finishedKalah(5, "fair:9");
        MatchLog.Result r = log.result();
        MatchLog.Result changed = new MatchLog.Result(
                r.winner(),
                r.reason(),
                List.of(r.captured().get(0) + 1, r.captured().get(1) - 1),
                r.plies(),
                null,
                null);

        assertThat(LogVerifier.verify(SampleLogs.withResult(log, changed)))
                .extracting(Finding::field)
                .contains("result.captured");
    }

    @Test
    void verify_unknownGameOrStart_reportsTheField() {
        MatchLog chess = MatchLogBuilder.from(GAME).game("chess").build();
        MatchLog fair = MatchLogBuilder.from(GAME).game("awale").start("fair:3").build();

        assertThat(LogVerifier.verify(chess))
                .singleElement()
                .satisfies(f -> assertThat(f.toString())
                        .isEqualTo(
                                "game: unknown game 'chess' (known: " + String.join(", ", GameRegistry.names()) + ")"));
        assertThat(LogVerifier.verify(fair)).extracting(Finding::field).containsExactly("start");
    }

    /** GAME with its first {@code plies} moves made an opening, and the opening's text as given. */
    private static MatchLog fromOpening(int plies, String opening) {
        return MatchLogBuilder.from(GAME)
                .game("awale")
                .start(opening)
                .moves(GAME.moves().subList(plies, GAME.moves().size()))
                .build();
    }

    private static String openingOf(int plies) {
        return AwaleType.openingStart(
                GAME.moves().subList(0, plies).stream().map(MatchLog.Move::move).toList());
    }

    @Test
    void verify_gameFromAnOpening_isConfirmedWithItsPliesCountedAfterTheOpening() {
        assertThat(LogVerifier.verify(fromOpening(4, openingOf(4)))).isEmpty();
    }

    /** {@link #GAME} as a game that started after its first {@code plies}, copied from an earlier log. */
    private static MatchLog afterCopiedPlies(int plies, TimeControl clock) {
        List<String> copied =
                GAME.moves().subList(0, plies).stream().map(MatchLog.Move::move).toList();
        return MatchLogBuilder.from(GAME)
                .timeControl(clock)
                .startedFrom(new MatchLog.From("earlier.json", plies, copied))
                .moves(GAME.moves().subList(plies, GAME.moves().size()))
                .build();
    }

    @Test
    void verify_gameAfterPliesOfAnEarlierGame_replaysThemUntimedThenTimesOnlyItsOwnMoves() {
        long slowest = GAME.moves().subList(10, GAME.moves().size()).stream()
                .mapToLong(MatchLog.Move::ms)
                .max()
                .orElseThrow();
        // Each of the game's own moves fits this clock; the earlier game's plies carry no time to fit it.
        TimeControl clock = TimeControl.perMove(Math.max(1, slowest));

        assertThat(LogVerifier.verify(afterCopiedPlies(10, clock))).isEmpty();
    }

    @Test
    void verify_tamperedPlyOfTheEarlierGame_isAFindingOnIt() {
        MatchLog log = afterCopiedPlies(10, TimeControl.perMove(100));
        List<String> copied = new ArrayList<>(log.from().moves());
        copied.set(2, copied.get(3));
        MatchLog tampered = MatchLogBuilder.from(log)
                .startedFrom(new MatchLog.From("earlier.json", 10, copied))
                .build();

        assertThat(LogVerifier.verify(tampered))
                .isNotEmpty()
                .first()
                .satisfies(f -> assertThat(f.toString()).contains("from.moves[2]"));
    }

    @Test
    void verify_copiedPliesThatDoNotEndAtTheirPly_isAFinding() {
        MatchLog log = afterCopiedPlies(10, TimeControl.perMove(100));
        MatchLog wrongPly = MatchLogBuilder.from(log)
                .startedFrom(new MatchLog.From("earlier.json", 12, log.from().moves()))
                .build();

        assertThat(LogVerifier.verify(wrongPly))
                .singleElement()
                .satisfies(f -> assertThat(f.toString()).contains("from.ply", "log says 12"));
    }

    @Test
    void verify_tamperedOpening_isAFinding() {
        List<String> opening = new ArrayList<>(
                GAME.moves().subList(0, 4).stream().map(MatchLog.Move::move).toList());
        Board board = Board.start(RuleSet.OFFICIAL);
        for (String move : opening.subList(0, 3)) {
            board.play(Moves.parse(move));
        }
        int[] legal = new int[Moves.MAX_LEGAL];
        int count = board.legalMoves(legal);
        String other = null;
        for (int i = 0; i < count && other == null; i++) {
            if (!Moves.format(legal[i]).equals(opening.get(3))) {
                other = Moves.format(legal[i]);
            }
        }
        opening.set(3, other);

        List<Finding> findings = LogVerifier.verify(fromOpening(4, AwaleType.openingStart(opening)));

        assertThat(findings).isNotEmpty();
    }

    @Test
    void verify_openingWithAnIllegalMove_namesTheMoveInStart() {
        String opening = openingOf(4).replaceFirst(":\\S+", ":99R");

        assertThat(LogVerifier.verify(fromOpening(4, opening)))
                .singleElement()
                .satisfies(f -> assertThat(f.toString()).startsWith("start: opening move 1 '99R'"));
    }

    @Test
    void verify_reasonNeitherAViolationNorTheGames_isReported() {
        MatchLog.Result r = GAME.result();
        MatchLog changed = SampleLogs.withResult(
                GAME, new MatchLog.Result(r.winner(), "empty-side", r.captured(), r.plies(), r.detail(), r.forfeit()));

        assertThat(LogVerifier.verify(changed))
                .singleElement()
                .satisfies(f -> assertThat(f.toString()).isEqualTo("result.reason: unknown end reason 'empty-side'"));
    }

    @Test
    void verify_changedWinner_reportsResultWinner() {
        MatchLog.Result r = GAME.result();
        MatchLog changed = SampleLogs.withResult(
                GAME,
                new MatchLog.Result(
                        r.winner() == 1 ? 2 : 1, r.reason(), r.captured(), r.plies(), r.detail(), r.forfeit()));

        assertThat(LogVerifier.verify(changed)).extracting(Finding::field).containsExactly("result.winner");
    }

    @Test
    void verify_changedScores_reportsResultCaptured() {
        MatchLog.Result r = GAME.result();
        MatchLog changed = SampleLogs.withResult(
                GAME,
                new MatchLog.Result(
                        r.winner(),
                        r.reason(),
                        List.of(r.captured().get(0) + 1, r.captured().get(1)),
                        r.plies(),
                        r.detail(),
                        r.forfeit()));

        assertThat(LogVerifier.verify(changed))
                .singleElement()
                .satisfies(f -> assertThat(f.toString())
                        .startsWith(
                                "result.captured: log says [" + (r.captured().get(0) + 1)));
    }

    @Test
    void verify_illegalMoveInserted_reportsItsPly() {
        List<MatchLog.Move> moves = new ArrayList<>(GAME.moves());
        String illegal = SampleLogs.illegalMoveAfter(GAME, 10);
        moves.add(10, new MatchLog.Move(11, moves.get(10).player(), illegal, 5));

        List<Finding> findings = LogVerifier.verify(SampleLogs.withMoves(GAME, moves));

        assertThat(findings).last().satisfies(f -> {
            assertThat(f.ply()).isEqualTo(11);
            assertThat(f.field()).isEqualTo("moves[10].move");
            assertThat(f.message()).contains(illegal + " is illegal");
        });
    }

    @Test
    void verify_moveDropped_isCaught() {
        List<MatchLog.Move> moves = new ArrayList<>(GAME.moves());
        moves.remove(moves.size() - 1);

        assertThat(LogVerifier.verify(SampleLogs.withMoves(GAME, moves))).isNotEmpty();
    }

    @Test
    void verify_otherRuleSetNamed_reportsTheRules() {
        Map<String, Object> rules = new HashMap<>(GAME.rules());
        rules.put("name", "report");
        MatchLog changed = MatchLogBuilder.from(GAME).rules(rules).build();

        assertThat(LogVerifier.verify(changed)).extracting(Finding::field).contains("rules.majority");
    }

    @Test
    void verify_forfeitAfterTheEnd_isRefused() {
        MatchLog.Result r = GAME.result();
        MatchLog changed = SampleLogs.withResult(
                GAME, new MatchLog.Result(1, "timeout", r.captured(), r.plies(), "no move within 100 ms", 2));

        assertThat(LogVerifier.verify(changed))
                .extracting(Finding::message)
                .anySatisfy(m -> assertThat(m).contains("already over"));
    }

    @Test
    void verify_illegalMoveForfeit_isConfirmedFromMoveOrFromDetail() {
        MatchLog plain = SampleLogs.illegalForfeit(3, 12, "1R", true);
        String refused = SampleLogs.illegalMoveAfter(plain, 12);

        assertThat(LogVerifier.verify(SampleLogs.illegalForfeit(3, 12, refused, true)))
                .isEmpty();
        assertThat(LogVerifier.verify(SampleLogs.illegalForfeit(3, 12, refused, false)))
                .isEmpty();
    }

    @Test
    void verify_illegalMoveForfeitWithALegalMove_isRefused() {
        MatchLog log = SampleLogs.illegalForfeit(3, 12, "1R", true);
        MatchLog.Result r = log.result();
        String legal = legalAfter(log, 12);
        MatchLog changed = SampleLogs.withResult(
                log,
                new MatchLog.Result(
                        r.winner(), r.reason(), r.captured(), r.plies(), "ply 13: refused", r.forfeit(), legal));

        assertThat(LogVerifier.verify(changed)).extracting(Finding::field).containsExactly("result.move");
    }

    @Test
    void verify_malformedForfeitWithAWellFormedMove_isRefused() {
        MatchLog log = SampleLogs.illegalForfeit(3, 12, "1R", true);
        MatchLog.Result r = log.result();
        MatchLog malformed = SampleLogs.withResult(
                log,
                new MatchLog.Result(
                        r.winner(),
                        "malformed",
                        r.captured(),
                        r.plies(),
                        "ply 13: 'hello' is not a move",
                        r.forfeit(),
                        "hello"));
        MatchLog wellFormed = SampleLogs.withResult(
                log,
                new MatchLog.Result(
                        r.winner(), "malformed", r.captured(), r.plies(), "ply 13: refused", r.forfeit(), "3r"));

        assertThat(LogVerifier.verify(malformed)).isEmpty();
        assertThat(LogVerifier.verify(wellFormed)).extracting(Finding::field).containsExactly("result.move");
    }

    private static String legalAfter(MatchLog log, int plies) {
        arbitre.engine.awale.Board board = arbitre.engine.awale.Board.start(RuleSet.OFFICIAL);
        for (int i = 0; i < plies; i++) {
            board.play(arbitre.engine.awale.Moves.parse(log.moves().get(i).move()));
        }
        int[] legal = new int[arbitre.engine.awale.Moves.MAX_LEGAL];
        board.legalMoves(legal);
        return arbitre.engine.awale.Moves.format(legal[0]);
    }

    @Test
    void verify_moveOverTheTimeLimit_isAFinding() {
        MatchLog log = SampleLogs.finished(3, RuleSet.OFFICIAL);
        List<MatchLog.Move> moves = new java.util.ArrayList<>(log.moves());
        MatchLog.Move slow = moves.get(4);
        moves.set(4, new MatchLog.Move(slow.ply(), slow.player(), slow.move(), 99_999));

        List<Finding> findings = LogVerifier.verify(SampleLogs.withMoves(log, moves));

        assertThat(findings)
                .extracting(Finding::toString)
                .containsExactly("ply 5: moves[4].ms: log says 99999 ms, over the 100 ms this move had (moveMs 100): "
                        + "the move was late");
    }

    @Test
    void verify_moveLateWithinTheTimeMargin_isConfirmed_oneLaterStillAFinding() {
        MatchLog log = SampleLogs.finished(3, RuleSet.OFFICIAL);
        TimeControl margin = new TimeControl(100, 0, 0, 0, 1000, 400);
        List<MatchLog.Move> moves = new java.util.ArrayList<>(log.moves());
        MatchLog.Move slow = moves.get(4);
        moves.set(4, new MatchLog.Move(slow.ply(), slow.player(), slow.move(), 500));
        MatchLog inMargin = MatchLogBuilder.from(log)
                .timeControl(margin)
                .moves(List.copyOf(moves))
                .build();
        moves.set(4, new MatchLog.Move(slow.ply(), slow.player(), slow.move(), 501));
        MatchLog pastIt =
                MatchLogBuilder.from(log).timeControl(margin).moves(moves).build();

        assertThat(LogVerifier.verify(inMargin)).isEmpty();
        assertThat(LogVerifier.verify(pastIt))
                .extracting(Finding::toString)
                .containsExactly("ply 5: moves[4].ms: log says 501 ms, over the 500 ms this move had (moveMs 100"
                        + " + time margin 400): the move was late");
    }

    @Test
    void verify_remoteMoveLateWithinItsAllowanceForTheNetwork_isConfirmed() {
        MatchLog log = SampleLogs.finished(3, RuleSet.OFFICIAL);
        List<MatchLog.Move> moves = new java.util.ArrayList<>(log.moves());
        MatchLog.Move slow = moves.get(4);
        // Its round trip was 80 ms: the move had 100 ms, the margin of 20 and 80 ms for the network.
        moves.set(4, new MatchLog.Move(slow.ply(), slow.player(), slow.move(), 200, null, null, null, 80L));
        MatchLog remote = MatchLogBuilder.from(log)
                .timeControl(new TimeControl(100, 0, 0, 0, 1000, 20))
                .moves(List.copyOf(moves))
                .build();
        moves.set(4, new MatchLog.Move(slow.ply(), slow.player(), slow.move(), 200));
        MatchLog local = MatchLogBuilder.from(log)
                .timeControl(new TimeControl(100, 0, 0, 0, 1000, 20))
                .moves(moves)
                .build();

        assertThat(LogVerifier.verify(remote)).isEmpty();
        assertThat(LogVerifier.verify(local)).extracting(Finding::field).containsExactly("moves[4].ms");
    }

    @Test
    void verify_moveAtTheLimit_andFirstMovesWithinTheGrace_areConfirmed() {
        MatchLog log = SampleLogs.finished(3, RuleSet.OFFICIAL);
        List<MatchLog.Move> moves = new java.util.ArrayList<>(log.moves());
        for (int i = 0; i < moves.size(); i++) {
            MatchLog.Move m = moves.get(i);
            moves.set(i, new MatchLog.Move(m.ply(), m.player(), m.move(), i < 2 ? 600 : 100));
        }
        MatchLog withGrace = MatchLogBuilder.from(log)
                .timeControl(new TimeControl(100, 0, 0, 500, 1000))
                .moves(moves)
                .build();

        assertThat(LogVerifier.verify(withGrace)).isEmpty();
        assertThat(LogVerifier.verify(SampleLogs.withMoves(withGrace, log.moves())))
                .isEmpty();
    }

    @Test
    void verify_bankOverdrawn_isAFinding() {
        MatchLog log = SampleLogs.finished(3, RuleSet.OFFICIAL);
        List<MatchLog.Move> moves = new java.util.ArrayList<>();
        for (MatchLog.Move m : log.moves()) {
            moves.add(new MatchLog.Move(m.ply(), m.player(), m.move(), 90));
        }
        MatchLog banked = MatchLogBuilder.from(log)
                .timeControl(new TimeControl(100, 1000, 0, 0, 1000))
                .moves(moves)
                .build();

        List<Finding> findings = LogVerifier.verify(banked);

        // 1000 ms of bank pay for 11 moves of 90 ms; the 12th has 10 ms left.
        assertThat(findings).isNotEmpty();
        assertThat(findings.get(0).toString())
                .startsWith("ply 23: moves[22].ms: log says 90 ms, over the 10 ms")
                .contains("what was left of the bank");
    }

    @Test
    void verify_playersNotAsTheHeaderSays_isAFinding() {
        MatchLog log = SampleLogs.finished(3, RuleSet.OFFICIAL);
        List<MatchLog.Player> swapped =
                List.of(log.players().get(1), log.players().get(0));
        MatchLog bad = MatchLogBuilder.from(log).players(swapped).build();
        MatchLog one =
                MatchLogBuilder.from(log).players(List.of(log.players().get(0))).build();

        assertThat(LogVerifier.verify(bad))
                .extracting(Finding::field)
                .containsExactly("players[0].player", "players[1].player");
        assertThat(LogVerifier.verify(one))
                .extracting(Finding::toString)
                .containsExactly("players: log names 1 players, a match has 2");
    }

    @Test
    void verify_cpuClockMoveWhoseTimeIsNotItsCpuTime_isAFinding() {
        MatchLog finished = SampleLogs.finished(7, RuleSet.OFFICIAL);
        List<MatchLog.Move> moves = new java.util.ArrayList<>();
        for (MatchLog.Move m : finished.moves()) {
            moves.add(new MatchLog.Move(m.ply(), m.player(), m.move(), m.ms(), m.ms(), 0L, 15L));
        }
        TimeControl cpu = finished.timeControl().withPolicy(10_000, TimeControl.CPU, false);
        assertThat(LogVerifier.verify(SampleLogs.withClock(SampleLogs.withMoves(finished, moves), cpu)))
                .as("every move charged its CPU time")
                .isEmpty();

        MatchLog.Move third = moves.get(2);
        moves.set(
                2, new MatchLog.Move(third.ply(), third.player(), third.move(), third.ms(), third.ms() + 40, 0L, 15L));
        List<Finding> findings = LogVerifier.verify(SampleLogs.withClock(SampleLogs.withMoves(finished, moves), cpu));

        assertThat(findings).extracting(Finding::field).containsExactly("moves[2].ms");
        assertThat(findings.get(0).toString()).contains("CPU clock");
        assertThat(LogVerifier.verify(SampleLogs.withMoves(finished, moves)))
                .as("on the wall clock a move's CPU time may differ from its time")
                .isEmpty();
    }
    /** A player of the sample game, started ({@code argv} given), with what it says of its process. */
    private static MatchLog.Player process(
            int player, Integer exitCode, boolean cleanExit, int leftBehind, int gamesBefore, boolean up) {
        MatchLog.Player p = GAME.players().get(player - 1);
        return new MatchLog.Player(
                player,
                p.name(),
                p.command(),
                List.of("python3", "bot.py"),
                p.stderr(),
                exitCode,
                cleanExit,
                leftBehind,
                0,
                "/srv/bots",
                "7",
                false,
                gamesBefore,
                up);
    }

    private static MatchLog withPlayers(MatchLog.Player one, MatchLog.Player two) {
        return MatchLogBuilder.from(GAME).players(List.of(one, two)).build();
    }

    @Test
    void verify_processKeptFromEarlierGamesThatStaysUpAgain_isConfirmed() {
        MatchLog log = withPlayers(process(1, null, false, 0, 3, true), process(2, 0, true, 0, 0, false));

        assertThat(LogVerifier.verify(log)).isEmpty();
    }

    @Test
    void verify_keptProcessThatEndsAfterTheGame_isConfirmedWithItsExit() {
        MatchLog log = withPlayers(process(1, 0, true, 2, 1, false), process(2, 0, true, 0, 0, false));

        assertThat(LogVerifier.verify(log)).isEmpty();
    }

    @Test
    void verify_aNegativeCountOfGamesBefore_isAFinding() {
        MatchLog negative = withPlayers(process(1, 0, true, 0, -2, false), process(2, 0, true, 0, 0, false));

        assertThat(LogVerifier.verify(negative)).extracting(Finding::field).containsExactly("players[0].gamesBefore");
        assertThat(LogVerifier.verify(negative).get(0).toString()).contains("-2");
    }

    @Test
    void verify_processThatStayedUpButClaimsAnExit_isAFindingForEachClaim() {
        MatchLog.Player claims = new MatchLog.Player(
                1,
                "one",
                "python3 bot.py",
                List.of("python3", "bot.py"),
                null,
                0,
                true,
                3,
                0,
                null,
                null,
                true,
                2,
                true);
        MatchLog log = withPlayers(claims, process(2, 0, true, 0, 0, false));

        assertThat(LogVerifier.verify(log))
                .extracting(Finding::field)
                .containsExactlyInAnyOrder(
                        "players[0].exitCode",
                        "players[0].cleanExit",
                        "players[0].stopped",
                        "players[0].processesLeftBehind");
    }

    @Test
    void verify_keptBotThatNeverStarted_isAFinding() {
        MatchLog.Player never = new MatchLog.Player(
                1, "one", "python3 bot.py", List.of(), null, null, false, 0, 0, null, null, false, 1, false);
        MatchLog log = withPlayers(never, process(2, 0, true, 0, 0, false));

        assertThat(LogVerifier.verify(log)).extracting(Finding::field).containsExactly("players[0].gamesBefore");
        assertThat(LogVerifier.verify(log).get(0).toString()).contains("never started");
    }
}
