package arbitre.bots.iddfs;

import arbitre.bots.protocol.Player;
import arbitre.bots.search.SearchLimits;
import arbitre.bots.search.SearchResult;
import arbitre.engine.Board;
import arbitre.engine.Moves;
import arbitre.engine.RuleSet;
import java.io.PrintStream;

/**
 * The strong bot: an iterative-deepening {@link Search} per move, within a share of the
 * referee's per-move limit, or to a fixed depth.
 *
 * <h2>Time management</h2>
 * The search's limits come from the move limit ({@link MoveTime}), counted from the start of the
 * turn (for the first move, possibly the start of the process, see
 * {@link arbitre.bots.protocol.ProtocolLoop}). A position with one legal move is answered at
 * once. Each move writes a one-line summary on standard error.
 */
public final class IddfsPlayer implements Player {
    private final Search search;
    private final SearchLimits limits;
    private final PrintStream log;

    private IddfsPlayer(Search search, SearchLimits limits, PrintStream log) {
        this.search = search;
        this.limits = limits;
        this.log = log;
    }

    /** A player within a per-move limit of {@code moveMillis} ({@link MoveTime}). */
    public static IddfsPlayer timed(Search search, long moveMillis, PrintStream log) {
        return new IddfsPlayer(search, MoveTime.limits(moveMillis), log);
    }

    /** A player that searches every move to {@code depth} plies, with no time limit. */
    public static IddfsPlayer fixedDepth(Search search, int depth, PrintStream log) {
        return new IddfsPlayer(search, SearchLimits.depth(depth), log);
    }

    /** A player that searches every move with about {@code nodes} nodes, with no time limit. */
    public static IddfsPlayer fixedNodes(Search search, long nodes, PrintStream log) {
        return new IddfsPlayer(search, SearchLimits.nodes(nodes), log);
    }

    /**
     * A fresh bot for one game, logging to {@code log}: searching {@code fixedDepth} plies when
     * that is positive, else about {@code fixedNodes} nodes when that is, else within the move
     * limit.
     */
    public static IddfsPlayer create(
            RuleSet rules, int tableMegabytes, int fixedDepth, long fixedNodes, long moveMillis, PrintStream log) {
        Search search =
                new Search(rules, TranspositionTable.ofMegabytes(tableMegabytes), EvaluationWeights.forRules(rules));
        if (fixedDepth > 0) {
            return fixedDepth(search, fixedDepth, log);
        }
        return fixedNodes > 0 ? fixedNodes(search, fixedNodes, log) : timed(search, moveMillis, log);
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
        return new StringBuilder(160)
                .append("iddfs: ply ")
                .append(position.ply() + 1)
                .append(" move ")
                .append(Moves.format(result.move()))
                .append(" depth ")
                .append(result.depth())
                .append(" score ")
                .append(result.score() > 0 ? "+" : "")
                .append(result.score())
                .append(" nodes ")
                .append(result.nodes())
                .append(" nps ")
                .append(result.nodesPerSecond())
                .append(" time ")
                .append(result.nanos() / 1_000_000)
                .append(" ms")
                .append(" pv ")
                .append(result.principalVariation())
                .toString();
    }
}
