package arbitre.bots.search;

import java.util.Arrays;
import java.util.StringJoiner;
import java.util.function.LongSupplier;
import java.util.function.Supplier;

/**
 * Negamax alpha-beta search with iterative deepening, a transposition table and killer and
 * history move ordering, for any game that a {@link GamePosition} adapts: the Awale, Kalah and
 * Fenix bots all search with it, each with its own evaluation.
 *
 * <h2>Iterative deepening</h2>
 * Depth 1, 2, 3, … are searched in turn, each to the end or not at all: the move of the last
 * finished depth is the answer, so there is one as soon as depth 1 (a few dozen nodes, never
 * aborted) is done. Each depth is cheap next to the one after it, and it fills the transposition
 * table and the killer slots that order the next one's moves, so the deepening costs less than it
 * saves. The best root move so far is searched first at the next depth.
 *
 * <h2>Time</h2>
 * Three limits ({@link SearchLimits}). The soft one decides, between depths, whether to start
 * another: not when the time spent plus the predicted cost of the next depth passes it
 * ({@link SearchLimits#startsAnotherDepth}). The hard one aborts the running depth: every
 * {@value #CHECK_INTERVAL} nodes the search reads the clock (and compares its node count with
 * the node limit, which matches use instead of time), and once past the limit it sets a flag and
 * unwinds, every level returning at once and storing nothing. It never throws to stop. An
 * unfinished depth is not wasted: it searches the last depth's best move first, so the best of
 * the root moves whose search finished (with a score above the window's floor) is that move or
 * one proven better at the deeper depth, and it is played.
 *
 * <h2>The tree</h2>
 * Fail-soft negamax: a score is always from the point of view of the side to move, and a child's
 * score is negated, with the window mirrored. In a game with extra turns
 * ({@link GamePosition#hasExtraTurns}: Kalah, where a sowing that ends in the mover's store gives
 * the same player the next ply) it is negated exactly when the child's side to move differs from
 * the parent's: otherwise it is already from the parent's side and is taken as it is. Principal
 * variation search: the first move of a node is searched with the full window, the others with a
 * null window around alpha, searched again in full only when one beats it. Finished games score
 * {@link #finishedGameScore}: for the winner, {@link #WIN} less {@link #PLY_COST} a ply, plus its
 * lead ({@link GamePosition#margin}), so that a faster win and a slower loss score better and,
 * among games that end at the same ply (the move limit, say), a larger win and a smaller loss;
 * 0 for a draw. Positions at the horizon are scored by the game's evaluation
 * ({@link GamePosition#evaluate}). The table is read before the moves are generated, so a
 * position it settles costs no move generation.
 *
 * <h2>Aspiration windows (off unless {@link SearchOptions} turns them on)</h2>
 * From depth {@value #ASPIRATION_DEPTH}, a depth is first searched with the window of the last
 * depth's score ± {@value #ASPIRATION_WINDOW} (half a captured seed in Awale): scores rarely move
 * more between two depths, and a narrow window prunes more. A score outside it is only a bound;
 * the window is widened on that side, four times as far each time, and the depth searched again.
 *
 * <h2>Quiescence (off unless {@link SearchOptions} turns it on)</h2>
 * A position at the horizon is scored by its evaluation, or by a move that captures (or ends the
 * game) when one does better for the side to move, searched the same way up to
 * {@value #QUIESCENCE_PLIES} plies further. These nodes count toward the node limit, and are not
 * stored in the table.
 *
 * <h2>Late move reductions (off unless {@link SearchOptions} turns them on)</h2>
 * With good ordering, a move late in the list rarely turns out best. From depth
 * {@value #REDUCTION_DEPTH}, moves from the {@value #REDUCTION_FIRST_MOVE}rd on (after the
 * table's move and the killers) that are quiet ({@link GamePosition#isQuiet}: they capture
 * nothing and do not end the game) are searched one ply shallower with a null window, two plies
 * from the {@value #DOUBLE_REDUCTION_MOVE}th on; one that beats alpha anyway is searched again at
 * full depth. Captures are never reduced: in these games nearly every tactic is one.
 *
 * <h2>Futility cuts (off unless {@link SearchOptions} gives a margin)</h2>
 * Near the horizon, at most {@value #FUTILITY_DEPTH} plies from it, a position searched with a
 * null window whose evaluation beats beta by the margin for each ply left returns that evaluation
 * without a move searched: the other side would have to win back more than the margin per ply
 * ("reverse futility pruning"). Never with a full window, where the score itself is wanted, nor
 * near a won or lost game's score. The evaluation misses the captures at hand, so the margin is a
 * bet on what a few plies rarely change; it stands on games won at an equal number of nodes, not
 * on proof.
 *
 * <h2>Move ordering</h2>
 * Alpha-beta prunes most when the best move comes first. At each node: the table's move, then
 * the two killer moves of that ply (the last two moves that refuted a sibling), then the others by
 * history (a counter per side and move key, raised by depth² each time the move causes a cutoff,
 * and halved between searches). Moves are picked one at a time (selection), so a cutoff at the
 * first move costs no sort. Killers and history go by {@link GamePosition#moveKey}, which names
 * the same move in sibling positions. A game whose own order of moves beats them (Kalah's, see
 * {@link GamePosition#learnsMoveOrder}) has its moves searched in that order after the table's.
 *
 * <h2>Memory</h2>
 * One preallocated position per ply, made by {@link GamePosition#play} from its parent
 * (copy-make: no undo), and one move buffer and one key buffer per ply: the search allocates
 * nothing per node (a buffer grows, once, if a game lists more moves than it holds). Every call
 * to the positions goes through {@link GamePosition}; a process plays one game, so each of those
 * calls sees one class and the compiler inlines it. A search object is not thread-safe; use one
 * per thread.
 *
 * @param <P> the game's position
 */
