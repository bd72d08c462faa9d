package arbitre.process;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.locks.LockSupport;

/**
 * A control group of one bot's own: every process the bot starts is born in it and cannot leave
 * it (an unprivileged process may not write a cgroup's files), so the kernel accounts for the bot
 * as a whole: its CPU time, the time its threads were runnable but kept off the CPU, its memory
 * (files in {@code /dev/shm}, memfds and tmpfs pages included), and its share of the CPU against
 * its opponent. Stopping the group stops every process of the bot, daemons included.
 *
 * <h2>Layout</h2>
 * The kernel offers two layouts, and a machine has one or the other (or, as here in some
 * containers, both, with the controllers in the first):
 * <ul>
 *   <li>cgroup v2: one tree for every controller. The group is made at the top of the tree
 *       ({@code /sys/fs/cgroup/arbitre-PID-N}), where the controllers the root hands on
 *       ({@code cgroup.subtree_control}) apply; the referee must be root.
 *   <li>cgroup v1: one tree per controller ({@code cpu}, {@code cpuacct}, {@code cpuset},
 *       {@code freezer}, and {@code memory} for a bot whose memory is limited). The group is
 *       made in each tree, beside the referee's own group there: each tree more is a folder more
 *       to make, join and remove at every bot's start and end.
 * </ul>
 * Where neither can be written (an ordinary user without a delegated tree), there is no group,
 * and the callers fall back on what they did before: a PID namespace, {@code taskset}, the
 * resident pages of the bot's processes.
 *
 * <h2>Born inside</h2>
 * Under v1 a single thread may change groups: the thread that starts the bot moves itself into
 * the bot's groups, starts the process (which is born there, with everything it forks) and moves
 * back ({@link #spawnInside}). Under v2 only whole processes move, so the bot is moved in just
 * after its start, and every process of its tree again once it is ready to play.
 *
 * <h2>Turns</h2>
 * The CPU weight of a bot's group decides its share when both bots of a match want the same CPU:
 * the bot whose turn it is has the usual weight, the waiting one the least the kernel allows
 * ({@link #thinking}), so that a waiting bot (and whatever it started) only takes CPU time that
 * the thinking one leaves idle. A bot waiting for its opponent's move keeps its weight until it is
 * seen using the CPU while it waits ({@link #awaitingTurn}): blocked on its input, it is not
 * runnable, and its weight does not matter.
 */
public final class BotCgroup implements AutoCloseable {
    private static final Path MOUNTINFO = Path.of("/proc/self/mountinfo");
    private static final Path OWN = Path.of("/proc/self/cgroup");
    private static final List<String> V1_CONTROLLERS = List.of("cpu", "cpuacct", "cpuset", "memory", "freezer");
    private static final AtomicInteger SEQUENCE = new AtomicInteger();
    private static final String PREFIX = "arbitre-";

    /**
     * Empty groups kept for the next bots, under cgroup v1, which has a folder per tree to make and
     * remove for each bot: removing one waits for the kernel to let go of it (about a millisecond
     * here, four trees for each of a game's two bots). A group kept counts no memory (see {@link
     * #create(boolean)}): what the kernel counted of a bot's memory and its kills by the memory
     * limit cannot be set back. Removed when the referee exits ({@link #removeKept}), or by the next
     * referee when this one was killed outright (as any group of a referee that is gone). Made
     * before {@link #LAYOUT}, which closes those as it is made.
     */
    private static final java.util.concurrent.ConcurrentLinkedDeque<Map<String, Path>> POOL =
            new java.util.concurrent.ConcurrentLinkedDeque<>();

    private static final Layout LAYOUT = Layout.probe();

    /** Whether the referee's threads were given a higher priority ({@link RefereePriority}); only with groups. */
    private static final boolean REFEREE_RAISED = LAYOUT != null && RefereePriority.raise();

    private final boolean v2;
    /** The group's folder per controller; under v2 one folder for all. */
    private final Map<String, Path> dirs;
    /** Under v1, the referee's own group per controller, where a thread goes back to. */
    private final Map<String, Path> home;

    private BotCgroup(boolean v2, Map<String, Path> dirs, Map<String, Path> home) {
        this.v2 = v2;
        this.dirs = dirs;
        this.home = home;
    }

    /** Whether bots get a group of their own here. */
    public static boolean available() {
        return LAYOUT != null;
    }

    /** Whether the referee's own threads run at a higher priority than ordinary processes ({@link RefereePriority}). */
    public static boolean refereeRaised() {
        return REFEREE_RAISED;
    }

    /** Which layout the groups are made in, for the log and the benchmark: {@code v1}, {@code v2} or {@code none}. */
    public static String layout() {
        return LAYOUT == null ? "none" : LAYOUT.v2 ? "v2" : "v1";
    }

