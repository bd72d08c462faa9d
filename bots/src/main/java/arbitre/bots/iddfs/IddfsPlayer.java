package arbitre.bots.iddfs;

import arbitre.bots.protocol.Player;
import arbitre.bots.time.TimeBudget;
import arbitre.engine.Board;
import arbitre.engine.Moves;
import arbitre.engine.RuleSet;
import java.io.PrintStream;

/**
 * The strong bot: an iterative-deepening {@link Search} per move, within a share of the
 * referee's per-move limit, or to a fixed depth.
 *
 * <h2>Time management</h2>
 * The search gets two thirds of the move limit ({@link TimeBudget#perMove}), counted from the
 * start of the turn (for the first move, possibly the start of the process, see
 * {@link arbitre.bots.protocol.ProtocolLoop}). A position with one legal move is answered at
 * once. Each move writes a one-line summary on standard error.
 */
public final class IddfsPlayer implements Player {
    private final Search search;
    private final int fixedDepth;
    private final long budgetNanos;
    private final PrintStream log;

    private IddfsPlayer(Search search, int fixedDepth, long budgetNanos, PrintStream log) {
        this.search = search;
        this.fixedDepth = fixedDepth;
        this.budgetNanos = budgetNanos;
        this.log = log;
    }

    /** A player that uses two thirds of a per-move limit of {@code moveMillis}. */
    public static IddfsPlayer timed(Search search, long moveMillis, PrintStream log) {
        return new IddfsPlayer(search, 0, TimeBudget.perMove(moveMillis).nextMoveNanos(), log);
    }

    /** A player that searches every move to {@code depth} plies, with no time limit. */
    public static IddfsPlayer fixedDepth(Search search, int depth, PrintStream log) {
        SearchLimits.depth(depth);
        return new IddfsPlayer(search, depth, 0, log);
    }

    /** A fresh bot for one game, logging to {@code log}. */
    public static IddfsPlayer create(RuleSet rules, int tableMegabytes, int fixedDepth,
            long moveMillis, PrintStream log) {
        Search search = new Search(rules, TranspositionTable.ofMegabytes(tableMegabytes),
                EvaluationWeights.DEFAULT);
        return fixedDepth > 0 ? fixedDepth(search, fixedDepth, log) : timed(search, moveMillis, log);
    }

    /** The time the search may use per move, in nanoseconds; 0 for a fixed depth. */
    public long budgetNanos() {
        return budgetNanos;
    }

    @Override
    public int chooseMove(Board position, long turnStartNanos) {
        SearchResult result;
        if (fixedDepth == 0 && position.legalMoveCount() == 1) {
            int[] only = new int[Moves.MAX_LEGAL];
            position.legalMoves(only);
            result = new SearchResult(only[0], 0, 0, 0, System.nanoTime() - turnStartNanos, Moves.format(only[0]));
        } else {
            SearchLimits limits = fixedDepth > 0
                    ? SearchLimits.depth(fixedDepth)
                    : SearchLimits.time(budgetNanos);
            result = search.search(position, limits, turnStartNanos);
        }
        log.println(summary(position, result));
        return result.move();
    }

    /**
     * The line written after each move. Built by hand: {@code String.format} loads the regex and
     * locale machinery, tens of milliseconds of the first move in a fresh JVM.
     */
    static String summary(Board position, SearchResult result) {
        return new StringBuilder(160).append("iddfs: ply ").append(position.ply() + 1)
                .append(" move ").append(Moves.format(result.move()))
                .append(" depth ").append(result.depth())
                .append(" score ").append(result.score() > 0 ? "+" : "").append(result.score())
                .append(" nodes ").append(result.nodes())
                .append(" nps ").append(result.nodesPerSecond())
                .append(" time ").append(result.nanos() / 1_000_000).append(" ms")
                .append(" pv ").append(result.principalVariation())
                .toString();
    }
}