public final class Search<P extends GamePosition<P>> {
    /** The deepest iteration. */
    public static final int MAX_DEPTH = 64;
    /** The score of a game won at ply 0 by a lead of nothing (see {@link #finishedGameScore}). */
    public static final int WIN = 100_000_000;
    /**
     * What each ply before its end takes off a won game's score: more than any lead, so that a
     * faster win always scores better than a larger one.
     */
    public static final int PLY_COST = 256;
    /**
     * The checks of the clock and node limits come every this many nodes. Few enough that a
     * search stops within a bounded time of its hard limit also when it crawls: a JVM that has
     * just started, its code still interpreted, on a CPU shared with its own compiler threads and
     * other processes, was measured at 10,000 nodes a second, where 1,024 nodes took 100 ms, a
     * whole move. A reading of the clock costs some 25 ns, under 0.2% of 64 nodes.
     */
    public static final int CHECK_INTERVAL = 64;
    /** The largest move the transposition table's move field holds; larger ones are not stored. */
    public static final int TABLE_MOVE_LIMIT = 126;

    /** The most plies the quiescence search adds beyond the horizon. */
    public static final int QUIESCENCE_PLIES = 8;

    static final int INFINITY = 1_000_000_000;

    private static final int TABLE_MOVE_KEY = 1 << 30;
    private static final int KILLER_1_KEY = 1 << 29;
    private static final int KILLER_2_KEY = 1 << 28;
    private static final int HISTORY_LIMIT = 1 << 27;
    private static final int MOVE_BUFFER = 64;

    /** The first depth searched in an aspiration window, and the window's half-width. */
    static final int ASPIRATION_DEPTH = 4;

    static final int ASPIRATION_WINDOW = 100;
    /** Late move reductions: the least depth reduced, and the first moves (0-based) reduced by one and two plies. */
    static final int REDUCTION_DEPTH = 3;

    static final int REDUCTION_FIRST_MOVE = 3;
    static final int DOUBLE_REDUCTION_MOVE = 8;

    /** Futility cuts: the most plies left before the horizon at which a position may be cut. */
    static final int FUTILITY_DEPTH = 3;

    /** The positions, moves and keys kept per ply: the deepest iteration's, then the quiescence search's. */
    private static final int LEVELS = MAX_DEPTH + 1 + QUIESCENCE_PLIES;

    private final TranspositionTable table;
    private final P[] boards;
    private final int[][] moves = new int[LEVELS][MOVE_BUFFER];
    private final int[][] orderKeys = new int[LEVELS][MOVE_BUFFER];
    private final int[] killers = new int[2 * (MAX_DEPTH + 1)];
    private final int[] history;
    private final int moveKeys;
    private final boolean learnsMoveOrder;
    private final boolean extraTurns;
    private final LongSupplier clock;
    private final SearchOptions options;

