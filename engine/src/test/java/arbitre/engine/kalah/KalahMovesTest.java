package arbitre.engine.kalah;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import arbitre.engine.MoveFormatException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class KalahMovesTest {

    @ParameterizedTest
    @ValueSource(strings = {"4", " 4", "4 ", "\t4\t", "4\r", " 4 \r"})
    void parse_digitWithSpacesTabsOrCarriageReturn_isThePit(String text) {
        assertThat(KalahMoves.parse(text)).isEqualTo(4);
    }

    @ParameterizedTest
    @ValueSource(
            strings = {"", " ", "0", "7", "9", "12", "04", "4 4", "a", "3R", "+3", "\u0663", "4\n", "\r4", "4\r\r"})
    void parse_anythingElse_isMalformed(String text) {
        assertThatThrownBy(() -> KalahMoves.parse(text))
                .isInstanceOf(MoveFormatException.class)
                .hasMessageContaining("is not a move");
    }

    @Test
    void parse_null_isMalformed() {
        assertThatThrownBy(() -> KalahMoves.parse(null)).isInstanceOf(MoveFormatException.class);
    }

    @Test
    void format_pit_isItsDigit() {
        for (int pit = 1; pit <= 6; pit++) {
            assertThat(KalahMoves.format(pit)).isEqualTo(Integer.toString(pit));
            assertThat(KalahMoves.parse(KalahMoves.format(pit))).isEqualTo(pit);
        }
        assertThatThrownBy(() -> KalahMoves.format(0)).hasMessageContaining("got 0");
    }

    @Test
    void formatTurn_andParseTurn_roundTrip() {
        int[] pits = {3, 6, 1};
        String line = KalahMoves.formatTurn(pits, 3);
        assertThat(line).isEqualTo("3 6 1");
        int[] out = new int[50];
        assertThat(KalahMoves.parseTurn(line, out)).isEqualTo(3);
        assertThat(out).startsWith(3, 6, 1);
    }

    @Test
    void parseTurn_badWord_namesItsPosition() {
        assertThatThrownBy(() -> KalahMoves.parseTurn("3 x 1", new int[50]))
                .isInstanceOf(MoveFormatException.class)
                .hasMessageContaining("word 2");
        assertThatThrownBy(() -> KalahMoves.parseTurn("  ", new int[50]))
                .isInstanceOf(MoveFormatException.class)
                .hasMessageContaining("at least one move");
    }
}
