package arbitre.bots.awale;

import static org.assertj.core.api.Assertions.assertThat;

import arbitre.engine.awale.Board;
import arbitre.engine.awale.RuleSet;
import org.junit.jupiter.api.Test;

class AwaleNodeTest {

    @Test
    void hash_sameSeedsAtAnotherPly_isAnotherKey() {
        Board early = Board.start(RuleSet.OFFICIAL).setPly(10);
        Board late = Board.start(RuleSet.OFFICIAL).setPly(396);

        assertThat(early.hash()).isEqualTo(late.hash());
        assertThat(AwaleNode.of(early).hash()).isNotEqualTo(AwaleNode.of(late).hash());
        assertThat(AwaleNode.of(early).hash())
                .isEqualTo(
                        AwaleNode.of(Board.start(RuleSet.OFFICIAL).setPly(10)).hash());
    }

    @Test
    void hash_everyPlyOfAGame_hasAKey() {
        for (int ply = 0; ply < Board.MOVE_LIMIT; ply++) {
            Board board = Board.start(RuleSet.OFFICIAL).setPly(ply);
            assertThat(AwaleNode.of(board).hash()).isNotEqualTo(board.hash());
        }
    }
}
