package arbitre.engine.kalah;

import arbitre.engine.MoveFormatException;

/**
 * Kalah moves as text, the one place that parses and formats them. A move is one digit, the
 * number of one of the mover's pits, {@code 1} to {@code 6}; its canonical form is that digit.
 * A turn line (what one player played before the turn passed) is its moves separated by single
 * spaces.
 */
public final class KalahMoves {
    private static final String[] CANONICAL = {"", "1", "2", "3", "4", "5", "6"};

    private KalahMoves() {}

    /**
     * Parses a move: one digit 1 to 6, after removing a trailing carriage return and then the
     * spaces and tabs around it.
     *
     * @throws MoveFormatException for anything else, saying what is wrong
     */
    public static int parse(String text) {
        if (text == null) {
            throw new MoveFormatException("", "no text");
        }
        int end = text.length();
        if (end > 0 && text.charAt(end - 1) == '\r') {
            end--;
        }
        int start = 0;
        while (start < end && isBlank(text.charAt(start))) {
            start++;
        }
        while (end > start && isBlank(text.charAt(end - 1))) {
            end--;
        }
        if (start == end) {
            throw new MoveFormatException(text, "empty; a move is a pit number 1 to 6");
        }
        char c = text.charAt(start);
        if (end - start != 1 || c < '1' || c > '6') {
            throw new MoveFormatException(text, "a move is a single digit 1 to 6 (a pit of the mover)");
        }
        return c - '0';
    }

    /** The canonical text of a pit 1..6: its digit. */
    public static String format(int pit) {
        if (pit < 1 || pit > KalahBoard.PITS) {
            throw new IllegalArgumentException("a pit is 1 to 6, got " + pit);
        }
        return CANONICAL[pit];
    }

    /** A turn line: the first {@code count} pits, canonical, separated by single spaces. */
    public static String formatTurn(int[] pits, int count) {
        StringBuilder out = new StringBuilder(2 * count);
        for (int i = 0; i < count; i++) {
            out.append(i == 0 ? "" : " ").append(format(pits[i]));
        }
        return out.toString();
    }

    /**
     * Parses a turn line into {@code out} and returns the number of moves; {@code out} must be
     * long enough (a turn holds fewer than 50 plies).
     *
     * @throws MoveFormatException when the line is empty or a word is not a move (naming it and its position)
     */
    public static int parseTurn(String line, int[] out) {
        String[] words = line.strip().split("[ \t]+");
        if (words.length == 1 && words[0].isEmpty()) {
            throw new MoveFormatException(line, "a turn line holds at least one move");
        }
        if (words.length > out.length) {
            throw new MoveFormatException(
                    line, "a turn line holds at most " + out.length + " moves, got " + words.length);
        }
        for (int i = 0; i < words.length; i++) {
            try {
                out[i] = parse(words[i]);
            } catch (MoveFormatException e) {
                throw new MoveFormatException(line, "word " + (i + 1) + " of the turn: " + e.getMessage());
            }
        }
        return words.length;
    }

    private static boolean isBlank(char c) {
        return c == ' ' || c == '\t';
    }
}
