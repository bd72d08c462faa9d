package arbitre.bots.search;

import arbitre.engine.GameBoard;

/**
 * A {@link GamePosition} over one of the engine's boards: what every game's position tells the
 * search the same way (copying, the key, the end, the winner, whose turn it is, the ply) it reads
 * from the {@link GameBoard} here, and a game adds its moves, its evaluation and its move keys.
 * Every method here is one call on the board; a process searches one game, so each call sees a
 * single board class and the compiler inlines it.
 *
 * @param <B> the engine's board
 * @param <N> the implementing class itself
 */
public abstract class BoardNode<B extends GameBoard<B>, N extends BoardNode<B, N>> implements GamePosition<N> {
    /** The position, played on by copy-make. */
    protected final B board;

    protected BoardNode(B board) {
        this.board = board;
    }

    @Override
    public final void copyFrom(N other) {
        board.copyFrom(other.board);
    }

    @Override
    public long hash() {
        return board.hash();
    }

    @Override
    public boolean isOver() {
        return board.isOver();
    }

    @Override
    public int winner() {
        return board.winner();
    }

    @Override
    public final int toMove() {
        return board.toMove();
    }

    @Override
    public final int ply() {
        return board.ply();
    }

    @Override
    public String toString() {
        return board.toString();
    }
}
