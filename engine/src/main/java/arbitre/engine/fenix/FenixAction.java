package arbitre.engine.fenix;

/**
 * One Fenix action: the square a stack starts from, the square it ends on, and the set of squares
 * whose stacks it captures, as a bit set over square indices ({@link Squares}). Two paths with the
 * same three elements are the same action; that is all the rules look at.
 *
 * <p>This is also the one place that parses and formats the notation,
 * {@code square "-" square *("x" square)} with {@code square = row "," column}: {@code 4,1-3,1},
 * {@code 3,1-5,3x3,2x4,3}. The canonical form lists each captured square once, sorted by row then
 * column, with no spaces.
 */
public record FenixAction(int start, int end, long captured) {
    /** Longer lines are refused before parsing: no action captures more than 21 stacks. */
    static final int MAX_TEXT = 4 * (2 + 21) + 16;

    public FenixAction {
        if (start < 0 || start >= Squares.COUNT || end < 0 || end >= Squares.COUNT) {
            throw new IllegalArgumentException(
                    "squares must be 0.." + (Squares.COUNT - 1) + ", got " + start + " and " + end);
        }
        if (captured >>> Squares.COUNT != 0) {
            throw new IllegalArgumentException("captured squares must be 0.." + (Squares.COUNT - 1) + ", got the set "
                    + Long.toHexString(captured));
        }
    }

    /** A move or stack without capture. */
    public static FenixAction of(int start, int end) {
        return new FenixAction(start, end, 0L);
    }

    /** Whether the action captures something. */
    public boolean isCapture() {
        return captured != 0;
    }

    /**
     * Parses an action, its captured squares in any order, with white space around it.
     *
     * @throws ActionFormatException saying what does not fit the grammar: off the board, a
     *     captured square given twice, a missing part
     */
    public static FenixAction parse(String text) {
        if (text == null) {
            throw new ActionFormatException("", "no text");
        }
        if (text.length() > MAX_TEXT) {
            throw new ActionFormatException(text, "longer than " + MAX_TEXT + " characters");
        }
        String s = text.strip();
        if (s.isEmpty()) {
            throw new ActionFormatException(text, "empty");
        }
        int[] at = {0};
        int start = square(text, s, at, "the start square");
        expect(text, s, at, '-', "'-' after the start square");
        int end = square(text, s, at, "the end square");
        long captured = 0;
        while (at[0] < s.length()) {
            char c = s.charAt(at[0]);
            if (c != 'x' && c != 'X') {
                throw new ActionFormatException(
                        text, "expected 'x' and a captured square at character " + (at[0] + 1) + ", got '" + c + "'");
            }
            at[0]++;
            int square = square(text, s, at, "a captured square");
            if ((captured & 1L << square) != 0) {
                throw new ActionFormatException(text, "captured square " + Squares.name(square) + " is given twice");
            }
            captured |= 1L << square;
        }
        return new FenixAction(start, end, captured);
    }

    private static int square(String text, String s, int[] at, String what) {
        int i = at[0];
        if (i + 3 > s.length() || !isDigit(s.charAt(i)) || s.charAt(i + 1) != ',' || !isDigit(s.charAt(i + 2))) {
            throw new ActionFormatException(text, what + " must be row,column (such as 3,1) at character " + (i + 1));
        }
        if (i + 3 < s.length() && isDigit(s.charAt(i + 3))) {
            throw new ActionFormatException(
                    text, what + " has a column of more than one digit at character " + (i + 1));
        }
        int row = s.charAt(i) - '0';
        int column = s.charAt(i + 2) - '0';
        if (row >= Squares.ROWS || column >= Squares.COLUMNS) {
            throw new ActionFormatException(
                    text,
                    what + " " + row + "," + column + " is off the board (rows 0-" + (Squares.ROWS - 1) + ", columns 0-"
                            + (Squares.COLUMNS - 1) + ")");
        }
        at[0] = i + 3;
        return row * Squares.COLUMNS + column;
    }

    private static void expect(String text, String s, int[] at, char c, String what) {
        if (at[0] >= s.length() || s.charAt(at[0]) != c) {
            throw new ActionFormatException(text, "expected " + what + " at character " + (at[0] + 1));
        }
        at[0]++;
    }

    private static boolean isDigit(char c) {
        return c >= '0' && c <= '9';
    }

    /** The canonical text: {@code start-end}, then {@code x} and each captured square in row-then-column order. */
    public String format() {
        return format(start, end, captured);
    }

    /** The canonical text of an action given by its parts, without building the record. */
    public static String format(int start, int end, long captured) {
        StringBuilder out = new StringBuilder(8 + 4 * Long.bitCount(captured));
        out.append(Squares.name(start)).append('-').append(Squares.name(end));
        for (long rest = captured; rest != 0; rest &= rest - 1) {
            out.append('x').append(Squares.name(Long.numberOfTrailingZeros(rest)));
        }
        return out.toString();
    }

    @Override
    public String toString() {
        return format();
    }
}
