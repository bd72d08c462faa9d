package arbitre.engine;

/**
 * What the board of every game says the same way, so that what sits above the engine (the
 * referee's game seam, the bots' search positions) is written once for all games: whose turn it
 * is, how many plies were played, whether and how the game ended, its Zobrist key, and copying
 * one board onto another without allocating. Players are 1 and 2.
 *
 * @param <B> the implementing class itself
 */
public interface GameBoard<B extends GameBoard<B>> {
    /** Makes this board equal to another, without allocating. */
    void copyFrom(B other);

    /** The player (1 or 2) to move; after the end, the one who would have moved next. */
    int toMove();

    /** Plies played so far. */
    int ply();

    /** Whether the game is over by the rules. */
    boolean isOver();

    /** Why the game ended, or {@code null} while it goes on. */
    GameEnd endReason();

    /**
     * The winner of a finished game: 1 or 2, or 0 for a draw.
     *
     * @throws IllegalStateException while the game goes on
     */
    int winner();

    /** The position's Zobrist key; equal positions have equal keys. */
    long hash();
}
