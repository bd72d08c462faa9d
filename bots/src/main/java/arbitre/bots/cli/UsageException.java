package arbitre.bots.cli;

import arbitre.bots.protocol.ExitCode;

/**
 * A command line or environment value that cannot be used; {@code BotMain} prints its message on
 * one line and exits with {@link ExitCode#USAGE}, with no stack trace.
 */
public final class UsageException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    public UsageException(String message) {
        super(message);
    }
}
