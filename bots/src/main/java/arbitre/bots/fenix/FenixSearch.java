package arbitre.bots.fenix;

import arbitre.bots.iddfs.TranspositionTable;
import arbitre.bots.search.SearchLimits;
import arbitre.engine.fenix.FenixAction;
import arbitre.engine.fenix.FenixActionList;
import arbitre.engine.fenix.FenixBoard;
import arbitre.engine.fenix.Squares;
import java.util.Arrays;
import java.util.StringJoiner;
import java.util.function.LongSupplier;

/**
 * Negamax alpha-beta search of Fenix with iterative deepening, a transposition table and history
 * move ordering; the same design as the Awale search ({@link arbitre.bots.iddfs.Search}), over
 * the Fenix engine.
 *
 * <h2>Captures first</h2>
 * The engine lists captures before anything else and, by the maximum-capture rule, a position
 * with a capture has only captures: every node's list is either all captures of the same value
 * or all quiet actions. So there is nothing to reorder between the two kinds; within a list the
 * table's action comes first, then the others by history (a counter per side, start and end
 * square, raised by depth² at each cutoff and halved between searches).
 *
 * <h2>The table</h2>
 * The shared {@link TranspositionTable} keyed by {@link FenixBoard#hash()} (squares, side, flags,
 * setup ply). Its move field holds the action's index in the engine's list, which is the same
 * every time the position is generated; lists longer than the field can say store no action.
 * The repetition list and the no-capture counter are not in the key: a draw by repetition or by
 * the fifty plies is seen in the tree, but a table entry may ignore one.
 *
 * <h2>Time</h2>
 * As in the Awale search: a soft limit checked between depths against the predicted cost of the
 * next, a hard limit checked every {@value #CHECK_INTERVAL} nodes, after which the search unwinds
 * without throwing and keeps the last finished depth. Depth 1 always finishes.
 *
 * <h2>Memory</h2>
 * One preallocated board, action list and ordering buffer per ply, copy-make: nothing is allocated
 * per node.
 */
public final class FenixSearch {
    public static final int MAX_DEPTH = 64;
    /** The score of a game won at ply 0; a game won at ply p scores {@code WIN - p}. */
    public static final int WIN = 100_000;

    static final int INFINITY = 1_000_000;
    static final int CHECK_INTERVAL = 1024;
    static final double MIN_GROWTH = 1.5;
    static final double MAX_GROWTH = 8.0;
    /** Actions at this index or beyond are not stored in the table's 7-bit move field. */
    static final int TABLE_MOVE_LIMIT = 127;

    private static final int TABLE_MOVE_KEY = 1 << 30;
    private static final int HISTORY_LIMIT = 1 << 27;
    private static final int PAIRS = Squares.COUNT * Squares.COUNT;

    private final TranspositionTable table;
    private final LongSupplier clock;
    private final FenixBoard[] boards = new FenixBoard[MAX_DEPTH + 1];
    private final FenixActionList[] lists = new FenixActionList[MAX_DEPTH + 1];
    private final int[][] orders = new int[MAX_DEPTH + 1][];
    private final int[][] keys = new int[MAX_DEPTH + 1][];
    private final int[] history = new int[2 * PAIRS];
    private final FenixBoard scratch = FenixBoard.start();
    private final FenixActionList scratchList = new FenixActionList();

    private long nodes;
    private long hardDeadline;
    private boolean timed;
    private boolean aborted;
    private int countdown;
    private int rootBest;

    /** A search with a transposition table, or without one ({@code null}). */
    public FenixSearch(TranspositionTable table) {
        this(table, System::nanoTime);
    }

    /** A search that reads time from {@code clock} (nanoseconds, like {@link System#nanoTime()}). */
    FenixSearch(TranspositionTable table, LongSupplier clock) {
        this.table = table;
        this.clock = clock;
        for (int level = 0; level <= MAX_DEPTH; level++) {
            boards[level] = FenixBoard.start();
            lists[level] = new FenixActionList(128);
            orders[level] = new int[128];
            keys[level] = new int[128];
        }
    }

    /** Whether a score is a proven win or loss. */
    public static boolean isDecisive(int score) {
        return Math.abs(score) > WIN - 10_000;
    }

