package arbitre.engine.awale;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The engine against {@link ReferenceGame}, a plain second implementation of the rules, over
 * random games from the start and from random set-up positions (which hold big holes, so sowings
 * of several laps are common): after every move both must agree on every hole, the captured
 * seeds, the player to move, the ply, the end and the legal moves.
 */
class ReferenceModelTest {
    private static final int GAMES = 100;

    static Stream<Arguments> rulesAndSeeds() {
        return RandomGames.rulesAndSeeds(4);
    }

    @ParameterizedTest(name = "{0}, seed {1}")
    @MethodSource("rulesAndSeeds")
    void play_randomGames_agreesWithReferenceAfterEveryMove(RuleSet rules, long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        int[] codes = new int[Moves.MAX_LEGAL];
        for (int game = 0; game < GAMES; game++) {
            Board board = game % 2 == 0 ? Board.start(rules) : RandomGames.randomPosition(rules, random);
            ReferenceGame reference = new ReferenceGame(board);
            List<String> legal;
            while (!(legal = reference.legalMoves()).isEmpty()) {
                int n = board.legalMoves(codes);
                assertThat(Arrays.stream(codes, 0, n).mapToObj(Moves::format).toList())
                        .as("legal moves of %s", board)
                        .isEqualTo(legal);
                String move = legal.get(random.nextInt(legal.size()));
                String before = reference.describe();

                int gained = board.play(Moves.parse(move));
                int expectedGain = reference.play(move);

                assertThat(ReferenceGame.describe(board))
                        .as("%s from %s", move, before)
                        .isEqualTo(reference.describe());
                assertThat(gained)
                        .as("seeds gained by %s from %s", move, before)
                        .isEqualTo(expectedGain);
            }
            assertThat(board.isOver()).as("%s is over", board).isTrue();
            assertThat(board.legalMoveCount()).isZero();
        }
    }
}
