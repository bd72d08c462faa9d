package arbitre.cli.command;

import static org.assertj.core.api.Assertions.assertThat;

import arbitre.log.MatchLog;
import arbitre.log.MatchLogs;
import arbitre.sandbox.SandboxTests;
import arbitre.testbots.TestBots;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The referee run by an ordinary user ({@code nobody}, through {@code runuser}), as on a student's
 * laptop, while the tests run as root as on CI: the process limit of the sandbox is recorded as
 * not applied, and a daemon a bot leaves is still found and stopped (a PID namespace inside a
 * user namespace of its own).
 */
class OrdinaryUserIT {
    @TempDir
    Path dir;

    private String marker;

    @BeforeEach
    void setUp() throws Exception {
        SandboxTests.assertAvailable();
        SandboxTests.assertRunuserAvailable();
        Files.setPosixFilePermissions(dir, PosixFilePermissions.fromString("rwxrwxrwx"));
        marker = TestBots.newMarker();
    }

    /** Runs {@code arbitre ARGS…} as nobody in the test's folder and returns its output. */
    private String asNobody(String... args) throws Exception {
        Process arbitre = startAsNobody(args);
        String output = new String(arbitre.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(arbitre.waitFor(120, TimeUnit.SECONDS)).isTrue();
        assertThat(arbitre.exitValue()).as(output).isZero();
        return output;
    }

    private Process startAsNobody(String... args) throws Exception {
        return SandboxTests.startArbitre(dir, "nobody", java.util.Map.of(TestBots.MARKER, marker), args);
    }

    @Test
    void tournament_matchFolderNotWritable_stopsBeforeTheFirstGameSayingWhy() throws Exception {
        arbitre.tournament.config.ConfigFiles.write(
                dir.resolve("t.json"),
                java.util.Map.of("name", "t", "output", "out", "sandbox", false),
                arbitre.tournament.config.ConfigFiles.bots(
                        "a", "builtin:random --seed 1", "b", "builtin:greedy --seed 1"));
        Files.setPosixFilePermissions(dir.resolve("t.json"), PosixFilePermissions.fromString("rw-r--r--"));
        Files.setPosixFilePermissions(
                Files.createDirectories(dir.resolve("out")), PosixFilePermissions.fromString("rwxrwxrwx"));
        // Root's folder: nobody can read it but not write in it.
        Files.setPosixFilePermissions(
                Files.createDirectories(dir.resolve("out/matches")), PosixFilePermissions.fromString("rwxr-xr-x"));

        Process arbitre = startAsNobody("tournament", "t.json");
        String output = new String(arbitre.getInputStream().readAllBytes(), StandardCharsets.UTF_8);

        assertThat(arbitre.waitFor(120, TimeUnit.SECONDS)).isTrue();
        assertThat(arbitre.exitValue()).as(output).isNotZero();
        assertThat(output)
                .contains(dir.resolve("out/matches") + " cannot be written (permission denied), and the match logs")
                .doesNotContain("a-vs-b-1");
        try (var files = Files.list(dir.resolve("out"))) {
            assertThat(files.map(p -> p.getFileName().toString())).doesNotContain("standings.json");
        }
    }

    @Test
    void validate_scriptTheUserCannotRead_printsWhyItDidNotStart() throws Exception {
        Path script = dir.resolve("secret.py");
        Files.writeString(script, "print('never')\n");
        Files.setPosixFilePermissions(script, PosixFilePermissions.fromString("rw-------"));

        Process arbitre = startAsNobody(
                "validate", "--bot", "python3 secret.py", "--games", "2", "--junit", "junit.xml", "--json", "r.json");
        String output = new String(arbitre.getInputStream().readAllBytes(), StandardCharsets.UTF_8);

        assertThat(arbitre.waitFor(120, TimeUnit.SECONDS)).isTrue();
        assertThat(arbitre.exitValue()).as(output).isNotZero();
        assertThat(output)
                .contains(" 1 FAIL starts: as player 1: exited with code 2 while starting up")
                .contains("its standard error ends: ")
                .contains("secret.py")
                .contains("Permission denied");
        assertThat(Files.readString(dir.resolve("junit.xml"))).contains("Permission denied");
        assertThat(Files.readString(dir.resolve("r.json"))).contains("Permission denied");
    }

    @Test
    void sandbox_asAnOrdinaryUser_recordsTheProcessLimitAsNotApplied() throws Exception {
        asNobody(
                "match",
                "--sandbox",
                "--p1",
                "builtin:random --seed 1",
                "--p2",
                "builtin:greedy --seed 1",
                "--log",
                "results/sandboxed.json");

        MatchLog log = MatchLogs.read(dir.resolve("results/sandboxed.json"));
        assertThat(log.sandbox().notApplied()).containsExactly("processes");
        assertThat(log.result().forfeit())
                .as("detail: %s", log.result().detail())
                .isNull();
    }

    @Test
    void daemonLeftByABot_asAnOrdinaryUser_isFoundAndStopped() throws Exception {
        Path bot = dir.resolve("daemon.sh");
        Files.writeString(
                bot,
                "#!/bin/sh\nread line\nsetsid sh -c 'sleep 120 >/dev/null 2>&1 </dev/null &'\n"
                        + "echo DAEMON\ncat >/dev/null\n");
        Files.setPosixFilePermissions(bot, PosixFilePermissions.fromString("rwxr-xr-x"));

        asNobody("match", "--p1", "builtin:random --seed 1", "--p2", "./daemon.sh", "--log", "results/daemon.json");

        MatchLog log = MatchLogs.read(dir.resolve("results/daemon.json"));
        assertThat(log.result().move()).isEqualTo("DAEMON");
        assertThat(log.warnings())
                .anySatisfy(w -> assertThat(w).contains("player 2").contains("left 1 process"));
        assertThat(TestBots.awaitNoneMarked(marker, 5))
                .as("the daemon, after the match")
                .isEmpty();
    }
}
