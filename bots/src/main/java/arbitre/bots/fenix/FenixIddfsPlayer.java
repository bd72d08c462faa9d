package arbitre.bots.fenix;

import arbitre.bots.iddfs.SearchLimits;
import arbitre.engine.fenix.FenixAction;
import arbitre.engine.fenix.FenixActionList;
import arbitre.engine.fenix.FenixBoard;
import java.io.PrintStream;
import java.util.function.LongSupplier;

/**
 * The strong Fenix bot: an iterative-deepening {@link FenixSearch} per action, within its share
 * of the time bank, or to a fixed depth.
 *
 * <h2>Time management</h2>
 * The course plays Fenix with a bank per player for the whole game (300 s) and no per-move limit.
 * The player keeps its own account of the bank: each turn costs the time from the start of the
 * turn to the answer, plus {@value #ALLOWANCE_MS} ms for the trip through the pipes, and earns the
 * increment if there is one. A turn may use the bank left, less a reserve of a twentieth, divided
 * by {@value #MOVES_TO_PLAN} (the search gets fewer moves to plan for as the bank empties, never
 * the whole of it); setup actions, which cannot interact with the opponent, get a tenth of that.
 * When the referee also sets a per-move limit, the search keeps within two thirds of it. Without
 * a bank the per-move limit alone decides, as for the Awale bot. An action that is the only legal
 * one is played at once.
 */
public final class FenixIddfsPlayer implements FenixPlayer {
    static final int MOVES_TO_PLAN = 30;
    static final long ALLOWANCE_MS = 5;
    private static final long MILLI = 1_000_000L;

    private final FenixSearch search;
    private final int fixedDepth;
    private final long moveNanos;
    private final long incrementNanos;
    private final boolean banked;
    private final PrintStream log;
    private final LongSupplier clock;
    private final FenixActionList actions = new FenixActionList();
    private long bankNanos;

    FenixIddfsPlayer(FenixSearch search, int fixedDepth, long moveMillis, long bankMillis, long incrementMillis,
            PrintStream log, LongSupplier clock) {
        if (fixedDepth == 0 && moveMillis < 1 && bankMillis < 1) {
            throw new IllegalArgumentException("a timed player needs a move limit or a bank of at least 1 ms");
        }
        this.search = search;
        this.fixedDepth = fixedDepth;
        this.moveNanos = moveMillis * MILLI;
        this.bankNanos = bankMillis * MILLI;
        this.incrementNanos = incrementMillis * MILLI;
        this.banked = bankMillis > 0;
        this.log = log;
        this.clock = clock;
    }

    /**
     * A fresh bot for one game.
     *
     * @param fixedDepth plies to search every action to, with no clock; 0 for a timed search
     * @param moveMillis the referee's per-move limit, 0 for none
     * @param bankMillis the time bank for the whole game, 0 for none
     */
    public static FenixIddfsPlayer create(FenixSearch search, int fixedDepth, long moveMillis, long bankMillis,
            long incrementMillis, PrintStream log) {
        if (fixedDepth > 0) {
            SearchLimits.depth(fixedDepth);
        }
        return new FenixIddfsPlayer(search, fixedDepth, moveMillis, bankMillis, incrementMillis, log, System::nanoTime);
    }

    /** The time the search may use on this turn, in nanoseconds. */
    long budgetNanos(FenixBoard position) {
        long budget = Long.MAX_VALUE;
        if (banked) {
            long usable = bankNanos - bankNanos / 20;
            budget = Math.max(usable, 0) / MOVES_TO_PLAN;
            if (position.ply() < FenixBoard.SETUP_PLIES) {
                budget /= 10;
            }
        }
        if (moveNanos > 0) {
            budget = Math.min(budget, moveNanos * 2 / 3);
        }
        return Math.max(budget, MILLI);
    }

    /** What is left of the bank by this player's account, in nanoseconds. */
    long bankNanos() {
        return bankNanos;
    }

    @Override
    public FenixAction choose(FenixBoard position, long turnStartNanos) {
        FenixSearchResult result;
        if (fixedDepth == 0 && position.legalActions(actions) == 1) {
            result = new FenixSearchResult(actions.get(0), 0, 0, 0, clock.getAsLong() - turnStartNanos,
                    actions.get(0).format());
        } else {
            SearchLimits limits = fixedDepth > 0 ? SearchLimits.depth(fixedDepth) : SearchLimits.time(budgetNanos(position));
            result = search.search(position, limits, turnStartNanos);
        }
        if (banked) {
            bankNanos += incrementNanos - (clock.getAsLong() - turnStartNanos) - ALLOWANCE_MS * MILLI;
        }
        log.println(new StringBuilder(160).append("iddfs: ply ").append(position.ply() + 1)
                .append(" action ").append(result.action().format())
                .append(" depth ").append(result.depth())
                .append(" score ").append(result.score() > 0 ? "+" : "").append(result.score())
                .append(" nodes ").append(result.nodes())
                .append(" nps ").append(result.nodesPerSecond())
                .append(" time ").append(result.nanos() / MILLI).append(" ms")
                .append(banked ? " bank " + bankNanos / MILLI + " ms" : "")
                .append(" pv ").append(result.principalVariation()));
        return result.action();
    }
}