    private int[] rootMoves = new int[MOVE_BUFFER];
    private int rootCount;
    private int rootBestMove;
    private long nodes;
    private long hardDeadline;
    private long maxNodes;
    private boolean checked;
    private int iterationMove;
    private int iterationScore;
    private boolean aborted;
    /** When the clock was last read in the search, and the longest time between two readings. */
    private long lastCheck;

    private long longestClockGap;
    private int countdown;
    /** The share of moves, in percent, played at random rather than searched ({@link Level}), and their generator. */
    private int randomPercent;

    private java.util.SplittableRandom random;

    /**
     * A search over the positions {@code positions} makes (one per ply, made once here), reading
     * the system clock.
     *
     * @param table the transposition table, or {@code null} to search without one
     */
    public Search(Supplier<P> positions, TranspositionTable table, SearchOptions options) {
        this(positions, table, options, System::nanoTime);
    }

    /** A search that reads time from {@code clock} (nanoseconds, like {@link System#nanoTime()}). */
    @SuppressWarnings("unchecked")
    public Search(Supplier<P> positions, TranspositionTable table, SearchOptions options, LongSupplier clock) {
        this.table = table;
        this.options = options;
        this.clock = clock;
        this.boards = (P[]) new GamePosition<?>[LEVELS];
        for (int level = 0; level < LEVELS; level++) {
            boards[level] = positions.get();
        }
        this.moveKeys = boards[0].moveKeys();
        this.learnsMoveOrder = boards[0].learnsMoveOrder();
        this.extraTurns = boards[0].hasExtraTurns();
        this.history = new int[2 * moveKeys];
    }

    /**
     * Plays {@code percent} of the moves at random from now on: before each search, a draw from a
     * generator seeded with {@code seed} decides whether the search is skipped and a legal move
     * drawn uniformly is returned instead (a {@link Level} below the full bot). The same seed and
     * the same positions give the same moves.
     */
    public void randomMoves(int percent, long seed) {
        if (percent < 0 || percent > 100) {
            throw new IllegalArgumentException("a share of random moves is 0..100 percent, got " + percent);
        }
        this.randomPercent = percent;
        this.random = new java.util.SplittableRandom(seed);
    }

    /** Whether a score is a proven win or loss. */
    public boolean isDecisive(int score) {
        return Math.abs(score) >= finishedGameScore(boards[0].plyLimit(), 0);
    }

    /**
     * Searches a position whose game goes on.
     *
     * @param root the position; left unchanged
     * @param limits when to stop
     * @param startNanos {@link System#nanoTime()} when the clock started, which may be earlier
     *     than now
     * @return the best move found, as {@code root} lists it
     * @throws IllegalArgumentException when the game is over
     */
    public SearchResult search(P root, SearchLimits limits, long startNanos) {
        P first = boards[0];
        first.copyFrom(root);
        rootMoves = listMoves(first, rootMoves);
        rootCount = first.legalMoves(rootMoves);
        if (rootCount == 0) {
            throw new IllegalArgumentException("the game is over: " + root);
        }
        if (random != null && random.nextInt(100) < randomPercent) {
            int move = rootMoves[random.nextInt(rootCount)];
            return new SearchResult(move, 0, 0, 0, clock.getAsLong() - startNanos, first.format(move) + " (random)");
        }
        prepare(first);

        nodes = 0;
        longestClockGap = 0;
        aborted = false;
        checked = false;
        countdown = CHECK_INTERVAL;
        hardDeadline = limits.hardNanos() == Long.MAX_VALUE ? Long.MAX_VALUE : startNanos + limits.hardNanos();
        maxNodes = limits.maxNodes();
        int bestMove = rootMoves[0];
        int bestScore = 0;
        int depthDone = 0;
        long previousIteration = 0;
        int maxDepth = Math.max(1, Math.min(limits.maxDepth(), first.plyLimit() - root.ply()));
        for (int depth = 1; depth <= maxDepth; depth++) {
            long iterationStart = clock.getAsLong();
            lastCheck = iterationStart;
            // Depth 1 always finishes, so that there is a move however late the search starts.
            checked = depth > 1 && (hardDeadline != Long.MAX_VALUE || maxNodes != Long.MAX_VALUE);
            int score = searchDepth(depth, bestScore);
            if (aborted) {
                // An unfinished depth still proves a move that beat the window it searched.
                if (iterationMove >= 0) {
                    bestMove = iterationMove;
                    bestScore = iterationScore;
                }
                break;
            }
            bestMove = rootBestMove;
            bestScore = score;
            depthDone = depth;
            moveToFront(bestMove);
            long now = clock.getAsLong();
            long iteration = now - iterationStart;
            if (isDecisive(score) || depth == maxDepth || nodes >= maxNodes || pastDeadline(now)) {
                break;
            }
            if (!limits.startsAnotherDepth(now - startNanos, iteration, previousIteration)) {
                break;
            }
            previousIteration = Math.max(iteration, 1);
        }
        long nanos = clock.getAsLong() - startNanos;
        return new SearchResult(
                bestMove, bestScore, depthDone, nodes, nanos, principalVariation(bestMove, Math.max(depthDone, 1)));
    }

