package arbitre.replay;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class LogFilesTest {

    @TempDir
    Path dir;

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
