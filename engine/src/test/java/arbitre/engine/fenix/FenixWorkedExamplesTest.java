package arbitre.engine.fenix;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Every worked example of the rules, E1 to E16: the position before, its legal actions where the
 * example lists them, the action, the position after, and whether and how the game goes on.
 */
class FenixWorkedExamplesTest {

    /** Plays {@code action} from {@code before} and checks the text after it. */
    private static FenixBoard play(String before, String action, String after) {
        FenixBoard board = FenixPosition.parse(before);
        assertThat(board.isOver()).as("before %s", action).isFalse();
        board.play(action);
        assertThat(board.toString()).isEqualTo(after);
        return board;
    }

    private static void assertLegal(String position, String... actions) {
        assertThat(FenixPosition.parse(position).legalActions())
                .map(FenixAction::format)
                .containsExactlyInAnyOrder(actions);
    }

    private static void assertGoesOn(FenixBoard board, int toMove, int legalActions) {
        assertThat(board.isOver()).isFalse();
        assertThat(board.toMove()).isEqualTo(toMove);
        assertThat(board.legalActions()).hasSize(legalActions);
    }

    private static void assertOver(FenixBoard board, int winner, FenixEndReason reason) {
        assertThat(board.endReason()).isEqualTo(reason);
        assertThat(board.winner()).isEqualTo(winner);
        assertThat(board.legalActions()).isEmpty();
    }

    private static FenixBoard fromStart(String moves) {
        FenixBoard board = FenixBoard.start();
        for (String move : moves.split(" ")) {
            assertThat(board.isOver()).as("before %s", move).isFalse();
            board.play(move);
        }
        return board;
    }

    @Test
    void play_e1SetupGeneral_sixtyActionsEachSide() {
        assertThat(FenixBoard.start().legalActions()).hasSize(60);
        FenixBoard board = play(
                FenixPosition.START,
                "1,0-0,0",
                "GSSSSS../.SSSS..s/SSSS..ss/SSS..sss/SS..ssss/S..sssss/..ssssss b 1 - 0");
        assertGoesOn(board, 2, 60);
    }

    @Test
    void play_e2SetupKing_fromTheStart() {
        FenixBoard board = fromStart("1,0-0,0 5,7-6,7");
        assertThat(board.toString())
                .isEqualTo("GSSSSS../.SSSS..s/SSSS..ss/SSS..sss/SS..ssss/S..ssss./..sssssg r 2 - 0");
        board.play("0,1-0,0");
        assertThat(board.toString())
                .isEqualTo("K.SSSS../.SSSS..s/SSSS..ss/SSS..sss/SS..ssss/S..ssss./..sssssg b 3 - 0");
        assertGoesOn(board, 2, 53);
    }

    @Test
    void play_e3SoldierChain_onlyTheWholeChainIsLegal() {
        String before = "S......K/......../......../.Ss...../...s..../......../k....... r 30 - 0";
        assertLegal(before, "3,1-5,3x3,2x4,3");
        FenixBoard board = play(
                before, "3,1-5,3x3,2x4,3", "S......K/......../......../......../......../...S..../k....... b 31 - 0");
        assertGoesOn(board, 2, 3);
    }

    @Test
    void play_e4MaximumCapture_generalBeatsSoldier() {
        String before = "K....G../......../.....g../.Ss...../......../......../k......s r 30 - 0";
        assertLegal(before, "0,5-3,5x2,5", "0,5-4,5x2,5", "0,5-5,5x2,5", "0,5-6,5x2,5");
        assertThat(FenixPosition.parse(before).illegalReason(FenixAction.parse("3,1-3,3x3,2")))
                .contains("not the maximum capture");
        FenixBoard board =
                play(before, "0,5-4,5x2,5", "K......./......../......../.Ss...../.....G../......../k......s b 31 G 0");
        assertGoesOn(board, 2, 1);
    }