    /**
     * One depth, in an aspiration window around the last depth's score when that is on: a score
     * outside the window is only a bound, so the window is widened on that side (four times as
     * far each time) and the depth searched again.
     */
    private int searchDepth(int depth, int lastScore) {
        if (!options.aspiration() || depth < ASPIRATION_DEPTH || isDecisive(lastScore)) {
            return searchRoot(depth, -INFINITY, INFINITY);
        }
        int delta = ASPIRATION_WINDOW;
        int alpha = lastScore - delta;
        int beta = lastScore + delta;
        while (true) {
            int score = searchRoot(depth, alpha, beta);
            if (aborted) {
                return 0;
            }
            if (score <= alpha && alpha > -INFINITY) {
                alpha = Math.max(-INFINITY, score - delta);
            } else if (score >= beta && beta < INFINITY) {
                beta = Math.min(INFINITY, score + delta);
            } else {
                return score;
            }
            delta *= 4;
            if (delta > ASPIRATION_WINDOW * 64) {
                alpha = -INFINITY;
                beta = INFINITY;
            }
        }
    }

    private void prepare(P root) {
        if (table != null) {
            table.newSearch();
            int slot = table.probe(root.hash());
            if (slot >= 0) {
                int move = TranspositionTable.move(table.data(slot));
                for (int i = 0; i < rootCount; i++) {
                    if (rootMoves[i] == move) {
                        moveToFront(move);
                        break;
                    }
                }
            }
        }
        Arrays.fill(killers, -1);
        for (int i = 0; i < history.length; i++) {
            history[i] >>= 1;
        }
    }

    private void moveToFront(int move) {
        int i = 0;
        while (rootMoves[i] != move) {
            i++;
        }
        System.arraycopy(rootMoves, 0, rootMoves, 1, i);
        rootMoves[0] = move;
    }

    /** {@code buffer}, or a larger one when {@code position} has more legal moves than it holds. */
    private static <P extends GamePosition<P>> int[] listMoves(P position, int[] buffer) {
        int count = position.legalMoves(buffer);
        return count <= buffer.length ? buffer : new int[Integer.highestOneBit(count) * 2];
    }

    /**
     * The score of the child at {@code level} for the side to move at its parent: negated, with
     * the window mirrored, unless that side moves again ({@code sameSide}).
     */
    private int childScore(int level, int depth, int alpha, int beta, boolean sameSide) {
        return sameSide ? negamax(level, depth, alpha, beta) : -negamax(level, depth, -beta, -alpha);
    }

    /**
     * The root with the window ({@code alpha}, {@code beta}). {@link #iterationMove} is the best
     * move whose search finished with a score above {@code alpha}, -1 while there is none: after
     * an abort it is still a move proven better than the window's floor.
     */
    private int searchRoot(int depth, int alpha, int beta) {
        P root = boards[0];
        P child = boards[1];
        int mover = root.toMove();
        int floor = alpha;
        int best = -INFINITY;
        iterationMove = -1;
        nodes++;
        for (int i = 0; i < rootCount; i++) {
            int move = rootMoves[i];
            child.play(root, move);
            boolean sameSide = extraTurns && child.toMove() == mover;
            int score;
            if (i == 0) {
                score = childScore(1, depth - 1, alpha, beta, sameSide);
            } else {
                score = childScore(1, depth - 1, alpha, alpha + 1, sameSide);
                if (score > alpha && score < beta && !aborted) {
                    score = childScore(1, depth - 1, alpha, beta, sameSide);
                }
            }
            if (aborted) {
                return 0;
            }
            if (score > best) {
                best = score;
                rootBestMove = move;
                if (score > floor) {
                    iterationMove = move;
                    iterationScore = score;
                }
                if (score > alpha) {
                    alpha = score;
                    if (alpha >= beta) {
                        break;
                    }
                }
            }
        }
        if (table != null) {
            table.store(
                    root.hash(), depth, TranspositionTable.boundOf(best, floor, beta), best, tableMove(rootBestMove));
        }
        return best;
    }

