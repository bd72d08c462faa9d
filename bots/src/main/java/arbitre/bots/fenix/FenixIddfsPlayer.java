package arbitre.bots.fenix;

import arbitre.bots.search.Search;
import arbitre.bots.search.SearchLimits;
import arbitre.bots.search.SearchResult;
import arbitre.bots.search.TranspositionTable;
import arbitre.bots.time.TimeBudget;
import arbitre.engine.fenix.FenixAction;
import arbitre.engine.fenix.FenixActionList;
import arbitre.engine.fenix.FenixBoard;
import java.io.PrintStream;
import java.util.function.LongSupplier;

/**
 * The strong Fenix bot: an iterative-deepening {@link Search} of {@link FenixNode}s per action,
 * within its {@link TimeBudget}, or within fixed limits (a depth or a number of nodes).
 *
 * <h2>Time management</h2>
 * The course plays Fenix with a bank per player for the whole game (300 s) and no per-move limit.
 * A movement-phase action may use one part in {@value #MOVEMENT_SHARE} of what is left of the
 * bank (games are long: a hundred plies is common), a setup action, which cannot interact with
 * the opponent, one part in {@value #SETUP_SHARE}. When the referee also sets a per-move limit,
 * the search keeps within it less the {@link arbitre.bots.time.Reserve}; without a bank that limit alone decides, as for the
 * other games. An action that is the only legal one is played at once. Each action writes a
 * one-line summary on standard error.
 */
public final class FenixIddfsPlayer implements FenixPlayer {
    /** A movement-phase action may use one part in this many of what is left of the bank. */
    static final int MOVEMENT_SHARE = 30;
    /** A setup action may use one part in this many. */
    static final int SETUP_SHARE = 300;

    private final Search<FenixNode> search;
    private final SearchLimits fixed;
    private final TimeBudget budget;
    private final PrintStream log;
    private final LongSupplier clock;
    private final FenixActionList actions = new FenixActionList();

    FenixIddfsPlayer(
            Search<FenixNode> search, SearchLimits fixed, TimeBudget budget, PrintStream log, LongSupplier clock) {
        this.search = search;
        this.fixed = fixed;
        this.budget = budget;
        this.log = log;
        this.clock = clock;
    }

    /** A player that searches within a time budget. */
    public static FenixIddfsPlayer timed(int tableMegabytes, TimeBudget budget, PrintStream log) {
        return new FenixIddfsPlayer(
                FenixNode.search(TranspositionTable.ofMegabytes(tableMegabytes)), null, budget, log, System::nanoTime);
    }

    /**
     * A player that searches every action within {@code limits} (a depth or a number of nodes),
     * with no time limit.
     */
    public static FenixIddfsPlayer fixed(Search<FenixNode> search, SearchLimits limits, PrintStream log) {
        return new FenixIddfsPlayer(search, limits, null, log, System::nanoTime);
    }

    /** The time the search may use on this turn, in nanoseconds. */
    long budgetNanos(FenixBoard position) {
        return budget.nextMoveNanos(position.ply() < FenixBoard.SETUP_PLIES ? SETUP_SHARE : MOVEMENT_SHARE);
    }

    /**
     * Plays {@code percent} of its moves at random, drawn from {@code seed} (a level below the full
     * bot, see {@link arbitre.bots.search.Level}); returns this player.
     */
    public FenixIddfsPlayer withRandomMoves(int percent, long seed) {
        search.randomMoves(percent, seed);
        return this;
    }

    /** Runs the search once on the start (see {@link Search#warmUp}) when it plays on the clock; fixed limits need no haste. */
    @Override
    public void warmUp(FenixBoard start, long nanos) {
        if (fixed == null && start.legalActions(actions) > 0) {
            search.warmUp(FenixNode.of(start), nanos);
        }
    }

    @Override
    public FenixAction choose(FenixBoard position, long turnStartNanos) {
        SearchResult result;
        int count = position.legalActions(actions);
        if (fixed == null && count == 1) {
            result = new SearchResult(
                    0,
                    0,
                    0,
                    0,
                    clock.getAsLong() - turnStartNanos,
                    actions.get(0).format());
        } else {
            SearchLimits limits = fixed != null ? fixed : SearchLimits.time(budgetNanos(position));
            result = search.search(FenixNode.of(position), limits, turnStartNanos);
            if (fixed == null) {
                budget.observe(search.longestClockGapNanos(), clock.getAsLong() - turnStartNanos - limits.hardNanos());
            }
        }
        FenixAction action = actions.get(result.move());
        long bank = Long.MAX_VALUE;
        if (budget != null) {
            budget.spent(clock.getAsLong() - turnStartNanos);
            bank = budget.bankNanos();
        }
        log.println(result.summary(position.ply() + 1, "action", action.format(), bank));
        return action;
    }
}
