package arbitre.engine.awale;

import static arbitre.engine.awale.RuleSet.OFFICIAL;
import static arbitre.engine.awale.RuleSet.REPORT;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** The two ownership rule sets (docs/awale.md, "Who owns which hole"). */
class RuleSetTest {

    @Test
    void official_player1OwnsOddHoles_player2EvenHoles() {
        assertThat(OFFICIAL.holesOf(1)).containsExactly(1, 3, 5, 7, 9, 11, 13, 15);
        assertThat(OFFICIAL.holesOf(2)).containsExactly(2, 4, 6, 8, 10, 12, 14, 16);
        for (int hole = 1; hole <= Board.HOLES; hole++) {
            assertThat(OFFICIAL.owner(hole)).as("owner of %d", hole).isEqualTo(hole % 2 == 1 ? 1 : 2);
        }
        assertThat(OFFICIAL.majorityEnds()).isTrue();
    }

    @Test
    void report_player1OwnsHoles1To8_player2Holes9To16() {
        assertThat(REPORT.holesOf(1)).containsExactly(1, 2, 3, 4, 5, 6, 7, 8);
        assertThat(REPORT.holesOf(2)).containsExactly(9, 10, 11, 12, 13, 14, 15, 16);
        for (int hole = 1; hole <= Board.HOLES; hole++) {
            assertThat(REPORT.owner(hole)).as("owner of %d", hole).isEqualTo(hole <= 8 ? 1 : 2);
        }
        assertThat(REPORT.majorityEnds()).isFalse();
    }

    @Test
    void fromName_anyCaseAndSpaces_findsRuleSet() {
        assertThat(RuleSet.fromName("official")).isEqualTo(OFFICIAL);
        assertThat(RuleSet.fromName(" Report ")).isEqualTo(REPORT);
        assertThat(RuleSet.fromName("OFFICIAL")).isEqualTo(OFFICIAL);
        assertThat(RuleSet.fromName(null)).isEqualTo(OFFICIAL);
    }

    @ParameterizedTest
    @ValueSource(strings = {"", "offical", "rules", "2025"})
    void fromName_unknownName_throwsNamingItAndTheKnownOnes(String name) {
        assertThatThrownBy(() -> RuleSet.fromName(name))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("'" + name + "'")
                .hasMessageContaining("official")
                .hasMessageContaining("report");
    }

    @Test
    void wireName_isTheNameFromNameAccepts() {
        for (RuleSet rules : RuleSet.values()) {
            assertThat(RuleSet.fromName(rules.wireName())).isEqualTo(rules);
            assertThat(rules).hasToString(rules.wireName());
        }
    }

    @Test
    void owner_holeOutOfRange_throws() {
        assertThatThrownBy(() -> OFFICIAL.owner(0)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> REPORT.holesOf(3)).isInstanceOf(IllegalArgumentException.class);
    }
}
