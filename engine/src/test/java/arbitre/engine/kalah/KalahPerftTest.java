package arbitre.engine.kalah;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.stream.IntStream;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

class KalahPerftTest {

    @Test
    void count_standardDepthOne_isSixPits() {
        assertThat(KalahPerft.count(KalahBoard.standard(), 1)).isEqualTo(6);
    }

    @Test
    void count_standardDepthTwo_countsExtraTurnAsSamePlayersNextPly() {
        // Pit 3 ends in South's store and is followed by South's five other pits; the other five
        // South plies are each followed by North's six.
        assertThat(KalahPerft.count(KalahBoard.standard(), 2)).isEqualTo(5 + 5 * 6);
    }

    @Test
    void count_depthZero_isOne() {
        assertThat(KalahPerft.count(KalahBoard.standard(), 0)).isEqualTo(1);
    }

    @Test
    void count_negativeDepth_isRefused() {
        assertThatThrownBy(() -> KalahPerft.count(KalahBoard.standard(), -1))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("-1");
    }

    @Test
    void count_finishedGame_hasNoContinuation() {
        KalahBoard board = KalahBoard.of(new int[] {0, 0, 0, 0, 0, 1, 23, 2, 1, 0, 3, 1, 2, 15});
        board.play(6);
        assertThat(KalahPerft.count(board, 1)).isZero();
        assertThat(KalahPerft.count(board, 3)).isZero();
    }

    static Stream<Arguments> startsAndDepths() {
        Stream<Arguments> standard = IntStream.rangeClosed(1, 8).mapToObj(d -> Arguments.of("standard", d));
        Stream<Arguments> fair = IntStream.of(0, 1, 51, 127, 200, 253).mapToObj(n -> Arguments.of("fair:" + n, 6));
        Stream<Arguments> fairDeeper = IntStream.of(7, 8).mapToObj(d -> Arguments.of("fair:0", d));
        return Stream.of(standard, fair, fairDeeper).flatMap(s -> s);
    }

    @ParameterizedTest(name = "perft({1}) from {0}")
    @MethodSource("startsAndDepths")
    void count_fromStart_matchesReferenceImplementation(String startName, int depth) {
        KalahStart start = KalahStart.parse(startName);
        long expected = ReferenceKalah.fromVector(start.vector(), 1).perft(depth);
        assertThat(KalahPerft.count(start.board(), depth)).isEqualTo(expected);
    }

    @Test
    void count_midGamePositions_matchReferenceImplementation() {
        // The worked examples' positions hold laps, captures and near-ends.
        int[][] positions = {
            {1, 0, 2, 3, 0, 5, 9, 4, 0, 3, 5, 6, 2, 8},
            {1, 13, 2, 0, 3, 1, 4, 3, 2, 4, 0, 2, 6, 7},
            {0, 26, 0, 0, 0, 0, 0, 3, 3, 3, 3, 3, 3, 4},
            {0, 0, 0, 0, 0, 2, 20, 1, 0, 3, 2, 0, 4, 16},
        };
        for (int[] vector : positions) {
            for (int toMove = 1; toMove <= 2; toMove++) {
                long expected = ReferenceKalah.fromVector(vector, toMove).perft(6);
                assertThat(KalahPerft.count(KalahBoard.of(vector, toMove), 6))
                        .as("perft(6) of %s, player %d to move", java.util.Arrays.toString(vector), toMove)
                        .isEqualTo(expected);
            }
        }
    }
}
