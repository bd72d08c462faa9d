package arbitre.engine;

/** A text that is not a move in the notation of RULES.md; the message says why. */
public final class MoveFormatException extends IllegalArgumentException {
    private static final long serialVersionUID = 1L;

    private final String text;

    MoveFormatException(String text, String why) {
        super("'" + printable(text) + "' is not a move: " + why);
        this.text = text;
    }

    /** The text as it was given. */
    public String text() {
        return text;
    }

    /** The text with control and non-ASCII characters escaped and long texts shortened. */
    static String printable(String text) {
        StringBuilder out = new StringBuilder();
        int limit = Math.min(text.length(), 40);
        for (int i = 0; i < limit; i++) {
            char c = text.charAt(i);
            if (c >= 0x20 && c < 0x7f) {
                out.append(c);
            } else {
                out.append(String.format("\\u%04x", (int) c));
            }
        }
        if (text.length() > limit) {
            out.append("... (").append(text.length()).append(" characters)");
        }
        return out.toString();
    }
}
