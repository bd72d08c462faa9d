package arbitre.bots.awale;

import static org.assertj.core.api.Assertions.assertThat;

import arbitre.engine.awale.Board;
import arbitre.engine.awale.RuleSet;
import org.junit.jupiter.api.Test;

class RandomPlayerThinkTimeTest {

    @Test
    void chooseMove_withThinkTime_answersNoSoonerThanThatAfterTheTurnBegan() {
        RandomPlayer player = new RandomPlayer(1, 40);
        long start = System.nanoTime();

        int move = player.chooseMove(Board.start(RuleSet.OFFICIAL), start);

        assertThat(System.nanoTime() - start).isGreaterThanOrEqualTo(40_000_000L);
        assertThat(Board.start(RuleSet.OFFICIAL).isLegal(move)).isTrue();
    }

    @Test
    void chooseMove_withThinkTime_playsTheSameMovesAsWithout() {
        Board board = Board.start(RuleSet.OFFICIAL);
        RandomPlayer quick = new RandomPlayer(9);
        RandomPlayer slow = new RandomPlayer(9, 1);

        for (int ply = 0; ply < 6; ply++) {
            int move = quick.chooseMove(board, System.nanoTime());
            assertThat(slow.chooseMove(board, System.nanoTime())).isEqualTo(move);
            board.play(move);
        }
    }
}
