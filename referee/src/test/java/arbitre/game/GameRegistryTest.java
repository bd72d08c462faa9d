package arbitre.game;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import arbitre.game.awale.AwaleType;
import java.util.List;
import org.junit.jupiter.api.Test;

class GameRegistryTest {

    @Test
    void get_null_isAwaleTheDefaultGame() {
        assertThat(GameRegistry.get(null)).isInstanceOf(AwaleType.class);
        assertThat(GameRegistry.names()).startsWith("awale");
    }

    @Test
    void get_unknownGame_namesItAndTheKnownOnes() {
        assertThatThrownBy(() -> GameRegistry.get("chess"))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("unknown game 'chess' (known: " + String.join(", ", GameRegistry.names()) + ")");
    }

    @Test
    void scoreUnit_eachGamesOwn_andSeedsForAnUnknownOrMissingName() {
        assertThat(GameRegistry.scoreUnit("awale")).isEqualTo("seeds");
        assertThat(GameRegistry.scoreUnit("kalah")).isEqualTo("seeds");
        assertThat(GameRegistry.scoreUnit("fenix")).isEqualTo("pieces");
        assertThat(GameRegistry.scoreUnit(null)).isEqualTo("seeds");
        assertThat(GameRegistry.scoreUnit("<script>")).isEqualTo("seeds");
    }

    @Test
    void awale_variantsStartsAndEndReasons() {
        GameType awale = GameRegistry.get("awale");

        assertThat(awale.variants()).containsExactly("official", "report");
        assertThat(awale.starts()).containsExactly("standard");
        assertThat(awale.endReasons()).containsExactly("starvation", "few-seeds", "majority", "move-limit");
        assertThat(awale.briefing("standard")).isEmpty();
        assertThat(awale.start("report", null).rules()).containsEntry("name", "report");
    }

    @Test
    void awale_start_unknownStart_namesIt() {
        assertThatThrownBy(() -> AwaleType.INSTANCE.start("official", "fair:3"))
                .hasMessage("unknown start position of awale 'fair:3' (known: standard)");
    }

    @Test
    void awale_viewerMoves_oneCharacterPerMoveCode() {
        // 1R is code 0, 1B code 1, 2R code 4, 16TB code 63.
        assertThat(AwaleType.INSTANCE.viewerMoves(List.of("1R", "1B", "2R", "16TB")))
                .isEqualTo("ABE_");
    }

    @Test
    void awale_viewerMoves_notAMove_namesIt() {
        assertThatThrownBy(() -> AwaleType.INSTANCE.viewerMoves(List.of("1R", "zz")))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageStartingWith("'zz' is not an Awale move");
    }
}
