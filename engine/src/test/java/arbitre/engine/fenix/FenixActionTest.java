package arbitre.engine.fenix;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The action notation: parsing in any order of the captured squares, the canonical form, and what is malformed. */
class FenixActionTest {

    @Test
    void parse_capturedSquaresInAnyOrder_formatsSortedByRowThenColumn() {
        FenixAction action = FenixAction.parse("  2,2-6,4x5,4x3,2x4,3 \r");

        assertThat(action.start()).isEqualTo(Squares.of(2, 2));
        assertThat(action.end()).isEqualTo(Squares.of(6, 4));
        assertThat(action.format()).isEqualTo("2,2-6,4x3,2x4,3x5,4");
        assertThat(FenixAction.parse("2,2-6,4x3,2X4,3x5,4")).isEqualTo(action);
    }

    @Test
    void format_moveWithoutCapture_isStartDashEnd() {
        assertThat(FenixAction.of(Squares.of(0, 1), Squares.of(0, 7)).format()).isEqualTo("0,1-0,7");
        assertThat(FenixAction.parse("6,7-0,0").format()).isEqualTo("6,7-0,0");
    }

    @ParameterizedTest(name = "''{0}'' -> {1}")
    @CsvSource(
            delimiter = '|',
            value = {
                "''                     | empty",
                "3,1                    | expected '-' after the start square",
                "3,1-                   | the end square must be row,column",
                "7,1-3,1                | the start square 7,1 is off the board",
                "3,1-3,8                | the end square 3,8 is off the board",
                "3,1-5,3x3,2x3,2        | captured square 3,2 is given twice",
                "3,1-5,3x               | a captured square must be row,column",
                "3,1-5,3 x3,2           | expected 'x' and a captured square at character 8",
                "3,1-5,3y3,2            | expected 'x' and a captured square at character 8",
                "3;1-5,3                | the start square must be row,column",
                "3,11-5,3               | more than one digit",
                "31-53                  | the start square must be row,column",
                "a,b-c,d                | the start square must be row,column",
            })
    void parse_malformedText_namesTheProblem(String text, String why) {
        assertThatThrownBy(() -> FenixAction.parse(text))
                .isInstanceOf(ActionFormatException.class)
                .hasMessageContaining("is not a Fenix action")
                .hasMessageContaining(why);
    }

    @Test
    void parse_overLongLine_isMalformedWithoutEcho() {
        String text = "3,1-5,3" + "x3,2".repeat(200);

        assertThatThrownBy(() -> FenixAction.parse(text))
                .isInstanceOf(ActionFormatException.class)
                .hasMessageContaining("longer than")
                .hasMessageContaining("(807 characters)");
    }

    @Test
    void parse_controlCharacters_areEscapedInTheMessage() {
        assertThatThrownBy(() -> FenixAction.parse("3,1-\u00013,2"))
                .isInstanceOf(ActionFormatException.class)
                .hasMessageContaining("\\u0001");
    }
}
