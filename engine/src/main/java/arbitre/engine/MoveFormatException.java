package arbitre.engine;

/** A text that is not a move in the notation of its game; the message says why. */
public final class MoveFormatException extends IllegalArgumentException {
    private static final long serialVersionUID = 1L;

    private final String text;

    /** {@code why} says what is wrong with {@code text}, which the message shows made printable. */
    public MoveFormatException(String text, String why) {
        super("'" + Text.printable(text, 40) + "' is not a move: " + why);
        this.text = text;
    }

    /** The text as it was given. */
    public String text() {
        return text;
    }
}
