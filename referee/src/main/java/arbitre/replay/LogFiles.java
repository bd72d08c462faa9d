package arbitre.replay;

import arbitre.log.MatchLog;
import arbitre.log.MatchLogs;
import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonMappingException;
import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

/**
 * Finds and reads match logs for replay and verification, turning every way a file can be wrong
 * into a one-line message instead of a parser's stack trace.
 *
 * <p>A file is a match log when it is a JSON object with {@code moves} and {@code result}; other
 * JSON (a tournament's {@code standings.json}) is foreign. It is parsed once, as a tree that tells
 * logs from other JSON and then becomes a {@link MatchLog}; only when a field is wrong is the file
 * read again, so that the field is reported with its line and column.
 */
public final class LogFiles {

    private LogFiles() {
    }

    /**
     * Reads a match log.
     *
     * @throws UnreadableLogException with a one-line message naming the file
     */
    public static MatchLog read(Path file) throws UnreadableLogException {
        JsonNode tree;
        try {
            tree = MatchLogs.mapper().readTree(file.toFile());
        } catch (JsonProcessingException e) {
            throw new UnreadableLogException(file + ": not valid JSON: " + describe(e), false);
        } catch (NoSuchFileException e) {
            throw new UnreadableLogException(file + ": no such file", false);
        } catch (IOException e) {
            throw new UnreadableLogException(file + ": cannot read: " + firstLine(String.valueOf(e.getMessage())), false);
        }
        if (tree == null || tree.isMissingNode()) {
            throw new UnreadableLogException(file + ": empty file, not a match log", false);
        }
        if (!tree.isObject() || !tree.has("moves") || !tree.has("result")) {
            throw new UnreadableLogException(file + ": not a match log (a JSON "
                    + (tree.isObject() ? "object" : tree.getNodeType().toString().toLowerCase(java.util.Locale.ROOT))
                    + " without \"moves\" and \"result\")", true);
        }
        if (tree.path("format").asInt(-1) != MatchLog.FORMAT) {
            throw new UnreadableLogException(file + ": field \"format\": " + tree.path("format")
                    + " is not a match log format this version reads (" + MatchLog.FORMAT + ")", false);
        }
        try {
            return MatchLogs.mapper().treeToValue(tree, MatchLog.class);
        } catch (JsonProcessingException fromTree) {
            // Read again from the file, only to say where in it the wrong field is.
        }
        try {
            return MatchLogs.mapper().readValue(file.toFile(), MatchLog.class);
        } catch (JsonProcessingException e) {
            throw new UnreadableLogException(file + ": not a valid match log: " + describe(e), false);
        } catch (IOException e) {
            throw new UnreadableLogException(file + ": cannot read: " + firstLine(String.valueOf(e.getMessage())), false);
        }
    }

    /**
     * The files named, with each folder replaced by the {@code .json} files under it (recursively,
     * sorted by path). Foreign JSON in a folder is told apart only when read.
     *
     * @throws UnreadableLogException for a path that does not exist
     */
    public static List<Path> expand(List<Path> paths) throws UnreadableLogException {
        List<Path> files = new ArrayList<>();
        for (Path path : paths) {
            if (Files.isDirectory(path)) {
                try (Stream<Path> walk = Files.walk(path)) {
                    walk.filter(p -> p.getFileName().toString().endsWith(".json") && Files.isRegularFile(p))
                            .sorted()
                            .forEach(files::add);
                } catch (IOException e) {
                    throw new UnreadableLogException(path + ": cannot list: " + firstLine(String.valueOf(e.getMessage())),
                            false);
                }
            } else if (Files.exists(path)) {
                files.add(path);
            } else {
                throw new UnreadableLogException(path + ": no such file or folder", false);
            }
        }
        return files;
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
