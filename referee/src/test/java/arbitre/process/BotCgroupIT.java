package arbitre.process;

import static org.assertj.core.api.Assertions.assertThat;

import arbitre.sandbox.Sandbox;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * A bot's control group, on this machine's kernel: a referee running as root (as on CI) has one
 * for every bot; an ordinary user without a delegated tree has none, and the bot runs as before.
 */
@Timeout(value = 60, unit = TimeUnit.SECONDS)
class BotCgroupIT {

    @Test
    void available_asRoot_groupsAreMade() {
        assertThat(BotCgroup.available())
                .as("a referee running as root makes control groups (layout %s)", BotCgroup.layout())
                .isEqualTo(Sandbox.isRoot());
    }

    @Test
    void spawnInside_processAndEverythingItStarts_areInTheGroup_andKilledWithIt() throws Exception {
        try (BotCgroup group = rootGroup()) {
            // A daemon that leaves its parent's session and tree stays in the group.
            Process process = shellInside(group, "setsid sh -c 'sleep 60' </dev/null >/dev/null 2>&1 & sleep 60");
            awaitMembers(group, 3);
            assertThat(group.pids()).contains(process.pid()).hasSizeGreaterThanOrEqualTo(3);

            group.killAll();

            assertThat(process.waitFor(5, TimeUnit.SECONDS)).isTrue();
            awaitMembers(group, 0);
            assertThat(group.pids()).isEmpty();
        }
    }

    @Test
    void cpuNanos_busyProcess_grows_andWaitingWeighsLeast() throws Exception {
        try (BotCgroup group = rootGroup()) {
            Process busy = shellInside(group, "end=$(($(date +%s) + 1)); while [ $(date +%s) -le $end ]; do :; done");
            long before = group.cpuNanos();
            assertThat(busy.waitFor(10, TimeUnit.SECONDS)).isTrue();

            assertThat(before).isGreaterThanOrEqualTo(0);
            assertThat(group.cpuNanos() - before).isGreaterThan(TimeUnit.MILLISECONDS.toNanos(50));
            assertThat(group.waitNanos()).isGreaterThanOrEqualTo(0);

            group.thinking(false);
            String waiting = share(group);
            group.thinking(true);
            String thinking = share(group);
            assertThat(Long.parseLong(waiting)).isLessThan(Long.parseLong(thinking));
        }
    }

    @Test
    void awaitingTurn_botBlockedOnItsInput_keepsItsShare_oneUsingTheCpuWhileWaiting_getsTheLeastFromThenOn()
            throws Exception {
        try (BotCgroup group = rootGroup()) {
            // Answers each line it reads; "spin" first keeps a CPU busy for 0.2 s.
            Process bot = shellInside(
                    group,
                    "while read line; do if [ \"$line\" = spin ]; then"
                            + " end=$(($(date +%s%N) + 200000000));"
                            + " while [ $(date +%s%N) -lt $end ]; do :; done; fi; echo done; done");
            var input = new java.io.PrintWriter(bot.getOutputStream(), true);
            var output = new java.io.BufferedReader(new java.io.InputStreamReader(bot.getInputStream()));
            input.println("ready");
            assertThat(output.readLine()).isEqualTo("done");
            group.thinking(true);
            String thinking = share(group);

            // A wait in which the bot reads nothing: read at its start and at the next request.
            group.awaitingTurn();
            group.times();
            Thread.sleep(50);
            assertThat(share(group)).isEqualTo(thinking);
            group.thinking(true);
            group.times();
            assertThat(group.pondersSeen()).isFalse();

            // A wait in which it uses the CPU: seen at the next reading, and lowered at once.
            group.awaitingTurn();
            group.times();
            input.println("spin");
            assertThat(output.readLine()).isEqualTo("done");
            assertThat(share(group)).isEqualTo(thinking);
            group.times();
            assertThat(group.pondersSeen()).isTrue();
            String least = share(group);
            assertThat(Long.parseLong(least)).isLessThan(Long.parseLong(thinking));

            // From then on, every wait is at the least share, before any reading.
            group.thinking(true);
            assertThat(share(group)).isEqualTo(thinking);
            group.awaitingTurn();
            assertThat(share(group)).isEqualTo(least);
            input.close();
            assertThat(bot.waitFor(10, TimeUnit.SECONDS)).isTrue();
        }
    }

    /** A new group, made by a referee running as root (as on CI). */
    private static BotCgroup rootGroup() {
        return rootGroup(true);
    }

