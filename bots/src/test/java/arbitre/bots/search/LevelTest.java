package arbitre.bots.search;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import arbitre.bots.Ladders;
import arbitre.bots.protocol.Game;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.EnumSource;
import org.junit.jupiter.params.provider.ValueSource;

class LevelTest {

    @ParameterizedTest
    @EnumSource(Game.class)
    void parse_everyNumberOfAGamesLadder_givesThatLevel(Game game) {
        List<Level> ladder = Ladders.of(game);
        for (int number = 1; number <= ladder.size(); number++) {
            assertThat(Ladders.parse(Integer.toString(number), game)).isEqualTo(ladder.get(number - 1));
            assertThat(ladder.get(number - 1).number()).isEqualTo(number);
        }
    }

    @ParameterizedTest
    @CsvSource({"AWALE, 15", "KALAH, 10", "FENIX, 7"})
    void parse_full_givesTheGamesTopLevelWhichIsNotWeakened(Game game, int top) {
        Level full = Ladders.parse("full", game);

        assertThat(full).isEqualTo(Ladders.top(game)).isEqualTo(Ladders.parse(" " + top + " ", game));
        assertThat(full.isFull()).isTrue();
        assertThat(full.limits()).isNull();
        assertThat(full.describe()).isEqualTo("the full bot");
    }

    @ParameterizedTest
    @ValueSource(strings = {"0", "16", "-1", "three", "", "1.5"})
    void parse_noLevel_failsNamingTheLevelsThereAre(String text) {
        assertThatThrownBy(() -> Ladders.parse(text, Game.AWALE))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("a level of awale is 1..15")
                .hasMessageContaining("'" + text + "'");
    }

    @Test
    void parse_aLevelOfTheAwaleAboveAnotherGamesTop_failsNamingThatGamesLevels() {
        assertThatThrownBy(() -> Ladders.parse("11", Game.KALAH))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("a level of kalah is 1..10");
        assertThatThrownBy(() -> Ladders.parse("8", Game.FENIX))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("a level of fenix is 1..7");
    }

    @ParameterizedTest
    @EnumSource(Game.class)
    void levels_belowTheTop_areCappedAndGrowStronger(Game game) {
        List<Level> ladder = Ladders.of(game);
        for (int i = 0; i + 1 < ladder.size(); i++) {
            Level level = ladder.get(i);
            Level next = ladder.get(i + 1);
            assertThat(level.isFull()).as("level %d", level.number()).isFalse();
            assertThat(level.limits()).as("level %d", level.number()).isNotNull();
            // Stronger: fewer random moves and as large a cap, or as many and a larger one.
            boolean fewerRandom = next.randomPercent() < level.randomPercent() && cap(next) >= cap(level);
            boolean largerCap = next.randomPercent() == level.randomPercent() && cap(next) > cap(level);
            boolean stronger = fewerRandom || largerCap;
            assertThat(stronger)
                    .as("%s level %d above level %d", game, next.number(), level.number())
                    .isTrue();
        }
        assertThat(Ladders.top(game).isFull()).isTrue();
    }

    /** How far a level searches: a depth of 1 below any node cap, no cap above all. */
    private static long cap(Level level) {
        return level.isFull() ? Long.MAX_VALUE : level.maxDepth() > 0 ? level.maxDepth() : level.maxNodes();
    }

    @Test
    void describe_saysTheCapAndTheRandomMoves() {
        assertThat(Ladders.parse("1", Game.AWALE).describe()).isEqualTo("depth 1, 50% random moves");
        assertThat(Ladders.parse("6", Game.AWALE).describe()).isEqualTo("depth 1");
        assertThat(Ladders.parse("10", Game.AWALE).describe()).isEqualTo("about 1500 nodes a move");
        assertThat(Ladders.parse("9", Game.KALAH).describe()).isEqualTo("about 1000000 nodes a move");
    }
}
