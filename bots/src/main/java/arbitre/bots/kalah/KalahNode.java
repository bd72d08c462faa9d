package arbitre.bots.kalah;

import arbitre.bots.search.BoardNode;
import arbitre.bots.search.Search;
import arbitre.bots.search.SearchOptions;
import arbitre.bots.search.TranspositionTable;
import arbitre.engine.kalah.KalahBoard;
import arbitre.engine.kalah.KalahMoves;
import java.util.function.LongSupplier;

/**
 * A Kalah position as the {@link Search} sees it: a {@link KalahBoard}, played by copy-make, scored
 * by {@link KalahEvaluation}, with pits (1 to 6) as moves and as their own keys.
 *
 * <h2>The extra turn</h2>
 * Every sowing is one ply of depth. When a ply ends in the mover's store the same player moves
 * again: the child's side to move is the parent's, and the search takes its score as it is
 * instead of negating it ({@link #hasExtraTurns}). A finished game's side to move is the one who
 * would have moved next, and its score is from that side, so the rule holds at the end too.
 *
 * <h2>Decided positions</h2>
 * A position where a store holds more than half the seeds is decided (stores never lose seeds):
 * it counts as over for the search, won by that store's owner at its ply, so the search stops
 * there instead of playing the game out. Its moves are still listed, so that a decided position
 * can be searched from (the bot still has to move). With an endgame table ({@link KalahEndgames}),
 * a position with few enough seeds in pits is decided too, by its exact result: won, drawn or lost
 * at its ply, the final lead as the win's margin.
 *
 * <h2>Move order</h2>
 * Moves are listed with the pits whose last seed ends in the store first (an extra turn, which
 * also keeps the side to move and so the search's window), then the pits nearest the store, and
 * the search takes them in that order after the table's move, without killers or history
 * ({@link #learnsMoveOrder}). Measured on the four Kalah positions of {@code bench} at depth 14,
 * before the full bot's futility cuts, this order needs 409,439 nodes in all; with killers and
 * history ahead of it 1,439,955, with history below the extra turns 663,393. A killer is a move
 * of a ply, and an extra turn puts either player's moves at the same ply. A move is quiet when it
 * captures nothing, gives no extra turn and does not end the game.
 */
public final class KalahNode extends BoardNode<KalahBoard, KalahNode> {
    /**
     * The search's techniques in Kalah: the quiescence search, so that a horizon where the side to
     * move can capture or sow into its store again is not scored by its evaluation alone. At
     * 20,000 nodes a move, from the FairKalah openings, it won the referee's SPRT against the same
     * search without it (H1 after 74 games, score 0.703, Elo +149 ± 67), and at 100,000 nodes
     * (see the bots' README).
     */
    public static final SearchOptions OPTIONS = new SearchOptions(false, false, true);

    /**
     * The full bot's futility margin, in the evaluation's hundredths of a seed a ply left: a
     * null-window position near the horizon whose evaluation beats beta by four seeds a ply is cut.
     * By the referee's SPRT at 100,000 nodes a move from the FairKalah openings (Elo 0 against
     * 20), against the same bot without cuts: a margin of 400, H1 after 332 games, score 0.544
     * (+128 =105 -99), Elo +30.4 ± 22.5; 250, H1 after 816 games, Elo +20.5 ± 16.2; 100 and 600,
     * H0 (+2.8 and +1.2 Elo, no gain); 50, H0 at -46.5 Elo (bots/README.md has the table).
     */
    static final int FUTILITY_MARGIN = 400;

    /** The full bot's techniques: {@link #OPTIONS} and futility cuts at {@link #FUTILITY_MARGIN}. */
    public static final SearchOptions FULL_OPTIONS = OPTIONS.withFutilityMargin(FUTILITY_MARGIN);

    private static final int LAP = 2 * KalahBoard.PITS + 1;

    /** {@link #outcome}: the game goes on (neither over nor decided). */
    private static final int UNDECIDED = Integer.MIN_VALUE;

    private final KalahEvaluation evaluation;
    private final KalahEndgames endgames;
    /**
     * The final lead of the side to move where the game is over or decided (the stores, or the
     * endgame table), else {@link #UNDECIDED}; found once each time the board changes.
     */
    private int outcome = UNDECIDED;
    /** The winner's lead where the endgame table decided the position, else 0 (see {@link #margin}). */
    private int margin;

    private KalahNode(KalahBoard board, KalahEvaluation evaluation, KalahEndgames endgames) {
        super(board);
        this.evaluation = evaluation;
        this.endgames = endgames;
        boardChanged();
    }

    /** {@code board} itself (not a copy) as a root to hand the search, which never evaluates it. */
    public static KalahNode of(KalahBoard board) {
        return new KalahNode(board, null, null);
    }

    /**
     * A Kalah search with a table ({@code null} for none), as the full bot plays it ({@link
     * #FULL_OPTIONS}, {@link KalahEvaluation#FULL}).
     */
    public static Search<KalahNode> search(TranspositionTable table) {
        return search(table, KalahEvaluation.FULL);
    }

