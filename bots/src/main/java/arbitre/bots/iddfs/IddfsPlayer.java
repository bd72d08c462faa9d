package arbitre.bots.iddfs;

import arbitre.bots.protocol.Player;
import arbitre.bots.search.Search;
import arbitre.bots.search.SearchLimits;
import arbitre.bots.search.SearchOptions;
import arbitre.bots.search.SearchResult;
import arbitre.engine.Board;
import arbitre.engine.Moves;
import arbitre.engine.RuleSet;
import java.io.PrintStream;

/**
 * The strong bot: an iterative-deepening {@link Search} per move, within a share of the
 * referee's per-move limit, or to a fixed depth or number of nodes.
 *
 * <h2>Time management</h2>
 * The search's limits come from the move limit ({@link MoveTime}), counted from the start of the
 * turn (for the first move, possibly the start of the process, see
 * {@link arbitre.bots.protocol.ProtocolLoop}). A position with one legal move is answered at
 * once. Each move writes a one-line summary on standard error.
 */
public final class IddfsPlayer implements Player {
    private final Search<AwaleNode> search;
    private final SearchLimits limits;
    private final PrintStream log;

    private IddfsPlayer(Search<AwaleNode> search, SearchLimits limits, PrintStream log) {
        this.search = search;
        this.limits = limits;
        this.log = log;
    }

    /** A player within a per-move limit of {@code moveMillis} ({@link MoveTime}). */
    public static IddfsPlayer timed(Search<AwaleNode> search, long moveMillis, PrintStream log) {
        return new IddfsPlayer(search, MoveTime.limits(moveMillis), log);
    }

    /**
     * A player that searches every move within fixed limits (a depth or a number of nodes), with
     * no time limit.
     */
    public static IddfsPlayer fixed(Search<AwaleNode> search, SearchLimits limits, PrintStream log) {
        return new IddfsPlayer(search, limits, log);
    }

    /**
     * A fresh bot for one game, logging to {@code log}: searching {@code fixedDepth} plies when
     * that is positive, else about {@code fixedNodes} nodes when that is, else within the move
     * limit.
     */
    public static IddfsPlayer create(
            RuleSet rules, int tableMegabytes, int fixedDepth, long fixedNodes, long moveMillis, PrintStream log) {
        Search<AwaleNode> search = AwaleNode.search(
                rules,
                TranspositionTable.ofMegabytes(tableMegabytes),
                EvaluationWeights.forRules(rules),
                SearchOptions.PLAIN);
        SearchLimits fixed = SearchLimits.fixed(fixedDepth, fixedNodes);
        return fixed != null ? fixed(search, fixed, log) : timed(search, moveMillis, log);
    }

    /** The time the search may use per move (its hard limit), in nanoseconds; 0 for none. */
    public long budgetNanos() {
        return limits.hardNanos() == Long.MAX_VALUE ? 0 : limits.hardNanos();
    }

    @Override
    public int chooseMove(Board position, long turnStartNanos) {
        SearchResult result;
        if (budgetNanos() > 0 && position.legalMoveCount() == 1) {
            int[] only = new int[Moves.MAX_LEGAL];
            position.legalMoves(only);
            result = new SearchResult(only[0], 0, 0, 0, System.nanoTime() - turnStartNanos, Moves.format(only[0]));
        } else {
            result = search.search(AwaleNode.of(position), limits, turnStartNanos);
        }
        log.println(result.summary(position.ply() + 1, "move", Moves.format(result.move()), Long.MAX_VALUE));
        return result.move();
    }
}
