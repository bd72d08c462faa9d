package arbitre.bots.fenix;

import arbitre.bots.search.BoardNode;
import arbitre.bots.search.Search;
import arbitre.bots.search.SearchOptions;
import arbitre.bots.search.TranspositionTable;
import arbitre.engine.fenix.FenixAction;
import arbitre.engine.fenix.FenixActionList;
import arbitre.engine.fenix.FenixBoard;
import arbitre.engine.fenix.Squares;
import java.util.function.LongSupplier;

/**
 * A Fenix position as the {@link Search} sees it: a {@link FenixBoard} and the list of actions it
 * last generated, played by copy-make, scored by {@link FenixEvaluation}.
 *
 * <h2>Moves are indices</h2>
 * An action (start, end and the set of captured squares) does not fit in an int, so a move is
 * the action's index in this position's own list, which the engine fills in the same order every
 * time the position is generated; a child is played from its parent's list. The table stores
 * that index (lists longer than its move field can say store no action). Killers and history go
 * by start and end square, which name the same action in sibling positions. The repetition list
 * and the no-capture counter are not in the table's key ({@link FenixBoard#hash()}): a draw by
 * repetition or by the fifty plies is seen in the tree, but a table entry may ignore one.
 *
 * <h2>Phases and captures</h2>
 * In the setup phase (the first {@value FenixBoard#SETUP_PLIES} plies) actions place pieces and
 * cannot touch the opponent; then the engine lists captures before anything else and, by the
 * maximum-capture rule, a position with a capture has only captures: every list is all captures
 * of the same value or all quiet actions, so there is nothing to order between the two kinds. A
 * move is quiet when it captures nothing and does not end the game.
 */
public final class FenixNode extends BoardNode<FenixBoard, FenixNode> {
    /** Far more plies than a game lasts: the no-capture rule ends every long game. */
    static final int PLY_LIMIT = 10_000;

    private final FenixActionList actions = new FenixActionList(128);

    private FenixNode(FenixBoard board) {
        super(board);
    }

    /** {@code board} itself (not a copy) as a root to hand the search. */
    public static FenixNode of(FenixBoard board) {
        return new FenixNode(board);
    }

    /** A Fenix search with a table ({@code null} for none). */
    public static Search<FenixNode> search(TranspositionTable table) {
        return search(table, System::nanoTime);
    }

    /** A search that reads time from {@code clock} (nanoseconds, like {@link System#nanoTime()}). */
    static Search<FenixNode> search(TranspositionTable table, LongSupplier clock) {
        return new Search<>(() -> new FenixNode(FenixBoard.start()), table, SearchOptions.PLAIN, clock);
    }

    /** The action a move of this position stands for, after {@link #legalMoves}. */
    FenixAction action(int move) {
        return actions.get(move);
    }

    @Override
    public void play(FenixNode parent, int move) {
        board.copyFrom(parent.board);
        board.playUnchecked(parent.actions, move);
    }

    @Override
    public int legalMoves(int[] out) {
        int count = board.legalActions(actions);
        int listed = Math.min(count, out.length);
        for (int i = 0; i < listed; i++) {
            out[i] = i;
        }
        return count;
    }

    @Override
    public int plyLimit() {
        return PLY_LIMIT;
    }

    @Override
    public int evaluate() {
        return FenixEvaluation.evaluate(board);
    }

    @Override
    public boolean isQuiet(FenixNode parent, int move) {
        return parent.actions.value(move) == 0 && !board.isOver();
    }

    @Override
    public int moveKey(int move) {
        return actions.start(move) * Squares.COUNT + actions.end(move);
    }

    @Override
    public int moveKeys() {
        return Squares.COUNT * Squares.COUNT;
    }

    @Override
    public String format(int move) {
        return FenixAction.format(actions.start(move), actions.end(move), actions.captured(move));
    }
}
