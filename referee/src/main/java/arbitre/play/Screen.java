package arbitre.play;

import java.io.PrintWriter;
import java.util.Locale;
import java.util.Map;

/**
 * What the person at the terminal reads: lines, some of them in colour. Colour is only for a
 * terminal that shows it: never when {@code NO_COLOR} is set (no-color.org), when the output is
 * not a terminal, or for {@code TERM=dumb}.
 */
public final class Screen {
    private static final String RESET = "\u001b[0m";

    /** The kinds of text that get a colour of their own. */
    public enum Style {
        /** Headings and the result. */
        BOLD("\u001b[1m"),
        /** The opponent's plies. */
        OPPONENT("\u001b[1;33m"),
        /** A refused command or move. */
        ERROR("\u001b[31m"),
        /** Hints and help. */
        QUIET("\u001b[2m"),
        /** The prompt. */
        PROMPT("\u001b[1;32m");

        private final String code;

        Style(String code) {
            this.code = code;
        }
    }

    /** The rows of a board whose cells take the seeds' colours, by their label. */
    private static final Map<String, String> ROW_COLOURS = Map.of(
            "red", "\u001b[31m",
            "blue", "\u001b[34m",
            "transp.", "\u001b[36m");

    private final PrintWriter out;
    private final boolean colour;

    public Screen(PrintWriter out, boolean colour) {
        this.out = out;
        this.colour = colour;
    }

    /** Whether colour suits this process's output: a terminal, {@code NO_COLOR} unset, {@code TERM} not dumb. */
    public static boolean colourWanted(boolean terminal, Map<String, String> env) {
        String noColour = env.get("NO_COLOR");
        return terminal
                && (noColour == null || noColour.isEmpty())
                && !"dumb".equals(env.getOrDefault("TERM", "").toLowerCase(Locale.ROOT));
    }

    public void line(String text) {
        out.println(text);
        out.flush();
    }

    public void line(Style style, String text) {
        line(paint(style, text));
    }

    /**
     * A position as the game renders it for a person: its seed rows in their colours, and in a row
     * of owners, the holes of player {@code you} in the prompt's colour.
     */
    public void board(String rendered, int you) {
        for (String row : rendered.split("\\R")) {
            String label = row.split(" ", 2)[0];
            String code = colour ? ROW_COLOURS.get(label) : null;
            if (code != null) {
                row = code + row + RESET;
            } else if (colour && label.equals("owner")) {
                row = row.replaceAll("\\bP" + you + "\\b", Style.PROMPT.code + "P" + you + RESET);
            }
            out.println(row);
        }
        out.flush();
    }

    /** The prompt, without a line end. */
    public void prompt(String text) {
        out.print(paint(Style.PROMPT, text));
        out.flush();
    }

    private String paint(Style style, String text) {
        return colour ? style.code + text + RESET : text;
    }
}
