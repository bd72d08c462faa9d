package arbitre.engine.fenix;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

class SquaresTest {

    @Test
    void of_everySquare_namesItsRowAndColumn() {
        for (int row = 0; row < Squares.ROWS; row++) {
            for (int column = 0; column < Squares.COLUMNS; column++) {
                int square = Squares.of(row, column);
                assertThat(Squares.row(square)).isEqualTo(row);
                assertThat(Squares.column(square)).isEqualTo(column);
                assertThat(Squares.name(square)).isEqualTo(row + "," + column);
            }
        }
    }

    @Test
    void step_everyDirection_isUndoneByTheOppositeOne() {
        // Directions come in opposite pairs: up/down, left/right, and the two diagonals each way.
        int[] opposite = {2, 3, 0, 1, 6, 7, 4, 5};
        int neighbours = 0;
        for (int d = 0; d < Squares.ALL_DIRECTIONS; d++) {
            for (int square = 0; square < Squares.COUNT; square++) {
                int next = Squares.STEP[d][square];
                if (next >= 0) {
                    neighbours++;
                    assertThat(Squares.STEP[opposite[d]][next]).isEqualTo(square);
                    assertThat(Math.abs(Squares.row(next) - Squares.row(square)))
                            .isLessThanOrEqualTo(1);
                    assertThat(Math.abs(Squares.column(next) - Squares.column(square)))
                            .isLessThanOrEqualTo(1);
                }
            }
        }
        // 7 x 8 board: 2 * (7 * 7 + 6 * 8) orthogonal and 2 * 2 * 6 * 7 diagonal ordered pairs.
        assertThat(neighbours).isEqualTo(2 * (7 * 7 + 6 * 8) + 4 * 6 * 7);
    }

    @Test
    void of_offTheBoard_namesTheSquare() {
        assertThatThrownBy(() -> Squares.of(7, 0)).hasMessageContaining("got 7,0");
        assertThatThrownBy(() -> Squares.name(56)).hasMessageContaining("got 56");
    }
}
