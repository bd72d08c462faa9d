package arbitre.tournament.config;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.text.Normalizer;
import java.util.HexFormat;
import java.util.regex.Pattern;

/**
 * Bot names and the file names made from them.
 *
 * <p>A name is what the standings show: any printable text ({@code Élodie}, {@code Jean Dupont}).
 * Files need a safe slug, and match ids join two slugs ({@code <first>-vs-<second>-<round>}), so a
 * slug must never let two ids meet: {@code a} against {@code b-vs-c} and {@code a-vs-b} against
 * {@code c} would both be {@code a-vs-b-vs-c-1}. A name of the safe alphabet that cannot take part
 * in such a mix-up (no {@code -vs-} inside, not ending in {@code -vs}, not starting with
 * {@code vs-}) is its own slug, so the ids of ordinary names stay as they always were. Any other
 * name becomes a readable base without a {@code -} (accents dropped, other characters as
 * {@code _}), a {@code ~} and eight hex digits of the name's SHA-256: never equal to a kept name
 * (which has no {@code ~}), and with no {@code -} that could make an id read two ways.
 */
public final class BotNames {
    /** Names kept as their own slug. */
    private static final Pattern SAFE = Pattern.compile("[A-Za-z0-9][A-Za-z0-9_.+-]{0,63}");
    /** The longest name, in characters (code points). */
    public static final int MAX_LENGTH = 64;

    private BotNames() {}

    /**
     * Why a name cannot be used, or {@code null} when it can: empty, too long, white space at
     * either end, or a character that does not print (a control, a line break, a format mark).
     */
    public static String problem(String name) {
        if (name.isBlank()) {
            return "a name cannot be empty";
        }
        int length = name.codePointCount(0, name.length());
        if (length > MAX_LENGTH) {
            return "'" + name + "' is " + length + " characters long, more than " + MAX_LENGTH;
        }
        if (Character.isWhitespace(name.codePointAt(0))
                || Character.isWhitespace(name.codePointBefore(name.length()))) {
            return "'" + name.strip() + "' has white space at its start or end";
        }
        for (int i = 0; i < name.length(); ) {
            int c = name.codePointAt(i);
            if (!printable(c)) {
                return "'" + printableForm(name) + "' holds a character that does not print (U+"
                        + String.format("%04X", c) + ")";
            }
            i += Character.charCount(c);
        }
        return null;
    }

    private static boolean printable(int c) {
        if (c == ' ') {
            return true;
        }
        return switch (Character.getType(c)) {
            case Character.CONTROL,
                    Character.FORMAT,
                    Character.UNASSIGNED,
                    Character.SURROGATE,
                    Character.PRIVATE_USE,
                    Character.LINE_SEPARATOR,
                    Character.PARAGRAPH_SEPARATOR,
                    Character.SPACE_SEPARATOR -> false;
            default -> true;
        };
    }

    private static String printableForm(String name) {
        StringBuilder out = new StringBuilder();
        name.codePoints().forEach(c -> {
            if (printable(c)) {
                out.appendCodePoint(c);
            } else {
                out.append(String.format("\\u%04X", c));
            }
        });
        return out.toString();
    }

    /** The name as a part of file names and match ids (see the class comment). */
    public static String slug(String name) {
        if (SAFE.matcher(name).matches()
                && !name.contains("-vs-")
                && !name.endsWith("-vs")
                && !name.startsWith("vs-")) {
            return name;
        }
        String plain = Normalizer.normalize(name, Normalizer.Form.NFD).replaceAll("\\p{M}+", "");
        StringBuilder base = new StringBuilder();
        plain.codePoints().forEach(c -> {
            boolean safe = c < 128 && (Character.isLetterOrDigit(c) || c == '.' || c == '+' || c == '_');
            base.append(safe ? (char) c : '_');
        });
        String readable = base.toString().replaceAll("_+", "_").replaceAll("^[_.]+|_+$", "");
        if (readable.length() > 40) {
            readable = readable.substring(0, 40);
        }
        return (readable.isEmpty() ? "bot" : readable) + "~" + digest(name);
    }

    private static String digest(String name) {
        try {
            byte[] hash = MessageDigest.getInstance("SHA-256").digest(name.getBytes(StandardCharsets.UTF_8));
            return HexFormat.of().formatHex(hash, 0, 4);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("SHA-256 is missing from this Java", e);
        }
    }
}
