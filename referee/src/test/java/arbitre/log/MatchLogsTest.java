package arbitre.log;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import arbitre.engine.RuleSet;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class MatchLogsTest {
    @TempDir
    Path dir;

    @Test
    void writeAtomically_replacesTheFile_leavesNoTemporary_readableByAll() throws Exception {
        Path file = dir.resolve("sub/standings.json");
        MatchLogs.writeAtomically(file, "old".getBytes());

        MatchLogs.writeAtomically(file, "new".getBytes());

        assertThat(file).hasContent("new");
        try (Stream<Path> files = Files.list(file.getParent())) {
            assertThat(files).containsExactly(file);
        }
        assertThat(PosixFilePermissions.toString(Files.getPosixFilePermissions(file))).isEqualTo("rw-r--r--");
    }

    @Test
    void read_truncatedLog_namesFileLineAndColumn() throws Exception {
        Path full = dir.resolve("full.json");
        MatchLogs.write(full, arbitre.replay.SampleLogs.finished(1, RuleSet.OFFICIAL));
        byte[] bytes = Files.readAllBytes(full);
        Path cut = Files.write(dir.resolve("cut.json"), java.util.Arrays.copyOf(bytes, bytes.length / 2));

        assertThatThrownBy(() -> MatchLogs.read(cut))
                .isInstanceOf(UnreadableLogException.class)
                .hasMessageStartingWith(cut + ": not valid JSON, so not a valid match log: Unexpected end-of-input")
                .hasMessageContaining(" at line ")
                .satisfies(e -> assertThat(e.getMessage()).doesNotContain("\n").doesNotContain("Source"));
    }

    @Test
    void read_otherJson_isForeign() throws Exception {
        Path standings = Files.writeString(dir.resolve("standings.json"), "{\"format\": 1, \"standings\": []}");

        assertThatThrownBy(() -> MatchLogs.read(standings))
                .isInstanceOfSatisfying(UnreadableLogException.class, e -> assertThat(e.foreign()).isTrue())
                .hasMessage(standings + ": not a match log (a JSON object without \"moves\" and \"result\")");
    }

    @Test
    void read_fieldOfTheWrongType_namesTheField() throws Exception {
        Path full = dir.resolve("full.json");
        MatchLogs.write(full, arbitre.replay.SampleLogs.finished(1, RuleSet.OFFICIAL));
        Path bad = Files.writeString(dir.resolve("bad.json"),
                Files.readString(full).replaceFirst("\"plies\" : \\d+", "\"plies\" : \"many\""));

        assertThatThrownBy(() -> MatchLogs.read(bad))
                .hasMessageContaining("(field result.plies)")
                .hasMessageContaining(" at line ");
    }

    @Test
    void read_logWrittenBeforeGamesWereNamed_isAwaleFromTheStandardStart() throws Exception {
        Path full = dir.resolve("full.json");
        MatchLogs.write(full, arbitre.replay.SampleLogs.finished(1, RuleSet.OFFICIAL));
        Path old = Files.writeString(dir.resolve("old.json"), Files.readString(full)
                .replaceFirst("\"game\" : \"awale\",", "").replaceFirst("\"start\" : \"standard\",", ""));

        MatchLog log = MatchLogs.read(old);

        assertThat(MatchLogs.mapper().readTree(old.toFile()).has("game")).isFalse();
        assertThat(Files.readString(old)).doesNotContain("\"start\"");
        assertThat(log.game()).isEqualTo("awale");
        assertThat(log.start()).isEqualTo("standard");
        assertThat(log.players()).allSatisfy(p -> assertThat(p.processesLeftBehind()).isZero());
    }
}
