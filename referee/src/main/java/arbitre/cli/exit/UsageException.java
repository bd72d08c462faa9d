package arbitre.cli.exit;

/**
 * Input the command refuses: shown to the user as one line, never as a stack trace, with exit
 * code {@link ExitCode#USAGE}.
 */
public class UsageException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    public UsageException(String message) {
        super(message);
    }

    public UsageException(String message, Throwable cause) {
        super(message, cause);
    }
}
