package arbitre.bots.fenix;

import arbitre.bots.iddfs.TranspositionTable;
import arbitre.bots.search.SearchLimits;
import arbitre.bots.time.TimeBudget;
import arbitre.engine.fenix.FenixAction;
import arbitre.engine.fenix.FenixActionList;
import arbitre.engine.fenix.FenixBoard;
import java.io.PrintStream;
import java.util.function.LongSupplier;

/**
 * The strong Fenix bot: an iterative-deepening {@link FenixSearch} per action, within its
 * {@link TimeBudget}, or to a fixed depth.
 *
 * <h2>Time management</h2>
 * The course plays Fenix with a bank per player for the whole game (300 s) and no per-move limit.
 * A movement-phase action may use one part in {@value #MOVEMENT_SHARE} of what is left of the
 * bank (games are long: a hundred plies is common), a setup action, which cannot interact with
 * the opponent, one part in {@value #SETUP_SHARE}. When the referee also sets a per-move limit,
 * the search keeps within two thirds of it; without a bank that limit alone decides, as for the
 * other games. An action that is the only legal one is played at once. Each action writes a
 * one-line summary on standard error.
 */
public final class FenixIddfsPlayer implements FenixPlayer {
    /** A movement-phase action may use one part in this many of what is left of the bank. */
    static final int MOVEMENT_SHARE = 30;
    /** A setup action may use one part in this many. */
    static final int SETUP_SHARE = 300;

    private static final long MILLI = 1_000_000L;

    private final FenixSearch search;
    private final int fixedDepth;
    private final TimeBudget budget;
    private final PrintStream log;
    private final LongSupplier clock;
    private final FenixActionList actions = new FenixActionList();

    FenixIddfsPlayer(FenixSearch search, int fixedDepth, TimeBudget budget, PrintStream log, LongSupplier clock) {
        this.search = search;
        this.fixedDepth = fixedDepth;
        this.budget = budget;
        this.log = log;
        this.clock = clock;
    }

    /** A player that searches within a time budget. */
    public static FenixIddfsPlayer timed(int tableMegabytes, TimeBudget budget, PrintStream log) {
        return new FenixIddfsPlayer(
                new FenixSearch(TranspositionTable.ofMegabytes(tableMegabytes)), 0, budget, log, System::nanoTime);
    }

    /** A player that searches every action to {@code depth}, with no time limit. */
    public static FenixIddfsPlayer fixedDepth(FenixSearch search, int depth, PrintStream log) {
        if (depth < 1 || depth > FenixSearch.MAX_DEPTH) {
            throw new IllegalArgumentException("search depth must be 1.." + FenixSearch.MAX_DEPTH + ", got " + depth);
        }
        return new FenixIddfsPlayer(search, depth, null, log, System::nanoTime);
    }

    /** The time the search may use on this turn, in nanoseconds. */
    long budgetNanos(FenixBoard position) {
        return budget.nextMoveNanos(position.ply() < FenixBoard.SETUP_PLIES ? SETUP_SHARE : MOVEMENT_SHARE);
    }

    @Override
    public FenixAction choose(FenixBoard position, long turnStartNanos) {
        FenixSearchResult result;
        if (fixedDepth == 0 && position.legalActions(actions) == 1) {
            result = new FenixSearchResult(
                    actions.get(0),
                    0,
                    0,
                    0,
                    clock.getAsLong() - turnStartNanos,
                    actions.get(0).format());
        } else {
            SearchLimits limits =
                    fixedDepth > 0 ? SearchLimits.depth(fixedDepth) : SearchLimits.time(budgetNanos(position));
            result = search.search(position, limits, turnStartNanos);
        }
        if (budget != null) {
            budget.spent(clock.getAsLong() - turnStartNanos);
        }
        StringBuilder line = new StringBuilder(160)
                .append("iddfs: ply ")
                .append(position.ply() + 1)
                .append(" action ")
                .append(result.action().format())
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
                .append(result.nanos() / MILLI)
                .append(" ms");
        if (budget != null && budget.bankNanos() != Long.MAX_VALUE) {
            line.append(" bank ").append(budget.bankNanos() / MILLI).append(" ms");
        }
        log.println(line.append(" pv ").append(result.principalVariation()));
        return result.action();
    }
}
