package arbitre.process;

import static org.assertj.core.api.Assertions.assertThat;

import arbitre.sandbox.Sandbox;
import arbitre.sandbox.SandboxSpec;
import arbitre.sandbox.SandboxTests;
import arbitre.testbots.TestBots;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/** A bot started on one CPU runs there, with every process it starts. */
@Timeout(value = 60, unit = TimeUnit.SECONDS)
class BotPinningIT {
    @TempDir
    Path dir;

    @Test
    void start_onOneCpu_botAndItsChildRunOnlyThere() throws Exception {
        List<Integer> cpus = Cpus.allowed();
        int cpu = cpus.get(cpus.size() - 1);
        String marker = TestBots.newMarker();
        BotSpec spec = new BotSpec("pinned", TestBots.command("child"), null, Map.of(TestBots.MARKER, marker));

        BotProcess bot = BotProcess.start(
                new BotLaunch(spec, 1, Map.of(), dir.resolve("err.txt"), 4096, new LinkedBlockingQueue<>(), null, cpu));
        try {
            List<Long> marked = List.of();
            long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(30);
            while (marked.size() < 2 && System.nanoTime() < deadline) {
                Thread.sleep(50);
                marked = TestBots.processesMarked(marker);
            }

            assertThat(marked).as("the bot and the child it starts").hasSizeGreaterThanOrEqualTo(2);
            for (long pid : marked) {
                assertThat(Files.readAllLines(Path.of("/proc", Long.toString(pid), "status")))
                        .contains("Cpus_allowed_list:\t" + cpu);
            }
        } finally {
            bot.close();
        }
        assertThat(TestBots.awaitNoneMarked(marker, 5)).isEmpty();
    }

    @Test
    void start_sandboxedOnOneCpu_botCannotUndoItsBinding() throws Exception {
        // A cpuset needs a referee that may make cgroups: root, as on CI.
        assertThat(Sandbox.isRoot())
                .as("this test needs a referee running as root, as on CI")
                .isTrue();
        SandboxTests.assertAvailable();
        SandboxTests.openToBots(dir);
        List<Integer> cpus = Cpus.allowed();
        assertThat(cpus).as("two CPUs at least, to have one to take").hasSizeGreaterThanOrEqualTo(2);
        int cpu = cpus.get(cpus.size() - 1);
        Path script = Files.writeString(
                dir.resolve("thief.sh"),
                "#!/bin/sh\nread line\n"
                        + "taskset -pc " + cpus.get(0) + "," + cpu + " $$ >/dev/null 2>&1\n"
                        + "echo \"CPUS $(grep Cpus_allowed_list /proc/self/status | cut -f2)\"\ncat >/dev/null\n");
        Files.setPosixFilePermissions(script, java.nio.file.attribute.PosixFilePermissions.fromString("rwxr-xr-x"));
        LinkedBlockingQueue<BotEvent> events = new LinkedBlockingQueue<>();

        try (BotProcess bot = BotProcess.start(new BotLaunch(
                new BotSpec("thief", "./thief.sh", dir, Map.of()),
                1,
                Map.of(),
                dir.resolve("logs/err.txt"),
                4096,
                events,
                SandboxSpec.DEFAULT,
                cpu))) {
            bot.send("START");
            BotEvent line = events.poll(20, TimeUnit.SECONDS);

            assertThat(line)
                    .isInstanceOfSatisfying(
                            BotEvent.Line.class, said -> assertThat(said.text()).isEqualTo("CPUS " + cpu));
        }
    }
}
