package arbitre.engine.awale;

/**
 * Counts the move sequences of exactly {@code depth} plies from a position; a finished game has
 * no moves. The engine's correctness check (docs/awale.md lists the counts) and its speed test.
 *
 * <p>One preallocated board and move buffer per ply, copy-make, and no move is played at the
 * last ply: the count of sequences through a position one ply from the end is its number of
 * legal moves ("bulk counting").
 */
public final class Perft {
    private final Board[] boards;
    private final int[][] moves;

    private Perft(Board root, int depth) {
        boards = new Board[depth + 1];
        moves = new int[depth + 1][Moves.MAX_LEGAL];
        for (int d = 0; d <= depth; d++) {
            boards[d] = root.copy();
        }
    }

    /** perft(depth) of a position, which is left unchanged. */
    public static long count(Board root, int depth) {
        if (depth < 0) {
            throw new IllegalArgumentException("depth must be 0 or more, got " + depth);
        }
        if (depth == 0) {
            return 1;
        }
        return new Perft(root, depth).count(0, depth);
    }

    private long count(int level, int depth) {
        Board board = boards[level];
        if (depth == 1) {
            return board.legalMoveCount();
        }
        int[] list = moves[level];
        int n = board.legalMoves(list);
        Board child = boards[level + 1];
        long total = 0;
        if (depth == 2) {
            // Most positions are counted here: one call per child less than going through count.
            for (int i = 0; i < n; i++) {
                child.copyFrom(board);
                child.playUnchecked(list[i]);
                total += child.legalMoveCount();
            }
            return total;
        }
        for (int i = 0; i < n; i++) {
            child.copyFrom(board);
            child.playUnchecked(list[i]);
            total += count(level + 1, depth - 1);
        }
        return total;
    }
}
