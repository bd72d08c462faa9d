package arbitre.tournament.run;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class FolderLockTest {
    @TempDir
    Path dir;

    @Test
    void acquire_lockFileIsASymbolicLink_refusesNamingItAndLeavesTheTargetAlone() throws IOException {
        Path victim = Files.writeString(dir.resolve("victim.txt"), "precious");
        Path out = Files.createDirectories(dir.resolve("out"));
        Files.createSymbolicLink(out.resolve(FolderLock.NAME), victim);
        PrintWriter notes = new PrintWriter(new StringWriter());

        assertThatThrownBy(() -> FolderLock.acquire(out, notes))
                .isInstanceOf(IOException.class)
                .hasMessageContaining(out.resolve(FolderLock.NAME).toString())
                .hasMessageContaining("symbolic link");
        assertThat(victim).hasContent("precious");
    }
}
