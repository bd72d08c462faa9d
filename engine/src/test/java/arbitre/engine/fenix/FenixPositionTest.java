package arbitre.engine.fenix;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The position text: the initial position, what parsing reads, and the errors it names. */
class FenixPositionTest {

    @Test
    void format_start_isTheInitialPositionText() {
        FenixBoard start = FenixBoard.start();

        assertThat(FenixPosition.format(start)).isEqualTo(FenixPosition.START);
        assertThat(FenixPosition.parse(FenixPosition.START)).isEqualTo(start);
        assertThat(start.stacks(1)).isEqualTo(21);
        assertThat(start.stacks(2)).isEqualTo(21);
        assertThat(start.toMove()).isEqualTo(1);
    }

    @Test
    void parse_flagsAndCounters_areRead() {
        FenixBoard board =
                FenixPosition.parse("SG....../......../......../..s...../......../.....sS./....g..k r 32 GK 7");

        assertThat(board.mayCreateGeneral()).isTrue();
        assertThat(board.mayRestoreKing()).isTrue();
        assertThat(board.ply()).isEqualTo(32);
        assertThat(board.noCaptureCount()).isEqualTo(7);
        assertThat(board.stack(0, 1)).isEqualTo(2);
        assertThat(board.stack(6, 7)).isEqualTo(-3);
        assertThat(board.captured(2)).isEqualTo(21 - 4);
        assertThat(board.toString())
                .isEqualTo("SG....../......../......../..s...../......../.....sS./....g..k r 32 GK 7");
    }

    @ParameterizedTest(name = "{1}")
    @CsvSource(
            delimiter = '|',
            value = {
                "SSSSSS../SSSSS..s/SSSS..ss/SSS..sss/SS..ssss/S..sssss/..ssssss r 0 -     | expected 5 fields",
                "SSSSSS../SSSSS..s/SSSS..ss/SSS..sss/SS..ssss/S..sssss r 0 - 0            | 7 rows",
                "SSSSSS../SSSSS..s/SSSS..ss/SSS..sss/SS..ssss/S..sssss/..sssss r 0 - 0    | row 6 must have 8 characters",
                "SSSSSS../SSSSS..s/SSSS..ss/SSS..sss/SS..ssss/S..sssss/..sssssx r 0 - 0   | square 6,7 holds 'x'",
                "SSSSSS../SSSSS..s/SSSS..ss/SSS..sss/SS..ssss/S..sssss/..ssssss w 0 - 0   | 'r' or 'b'",
                "SSSSSS../SSSSS..s/SSSS..ss/SSS..sss/SS..ssss/S..sssss/..ssssss b 0 - 0   | red moves exactly on even plies",
                "SSSSSS../SSSSS..s/SSSS..ss/SSS..sss/SS..ssss/S..sssss/..ssssss r -2 - 0  | ply counter must be a whole number",
                "SSSSSS../SSSSS..s/SSSS..ss/SSS..sss/SS..ssss/S..sssss/..ssssss r 0 X 0   | flags must be -, G, K or GK",
                "SSSSSS../SSSSS..s/SSSS..ss/SSS..sss/SS..ssss/S..sssss/..ssssss r 0 G 0   | no creation flag",
                "SSSSSS../SSSSS..s/SSSS..ss/SSS..sss/SS..ssss/S..sssss/..ssssss r 0 - 3   | no-capture counter must be 0..0",
                "SSSSSS../SSSSS..s/SSSS..ss/SSS..sss/SS..ssss/S..sssss/..ssssss r 20 - 11 | no-capture counter must be 0..10",
                "KKKKKKKK/......../......../......../......../......../.......k r 30 - 0   | red has 24 pieces",
                "SSSSSS../SSSSS..s/SSSS..ss/SSS..sss/SS..ssss/S..sssss/..ssssss  r 0 - 0  | expected 5 fields",
            })
    void parse_badText_namesTheField(String text, String why) {
        assertThatThrownBy(() -> FenixPosition.parse(text))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageStartingWith("position '")
                .hasMessageContaining(why);
    }
}
