package arbitre.terminal;

import arbitre.engine.Text;
import java.io.Console;
import java.lang.reflect.Method;

/**
 * The terminal: whether the program talks to a person at one, for output that redraws itself, and
 * text from untrusted files made safe to print on it.
 */
public final class Terminal {

    private Terminal() {}

    /**
     * True when standard input and output are a terminal. From Java 22 {@link System#console()}
     * returns a console even when they are not, and {@code Console.isTerminal()} tells; before, a
     * console exists only for a terminal.
     */
    public static boolean isInteractive() {
        Console console = System.console();
        if (console == null || System.getenv("CI") != null) {
            return false;
        }
        try {
            Method isTerminal = Console.class.getMethod("isTerminal");
            return (Boolean) isTerminal.invoke(console);
        } catch (NoSuchMethodException e) {
            return true;
        } catch (ReflectiveOperationException e) {
            return false;
        }
    }

    /**
     * Text read from a log or a config (bot names, details, a bot's own lines) made safe to print:
     * control characters other than line ends and tabs (the escape that starts a terminal's control
     * sequences among them), C1 controls and invisible format characters (such as the bidirectional
     * overrides) are escaped as {@code \\uXXXX}, in the form the match log uses for a bot's lines;
     * the rest, line structure included, is kept.
     */
    public static String printable(String text) {
        StringBuilder out = null;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            boolean unsafe =
                    c != '\n' && c != '\t' && (Character.isISOControl(c) || Character.getType(c) == Character.FORMAT);
            if (unsafe && out == null) {
                out = new StringBuilder(text.length() + 16).append(text, 0, i);
            }
            if (out != null) {
                out.append(unsafe ? Text.printable(String.valueOf(c), 1) : String.valueOf(c));
            }
        }
        return out == null ? text : out.toString();
    }
}
