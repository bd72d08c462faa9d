package arbitre.bots.protocol;

/** The exit codes of {@code java -jar bots.jar}, one documented constant each. */
public final class ExitCode {
    /** The game ended ({@code RESULT}, {@code END} or end of input), or the command finished. */
    public static final int OK = 0;
    /** The input broke the protocol: an unparseable or illegal move, an unexpected {@code START}. */
    public static final int PROTOCOL_ERROR = 1;
    /** The command line or an {@code ARBITRE_*} variable was not understood. */
    public static final int USAGE = 2;

    private ExitCode() {}
}
