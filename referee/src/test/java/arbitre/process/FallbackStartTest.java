package arbitre.process;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** How a bot starts without {@code arbitre-spawn}: real processes through the prefix of {@link BotProcess}. */
class FallbackStartTest {
    @TempDir
    Path dir;

    /** Runs the prefix and a bot that leaves a file behind; returns the exit code. */
    private int start(List<String> prefix, Path mark) throws Exception {
        List<String> command = new ArrayList<>(prefix);
        command.addAll(List.of("sh", "-c", "echo ran > '" + mark + "'"));
        Process process = new ProcessBuilder(command).redirectErrorStream(true).start();
        assertThat(process.waitFor(10, TimeUnit.SECONDS)).isTrue();
        return process.exitValue();
    }

    @ParameterizedTest(name = "in a group: {0}, sandboxed: {1}")
    @CsvSource({"true,false", "false,true", "true,true"})
    void botHeldByAGroupOrSandbox_isNotStarted_whenTheRefereeIsNoLongerItsParent(boolean grouped, boolean sandboxed)
            throws Exception {
        Path mark = dir.resolve("ran");
        // The referee named is not the parent: the one that asked was killed, the bot was adopted.
        long notTheParent = ProcessHandle.current().pid() + 1_000_000;

        int exit = start(BotProcess.fallbackPrefix(grouped, sandboxed, notTheParent), mark);

        assertThat(exit).isEqualTo(126);
        assertThat(mark).doesNotExist();
    }

    @ParameterizedTest(name = "in a group: {0}, sandboxed: {1}")
    @CsvSource({"true,false", "false,true", "false,false"})
    void bot_startedByTheRefereeThatAsked_runs(boolean grouped, boolean sandboxed) throws Exception {
        Path mark = dir.resolve("ran");

        int exit = start(
                BotProcess.fallbackPrefix(
                        grouped, sandboxed, ProcessHandle.current().pid()),
                mark);

        assertThat(exit).isZero();
        assertThat(Files.readString(mark)).isEqualTo("ran\n");
    }
}
