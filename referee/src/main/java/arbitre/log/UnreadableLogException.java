package arbitre.log;

/**
 * A file that cannot be used as a match log: missing, not JSON, truncated, of another layout, or
 * JSON of another kind ({@link #foreign()}). The message is one line naming the file and, where the
 * parser says, the line and column or the field.
 */
public final class UnreadableLogException extends java.io.IOException {
    private static final long serialVersionUID = 1L;

    private final boolean foreign;

    public UnreadableLogException(String message, boolean foreign) {
        super(message);
        this.foreign = foreign;
    }

    /** True for well-formed JSON that is not a match log at all (such as a tournament's standings). */
    public boolean foreign() {
        return foreign;
    }
}
