package arbitre.process;

import static org.assertj.core.api.Assertions.assertThat;

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

        BotProcess bot = BotProcess.start(spec, 1, Map.of(), dir.resolve("err.txt"), 4096, new LinkedBlockingQueue<>(),
                null, cpu);
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
}
