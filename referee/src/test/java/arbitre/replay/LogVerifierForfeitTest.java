package arbitre.replay;

import static org.assertj.core.api.Assertions.assertThat;

import arbitre.log.MatchLog;
import arbitre.log.MatchLogBuilder;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * {@code replay --verify} of forfeits: a result the referee could not have written (the wrong
 * player charged, a reason that does not fit what the log says happened) is refused, one it writes
 * is confirmed.
 */
class LogVerifierForfeitTest {

    /** Twelve plies of a game; the player to move after them is {@link #MOVER}. */
    private static final MatchLog PLAYED = SampleLogs.illegalForfeit(3, 12, "1R", false);

    private static final int MOVER = PLAYED.result().forfeit();

    private static final int OTHER = 3 - MOVER;

    /** The game cut after its twelve plies, lost by {@code forfeit} for {@code reason}. */
    private static MatchLog forfeit(String reason, int forfeit, String detail, String move, String diagnosis) {
        MatchLog.Result r = PLAYED.result();
        return SampleLogs.withResult(
                PLAYED,
                new MatchLog.Result(
                        forfeit == 0 ? 0 : 3 - forfeit,
                        reason,
                        r.captured(),
                        r.plies(),
                        detail,
                        forfeit,
                        move,
                        diagnosis));
    }

    /** The same log before any move: the game never began. */
    private static MatchLog beforeAnyMove(String reason, int forfeit, String detail, String diagnosis) {
        MatchLog log = SampleLogs.withMoves(PLAYED, List.of());
        return SampleLogs.withResult(
                log,
                new MatchLog.Result(
                        forfeit == 0 ? 0 : 3 - forfeit, reason, List.of(0, 0), 0, detail, forfeit, null, diagnosis));
    }

    private static List<String> fields(MatchLog log) {
        return LogVerifier.verify(log).stream().map(Finding::field).toList();
    }

    private static List<String> messages(MatchLog log) {
        return LogVerifier.verify(log).stream().map(Finding::toString).toList();
    }

    // ---------------------------------------------------------------- what the referee writes

    @Test
    void verify_forfeitsAsTheRefereeWritesThem_areConfirmed() {
        assertThat(LogVerifier.verify(forfeit("timeout", MOVER, "no move within 2,500 ms", null, null)))
                .isEmpty();
        assertThat(LogVerifier.verify(forfeit(
                        "timeout",
                        MOVER,
                        "no move within 2,500 ms; the machine was overloaded",
                        null,
                        "machine-overloaded")))
                .isEmpty();
        assertThat(LogVerifier.verify(
                        forfeit("malformed", MOVER, "ply 13: 'hello' is not a move", "hello", "debug-output")))
                .isEmpty();
        assertThat(LogVerifier.verify(forfeit("malformed", MOVER, "a line longer than 4096 bytes", null, null)))
                .isEmpty();
        assertThat(LogVerifier.verify(
                        forfeit("out-of-turn", OTHER, "wrote '1R' while player " + MOVER + " was to move", null, null)))
                .isEmpty();
        assertThat(LogVerifier.verify(forfeit(
                        "out-of-turn",
                        OTHER,
                        "wrote 'thinking...' while player " + MOVER + " was to move: only moves go to standard"
                                + " output; write debug output to standard error",
                        null,
                        "debug-output")))
                .isEmpty();
        assertThat(LogVerifier.verify(
                        forfeit("out-of-turn", MOVER, "wrote '2R' before it was asked to move (1R)", null, null)))
                .isEmpty();
        assertThat(LogVerifier.verify(forfeit("crash", MOVER, "exited with code 3 during the game", null, null)))
                .isEmpty();
        assertThat(LogVerifier.verify(
                        forfeit("crash", OTHER, "exited with code 137 during the game: killed", null, "memory-limit")))
                .isEmpty();
    }

