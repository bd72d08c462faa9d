package arbitre.replay;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import arbitre.engine.RuleSet;
import arbitre.log.MatchLogs;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class LogFilesTest {

    @TempDir
    Path dir;

    @Test
    void read_truncatedLog_namesFileLineAndColumn() throws Exception {
        Path full = dir.resolve("full.json");
        MatchLogs.write(full, SampleLogs.finished(1, RuleSet.OFFICIAL));
        byte[] bytes = Files.readAllBytes(full);
        Path cut = Files.write(dir.resolve("cut.json"), java.util.Arrays.copyOf(bytes, bytes.length / 2));

        assertThatThrownBy(() -> LogFiles.read(cut))
                .isInstanceOf(UnreadableLogException.class)
                .hasMessageStartingWith(cut + ": not valid JSON: the file ends in the middle of the JSON (truncated?)")
                .hasMessageContaining(" at line ")
                .satisfies(e -> assertThat(e.getMessage()).doesNotContain("\n").doesNotContain("Source"));
    }

    @Test
    void read_otherJson_isForeign() throws Exception {
        Path standings = Files.writeString(dir.resolve("standings.json"), "{\"format\": 1, \"standings\": []}");

        assertThatThrownBy(() -> LogFiles.read(standings))
                .isInstanceOfSatisfying(UnreadableLogException.class, e -> assertThat(e.foreign()).isTrue())
                .hasMessage(standings + ": not a match log (a JSON object without \"moves\" and \"result\")");
    }

    @Test
    void read_fieldOfTheWrongType_namesTheField() throws Exception {
        Path full = dir.resolve("full.json");
        MatchLogs.write(full, SampleLogs.finished(1, RuleSet.OFFICIAL));
        Path bad = Files.writeString(dir.resolve("bad.json"),
                Files.readString(full).replaceFirst("\"plies\" : \\d+", "\"plies\" : \"many\""));

        assertThatThrownBy(() -> LogFiles.read(bad))
                .hasMessageContaining("(field result.plies)")
                .hasMessageContaining(" at line ");
    }

    @Test
    void expand_folder_findsJsonFilesRecursivelyInOrder() throws Exception {
        Files.createDirectories(dir.resolve("b"));
        Files.writeString(dir.resolve("b/2.json"), "{}");
        Files.writeString(dir.resolve("1.json"), "{}");
        Files.writeString(dir.resolve("1.p1.stderr.txt"), "");

        assertThat(LogFiles.expand(java.util.List.of(dir)))
                .containsExactly(dir.resolve("1.json"), dir.resolve("b/2.json"));
    }
}
