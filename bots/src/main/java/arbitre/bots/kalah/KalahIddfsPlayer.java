package arbitre.bots.kalah;

import arbitre.bots.iddfs.TranspositionTable;
import arbitre.bots.search.SearchLimits;
import arbitre.bots.search.SearchResult;
import arbitre.bots.time.TimeBudget;
import arbitre.engine.kalah.KalahBoard;
import arbitre.engine.kalah.KalahMoves;
import java.io.PrintStream;

/**
 * The strong Kalah bot: a {@link KalahSearch} per ply, within the {@link TimeBudget} of the
 * referee's clock (two thirds of the per-move limit, and with a bank a share of what is left of
 * it), or to a fixed depth. Every ply is timed, those after an extra turn too, so each is a search
 * of its own. A position with one legal pit is answered at once. Each ply writes a one-line
 * summary on standard error.
 */
public final class KalahIddfsPlayer implements KalahPlayer {
    private final KalahSearch search;
    private final int fixedDepth;
    private final TimeBudget budget;
    private final PrintStream log;
    private final int[] pits = new int[KalahBoard.MAX_LEGAL];

    private KalahIddfsPlayer(KalahSearch search, int fixedDepth, TimeBudget budget, PrintStream log) {
        this.search = search;
        this.fixedDepth = fixedDepth;
        this.budget = budget;
        this.log = log;
    }

    /** A player that searches within a time budget. */
    public static KalahIddfsPlayer timed(int tableMegabytes, TimeBudget budget, PrintStream log) {
        return new KalahIddfsPlayer(new KalahSearch(TranspositionTable.ofMegabytes(tableMegabytes)), 0, budget, log);
    }

    /** A player that searches every ply to {@code depth}, with no time limit. */
    public static KalahIddfsPlayer fixedDepth(int tableMegabytes, int depth, PrintStream log) {
        if (depth < 1 || depth > KalahSearch.MAX_DEPTH) {
            throw new IllegalArgumentException("search depth must be 1.." + KalahSearch.MAX_DEPTH + ", got " + depth);
        }
        return new KalahIddfsPlayer(new KalahSearch(TranspositionTable.ofMegabytes(tableMegabytes)), depth, null, log);
    }

    @Override
    public int choosePit(KalahBoard position, long turnStartNanos) {
        SearchResult result;
        if (fixedDepth == 0 && position.legalMoves(pits) == 1) {
            result = new SearchResult(pits[0], 0, 0, 0, System.nanoTime() - turnStartNanos, KalahMoves.format(pits[0]));
        } else {
            SearchLimits limits =
                    fixedDepth > 0 ? SearchLimits.depth(fixedDepth) : SearchLimits.time(budget.nextMoveNanos());
            result = search.search(position, limits, turnStartNanos);
        }
        if (budget != null) {
            budget.spent(System.nanoTime() - turnStartNanos);
        }
        log.println(summary(position, result, budget));
        return result.move();
    }

    /** The line written after each ply, built by hand (see the Awale bot's summary). */
    static String summary(KalahBoard position, SearchResult result, TimeBudget budget) {
        StringBuilder line = new StringBuilder(160)
                .append("iddfs: ply ")
                .append(position.ply() + 1)
                .append(" pit ")
                .append(result.move())
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
                .append(" ms");
        if (budget != null && budget.bankNanos() != Long.MAX_VALUE) {
            line.append(" bank ").append(budget.bankNanos() / 1_000_000).append(" ms");
        }
        return line.append(" pv ").append(result.principalVariation()).toString();
    }
}
