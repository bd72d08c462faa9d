package arbitre.log;

import static org.assertj.core.api.Assertions.assertThat;

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
}
