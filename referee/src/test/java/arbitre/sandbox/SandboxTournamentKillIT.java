package arbitre.sandbox;

import static org.assertj.core.api.Assertions.assertThat;

import arbitre.cli.CliRun;
import arbitre.log.MatchLogs;
import arbitre.standings.StandingsFiles;
import arbitre.testbots.TestBots;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * A sandboxed tournament whose arena is killed with SIGKILL while a match runs: no bot survives
 * it, and running the same command again finishes the tournament, keeping every log written before.
 */
@Timeout(value = 3, unit = TimeUnit.MINUTES)
class SandboxTournamentKillIT {
    @TempDir
    Path dir;

    @Test
    void arenaKilledMidTournament_noBotSurvives_andResumingLosesNothing() throws Exception {
        assertThat(Sandbox.unavailable())
                .as("the sandbox needs bubblewrap (apt-get install bubblewrap)")
                .isEmpty();
        // Sandboxed bots run as another user: the folder they run in must be readable by all.
        Files.setPosixFilePermissions(dir, PosixFilePermissions.fromString("rwxr-xr-x"));
        String marker = TestBots.newMarker();
        Path config = dir.resolve("locked.json");
        // c's first answer takes 4 s, so a match of c's is running when the arena dies.
        Files.write(
                config,
                MatchLogs.mapper()
                        .writeValueAsBytes(Map.of(
                                "name",
                                "locked",
                                "moveMs",
                                5000,
                                "firstMoveGraceMs",
                                3000,
                                "concurrency",
                                1,
                                "output",
                                "out",
                                "sandbox",
                                Map.of("cpuSeconds", 120),
                                "bots",
                                List.of(
                                        Map.of(
                                                "name",
                                                "a",
                                                "command",
                                                TestBots.command("legal"),
                                                "env",
                                                Map.of(TestBots.MARKER, marker)),
                                        Map.of(
                                                "name",
                                                "b",
                                                "command",
                                                TestBots.command("random"),
                                                "env",
                                                Map.of(TestBots.MARKER, marker)),
                                        Map.of(
                                                "name",
                                                "c",
                                                "command",
                                                TestBots.command("delay", "4000", "1", "1"),
                                                "env",
                                                Map.of(TestBots.MARKER, marker))))));
        Path matches = dir.resolve("out/matches");
        // As the launchers start it: with the program that starts each bot, which watches the
        // session of a sandbox that bubblewrap was still setting up when the arena died.
        Path spawn = TestBots.buildSpawnProgram(Files.createDirectories(dir.resolve("spawn")));
        ProcessBuilder arena = new ProcessBuilder(
                        TestBots.javaBin(),
                        "-Darbitre.spawn=" + spawn,
                        "-cp",
                        System.getProperty("java.class.path"),
                        "arbitre.cli.Main",
                        "tournament",
                        config.toString())
                .redirectErrorStream(true)
                .redirectOutput(dir.resolve("arena.txt").toFile());
        // The marker reaches the bots through their own env: a sandboxed bot keeps none of the
        // referee's ARBITRE_* variables.
        arena.environment().put(TestBots.MARKER, marker);
        Process process = arena.start();
        Map<String, byte[]> before = new HashMap<>();
        try {
            long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
            while (System.nanoTime() < deadline
                    && !(Files.exists(matches.resolve("a-vs-b-1.json"))
                            && TestBots.processesMarked(marker).stream()
                                    .anyMatch(SandboxTournamentKillIT::isSlowBot))) {
                Thread.sleep(50);
            }
            assertThat(TestBots.processesMarked(marker))
                    .as(Files.readString(dir.resolve("arena.txt")))
                    .anyMatch(SandboxTournamentKillIT::isSlowBot);

            process.destroyForcibly().waitFor();
            try (Stream<Path> files = Files.list(matches)) {
                for (Path f : files.filter(p -> p.toString().endsWith(".json")).toList()) {
                    before.put(f.getFileName().toString(), Files.readAllBytes(f));
                }
            }

            assertThat(TestBots.awaitNoneMarked(marker, 5))
                    .as("processes that outlived the arena")
                    .isEmpty();
        } finally {
            process.destroyForcibly();
            for (long pid : TestBots.processesMarked(marker)) {
                ProcessHandle.of(pid).ifPresent(ProcessHandle::destroyForcibly);
            }
        }
        assertThat(before).containsKey("a-vs-b-1.json").hasSizeLessThan(6);

        CliRun resumed = CliRun.of("tournament", config.toString(), "--concurrency", "2");

        assertThat(resumed.exitCode()).as(resumed.err()).isZero();
        assertThat(resumed.err()).contains(before.size() + " already done");
        before.forEach((name, bytes) -> assertThat(matches.resolve(name)).hasBinaryContent(bytes));
        assertThat(StandingsFiles.read(dir.resolve("out/standings.json")).games())
                .isEqualTo(6);
        assertThat(MatchLogs.read(matches.resolve("a-vs-c-1.json")).sandbox()).isNotNull();
    }

    private static boolean isSlowBot(long pid) {
        return ProcessHandle.of(pid)
                .flatMap(p -> p.info().arguments())
                .map(args -> List.of(args).contains("arbitre.testbots.TestBot")
                        && List.of(args).contains("4000"))
                .orElse(false);
    }
}