    /**
     * The group of that name in every tree where it exists, as the next referee finds the groups
     * of one that was killed: it is not this referee's, and it is closed as such.
     */
    static BotCgroup named(String name) {
        return new BotCgroup(LAYOUT.v2, Layout.stale(LAYOUT, name), LAYOUT.parents);
    }

    /** A group over folders that already exist, one per controller, under v2 or v1, as the kernel has them. */
    static BotCgroup over(boolean v2, Map<String, Path> dirs) {
        return new BotCgroup(v2, dirs, Map.of());
    }

    /** A new, empty group that counts memory; empty where none can be made here. */
    public static Optional<BotCgroup> create() {
        return create(true);
    }

    /**
     * A new, empty group; empty where none can be made here.
     *
     * @param memory whether the group counts memory (for a limit on it, {@link #limitMemory});
     *     under cgroup v1 a group that does not is not made in the {@code memory} tree
     */
    public static Optional<BotCgroup> create(boolean memory) {
        Layout layout = LAYOUT;
        if (layout == null) {
            return Optional.empty();
        }
        if (!memory) {
            Map<String, Path> kept = POOL.pollLast();
            if (kept != null) {
                return Optional.of(new BotCgroup(layout.v2, kept, layout.parents));
            }
        }
        String name = PREFIX + ProcessHandle.current().pid() + "-" + SEQUENCE.incrementAndGet();
        Map<String, Path> dirs = new LinkedHashMap<>();
        try {
            for (Map.Entry<String, Path> parent : layout.parents.entrySet()) {
                if (!memory && !layout.v2 && parent.getKey().equals("memory")) {
                    continue;
                }
                Path dir = parent.getValue().resolve(name);
                if (!dirs.containsValue(dir)) {
                    Files.createDirectory(dir);
                }
                dirs.put(parent.getKey(), dir);
            }
            BotCgroup group = new BotCgroup(layout.v2, dirs, layout.parents);
            group.inheritMemoryNodes();
            return Optional.of(group);
        } catch (IOException | RuntimeException e) {
            new BotCgroup(layout.v2, dirs, layout.parents).remove();
            return Optional.empty();
        }
    }

    /**
     * Runs {@code spawn} so that the process it starts is born in this group (under v1; under v2
     * the process is moved in just after), and returns its result.
     */
    public <T, E extends Exception> T spawnInside(Spawn<T, E> spawn) throws E {
        if (v2) {
            return spawn.run();
        }
        String tid = threadId();
        try {
            for (Map.Entry<String, Path> dir : dirs.entrySet()) {
                write(dir.getValue().resolve("tasks"), tid);
            }
        } catch (IOException e) {
            moveHome(tid);
            return spawn.run();
        }
        try {
            return spawn.run();
        } finally {
            moveHome(tid);
            // A thread the JVM made for the process meanwhile (its reaper) was born here too.
            for (String own : ownThreadsInside()) {
                moveHome(own);
            }
        }
    }

    /** The referee's own threads that are in one of the group's folders (under v1). */
    private Set<String> ownThreadsInside() {
        Set<String> own = new LinkedHashSet<>();
        for (Path dir : dirs.values()) {
            try {
                for (String line : Files.readAllLines(dir.resolve("tasks"))) {
                    String tid = line.strip();
                    if (!tid.isEmpty() && Files.exists(Path.of("/proc/self/task", tid))) {
                        own.add(tid);
                    }
                }
            } catch (IOException e) {
                // no tasks file here
            }
        }
        return own;
    }

    /**
     * The files a process writes {@code 0} to in order to join the group itself, one per
     * hierarchy (under v1) or one (under v2): a process that joins before it becomes the bot has
     * the bot born in the group, as {@link #spawnInside} does, without moving a thread of the
     * referee's there and back.
     */
    public List<Path> joinFiles() {
        List<Path> files = new ArrayList<>();
        for (Path dir : new LinkedHashSet<>(dirs.values())) {
            files.add(dir.resolve("cgroup.procs"));
        }
        return files;
    }

    /** What starts a process, for {@link #spawnInside}. */
    @FunctionalInterface
    public interface Spawn<T, E extends Exception> {
        T run() throws E;
    }

    /** Moves these processes (with all their threads) into the group; one that is gone is skipped. */
    public void adopt(Iterable<Long> pids) {
        for (long pid : pids) {
            for (Path dir : new LinkedHashSet<>(dirs.values())) {
                try {
                    write(dir.resolve("cgroup.procs"), Long.toString(pid));
                } catch (IOException e) {
                    // exited in the meantime
                }
            }
        }
    }

    /** Whether processes are moved in after their start (cgroup v2) rather than born in the group. */
    public boolean movesAfterStart() {
        return v2;
    }

    /** The processes in the group. */
    public Set<Long> pids() {
        Set<Long> pids = new LinkedHashSet<>();
        try {
            for (String line : Files.readAllLines(any().resolve("cgroup.procs"))) {
                if (!line.isBlank()) {
                    pids.add(Long.parseLong(line.strip()));
                }
            }
        } catch (IOException | NumberFormatException e) {
            // removed: no process
        }
        return pids;
    }

