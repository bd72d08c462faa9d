package arbitre.bots.search;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class LevelTest {

    @Test
    void parse_everyNumber_givesThatLevel() {
        for (int number = 1; number <= Level.ALL.size(); number++) {
            assertThat(Level.parse(Integer.toString(number)).number()).isEqualTo(number);
        }
    }

    @Test
    void parse_full_givesTheTopLevelWhichIsNotWeakened() {
        Level full = Level.parse("full");

        assertThat(full).isEqualTo(Level.top()).isEqualTo(Level.parse(" 15 "));
        assertThat(full.isFull()).isTrue();
        assertThat(full.limits()).isNull();
        assertThat(full.describe()).isEqualTo("the full bot");
    }

    @ParameterizedTest
    @ValueSource(strings = {"0", "16", "-1", "three", "", "1.5"})
    void parse_noLevel_failsNamingTheLevelsThereAre(String text) {
        assertThatThrownBy(() -> Level.parse(text))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("1..15")
                .hasMessageContaining("'" + text + "'");
    }

    @Test
    void levels_belowTheTop_areCappedAndGrowStronger() {
        for (int i = 0; i + 1 < Level.ALL.size(); i++) {
            Level level = Level.ALL.get(i);
            Level next = Level.ALL.get(i + 1);
            assertThat(level.isFull()).as("level %d", level.number()).isFalse();
            assertThat(level.limits()).as("level %d", level.number()).isNotNull();
            // Stronger: fewer random moves and as large a cap, or as many and a larger one.
            boolean fewerRandom = next.randomPercent() < level.randomPercent() && cap(next) >= cap(level);
            boolean largerCap = next.randomPercent() == level.randomPercent() && cap(next) > cap(level);
            boolean stronger = fewerRandom || largerCap;
            assertThat(stronger)
                    .as("level %d above level %d", next.number(), level.number())
                    .isTrue();
        }
    }

    /** How far a level searches: a depth of 1 below any node cap, no cap above all. */
    private static long cap(Level level) {
        return level.isFull() ? Long.MAX_VALUE : level.maxDepth() > 0 ? level.maxDepth() : level.maxNodes();
    }

    @Test
    void describe_saysTheCapAndTheRandomMoves() {
        assertThat(Level.parse("1").describe()).isEqualTo("depth 1, 50% random moves");
        assertThat(Level.parse("6").describe()).isEqualTo("depth 1");
        assertThat(Level.parse("10").describe()).isEqualTo("about 1500 nodes a move");
    }
}
