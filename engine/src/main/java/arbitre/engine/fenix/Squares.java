package arbitre.engine.fenix;

/**
 * The 7 x 8 board's squares as indices {@code row * 8 + column} (0 to 55), and the tables of
 * neighbours the move generator walks.
 *
 * <p>{@code STEP[direction][square]} is the next square in a direction, or -1 past the edge, so
 * that no walk ever tests rows and columns. Directions 0 to 3 are the orthogonal ones (up, left,
 * down, right), 4 to 7 the diagonal ones: a soldier and a general look at the first four, a king at
 * all eight.
 */
public final class Squares {
    public static final int ROWS = 7;
    public static final int COLUMNS = 8;
    public static final int COUNT = ROWS * COLUMNS;

    /** The number of orthogonal directions, which come first in {@link #STEP}. */
    static final int ORTHOGONAL = 4;
    /** The number of directions in all. */
    static final int ALL_DIRECTIONS = 8;

    private static final int[] ROW_STEP = {-1, 0, 1, 0, -1, -1, 1, 1};
    private static final int[] COLUMN_STEP = {0, -1, 0, 1, -1, 1, 1, -1};

    static final int[][] STEP = new int[ALL_DIRECTIONS][COUNT];

    private static final String[] NAMES = new String[COUNT];

    static {
        for (int square = 0; square < COUNT; square++) {
            int row = square / COLUMNS;
            int column = square % COLUMNS;
            NAMES[square] = row + "," + column;
            for (int d = 0; d < ALL_DIRECTIONS; d++) {
                int r = row + ROW_STEP[d];
                int c = column + COLUMN_STEP[d];
                STEP[d][square] = r >= 0 && r < ROWS && c >= 0 && c < COLUMNS ? r * COLUMNS + c : -1;
            }
        }
    }

    private Squares() {}

    /** The index of a square. */
    public static int of(int row, int column) {
        if (row < 0 || row >= ROWS || column < 0 || column >= COLUMNS) {
            throw new IllegalArgumentException("square must be in rows 0.." + (ROWS - 1) + " and columns 0.."
                    + (COLUMNS - 1) + ", got " + row + "," + column);
        }
        return row * COLUMNS + column;
    }

    public static int row(int square) {
        return square / COLUMNS;
    }

    public static int column(int square) {
        return square % COLUMNS;
    }

    /** A square as the notation writes it: {@code row,column}, such as {@code 3,1}. */
    public static String name(int square) {
        return NAMES[check(square)];
    }

    /** The square index, checked. */
    static int check(int square) {
        if (square < 0 || square >= COUNT) {
            throw new IllegalArgumentException("square index must be 0.." + (COUNT - 1) + ", got " + square);
        }
        return square;
    }

    /** The squares of a set, in the notation's order (row, then column), separated by spaces. */
    static String names(long set) {
        StringBuilder out = new StringBuilder();
        for (long rest = set; rest != 0; rest &= rest - 1) {
            if (out.length() > 0) {
                out.append(' ');
            }
            out.append(NAMES[Long.numberOfTrailingZeros(rest)]);
        }
        return out.toString();
    }
}