    @Test
    void verify_noStartBeforeAnyMove_isConfirmed_forOneOrBothPlayers() {
        assertThat(LogVerifier.verify(beforeAnyMove("no-start", 2, "command not found: ./bot", null)))
                .isEmpty();
        assertThat(LogVerifier.verify(
                        beforeAnyMove("no-start", 1, "exited with code 1 while starting up", "cpu-limit")))
                .isEmpty();
        assertThat(LogVerifier.verify(
                        beforeAnyMove("no-start", 0, "player 1: command not found; player 2: command not found", null)))
                .isEmpty();
        assertThat(LogVerifier.verify(beforeAnyMove(
                        "crash",
                        0,
                        "player 1: exited with code 1 after its previous game had ended; player 2: exited with code 2"
                                + " after its previous game had ended",
                        null)))
                .isEmpty();
    }

    @Test
    void verify_disconnectedRemoteBot_isConfirmed() {
        MatchLog log = forfeit("disconnected", MOVER, "seat lost its connection (closed)", null, null);
        List<MatchLog.Player> players = new java.util.ArrayList<>(log.players());
        MatchLog.Player local = players.get(MOVER - 1);
        players.set(
                MOVER - 1,
                new MatchLog.Player(
                        local.player(),
                        local.name(),
                        "arbitre-remote-seat:seat",
                        List.of("remote", "seat"),
                        local.stderr(),
                        null,
                        false));
        MatchLog remote = MatchLogBuilder.from(log).players(players).build();

        assertThat(LogVerifier.verify(remote)).isEmpty();
    }

    // ---------------------------------------------------------------- what it cannot have written

    @Test
    void verify_malformedMoveTurnedIntoTheOtherPlayersCrash_isRefused() {
        MatchLog log = forfeit("crash", OTHER, "ply 13: 'hello' is not a move", "hello", "debug-output");

        assertThat(fields(log)).contains("result.move", "result.diagnosis", "result.detail");
    }

    @Test
    void verify_overLongLineTurnedIntoACrash_isRefused() {
        MatchLog log = forfeit("crash", OTHER, "a line longer than 4096 bytes", null, null);

        assertThat(fields(log)).containsExactly("result.detail");
        assertThat(messages(log).get(0)).contains("[malformed]").contains("not of a crash");
    }

    @Test
    void verify_outOfTurnChargedToThePlayerToMove_isRefused() {
        MatchLog flipped =
                forfeit("out-of-turn", MOVER, "wrote '1R' while player " + MOVER + " was to move", null, null);
        MatchLog wrongMover =
                forfeit("out-of-turn", MOVER, "wrote '1R' while player " + OTHER + " was to move", null, null);
        MatchLog early = forfeit("out-of-turn", OTHER, "wrote '2R' before it was asked to move (1R)", null, null);
        MatchLog between = forfeit(
                "out-of-turn",
                OTHER,
                "wrote '1R' after its previous game had ended, when no game was under way",
                null,
                null);

        assertThat(fields(flipped)).containsExactly("result.forfeit");
        assertThat(messages(flipped).get(0)).contains("the line came from the other player");
        assertThat(fields(wrongMover)).containsExactly("result.detail");
        assertThat(fields(early)).containsExactly("result.forfeit");
        assertThat(fields(between)).containsExactly("result.detail");
    }

    @ParameterizedTest
    @CsvSource({"crash", "out-of-turn"})
    void verify_timeoutTurnedIntoAnotherViolation_isRefused(String reason) {
        MatchLog log = forfeit(reason, MOVER, "no move within 2,500 ms", null, null);

        assertThat(fields(log)).containsExactly("result.detail");
        assertThat(messages(log).get(0)).contains("[timeout]").contains("not of a " + reason);
    }

    @Test
    void verify_timeoutOfThePlayerNotToMove_isRefused() {
        MatchLog log = forfeit("timeout", OTHER, "no move within 2,500 ms", null, null);

        assertThat(fields(log)).containsExactly("result.forfeit");
        assertThat(messages(log).get(0)).contains("player " + MOVER + " was to move");
    }

