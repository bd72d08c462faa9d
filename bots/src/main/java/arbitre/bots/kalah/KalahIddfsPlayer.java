package arbitre.bots.kalah;

import arbitre.bots.search.Search;
import arbitre.bots.search.SearchLimits;
import arbitre.bots.search.SearchResult;
import arbitre.bots.search.TranspositionTable;
import arbitre.bots.time.TimeBudget;
import arbitre.engine.kalah.KalahBoard;
import arbitre.engine.kalah.KalahMoves;
import java.io.PrintStream;

/**
 * The strong Kalah bot: a {@link Search} of {@link KalahNode}s per ply, within the
 * {@link TimeBudget} of the referee's clock (the per-move limit less a reserve that grows with the
 * delays the searches measured, and with a bank a share of what is left of it), or within fixed limits (a depth or a number of nodes). Every ply
 * is timed, those after an extra turn too, so each is a search of its own. A position with one
 * legal pit is answered at once when the search is timed. Each ply writes a one-line summary on
 * standard error.
 */
public final class KalahIddfsPlayer implements KalahPlayer {
    private final Search<KalahNode> search;
    private final SearchLimits fixed;
    private final TimeBudget budget;
    private final PrintStream log;
    private final int[] pits = new int[KalahBoard.MAX_LEGAL];

    private KalahIddfsPlayer(Search<KalahNode> search, SearchLimits fixed, TimeBudget budget, PrintStream log) {
        this.search = search;
        this.fixed = fixed;
        this.budget = budget;
        this.log = log;
    }

    /** A player that searches within a time budget. */
    public static KalahIddfsPlayer timed(int tableMegabytes, TimeBudget budget, PrintStream log) {
        return new KalahIddfsPlayer(
                KalahNode.search(TranspositionTable.ofMegabytes(tableMegabytes)), null, budget, log);
    }

    /** A player that searches every ply within {@code limits} (a depth or a number of nodes), with no time limit. */
    public static KalahIddfsPlayer fixed(int tableMegabytes, SearchLimits limits, PrintStream log) {
        return new KalahIddfsPlayer(
                KalahNode.search(TranspositionTable.ofMegabytes(tableMegabytes)), limits, null, log);
    }

    /** Runs the search once on the start (see {@link Search#warmUp}) when it plays on the clock; fixed limits need no haste. */
    @Override
    public void warmUp(KalahBoard start, long nanos) {
        if (fixed == null && !start.isOver()) {
            search.warmUp(KalahNode.of(start), nanos);
        }
    }

    @Override
    public int choosePit(KalahBoard position, long turnStartNanos) {
        SearchResult result;
        if (fixed == null && position.legalMoves(pits) == 1) {
            result = new SearchResult(pits[0], 0, 0, 0, System.nanoTime() - turnStartNanos, KalahMoves.format(pits[0]));
        } else {
            SearchLimits limits = fixed != null ? fixed : SearchLimits.time(budget.nextMoveNanos());
            result = search.search(KalahNode.of(position), limits, turnStartNanos);
            if (fixed == null) {
                budget.observe(search.longestClockGapNanos(), System.nanoTime() - turnStartNanos - limits.hardNanos());
            }
        }
        long bank = Long.MAX_VALUE;
        if (budget != null) {
            budget.spent(System.nanoTime() - turnStartNanos);
            bank = budget.bankNanos();
        }
        log.println(result.summary(position.ply() + 1, "pit", Integer.toString(result.move()), bank));
        return result.move();
    }
}
