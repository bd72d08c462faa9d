package arbitre.sandbox;

import static org.assertj.core.api.Assertions.assertThat;

import arbitre.clock.TimeControl;
import arbitre.log.MatchLog;
import arbitre.log.MatchLogs;
import arbitre.match.Diagnosis;
import arbitre.match.MatchListener;
import arbitre.match.MatchSpec;
import arbitre.match.Referee;
import arbitre.match.Violation;
import arbitre.process.BotSpec;
import arbitre.process.CommandWords;
import arbitre.testbots.NoProcessLeft;
import arbitre.testbots.TestBots;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

/**
 * The fault-injection suite: one probe bot per limit of the sandbox, each against a legal bot.
 * Every probe must be stopped or denied with its reason in the match log, the legal bot must win
 * (or the game end by the rules, for probes that play on), and no process may be left. The limits
 * are small so that each probe meets its limit fast; the probes are bounded on their own as well.
 */
@Timeout(value = 90, unit = TimeUnit.SECONDS)
class SandboxIT {
    private static final String LEGAL = TestBots.command("legal");
    private static final TimeControl CLOCK = new TimeControl(3000, 0, 0, 3000, 1000);
    private static final SandboxSpec SMALL = SandboxSpec.DEFAULT
            .withMemoryMb(128)
            .withCpuSeconds(30)
            .withFileSizeMb(2)
            .withTmpMb(8);

    @TempDir
    Path dir;

    @RegisterExtension
    final NoProcessLeft processes = new NoProcessLeft();

    @BeforeAll
    static void needsTheSandboxTools() {
        SandboxTests.assertAvailable();
    }

    @BeforeEach
    void setUp() throws Exception {
        SandboxTests.openToBots(dir);
    }

    private MatchLog play(String p1, String p2, SandboxSpec sandbox, TimeControl clock) throws Exception {
        Map<String, String> env = Map.of(TestBots.MARKER, processes.marker(), "TMPDIR", dir.toString());
        MatchSpec spec = new MatchSpec(
                        new BotSpec("one", p1, dir, env),
                        new BotSpec("two", p2, dir, env),
                        "official",
                        clock,
                        dir.resolve("logs/match.json"),
                        64 * 1024)
                .withSandbox(sandbox);
        MatchLog log = Referee.play(spec, MatchListener.NONE);
        assertThat(MatchLogs.read(dir.resolve("logs/match.json")))
                .as("the log on disk")
                .isEqualTo(log);
        return log;
    }

    private MatchLog play(String probe, SandboxSpec sandbox) throws Exception {
        return play(LEGAL, probe, sandbox, CLOCK);
    }

    private String stderr(MatchLog log, int player) throws java.io.IOException {
        return Files.readString(
                dir.resolve("logs").resolve(log.players().get(player - 1).stderr()));
    }

    private static void assertForfeit(MatchLog log, int offender, Violation reason) {
        assertThat(log.result().reason())
                .as("reason; detail: %s", log.result().detail())
                .isEqualTo(reason.wireName());
        assertThat(log.result().forfeit()).isEqualTo(offender);
        assertThat(log.result().winner()).isEqualTo(3 - offender);
    }

    @Test
    void sandbox_legalBotsPlayAWholeGame_andTheLogRecordsTheLimits() throws Exception {
        MatchLog log = play(LEGAL, TestBots.command("random"), SMALL, CLOCK);

        assertThat(log.result().forfeit())
                .as("detail: %s", log.result().detail())
                .isNull();
        assertThat(log.moves()).hasSize(log.result().plies());
        assertThat(log.players()).allSatisfy(p -> assertThat(p.cleanExit()).isTrue());
        assertThat(log.sandbox()).isEqualTo(SMALL);
    }

