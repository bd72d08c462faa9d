package arbitre.bots.awale;

import arbitre.bots.search.BoardNode;
import arbitre.bots.search.Search;
import arbitre.bots.search.SearchOptions;
import arbitre.bots.search.TranspositionTable;
import arbitre.engine.awale.Board;
import arbitre.engine.awale.Moves;
import arbitre.engine.awale.RuleSet;
import java.util.function.LongSupplier;

/**
 * An Awale position as the {@link Search} sees it: a {@link Board}, played by copy-make, scored
 * by the {@link Evaluation} of its rule set. Moves are the engine's move codes (0 to 63), which
 * are also their own keys for killers and history, and a move is quiet when it captures nothing
 * and does not end the game.
 */
public final class AwaleNode extends BoardNode<Board, AwaleNode> {
    /**
     * A key per ply, mixed into the position's key for the table: the same seeds at another ply
     * are another node, since what they are worth depends on the plies left before the move
     * limit, and a finished game's score on the ply it ends at. Positions of one search at one
     * depth share their ply, so this costs no transposition.
     */
    private static final long[] PLY_KEYS = new java.util.SplittableRandom(0x5EED_A3A1EL)
            .longs(Board.MOVE_LIMIT + 1)
            .toArray();

    private final Evaluation evaluation;

    private AwaleNode(Board board, Evaluation evaluation) {
        super(board);
        this.evaluation = evaluation;
    }

    /**
     * {@code board} itself (not a copy) as a root to hand the search, which copies it and never
     * evaluates it.
     */
    public static AwaleNode of(Board board) {
        return new AwaleNode(board, null);
    }

    /** A search of positions of {@code rules}, scored with {@code weights}. */
    public static Search<AwaleNode> search(
            RuleSet rules, TranspositionTable table, EvaluationWeights weights, SearchOptions options) {
        return search(rules, table, weights, options, System::nanoTime);
    }

    /** A search that reads time from {@code clock} (nanoseconds, like {@link System#nanoTime()}). */
    static Search<AwaleNode> search(
            RuleSet rules,
            TranspositionTable table,
            EvaluationWeights weights,
            SearchOptions options,
            LongSupplier clock) {
        Evaluation evaluation = new Evaluation(rules, weights);
        Board start = Board.start(rules);
        return new Search<>(() -> new AwaleNode(start.copy(), evaluation), table, options, clock);
    }

    @Override
    public void play(AwaleNode parent, int move) {
        board.copyFrom(parent.board);
        board.playUnchecked(move);
    }

    @Override
    public int legalMoves(int[] out) {
        return board.legalMoves(out);
    }

    @Override
    public long hash() {
        return board.hash() ^ PLY_KEYS[board.ply()];
    }

    /** The winner's lead in captured seeds; the seeds left on the board count for no one. */
    @Override
    public int margin() {
        return Math.abs(board.captured(1) - board.captured(2));
    }

    @Override
    public int plyLimit() {
        return Board.MOVE_LIMIT;
    }

    @Override
    public int evaluate() {
        return evaluation.evaluate(board);
    }

    @Override
    public boolean isQuiet(AwaleNode parent, int move) {
        int mover = parent.board.toMove();
        return board.captured(mover) == parent.board.captured(mover) && !board.isOver();
    }

    @Override
    public int moveKey(int move) {
        return move;
    }

    @Override
    public int moveKeys() {
        return Moves.COUNT;
    }

    @Override
    public String format(int move) {
        return Moves.format(move);
    }
}
