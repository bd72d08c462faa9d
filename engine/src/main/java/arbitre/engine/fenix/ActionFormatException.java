package arbitre.engine.fenix;

import arbitre.engine.Text;

/** A text that is not a Fenix action in the notation ({@code start-end} then {@code x} and each captured square). */
public final class ActionFormatException extends IllegalArgumentException {
    private static final long serialVersionUID = 1L;

    private final String text;

    ActionFormatException(String text, String why) {
        super("'" + Text.printable(text, 60) + "' is not a Fenix action: " + why);
        this.text = text;
    }

    /** The text as it was given. */
    public String text() {
        return text;
    }
}