    @Test
    void verify_noStartAfterTheForfeiterHadMoved_isRefused() {
        MatchLog log = forfeit("no-start", MOVER, "command not found: ./bot", null, null);

        assertThat(fields(log)).containsExactly("result.reason");
        assertThat(messages(log).get(0)).contains("the game had begun").contains("player " + MOVER + "'s at ply");
    }

    @Test
    void verify_disconnectedBotThatWasNotRemote_isRefused() {
        MatchLog log = forfeit("disconnected", MOVER, "seat lost its connection (closed)", null, null);

        assertThat(fields(log)).containsExactly("result.reason");
        assertThat(messages(log).get(0)).contains("was not a remote bot");
    }

    @Test
    void verify_diagnosisThatDoesNotFitTheReason_isRefused() {
        assertThat(fields(forfeit("crash", MOVER, "exited with code 3 during the game", null, "machine-overloaded")))
                .containsExactly("result.diagnosis");
        assertThat(fields(forfeit("illegal-move", MOVER, "ply 13: 1R is illegal", "1R", "debug-output")))
                .contains("result.diagnosis");
        assertThat(fields(forfeit("timeout", MOVER, "no move within 2,500 ms", null, "memory-limit")))
                .containsExactly("result.diagnosis");
        assertThat(fields(beforeAnyMove("no-start", 0, "player 1: x; player 2: y", "memory-limit")))
                .containsExactly("result.diagnosis");
    }

    @Test
    void verify_unknownDiagnosis_isRefusedAndQuotedAsText() {
        List<Finding> findings =
                LogVerifier.verify(forfeit("crash", MOVER, "closed its standard output", null, "<b>x"));

        assertThat(findings).extracting(Finding::field).containsExactly("result.diagnosis");
        assertThat(findings.get(0).message()).contains("unknown diagnosis '<b>x'");
    }

    @Test
    void verify_refusedMoveOfAnotherReason_isRefused() {
        assertThat(fields(forfeit("timeout", MOVER, "no move within 2,500 ms", "1R", null)))
                .containsExactly("result.move");
    }

    @Test
    void verify_bothPlayersForfeitingAfterMoves_orForATimeout_isRefused() {
        assertThat(fields(forfeit("crash", 0, "player 1: closed; player 2: closed", null, null)))
                .containsExactly("result.forfeit");
        assertThat(fields(beforeAnyMove("timeout", 0, "no move", null))).containsExactly("result.forfeit");
        assertThat(fields(forfeit("crash", 3, "exited with code 3 during the game", null, null)))
                .containsExactly("result.forfeit");
    }

    @Test
    void verify_chargeBetweenGamesAfterMovesOfThisGame_isRefused() {
        MatchLog log = forfeit(
                "crash",
                MOVER,
                "exited with code 1 after its previous game had ended, while it was to stay up for this one",
                null,
                null);

        assertThat(fields(log)).containsExactly("result.detail");
    }

    @Test
    void verify_botTextQuotedInADetail_isNotTakenForTheReferees() {
        String quoted = "wrote 'after its previous game had ended, when no game was under way while player " + OTHER
                + " was to move' while player " + MOVER + " was to move";

        assertThat(LogVerifier.verify(forfeit("out-of-turn", OTHER, quoted, null, null)))
                .isEmpty();
    }

    @Test
    void verify_refusedMoveDetailOfAnotherPly_isRefused() {
        assertThat(fields(forfeit("malformed", MOVER, "ply 9: 'hello' is not a move", "hello", null)))
                .containsExactly("result.detail");
    }

    @Test
    void verify_diagnosisOrMoveOfAGameEndedByTheRules_isRefused() {
        MatchLog game = SampleLogs.finished(7, arbitre.engine.awale.RuleSet.OFFICIAL);
        MatchLog.Result r = game.result();
        MatchLog changed = SampleLogs.withResult(
                game,
                new MatchLog.Result(
                        r.winner(), r.reason(), r.captured(), r.plies(), r.detail(), null, "1R", "debug-output"));

        assertThat(fields(changed)).containsExactly("result.move", "result.diagnosis");
    }
}
