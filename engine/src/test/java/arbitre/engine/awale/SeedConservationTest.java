package arbitre.engine.awale;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.EnumMap;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * No seed is created or lost: over many random games, the seeds on the board and the captured
 * seeds add up to 96 after every move. The ends that do not count the seeds left (few seeds, move
 * limit) leave them on the board; starvation hands them all to the mover.
 */
class SeedConservationTest {
    private static final int GAMES = 150;

    static Stream<Arguments> rulesAndSeeds() {
        return RandomGames.rulesAndSeeds(8);
    }

    @ParameterizedTest(name = "{0}, seed {1}")
    @MethodSource("rulesAndSeeds")
    void seeds_randomGamesFromStart_boardPlusCapturedIs96AfterEveryMove(RuleSet rules, long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        Map<EndReason, Integer> ends = new EnumMap<>(EndReason.class);
        for (int game = 0; game < GAMES; game++) {
            Board board = Board.start(rules);
            RandomGames.playOut(board, random, SeedConservationTest::checkMove);
            ends.merge(board.endReason(), 1, Integer::sum);
        }
        // The games must reach the end conditions that move seeds around for the test to mean much.
        assertThat(ends).containsKeys(EndReason.STARVATION, EndReason.FEW_SEEDS);
    }

    @ParameterizedTest(name = "{0}, seed {1}")
    @MethodSource("rulesAndSeeds")
    void seeds_randomGamesFromSetUpPositions_noSeedCreatedOrLost(RuleSet rules, long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        for (int game = 0; game < GAMES; game++) {
            RandomGames.playOut(RandomGames.randomPosition(rules, random), random, SeedConservationTest::checkMove);
        }
    }

    private static void checkMove(Board before, int move, int gained, Board after) {
        int sumOfHoles = 0;
        for (int hole = 1; hole <= Board.HOLES; hole++) {
            assertThat(after.seeds(hole)).isEqualTo(after.red(hole) + after.blue(hole) + after.transparent(hole));
            sumOfHoles += after.seeds(hole);
        }
        int mover = before.toMove();
        assertThat(after.seedsOnBoard())
                .as("seeds on the board after %s from %s", Moves.format(move), before)
                .isEqualTo(sumOfHoles);
        assertThat(after.seedsOnBoard() + after.captured(1) + after.captured(2))
                .as("all seeds after %s from %s", Moves.format(move), before)
                .isEqualTo(Board.SEEDS);
        assertThat(after.captured(mover)).isEqualTo(before.captured(mover) + gained);
        assertThat(after.captured(3 - mover)).isEqualTo(before.captured(3 - mover));
        if (after.endReason() == EndReason.STARVATION) {
            assertThat(after.seedsOnBoard()).isZero();
            assertThat(after.captured(1) + after.captured(2)).isEqualTo(Board.SEEDS);
        }
        if (!after.isOver()) {
            assertThat(after.seedsOnBoard()).isGreaterThanOrEqualTo(Board.FEW_SEEDS);
            assertThat(after.seedsOf(after.toMove())).isPositive();
        }
    }
}
