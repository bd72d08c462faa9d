package arbitre.bots.search;

import arbitre.engine.BoardAdapter;
import arbitre.engine.GameBoard;

/**
 * A {@link GamePosition} over one of the engine's boards: what every game's position tells the
 * search the same way (copying and the key here; the end, the winner, whose turn it is and the ply
 * in {@link BoardAdapter}) it reads from the {@link GameBoard}, and a game adds its moves, its
 * evaluation and its move keys.
 * Every method here is one call on the board; a process searches one game, so each call sees a
 * single board class and the compiler inlines it.
 *
 * @param <B> the engine's board
 * @param <N> the implementing class itself
 */
public abstract class BoardNode<B extends GameBoard<B>, N extends BoardNode<B, N>> extends BoardAdapter<B>
        implements GamePosition<N> {

    /** {@code board} as the position, played on by copy-make. */
    protected BoardNode(B board) {
        super(board);
    }

    @Override
    public final void copyFrom(N other) {
        board.copyFrom(other.board);
        boardChanged();
    }

    /**
     * Called after the board is set from another position, for a game that keeps what it derives
     * from the board (a lookup, say) instead of deriving it at every question. Does nothing here.
     */
    protected void boardChanged() {}

    @Override
    public long hash() {
        return board.hash();
    }

    @Override
    public String toString() {
        return board.toString();
    }
}
