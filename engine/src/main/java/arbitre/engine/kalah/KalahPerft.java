package arbitre.engine.kalah;

/**
 * Counts the sequences of exactly {@code depth} plies from a Kalah position. Every sowing is one
 * ply, so a ply after an extra turn is simply the same player's next ply; a finished game has no
 * continuation, so a sequence that ends the game early adds nothing to deeper counts.
 *
 * <p>The shape of the Awale {@link arbitre.engine.awale.Perft}: one preallocated board and move buffer
 * per ply, copy-make, and bulk counting at the last ply (the sequences through a position one ply
 * from the end are its legal moves).
 */
public final class KalahPerft {
    private final KalahBoard[] boards;
    private final int[][] moves;

    private KalahPerft(KalahBoard root, int depth) {
        boards = new KalahBoard[depth + 1];
        moves = new int[depth + 1][KalahBoard.MAX_LEGAL];
        for (int d = 0; d <= depth; d++) {
            boards[d] = root.copy();
        }
    }

    /** perft(depth) of a position, which is left unchanged. */
    public static long count(KalahBoard root, int depth) {
        if (depth < 0) {
            throw new IllegalArgumentException("depth must be 0 or more, got " + depth);
        }
        if (depth == 0) {
            return 1;
        }
        return new KalahPerft(root, depth).count(0, depth);
    }

    private long count(int level, int depth) {
        KalahBoard board = boards[level];
        int[] list = moves[level];
        int n = board.legalMoves(list);
        if (depth == 1) {
            return n;
        }
        KalahBoard child = boards[level + 1];
        long total = 0;
        for (int i = 0; i < n; i++) {
            child.copyFrom(board);
            child.playUnchecked(list[i]);
            total += count(level + 1, depth - 1);
        }
        return total;
    }
}