    /** The CPU time every process of the group has used, in nanoseconds; -1 when it cannot be read. */
    public synchronized long cpuNanos() {
        try {
            if (v2) {
                ByteBuffer stat =
                        file(dirs.get("cpu").resolve("cpu.stat"), 1024).read();
                return KernelFile.skipPast(stat, USAGE_USEC)
                        ? TimeUnit.MICROSECONDS.toNanos(KernelFile.nextLong(stat))
                        : -1;
            }
            if (usage == null) {
                Path acct = dirs.get("cpuacct");
                if (acct == null) {
                    return -1;
                }
                usage = file(acct.resolve("cpuacct.usage"), 64);
            }
            return usage.readLong();
        } catch (IOException | RuntimeException e) {
            return -1;
        }
    }

    private static final byte[] USAGE_USEC = "usage_usec".getBytes(StandardCharsets.US_ASCII);
    private static final byte[] SOME_TOTAL = "total=".getBytes(StandardCharsets.US_ASCII);
    private static final byte[] THINKING_V1 = "10240".getBytes(StandardCharsets.US_ASCII);
    private static final byte[] WAITING_V1 = "2".getBytes(StandardCharsets.US_ASCII);
    private static final byte[] THINKING_V2 = "1000".getBytes(StandardCharsets.US_ASCII);
    private static final byte[] WAITING_V2 = "1".getBytes(StandardCharsets.US_ASCII);

    /** The kernel's files this group reads or writes on every move, kept open. */
    private final Map<Path, KernelFile> open = new java.util.HashMap<>();
    /** Each thread's run-queue wait at the last reading (under v1). */
    private final Map<Long, Long> waited = new java.util.HashMap<>();
    /**
     * Under v1, the time in which at least one thread of the group waited for a CPU, as v2's
     * pressure count says it, approximated from below: between two readings, the longest wait of
     * any one thread. A sum over threads would count a virtual machine's dozen threads waking up
     * on a busy machine a dozen times.
     */
    private long someWait;
    /** Each thread's scheduler statistics, kept open while the thread lives (under v1). */
    private final Map<Long, KernelFile> threads = new java.util.HashMap<>();
    /** Each thread's time on the CPU at the last reading (under v1), to tell whether the group's threads changed. */
    private final Map<Long, Long> ran = new java.util.HashMap<>();
    /** The group's CPU time at the last reading of its wait (under v1); -1 when none was made with it. */
    private long usageAtWait = -1;

    /** Whether the group was closed: its files are not opened again. */
    private boolean closed;

    private KernelFile file(Path path, int size) throws IOException {
        if (closed) {
            throw new IOException("the group is closed");
        }
        return open.computeIfAbsent(path, p -> KernelFile.reader(p, size));
    }

    private KernelFile writer(Path path) throws IOException {
        if (closed) {
            throw new IOException("the group is closed");
        }
        return open.computeIfAbsent(path, KernelFile::writer);
    }

    /**
     * How long the group's threads were runnable but waiting for a CPU, in nanoseconds; -1 when
     * it cannot be read. Under v2 the kernel's pressure count ({@code cpu.pressure}, "some": time
     * in which at least one of the group's threads waited); under v1 the same approximated from
     * its threads' waits ({@code /proc/PID/task/TID/schedstat}): between two readings, the longest
     * wait of one thread. A count that only grows, read before and after a move.
     */
    public synchronized long waitNanos() {
        return waitNanos(-1);
    }

    /**
     * The group's CPU time and its threads' wait for a CPU, read together ({@link #cpuNanos},
     * {@link #waitNanos}), as a move's are twice a ply.
     *
     * <p>Under v1 the wait is read from each thread's statistics, and the list of the group's
     * threads ({@code tasks}, which the kernel builds and sorts at each read) is read only when
     * the threads may have changed: when the CPU time the group gained since the last reading is
     * not exactly what its known threads gained, a thread came or went (or ran between the two
     * reads). A thread that was born and has not run yet is found at the first reading after it
     * ran, with all its wait: as between two readings, the wait is counted from below.
     */
    public synchronized CpuTimes times() {
        long cpu = cpuNanos();
        watchTurnWait(cpu);
        return new CpuTimes(cpu, waitNanos(cpu));
    }

