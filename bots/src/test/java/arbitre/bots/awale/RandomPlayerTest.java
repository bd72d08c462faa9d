package arbitre.bots.awale;

import static org.assertj.core.api.Assertions.assertThat;

import arbitre.engine.awale.Board;
import arbitre.engine.awale.Moves;
import arbitre.engine.awale.RuleSet;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

class RandomPlayerTest {

    /** Plays the player against a seeded random opponent and returns the player's moves. */
    static List<Integer> game(Player player, RuleSet rules, long opponentSeed) {
        SplittableRandom opponent = new SplittableRandom(opponentSeed);
        Board board = Board.start(rules);
        int[] moves = new int[Moves.MAX_LEGAL];
        List<Integer> played = new ArrayList<>();
        while (!board.isOver()) {
            int move;
            if (board.toMove() == 1) {
                move = player.chooseMove(board, System.nanoTime());
                assertThat(board.illegalReason(move)).isNull();
                played.add(move);
            } else {
                move = moves[opponent.nextInt(board.legalMoves(moves))];
            }
            board.play(move);
        }
        return played;
    }

    @ParameterizedTest
    @EnumSource(RuleSet.class)
    void chooseMove_sameSeedSameOpponent_playsTheSameGame(RuleSet rules) {
        List<Integer> first = game(new RandomPlayer(42), rules, 9);
        List<Integer> second = game(new RandomPlayer(42), rules, 9);

        assertThat(second).isEqualTo(first);
    }

    @ParameterizedTest
    @EnumSource(RuleSet.class)
    void chooseMove_differentSeeds_playDifferentGames(RuleSet rules) {
        assertThat(game(new RandomPlayer(1), rules, 9)).isNotEqualTo(game(new RandomPlayer(2), rules, 9));
    }
}
