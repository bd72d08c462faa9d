package arbitre.bots.awale;

import static org.assertj.core.api.Assertions.assertThat;

import arbitre.engine.awale.Board;
import arbitre.engine.awale.Moves;
import arbitre.engine.awale.RuleSet;
import java.util.HashSet;
import java.util.Set;
import org.junit.jupiter.api.Test;

class GreedyPlayerTest {

    @Test
    void chooseMove_severalCaptures_takesTheLargest() {
        // Official rules, player 1 (odd holes) to move. 1R drops one red in 2 (2 -> 3 seeds):
        // captures 3. 5TB drops one transparent in 6 and one in 8 (1 -> 2 and 2 -> 3), then the
        // capture walk takes 8 (3), 7 (2) and 6 (2): 7 seeds. Nothing else captures.
        Board board = Board.empty(RuleSet.OFFICIAL)
                .setHole(1, 1, 0, 0)
                .setHole(2, 2, 0, 0)
                .setHole(5, 0, 0, 2)
                .setHole(6, 1, 0, 0)
                .setHole(7, 2, 0, 0)
                .setHole(8, 2, 0, 0)
                .setHole(12, 5, 5, 0)
                .setHole(14, 0, 6, 0)
                .setHole(15, 6, 0, 0);

        int move = new GreedyPlayer(1).chooseMove(board, System.nanoTime());

        Board after = board.copy();
        assertThat(after.play(move)).isEqualTo(7);
        assertThat(Moves.format(move)).isEqualTo("5TB");
    }

    @Test
    void chooseMove_noCapture_drawsAmongAllMovesBySeed() {
        Board start = Board.start(RuleSet.OFFICIAL);
        Set<Integer> chosen = new HashSet<>();
        for (long seed = 0; seed < 200; seed++) {
            chosen.add(new GreedyPlayer(seed).chooseMove(start, System.nanoTime()));
        }

        assertThat(chosen).hasSizeGreaterThan(20);
        assertThat(new GreedyPlayer(5).chooseMove(start, 0)).isEqualTo(new GreedyPlayer(5).chooseMove(start, 0));
    }
}