    @Test
    void memoryHog_jvmBot_endsAtItsHeapLimit_asACrashOverTheMemoryLimit() throws Exception {
        MatchLog log = play(TestBots.command("memory-hog"), SMALL.withMemoryMb(64));

        // Stopped at its heap limit or over the whole bot's: the JVM's last words ("Terminating due
        // to java.lang.OutOfMemoryError") go to its standard error, and are not a move.
        assertForfeit(log, 2, Violation.CRASH);
        assertThat(log.result().diagnosis()).isEqualTo(Diagnosis.MEMORY_LIMIT.wireName());
        assertThat(log.result().detail())
                .containsPattern(
                        "exited with code 3.*heap limit.*memory 64 MiB|killed over the whole-bot memory limit");
    }

    @Test
    void memoryHog_pythonBotDeniedAnAllocation_thatDiesOfIt_isACrashOverTheMemoryLimit() throws Exception {
        Path hog = dir.resolve("hog-dies.py");
        Files.writeString(hog, """
                import sys
                sys.stdin.readline()
                held = []
                for i in range(1024):
                    held.append(bytearray(1 << 20))
                print("ESCAPED memory: held %d MiB" % len(held), flush=True)
                sys.stdin.readline()
                """);

        MatchLog log = play("python3 hog-dies.py", SMALL.withMemoryMb(96));

        assertForfeit(log, 2, Violation.CRASH);
        assertThat(log.result().diagnosis()).isEqualTo(Diagnosis.MEMORY_LIMIT.wireName());
        assertThat(log.result().detail()).contains("ran out of memory").contains("memory 96 MiB");
    }

    @Test
    void memoryHog_nativeBot_isDeniedItsAllocations() throws Exception {
        Path hog = dir.resolve("hog.py");
        Files.writeString(hog, """
                import sys
                sys.stdin.readline()
                held = []
                try:
                    for i in range(1024):
                        held.append(bytearray(1 << 20))
                    print("ESCAPED memory: held %d MiB" % len(held), flush=True)
                except MemoryError:
                    n = len(held)
                    held = None
                    print("DENIED memory after %d MiB" % n, flush=True)
                sys.stdin.readline()
                """);

        MatchLog log = play("python3 hog.py", SMALL.withMemoryMb(96));

        assertForfeit(log, 2, Violation.MALFORMED);
        assertThat(log.result().detail()).contains("'DENIED memory after ");
    }

    @Test
    void outputCloser_thatKeepsRunning_isACrashAtOnce() throws Exception {
        // bubblewrap's own processes keep the pipe open: its end never came, and the bot waited out its limit.
        Path closer = dir.resolve("closer.py");
        Files.writeString(closer, """
                import os, sys, time
                sys.stdin.readline()
                os.close(1)
                time.sleep(60)
                """);

        MatchLog log = play(LEGAL, "python3 closer.py", SMALL, new TimeControl(60_000, 0, 0, 3000, 1000));

        assertForfeit(log, 2, Violation.CRASH);
        assertThat(log.result().detail()).isEqualTo("closed its standard output");
    }

    @Test
    void forkBomb_isDeniedAtTheProcessLimit() throws Exception {
        // The limit counts the processes of a user: it is set only for a referee running as root,
        // which gives each bot a user of its own. Other machines check that part with the probe.
        assertThat(Sandbox.isRoot())
                .as("this test needs a referee running as root, as on CI")
                .isTrue();

        // The JVM's own warnings go to standard error: at the limit, a thread it starts late (a
        // compiler's) fails too, and its warning on standard output would be read before the bot's line.
        List<String> bomb = new ArrayList<>(CommandWords.split(TestBots.command("fork-bomb")));
        bomb.addAll(1, List.of("-Xlog:disable", "-Xlog:all=warning:stderr"));
        MatchLog log = play(CommandWords.join(bomb), SMALL.withProcesses(40));

        assertForfeit(log, 2, Violation.MALFORMED);
        assertThat(log.result().detail()).contains("'DENIED processes after ");
        assertThat(stderr(log, 2)).contains("Resource temporarily unavailable");
    }

