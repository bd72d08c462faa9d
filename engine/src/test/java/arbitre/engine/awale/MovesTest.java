package arbitre.engine.awale;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import arbitre.engine.MoveFormatException;
import java.util.HashSet;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.NullSource;
import org.junit.jupiter.params.provider.ValueSource;

/** Move notation (docs/awale.md, "Moves and their notation"): the 64 codes, parsing and formatting. */
class MovesTest {

    @Test
    void format_everyCode_parsesBackToTheSameCode() {
        Set<String> texts = new HashSet<>();
        for (int code = 0; code < Moves.COUNT; code++) {
            String text = Moves.format(code);
            assertThat(text).matches("(1[0-6]|[1-9])(R|B|TR|TB)");
            assertThat(Moves.parse(text)).as(text).isEqualTo(code);
            texts.add(text);
        }
        assertThat(texts).hasSize(Moves.COUNT);
    }

    @Test
    void of_everyHoleAndKind_decodesAndFormatsConsistently() {
        String[] suffix = {"R", "B", "TR", "TB"};
        for (int hole = 1; hole <= Board.HOLES; hole++) {
            for (int kind = Moves.RED; kind <= Moves.TRANSPARENT_AS_BLUE; kind++) {
                int move = Moves.of(hole, kind);
                assertThat(Moves.hole(move)).isEqualTo(hole);
                assertThat(Moves.kind(move)).isEqualTo(kind);
                assertThat(Moves.format(move)).isEqualTo(hole + suffix[kind]);
                assertThat(Moves.usesTransparent(move)).isEqualTo(suffix[kind].startsWith("T"));
                assertThat(Moves.isBlueLike(move)).isEqualTo(suffix[kind].endsWith("B"));
            }
        }
    }

    static Stream<Arguments> textsAndCanonicalForms() {
        return Stream.of(
                Arguments.of(" 14tb\n", "14TB"),
                Arguments.of("3r", "3R"),
                Arguments.of("\t4TR ", "4TR"),
                Arguments.of("16b", "16B"),
                Arguments.of("1Tb", "1TB"),
                Arguments.of("\r\n 9R \r\n", "9R"));
    }

    @ParameterizedTest(name = "[{index}] {1}")
    @MethodSource("textsAndCanonicalForms")
    void parse_anyCaseAndSurroundingWhiteSpace_givesCanonicalMove(String text, String canonical) {
        assertThat(Moves.format(Moves.parse(text))).isEqualTo(canonical);
    }

    @ParameterizedTest(name = "\"{0}\"")
    @ValueSource(
            strings = {
                "0R", "17B", "3X", "3T", "TR", "", "  ", "03R", "1RR", "R3", "3 R", "3BT", "100R", "-3R", "+3R", "3",
                "3TT", "3RT"
            })
    void parse_malformedText_throwsMoveFormatExceptionNamingTheText(String text) {
        assertThatThrownBy(() -> Moves.parse(text))
                .isInstanceOf(MoveFormatException.class)
                .hasMessageStartingWith("'" + text + "' is not a move")
                .satisfies(e -> assertThat(((MoveFormatException) e).text()).isEqualTo(text));
    }

    @ParameterizedTest
    @NullSource
    void parse_null_throwsMoveFormatException(String text) {
        assertThatThrownBy(() -> Moves.parse(text)).isInstanceOf(MoveFormatException.class);
    }

    @Test
    void parse_controlCharacters_areEscapedInTheMessage() {
        assertThatThrownBy(() -> Moves.parse("3\u0007R"))
                .isInstanceOf(MoveFormatException.class)
                .hasMessageContaining("3\\u0007R");
    }

    @ParameterizedTest
    @ValueSource(ints = {-1, 64, 1000})
    void format_codeOutOfRange_throws(int code) {
        assertThatThrownBy(() -> Moves.format(code))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining(String.valueOf(code));
    }

    @Test
    void of_holeOrKindOutOfRange_throws() {
        assertThatThrownBy(() -> Moves.of(0, Moves.RED)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> Moves.of(17, Moves.RED)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> Moves.of(1, 4)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> Moves.of(1, -1)).isInstanceOf(IllegalArgumentException.class);
    }
}