    /** The wait, {@code usage} the group's CPU time read just before (-1: unknown, the threads are listed). */
    private long waitNanos(long usage) {
        if (v2) {
            try {
                // The first line is "some avg10=… avg60=… avg300=… total=N".
                ByteBuffer pressure =
                        file(dirs.get("cpu").resolve("cpu.pressure"), 256).read();
                return KernelFile.skipPast(pressure, SOME_TOTAL)
                        ? TimeUnit.MICROSECONDS.toNanos(KernelFile.nextLong(pressure))
                        : -1;
            } catch (IOException | RuntimeException e) {
                return -1;
            }
        }
        Path acct = dirs.get("cpuacct");
        if (acct == null) {
            return -1;
        }
        long known = waitOfKnownThreads(usage);
        if (known >= 0) {
            return known;
        }
        try {
            ByteBuffer tasks = file(acct.resolve("tasks"), 64 * 1024).read();
            Set<Long> live = new java.util.HashSet<>();
            long longest = 0;
            for (long tid = KernelFile.nextLong(tasks); tid >= 0; tid = KernelFile.nextLong(tasks)) {
                live.add(tid);
                KernelFile stat = threads.computeIfAbsent(
                        tid, t -> KernelFile.reader(Path.of("/proc", Long.toString(t), "schedstat"), 128));
                try {
                    ByteBuffer fields = stat.read();
                    ran.put(tid, KernelFile.nextLong(fields)); // time on the CPU
                    long wait = Math.max(0, KernelFile.nextLong(fields));
                    Long before = waited.put(tid, wait);
                    longest = Math.max(longest, wait - (before == null ? 0 : before));
                } catch (IOException e) {
                    // the thread is gone: its wait went with it
                    ran.remove(tid);
                }
            }
            threads.entrySet().removeIf(entry -> {
                if (live.contains(entry.getKey())) {
                    return false;
                }
                entry.getValue().close();
                waited.remove(entry.getKey());
                ran.remove(entry.getKey());
                return true;
            });
            someWait += longest;
            usageAtWait = usage;
            return someWait;
        } catch (IOException | RuntimeException e) {
            usageAtWait = -1;
            return -1;
        }
    }

    /**
     * The wait read from the threads known since the last reading alone, when they are still all
     * the group's: what the group gained on the CPU since then ({@code usage}) is exactly what
     * they gained. -1 when that cannot be told, and the threads are to be listed.
     */
    private long waitOfKnownThreads(long usage) {
        long before = usageAtWait;
        usageAtWait = -1;
        if (usage < 0 || before < 0 || threads.isEmpty() || ran.size() != threads.size()) {
            return -1;
        }
        long[] runs = new long[threads.size()];
        long[] waits = new long[threads.size()];
        long gained = 0;
        int i = 0;
        try {
            for (Map.Entry<Long, KernelFile> thread : threads.entrySet()) {
                ByteBuffer fields = thread.getValue().read();
                runs[i] = KernelFile.nextLong(fields);
                waits[i] = Math.max(0, KernelFile.nextLong(fields));
                gained += runs[i] - ran.get(thread.getKey());
                i++;
            }
        } catch (IOException | RuntimeException e) {
            return -1; // a thread is gone
        }
        if (gained != usage - before) {
            return -1;
        }
        long longest = 0;
        i = 0;
        for (Long tid : threads.keySet()) {
            ran.put(tid, runs[i]);
            Long waitedBefore = waited.put(tid, waits[i]);
            longest = Math.max(longest, waits[i] - (waitedBefore == null ? 0 : waitedBefore));
            i++;
        }
        someWait += longest;
        usageAtWait = usage;
        return someWait;
    }

    /**
     * Gives the group the usual share of the CPU while its bot thinks, and the least share the
     * kernel allows while it waits (for a slot, for its next game), whatever it does meanwhile.
     */
    public synchronized void thinking(boolean thinking) {
        awaitingTurn = false;
        if (thinking && turnWaitSeen) {
            turnWaitFrom = -1;
        }
        weigh(thinking);
    }

    /**
     * The bot waits for its opponent's move. Its share is lowered only once it was seen using the
     * CPU while it waited for a turn: a bot that blocks on its input until its next request is not
     * runnable then, so its share does not matter, and leaving it saves two writes a ply. What it
     * used is read at the first reading of its times in the wait ({@link #times}) and at the next
     * (the request, or a reading in the wait); more than {@link #PONDERING_NANOS} between them, and
     * from then on its share is lowered in every wait, as {@link #thinking thinking(false)} does.
     * Unseen, a bot takes less than that from its opponent in one wait.
     */
    public synchronized void awaitingTurn() {
        if (pondersSeen) {
            thinking(false);
            return;
        }
        awaitingTurn = true;
        turnWaitFrom = -1;
        turnWaitSeen = false;
    }

    /** Whether the bot was seen using the CPU while it waited for a turn (see {@link #awaitingTurn}). */
    public synchronized boolean pondersSeen() {
        return pondersSeen;
    }

    /**
     * The CPU a bot may use while it waits for its turn before its share is lowered in every wait:
     * a millisecond, a hundredth of the quickest limits games are played at.
     */
    static final long PONDERING_NANOS = TimeUnit.MILLISECONDS.toNanos(1);