    /**
     * Searches a position whose game goes on.
     *
     * @param startNanos {@link System#nanoTime()} when the clock started, which may be earlier than now
     * @throws IllegalArgumentException when the game is over
     */
    public FenixSearchResult search(FenixBoard root, SearchLimits limits, long startNanos) {
        if (root.isOver()) {
            throw new IllegalArgumentException("the game is over: " + root);
        }
        boards[0].copyFrom(root);
        FenixActionList rootList = lists[0];
        int count = boards[0].legalActions(rootList);
        int[] rootOrder = ensure(0, count);
        for (int i = 0; i < count; i++) {
            rootOrder[i] = i;
        }
        if (table != null) {
            table.newSearch();
            int slot = table.probe(root.hash());
            int move = slot < 0 ? -1 : TranspositionTable.move(table.data(slot));
            if (move >= 0 && move < count) {
                toFront(rootOrder, move);
            }
        }
        for (int i = 0; i < history.length; i++) {
            history[i] >>= 1;
        }
        nodes = 0;
        aborted = false;
        timed = false;
        countdown = CHECK_INTERVAL;
        hardDeadline = limits.hardNanos() == Long.MAX_VALUE ? Long.MAX_VALUE : startNanos + limits.hardNanos();
        int best = rootOrder[0];
        int bestScore = 0;
        int depthDone = 0;
        long previousIteration = 0;
        int maxDepth = Math.min(limits.maxDepth(), MAX_DEPTH);
        for (int depth = 1; depth <= maxDepth; depth++) {
            long iterationStart = clock.getAsLong();
            timed = depth > 1 && hardDeadline != Long.MAX_VALUE;
            int score = searchRoot(depth, count);
            if (aborted) {
                break;
            }
            best = rootBest;
            bestScore = score;
            depthDone = depth;
            toFront(rootOrder, best);
            long now = clock.getAsLong();
            long iteration = now - iterationStart;
            if (isDecisive(score)) {
                break;
            }
            if (limits.softNanos() != Long.MAX_VALUE) {
                double growth = previousIteration > 0 ? (double) iteration / previousIteration : MAX_GROWTH;
                growth = Math.max(MIN_GROWTH, Math.min(MAX_GROWTH, growth));
                if (now - startNanos + iteration * growth > limits.softNanos()) {
                    break;
                }
            }
            previousIteration = Math.max(iteration, 1);
        }
        FenixAction action = rootList.get(best);
        return new FenixSearchResult(
                action,
                bestScore,
                depthDone,
                nodes,
                clock.getAsLong() - startNanos,
                principalVariation(root, action, Math.max(depthDone, 1)));
    }

    private static void toFront(int[] order, int index) {
        int i = 0;
        while (order[i] != index) {
            i++;
        }
        System.arraycopy(order, 0, order, 1, i);
        order[0] = index;
    }

    private int[] ensure(int level, int count) {
        if (orders[level].length < count) {
            orders[level] = new int[Integer.highestOneBit(count) * 2];
            keys[level] = new int[orders[level].length];
        }
        return orders[level];
    }

    private int searchRoot(int depth, int count) {
        FenixBoard root = boards[0];
        FenixBoard child = boards[1];
        FenixActionList list = lists[0];
        int[] order = orders[0];
        int alpha = -INFINITY;
        int best = -INFINITY;
        nodes++;
        for (int i = 0; i < count; i++) {
            int index = order[i];
            child.copyFrom(root);
            child.playUnchecked(list, index);
            int score;
            if (i == 0) {
                score = -negamax(1, depth - 1, -INFINITY, -alpha);
            } else {
                score = -negamax(1, depth - 1, -alpha - 1, -alpha);
                if (score > alpha && !aborted) {
                    score = -negamax(1, depth - 1, -INFINITY, -alpha);
                }
            }
            if (aborted) {
                return 0;
            }
            if (score > best) {
                best = score;
                rootBest = index;
                alpha = Math.max(alpha, score);
            }
        }
        if (table != null) {
            table.store(root.hash(), depth, TranspositionTable.EXACT, best, tableMove(rootBest));
        }
        return best;
    }

