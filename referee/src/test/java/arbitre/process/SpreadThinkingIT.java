package arbitre.process;

import static org.assertj.core.api.Assertions.assertThat;

import arbitre.log.MatchLog;
import arbitre.log.MatchLogs;
import arbitre.sandbox.SandboxTests;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * A bot that spreads its thinking over threads or processes that are gone by the time the
 * referee looks is still charged for it, under the CPU clock, when the referee runs as an
 * ordinary user ({@code nobody}): no control group counts for it there, and the referee adds up
 * the bot's whole process tree, exited threads and waited or adopted children included.
 */
class SpreadThinkingIT {
    @TempDir
    Path dir;

    @BeforeEach
    void setUp() throws Exception {
        SandboxTests.assertAvailable();
        SandboxTests.assertRunuserAvailable();
        Files.setPosixFilePermissions(dir, PosixFilePermissions.fromString("rwxrwxrwx"));
        Files.copy(
                Path.of("..", "bots", "examples", "python", "bot.py"),
                dir.resolve("bot.py"),
                StandardCopyOption.REPLACE_EXISTING);
        try (var fixture = SpreadThinkingIT.class.getResourceAsStream("spread_thinker.py")) {
            assertThat(fixture).as("spread_thinker.py in the test resources").isNotNull();
            Files.copy(fixture, dir.resolve("spread_thinker.py"), StandardCopyOption.REPLACE_EXISTING);
        }
        for (String file : List.of("bot.py", "spread_thinker.py")) {
            Files.setPosixFilePermissions(dir.resolve(file), PosixFilePermissions.fromString("rwxr-xr-x"));
        }
    }

    @ParameterizedTest(name = "{0}, sandbox {1}")
    @CsvSource({"threads, false", "children, false", "orphans, false", "threads, true", "orphans, true"})
    void cpuClock_asAnOrdinaryUser_botThinkingInWorkThatIsGone_isChargedForIt(String mode, boolean sandbox)
            throws Exception {
        // 900 ms of CPU time for the first move, under a limit of 5 s of CPU time: the count is
        // read from the log, whatever the machine's load made of the wall time.
        String output = asNobody(
                "match",
                sandbox ? "--sandbox" : "--no-sandbox",
                "--clock",
                "cpu",
                "--move-ms",
                "5000",
                "--p1",
                "python3 spread_thinker.py " + mode + " 900",
                "--p2",
                "builtin:random --seed 1",
                "--log",
                "results/spread.json");

        MatchLog log = MatchLogs.read(dir.resolve("results/spread.json"));
        MatchLog.Move first = log.moves().get(0);
        assertThat(first.cpuMs()).as(output).isNotNull().isGreaterThanOrEqualTo(600L);
        assertThat(first.ms()).as("the CPU clock charges the CPU time").isEqualTo((long) first.cpuMs());
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource({"threads", "children"})
    void cpuClock_asAnOrdinaryUser_botThinkingInWorkThatIsGonePastItsLimit_losesOnTime(String mode) throws Exception {
        // 900 ms of CPU time under a limit of 300 ms: the wall-time safety net is at 900 ms, which
        // the bot reaches first only on a machine that leaves it under a third of a CPU.
        String output = asNobody(
                "match",
                "--no-sandbox",
                "--clock",
                "cpu",
                "--move-ms",
                "300",
                "--p1",
                "python3 spread_thinker.py " + mode + " 900",
                "--p2",
                "builtin:random --seed 1",
                "--log",
                "results/spread.json");

        MatchLog log = MatchLogs.read(dir.resolve("results/spread.json"));
        assertThat(log.result().reason()).as(output).isEqualTo("timeout");
        assertThat(log.result().forfeit()).as(output).isEqualTo(1);
    }

    /** Runs {@code arbitre ARGS…} as nobody in the test's folder and returns its output. */
    private String asNobody(String... args) throws Exception {
        return SandboxTests.runArbitre(dir, "nobody", args);
    }
}
