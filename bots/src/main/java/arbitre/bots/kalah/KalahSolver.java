package arbitre.bots.kalah;

import arbitre.engine.kalah.KalahBoard;
import java.util.function.LongSupplier;

/**
 * The exact result of a Kalah position (a win, a draw or a loss for the side to move, under
 * perfect play from both sides), when it can be found within a budget of nodes and a deadline.
 *
 * <p>Only the result counts, not the margin, so the search's window is never wider than the three
 * values and most of the tree is cut: a position is decided as soon as one store holds more than
 * half the seeds. Alpha-beta over {-1, 0, +1}, extra turns kept (a child with the same side to move
 * is not negated), and a table of bounds keyed by the board's hash, which does not depend on the
 * ply (nor does the result). The moves that end in the mover's store come first, then captures,
 * then the others; that is all the ordering there is. Given an endgame table ({@link
 * KalahEndgames}), a position it holds is decided by it.
 *
 * <p>Used where the strong bot's search has nothing left to tell between its moves: in a position
 * it cannot win, a move that keeps the draw (or, lost, any move) is as good as another to a
 * perfect opponent, but not to a real one. {@link #trapMove} picks the one that leaves the
 * opponent the most replies that throw the result away.
 */
final class KalahSolver {
    static final int WIN = 1;
    static final int DRAW = 0;
    static final int LOSS = -1;
    /** What a search that ran out of nodes or time returns. */
    static final int UNKNOWN = Integer.MIN_VALUE;

    private static final int CHECK_INTERVAL = 1024;
    private static final int LEVELS = KalahBoard.SEEDS * 2 + 2;
    private static final int TABLE_BITS = 20;
    private static final long STORED = 1 << 4;

    private final KalahBoard[] boards = new KalahBoard[LEVELS];
    private final int[][] moves = new int[LEVELS][KalahBoard.MAX_LEGAL];
    /**
     * Slot i: the key at 2i, then at 2i + 1 the lower bound + 1 in bits 0-1, the upper bound + 1
     * in bits 2-3, and {@link #STORED} (so that no entry is 0, an empty slot).
     */
    private final long[] table = new long[2 << TABLE_BITS];

    private final LongSupplier clock;
    private final KalahEndgames endgames;
    private long nodes;
    private long maxNodes;
    private long deadline;
    private boolean aborted;

    KalahSolver(LongSupplier clock, KalahEndgames endgames) {
        this.clock = clock;
        this.endgames = endgames;
        for (int i = 0; i < LEVELS; i++) {
            boards[i] = KalahBoard.standard();
        }
    }

    KalahSolver(KalahEndgames endgames) {
        this(System::nanoTime, endgames);
    }

    KalahSolver() {
        this(null);
    }

    /** Nodes visited by the searches since {@link #limit} was last called. */
    long nodes() {
        return nodes;
    }

    /**
     * Sets the budget of the searches that follow: about {@code maxNodes} nodes in all, and no
     * work past {@code deadlineNanos} ({@link System#nanoTime()} time; {@link Long#MAX_VALUE} for none).
     */
    void limit(long maxNodes, long deadlineNanos) {
        this.nodes = 0;
        this.maxNodes = maxNodes;
        this.deadline = deadlineNanos;
        this.aborted = false;
    }

    /** The result of {@code position} for its side to move, or {@link #UNKNOWN} past the budget. */
    int solve(KalahBoard position) {
        if (aborted) {
            return UNKNOWN;
        }
        boards[0].copyFrom(position);
        int value = search(0, LOSS, WIN);
        return aborted ? UNKNOWN : value;
    }

    /**
     * A move of {@code position} whose result is the position's own (the best the side to move can
     * get) and that leaves the opponent the largest share of replies that give up the result: a
     * reply that hands the side to move a better one. A move that ends in the mover's store is
     * followed by the mover's best continuation, counted the same way. Returns -1 when the
     * position is won, or unknown within the budget: there is nothing to set traps for.
     */
    int trapMove(KalahBoard position) {
        int result = solve(position);
        if (result == UNKNOWN || result == WIN) {
            return -1;
        }
        Trap trap = bestTrap(position, result, 0);
        return aborted || trap == null ? -1 : trap.move;
    }

    /**
     * A move, the share of the opponent's replies it leaves that are errors, and, between equal
     * shares, the full evaluation of the position it leads to for the mover.
     */
    private record Trap(int move, double errors, int evaluation) {
        boolean beats(Trap other) {
            return other == null || errors > other.errors || errors == other.errors && evaluation > other.evaluation;
        }
    }

