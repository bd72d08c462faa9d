package arbitre.bots.kalah;

import arbitre.bots.iddfs.TranspositionTable;
import arbitre.bots.search.SearchLimits;
import arbitre.bots.search.SearchResult;
import arbitre.engine.kalah.KalahBoard;
import arbitre.engine.kalah.KalahMoves;
import java.util.StringJoiner;
import java.util.function.LongSupplier;

/**
 * Negamax alpha-beta search of Kalah with iterative deepening and a transposition table.
 *
 * <h2>The extra turn</h2>
 * Every sowing is one ply of depth. When a ply ends in the mover's store the same player moves
 * again, so the child's score is already from the parent's side: it is taken as it is, with the
 * same window, instead of negated with the window mirrored. The rule is uniform: a child's score
 * is negated exactly when the child's player to move differs from the parent's (a finished
 * game's "player to move" is the one who would have moved next, and its score is from that side).
 *
 * <h2>Scores</h2>
 * Hundredths of a seed ({@link KalahEvaluation}). A finished game scores {@link #WIN} minus its
 * ply for the winner, 0 for a draw. A position where a store holds more than half the seeds is
 * decided too (stores never lose seeds), and scores as a win at its ply for that store's owner: the
 * search stops there instead of playing the game out.
 *
 * <h2>Iterative deepening and time</h2>
 * Depth 1, 2, 3, … each to the end or not at all, the best root move of one depth searched first
 * at the next. Two limits ({@link SearchLimits}): between depths, another is started only if its
 * predicted end fits the soft limit ({@link SearchLimits#startsAnotherDepth}); every {@value #CHECK_INTERVAL} nodes the clock is read and, past the hard limit, the running
 * depth unwinds and its result is dropped. Depth 1 always finishes.
 *
 * <h2>Move ordering</h2>
 * The table's move, then the pits whose last seed ends in the store (an extra turn, which also
 * keeps the side to move and so the search's window), then the pits nearest the store.
 *
 * <h2>Memory</h2>
 * One preallocated board and move buffer per ply, copy-make: the search allocates nothing. The
 * table ({@link TranspositionTable}) is the Awale bot's, keyed by {@link KalahBoard#hash()}, with
 * pits as moves. Not thread-safe.
 */
public final class KalahSearch {
    /** The deepest iteration. */
    public static final int MAX_DEPTH = 64;
    /** The score of a game won at ply 0; a game won at ply p scores {@code WIN - p}. */
    public static final int WIN = 100_000;

    static final int INFINITY = 1_000_000;
    static final int CHECK_INTERVAL = 1024;
    private static final int TABLE_MOVE_KEY = 1 << 20;
    private static final int EXTRA_TURN_KEY = 1 << 10;

    private final TranspositionTable table;
    private final LongSupplier clock;
    private final KalahBoard[] boards = new KalahBoard[MAX_DEPTH + 1];
    private final int[][] moves = new int[MAX_DEPTH + 1][KalahBoard.MAX_LEGAL];
    private final int[][] orderKeys = new int[MAX_DEPTH + 1][KalahBoard.MAX_LEGAL];
    private final int[] rootMoves = new int[KalahBoard.MAX_LEGAL];
    private final KalahBoard scratch = KalahBoard.standard();

    private int rootCount;
    private int rootBestMove;
    private long nodes;
    private long hardDeadline;
    private boolean timed;
    private boolean aborted;
    private int countdown;

    /** A search with a table ({@code null} for none), reading the system clock. */
    public KalahSearch(TranspositionTable table) {
        this(table, System::nanoTime);
    }

    /** A search that reads time from {@code clock} (nanoseconds, like {@link System#nanoTime()}). */
    KalahSearch(TranspositionTable table, LongSupplier clock) {
        this.table = table;
        this.clock = clock;
        for (int level = 0; level <= MAX_DEPTH; level++) {
            boards[level] = KalahBoard.standard();
        }
    }

    /** Whether a score is a proven win or loss. */
    public static boolean isDecisive(int score) {
        return Math.abs(score) > WIN - KalahBoard.MAX_PLIES - 1;
    }

    /**
     * Searches a position whose game goes on.
     *
     * @param startNanos {@link System#nanoTime()} when the clock started, which may be earlier than now
     * @throws IllegalArgumentException when the game is over
     */
    public SearchResult search(KalahBoard root, SearchLimits limits, long startNanos) {
        if (root.isOver()) {
            throw new IllegalArgumentException("the game is over: " + root);
        }
        boards[0].copyFrom(root);
        rootCount = root.legalMoves(rootMoves);
        if (table != null) {
            table.newSearch();
            int slot = table.probe(root.hash());
            if (slot >= 0) {
                moveToFront(TranspositionTable.move(table.data(slot)));
            }
        }
        nodes = 0;
        aborted = false;
        countdown = CHECK_INTERVAL;
        hardDeadline = limits.hardNanos() == Long.MAX_VALUE ? Long.MAX_VALUE : startNanos + limits.hardNanos();
        int bestMove = rootMoves[0];
        int bestScore = 0;
        int depthDone = 0;
        long previousIteration = 0;
        int maxDepth = Math.min(limits.maxDepth(), MAX_DEPTH);
        for (int depth = 1; depth <= maxDepth; depth++) {
            long iterationStart = clock.getAsLong();
            timed = depth > 1 && hardDeadline != Long.MAX_VALUE;
            int score = searchRoot(depth);
            if (aborted) {
                break;
            }
            bestMove = rootBestMove;
            bestScore = score;
            depthDone = depth;
            moveToFront(bestMove);
            long now = clock.getAsLong();
            long iteration = now - iterationStart;
            if (isDecisive(score) || depth == maxDepth) {
                break;
            }
            if (!limits.startsAnotherDepth(now - startNanos, iteration, previousIteration)) {
                break;
            }
            previousIteration = Math.max(iteration, 1);
        }
        return new SearchResult(
                bestMove,
                bestScore,
                depthDone,
                nodes,
                clock.getAsLong() - startNanos,
                principalVariation(root, bestMove, Math.max(depthDone, 1)));
    }