    private static BotCgroup rootGroup(boolean memory) {
        assertThat(Sandbox.isRoot())
                .as("this test needs a referee running as root, as on CI")
                .isTrue();
        return BotCgroup.create(memory).orElseThrow();
    }

    /** A shell running {@code script}, born in the group. */
    private static Process shellInside(BotCgroup group, String script) throws java.io.IOException {
        Process process = group.spawnInside(() -> new ProcessBuilder("sh", "-c", script).start());
        group.adopt(List.of(process.pid()));
        return process;
    }

    /** The group's CPU share as the kernel holds it ({@code cpu.shares} under v1, {@code cpu.weight} under v2). */
    private static String share(BotCgroup group) throws java.io.IOException {
        Path cpu = group.dir("cpu");
        return Files.readString(cpu.resolve(Files.exists(cpu.resolve("cpu.shares")) ? "cpu.shares" : "cpu.weight"))
                .strip();
    }

    @Test
    void times_threadsComingAndGoingBetweenReadings_areReadAsTheyCome() throws Exception {
        try (BotCgroup group = rootGroup()) {
            // A shell that waits, then starts two busy loops: the readings before them know only
            // the shell's thread; the loops come, use the CPU and go between later readings.
            Process bot = shellInside(
                    group,
                    "sleep 0.3; for i in 1 2; do (i=0; while [ $i -lt 300000 ]; do i=$((i+1)); done) &"
                            + " done; wait");
            List<CpuTimes> readings = new java.util.ArrayList<>(List.of(group.times(), group.times()));
            // Read as a game reads them, a few times a move, while the loops run.
            while (!bot.waitFor(20, TimeUnit.MILLISECONDS)) {
                readings.add(group.times());
            }
            readings.add(group.times());

            for (int i = 1; i < readings.size(); i++) {
                assertThat(readings.get(i).cpuNanos())
                        .as("reading %d of %s", i, readings)
                        .isGreaterThanOrEqualTo(readings.get(i - 1).cpuNanos());
                assertThat(readings.get(i).waitNanos())
                        .as("reading %d of %s", i, readings)
                        .isGreaterThanOrEqualTo(readings.get(i - 1).waitNanos());
            }
            assertThat(readings.get(0).waitNanos()).isGreaterThanOrEqualTo(0);
            assertThat(readings.get(readings.size() - 1).cpuNanos()
                            - readings.get(1).cpuNanos())
                    .isGreaterThan(TimeUnit.MILLISECONDS.toNanos(100));
            assertThat(readings.get(readings.size() - 1).cpuNanos()).isLessThanOrEqualTo(group.cpuNanos());
        }
    }

    @Test
    void limitMemory_isWhatTheKernelHolds() throws Exception {
        try (BotCgroup group = rootGroup()) {
            assertThat(group.countsMemory()).isTrue();
            assertThat(group.limitMemory(64L << 20)).isTrue();
            Path memory = group.dir("memory");
            String file = Files.exists(memory.resolve("memory.max")) ? "memory.max" : "memory.limit_in_bytes";
            assertThat(Files.readString(memory.resolve(file)).strip()).isEqualTo(Long.toString(64L << 20));
            assertThat(group.memoryBytes()).isGreaterThanOrEqualTo(0);
        }
    }

    @Test
    void create_withoutMemory_makesNoFolderInTheMemoryTree_underCgroupV1() throws Exception {
        assertThat(Sandbox.isRoot())
                .as("this test needs a referee running as root, as on CI")
                .isTrue();
        try (BotCgroup counting = BotCgroup.create(true).orElseThrow();
                BotCgroup plain = BotCgroup.create(false).orElseThrow()) {
            assertThat(counting.countsMemory()).isTrue();
            assertThat(plain.dir("cpu")).isDirectory();
            if (BotCgroup.layout().equals("v1")) {
                assertThat(plain.countsMemory())
                        .as("one tree fewer to make, join and remove")
                        .isFalse();
                assertThat(plain.joinFiles()).hasSize(counting.joinFiles().size() - 1);
            }
        }
    }

    @Test
    void killAll_botWaitingForItsTurn_isKilledWithTheUsualShare() throws Exception {
        try (BotCgroup group = rootGroup()) {
            Process waiting = shellInside(group, "sleep 60");
            awaitMembers(group, 1);
            group.thinking(false);
            String usual = BotCgroup.layout().equals("v1") ? "1024" : "100";
            assertThat(share(group)).isNotEqualTo(usual);

            group.killAll();

            assertThat(waiting.waitFor(10, TimeUnit.SECONDS)).isTrue();
            assertThat(share(group)).as("what a dying bot needs of the CPU").isEqualTo(usual);
        }
    }