    @Test
    void play_e5GeneralLongJump_everyLandingSquare() {
        String before = "K......./......../......../G..s..../......../......../k......g r 30 - 0";
        assertLegal(before, "3,0-3,4x3,3", "3,0-3,5x3,3", "3,0-3,6x3,3", "3,0-3,7x3,3");
        FenixBoard board =
                play(before, "3,0-3,6x3,3", "K......./......../......../......G./......../......../k......g b 31 - 0");
        assertGoesOn(board, 2, 15);
    }

    @Test
    void play_e5bGeneralChain_twoCapturesBeatOne() {
        String before = "K......./......../......../G..s..../......../.....s../k......g r 30 - 0";
        assertLegal(before, "3,0-6,5x3,3x5,5");
        FenixBoard board = play(
                before, "3,0-6,5x3,3x5,5", "K......./......../......../......../......../......../k....G.g b 31 - 0");
        assertGoesOn(board, 2, 4);
    }

    @Test
    void play_e6SameEndsDifferentCaptures_startSquareStaysBlocked() {
        String before = "G......K/......../..Ss..../..s.s.../...s..../....s.../k....... r 30 - 0";
        assertLegal(before, "2,2-2,4x3,2x3,4x4,3", "2,2-4,2x2,3x3,4x4,3", "2,2-6,4x2,3x3,4x5,4", "2,2-6,4x3,2x4,3x5,4");
        FenixBoard board = play(
                before,
                "2,2-6,4x3,2x4,3x5,4",
                "G......K/......../...s..../....s.../......../......../k...S... b 31 - 0");
        assertGoesOn(board, 2, 11);
    }

    @Test
    void play_e7KingCaptured_flagsTheLoserForOnePly() {
        String before = "SG....../.S....../......../...Ks.../......../......S./.....g.k b 31 - 0";
        assertLegal(before, "3,4-3,2x3,3");
        FenixBoard board =
                play(before, "3,4-3,2x3,3", "SG....../.S....../......../..s...../......../......S./.....g.k r 32 K 0");
        assertThat(board.mayRestoreKing()).isTrue();
        assertThat(board.mayCreateGeneral()).isFalse();
        assertGoesOn(board, 1, 16);
    }

    @Test
    void play_e8KingRestored_gameGoesOn() {
        String before = "SG....../.S....../......../..s...../......../......S./.....g.k r 32 K 0";
        assertLegal(
                before, "0,0-0,1", "0,0-1,0", "0,1-0,2", "0,1-0,3", "0,1-0,4", "0,1-0,5", "0,1-0,6", "0,1-0,7",
                "1,1-0,1", "1,1-1,0", "1,1-1,2", "1,1-2,1", "5,6-4,6", "5,6-5,5", "5,6-5,7", "5,6-6,6");
        FenixBoard board =
                play(before, "1,1-0,1", "SK....../......../......../..s...../......../......S./.....g.k b 33 - 1");
        assertGoesOn(board, 2, 1);
    }

    @Test
    void play_e9KingNotRestored_moverLoses() {
        FenixBoard board = play(
                "SG....../.S....../......../..s...../......../......S./.....g.k r 32 K 0",
                "5,6-4,6",
                "SG....../.S....../......../..s...../......S./......../.....g.k b 33 - 1");
        assertOver(board, 2, FenixEndReason.KING_LOST);
    }

    @Test
    void play_e10CompulsoryCaptureInsteadOfRestoring_moverLoses() {
        String before = "SG....../......../......../..s...../......../.....sS./....g..k r 32 K 0";
        assertLegal(before, "5,6-5,4x5,5");
        assertThat(FenixPosition.parse(before).illegalReason(FenixAction.parse("0,0-0,1")))
                .contains("a capture is compulsory");
        FenixBoard board =
                play(before, "5,6-5,4x5,5", "SG....../......../......../..s...../......../....S.../....g..k b 33 - 0");
        assertOver(board, 2, FenixEndReason.KING_LOST);
    }