    private int negamax(int level, int depth, int alpha, int beta) {
        P board = boards[level];
        nodes++;
        if (checked && --countdown <= 0) {
            countdown = CHECK_INTERVAL;
            long now = clock.getAsLong();
            longestClockGap = Math.max(longestClockGap, now - lastCheck);
            lastCheck = now;
            if (nodes >= maxNodes || pastDeadline(now)) {
                aborted = true;
            }
        }
        if (aborted) {
            return 0;
        }
        if (board.isOver()) {
            return terminalScore(board);
        }
        if (depth <= 0) {
            return options.quiescence() ? quiesce(level, alpha, beta, QUIESCENCE_PLIES) : board.evaluate();
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

        int margin = options.futilityMargin();
        if (margin > 0 && depth <= FUTILITY_DEPTH && beta - alpha == 1 && !isDecisive(beta)) {
            int standing = board.evaluate();
            if (standing - margin * depth >= beta) {
                return standing;
            }
        }

        int[] list = moves[level];
        int count = board.legalMoves(list);
        if (count > list.length) {
            list = growBuffers(level, count);
            board.legalMoves(list);
        }
        int[] keys = orderKeys[level];
        int mover = board.toMove();
        int side = (mover - 1) * moveKeys;
        int killer1 = killers[2 * level];
        int killer2 = killers[2 * level + 1];
        for (int i = 0; i < count; i++) {
            int move = list[i];
            int moveKey = board.moveKey(move);
            // Without killers and history, the keys fall with the listed order, which selection keeps.
            keys[i] = move == tableMove
                    ? TABLE_MOVE_KEY
                    : !learnsMoveOrder
                            ? -i
                            : moveKey == killer1
                                    ? KILLER_1_KEY
                                    : moveKey == killer2 ? KILLER_2_KEY : history[side + moveKey];
        }

        P child = boards[level + 1];
        boolean reducing = options.lateMoveReductions() && depth >= REDUCTION_DEPTH;
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

            child.play(board, move);
            boolean sameSide = extraTurns && child.toMove() == mover;
            int score;
            if (i == 0) {
                score = childScore(level + 1, depth - 1, alpha, beta, sameSide);
            } else {
                int reduction = reducing && i >= REDUCTION_FIRST_MOVE && child.isQuiet(board, move)
                        ? (i >= DOUBLE_REDUCTION_MOVE && depth > REDUCTION_DEPTH ? 2 : 1)
                        : 0;
                score = childScore(level + 1, depth - 1 - reduction, alpha, alpha + 1, sameSide);
                if (reduction > 0 && score > alpha && !aborted) {
                    score = childScore(level + 1, depth - 1, alpha, alpha + 1, sameSide);
                }
                if (score > alpha && score < beta && !aborted) {
                    score = childScore(level + 1, depth - 1, alpha, beta, sameSide);
                }
            }
            if (aborted) {
                return 0;
            }
            if (score > best) {
                best = score;
                bestMove = move;
                if (score > alpha) {
                    alpha = score;
                    if (alpha >= beta) {
                        if (learnsMoveOrder) {
                            recordCutoff(level, depth, side, board.moveKey(move), move == tableMove);
                        }
                        break;
                    }
                }
            }
        }

        if (table != null) {
            table.store(key, depth, TranspositionTable.boundOf(best, originalAlpha, beta), best, tableMove(bestMove));
        }
        return best;
    }

    /**
     * The score of a position at the horizon: its evaluation, unless a move that captures does
     * better for the side to move (which may also stand on the evaluation), searched the same way
     * up to {@code left} plies further. Not timed and not stored: a few captures at most.
     */
    private int quiesce(int level, int alpha, int beta, int left) {
        P board = boards[level];
        if (board.isOver()) {
            return terminalScore(board);
        }
        int best = board.evaluate();
        if (left == 0 || best >= beta || level + 1 >= boards.length) {
            return best;
        }
        alpha = Math.max(alpha, best);
        int[] list = moves[level];
        int count = board.legalMoves(list);
        if (count > list.length) {
            list = growBuffers(level, count);
            board.legalMoves(list);
        }
        P child = boards[level + 1];
        int mover = board.toMove();
        for (int i = 0; i < count; i++) {
            child.play(board, list[i]);
            if (child.isQuiet(board, list[i])) {
                continue;
            }
            nodes++;
            int score = extraTurns && child.toMove() == mover
                    ? quiesce(level + 1, alpha, beta, left - 1)
                    : -quiesce(level + 1, -beta, -alpha, left - 1);
            if (score > best) {
                best = score;
                if (score > alpha) {
                    alpha = score;
                    if (alpha >= beta) {
                        break;
                    }
                }
            }
        }
        return best;
    }

