package arbitre.engine.kalah;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Arrays;
import java.util.SplittableRandom;
import java.util.stream.IntStream;
import java.util.stream.LongStream;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Properties of whole random games (every legal pit equally likely, one fixed seed per case so
 * that a failure can be replayed), checked after every ply, and each ply compared with the plain
 * reference implementation.
 */
class KalahRandomGamesTest {

    static Stream<Arguments> standardSeeds() {
        return LongStream.rangeClosed(1, 300).mapToObj(seed -> Arguments.of("standard", seed));
    }

    static Stream<Arguments> everyFairOpening() {
        return IntStream.range(0, FairKalahOpenings.COUNT).mapToObj(n -> Arguments.of("fair:" + n, 1000L + n));
    }

    @ParameterizedTest(name = "{0}, seed {1}")
    @MethodSource({"standardSeeds", "everyFairOpening"})
    void randomGame_everyPly_keepsTheRules(String startName, long seed) {
        KalahBoard board = KalahStart.parse(startName).board();
        ReferenceKalah reference = ReferenceKalah.fromVector(board.vector(), 1);
        SplittableRandom random = new SplittableRandom(seed);
        int[] moves = new int[KalahBoard.MAX_LEGAL];
        int n;
        while ((n = board.legalMoves(moves)) > 0) {
            assertThat(board.ply()).as("game length").isLessThan(KalahBoard.MAX_PLIES);
            int pit = moves[random.nextInt(n)];
            int mover = board.toMove();
            int[] before = board.vector();
            int lastPlace = lastPlace(before, mover, pit);

            boolean again = board.play(pit);
            reference = reference.play(pit);
            String where = startName + " seed " + seed + " ply " + board.ply() + " (pit " + pit + " from "
                    + Arrays.toString(before) + ")";
            int[] after = board.vector();

            assertThat(after).as("same as the reference, %s", where).containsExactly(reference.toVector());
            assertThat(board.isOver()).as("over, %s", where).isEqualTo(reference.over());
            assertThat(Arrays.stream(after).sum()).as("seeds, %s", where).isEqualTo(48);
            assertThat(after[6]).as("South's store, %s", where).isGreaterThanOrEqualTo(before[6]);
            assertThat(after[13]).as("North's store, %s", where).isGreaterThanOrEqualTo(before[13]);
            boolean rowEmpty = rowSum(after, 0) == 0 || rowSum(after, 7) == 0;
            assertThat(board.isOver())
                    .as("over exactly when a row is empty, %s", where)
                    .isEqualTo(rowEmpty);
            int moverStore = mover == 1 ? 6 : 13;
            assertThat(again).as("extra turn, %s", where).isEqualTo(lastPlace == moverStore && !board.isOver());
            if (board.isOver()) {
                assertThat(rowSum(after, 0) + rowSum(after, 7))
                        .as("pits banked, %s", where)
                        .isZero();
                assertThat(board.legalMoves(moves)).isZero();
            } else {
                assertThat(board.toMove()).as("next player, %s", where).isEqualTo(reference.toMove());
                assertThat(board.toMove() == mover).isEqualTo(again);
                assertThat(board.hash())
                        .as("incremental key, %s", where)
                        .isEqualTo(KalahBoard.of(after, board.toMove()).hash());
            }
        }
        assertThat(board.isOver()).isTrue();
        assertThat(board.store(1) + board.store(2)).isEqualTo(48);
        int expectedWinner = Integer.compare(board.store(1), board.store(2));
        assertThat(board.winner()).isEqualTo(expectedWinner > 0 ? 1 : expectedWinner == 0 ? 0 : 2);
    }

    /** Where the last seed of a ply falls, by walking the board one place at a time. */
    private static int lastPlace(int[] vector, int mover, int pit) {
        int origin = (mover == 1 ? 0 : 7) + pit - 1;
        int opponentStore = mover == 1 ? 13 : 6;
        int place = origin;
        for (int seeds = vector[origin]; seeds > 0; seeds--) {
            do {
                place = (place + 1) % 14;
            } while (place == opponentStore);
        }
        return place;
    }

    private static int rowSum(int[] vector, int from) {
        return IntStream.range(from, from + 6).map(i -> vector[i]).sum();
    }
}
