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
    void awale_viewerPositions_areTheEnginesHoles_andMarkThePlayedHole() {
        ViewerPositions positions = AwaleType.INSTANCE.viewerPositions("official", null, List.of("1R", "2B"));

        arbitre.engine.awale.Board board = arbitre.engine.awale.Board.start(arbitre.engine.awale.RuleSet.OFFICIAL);
        board.play(arbitre.engine.awale.Moves.parse("1R"));
        int[] cells = positions.frames().get(1).cells();
        for (int hole = 1; hole <= 16; hole++) {
            assertThat(new int[] {cells[hole - 1], cells[15 + hole], cells[31 + hole], cells[47 + hole]})
                    .as("hole %d", hole)
                    .containsExactly(hole % 2 == 1 ? 1 : 2, board.red(hole), board.blue(hole), board.transparent(hole));
        }
        assertThat(positions.frames().get(1).marks()).startsWith(0);
        assertThat(positions.frames().get(2).marks()).startsWith(4);
        assertThat(positions.frames().get(2).toMove()).isEqualTo(1);
    }

    @Test
    void awale_viewerPositions_notAMove_stopsThereAndNamesIt() {
        ViewerPositions positions = AwaleType.INSTANCE.viewerPositions("official", null, List.of("1R", "zz"));

        assertThat(positions.frames()).hasSize(2);
        assertThat(positions.moves()).containsExactly("1R");
        assertThat(positions.error()).startsWith("ply 2: zz cannot be played here");
    }
}
