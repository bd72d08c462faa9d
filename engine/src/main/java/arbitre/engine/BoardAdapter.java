package arbitre.engine;

/**
 * The base of the classes that put a game's board behind a seam above the engine (the referee's
 * game in progress, the bots' search position): what they all say the same way, whose turn it is,
 * the ply, whether the game is over and who won, is read from the board here, once.
 *
 * @param <B> the game's board
 */
public abstract class BoardAdapter<B extends GameBoard<B>> {
    /** The board the adapter stands for; it plays on it in place. */
    protected final B board;

    protected BoardAdapter(B board) {
        this.board = board;
    }

    /** The engine's board, for code that knows which game it is. */
    public final B board() {
        return board;
    }

    /** The player (1 or 2) to move; after the end, the one who would have moved next. */
    public final int toMove() {
        return board.toMove();
    }

    /** Plies played so far. */
    public final int ply() {
        return board.ply();
    }

    /** Whether the game is over. */
    public boolean isOver() {
        return board.isOver();
    }

    /** The winner once over: 1, 2, or 0 for a draw. */
    public int winner() {
        return board.winner();
    }
}
