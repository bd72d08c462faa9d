package arbitre.serve;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.PosixFilePermissions;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.security.SecureRandom;
import java.util.Base64;
import java.util.Map;

/** The secrets of remote seats: made, compared in constant time, and written for the instructor only. */
public final class Tokens {
    /** Where a served tournament writes its seats' tokens, in its output folder. */
    public static final String FILE = "tokens.txt";

    private static final SecureRandom RANDOM = new SecureRandom();

    private Tokens() {}

    /** A fresh token: 128 random bits, URL-safe. */
    public static String generate() {
        byte[] bytes = new byte[16];
        RANDOM.nextBytes(bytes);
        return Base64.getUrlEncoder().withoutPadding().encodeToString(bytes);
    }

    /**
     * Whether {@code given} is {@code expected}, in a time that tells nothing of how much of it
     * matched: both are hashed first, so that even their lengths are compared in the same time.
     */
    public static boolean matches(String expected, String given) {
        if (expected == null || given == null) {
            return false;
        }
        return MessageDigest.isEqual(sha256(expected), sha256(given));
    }

    private static byte[] sha256(String text) {
        try {
            return MessageDigest.getInstance("SHA-256").digest(text.getBytes(StandardCharsets.UTF_8));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("no SHA-256 in this JVM", e);
        }
    }

    /**
     * Writes {@code name token} a line (the name as it is, spaces and all), readable and writable by its owner only (where the file
     * system has POSIX permissions), replacing the file at once.
     */
    public static Path write(Path folder, Map<String, String> tokens) throws IOException {
        Files.createDirectories(folder);
        Path file = folder.resolve(FILE);
        Path part = folder.resolve(FILE + ".part");
        Files.deleteIfExists(part);
        try {
            Files.createFile(part, PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rw-------")));
        } catch (UnsupportedOperationException e) {
            Files.createFile(part);
        }
        StringBuilder text = new StringBuilder();
        tokens.forEach(
                (name, token) -> text.append(name).append(' ').append(token).append('\n'));
        Files.writeString(part, text, StandardCharsets.UTF_8);
        Files.move(part, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
        return file;
    }

    /** The tokens of a file written by {@link #write}, by name; empty when there is none. */
    public static Map<String, String> read(Path folder) throws IOException {
        Path file = folder.resolve(FILE);
        Map<String, String> tokens = new java.util.LinkedHashMap<>();
        if (!Files.exists(file)) {
            return tokens;
        }
        for (String line : Files.readAllLines(file, StandardCharsets.UTF_8)) {
            // A name may hold spaces, a token never does: the token is the last word.
            String entry = line.strip();
            int space = entry.lastIndexOf(' ');
            if (space > 0) {
                tokens.put(entry.substring(0, space), entry.substring(space + 1));
            }
        }
        return tokens;
    }
}