    /** Whether the bot waits for its opponent's move with its share left as it was ({@link #awaitingTurn}). */
    private boolean awaitingTurn;
    /** The group's CPU time at the first reading of its times in its last wait for a turn; -1 when none. */
    private long turnWaitFrom = -1;
    /** Whether a reading after that one was made in the wait (then the wait was looked at). */
    private boolean turnWaitSeen;
    /** Whether the bot used the CPU while it waited for a turn. */
    private boolean pondersSeen;
    /** The share last written: thinking, waiting; {@code null} before any (the kernel's default). */
    private Boolean weighted;

    /** Looks at what the group used since its wait for a turn began ({@link #awaitingTurn}), {@code cpu} read now. */
    private void watchTurnWait(long cpu) {
        if (pondersSeen || (turnWaitFrom < 0 && !awaitingTurn)) {
            return;
        }
        if (cpu < 0) {
            // Not known: lowered in every wait, as before any was watched.
            ponders();
            return;
        }
        if (awaitingTurn && turnWaitFrom < 0) {
            turnWaitFrom = cpu;
            return;
        }
        if (cpu - turnWaitFrom > PONDERING_NANOS) {
            ponders();
        }
        if (awaitingTurn) {
            turnWaitSeen = true;
        } else {
            turnWaitFrom = -1;
        }
    }

    private void ponders() {
        pondersSeen = true;
        if (awaitingTurn) {
            awaitingTurn = false;
            weigh(false);
        }
    }

    private void weigh(boolean thinking) {
        if (weighted != null && weighted == thinking) {
            return;
        }
        if (shares == null) {
            Path cpu = dirs.get("cpu");
            if (cpu == null) {
                return;
            }
            try {
                shares = writer(cpu.resolve(v2 ? "cpu.weight" : "cpu.shares"));
            } catch (IOException e) {
                return; // closed
            }
        }
        try {
            shares.write(v2 ? (thinking ? THINKING_V2 : WAITING_V2) : (thinking ? THINKING_V1 : WAITING_V1));
            weighted = thinking;
        } catch (IOException e) {
            // the group is being removed
        }
    }

    /** The group's CPU time ({@code cpuacct.usage}, under v1) and its share, once opened. */
    private KernelFile usage;

    private KernelFile shares;

    /** Binds the group to one CPU; returns whether it could. */
    public boolean pinTo(int cpu) {
        Path set = dirs.get("cpuset");
        if (set == null) {
            return false;
        }
        try {
            pinned = true;
            write(set.resolve("cpuset.cpus"), Integer.toString(cpu));
            return true;
        } catch (IOException e) {
            return false;
        }
    }

    /** Whether {@link #pinTo} wrote the group's CPUs. */
    private volatile boolean pinned;

    /** Whether the kernel counts the group's memory (so that a limit on it can be set). */
    public boolean countsMemory() {
        return dirs.containsKey("memory");
    }

    /**
     * Limits the memory of the whole group (processes, shared memory, tmpfs pages it wrote, the
     * kernel's memory for it); beyond it the kernel reclaims, then kills. Returns whether it could.
     */
    public boolean limitMemory(long bytes) {
        Path memory = dirs.get("memory");
        if (memory == null) {
            return false;
        }
        try {
            if (v2) {
                write(memory.resolve("memory.max"), Long.toString(bytes));
                write(memory.resolve("memory.swap.max"), "0");
            } else {
                write(memory.resolve("memory.limit_in_bytes"), Long.toString(bytes));
                Path both = memory.resolve("memory.memsw.limit_in_bytes");
                if (Files.exists(both)) {
                    write(both, Long.toString(bytes));
                }
            }
            return true;
        } catch (IOException e) {
            return false;
        }
    }

    /** The memory the group holds now, in bytes; -1 when not counted. */
    public long memoryBytes() {
        return memoryValue(v2 ? "memory.current" : "memory.usage_in_bytes");
    }

    /** The most memory the group held at once, in bytes; -1 when not counted. */
    public long memoryPeakBytes() {
        return memoryValue(v2 ? "memory.peak" : "memory.max_usage_in_bytes");
    }

    /** How many of the group's processes the kernel killed for its memory limit; 0 when not counted. */
    public long memoryKills() {
        Path memory = dirs.get("memory");
        if (memory == null) {
            return 0;
        }
        try {
            if (v2) {
                return keyed(memory.resolve("memory.events"), "oom_kill");
            }
            return keyed(memory.resolve("memory.oom_control"), "oom_kill");
        } catch (IOException | RuntimeException e) {
            return 0;
        }
    }

