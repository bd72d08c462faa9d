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
 * {@link TimeBudget} of the referee's clock, or within fixed limits (a depth or a number of
 * nodes). Every ply is timed, those after an extra turn too, so each is a search of its own. Each
 * ply writes a one-line summary on standard error.
 *
 * <h2>Time management</h2>
 * A Kalah game from a fair opening is decided in its first plies: the search proves the result
 * some ten plies in, and from then on answers at once (it stops at a proved win or loss). So the
 * bank goes to the opening and the middle game ({@link TimeBudget#frontLoadedMoveNanos}): a ply
 * may use one part in {@link #bankShare} of the bank above the kept part, the share a tenth of
 * the seeds still in pits (a side plays about one ply for every three seeds, so that is about a
 * third of its plies left), and at least {@value #MIN_SHARE}. With the 48 seeds of the start and a
 * 150 s bank, the first ply may take 34 s; as the bank shrinks the plies get less, and near the
 * kept part the usual 1/{@value TimeBudget#BANK_SHARE} of what is left, which never runs dry.
 * When the referee also sets a per-move limit, the search keeps within it less the
 * {@link arbitre.bots.time.Reserve}. A position with one legal pit is answered at once.
 *
 * <h2>Solved positions</h2>
 * Once at most {@value #SOLVER_SEEDS} seeds are left in pits, the full bot first asks the
 * {@link KalahSolver} for the position's exact result, for at most a {@value #SOLVER_SHARE}th of
 * the ply's time (or nodes). A position it cannot win, drawn or lost against perfect play, has
 * many moves that are all the same to the search; the solver plays the one that keeps the result
 * and leaves the opponent the largest share of replies that give it away. When the position is
 * won, or not solved in time, the search plays as before, with the rest of the ply's time.
 *
 * <h2>Endgame table</h2>
 * Given one ({@link KalahEndgames}), the full bot's search and solver take every position with
 * few enough seeds in pits as decided by its exact result instead of searching it: the search
 * sees the end of the game wherever a line has banked all but a few seeds.
 */
public final class KalahIddfsPlayer implements KalahPlayer {
    /** The share of the bank is one part in this many seeds in pits... */
    static final int SEEDS_PER_SHARE = 10;
    /** ...and one part in at least this many. */
    static final int MIN_SHARE = 3;
    /** The solver is tried on positions with at most this many seeds in pits... */
    static final int SOLVER_SEEDS = 32;
    /** ...for at most one part in this many of the ply's time or nodes. */
    static final int SOLVER_SHARE = 4;

    private final Search<KalahNode> search;
    private final SearchLimits fixed;
    private final TimeBudget budget;
    private final PrintStream log;
    private final KalahSolver solver;
    private final int[] pits = new int[KalahBoard.MAX_LEGAL];

    private KalahIddfsPlayer(
            int tableMegabytes,
            KalahEvaluation evaluation,
            KalahEndgames endgames,
            SearchLimits fixed,
            TimeBudget budget,
            PrintStream log) {
        KalahEndgames table = evaluation == KalahEvaluation.FULL ? endgames : null;
        this.search = KalahNode.search(TranspositionTable.ofMegabytes(tableMegabytes), evaluation, table);
        this.fixed = fixed;
        this.budget = budget;
        this.log = log;
        this.solver = evaluation == KalahEvaluation.FULL ? new KalahSolver(table) : null;
    }

    /** A player that searches within a time budget, scoring with {@code evaluation}, without endgame table. */
    public static KalahIddfsPlayer timed(
            int tableMegabytes, KalahEvaluation evaluation, TimeBudget budget, PrintStream log) {
        return timed(tableMegabytes, evaluation, null, budget, log);
    }

    /**
     * A player that searches within a time budget, scoring with {@code evaluation}; the full bot
     * ({@link KalahEvaluation#FULL}) takes the positions {@code endgames} holds ({@code null} for
     * none) as decided, and so does its solver.
     */
    public static KalahIddfsPlayer timed(
            int tableMegabytes,
            KalahEvaluation evaluation,
            KalahEndgames endgames,
            TimeBudget budget,
            PrintStream log) {
        return new KalahIddfsPlayer(tableMegabytes, evaluation, endgames, null, budget, log);
    }

    /**
     * A player that searches every ply within {@code limits} (a depth or a number of nodes), with no
     * time limit, scoring with {@code evaluation}, without endgame table.
     */
    public static KalahIddfsPlayer fixed(
            int tableMegabytes, KalahEvaluation evaluation, SearchLimits limits, PrintStream log) {
        return fixed(tableMegabytes, evaluation, null, limits, log);
    }

    /** A player at fixed {@code limits}, with the {@code endgames} of {@link #timed(int, KalahEvaluation, KalahEndgames, TimeBudget, PrintStream)}. */
    public static KalahIddfsPlayer fixed(
            int tableMegabytes,
            KalahEvaluation evaluation,
            KalahEndgames endgames,
            SearchLimits limits,
            PrintStream log) {
        return new KalahIddfsPlayer(tableMegabytes, evaluation, endgames, limits, null, log);
    }

    /**
     * Plays {@code percent} of its moves at random, drawn from {@code seed} (a level below the full
     * bot, see {@link arbitre.bots.search.Level}); returns this player.
     */
    public KalahIddfsPlayer withRandomMoves(int percent, long seed) {
        search.randomMoves(percent, seed);
        return this;
    }

    /** Runs the search once on the start (see {@link Search#warmUp}) when it plays on the clock; fixed limits need no haste. */
    @Override
    public void warmUp(KalahBoard start, long nanos) {
        if (fixed == null && !start.isOver()) {
            search.warmUp(KalahNode.of(start), nanos);
        }
    }

    /** The share of the bank above its kept part that a ply of {@code position} may use: one part in this many. */
    static int bankShare(KalahBoard position) {
        int seedsInPits = position.seedsInPits(1) + position.seedsInPits(2);
        return Math.max(MIN_SHARE, seedsInPits / SEEDS_PER_SHARE);
    }

    /** The solver's move for a position (-1 when it has none) and the nodes it visited to find it. */
    private record Solved(int move, long nodes) {
        static final Solved NONE = new Solved(-1, 0);
    }

    /**
     * The solver's move for {@code position} ({@link KalahSolver#trapMove}) when it is small enough
     * to try and is solved within a part of the ply's limits. A fixed depth (the ladder's levels)
     * never tries it.
     */
    private Solved trapMove(KalahBoard position, SearchLimits limits, long turnStartNanos) {
        if (solver == null || position.seedsInPits(1) + position.seedsInPits(2) > SOLVER_SEEDS) {
            return Solved.NONE;
        }
        if (limits.maxNodes() != Long.MAX_VALUE) {
            solver.limit(limits.maxNodes() / SOLVER_SHARE, Long.MAX_VALUE);
        } else if (limits.hardNanos() != Long.MAX_VALUE) {
            solver.limit(Long.MAX_VALUE, turnStartNanos + limits.hardNanos() / SOLVER_SHARE);
        } else {
            return Solved.NONE;
        }
        return new Solved(solver.trapMove(position), solver.nodes());
    }

    @Override
    public int choosePit(KalahBoard position, long turnStartNanos) {
        SearchResult result;
        if (fixed == null && position.legalMoves(pits) == 1) {
            result = new SearchResult(pits[0], 0, 0, 0, System.nanoTime() - turnStartNanos, KalahMoves.format(pits[0]));
        } else {
            SearchLimits limits =
                    fixed != null ? fixed : SearchLimits.time(budget.frontLoadedMoveNanos(bankShare(position)));
            Solved trap = trapMove(position, limits, turnStartNanos);
            if (trap.move() > 0) {
                result = new SearchResult(
                        trap.move(),
                        0,
                        0,
                        trap.nodes(),
                        System.nanoTime() - turnStartNanos,
                        KalahMoves.format(trap.move()) + " (solved)");
            } else {
                if (fixed != null && fixed.maxNodes() != Long.MAX_VALUE && trap.nodes() > 0) {
                    limits = SearchLimits.nodes(Math.max(1, fixed.maxNodes() - trap.nodes()));
                }
                result = search.search(KalahNode.of(position), limits, turnStartNanos);
                if (fixed == null) {
                    budget.observe(
                            search.longestClockGapNanos(), System.nanoTime() - turnStartNanos - limits.hardNanos());
                }
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
