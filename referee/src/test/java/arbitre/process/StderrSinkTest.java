package arbitre.process;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class StderrSinkTest {
    @TempDir
    Path dir;

    @Test
    void run_fileIsASymbolicLink_leavesTheTargetAlone() throws IOException {
        Path victim = Files.writeString(dir.resolve("victim.txt"), "precious");
        Path file = dir.resolve("bot.stderr.txt");
        Files.createSymbolicLink(file, victim);

        new StderrSink(new ByteArrayInputStream("overwritten".getBytes(StandardCharsets.UTF_8)), file, 1024).run();

        assertThat(victim).hasContent("precious");
    }

    @Test
    void run_plainFile_keepsWhatTheBotWrote() throws IOException {
        Path file = dir.resolve("bot.stderr.txt");

        new StderrSink(new ByteArrayInputStream("said".getBytes(StandardCharsets.UTF_8)), file, 1024).run();

        assertThat(file).hasContent("said");
    }
}