    /** Kills every process of the group, those it starts while being killed too. */
    public void killAll() {
        if (pids().isEmpty()) {
            // Nothing left that could fork: an empty group is not frozen and thawed (a fraction
            // of a millisecond a bot, every game).
            return;
        }
        if (!ownGroup() || Boolean.FALSE.equals(weighted)) {
            // A bot killed with the little CPU of one waiting for its turn takes seconds to die on a
            // busy machine, as does the bot of a referee that was killed: the usual share first,
            // however the kill is made.
            restoreShare();
        }
        Path kill = dirs.get("cpu") == null ? null : dirs.get("cpu").resolve("cgroup.kill");
        if (v2 && kill != null && Files.exists(kill)) {
            try {
                write(kill, "1");
                return;
            } catch (IOException e) {
                // an older kernel: one by one below
            }
        }
        Path freezer = dirs.get("freezer");
        boolean frozen = false;
        if (freezer != null) {
            try {
                write(freezer.resolve("freezer.state"), "FROZEN");
                frozen = true;
            } catch (IOException e) {
                // killed one by one, unfrozen
            }
        }
        try {
            for (int round = 0; round < 50; round++) {
                Set<Long> pids = pids();
                if (pids.isEmpty()) {
                    return;
                }
                for (long pid : pids) {
                    if (pid != ProcessHandle.current().pid()) {
                        ProcessHandle.of(pid).ifPresent(ProcessHandle::destroyForcibly);
                    }
                }
                if (frozen) {
                    // A frozen process dies only once thawed: the kill is pending, nothing can fork.
                    write(freezer.resolve("freezer.state"), "THAWED");
                    frozen = false;
                }
                LockSupport.parkNanos(TimeUnit.MILLISECONDS.toNanos(2));
            }
        } catch (IOException e) {
            // removed meanwhile
        } finally {
            if (frozen) {
                try {
                    write(freezer.resolve("freezer.state"), "THAWED");
                } catch (IOException e) {
                    // removed
                }
            }
        }
    }

    /** Gives the group the share of a new one, where it has a {@code cpu} controller. */
    private void restoreShare() {
        Path cpu = dirs.get("cpu");
        if (cpu != null) {
            try {
                write(cpu.resolve(v2 ? "cpu.weight" : "cpu.shares"), v2 ? DEFAULT_WEIGHT_V2 : DEFAULT_SHARES_V1);
            } catch (IOException e) {
                // removed meanwhile
            }
        }
    }

    /** Kills what is left in the group and removes it. */
    @Override
    public void close() {
        synchronized (this) {
            if (closed) {
                return; // closed before (by the referee's end, say): kept or removed then
            }
            closed = true;
            open.values().forEach(KernelFile::close);
            open.clear();
            usage = null;
            shares = null;
            threads.values().forEach(KernelFile::close);
            threads.clear();
        }
        killAll();
        if (!keptForReuse()) {
            remove();
        }
    }

    /** How many empty groups are kept at most: as many bots as a run of many games at once starts together. */
    private static final int POOL_LIMIT = 32;

    private static volatile boolean poolClosed;

    private static final java.util.concurrent.atomic.AtomicBoolean POOL_HOOKED =
            new java.util.concurrent.atomic.AtomicBoolean();

    /**
     * Removes the empty groups kept for reuse, and keeps none from then on: for a referee that
     * ends, before its bots' groups are closed.
     */
    public static void removeKept() {
        poolClosed = true;
        for (Map<String, Path> dirs = POOL.pollFirst(); dirs != null; dirs = POOL.pollFirst()) {
            new BotCgroup(false, dirs, Map.of()).remove();
        }
    }

    /**
     * Puts the emptied group back as a new one would be (the kernel's default share, its parent's
     * CPUs, no CPU time counted) and keeps it for the next bot; false when it is not kept, and is
     * to be removed.
     */
    private boolean keptForReuse() {
        if (v2
                || dirs.containsKey("memory")
                || !ownGroup()
                || poolClosed
                || POOL.size() >= POOL_LIMIT
                || !pids().isEmpty()) {
            return false;
        }
        try {
            Path cpu = dirs.get("cpu");
            if (weighted != null && cpu != null) {
                write(cpu.resolve("cpu.shares"), DEFAULT_SHARES_V1);
            }
            Path set = dirs.get("cpuset");
            if (pinned && set != null) {
                write(
                        set.resolve("cpuset.cpus"),
                        Files.readString(set.getParent().resolve("cpuset.cpus")).strip());
            }
            Path acct = dirs.get("cpuacct");
            if (acct != null) {
                write(acct.resolve("cpuacct.usage"), "0");
            }
        } catch (IOException | RuntimeException e) {
            return false;
        }
        if (!POOL_HOOKED.getAndSet(true)) {
            try {
                // Also where no bot process ran in this JVM (the stop of bots removes them first).
                Runtime.getRuntime().addShutdownHook(new Thread(BotCgroup::removeKept, "arbitre-remove-groups"));
            } catch (IllegalStateException e) {
                poolClosed = true; // the JVM is ending: nothing is kept any more
                return false;
            }
        }
        POOL.addLast(dirs);
        if (poolClosed && POOL.remove(dirs)) {
            return false; // the referee began to end meanwhile
        }
        return true;
    }

    /** Whether this referee made the group (not one of a referee that is gone, closed by {@code removeStale}). */
    private boolean ownGroup() {
        String own = PREFIX + ProcessHandle.current().pid() + "-";
        return dirs.values().stream()
                .allMatch(dir -> dir.getFileName().toString().startsWith(own));
    }