    private int[] growBuffers(int level, int count) {
        int size = Integer.highestOneBit(count) * 2;
        moves[level] = new int[size];
        orderKeys[level] = new int[size];
        return moves[level];
    }

    /** The move as the table stores it: -1 for one its field cannot hold. */
    private static int tableMove(int move) {
        return move <= TABLE_MOVE_LIMIT ? move : -1;
    }

    /**
     * The longest time between two readings of the clock in the last search, in nanoseconds: the
     * work of {@value #CHECK_INTERVAL} nodes, unless the thread was kept off the CPU meanwhile. A
     * timed bot reserves time for such stalls ({@link arbitre.bots.time.Reserve}).
     */
    public long longestClockGapNanos() {
        return longestClockGap;
    }

    /**
     * Searches {@code root} for about {@code nanos} and then forgets all the search learned (its
     * table, killers and history), so that the games after it are the same as without it. Meanwhile
     * the JVM compiles the search's code: a bot that does this while it starts up plays its first
     * moves with compiled code rather than the interpreter's, which is several times slower and
     * shares the CPU with the compiler. The referee keeps start-up off the clock.
     */
    public void warmUp(P root, long nanos) {
        search(root, new SearchLimits(MAX_DEPTH, nanos, nanos), clock.getAsLong());
        if (table != null) {
            table.clear();
        }
        java.util.Arrays.fill(killers, 0);
        java.util.Arrays.fill(history, 0);
    }

    /** Whether {@code now} is past the hard limit; never without one, whatever the clock's origin. */
    private boolean pastDeadline(long now) {
        return hardDeadline != Long.MAX_VALUE && now - hardDeadline > 0;
    }

    private void recordCutoff(int level, int depth, int side, int moveKey, boolean isTableMove) {
        if (!isTableMove && killers[2 * level] != moveKey) {
            killers[2 * level + 1] = killers[2 * level];
            killers[2 * level] = moveKey;
        }
        int raised = history[side + moveKey] + depth * depth;
        history[side + moveKey] = raised;
        if (raised > HISTORY_LIMIT) {
            for (int i = 0; i < history.length; i++) {
                history[i] >>= 1;
            }
        }
    }

    /** The score of a finished game from the point of view of the player who would move next. */
    public static int terminalScore(GamePosition<?> position) {
        int winner = position.winner();
        if (winner == 0) {
            return 0;
        }
        int score = finishedGameScore(position.ply(), position.margin());
        return winner == position.toMove() ? score : -score;
    }

    /**
     * The score, for its winner, of a game won at {@code ply} by a lead of {@code margin}; the
     * loser's is its negation. A lead beyond {@link #PLY_COST} - 1 counts as that.
     */
    public static int finishedGameScore(int ply, int margin) {
        return WIN - ply * PLY_COST + Math.min(Math.max(margin, 0), PLY_COST - 1);
    }

    /**
     * The expected line: the best move, then the table's moves while they are legal, played on
     * the search's own positions (the root's copy is still in the first).
     */
    private String principalVariation(int firstMove, int length) {
        StringJoiner line = new StringJoiner(" ");
        P position = boards[0];
        int move = firstMove;
        for (int i = 0; i < length && move >= 0; i++) {
            int[] list = moves[i];
            int count = position.legalMoves(list);
            if (count > list.length) {
                list = growBuffers(i, count);
                position.legalMoves(list);
            }
            if (!contains(list, count, move)) {
                break;
            }
            line.add(position.format(move));
            P next = boards[i + 1];
            next.play(position, move);
            position = next;
            if (table == null || position.isOver()) {
                break;
            }
            int slot = table.probe(position.hash());
            move = slot < 0 ? -1 : TranspositionTable.move(table.data(slot));
        }
        return line.toString();
    }

    private static boolean contains(int[] list, int count, int move) {
        for (int i = 0; i < count; i++) {
            if (list[i] == move) {
                return true;
            }
        }
        return false;
    }
}
