package arbitre.log;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.StreamReadConstraints;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonMappingException;
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
    /** The largest match log read: a long game's log is well under a megabyte. */
    static final long MAX_BYTES = 32L << 20;

    /** The deepest nesting of a log is a few levels; a hostile file may nest thousands. */
    static final int MAX_DEPTH = 32;

    /** The longest string in a log: a bot's line is at most 4 KiB, a path or a detail a few hundred bytes. */
    static final int MAX_STRING = 1 << 20;

    private static final ObjectMapper JSON = new ObjectMapper(JsonFactory.builder()
                    .streamReadConstraints(StreamReadConstraints.builder()
                            .maxNestingDepth(MAX_DEPTH)
                            .maxStringLength(MAX_STRING)
                            .build())
                    // A field given twice would let the file say two things, of which a reader sees one.
                    .enable(com.fasterxml.jackson.core.StreamReadFeature.STRICT_DUPLICATE_DETECTION)
                    .build())
            .enable(SerializationFeature.INDENT_OUTPUT)
            .disable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
            // What the log says is what it holds: nothing after it, no number written as text or as a
            // fraction where a whole one belongs.
            .enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS)
            .disable(DeserializationFeature.ACCEPT_FLOAT_AS_INT)
            .configure(com.fasterxml.jackson.databind.MapperFeature.ALLOW_COERCION_OF_SCALARS, false);

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

    /**
     * Writes bytes to a file so that the file is either its old self or complete, for every
     * reader and after the writer is killed; a disk that cannot take every byte is an {@link
     * IOException} (its own: {@code No space left on device}), and leaves no file behind. It is not forced to the disk: that took 8 ms a file
     * here, more than half of a quick game's whole time, and what only a power cut could then
     * lose is found again (a match log that does not read is set aside and its match played
     * again; standings and reports are made anew from the logs).
     */
    public static void writeAtomically(Path file, byte[] bytes) throws IOException {
        Path target = file.toAbsolutePath();
        Path dir = target.getParent();
        Files.createDirectories(dir);
        Path temp = newTempFile(dir, target.getFileName().toString());
        try {
            // A write may take only part of the bytes (a disk that is filling up takes what fits and
            // says nothing): the rest is written until all went out or the disk refuses, with its
            // error. Closing is checked too (a network filesystem reports a failed write there).
            try (FileChannel channel = FileChannel.open(temp, StandardOpenOption.WRITE)) {
                java.nio.ByteBuffer buffer = java.nio.ByteBuffer.wrap(bytes);
                while (buffer.hasRemaining()) {
                    channel.write(buffer);
                }
            }
            if (Files.size(temp) != bytes.length) {
                throw new IOException(temp + ": " + Files.size(temp) + " bytes written of " + bytes.length);
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
        try {
            long size = Files.size(file);
            if (size > MAX_BYTES) {
                throw new UnreadableLogException(
                        String.format(
                                java.util.Locale.ROOT,
                                "%s: %,d bytes, larger than any match log (at most %,d)",
                                file,
                                size,
                                MAX_BYTES),
                        false);
            }
        } catch (UnreadableLogException e) {
            throw e;
        } catch (NoSuchFileException e) {
            throw new UnreadableLogException(file + ": no such file", false);
        } catch (IOException e) {
            throw new UnreadableLogException(
                    file + ": cannot read: " + firstLine(String.valueOf(e.getMessage())), false);
        }
        try {
            checkShape(file);
            MatchLog log = JSON.readValue(file.toFile(), MatchLog.class);
            if (log.moves() != null) {
                int hole = log.moves().indexOf(null);
                if (hole >= 0) {
                    throw new UnreadableLogException(
                            file + ": not a valid match log: moves[" + hole + "] is null, not a move", false);
                }
            }
            return log;
        } catch (JsonProcessingException e) {
            throw new UnreadableLogException(
                    file + ": " + (e instanceof JsonMappingException ? "not a valid match log: " : "not valid JSON: ")
                            + describe(e),
                    false);
        } catch (UnreadableLogException e) {
            throw e;
        } catch (NoSuchFileException e) {
            throw new UnreadableLogException(file + ": no such file", false);
        } catch (IOException e) {
            throw new UnreadableLogException(
                    file + ": cannot read: " + firstLine(String.valueOf(e.getMessage())), false);
        }
    }

    /**
     * Tells a match log from other JSON by its top-level fields, read as a stream: the value of
     * every field but {@code format} is skipped, not kept, so that a field of millions of elements
     * costs no memory.
     */
    private static void checkShape(Path file) throws IOException, UnreadableLogException {
        try (JsonParser parser = JSON.createParser(file.toFile())) {
            JsonToken first = parser.nextToken();
            if (first == null) {
                throw new UnreadableLogException(file + ": empty file, not a match log", false);
            }
            boolean moves = false;
            boolean result = false;
            String format = "";
            if (first == JsonToken.START_OBJECT) {
                while (parser.nextToken() == JsonToken.FIELD_NAME) {
                    String name = parser.currentName();
                    JsonToken value = parser.nextToken();
                    moves |= name.equals("moves");
                    result |= name.equals("result");
                    if (name.equals("format")) {
                        format = value == JsonToken.VALUE_STRING
                                ? "\"" + parser.getText() + "\""
                                : value.isScalarValue() ? parser.getText() : "an " + value.asString();
                    }
                    parser.skipChildren();
                }
            }
            if (first != JsonToken.START_OBJECT || !moves || !result) {
                throw new UnreadableLogException(
                        file + ": not a match log (a JSON " + kind(first) + " without \"moves\" and \"result\")", true);
            }
            if (!format.equals(Integer.toString(MatchLog.FORMAT))) {
                throw new UnreadableLogException(
                        file + ": field \"format\": " + format + " is not a match log format this version reads ("
                                + MatchLog.FORMAT + ")",
                        false);
            }
        }
    }

    private static String kind(JsonToken token) {
        return switch (token) {
            case START_OBJECT -> "object";
            case START_ARRAY -> "array";
            case VALUE_STRING -> "string";
            case VALUE_NUMBER_INT, VALUE_NUMBER_FLOAT -> "number";
            case VALUE_TRUE, VALUE_FALSE -> "boolean";
            default -> "null";
        };
    }

    /** The parser's message without its source echo, with the line and column, or the field, it names. */
    private static String describe(JsonProcessingException e) {
        String said = firstLine(String.valueOf(e.getOriginalMessage()));
        if (said.startsWith("Unexpected end-of-input")) {
            // The parser's words for it name its own types ("close marker for OBJECT").
            said = "the file ends in the middle of the JSON (truncated?)";
        } else if (said.startsWith("Duplicate field '")) {
            said = "field " + said.substring("Duplicate field ".length()) + " given twice";
        } else if (said.startsWith("Trailing token")) {
            said = "more JSON after the end of the log";
        } else if (said.startsWith("Cannot coerce") || said.startsWith("Cannot deserialize value of type")) {
            // Jackson names the Java type it wanted; the reader of the message wants the JSON one.
            said = "wrong type: " + expected(said);
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

    /** What a field should hold, in JSON's words, from the Java type Jackson names in backquotes. */
    private static String expected(String said) {
        java.util.regex.Matcher type = java.util.regex.Pattern.compile("to `([^`]+)`|of type `([^`]+)`")
                .matcher(said);
        String java = type.find() ? (type.group(1) != null ? type.group(1) : type.group(2)) : "";
        if (java.matches("(long|int|short|byte|java\\.lang\\.(Long|Integer|Short))")) {
            return "expected a whole number";
        }
        if (java.matches("(double|float|java\\.lang\\.(Double|Float))")) {
            return "expected a number";
        }
        if (java.matches("(boolean|java\\.lang\\.Boolean)")) {
            return "expected true or false";
        }
        if (java.equals("java.lang.String")) {
            return "expected a string";
        }
        if (java.startsWith("java.util.") && java.contains("List")) {
            return "expected an array";
        }
        return java.isEmpty() ? "not what this field holds" : "expected an object";
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
