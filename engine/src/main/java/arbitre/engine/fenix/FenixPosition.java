package arbitre.engine.fenix;

/**
 * The position text, one line of five fields separated by single spaces: the board (seven rows
 * separated by {@code /}, row 0 first, eight characters each: {@code .} empty, {@code S G K} red
 * soldier, general, king, {@code s g k} black), the side to move ({@code r} or {@code b}), the
 * ply counter, the creation flags of the player to move ({@code -}, {@code G}, {@code K} or
 * {@code GK}) and the no-capture counter. The initial position is
 * {@code SSSSSS../SSSSS..s/SSSS..ss/SSS..sss/SS..ssss/S..sssss/..ssssss r 0 - 0}.
 *
 * <p>The repetition list is not part of the text: a parsed position starts with an empty one. Its
 * end of the game is judged as if its last ply had just been played.
 */
public final class FenixPosition {
    private static final String PIECES = ".SGKsgk";

    /** The initial position's text. */
    public static final String START = "SSSSSS../SSSSS..s/SSSS..ss/SSS..sss/SS..ssss/S..sssss/..ssssss r 0 - 0";

    private FenixPosition() {}

    /** The text of a board. */
    public static String format(FenixBoard board) {
        StringBuilder out = new StringBuilder(80);
        for (int row = 0; row < Squares.ROWS; row++) {
            if (row > 0) {
                out.append('/');
            }
            for (int column = 0; column < Squares.COLUMNS; column++) {
                int c = board.cells[row * Squares.COLUMNS + column];
                out.append(PIECES.charAt(c >= 0 ? c : 3 - c));
            }
        }
        out.append(board.toMove == 0 ? " r " : " b ").append(board.ply).append(' ');
        int flags = board.flags;
        out.append(flags == 0 ? "-" : "")
                .append((flags & FenixBoard.MAY_CREATE_GENERAL) != 0 ? "G" : "")
                .append((flags & FenixBoard.MAY_RESTORE_KING) != 0 ? "K" : "");
        return out.append(' ').append(board.noCapture).toString();
    }

    /**
     * Parses a position text.
     *
     * @throws IllegalArgumentException naming the field that is wrong and why
     */
    public static FenixBoard parse(String text) {
        if (text == null) {
            throw new IllegalArgumentException("no position text");
        }
        String[] fields = text.strip().split(" ", -1);
        if (fields.length != 5) {
            throw bad(
                    text,
                    "expected 5 fields separated by single spaces (board, side, ply, flags, no-capture"
                            + " counter), got " + fields.length);
        }
        FenixBoard board = new FenixBoard();
        String[] rows = fields[0].split("/", -1);
        if (rows.length != Squares.ROWS) {
            throw bad(text, "the board must have " + Squares.ROWS + " rows separated by '/', got " + rows.length);
        }
        int[] pieces = new int[2];
        for (int row = 0; row < Squares.ROWS; row++) {
            if (rows[row].length() != Squares.COLUMNS) {
                throw bad(
                        text, "row " + row + " must have " + Squares.COLUMNS + " characters, got '" + rows[row] + "'");
            }
            for (int column = 0; column < Squares.COLUMNS; column++) {
                char ch = rows[row].charAt(column);
                int code = PIECES.indexOf(ch);
                if (code < 0) {
                    throw bad(text, "square " + row + "," + column + " holds '" + ch + "', expected one of " + PIECES);
                }
                int stack = code <= 3 ? code : 3 - code;
                board.cells[row * Squares.COLUMNS + column] = (byte) stack;
                pieces[stack > 0 ? 0 : 1] += Math.abs(stack);
            }
        }
        for (int p = 0; p < 2; p++) {
            if (pieces[p] > FenixBoard.PIECES) {
                throw bad(
                        text,
                        (p == 0 ? "red" : "black") + " has " + pieces[p] + " pieces, more than " + FenixBoard.PIECES);
            }
        }
        board.ply = number(text, fields[2], "ply counter");
        switch (fields[1]) {
            case "r" -> board.toMove = 0;
            case "b" -> board.toMove = 1;
            default -> throw bad(text, "the side to move must be 'r' or 'b', got '" + fields[1] + "'");
        }
        if (board.toMove != board.ply % 2) {
            throw bad(
                    text,
                    "the side to move is '" + fields[1] + "' but red moves exactly on even plies,"
                            + " and the ply counter is " + board.ply);
        }
        board.flags = switch (fields[3]) {
            case "-" -> 0;
            case "G" -> FenixBoard.MAY_CREATE_GENERAL;
            case "K" -> FenixBoard.MAY_RESTORE_KING;
            case "GK" -> FenixBoard.MAY_CREATE_GENERAL | FenixBoard.MAY_RESTORE_KING;
            default -> throw bad(text, "the flags must be -, G, K or GK, got '" + fields[3] + "'");
        };
        if (board.flags != 0 && board.ply <= FenixBoard.SETUP_PLIES) {
            throw bad(
                    text,
                    "no creation flag can be set before ply " + (FenixBoard.SETUP_PLIES + 1) + " (ply counter "
                            + board.ply + ")");
        }
        board.noCapture = number(text, fields[4], "no-capture counter");
        int most = Math.min(FenixBoard.NO_CAPTURE_LIMIT, Math.max(0, board.ply - FenixBoard.SETUP_PLIES));
        if (board.noCapture > most) {
            throw bad(
                    text,
                    "the no-capture counter must be 0.." + most + " at ply " + board.ply + ", got " + board.noCapture);
        }
        board.refresh();
        return board;
    }

    private static int number(String text, String field, String what) {
        if (field.isEmpty() || field.length() > 6 || !field.chars().allMatch(c -> c >= '0' && c <= '9')) {
            throw bad(text, "the " + what + " must be a whole number, got '" + field + "'");
        }
        return Integer.parseInt(field);
    }

    private static IllegalArgumentException bad(String text, String why) {
        return new IllegalArgumentException("position '" + arbitre.engine.Text.printable(text, 100) + "': " + why);
    }
}