    @Test
    void cpuBurner_isKilledAtTheCpuLimit() throws Exception {
        MatchLog log = play(
                LEGAL,
                TestBots.command("cpu-burn"),
                SMALL.withCpuSeconds(2),
                new TimeControl(20_000, 0, 0, 3000, 1000));

        assertForfeit(log, 2, Violation.CRASH);
        // The per-process limit (SIGXCPU) and the watchdog's whole-bot limit race at the same
        // two seconds: either one may stop the bot first, and both are the CPU limit at work.
        assertThat(log.result().detail())
                .containsPattern("killed by signal (24 \\(CPU time limit\\)|9 )"
                        + "|killed over the whole-bot CPU limit: .* \\(limit 2 s\\)");
    }

    @Test
    void diskFiller_isStoppedAtTheFileSizeLimit() throws Exception {
        MatchLog log = play(TestBots.command("disk-fill"), SMALL.withFileSizeMb(1));

        assertForfeit(log, 2, Violation.MALFORMED);
        assertThat(log.result().detail()).contains("'DENIED disk after 1048576 bytes'");
        assertThat(stderr(log, 2)).contains("File too large");
    }

    @Test
    void networkDialer_cannotConnect() throws Exception {
        try (ServerSocket server = new ServerSocket(0, 50, InetAddress.getLoopbackAddress())) {
            String local = "127.0.0.1:" + server.getLocalPort();

            MatchLog log = play(TestBots.command("dial", local, "1.1.1.1:443"), SMALL);

            assertForfeit(log, 2, Violation.MALFORMED);
            assertThat(log.result().detail()).contains("'DENIED network'");
            assertThat(stderr(log, 2)).contains(local + " (ConnectException").contains("1.1.1.1:443 (");
            // Outside the sandbox the same probe reaches the listening socket.
            MatchLog control = play(LEGAL, TestBots.command("dial", local), null, CLOCK);
            assertThat(control.result().detail()).contains("ESCAPED network");
        }
    }

    @Test
    void reader_cannotReadOutsideItsFolder() throws Exception {
        Path elsewhere = Files.createTempDirectory("arbitre-secret");
        try {
            Path secret = Files.writeString(elsewhere.resolve("secret.txt"), "the answers");
            Files.setPosixFilePermissions(elsewhere, PosixFilePermissions.fromString("rwxr-xr-x"));
            Files.setPosixFilePermissions(secret, PosixFilePermissions.fromString("rw-r--r--"));

            // The bot knows where the secret is, but its command does not name it (a folder of a
            // file the command names is shown to the bot).
            String hidden = "reversed:" + new StringBuilder(secret.toString()).reverse();
            MatchLog log = play(TestBots.command("read", hidden, "/etc/shadow"), SMALL);

            assertForfeit(log, 2, Violation.MALFORMED);
            assertThat(log.result().detail()).contains("'DENIED read'");
            assertThat(stderr(log, 2))
                    .contains(secret + " (NoSuchFileException")
                    .contains("/etc/shadow (AccessDenied");
            MatchLog control = play(LEGAL, TestBots.command("read", secret.toString()), null, CLOCK);
            assertThat(control.result().detail()).contains("ESCAPED read");
        } finally {
            Files.deleteIfExists(elsewhere.resolve("secret.txt"));
            Files.deleteIfExists(elsewhere);
        }
    }

    @Test
    void outputFlood_isCutAtTheLineCap() throws Exception {
        MatchLog log = play(TestBots.command("huge-line"), LEGAL, SMALL, CLOCK);

        assertForfeit(log, 1, Violation.MALFORMED);
        assertThat(log.result().detail()).contains("longer than 4096 bytes");
    }

