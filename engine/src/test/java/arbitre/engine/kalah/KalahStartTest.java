package arbitre.engine.kalah;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class KalahStartTest {

    @Test
    void parse_standard_isTheStandardOpening() {
        KalahStart start = KalahStart.parse("standard");
        assertThat(start.name()).isEqualTo("standard");
        assertThat(start.board()).isEqualTo(KalahBoard.standard());
    }

    @Test
    void parse_fairNumber_isThatOpening() {
        KalahStart start = KalahStart.parse("fair:17");
        assertThat(start.name()).isEqualTo("fair:17");
        assertThat(start.vector()).containsExactly(FairKalahOpenings.vector(17));
        assertThat(start.board().toMove()).isEqualTo(1);
        assertThat(start).isEqualTo(KalahStart.fair(17)).isNotEqualTo(KalahStart.fair(18));
        assertThat(KalahStart.parse("fair:0").vector()).containsExactly(FairKalahOpenings.vector(0));
        assertThat(KalahStart.parse("fair:253").vector()).containsExactly(FairKalahOpenings.vector(253));
    }

    @Test
    void parse_outOfRange_saysTheRange() {
        assertThatThrownBy(() -> KalahStart.parse("fair:254"))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("start position 'fair:254': FairKalah openings are numbered 0 to 253, 254 is out of range");
    }

    @Test
    void parse_unknownName_namesItAndTheChoices() {
        assertThatThrownBy(() -> KalahStart.parse("fiar:3"))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("unknown start position 'fiar:3': use standard or fair:N (N 0 to 253)");
    }

    @ParameterizedTest
    @ValueSource(strings = {"fair:", "fair:-1", "fair:x", "fair:007", "fair:1000", "fair: 3"})
    void parse_badNumber_isRefused(String text) {
        assertThatThrownBy(() -> KalahStart.parse(text))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("'" + text + "'");
    }
}
