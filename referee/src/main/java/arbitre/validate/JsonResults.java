package arbitre.validate;

import arbitre.log.MatchLogs;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import com.fasterxml.jackson.core.JsonProcessingException;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;

/**
 * Validation reports as one JSON document: {@code format}, {@code passed} (every bot passed), and
 * per bot its name, commands, log folder, {@code passed}, {@code checksPassed} and the checks
 * ({@code number}, {@code check}, {@code status}, {@code reason}, {@code evidence}).
 */
public final class JsonResults {
    public static final int FORMAT = 1;

    private JsonResults() {}

    /** Writes the reports to a file, atomically. */
    public static void write(Path file, List<BotReport> reports) throws IOException {
        try {
            MatchLogs.writeAtomically(file, MatchLogs.mapper().writeValueAsBytes(document(reports)));
        } catch (JsonProcessingException e) {
            throw new IOException("cannot encode the validation results: " + e.getOriginalMessage(), e);
        }
    }

    static Document document(List<BotReport> reports) {
        return new Document(
                FORMAT,
                reports.stream().allMatch(BotReport::passed),
                reports.stream().map(JsonResults::bot).toList());
    }

    private static Bot bot(BotReport report) {
        return new Bot(
                report.name(),
                report.command(),
                report.commandAsPlayer2(),
                report.logDir().toString(),
                report.passed(),
                report.passedCount(),
                report.checks().size(),
                report.millis(),
                report.checks().stream()
                        .map(c -> new Item(
                                c.check().number(),
                                c.check().title(),
                                c.status().name(),
                                c.reason(),
                                c.evidence()))
                        .toList());
    }

    @JsonPropertyOrder({"format", "passed", "bots"})
    record Document(int format, boolean passed, List<Bot> bots) {}

    @JsonPropertyOrder({
        "name",
        "command",
        "commandAsPlayer2",
        "logDir",
        "passed",
        "checksPassed",
        "checks",
        "millis",
        "results"
    })
    record Bot(
            String name,
            String command,
            String commandAsPlayer2,
            String logDir,
            boolean passed,
            long checksPassed,
            int checks,
            long millis,
            List<Item> results) {}

    @JsonPropertyOrder({"number", "check", "status", "reason", "evidence"})
    record Item(int number, String check, String status, String reason, List<String> evidence) {}
}