    private int negamax(int level, int depth, int alpha, int beta) {
        FenixBoard board = boards[level];
        nodes++;
        if (board.isOver()) {
            return terminalScore(board);
        }
        if (depth <= 0 || level == MAX_DEPTH) {
            return FenixEvaluation.evaluate(board);
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
                if (TranspositionTable.depth(entry) >= depth) {
                    int score = TranspositionTable.score(entry);
                    int bound = TranspositionTable.bound(entry);
                    if (bound == TranspositionTable.EXACT
                            || bound == TranspositionTable.LOWER && score >= beta
                            || bound == TranspositionTable.UPPER && score <= alpha) {
                        return score;
                    }
                }
            }
        }

        FenixActionList list = lists[level];
        int count = board.legalActions(list);
        int[] order = ensure(level, count);
        int[] orderKeys = keys[level];
        int side = (board.toMove() - 1) * PAIRS;
        for (int i = 0; i < count; i++) {
            order[i] = i;
            orderKeys[i] =
                    i == tableMove ? TABLE_MOVE_KEY : history[side + list.start(i) * Squares.COUNT + list.end(i)];
        }

        FenixBoard child = boards[level + 1];
        int originalAlpha = alpha;
        int best = -INFINITY;
        int bestIndex = -1;
        for (int i = 0; i < count; i++) {
            int pick = i;
            for (int j = i + 1; j < count; j++) {
                if (orderKeys[j] > orderKeys[pick]) {
                    pick = j;
                }
            }
            int index = order[pick];
            order[pick] = order[i];
            order[i] = index;
            int pickedKey = orderKeys[pick];
            orderKeys[pick] = orderKeys[i];
            orderKeys[i] = pickedKey;

            child.copyFrom(board);
            child.playUnchecked(list, index);
            int score;
            if (i == 0) {
                score = -negamax(level + 1, depth - 1, -beta, -alpha);
            } else {
                score = -negamax(level + 1, depth - 1, -alpha - 1, -alpha);
                if (score > alpha && score < beta && !aborted) {
                    score = -negamax(level + 1, depth - 1, -beta, -alpha);
                }
            }
            if (aborted) {
                return 0;
            }
            if (score > best) {
                best = score;
                bestIndex = index;
                if (score > alpha) {
                    alpha = score;
                    if (alpha >= beta) {
                        raiseHistory(side + list.start(index) * Squares.COUNT + list.end(index), depth);
                        break;
                    }
                }
            }
        }

        if (table != null) {
            int bound = best <= originalAlpha
                    ? TranspositionTable.UPPER
                    : best >= beta ? TranspositionTable.LOWER : TranspositionTable.EXACT;
            table.store(key, depth, bound, best, tableMove(bestIndex));
        }
        return best;
    }

    private static int tableMove(int index) {
        return index < TABLE_MOVE_LIMIT ? index : -1;
    }

    private void raiseHistory(int slot, int depth) {
        int raised = history[slot] + depth * depth;
        history[slot] = raised;
        if (raised > HISTORY_LIMIT) {
            for (int i = 0; i < history.length; i++) {
                history[i] >>= 1;
            }
        }
    }

    /** The score of a finished game from the point of view of the player who would move next. */
    static int terminalScore(FenixBoard board) {
        int winner = board.winner();
        if (winner == 0) {
            return 0;
        }
        int score = WIN - board.ply();
        return winner == board.toMove() ? score : -score;
    }

    /** The expected line: the best action, then the table's actions while there are some. */
    private String principalVariation(FenixBoard root, FenixAction first, int length) {
        StringJoiner line = new StringJoiner(" ");
        scratch.copyFrom(root);
        line.add(first.format());
        scratch.playUnchecked(first.start(), first.end(), first.captured());
        for (int i = 1; i < length && table != null && !scratch.isOver(); i++) {
            int slot = table.probe(scratch.hash());
            int move = slot < 0 ? -1 : TranspositionTable.move(table.data(slot));
            int count = scratch.legalActions(scratchList);
            if (move < 0 || move >= count) {
                break;
            }
            line.add(scratchList.get(move).format());
            scratch.playUnchecked(scratchList, move);
        }
        return line.toString();
    }

    /** Empties the table and the history, for a new game. */
    public void clear() {
        if (table != null) {
            table.clear();
        }
        Arrays.fill(history, 0);
    }
}