    /**
     * A Kalah search with a table ({@code null} for none), scoring with {@code evaluation}, with
     * that evaluation's techniques ({@link #options}).
     */
    public static Search<KalahNode> search(TranspositionTable table, KalahEvaluation evaluation) {
        return search(table, evaluation, null);
    }

    /**
     * A Kalah search with a table ({@code null} for none), scoring with {@code evaluation}, with
     * that evaluation's techniques ({@link #options}), and taking the positions {@code endgames}
     * holds ({@code null} for none) as decided.
     */
    public static Search<KalahNode> search(
            TranspositionTable table, KalahEvaluation evaluation, KalahEndgames endgames) {
        return search(table, evaluation, endgames, options(evaluation), System::nanoTime);
    }

    /**
     * The techniques of the bot that scores with {@code evaluation}: the full bot's ({@link
     * #FULL_OPTIONS}), or, for the ladder's levels below it, those they were measured with
     * ({@link #OPTIONS}), so that the published ladder holds.
     */
    public static SearchOptions options(KalahEvaluation evaluation) {
        return evaluation == KalahEvaluation.FULL ? FULL_OPTIONS : OPTIONS;
    }

    /**
     * A search with {@code options}, reading time from {@code clock} (nanoseconds, like {@link
     * System#nanoTime()}).
     */
    static Search<KalahNode> search(
            TranspositionTable table,
            KalahEvaluation evaluation,
            KalahEndgames endgames,
            SearchOptions options,
            LongSupplier clock) {
        return new Search<>(() -> new KalahNode(KalahBoard.standard(), evaluation, endgames), table, options, clock);
    }

    @Override
    public void play(KalahNode parent, int pit) {
        board.copyFrom(parent.board);
        board.playUnchecked(pit);
        boardChanged();
    }

    @Override
    protected void boardChanged() {
        int me = board.toMove();
        int lead = board.store(me) - board.store(3 - me);
        margin = 0;
        if (board.isOver() || decidedWinner(board) != 0) {
            outcome = lead;
        } else if (endgames != null && endgames.covers(board)) {
            outcome = lead + endgames.value(board);
            margin = Math.abs(outcome);
        } else {
            outcome = UNDECIDED;
        }
    }

    @Override
    public int legalMoves(int[] out) {
        return board.isOver() ? 0 : orderedPits(board, out, false);
    }

    /**
     * The legal pits of {@code board}, highest first within each kind: those that end in the
     * mover's store (another turn) first, then, when {@code capturesNext}, those that end in an
     * empty pit of the mover's, then the rest.
     */
    static int orderedPits(KalahBoard board, int[] out, boolean capturesNext) {
        int base = board.toMove() == 1 ? 0 : KalahBoard.PITS + 1;
        int count = 0;
        int kinds = capturesNext ? 3 : 2;
        for (int pass = 0; pass < kinds; pass++) {
            for (int pit = KalahBoard.PITS; pit >= 1; pit--) {
                int seeds = board.seeds(base + pit - 1);
                if (seeds == 0) {
                    continue;
                }
                int toStore = KalahBoard.PITS + 1 - pit;
                int kind;
                if (seeds == toStore || seeds == toStore + LAP) {
                    kind = 0;
                } else if (capturesNext && seeds < toStore && board.seeds(base + pit - 1 + seeds) == 0) {
                    kind = 1;
                } else {
                    kind = kinds - 1;
                }
                if (kind == pass) {
                    out[count++] = pit;
                }
            }
        }
        return count;
    }

    @Override
    public boolean isOver() {
        return outcome != UNDECIDED;
    }

    @Override
    public int winner() {
        return outcome == 0 ? 0 : outcome > 0 ? board.toMove() : 3 - board.toMove();
    }

    /** The winner's final lead where the endgame table knows it, else 0: only the result counts. */
    @Override
    public int margin() {
        return margin;
    }

    /** The player whose store holds more than half the seeds, or 0: the game is decided. */
    static int decidedWinner(KalahBoard board) {
        return board.store(1) * 2 > KalahBoard.SEEDS ? 1 : board.store(2) * 2 > KalahBoard.SEEDS ? 2 : 0;
    }

    @Override
    public boolean hasExtraTurns() {
        return true;
    }

    @Override
    public int plyLimit() {
        return KalahBoard.MAX_PLIES;
    }

    @Override
    public int evaluate() {
        return evaluation.evaluate(board);
    }

    @Override
    public boolean isQuiet(KalahNode parent, int pit) {
        int opponent = 3 - parent.board.toMove();
        return board.toMove() == opponent
                && !isOver()
                && board.seedsInPits(opponent) >= parent.board.seedsInPits(opponent);
    }

    @Override
    public int moveKey(int pit) {
        return pit;
    }

    @Override
    public int moveKeys() {
        return KalahBoard.PITS + 1;
    }

    @Override
    public boolean learnsMoveOrder() {
        return false;
    }

    @Override
    public String format(int pit) {
        return KalahMoves.format(pit);
    }
}
