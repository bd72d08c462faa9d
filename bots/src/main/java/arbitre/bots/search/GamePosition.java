package arbitre.bots.search;

/**
 * A game's position as {@link Search} sees it: a mutable board it copies and plays on, one per
 * ply, with the game's evaluation and the few facts the search's techniques need. Each game has
 * one implementation, a thin adapter over its engine's board; a process plays one game, so every
 * call the search makes through this interface sees a single receiver class, a monomorphic call
 * the compiler inlines.
 *
 * <p>A move is an int the position gives out of {@link #legalMoves}: a move code, a pit, or an
 * index into the position's own list of actions. The search hands it back only to the position
 * that listed it (or to {@link #play} with that position as the parent), and stores it in the
 * transposition table's move field, which holds 0 to {@value Search#TABLE_MOVE_LIMIT}.
 *
 * @param <P> the implementing class itself
 */
public interface GamePosition<P extends GamePosition<P>> {
    /** Becomes equal to {@code other}, without allocating. */
    void copyFrom(P other);

    /**
     * Becomes {@code parent} with {@code move} played (copy-make: no undo); {@code move} is one
     * that {@code parent}'s last {@link #legalMoves} listed.
     */
    void play(P parent, int move);

    /**
     * Writes the legal moves into {@code out}, in the order the game prefers them when nothing
     * else is known, and returns how many there are (none when {@link #isOver}). When there are
     * more than {@code out} holds, only those that fit are written: the caller grows the array
     * and asks again.
     */
    int legalMoves(int[] out);

    /** The position's Zobrist key. */
    long hash();

    /**
     * Whether the search should stop here and score the position with {@link #winner}: the game
     * is over, or its result can no longer change.
     */
    boolean isOver();

    /** The winner of a position that {@link #isOver}: 1, 2 or 0 for a draw. */
    int winner();

    /**
     * The winner's lead in a position that {@link #isOver} (seeds captured, say), 0 for a draw or
     * where the game keeps no score beyond its result. A finished game's score carries it: among
     * games that end at the same ply, the search prefers a larger win and a smaller loss.
     */
    default int margin() {
        return 0;
    }

    /** The player to move, 1 or 2; when the game is over, the one who would move next. */
    int toMove();

    /**
     * Whether a move may leave the same player to move (Kalah's extra turn). When it may, the
     * search keeps a child's score as it is whenever the child's side to move is the parent's;
     * otherwise it always negates it.
     */
    default boolean hasExtraTurns() {
        return false;
    }

    /** Plies played since the start of the game. */
    int ply();

    /** No game lasts more than this many plies (see {@link Search#finishedGameScore}). */
    int plyLimit();

    /** The score of a position that goes on at the search's horizon, from the side to move. */
    int evaluate();

    /**
     * Whether {@code move}, which made this position from {@code parent}, is quiet enough to be searched
     * shallower late in the order (it captured nothing and did not end the game).
     */
    boolean isQuiet(P parent, int move);

    /**
     * A move's identity across positions, 0 to {@link #moveKeys()} - 1: the same move played from
     * a sibling position has the same key. Killer moves and history counters are kept by key.
     */
    int moveKey(int move);

    /** The number of move keys. */
    int moveKeys();

    /**
     * Whether killer moves and history counters order this game's moves, ahead of the order
     * {@link #legalMoves} lists them in. A game whose own order is better (Kalah's) says no: its
     * moves then come in that order, after the table's move.
     */
    default boolean learnsMoveOrder() {
        return true;
    }

    /** A move this position listed, in the game's notation. */
    String format(int move);
}