    /** The best trap of {@code position}, whose result for its side to move is {@code result}. */
    private Trap bestTrap(KalahBoard position, int result, int extraTurns) {
        int me = position.toMove();
        int[] legal = new int[KalahBoard.MAX_LEGAL];
        int count = position.legalMoves(legal);
        Trap best = null;
        for (int i = 0; i < count; i++) {
            KalahBoard child = position.copy();
            child.playUnchecked(legal[i]);
            int value = valueFor(me, child);
            if (value == UNKNOWN) {
                return null;
            }
            if (value != result) {
                continue;
            }
            double errors;
            if (child.isOver() || KalahNode.decidedWinner(child) != 0) {
                errors = 0;
            } else if (child.toMove() == me) {
                // Another turn: only worth its best continuation; a few in a row are looked at.
                Trap next = extraTurns < 3 ? bestTrap(child, result, extraTurns + 1) : null;
                if (next == null && aborted) {
                    return null;
                }
                errors = next == null ? 0 : next.errors;
            } else {
                errors = errorShare(child, me, result);
                if (errors < 0) {
                    return null;
                }
            }
            int evaluation = KalahEvaluation.FULL.evaluate(child);
            Trap trap = new Trap(legal[i], errors, child.toMove() == me ? evaluation : -evaluation);
            if (trap.beats(best)) {
                best = trap;
            }
        }
        return best;
    }

    /** The share of the opponent's replies in {@code position} that give {@code me} better than {@code result}; -1 if unknown. */
    private double errorShare(KalahBoard position, int me, int result) {
        int[] replies = new int[KalahBoard.MAX_LEGAL];
        int count = position.legalMoves(replies);
        int errors = 0;
        for (int j = 0; j < count; j++) {
            KalahBoard after = position.copy();
            after.playUnchecked(replies[j]);
            int value = valueFor(me, after);
            if (value == UNKNOWN) {
                return -1;
            }
            if (value > result) {
                errors++;
            }
        }
        return count == 0 ? 0 : (double) errors / count;
    }

    /** The result of {@code position} for player {@code me}, or {@link #UNKNOWN}. */
    private int valueFor(int me, KalahBoard position) {
        int value = solve(position);
        if (value == UNKNOWN) {
            return UNKNOWN;
        }
        return position.toMove() == me ? value : -value;
    }

    /** The result for the side to move at {@code level}, failing soft within (alpha, beta). */
    private int search(int level, int alpha, int beta) {
        KalahBoard board = boards[level];
        if (++nodes % CHECK_INTERVAL == 0 && (nodes >= maxNodes || clock.getAsLong() - deadline > 0)) {
            aborted = true;
        }
        if (aborted) {
            return DRAW;
        }
        int me = board.toMove();
        int decided = KalahNode.decidedWinner(board);
        if (board.isOver() || decided != 0) {
            int winner = board.isOver() ? board.winner() : decided;
            return winner == 0 ? DRAW : winner == me ? WIN : LOSS;
        }
        if (endgames != null && endgames.covers(board)) {
            return Integer.signum(endgames.finalLead(board));
        }
        long key = board.hash();
        int slot = (int) (key & ((1 << TABLE_BITS) - 1)) * 2;
        int lower = LOSS;
        int upper = WIN;
        if (table[slot] == key && table[slot + 1] != 0) {
            long data = table[slot + 1];
            lower = (int) (data & 3) - 1;
            upper = (int) (data >>> 2 & 3) - 1;
            if (lower == upper || lower >= beta || upper <= alpha) {
                return lower >= beta ? lower : upper <= alpha ? upper : lower;
            }
            alpha = Math.max(alpha, lower);
            beta = Math.min(beta, upper);
        }
        int originalAlpha = alpha;
        int[] list = moves[level];
        int count = KalahNode.orderedPits(board, list, true);
        int best = LOSS - 1;
        KalahBoard child = boards[level + 1];
        for (int i = 0; i < count && best < beta; i++) {
            child.copyFrom(board);
            child.playUnchecked(list[i]);
            int value = child.toMove() == me ? search(level + 1, alpha, beta) : -search(level + 1, -beta, -alpha);
            if (aborted) {
                return DRAW;
            }
            if (value > best) {
                best = value;
                alpha = Math.max(alpha, value);
            }
        }
        // Fail-soft bounds: above beta a lower bound, at or below the first alpha an upper one.
        int newLower = best >= beta ? best : best > originalAlpha ? best : LOSS;
        int newUpper = best <= originalAlpha ? best : best >= beta ? WIN : best;
        newLower = Math.max(newLower, lower);
        newUpper = Math.min(newUpper, upper);
        table[slot] = key;
        table[slot + 1] = STORED | (newLower + 1) | ((long) (newUpper + 1) << 2);
        return best;
    }
}
