package arbitre.serve;

import java.io.ByteArrayOutputStream;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;

/**
 * The path of a remote seat, {@code /seat/NAME}: the one place where a seat's name is written into
 * a URL (by {@code arbitre connect}) and read back out of one (by the server).
 *
 * <p>A name is any printable text ({@code Jean Dupont}, {@code Élodie}, {@code R&D/2}, {@code
 * 100%}), and a path segment takes few of those characters as they are. The name's UTF-8 bytes are
 * percent-encoded, all but ASCII letters, digits and {@code - . _ ~}; a name of dots only has its
 * dots encoded as well, so that it never reads as a {@code .} or {@code ..} segment. The server
 * decodes the path as it was sent, before anything normalizes it: an encoded {@code /} stays part of
 * the name. A client that wrote the name as it is, non-ASCII letters and all (Java's client then
 * encodes them), is read the same way.
 */
public final class SeatPath {
    /** What every seat's path starts with. */
    public static final String PREFIX = "/seat/";

    private static final char[] HEX = "0123456789ABCDEF".toCharArray();

    private SeatPath() {}

    /** The path of the seat {@code name}, encoded (ASCII only). */
    public static String of(String name) {
        boolean dotsOnly = name.chars().allMatch(c -> c == '.');
        StringBuilder path = new StringBuilder(PREFIX);
        for (byte b : name.getBytes(StandardCharsets.UTF_8)) {
            int c = b & 0xff;
            boolean kept = (c >= 'A' && c <= 'Z')
                    || (c >= 'a' && c <= 'z')
                    || (c >= '0' && c <= '9')
                    || c == '-'
                    || c == '_'
                    || c == '~'
                    || (c == '.' && !dotsOnly);
            if (kept) {
                path.append((char) c);
            } else {
                path.append('%').append(HEX[c >> 4]).append(HEX[c & 0xf]);
            }
        }
        return path.toString();
    }

    /**
     * The seat's name in a path as it was sent (not decoded, not normalized), or {@code null} when
     * the path is no seat's: another path, an empty name, or an encoding that is not UTF-8.
     */
    public static String name(String rawPath) {
        if (rawPath == null || !rawPath.startsWith(PREFIX) || rawPath.length() == PREFIX.length()) {
            return null;
        }
        String encoded = rawPath.substring(PREFIX.length());
        ByteArrayOutputStream bytes = new ByteArrayOutputStream(encoded.length());
        for (int i = 0; i < encoded.length(); ) {
            int c = encoded.codePointAt(i);
            if (c == '%') {
                int high = i + 2 < encoded.length() ? Character.digit(encoded.charAt(i + 1), 16) : -1;
                int low = high >= 0 ? Character.digit(encoded.charAt(i + 2), 16) : -1;
                if (low < 0) {
                    return null;
                }
                bytes.write(high << 4 | low);
                i += 3;
            } else {
                byte[] plain = Character.toString(c).getBytes(StandardCharsets.UTF_8);
                bytes.write(plain, 0, plain.length);
                i += Character.charCount(c);
            }
        }
        try {
            return StandardCharsets.UTF_8
                    .newDecoder()
                    .onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT)
                    .decode(ByteBuffer.wrap(bytes.toByteArray()))
                    .toString();
        } catch (CharacterCodingException e) {
            return null;
        }
    }
}
