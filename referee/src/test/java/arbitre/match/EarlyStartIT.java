package arbitre.match;

import static org.assertj.core.api.Assertions.assertThat;

import arbitre.clock.TimeControl;
import arbitre.log.MatchLog;
import arbitre.process.BotCgroup;
import arbitre.process.BotSpec;
import arbitre.process.Cpus;
import arbitre.sandbox.Sandbox;
import arbitre.testbots.NoProcessLeft;
import arbitre.testbots.TestBots;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

/**
 * A match whose bots start before it has its slot, on this machine's kernel: they wait with the
 * least CPU weight, and once the slot is theirs they are bound to its CPU and the game begins.
 * Bots that start only once the slot is taken are born on its CPU.
 */
@Timeout(value = 60, unit = TimeUnit.SECONDS)
class EarlyStartIT {
    @TempDir
    Path dir;

    @RegisterExtension
    final NoProcessLeft processes = new NoProcessLeft();

    @Test
    void playInArena_botsStartedEarly_waitWithTheLeastWeight_thenPlayOnTheSlotsCpu() throws Exception {
        assertThat(Sandbox.isRoot() && BotCgroup.available())
                .as("this test needs a referee running as root with control groups, as on CI")
                .isTrue();
        // Each bot writes its process id, then reads its input and never answers (its output kept open on 3).
        String bot = "sh -c 'echo $$ > " + dir + "/pid$ARBITRE_PLAYER; exec cat 3>&1 1>&2'";
        MatchSpec spec = spec(bot);
        List<Integer> cpus = Cpus.allowed();
        int cpu = cpus.get(cpus.size() - 1);
        AtomicReference<List<String>> weightsWhileWaiting = new AtomicReference<>();
        AtomicReference<List<String>> cpusAtTheFirstRequest = new AtomicReference<>();
        AtomicReference<Instant> taken = new AtomicReference<>();
        MatchPool.Slot slot = new MatchPool.Slot() {
            @Override
            public boolean early() {
                return true;
            }

            @Override
            public Integer take() throws InterruptedException {
                weightsWhileWaiting.set(List.of(weight(pid(1)), weight(pid(2))));
                taken.set(Instant.now());
                return cpu;
            }

            @Override
            public void release() {}
        };
        MatchListener listener = new MatchListener() {
            @Override
            public void sent(int player, String line) {
                if (cpusAtTheFirstRequest.get() == null) {
                    cpusAtTheFirstRequest.set(List.of(allowedCpus(pid(1)), allowedCpus(pid(2))));
                }
            }
        };

        MatchLog log = Referee.playInArena(spec, slot, listener, new PrintWriter(new StringWriter()));

        String least = Files.exists(Path.of("/sys/fs/cgroup/cgroup.controllers")) ? "1" : "2";
        assertThat(weightsWhileWaiting.get()).containsExactly(least, least);
        assertThat(cpusAtTheFirstRequest.get()).containsExactly(Integer.toString(cpu), Integer.toString(cpu));
        assertThat(log.result().reason())
                .as("detail: %s", log.result().detail())
                .isEqualTo(Violation.TIMEOUT.wireName());
        assertThat(log.result().forfeit()).isEqualTo(1);
        assertThat(Instant.parse(log.startedAt())).isAfterOrEqualTo(taken.get().minusMillis(1));
    }

    @Test
    void playInArena_slotTakenBeforeTheStart_botsAreBornOnItsCpu() throws Exception {
        // Each bot writes the CPUs it may run on as it starts, then reads its input and never answers.
        String bot = "sh -c 'grep Cpus_allowed_list /proc/self/status > " + dir
                + "/cpus$ARBITRE_PLAYER; exec cat 3>&1 1>&2'";
        MatchSpec spec = spec(bot);
        List<Integer> cpus = Cpus.allowed();
        int cpu = cpus.get(cpus.size() - 1);
        MatchPool.Slot slot = new MatchPool.Slot() {
            @Override
            public boolean early() {
                return false;
            }

            @Override
            public Integer take() {
                return cpu;
            }

            @Override
            public void release() {}
        };

        Referee.playInArena(spec, slot, MatchListener.NONE, new PrintWriter(new StringWriter()));

        for (int player = 1; player <= 2; player++) {
            assertThat(Files.readString(dir.resolve("cpus" + player)).strip())
                    .as("player %d at its start", player)
                    .isEqualTo("Cpus_allowed_list:\t" + cpu);
        }
    }

    /** A match of {@code bot} against itself at 200 ms a move. */
    private MatchSpec spec(String bot) {
        Map<String, String> env = Map.of(TestBots.MARKER, processes.marker());
        return new MatchSpec(
                new BotSpec("one", bot, null, env),
                new BotSpec("two", bot, null, env),
                "official",
                new TimeControl(200, 0, 0, 0, 200),
                dir.resolve("match.json"),
                64 * 1024);
    }

    /** The process id a bot wrote, waited for. */
    private long pid(int player) {
        Path file = dir.resolve("pid" + player);
        try {
            for (int i = 0; i < 1000; i++) {
                if (Files.exists(file) && !Files.readString(file).isBlank()) {
                    return Long.parseLong(Files.readString(file).strip());
                }
                Thread.sleep(10);
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        throw new AssertionError("bot " + player + " wrote no process id");
    }

    /** The CPU weight of a process's group ({@code cpu.shares} under v1, {@code cpu.weight} under v2). */
    private static String weight(long pid) {
        try {
            for (String line : Files.readAllLines(Path.of("/proc/" + pid + "/cgroup"))) {
                String[] parts = line.split(":", 3);
                if (parts[1].isEmpty()) {
                    return Files.readString(Path.of("/sys/fs/cgroup" + parts[2], "cpu.weight"))
                            .strip();
                }
                if (List.of(parts[1].split(",")).contains("cpu")) {
                    return Files.readString(Path.of("/sys/fs/cgroup/" + parts[1] + parts[2], "cpu.shares"))
                            .strip();
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        throw new AssertionError("process " + pid + " is in no cpu group");
    }

    /** The CPUs a process may run on, as {@code /proc/PID/status} lists them. */
    private static String allowedCpus(long pid) {
        try {
            return Files.readAllLines(Path.of("/proc/" + pid + "/status")).stream()
                    .filter(line -> line.startsWith("Cpus_allowed_list:"))
                    .map(line -> line.substring(line.indexOf(':') + 1).strip())
                    .findFirst()
                    .orElseThrow();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
