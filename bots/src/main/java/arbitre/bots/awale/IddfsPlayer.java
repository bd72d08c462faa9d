package arbitre.bots.awale;

import arbitre.bots.search.Search;
import arbitre.bots.search.SearchLimits;
import arbitre.bots.search.SearchOptions;
import arbitre.bots.search.SearchResult;
import arbitre.bots.search.TranspositionTable;
import arbitre.bots.time.MoveTime;
import arbitre.bots.time.Reserve;
import arbitre.bots.time.TimeBudget;
import arbitre.engine.awale.Board;
import arbitre.engine.awale.Moves;
import arbitre.engine.awale.RuleSet;
import java.io.PrintStream;

/**
 * The strong bot: an iterative-deepening {@link Search} per move, within a share of the
 * referee's per-move limit, or to a fixed depth or number of nodes.
 *
 * <h2>Time management</h2>
 * The search's limits come from the move limit ({@link MoveTime}), counted from the start of the
 * turn (for the first move, possibly the start of the process, see
 * {@link arbitre.bots.protocol.ProtocolLoop}), less a {@link Reserve} that grows with the delays
 * each search measured (a stall between two readings of its clock, a return past its hard
 * limit). A position with one legal move is answered at once. Each move writes a one-line summary
 * on standard error.
 *
 * <p>With a time bank for the game ({@link #banked}), a move may use at most its share of what is
 * left of the bank ({@link TimeBudget}), and no more than the move limit allows: another depth is
 * started only when it is predicted to end within the share, and the search stops at twice the
 * share at the latest (the bank is twenty shares, so that cannot empty it). The bot keeps its own
 * account of the bank from the time each move took.
 */
public final class IddfsPlayer implements Player {
    /** The full bot's futility margin under the official rules: two captured seeds a ply. */
    static final int FUTILITY_MARGIN = 400;

    private final Search<AwaleNode> search;
    /** The per-move limit in milliseconds, 0 for none (fixed limits, or a bank alone). */
    private final long moveMillis;
    /** The limits of a search that does not depend on the clock, {@code null} for a timed one. */
    private final SearchLimits fixed;

    private final TimeBudget bank;
    private final Reserve reserve = new Reserve();
    private final PrintStream log;

    private IddfsPlayer(
            Search<AwaleNode> search, long moveMillis, SearchLimits fixed, TimeBudget bank, PrintStream log) {
        this.search = search;
        this.moveMillis = moveMillis;
        this.fixed = fixed;
        this.bank = bank;
        this.log = log;
    }

    /** A player within a per-move limit of {@code moveMillis} ({@link MoveTime}). */
    public static IddfsPlayer timed(Search<AwaleNode> search, long moveMillis, PrintStream log) {
        MoveTime.hardNanos(moveMillis, new Reserve());
        return new IddfsPlayer(search, moveMillis, null, null, log);
    }

    /**
     * A player on a time bank: each move within its share of what is left of {@code bank}, and
     * within a move limit of {@code moveMillis} ({@link MoveTime}; 0 for none).
     */
    public static IddfsPlayer banked(Search<AwaleNode> search, TimeBudget bank, long moveMillis, PrintStream log) {
        return new IddfsPlayer(search, Math.max(0, moveMillis), null, bank, log);
    }

    /**
     * A player that searches every move within fixed limits (a depth or a number of nodes), with
     * no time limit.
     */
    public static IddfsPlayer fixed(Search<AwaleNode> search, SearchLimits limits, PrintStream log) {
        return new IddfsPlayer(search, 0, limits, null, log);
    }

    /**
     * The search's techniques under a rule set: under the official rules the quiescence search and,
     * with it, late move reductions, each of which won the referee's SPRT at an equal number of
     * nodes a move against the bot without it (see {@link SearchOptions}), and for the full bot
     * futility cuts, which won it against the bot with the other two; none under the report's,
     * where the quiescence search made no difference. The ladder's levels below the full bot
     * search as they did when they were measured, without futility cuts.
     */
    static SearchOptions options(RuleSet rules, boolean fullBot) {
        if (rules != RuleSet.OFFICIAL) {
            return SearchOptions.PLAIN;
        }
        SearchOptions levels = new SearchOptions(false, true, true);
        return fullBot ? levels.withFutilityMargin(FUTILITY_MARGIN) : levels;
    }

