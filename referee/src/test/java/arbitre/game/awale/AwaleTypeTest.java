package arbitre.game.awale;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import arbitre.game.Game;
import arbitre.protocol.Message;
import java.util.List;
import org.junit.jupiter.api.Test;

class AwaleTypeTest {
    private static final AwaleType AWALE = AwaleType.INSTANCE;

    @Test
    void start_opening_playsItsMovesAndLeavesTheNextPlayerToMove() {
        Game game = AWALE.start("official", AwaleType.openingStart(List.of("1R", "2B", "3TR")));

        assertThat(game.ply()).isEqualTo(3);
        assertThat(game.toMove()).isEqualTo(2);
        assertThat(game.isOver()).isFalse();
    }

    @Test
    void briefing_opening_isTheOpeningLineForBothBots_andNothingFromTheStandardStart() {
        List<Message> briefing = AWALE.briefing("opening:1R 2B 3TR");

        assertThat(briefing).containsExactly(new Message.Opening(List.of("1R", "2B", "3TR")));
        assertThat(AwaleCodec.INSTANCE.encode(briefing.get(0))).isEqualTo("OPENING 1R 2B 3TR");
        assertThat(AWALE.briefing("standard")).isEmpty();
        assertThat(AWALE.startMoves("opening:1R 2B 3TR")).containsExactly("1R", "2B", "3TR");
        assertThat(AWALE.startMoves("standard")).isEmpty();
    }

    @Test
    void start_badOpening_namesTheMoveItsNumberAndWhy() {
        assertThatThrownBy(() -> AWALE.start(null, "opening:1R 1B")).hasMessageStartingWith("opening move 2 '1B': ");
        assertThatThrownBy(() -> AWALE.start(null, "opening:1R 2b"))
                .hasMessage("opening move 2 '2b' is not in canonical form (2B)");
        assertThatThrownBy(() -> AWALE.start(null, "nonsense"))
                .hasMessage("unknown start position of awale 'nonsense' (known: standard)");
    }
}
