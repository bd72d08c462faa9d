package arbitre.process;

/** A bot process that could not be started: a bad command, a missing or non-executable file. */
public final class BotStartException extends Exception {
    private static final long serialVersionUID = 1L;

    public BotStartException(String message) {
        super(message);
    }

    public BotStartException(String message, Throwable cause) {
        super(message, cause);
    }
}
