package arbitre.engine.fenix;

import java.util.Locale;

/**
 * Counts the action sequences of exactly {@code depth} plies from a position, counting distinct
 * actions and giving a finished game no actions: the engine's correctness check and its speed
 * test. One preallocated board and action list per ply, copy-make, and bulk counting at the last
 * ply.
 *
 * <p>As a program: {@code FenixPerft [--position TEXT] DEPTH} prints {@code depth nodes seconds}
 * for each depth from 1, from the initial position or from a position text.
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

    public static void main(String[] args) {
        String position = FenixPosition.START;
        int depth = -1;
        for (int a = 0; a < args.length; a++) {
            if (args[a].equals("--position") && a + 1 < args.length) {
                position = args[++a];
            } else if (depth < 0 && args[a].matches("\\d{1,2}")) {
                depth = Integer.parseInt(args[a]);
            } else {
                System.err.println("unexpected argument '" + args[a] + "'");
                depth = -2;
                break;
            }
        }
        if (depth < 0) {
            System.err.println("usage: FenixPerft [--position TEXT] DEPTH (0..99)");
            System.exit(2);
        }
        FenixBoard root;
        try {
            root = FenixPosition.parse(position);
        } catch (IllegalArgumentException e) {
            System.err.println(e.getMessage());
            System.exit(2);
            return;
        }
        for (int d = 1; d <= depth; d++) {
            long t0 = System.nanoTime();
            long nodes = count(root, d);
            long t1 = System.nanoTime();
            System.out.println(String.format(Locale.ROOT, "%d %d %.3f", d, nodes, (t1 - t0) / 1e9));
        }
    }
}
