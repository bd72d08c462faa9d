package arbitre.process;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ProcStatTest {
    @TempDir
    Path dir;

    @Test
    void fields_commandNameWithSpacesAndParentheses_startAtTheState() {
        String line = "4242 (bot ) (x 1) S 17 4242 4242 0 -1 4194560 ...\n";

        String[] fields = ProcStat.fields(line);

        assertThat(fields[0]).isEqualTo("S");
        assertThat(fields[1]).as("the parent").isEqualTo("17");
        assertThat(fields[3]).as("the session").isEqualTo("4242");
    }

    @Test
    void fields_lineWithoutAName_isNull() {
        assertThat(ProcStat.fields("4242 bot S 17")).isNull();
        assertThat(ProcStat.fields("4242 (bot)")).isNull();
    }

    @Test
    void state_ofTheReadingThread_isRunning_andOfAGoneOne_isZero() {
        assertThat(ProcStat.state(Path.of("/proc/thread-self/stat"))).isEqualTo('R');
        assertThat(ProcStat.state(dir.resolve("no-such-process").resolve("stat")))
                .isEqualTo((char) 0);
        assertThat(ProcStat.fields(dir.resolve("no-such-process").resolve("stat")))
                .isNull();
    }

    @Test
    void state_ofAZombieLine_isZ() throws Exception {
        Path stat = Files.writeString(dir.resolve("stat"), "99 (sh) Z 1 99 99 0 -1 0\n");

        assertThat(ProcStat.state(stat)).isEqualTo('Z');
    }
}