    @Test
    void doubleForkedGrandchild_isStoppedWithTheBot() throws Exception {
        MatchLog log = play(TestBots.command("detach"), SMALL);

        assertThat(log.result().forfeit())
                .as("detail: %s", log.result().detail())
                .isNull();
        assertThat(stderr(log, 2)).contains("detached a sleeping grandchild");
        // noProcessLeft() checks that the grandchild is gone.
    }

    @Test
    void botSleepingThroughSigterm_isKilled() throws Exception {
        MatchLog log = play(TestBots.command("ignore-term"), SMALL);

        assertThat(log.result().forfeit())
                .as("detail: %s", log.result().detail())
                .isNull();
        assertThat(log.players().get(1).cleanExit()).isFalse();
        assertThat(log.warnings())
                .anySatisfy(w -> assertThat(w).contains("player 2").contains("was stopped"));
    }

    @Test
    void memoryHog_childrenEachUnderTheLimit_areKilledForTheirTotal() throws Exception {
        // Eight children of 40 MiB each: every one under the 64 MiB limit of a process, 320 MiB together.
        Path hogs = dir.resolve("hogs.py");
        Files.writeString(hogs, """
                import os, sys, time
                sys.stdin.readline()
                for i in range(8):
                    if os.fork() == 0:
                        held = b"\\x01" * (40 << 20)
                        time.sleep(60)
                        os._exit(0)
                time.sleep(60)
                """);

        MatchLog log =
                play(LEGAL, "python3 hogs.py", SMALL.withMemoryMb(64), new TimeControl(20_000, 0, 0, 3000, 1000));

        assertForfeit(log, 2, Violation.CRASH);
        assertThat(log.result().detail())
                .containsPattern("killed over the whole-bot memory limit: (its |the kernel killed)")
                .contains("(limit 64 MiB)");
    }

    @Test
    void nativeProgramNamedJava_getsTheAddressSpaceLimit() throws Exception {
        Path source = dir.resolve("java.c");
        Files.writeString(source, """
                #include <stdio.h>
                #include <stdlib.h>
                int main(void) {
                    char line[64];
                    if (!fgets(line, sizeof line, stdin)) return 0;
                    char *p = malloc(256u << 20);
                    printf(p ? "ESCAPED memory\\n" : "DENIED memory\\n");
                    fflush(stdout);
                    while (fgets(line, sizeof line, stdin)) {}
                    return 0;
                }
                """);
        compile(source, dir.resolve("java"));

        MatchLog log = play("./java", SMALL.withMemoryMb(64));

        assertForfeit(log, 2, Violation.MALFORMED);
        assertThat(log.result().detail()).contains("'DENIED memory'");
    }

    @Test
    void cpuThief_childrenEachUnderTheLimit_areKilledForTheirTotal() throws Exception {
        // Four children spin 1.5 s each: every one under the 2 s limit of a process, 6 s together.
        Path thief = dir.resolve("thief.py");
        Files.writeString(thief, """
                import os, sys, time
                sys.stdin.readline()
                for i in range(4):
                    if os.fork() == 0:
                        end = time.process_time() + 1.5
                        while time.process_time() < end:
                            pass
                        time.sleep(60)
                        os._exit(0)
                time.sleep(60)
                """);

        MatchLog log =
                play(LEGAL, "python3 thief.py", SMALL.withCpuSeconds(2), new TimeControl(30_000, 0, 0, 3000, 1000));

        assertForfeit(log, 2, Violation.CRASH);
        assertThat(log.result().detail())
                .contains("killed over the whole-bot CPU limit: its ")
                .contains("(limit 2 s)");
    }

    private static void compile(Path source, Path binary) throws Exception {
        Process gcc = new ProcessBuilder("gcc", "-O1", "-o", binary.toString(), source.toString())
                .inheritIO()
                .start();
        assertThat(gcc.waitFor(60, TimeUnit.SECONDS)).isTrue();
        assertThat(gcc.exitValue()).as("gcc's exit code").isZero();
    }
}
