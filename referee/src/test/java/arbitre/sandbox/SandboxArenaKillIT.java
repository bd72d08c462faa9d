package arbitre.sandbox;

import static org.assertj.core.api.Assertions.assertThat;

import arbitre.testbots.TestBots;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/** An arena killed with SIGKILL mid-match leaves no sandboxed bot behind ({@code --die-with-parent}). */
@Timeout(value = 60, unit = TimeUnit.SECONDS)
class SandboxArenaKillIT {
    @TempDir
    Path dir;

    @Test
    void arenaKilledMidMatch_leavesNoSandboxedBot() throws Exception {
        SandboxTests.assertAvailable();
        SandboxTests.openToBots(dir);
        // As the launchers start it: with the program that starts each bot, whose watcher kills a
        // sandbox that bubblewrap was still setting up when the arena died.
        killArenaMidMatch("--sandbox", TestBots.buildSpawnProgram(Files.createDirectories(dir.resolve("spawn"))));
    }

    @Test
    void arenaKilledMidMatch_leavesNoUnconfinedBot() throws Exception {
        // Outside the sandbox, the bot's PID namespace dies with the referee (setpriv --pdeathsig).
        killArenaMidMatch("--no-sandbox", null);
    }

    private void killArenaMidMatch(String sandbox, Path spawn) throws Exception {
        String marker = TestBots.newMarker();
        // Both bots think 20 s a move, so the match is surely running when the arena dies.
        // The marker rides on the bots' command line: a sandboxed bot keeps none of the referee's
        // ARBITRE_* variables.
        String slow = TestBots.markedCommand(marker, "delay", "20000");
        List<String> command = new java.util.ArrayList<>(List.of(TestBots.javaBin()));
        if (spawn != null) {
            command.add("-Darbitre.spawn=" + spawn);
        }
        command.addAll(List.of(
                "-cp",
                System.getProperty("java.class.path"),
                "arbitre.cli.Main",
                "match",
                sandbox,
                "--p1",
                slow,
                "--p2",
                slow,
                "--move-ms",
                "30000",
                "--log",
                dir.resolve("logs/match.json").toString()));
        ProcessBuilder arena = new ProcessBuilder(command)
                .directory(dir.toFile())
                .redirectErrorStream(true)
                .redirectOutput(dir.resolve("arena.txt").toFile());
        arena.environment().put(TestBots.MARKER, marker);
        Process process = arena.start();
        try {
            List<Long> bots = List.of();
            long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(30);
            while (System.nanoTime() < deadline) {
                bots = TestBots.processesMarked(marker).stream()
                        .filter(pid -> pid != process.pid())
                        .toList();
                if (bots.stream().anyMatch(SandboxArenaKillIT::isTestBot)) {
                    break;
                }
                Thread.sleep(100);
            }
            assertThat(bots)
                    .as("bots running; arena output: %s", Files.readString(dir.resolve("arena.txt")))
                    .anyMatch(SandboxArenaKillIT::isTestBot);

            process.destroyForcibly();
            process.waitFor();

            assertThat(TestBots.awaitNoneMarked(marker, 5))
                    .as("processes that outlived the arena")
                    .isEmpty();
        } finally {
            process.destroyForcibly();
            for (long pid : TestBots.processesMarked(marker)) {
                ProcessHandle.of(pid).ifPresent(ProcessHandle::destroyForcibly);
            }
        }
    }

    private static boolean isTestBot(long pid) {
        return ProcessHandle.of(pid)
                .flatMap(p -> p.info().arguments())
                .map(args -> List.of(args).contains("arbitre.testbots.TestBot"))
                .orElse(false);
    }
}
