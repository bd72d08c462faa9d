package arbitre.bots.fenix;

import static org.assertj.core.api.Assertions.assertThat;

import arbitre.engine.fenix.FenixBoard;
import arbitre.engine.fenix.FenixPosition;
import arbitre.engine.fenix.Squares;
import org.junit.jupiter.api.Test;

class FenixEvaluationTest {
    /** Red's king alone in the middle, black's in a corner. */
    private static final String OPEN_KING = "k......./......../......../...K..../......../......../........ r 30 - 0";
    /** The same with a red soldier beside red's king. */
    private static final String SHIELDED_KING =
            "k......./......../......../...KS.../......../......../........ r 30 - 0";

    @Test
    void openSides_kingInTheMiddleIsOpenOnFourSides_inTheCornerOnNone() {
        FenixBoard board = FenixPosition.parse(OPEN_KING);

        assertThat(FenixEvaluation.openSides(board, Squares.of(3, 3), 1)).isEqualTo(4);
        assertThat(FenixEvaluation.openSides(board, Squares.of(0, 0), -1)).isZero();
        assertThat(FenixEvaluation.openSides(board, -1, 1)).isZero();
    }

    @Test
    void openSides_ownStackBesideTheKing_closesBothDirectionsOfItsLine() {
        FenixBoard board = FenixPosition.parse(SHIELDED_KING);

        assertThat(FenixEvaluation.openSides(board, Squares.of(3, 3), 1)).isEqualTo(2);
    }

    @Test
    void openSides_enemyStackBesideTheKing_leavesTheJumpOpen() {
        FenixBoard board =
                FenixPosition.parse("k......./......../......../...Ks.../......../......../........ r 30 - 0");

        // Jumped from 3,4 towards 3,2: still open; jumped towards 3,4: the square beyond is taken.
        assertThat(FenixEvaluation.openSides(board, Squares.of(3, 3), 1)).isEqualTo(3);
    }

    @Test
    void evaluate_openKingSidesCost_andTheScoreIsFromTheSideToMove() {
        int open = FenixEvaluation.evaluate(FenixPosition.parse(OPEN_KING));
        int shielded = FenixEvaluation.evaluate(FenixPosition.parse(SHIELDED_KING));
        int shieldedBlackToMove =
                FenixEvaluation.evaluate(FenixPosition.parse(SHIELDED_KING.replace(" r 30 ", " b 31 ")));

        assertThat(open).isEqualTo(-4 * FenixEvaluation.OPEN_KING_SIDE);
        assertThat(shielded).isEqualTo(FenixEvaluation.PIECE - 2 * FenixEvaluation.OPEN_KING_SIDE);
        assertThat(shieldedBlackToMove).isEqualTo(-shielded);
    }

    @Test
    void evaluate_blackToMove_countsItsOwnKingsOpenSidesAgainstIt() {
        FenixBoard board =
                FenixPosition.parse("K......./.S....../......../...k..../......../.....G../......S. b 31 - 0");

        // Black's king is open on four sides, red's in the corner on none.
        assertThat(FenixEvaluation.evaluate(board))
                .isEqualTo(FenixEvaluation.PIECE * (3 - 7)
                        + FenixEvaluation.GENERAL_BONUS * (0 - 1)
                        - 4 * FenixEvaluation.OPEN_KING_SIDE);
    }
}
