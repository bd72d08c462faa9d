package arbitre.sandbox;

import static org.assertj.core.api.Assertions.assertThat;

import arbitre.log.MatchLog;
import arbitre.log.MatchLogs;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * A bot killed for its memory while it starts up (a table built before its first move) is told
 * so: the game never began ({@code no-start}), and its diagnosis is {@code memory-limit}, with the
 * limit, as for a bot killed during the game. Run as root and as an ordinary user.
 */
class StartupMemoryIT {
    /**
     * Fills 256 MiB in children of 32 MiB (each under the limit of a process) before it ever
     * reads its standard input, then waits: over the whole bot's limit, killed for it.
     */
    private static final String GREEDY_AT_START = """
            import os, time
            for i in range(8):
                if os.fork() == 0:
                    table = b"x" * (32 << 20)
                    time.sleep(30)
                    os._exit(0)
            time.sleep(30)
            """;

    @TempDir
    Path dir;

    @ParameterizedTest
    @ValueSource(strings = {"root", "nobody"})
    void match_botOverTheMemoryLimitWhileStartingUp_isDiagnosedMemoryLimit(String user) throws Exception {
        SandboxTests.assertAvailable();
        SandboxTests.assertRunuserAvailable();
        Files.setPosixFilePermissions(dir, PosixFilePermissions.fromString("rwxrwxrwx"));
        Path bot = Files.writeString(dir.resolve("greedy.py"), GREEDY_AT_START);
        Files.setPosixFilePermissions(bot, PosixFilePermissions.fromString("rwxr-xr-x"));
        Path logFile = dir.resolve("results/" + user + ".json");
        String output = SandboxTests.runArbitre(
                dir,
                user,
                "match",
                "--sandbox",
                "--sandbox-memory-mb=128",
                "--move-ms=2000",
                "--p1",
                "builtin:random --seed 1",
                "--p2",
                "python3 " + bot,
                "--log",
                logFile.toString());

        MatchLog log = MatchLogs.read(logFile);

        assertThat(log.result().forfeit()).as(log.result().detail()).isEqualTo(2);
        assertThat(log.result().reason()).isEqualTo("no-start");
        assertThat(log.result().diagnosis()).as(log.result().detail()).isEqualTo("memory-limit");
        assertThat(log.result().detail()).contains("while starting up").contains("memory limit");
        assertThat(output).contains("memory");
    }
}
