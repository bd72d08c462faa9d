package arbitre.log;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import java.io.IOException;
import java.nio.channels.FileChannel;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;

/**
 * The one place that writes and reads match logs.
 *
 * <p>A log is written atomically: to a temporary file in the same folder, forced to disk, then
 * renamed over the target, so that a reader (or a resumed tournament) sees a complete file or
 * none, even if the referee is killed half-way.
 */
public final class MatchLogs {
    private static final ObjectMapper JSON = new ObjectMapper()
            .enable(SerializationFeature.INDENT_OUTPUT)
            .disable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES);

    private MatchLogs() {
    }

    /** The mapper for match logs, shared by everything that reads or writes them. */
    public static ObjectMapper mapper() {
        return JSON;
    }

    /** Writes a log atomically, creating its folder if needed. */
    public static void write(Path file, MatchLog log) throws IOException {
        byte[] bytes;
        try {
            bytes = JSON.writeValueAsBytes(log);
        } catch (JsonProcessingException e) {
            throw new IOException("cannot encode the match log: " + e.getOriginalMessage(), e);
        }
        writeAtomically(file, bytes);
    }

    /**
     * A new empty file {@code .<name>.<random>.tmp} in {@code dir}. Not {@link Files#createTempFile}:
     * its names come from a {@link java.security.SecureRandom}, whose set-up costs a good part of
     * a short run's start, where a name only has to be new.
     */
    private static Path newTempFile(Path dir, String name) throws IOException {
        while (true) {
            Path temp = dir.resolve("." + name + "." + Long.toUnsignedString(
                    java.util.concurrent.ThreadLocalRandom.current().nextLong(), 36) + ".tmp");
            try {
                return Files.createFile(temp);
            } catch (java.nio.file.FileAlreadyExistsException e) {
                // taken: draw another name
            }
        }
    }

    /** Writes bytes to a file so that the file is either its old self or complete. */
    public static void writeAtomically(Path file, byte[] bytes) throws IOException {
        Path target = file.toAbsolutePath();
        Path dir = target.getParent();
        Files.createDirectories(dir);
        Path temp = newTempFile(dir, target.getFileName().toString());
        try {
            try (FileChannel channel = FileChannel.open(temp, StandardOpenOption.WRITE)) {
                channel.write(java.nio.ByteBuffer.wrap(bytes));
                channel.force(true);
            }
            // A temporary file is private to its owner; results are for everyone who can read the folder.
            if (temp.getFileSystem().supportedFileAttributeViews().contains("posix")) {
                Files.setPosixFilePermissions(temp, java.nio.file.attribute.PosixFilePermissions.fromString("rw-r--r--"));
            }
            try {
                Files.move(temp, target, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
            } catch (AtomicMoveNotSupportedException e) {
                Files.move(temp, target, StandardCopyOption.REPLACE_EXISTING);
            }
        } finally {
            Files.deleteIfExists(temp);
        }
    }

    /**
     * Reads a log.
     *
     * @throws IOException naming the file and what is wrong with it
     */
    public static MatchLog read(Path file) throws IOException {
        try {
            return JSON.readValue(file.toFile(), MatchLog.class);
        } catch (JsonProcessingException e) {
            throw new IOException(file + ": not a valid match log: " + e.getOriginalMessage()
                    + " (line " + e.getLocation().getLineNr() + ", column " + e.getLocation().getColumnNr() + ")", e);
        }
    }
}
