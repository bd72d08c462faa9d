package arbitre.engine.fenix;

/**
 * Counts the action sequences of exactly {@code depth} plies from a position, counting distinct
 * actions and giving a finished game no actions: the engine's correctness check and its speed
 * test. One preallocated board and action list per ply, copy-make, and bulk counting at the last
 * ply.
 *
 * <p>As a program: {@code PerftMain --game fenix [--start TEXT] DEPTH}, or {@code arbitre perft
 * --game fenix [--pos TEXT] DEPTH}.
 */
public final class FenixPerft {
    private final FenixBoard[] boards;
    private final FenixActionList[] lists;

    private FenixPerft(FenixBoard root, int depth) {
        boards = new FenixBoard[depth + 1];
        lists = new FenixActionList[depth + 1];
        for (int d = 0; d <= depth; d++) {
            boards[d] = root.copy();
            lists[d] = new FenixActionList();
        }
    }

    /** perft(depth) of a position, which is left unchanged. */
    public static long count(FenixBoard root, int depth) {
        if (depth < 0) {
            throw new IllegalArgumentException("depth must be 0 or more, got " + depth);
        }
        if (depth == 0) {
            return 1;
        }
        return new FenixPerft(root, depth).count(0, depth);
    }

    private long count(int level, int depth) {
        FenixBoard board = boards[level];
        FenixActionList list = lists[level];
        int n = board.legalActions(list);
        if (depth == 1) {
            return n;
        }
        FenixBoard child = boards[level + 1];
        long total = 0;
        for (int i = 0; i < n; i++) {
            child.copyFrom(board);
            child.playUnchecked(list, i);
            total += count(level + 1, depth - 1);
        }
        return total;
    }
}
