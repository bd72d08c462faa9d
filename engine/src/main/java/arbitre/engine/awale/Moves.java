package arbitre.engine.awale;

import arbitre.engine.MoveFormatException;
import arbitre.engine.Text;
import java.util.Locale;

/**
 * Moves as small ints, the one place that parses and formats them.
 *
 * <p>A move code is {@code (hole - 1) * 4 + kind}, with kind {@link #RED} ({@code NR}),
 * {@link #BLUE} ({@code NB}), {@link #TRANSPARENT_AS_RED} ({@code NTR}) or
 * {@link #TRANSPARENT_AS_BLUE} ({@code NTB}): 64 codes in all, so a move fits in a byte and move
 * lists are plain {@code int[]} buffers with no allocation during search.
 */
public final class Moves {
    public static final int RED = 0;
    public static final int BLUE = 1;
    public static final int TRANSPARENT_AS_RED = 2;
    public static final int TRANSPARENT_AS_BLUE = 3;

    /** The number of move codes; every code is in {@code [0, COUNT)}. */
    public static final int COUNT = Board.HOLES * 4;

    /** The most legal moves a position can have: 8 holes, 4 kinds each. */
    public static final int MAX_LEGAL = 32;

    private static final String[] CANONICAL = new String[COUNT];

    static {
        String[] suffix = {"R", "B", "TR", "TB"};
        for (int code = 0; code < COUNT; code++) {
            CANONICAL[code] = (code / 4 + 1) + suffix[code % 4];
        }
    }

    private Moves() {}

    /** The move code for a hole (1–16) and a kind. */
    public static int of(int hole, int kind) {
        Board.checkHole(hole);
        if (kind < RED || kind > TRANSPARENT_AS_BLUE) {
            throw new IllegalArgumentException("move kind must be 0..3, got " + kind);
        }
        return (hole - 1) * 4 + kind;
    }

    /** The hole (1–16) a move plays from. */
    public static int hole(int move) {
        return (move >>> 2) + 1;
    }

    /** The kind of a move: {@link #RED}, {@link #BLUE}, {@link #TRANSPARENT_AS_RED} or {@link #TRANSPARENT_AS_BLUE}. */
    public static int kind(int move) {
        return move & 3;
    }

    /** Whether a move sows transparent seeds. */
    public static boolean usesTransparent(int move) {
        return (move & 2) != 0;
    }

    /** Whether a move sows blue-like seeds, which drop only into the opponent's holes. */
    public static boolean isBlueLike(int move) {
        return (move & 1) != 0;
    }

    /** The canonical text of a move: upper case, no spaces ({@code 3R}, {@code 14TB}). */
    public static String format(int move) {
        if (move < 0 || move >= COUNT) {
            throw new IllegalArgumentException("not a move code: " + move);
        }
        return CANONICAL[move];
    }

    /**
     * Parses a move in any case, with surrounding white space.
     *
     * @throws MoveFormatException saying what is wrong with the text
     */
    public static int parse(String text) {
        if (text == null) {
            throw new MoveFormatException("", "no text");
        }
        String s = text.strip().toUpperCase(Locale.ROOT);
        if (s.isEmpty()) {
            throw new MoveFormatException(text, "empty");
        }
        int digits = 0;
        while (digits < s.length() && s.charAt(digits) >= '0' && s.charAt(digits) <= '9') {
            digits++;
        }
        if (digits == 0) {
            throw new MoveFormatException(text, "it must start with a hole number 1-16");
        }
        if (digits > 2) {
            throw new MoveFormatException(text, "hole number must be 1-16");
        }
        int hole = Integer.parseInt(s.substring(0, digits));
        if (hole < 1 || hole > Board.HOLES || s.charAt(0) == '0') {
            throw new MoveFormatException(text, "hole number must be 1-16");
        }
        String color = s.substring(digits);
        int kind;
        switch (color) {
            case "R" -> kind = RED;
            case "B" -> kind = BLUE;
            case "TR" -> kind = TRANSPARENT_AS_RED;
            case "TB" -> kind = TRANSPARENT_AS_BLUE;
            case "" -> throw new MoveFormatException(text, "the color is missing (R, B, TR or TB)");
            case "T" -> throw new MoveFormatException(text, "transparent seeds must be played as a color (TR or TB)");
            default ->
                throw new MoveFormatException(
                        text, "unknown color '" + Text.printable(color, 40) + "' (R, B, TR or TB)");
        }
        return (hole - 1) * 4 + kind;
    }
}
