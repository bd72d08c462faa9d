package arbitre.replay;

import static org.assertj.core.api.Assertions.assertThat;

import arbitre.engine.RuleSet;
import arbitre.log.MatchLog;
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
        assertThat(LogVerifier.verify(SampleLogs.finished(seed, RuleSet.OFFICIAL))).isEmpty();
        assertThat(LogVerifier.verify(SampleLogs.finished(seed, RuleSet.REPORT))).isEmpty();
    }

    @ParameterizedTest
    @ValueSource(strings = {"standard", "fair:0", "fair:117", "fair:253"})
    void verify_untouchedKalahLog_isConfirmed(String start) {
        for (long seed = 1; seed <= 5; seed++) {
            assertThat(LogVerifier.verify(SampleLogs.finishedKalah(seed, start))).isEmpty();
        }
    }

    @Test
    void verify_kalahStartNumbersThatAreNotTheNamedStart_isAFinding() {
        MatchLog log = SampleLogs.finishedKalah(3, "fair:5");
        List<Integer> other = arbitre.game.KalahType.INSTANCE.startPosition("fair:6");
        MatchLog tampered = new MatchLog(log.format(), log.game(), log.start(), other, log.rules(), log.timeControl(),
                log.startedAt(), log.finishedAt(), log.players(), log.moves(), log.result(), log.warnings(),
                log.ignored(), log.claims(), log.overhead(), log.sandbox());

        assertThat(LogVerifier.verify(tampered)).extracting(Finding::field).contains("startPosition");
        assertThat(LogVerifier.verify(tampered).get(0).toString()).contains("start position fair:5 is");
    }

    @Test
    void verify_kalahPlyGivenToTheWrongPlayer_isAFinding() {
        MatchLog log = SampleLogs.finishedKalah(4, "standard");
        List<MatchLog.Move> moves = new ArrayList<>(log.moves());
        MatchLog.Move first = moves.get(0);
        moves.set(0, new MatchLog.Move(first.ply(), 2, first.move(), first.ms()));

        assertThat(LogVerifier.verify(SampleLogs.withMoves(log, moves))).extracting(Finding::field)
                .contains("moves[0].player");
    }

    @Test
    void verify_kalahResultThatIsNotTheEnginesStores_isAFinding() {
        MatchLog log = SampleLogs.finishedKalah(5, "fair:9");
        MatchLog.Result r = log.result();
        MatchLog.Result changed = new MatchLog.Result(r.winner(), r.reason(),
                List.of(r.captured().get(0) + 1, r.captured().get(1) - 1), r.plies(), null, null);

        assertThat(LogVerifier.verify(SampleLogs.withResult(log, changed))).extracting(Finding::field)
                .contains("result.captured");
    }

    @Test
    void verify_unknownGameOrStart_reportsTheField() {
        MatchLog chess = new MatchLog(GAME.format(), "chess", null, GAME.rules(), GAME.timeControl(), GAME.startedAt(),
                GAME.finishedAt(), GAME.players(), GAME.moves(), GAME.result(), GAME.warnings(), GAME.ignored(),
                GAME.claims(), GAME.overhead(), GAME.sandbox());
        MatchLog fair = new MatchLog(GAME.format(), "awale", "fair:3", GAME.rules(), GAME.timeControl(),
                GAME.startedAt(), GAME.finishedAt(), GAME.players(), GAME.moves(), GAME.result(), GAME.warnings(),
                GAME.ignored(), GAME.claims(), GAME.overhead(), GAME.sandbox());

        assertThat(LogVerifier.verify(chess)).singleElement()
                .satisfies(f -> assertThat(f.toString()).isEqualTo("game: unknown game 'chess' (known: awale, kalah)"));
        assertThat(LogVerifier.verify(fair)).extracting(Finding::field).containsExactly("start");
    }

    @Test
    void verify_reasonNeitherAViolationNorTheGames_isReported() {
        MatchLog.Result r = GAME.result();
        MatchLog changed = SampleLogs.withResult(GAME, new MatchLog.Result(r.winner(), "empty-side", r.captured(),
                r.plies(), r.detail(), r.forfeit()));

        assertThat(LogVerifier.verify(changed)).singleElement()
                .satisfies(f -> assertThat(f.toString()).isEqualTo("result.reason: unknown end reason 'empty-side'"));
    }

    @Test
    void verify_changedWinner_reportsResultWinner() {
        MatchLog.Result r = GAME.result();
        MatchLog changed = SampleLogs.withResult(GAME, new MatchLog.Result(r.winner() == 1 ? 2 : 1, r.reason(),
                r.captured(), r.plies(), r.detail(), r.forfeit()));

        assertThat(LogVerifier.verify(changed)).extracting(Finding::field).containsExactly("result.winner");
    }

    @Test
    void verify_changedScores_reportsResultCaptured() {
        MatchLog.Result r = GAME.result();
        MatchLog changed = SampleLogs.withResult(GAME, new MatchLog.Result(r.winner(), r.reason(),
                List.of(r.captured().get(0) + 1, r.captured().get(1)), r.plies(), r.detail(), r.forfeit()));

        assertThat(LogVerifier.verify(changed)).singleElement()
                .satisfies(f -> assertThat(f.toString()).startsWith("result.captured: log says ["
                        + (r.captured().get(0) + 1)));
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
        MatchLog changed = new MatchLog(GAME.format(), rules, GAME.timeControl(), GAME.startedAt(),
                GAME.finishedAt(), GAME.players(), GAME.moves(), GAME.result(), GAME.warnings(), GAME.ignored(),
                GAME.overhead());

        assertThat(LogVerifier.verify(changed)).extracting(Finding::field).contains("rules.majority");
    }

    @Test
    void verify_forfeitAfterTheEnd_isRefused() {
        MatchLog.Result r = GAME.result();
        MatchLog changed = SampleLogs.withResult(GAME, new MatchLog.Result(1, "timeout", r.captured(), r.plies(),
                "no move within 100 ms", 2));

        assertThat(LogVerifier.verify(changed)).extracting(Finding::message)
                .anySatisfy(m -> assertThat(m).contains("already over"));
    }

    @Test
    void verify_illegalMoveForfeit_isConfirmedFromMoveOrFromDetail() {
        MatchLog plain = SampleLogs.illegalForfeit(3, 12, "1R", true);
        String refused = SampleLogs.illegalMoveAfter(plain, 12);

        assertThat(LogVerifier.verify(SampleLogs.illegalForfeit(3, 12, refused, true))).isEmpty();
        assertThat(LogVerifier.verify(SampleLogs.illegalForfeit(3, 12, refused, false))).isEmpty();
    }

    @Test
    void verify_illegalMoveForfeitWithALegalMove_isRefused() {
        MatchLog log = SampleLogs.illegalForfeit(3, 12, "1R", true);
        MatchLog.Result r = log.result();
        String legal = legalAfter(log, 12);
        MatchLog changed = SampleLogs.withResult(log, new MatchLog.Result(r.winner(), r.reason(), r.captured(),
                r.plies(), "ply 13: refused", r.forfeit(), legal));

        assertThat(LogVerifier.verify(changed)).extracting(Finding::field).containsExactly("result.move");
    }

    @Test
    void verify_malformedForfeitWithAWellFormedMove_isRefused() {
        MatchLog log = SampleLogs.illegalForfeit(3, 12, "1R", true);
        MatchLog.Result r = log.result();
        MatchLog malformed = SampleLogs.withResult(log, new MatchLog.Result(r.winner(), "malformed", r.captured(),
                r.plies(), "ply 13: 'hello' is not a move", r.forfeit(), "hello"));
        MatchLog wellFormed = SampleLogs.withResult(log, new MatchLog.Result(r.winner(), "malformed", r.captured(),
                r.plies(), "ply 13: refused", r.forfeit(), "3r"));

        assertThat(LogVerifier.verify(malformed)).isEmpty();
        assertThat(LogVerifier.verify(wellFormed)).extracting(Finding::field).containsExactly("result.move");
    }

    private static String legalAfter(MatchLog log, int plies) {
        arbitre.engine.Board board = arbitre.engine.Board.start(RuleSet.OFFICIAL);
        for (int i = 0; i < plies; i++) {
            board.play(arbitre.engine.Moves.parse(log.moves().get(i).move()));
        }
        int[] legal = new int[arbitre.engine.Moves.MAX_LEGAL];
        board.legalMoves(legal);
        return arbitre.engine.Moves.format(legal[0]);
    }
}
