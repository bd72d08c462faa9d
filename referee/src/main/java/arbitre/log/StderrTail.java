package arbitre.log;

import java.io.IOException;
import java.io.RandomAccessFile;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;

/**
 * The last words of a bot: the last line of its standard error, which usually names why it
 * stopped (a Python traceback's last line, {@code can't open file …}). Only the end of the file is
 * read. The line is the bot's own bytes: whoever prints it escapes it for the terminal.
 */
public final class StderrTail {
    /** How much of the end of the file is read. */
    private static final int TAIL_BYTES = 8192;

    /** The longest excerpt kept, in characters. */
    static final int MAX_CHARS = 200;

    private StderrTail() {}

    /** The last line that is not blank, at most {@value #MAX_CHARS} characters; empty when there is none. */
    public static String lastLine(Path file) {
        String tail;
        try (RandomAccessFile in = new RandomAccessFile(file.toFile(), "r")) {
            long length = in.length();
            int size = (int) Math.min(length, TAIL_BYTES);
            byte[] bytes = new byte[size];
            in.seek(length - size);
            in.readFully(bytes);
            tail = new String(bytes, StandardCharsets.UTF_8);
        } catch (IOException | RuntimeException e) {
            return "";
        }
        List<String> lines =
                tail.lines().map(String::strip).filter(l -> !l.isEmpty()).toList();
        if (lines.isEmpty()) {
            return "";
        }
        String last = lines.get(lines.size() - 1);
        return last.length() > MAX_CHARS ? last.substring(0, MAX_CHARS) + "…" : last;
    }

    /**
     * The detail of a log's result for a person: for a {@code crash}, with the last line of the
     * crashed bot's standard error (saved beside {@code logFile}), which the log's detail does not
     * hold; otherwise the detail as it is ({@code null} when there is none).
     */
    public static String detailWithLastWords(MatchLog log, Path logFile) {
        MatchLog.Result result = log.result();
        Integer forfeit = result.forfeit();
        if (!("crash".equals(result.reason()) || "no-start".equals(result.reason()))
                || forfeit == null
                || forfeit < 1
                || forfeit > log.players().size()) {
            return result.detail();
        }
        String stderr = log.players().get(forfeit - 1).stderr();
        Path folder = logFile.toAbsolutePath().getParent();
        if (stderr == null || folder == null) {
            return result.detail();
        }
        Path file = folder.resolve(stderr).normalize();
        String last = file.startsWith(folder) ? lastLine(file) : "";
        if (last.isEmpty()) {
            return result.detail();
        }
        return (result.detail() == null ? "" : result.detail() + "; ") + "its standard error ends: " + last;
    }
}
