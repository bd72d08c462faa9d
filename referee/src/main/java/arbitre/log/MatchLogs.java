package arbitre.log;

import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonMappingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import java.io.IOException;
import java.nio.channels.FileChannel;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;

/**
 * The one place that writes and reads match logs: the referee, replay, standings, reports,
 * validation and tournaments all go through it.
 *
 * <p>A log is written atomically: to a temporary file in the same folder, forced to disk, then
 * renamed over the target, so that a reader (or a resumed tournament) sees a complete file or
 * none, even if the referee is killed half-way.
 */
public final class MatchLogs {
    private static final ObjectMapper JSON = new ObjectMapper()
            .enable(SerializationFeature.INDENT_OUTPUT)
            .disable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES);

    private MatchLogs() {}

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
            Path temp = dir.resolve("." + name + "."
                    + Long.toUnsignedString(
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
                Files.setPosixFilePermissions(
                        temp, java.nio.file.attribute.PosixFilePermissions.fromString("rw-r--r--"));
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
     * Reads a log. A file is a match log when it is a JSON object with {@code moves} and
     * {@code result}; other JSON (a tournament's {@code standings.json}) is foreign. It is parsed
     * once, as a tree that tells logs from other JSON and then becomes a {@link MatchLog}; only when
     * a field is wrong is the file read again, so that the field is reported with its line and column.
     *
     * @throws UnreadableLogException with a one-line message naming the file and what is wrong
     */
    public static MatchLog read(Path file) throws UnreadableLogException {
        JsonNode tree;
        try {
            tree = JSON.readTree(file.toFile());
        } catch (JsonProcessingException e) {
            throw new UnreadableLogException(file + ": not valid JSON: " + describe(e), false);
        } catch (NoSuchFileException e) {
            throw new UnreadableLogException(file + ": no such file", false);
        } catch (IOException e) {
            throw new UnreadableLogException(
                    file + ": cannot read: " + firstLine(String.valueOf(e.getMessage())), false);
        }
        if (tree == null || tree.isMissingNode()) {
            throw new UnreadableLogException(file + ": empty file, not a match log", false);
        }
        if (!tree.isObject() || !tree.has("moves") || !tree.has("result")) {
            throw new UnreadableLogException(
                    file + ": not a match log (a JSON "
                            + (tree.isObject()
                                    ? "object"
                                    : tree.getNodeType().toString().toLowerCase(java.util.Locale.ROOT))
                            + " without \"moves\" and \"result\")",
                    true);
        }
        if (tree.path("format").asInt(-1) != MatchLog.FORMAT) {
            throw new UnreadableLogException(
                    file + ": field \"format\": " + tree.path("format")
                            + " is not a match log format this version reads (" + MatchLog.FORMAT + ")",
                    false);
        }
        try {
            return JSON.treeToValue(tree, MatchLog.class);
        } catch (JsonProcessingException fromTree) {
            // Read again from the file, only to say where in it the wrong field is.
        }
        try {
            return JSON.readValue(file.toFile(), MatchLog.class);
        } catch (JsonProcessingException e) {
            throw new UnreadableLogException(file + ": not a valid match log: " + describe(e), false);
        } catch (IOException e) {
            throw new UnreadableLogException(
                    file + ": cannot read: " + firstLine(String.valueOf(e.getMessage())), false);
        }
    }

    /** The parser's message without its source echo, with the line and column, or the field, it names. */
    private static String describe(JsonProcessingException e) {
        String said = firstLine(String.valueOf(e.getOriginalMessage()));
        if (said.startsWith("Unexpected end-of-input")) {
            // The parser's words for it name its own types ("close marker for OBJECT").
            said = "the file ends in the middle of the JSON (truncated?)";
        }
        StringBuilder out = new StringBuilder(said);
        if (e instanceof JsonMappingException mapping && !mapping.getPath().isEmpty()) {
            out.append(" (field ").append(fieldPath(mapping)).append(')');
        }
        JsonLocation at = e.getLocation();
        if (at != null && at.getLineNr() > 0) {
            out.append(" at line ").append(at.getLineNr()).append(", column ").append(at.getColumnNr());
        }
        return out.toString();
    }

    private static String fieldPath(JsonMappingException e) {
        StringBuilder path = new StringBuilder();
        for (JsonMappingException.Reference ref : e.getPath()) {
            if (ref.getFieldName() != null) {
                path.append(path.length() == 0 ? "" : ".").append(ref.getFieldName());
            } else if (ref.getIndex() >= 0) {
                path.append('[').append(ref.getIndex()).append(']');
            }
        }
        return path.toString();
    }

    /** Jackson's messages may echo a source description after a line break or a bracket. */
    private static String firstLine(String message) {
        String line = message.lines().findFirst().orElse("").strip();
        int source = line.indexOf(" (start marker at [Source");
        if (source >= 0) {
            line = line.substring(0, source);
        }
        return line;
    }
}
