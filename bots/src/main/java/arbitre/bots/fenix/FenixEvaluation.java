package arbitre.bots.fenix;

import arbitre.engine.fenix.FenixBoard;
import arbitre.engine.fenix.Squares;

/**
 * The score of a Fenix position at the search's horizon, from the side to move, in hundredths of
 * a piece: the difference in pieces (every soldier a stack holds), plus a bonus per general, which
 * moves and captures far, and per king, whose loss ends the game unless it is restored at once;
 * then, since most games end with a king taken, {@value #OPEN_KING_SIDE} for each open side of a
 * king: an orthogonal direction in which it could be jumped, the square beyond it empty and the
 * square before it empty or held by the enemy (a king on the edge, or with its own stack before
 * it, is shielded that way). That term won the SPRT at 20,000 nodes a move against the evaluation
 * without it; a bonus for the stacks near the enemy king won too, but added nothing to it
 * (bots/README.md).
 */
final class FenixEvaluation {
    static final int PIECE = 100;
    static final int GENERAL_BONUS = 40;
    static final int KING_BONUS = 300;
    static final int OPEN_KING_SIDE = 30;

    private static final int[] ROW_STEP = {-1, 0, 1, 0};
    private static final int[] COLUMN_STEP = {0, -1, 0, 1};

    private FenixEvaluation() {}

    static int evaluate(FenixBoard board) {
        int me = board.toMove();
        int other = 3 - me;
        int material = PIECE * (board.pieces(me) - board.pieces(other))
                + GENERAL_BONUS * (board.generals(me) - board.generals(other))
                + KING_BONUS * (board.kings(me) - board.kings(other));
        int redKing = -1;
        int blackKing = -1;
        int kingsLeft = board.kings(1) + board.kings(2);
        for (int square = 0; kingsLeft > 0; square++) {
            int stack = board.stack(square);
            if (stack == 3) {
                redKing = square;
                kingsLeft--;
            } else if (stack == -3) {
                blackKing = square;
                kingsLeft--;
            }
        }
        int forRed = OPEN_KING_SIDE * (openSides(board, blackKing, -1) - openSides(board, redKing, 1));
        return material + (me == 1 ? forRed : -forRed);
    }

    /**
     * The orthogonal directions in which the king on {@code king} ({@code sign} 1 for red, -1 for
     * black; -1 when there is none) could be jumped: the square beyond it on the board and empty,
     * the square before it on the board and not its own.
     */
    static int openSides(FenixBoard board, int king, int sign) {
        if (king < 0) {
            return 0;
        }
        int row = Squares.row(king);
        int column = Squares.column(king);
        int open = 0;
        for (int d = 0; d < ROW_STEP.length; d++) {
            int beyondRow = row + ROW_STEP[d];
            int beyondColumn = column + COLUMN_STEP[d];
            int beforeRow = row - ROW_STEP[d];
            int beforeColumn = column - COLUMN_STEP[d];
            if (onBoard(beyondRow, beyondColumn)
                    && onBoard(beforeRow, beforeColumn)
                    && board.stack(beyondRow, beyondColumn) == 0
                    && board.stack(beforeRow, beforeColumn) * sign <= 0) {
                open++;
            }
        }
        return open;
    }

    private static boolean onBoard(int row, int column) {
        return row >= 0 && row < Squares.ROWS && column >= 0 && column < Squares.COLUMNS;
    }
}