    /**
     * A fresh bot for one game, logging to {@code log}: the full bot, or the search of the
     * ladder's levels below it ({@code fullBot} false); searching {@code fixedDepth} plies when
     * that is positive, else about {@code fixedNodes} nodes when that is, else within the move
     * limit ({@code moveMillis}, 0 for none) and the bank ({@code bankMillis}, 0 for none).
     */
    public static IddfsPlayer create(
            RuleSet rules,
            boolean fullBot,
            int tableMegabytes,
            int fixedDepth,
            long fixedNodes,
            long moveMillis,
            long bankMillis,
            long incrementMillis,
            PrintStream log) {
        Search<AwaleNode> search = AwaleNode.search(
                rules,
                TranspositionTable.ofMegabytes(tableMegabytes),
                EvaluationWeights.forRules(rules),
                options(rules, fullBot));
        SearchLimits fixed = SearchLimits.fixed(fixedDepth, fixedNodes);
        if (fixed != null) {
            return fixed(search, fixed, log);
        }
        return bankMillis > 0
                ? banked(search, TimeBudget.bankOnly(bankMillis, incrementMillis), moveMillis, log)
                : timed(search, moveMillis, log);
    }

    /** The time the search may use on the next move (its hard limit), in nanoseconds; 0 for none. */
    public long budgetNanos() {
        long hard = nextLimits().hardNanos();
        return hard == Long.MAX_VALUE ? 0 : hard;
    }

    /** The limits of the next move's search: the move limit's, within the bank's share when there is a bank. */
    private SearchLimits nextLimits() {
        if (fixed != null) {
            return fixed;
        }
        SearchLimits limits =
                moveMillis > 0 ? MoveTime.limits(moveMillis, reserve) : SearchLimits.depth(Search.MAX_DEPTH);
        if (bank == null) {
            return limits;
        }
        long share = bank.nextMoveNanos();
        long hard = Math.min(limits.hardNanos(), 2 * share);
        return new SearchLimits(Search.MAX_DEPTH, Math.min(share, hard), hard);
    }

    /**
     * Plays {@code percent} of its moves at random, drawn from {@code seed} (a level below the full
     * bot, see {@link arbitre.bots.search.Level}); returns this player.
     */
    public IddfsPlayer withRandomMoves(int percent, long seed) {
        search.randomMoves(percent, seed);
        return this;
    }

    /** Runs the search once on the start (see {@link Search#warmUp}) when it plays on the clock; fixed limits need no haste. */
    @Override
    public void warmUp(Board start, long nanos) {
        if (fixed == null && !start.isOver()) {
            search.warmUp(AwaleNode.of(start), nanos);
        }
    }

    @Override
    public int chooseMove(Board position, long turnStartNanos) {
        SearchResult result;
        SearchLimits next = nextLimits();
        boolean timed = next.hardNanos() != Long.MAX_VALUE;
        if (timed && position.legalMoveCount() == 1) {
            int[] only = new int[Moves.MAX_LEGAL];
            position.legalMoves(only);
            result = new SearchResult(only[0], 0, 0, 0, System.nanoTime() - turnStartNanos, Moves.format(only[0]));
        } else {
            result = search.search(AwaleNode.of(position), next, turnStartNanos);
            if (timed) {
                long pastHardLimit = System.nanoTime() - turnStartNanos - next.hardNanos();
                reserve.observe(search.longestClockGapNanos(), pastHardLimit);
            }
        }
        if (bank != null) {
            bank.spent(System.nanoTime() - turnStartNanos);
        }
        log.println(result.summary(position.ply() + 1, "move", Moves.format(result.move()), Long.MAX_VALUE));
        return result.move();
    }
}
