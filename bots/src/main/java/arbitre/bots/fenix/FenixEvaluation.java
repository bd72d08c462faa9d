package arbitre.bots.fenix;

import arbitre.engine.fenix.FenixBoard;

/**
 * The score of a Fenix position at the search's horizon, from the side to move, in hundredths of
 * a piece: the difference in pieces (every soldier a stack holds), plus a bonus per general, which
 * moves and captures far, and per king, whose loss ends the game unless it is restored at once.
 */
final class FenixEvaluation {
    static final int PIECE = 100;
    static final int GENERAL_BONUS = 40;
    static final int KING_BONUS = 300;

    private FenixEvaluation() {}

    static int evaluate(FenixBoard board) {
        int me = board.toMove();
        int other = 3 - me;
        return PIECE * (board.pieces(me) - board.pieces(other))
                + GENERAL_BONUS * (board.generals(me) - board.generals(other))
                + KING_BONUS * (board.kings(me) - board.kings(other));
    }
}
