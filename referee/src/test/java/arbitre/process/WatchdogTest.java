package arbitre.process;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

class WatchdogTest {
    private static final long MIB = 1024 * 1024;

    private final AtomicInteger kills = new AtomicInteger();

    private Watchdog watchdog(ProcessTree.Usage... samples) {
        Deque<ProcessTree.Usage> left = new ArrayDeque<>(List.of(samples));
        return new Watchdog(
                42,
                64 * MIB,
                2000,
                pid -> new Watchdog.Sample(left.size() > 1 ? left.pop() : left.peek(), FileMemory.Held.NONE),
                kills::incrementAndGet);
    }

    @Test
    void check_childrenEachUnderTheLimitButOverItTogether_killsTheBot() {
        // Eight children of 57 MiB: each under a 64 MiB limit per process, 456 MiB together.
        Watchdog watchdog = watchdog(new ProcessTree.Usage(9, 8 * 57 * MIB + 3 * MIB, 100));

        watchdog.check();

        assertThat(watchdog.verdict())
                .isEqualTo("over the whole-bot memory limit: its 9 processes held 459 MiB"
                        + " resident together (limit 64 MiB)");
        assertThat(watchdog.exceeded()).isEqualTo(arbitre.sandbox.Limit.MEMORY);
        assertThat(kills).hasValue(1);
    }

    @Test
    void checkLimits_overTheLimitBetweenTwoLooks_killsTheBotAtOnce() {
        // Asked as a bot is found ready: a table built while starting up is caught before its game.
        Watchdog watchdog = watchdog(new ProcessTree.Usage(9, 256 * MIB, 100));

        watchdog.checkLimits();

        assertThat(watchdog.exceeded()).isEqualTo(arbitre.sandbox.Limit.MEMORY);
        assertThat(kills).hasValue(1);
    }

    @Test
    void checkLimits_betweenTwoLooksAtTheOutput_isNotOneOfThem() {
        Watchdog watchdog = new Watchdog(
                42,
                64 * MIB,
                2000,
                pid -> new Watchdog.Sample(new ProcessTree.Usage(1, MIB, 100), FileMemory.Held.NONE, false),
                kills::incrementAndGet);

        watchdog.check();
        watchdog.checkLimits();
        assertThat(watchdog.outputEnded())
                .as("one look of the watchdog's rhythm")
                .isFalse();
        watchdog.check();

        assertThat(watchdog.outputEnded()).as("two in a row").isTrue();
        assertThat(kills).hasValue(0);
    }

    @Test
    void check_memoryHeldInFilesBesideLittleResident_killsTheBot() {
        Watchdog watchdog = new Watchdog(
                42,
                64 * MIB,
                2000,
                pid -> new Watchdog.Sample(
                        new ProcessTree.Usage(2, 10 * MIB, 100), new FileMemory.Held(48 * MIB, 8 * MIB)),
                kills::incrementAndGet);

        watchdog.check();

        assertThat(watchdog.verdict())
                .isEqualTo(
                        "over the whole-bot memory limit: its 2 processes held 66 MiB together, 56 MiB of it in"
                                + " files (48 MiB in memory files and shared memory, 8 MiB in /tmp and /dev/shm) (limit 64 MiB)");
        assertThat(watchdog.exceeded()).isEqualTo(arbitre.sandbox.Limit.MEMORY);
        assertThat(kills).hasValue(1);
    }

    @Test
    void check_kernelKilledAProcessAtTheGroupsLimit_isTheMemoryVerdict_evenBeforeTheNextLook() {
        AtomicInteger kernelKills = new AtomicInteger();
        Watchdog watchdog = new Watchdog(
                42,
                64 * MIB,
                2000,
                pid -> new Watchdog.Sample(new ProcessTree.Usage(1, 900 * MIB, 100), FileMemory.Held.NONE),
                kills::incrementAndGet,
                new Watchdog.KernelLimit(kernelKills::get, () -> 64 * MIB));

        watchdog.check();
        assertThat(watchdog.verdict())
                .as("the kernel counts the memory: resident pages (shared ones counted twice) are not summed")
                .isNull();
        kernelKills.set(1);

        assertThat(watchdog.exceeded()).isEqualTo(arbitre.sandbox.Limit.MEMORY);
        assertThat(watchdog.verdict())
                .isEqualTo("over the whole-bot memory limit: the kernel killed 1 of its processes when they held"
                        + " 64 MiB together, files in memory included (limit 64 MiB)");
        assertThat(kills).hasValue(1);
    }

    @Test
    void check_cpuOfTheWholeTree_countsAndNeverGoesDown() {
        Watchdog watchdog = watchdog(
                new ProcessTree.Usage(5, 10 * MIB, 1900),
                new ProcessTree.Usage(2, 10 * MIB, 300),
                new ProcessTree.Usage(2, 10 * MIB, 400));

        watchdog.check();
        watchdog.check();
        assertThat(watchdog.verdict()).isNull();
        watchdog.check();

        assertThat(kills).hasValue(0);
        assertThat(watchdog.verdict()).isNull();
        Watchdog over = watchdog(new ProcessTree.Usage(5, 10 * MIB, 1900), new ProcessTree.Usage(1, 10 * MIB, 2100));
        over.check();
        over.check();
        assertThat(over.verdict())
                .isEqualTo("over the whole-bot CPU limit: its 1 processes used 2.1 s of CPU together" + " (limit 2 s)");
        assertThat(over.exceeded()).isEqualTo(arbitre.sandbox.Limit.CPU);
        assertThat(watchdog.exceeded()).isNull();
        assertThat(kills).hasValue(1);
    }

    @Test
    void check_underTheLimits_leavesTheBot() {
        Watchdog watchdog = watchdog(new ProcessTree.Usage(3, 63 * MIB, 1999));

        watchdog.check();
        watchdog.check();

        assertThat(watchdog.verdict()).isNull();
        assertThat(kills).hasValue(0);
    }
}
