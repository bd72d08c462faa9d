package arbitre.validate;

/** A bot's text made safe to show on one line: control and non-ASCII characters escaped, long lines cut. */
final class Printable {
    private static final int MAX = 160;

    private Printable() {
    }

    static String of(String text) {
        StringBuilder out = new StringBuilder();
        int limit = Math.min(text.length(), MAX);
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