    @Test
    void play_e11RecreateGeneral_soldierOnSoldier() {
        String before = "SS.....K/S......./.s....../......../......../......../g......k r 42 G 0";
        assertLegal(
                before, "0,0-0,1", "0,0-1,0", "0,1-0,0", "0,1-0,2", "0,1-1,1", "0,7-0,6", "0,7-1,6", "0,7-1,7",
                "1,0-0,0", "1,0-1,1", "1,0-2,0");
        FenixBoard board =
                play(before, "0,1-0,0", "G......K/S......./.s....../......../......../......../g......k b 43 - 1");
        assertGoesOn(board, 2, 17);
    }

    @Test
    void play_e12TwoPathsOneAction_listedOnce() {
        String before = "G.s..s../......../......../......../......../......../K......k r 30 - 0";
        assertLegal(before, "0,0-0,6x0,2x0,5", "0,0-0,7x0,2x0,5");
        FenixBoard board = play(
                before, "0,0-0,7x0,2x0,5", ".......G/......../......../......../......../......../K......k b 31 - 0");
        assertGoesOn(board, 2, 3);
    }

    @Test
    void parse_e13NoLegalAction_playerToMoveLoses() {
        FenixBoard board =
                FenixPosition.parse("K......./......../......../......../.....S.S/......SS/.....SSk b 41 - 0");
        assertOver(board, 1, FenixEndReason.NO_MOVES);
    }

    @Test
    void play_e14StuckInTheSetup_playerToMoveLoses() {
        FenixBoard board = fromStart("0,2-0,3 5,7-6,7 0,4-1,4 5,6-6,6 1,2-1,3 4,6-4,7 2,2-2,3 3,7-4,7");
        assertThat(board.toString())
                .isEqualTo("SS.G.S../SS.GG..s/SS.G..ss/SSS..ss./SS..ss.k/S..sss../..ssssgg r 8 - 0");
        assertOver(board, 2, FenixEndReason.SETUP_STUCK);
        assertOver(FenixPosition.parse(board.toString()), 2, FenixEndReason.SETUP_STUCK);
    }

    @Test
    void play_e15Repetition_drawnAtTheFourthOccurrence() {
        List<String> moves = Arrays.asList(("0,1-0,0 6,6-6,7 1,1-1,0 5,6-5,7 0,2-1,2 6,5-5,5 2,0-1,0 4,7-5,7"
                        + " 2,1-2,2 4,6-4,5 0,0-0,1 6,7-6,6 0,1-0,0 6,6-6,7 0,0-0,1 6,7-6,6 0,1-0,0 6,6-6,7 0,0-0,1"
                        + " 6,7-6,6 0,1-0,0 6,6-6,7")
                .split(" "));
        FenixBoard board = fromStart(String.join(" ", moves.subList(0, moves.size() - 1)));
        assertThat(board.isOver()).isFalse();
        board.play(moves.get(moves.size() - 1));
        assertThat(board.toString())
                .isEqualTo("G..SSS../K.GSS..s/..GS..ss/SSS..sss/SS..sg../S..ssg.k/..sss..g r 22 - 12");
        assertOver(board, 0, FenixEndReason.REPETITION);
    }

    @Test
    void play_e16FiftyPliesWithoutCapture_drawnWithBothKings() {
        // The last capture was at ply 52; plies 53 to 101 captured nothing.
        FenixBoard board =
                FenixPosition.parse("K......./......../...S..../......../....s.../......../.......k r 102 - 49");
        assertThat(board.isOver()).isFalse();
        board.play("0,0-0,1");
        assertThat(board.noCaptureCount()).isEqualTo(50);
        assertThat(board.kings(1)).isEqualTo(1);
        assertThat(board.kings(2)).isEqualTo(1);
        assertOver(board, 0, FenixEndReason.NO_CAPTURE_50);
    }
}
