package arbitre.engine.awale;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class PerftTest {

    @ParameterizedTest(name = "perft({1}) of {0} = {2}")
    @CsvSource({
        "OFFICIAL, 1, 32",
        "OFFICIAL, 2, 1024",
        "OFFICIAL, 3, 30856",
        "OFFICIAL, 4, 929896",
        "REPORT, 1, 32",
        "REPORT, 2, 1024",
        "REPORT, 3, 30826",
        "REPORT, 4, 928252",
    })
    void count_fromStart_matchesPublishedCounts(RuleSet rules, int depth, long expected) {
        assertThat(Perft.count(Board.start(rules), depth)).isEqualTo(expected);
    }
}