    @Test
    void killAll_groupOfARefereeThatIsGone_isKilledWithTheUsualShare() throws Exception {
        long gone = new ProcessBuilder("true").start().onExit().get().pid();
        String name = "arbitre-" + gone + "-1";
        try (BotCgroup own = rootGroup()) {
            for (String controller : List.of("cpu", "cpuacct", "memory", "freezer", "pids")) {
                Path dir = own.dir(controller);
                if (dir != null && !Files.isDirectory(dir.getParent().resolve(name))) {
                    Files.createDirectory(dir.getParent().resolve(name));
                }
            }
        }
        BotCgroup left = BotCgroup.named(name);
        try {
            Process waiting = shellInside(left, "sleep 60");
            awaitMembers(left, 1);
            // As its referee left it, waiting for its turn: it never told this referee so.
            boolean v1 = BotCgroup.layout().equals("v1");
            Files.writeString(left.dir("cpu").resolve(v1 ? "cpu.shares" : "cpu.weight"), v1 ? "2" : "1");

            left.killAll();

            assertThat(waiting.waitFor(10, TimeUnit.SECONDS)).isTrue();
            assertThat(share(left)).as("what a dying bot needs of the CPU").isEqualTo(v1 ? "1024" : "100");
        } finally {
            left.close();
        }
        assertThat(left.dir("cpu")).doesNotExist();
    }

    @Test
    void close_removesTheGroupsFolders() throws Exception {
        assertThat(Sandbox.isRoot())
                .as("this test needs a referee running as root, as on CI")
                .isTrue();
        BotCgroup group = BotCgroup.create().orElseThrow();
        Path cpu = group.dir("cpu");
        assertThat(cpu).isDirectory();
        group.close();
        assertThat(cpu).doesNotExist();
    }

    @Test
    void close_groupWithoutMemory_isKeptEmpty_andTheNextBotGetsItAsANewOne() throws Exception {
        BotCgroup first = rootGroup(false);
        Path cpu = first.dir("cpu");
        List<Integer> cpus = Cpus.allowed();
        first.pinTo(cpus.get(cpus.size() - 1));
        first.thinking(false);
        Process busy =
                // 0.2 s of CPU time, however long a loaded machine takes to give it.
                shellInside(first, "python3 -c 'import time\nwhile time.process_time() < 0.2: pass'");
        assertThat(busy.waitFor(10, TimeUnit.SECONDS)).isTrue();
        assertThat(first.cpuNanos()).isGreaterThan(TimeUnit.MILLISECONDS.toNanos(100));
        first.close();
        if (!BotCgroup.layout().equals("v1")) {
            assertThat(cpu).as("one folder a group: removed").doesNotExist();
            return;
        }

        assertThat(cpu).as("kept, not removed").isDirectory();
        // The last group kept is the first handed out; others kept by the tests before may follow it.
        List<BotCgroup> handedOut = new java.util.ArrayList<>();
        try {
            BotCgroup second = null;
            for (int i = 0; i < 40 && second == null; i++) {
                BotCgroup next = rootGroup(false);
                handedOut.add(next);
                second = cpu.equals(next.dir("cpu")) ? next : null;
            }
            assertThat(second).as("the group kept, handed out again").isNotNull();
            assertThat(second.pids()).isEmpty();
            assertThat(share(second)).as("the kernel's default share").isEqualTo("1024");
            Path set = second.dir("cpuset");
            assertThat(Files.readString(set.resolve("cpuset.cpus")))
                    .as("its parent's CPUs")
                    .isEqualTo(Files.readString(set.getParent().resolve("cpuset.cpus")));
            assertThat(second.cpuNanos()).as("no CPU time counted").isLessThan(TimeUnit.MILLISECONDS.toNanos(100));
            Process quick = shellInside(second, "exit 0");
            assertThat(quick.waitFor(10, TimeUnit.SECONDS)).isTrue();
        } finally {
            handedOut.forEach(BotCgroup::close);
        }
    }

    private static void awaitMembers(BotCgroup group, int count) throws InterruptedException {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
        while ((count == 0 ? group.pids().size() > 0 : group.pids().size() < count) && System.nanoTime() < deadline) {
            Thread.sleep(10);
        }
    }
}
