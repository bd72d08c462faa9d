package arbitre.cli;

import java.io.PrintStream;

/**
 * The entry point of {@code arbitre.jar}. The version alone is answered here, before any class of
 * the command line is loaded: {@link Main} names picocli's types, which the JVM loads (the largest
 * some 80 kB) to check it, a good part of so short a run. Everything else goes to {@link Main}.
 */
public final class Start {
    private Start() {}

    public static void main(String[] args) {
        if (asksVersion(args)) {
            PrintStream out = System.out;
            for (String line : new Version().getVersion()) {
                out.println(line);
            }
            out.flush();
            // No System.exit: the JVM ends with 0 when this returns, and an exit would first look
            // up the JDK's logger of exits (Java 21 on), a search of every jar of the class path.
            return;
        }
        Main.main(args);
    }

    /** Whether the arguments ask for the version alone ({@code --version} or {@code -V}). */
    static boolean asksVersion(String[] args) {
        return args.length == 1 && (args[0].equals("--version") || args[0].equals("-V"));
    }
}
