package arbitre.engine.fenix;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Illegal actions are refused with the reason: whose piece, which phase, which rule. */
class FenixLegalityTest {
    /** E4: a general's capture worth 2 beats a soldier's worth 1. */
    private static final String MAXIMUM = "K....G../......../.....g../.Ss...../......../......../k......s r 30 - 0";
    /** E8: red may restore its king on this ply; no capture available. */
    private static final String RESTORE = "SG....../.S....../......../..s...../......../......S./.....g.k r 32 K 0";

    @ParameterizedTest(name = "{1} in {0}")
    @CsvSource(
            delimiter = '|',
            value = {
                "START   | 3,3-3,4          | there is no stack on 3,3",
                "START   | 6,7-6,6          | 6,7 holds a black soldier, and red is to move",
                "START   | 0,0-0,2          | during the setup (ply 0 < 10) a soldier goes only onto an orthogonally adjacent soldier or general of its own",
                "START   | 4,1-4,2          | during the setup (ply 0 < 10) a soldier goes only onto an orthogonally adjacent soldier or general of its own",
                "START   | 0,0-0,1x1,1      | during the setup (ply 0 < 10) nothing is captured",
                "MAXIMUM | 3,1-3,3x3,2      | not the maximum capture: it captures 1, and a capture worth 2 is available (such as 0,5-3,5x2,5)",
                "MAXIMUM | 0,0-1,1          | a capture is compulsory, and one worth 2 is available (such as 0,5-3,5x2,5)",
                "MAXIMUM | 0,5-1,5x2,5      | the general on 0,5 has no chain of jumps from 0,5 to 1,5 capturing 2,5",
                "MAXIMUM | 0,5-4,5x1,5      | there is no black stack to capture on 1,5",
                "RESTORE | 0,1-0,0          | only a soldier may stack, onto an orthogonally adjacent soldier or general of its own",
                "RESTORE | 5,6-3,6          | the soldier on 5,6 cannot move to 3,6 (a soldier steps to an orthogonally adjacent empty square)",
                "RESTORE | 0,1-2,1          | the general on 0,1 cannot move to 2,1 (a general slides orthogonally over empty squares)",
                "RESTORE | 5,6-5,4x5,5      | no capture is available to red",
                "RESTORE | 1,1-2,2          | the soldier on 1,1 cannot move to 2,2 (a soldier steps to an orthogonally adjacent empty square)",
            })
    void illegalReason_illegalAction_saysWhy(String position, String action, String why) {
        String text = switch (position) {
            case "START" -> FenixPosition.START;
            case "MAXIMUM" -> MAXIMUM;
            default -> RESTORE;
        };
        FenixBoard board = FenixPosition.parse(text);

        assertThat(board.illegalReason(FenixAction.parse(action))).isEqualTo(why);
        assertThatThrownBy(() -> board.play(action))
                .isInstanceOf(IllegalActionException.class)
                .hasMessage(FenixAction.parse(action) + " is illegal: " + why);
        assertThat(board.toString()).isEqualTo(text);
    }

    @Test
    void illegalReason_fifthGeneralOrSecondKingInTheSetup_isRefused() {
        FenixBoard fourGenerals = FenixBoard.start();
        for (String action : "1,0-0,0 6,6-6,7 2,0-3,0 5,6-5,7 4,0-5,0 4,7-5,7 1,2-1,1 3,7-2,7".split(" ")) {
            fourGenerals.play(action);
        }
        assertThat(fourGenerals.illegalReason(FenixAction.parse("2,1-2,2"))).isEqualTo("red already has four generals");

        FenixBoard king = FenixBoard.start();
        for (String action : "1,0-0,0 6,6-6,7 0,1-0,0 5,7-6,7 2,0-3,0 6,5-6,4 4,0-5,0".split(" ")) {
            king.play(action);
        }
        assertThat(king.illegalReason(FenixAction.parse("5,4-6,4"))).isEqualTo("black already has a king");
    }

    @Test
    void illegalReason_stackWithoutTheFlag_isRefused() {
        FenixBoard board =
                FenixPosition.parse("SS.....K/S......./.s....../......../......../......../g......k r 42 - 0");

        assertThat(board.illegalReason(FenixAction.parse("0,1-0,0")))
                .isEqualTo("red may stack a soldier on a soldier only on the ply right after losing a general");
    }

    @Test
    void play_finishedGame_isRefused() {
        FenixBoard over =
                FenixPosition.parse("K......./......../......../......../.....S.S/......SS/.....SSk b 41 - 0");

        assertThatThrownBy(() -> over.play("6,7-5,7"))
                .isInstanceOf(IllegalActionException.class)
                .hasMessageContaining("the game is over (no-moves)");
    }

    @Test
    void play_malformedText_isAFormatErrorNotAnIllegalAction() {
        assertThatThrownBy(() -> FenixBoard.start().play("1,0-0,0x")).isInstanceOf(ActionFormatException.class);
    }
}
