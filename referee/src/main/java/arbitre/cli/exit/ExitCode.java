package arbitre.cli.exit;

/**
 * Every exit code of the {@code arbitre} command, in one place.
 *
 * <p>A command that did its job exits {@link #OK}, whatever the games it refereed came to: a bot
 * that loses or forfeits is a result, not an error of the command.
 */
public final class ExitCode {
    /** The command did what it was asked. */
    public static final int OK = 0;
    /** The command ran but what it checked did not hold (a failed check, a log that does not verify). */
    public static final int FAILED = 1;
    /**
     * The input was refused: an unknown option, a bad value, a malformed or illegal move, a bad
     * config. Nothing was run.
     */
    public static final int USAGE = 2;
    /** A file could not be read or written, or another unexpected error stopped the command. */
    public static final int ERROR = 3;
    /** Interrupted (Ctrl-C); finished results are kept. */
    public static final int INTERRUPTED = 130;

    private ExitCode() {}
}
