package arbitre.engine;

/** Text from outside, such as a line a bot wrote in place of a move, made safe to show. */
public final class Text {
    private Text() {}

    /**
     * Any text made safe to show on one line: control and non-ASCII characters escaped as {@code
     * \\uXXXX}, and cut after {@code max} characters with the full length said.
     */
    public static String printable(String text, int max) {
        StringBuilder out = new StringBuilder();
        int limit = Math.min(text.length(), max);
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