    /** The share of a new group under v1 ({@code cpu.shares}), the kernel's default. */
    private static final String DEFAULT_SHARES_V1 = "1024";

    /** The weight of a new group under v2 ({@code cpu.weight}), the kernel's default. */
    private static final String DEFAULT_WEIGHT_V2 = "100";

    private void remove() {
        for (Path dir : new LinkedHashSet<>(dirs.values())) {
            for (int attempt = 0; attempt < 50; attempt++) {
                try {
                    Files.deleteIfExists(dir);
                    break;
                } catch (IOException e) {
                    // processes still leaving (the kernel refuses while any is left)
                    LockSupport.parkNanos(TimeUnit.MILLISECONDS.toNanos(10));
                }
            }
        }
    }

    private long memoryValue(String file) {
        Path memory = dirs.get("memory");
        if (memory == null) {
            return -1;
        }
        try {
            return Long.parseLong(Files.readString(memory.resolve(file)).strip());
        } catch (IOException | RuntimeException e) {
            return -1;
        }
    }

    /** Under v1 a cpuset takes no process until it has memory nodes: its parent's. */
    private void inheritMemoryNodes() throws IOException {
        Path set = dirs.get("cpuset");
        if (v2 || set == null) {
            return;
        }
        for (String file : List.of("cpuset.mems", "cpuset.cpus")) {
            String parent = Files.readString(set.getParent().resolve(file)).strip();
            if (!parent.isEmpty()) {
                write(set.resolve(file), parent);
            }
        }
    }

    private void moveHome(String tid) {
        for (Map.Entry<String, Path> dir : home.entrySet()) {
            try {
                write(dir.getValue().resolve("tasks"), tid);
            } catch (IOException e) {
                // the thread stays where it is; nothing it starts later is a bot's
            }
        }
    }

    /** The group's folder for a controller, or {@code null} when it has none; for tests. */
    Path dir(String controller) {
        return dirs.get(controller);
    }

    private Path any() {
        return dirs.containsKey("cpuacct")
                ? dirs.get("cpuacct")
                : dirs.values().iterator().next();
    }

    private static String threadId() {
        try {
            // /proc/thread-self -> PID/task/TID
            return Files.readSymbolicLink(Path.of("/proc/thread-self"))
                    .getFileName()
                    .toString();
        } catch (IOException e) {
            throw new IllegalStateException("cannot tell this thread's id: " + e.getMessage(), e);
        }
    }

    /** The value of {@code key} in a file of {@code key value} lines. */
    static long keyed(Path file, String key) throws IOException {
        for (String line : Files.readAllLines(file)) {
            String[] words = line.strip().split("\\s+");
            if (words.length == 2 && words[0].equals(key)) {
                return Long.parseLong(words[1]);
            }
        }
        throw new NoSuchFileException(file + " has no " + key);
    }

    private static void write(Path file, String value) throws IOException {
        Files.write(file, value.getBytes(StandardCharsets.US_ASCII));
    }

    /**
     * Where the groups are made: the parent folder per controller. Read once from the mounts and
     * the referee's own groups, and kept only when a probe group can be made and a process moved.
     */
    record Layout(boolean v2, Map<String, Path> parents) {
        static Layout probe() {
            if (!"Linux".equals(System.getProperty("os.name"))) {
                return null;
            }
            try {
                List<String> mounts = Files.readAllLines(MOUNTINFO);
                List<String> own = Files.readAllLines(OWN);
                Layout layout = find(mounts, own);
                if (layout == null) {
                    return null;
                }
                removeStale(layout);
                return layout.works() ? layout : null;
            } catch (IOException | RuntimeException e) {
                return null;
            }
        }

        /** The layout the mounts and the referee's groups describe, before any probe. */
        static Layout find(List<String> mounts, List<String> own) throws IOException {
            Map<String, Path> v1 = new LinkedHashMap<>();
            Path unified = null;
            for (String mount : mounts) {
                String[] halves = mount.split(" - ", 2);
                if (halves.length < 2) {
                    continue;
                }
                String[] before = halves[0].split(" ");
                String[] after = halves[1].split(" ");
                if (before.length < 5 || after.length < 3) {
                    continue;
                }
                String root = before[3];
                Path point = Path.of(before[4]);
                if (after[0].equals("cgroup2")) {
                    unified = point;
                } else if (after[0].equals("cgroup")) {
                    for (String option : after[2].split(",")) {
                        if (V1_CONTROLLERS.contains(option)) {
                            String path = ownPath(own, option);
                            if (path != null) {
                                v1.put(option, under(point, root, path));
                            }
                        }
                    }
                }
            }
            if (v1.containsKey("cpu") || v1.containsKey("cpuacct") || v1.containsKey("memory")) {
                Map<String, Path> writable = new LinkedHashMap<>();
                v1.forEach((controller, dir) -> {
                    if (Files.isWritable(dir)) {
                        writable.put(controller, dir);
                    }
                });
                return writable.isEmpty() ? null : new Layout(false, writable);
            }
            if (unified != null && isRoot()) {
                String controllers = Files.readString(unified.resolve("cgroup.subtree_control"))
                        .strip();
                Map<String, Path> parents = new LinkedHashMap<>();
                for (String controller : controllers.split("\\s+")) {
                    if (List.of("cpu", "cpuset", "memory", "pids").contains(controller)) {
                        parents.put(controller, unified);
                    }
                }
                return parents.containsKey("cpu") ? new Layout(true, parents) : null;
            }
            return null;
        }

