package arbitre.cli.output;

import java.io.Console;
import java.lang.reflect.Method;

/** Whether the program talks to a person at a terminal, for output that redraws itself. */
public final class Terminal {

    private Terminal() {
    }

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
}