    private void moveToFront(int move) {
        for (int i = 0; i < rootCount; i++) {
            if (rootMoves[i] == move) {
                System.arraycopy(rootMoves, 0, rootMoves, 1, i);
                rootMoves[0] = move;
                return;
            }
        }
    }

    private int searchRoot(int depth) {
        KalahBoard root = boards[0];
        KalahBoard child = boards[1];
        int alpha = -INFINITY;
        int best = -INFINITY;
        nodes++;
        for (int i = 0; i < rootCount; i++) {
            int move = rootMoves[i];
            child.copyFrom(root);
            child.playUnchecked(move);
            int score = child.toMove() == root.toMove()
                    ? negamax(1, depth - 1, alpha, INFINITY)
                    : -negamax(1, depth - 1, -INFINITY, -alpha);
            if (aborted) {
                return 0;
            }
            if (score > best) {
                best = score;
                rootBestMove = move;
                alpha = Math.max(alpha, score);
            }
        }
        if (table != null) {
            table.store(root.hash(), depth, TranspositionTable.EXACT, best, rootBestMove);
        }
        return best;
    }

    private int negamax(int level, int depth, int alpha, int beta) {
        KalahBoard board = boards[level];
        nodes++;
        if (board.isOver()) {
            return terminalScore(board);
        }
        int decided = decidedScore(board);
        if (decided != 0) {
            return decided;
        }
        if (depth <= 0 || level == MAX_DEPTH) {
            return KalahEvaluation.evaluate(board);
        }
        if (timed && --countdown <= 0) {
            countdown = CHECK_INTERVAL;
            if (clock.getAsLong() - hardDeadline > 0) {
                aborted = true;
            }
        }
        if (aborted) {
            return 0;
        }

        long key = board.hash();
        int tableMove = -1;
        if (table != null) {
            int slot = table.probe(key);
            if (slot >= 0) {
                long entry = table.data(slot);
                tableMove = TranspositionTable.move(entry);
                if (TranspositionTable.settles(entry, depth, alpha, beta)) {
                    return TranspositionTable.score(entry);
                }
            }
        }

        int[] list = moves[level];
        int[] keys = orderKeys[level];
        int count = board.legalMoves(list);
        int base = board.toMove() == 1 ? 0 : 7;
        for (int i = 0; i < count; i++) {
            int pit = list[i];
            int seeds = board.seeds(base + pit - 1);
            boolean extraTurn = seeds == 7 - pit || seeds == 20 - pit;
            keys[i] = pit == tableMove ? TABLE_MOVE_KEY : (extraTurn ? EXTRA_TURN_KEY : 0) + pit;
        }

        KalahBoard child = boards[level + 1];
        int originalAlpha = alpha;
        int best = -INFINITY;
        int bestMove = -1;
        for (int i = 0; i < count; i++) {
            int pick = i;
            for (int j = i + 1; j < count; j++) {
                if (keys[j] > keys[pick]) {
                    pick = j;
                }
            }
            int move = list[pick];
            list[pick] = list[i];
            list[i] = move;
            keys[pick] = keys[i];

            child.copyFrom(board);
            child.playUnchecked(move);
            int score = child.toMove() == board.toMove()
                    ? negamax(level + 1, depth - 1, alpha, beta)
                    : -negamax(level + 1, depth - 1, -beta, -alpha);
            if (aborted) {
                return 0;
            }
            if (score > best) {
                best = score;
                bestMove = move;
                if (score > alpha) {
                    alpha = score;
                    if (alpha >= beta) {
                        break;
                    }
                }
            }
        }

        if (table != null) {
            table.store(key, depth, TranspositionTable.boundOf(best, originalAlpha, beta), best, bestMove);
        }
        return best;
    }

    /** A finished game's score for the player who would have moved next. */
    static int terminalScore(KalahBoard board) {
        int winner = board.winner();
        if (winner == 0) {
            return 0;
        }
        int score = WIN - board.ply();
        return winner == board.toMove() ? score : -score;
    }

    /** A win's score when a store holds more than half the seeds, else 0. */
    static int decidedScore(KalahBoard board) {
        int me = board.toMove();
        if (board.store(me) * 2 > KalahBoard.SEEDS) {
            return WIN - board.ply();
        }
        if (board.store(3 - me) * 2 > KalahBoard.SEEDS) {
            return board.ply() - WIN;
        }
        return 0;
    }

    /** The expected line: the best pit, then the table's pits while they are legal. */
    private String principalVariation(KalahBoard root, int firstMove, int length) {
        StringJoiner line = new StringJoiner(" ");
        scratch.copyFrom(root);
        int move = firstMove;
        for (int i = 0; i < length && move >= 1 && scratch.isLegal(move); i++) {
            line.add(KalahMoves.format(move));
            scratch.playUnchecked(move);
            if (table == null || scratch.isOver()) {
                break;
            }
            int slot = table.probe(scratch.hash());
            move = slot < 0 ? -1 : TranspositionTable.move(table.data(slot));
        }
        return line.toString();
    }
}