        private static String ownPath(List<String> own, String controller) {
            for (String line : own) {
                String[] fields = line.split(":", 3);
                if (fields.length == 3 && List.of(fields[1].split(",")).contains(controller)) {
                    return fields[2];
                }
            }
            return null;
        }

        /** The folder of a group's path in a tree mounted at {@code point} from the tree's {@code root}. */
        private static Path under(Path point, String root, String path) {
            String relative = path;
            if (!root.equals("/") && (path.equals(root) || path.startsWith(root + "/"))) {
                relative = path.substring(root.length());
            }
            relative = relative.replaceFirst("^/+", "");
            return relative.isEmpty() ? point : point.resolve(relative);
        }

        /** Whether a group can be made here, and this thread moved in and out of it. */
        private boolean works() {
            Map<String, Path> dirs = new LinkedHashMap<>();
            BotCgroup probe = null;
            try {
                String name = PREFIX + "probe-" + ProcessHandle.current().pid();
                for (Map.Entry<String, Path> parent : parents.entrySet()) {
                    Path dir = parent.getValue().resolve(name);
                    if (!dirs.containsValue(dir)) {
                        Files.createDirectory(dir);
                    }
                    dirs.put(parent.getKey(), dir);
                }
                probe = new BotCgroup(v2, dirs, parents);
                probe.inheritMemoryNodes();
                if (v2) {
                    return Files.isWritable(dirs.get("cpu").resolve("cgroup.procs"));
                }
                return probe.spawnInside(() -> true);
            } catch (IOException | RuntimeException e) {
                return false;
            } finally {
                (probe != null ? probe : new BotCgroup(v2, dirs, parents)).remove();
            }
        }

        /** Removes the empty groups of referees that are gone (killed before they could). */
        private static void removeStale(Layout layout) {
            for (Path parent : new LinkedHashSet<>(layout.parents.values())) {
                try (DirectoryStream<Path> groups = Files.newDirectoryStream(parent, PREFIX + "*")) {
                    for (Path group : groups) {
                        String[] parts = group.getFileName().toString().split("-");
                        if (parts.length >= 2 && parts[1].matches("\\d+")) {
                            long pid = Long.parseLong(parts[1]);
                            if (ProcessHandle.of(pid).isEmpty()) {
                                // A referee killed outright: what its bots left is killed now.
                                new BotCgroup(
                                                layout.v2,
                                                stale(
                                                        layout,
                                                        group.getFileName().toString()),
                                                layout.parents)
                                        .close();
                            }
                        }
                    }
                } catch (IOException | RuntimeException e) {
                    // nothing to clean
                }
            }
        }

        /** The folders of a group of that name in every tree of the layout. */
        static Map<String, Path> stale(Layout layout, String name) {
            Map<String, Path> dirs = new LinkedHashMap<>();
            layout.parents.forEach((controller, parent) -> {
                Path dir = parent.resolve(name);
                if (Files.isDirectory(dir)) {
                    dirs.put(controller, dir);
                }
            });
            return dirs;
        }

        private static boolean isRoot() {
            try {
                for (String line : Files.readAllLines(Path.of("/proc/self/status"))) {
                    if (line.startsWith("Uid:")) {
                        return line.split("\\s+")[2].equals("0");
                    }
                }
            } catch (IOException e) {
                return false;
            }
            return false;
        }
    }

    /** Reads the per-thread scheduler statistics the kernel keeps in {@code /proc}. */
    static final class Schedstat {
        private Schedstat() {}

        /** The time thread {@code tid} waited on a run queue, in nanoseconds; 0 when gone. */
        static long waitNanos(long tid) {
            long[] fields = read(Path.of("/proc", Long.toString(tid), "schedstat"));
            return fields == null ? 0 : fields[1];
        }

        /** {@code [run, wait, slices]} from a {@code schedstat} file, or {@code null} when gone. */
        static long[] read(Path file) {
            try {
                String[] words = Files.readString(file).strip().split(" ");
                if (words.length < 3) {
                    return null;
                }
                return new long[] {Long.parseLong(words[0]), Long.parseLong(words[1]), Long.parseLong(words[2])};
            } catch (IOException | RuntimeException e) {
                return null;
            }
        }
    }
}
