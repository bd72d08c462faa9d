package arbitre.process;

import arbitre.sandbox.Limit;
import arbitre.sandbox.LimitHit;
import java.util.Locale;
import java.util.Set;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;
import java.util.function.BooleanSupplier;
import java.util.function.LongFunction;
import java.util.function.LongSupplier;

/**
 * Limits a bot as a whole: the memory and the CPU time of all its processes together, read from
 * {@code /proc} every {@value #PERIOD_MS} ms: their resident memory ({@link ProcessTree#usage})
 * and the memory the bot holds in files, which no process's resident set shows ({@link
 * FileMemory}: memory files and shared memory, its private {@code /tmp} and {@code /dev/shm}). Limits the
 * kernel sets per process ({@code RLIMIT_AS}, {@code RLIMIT_CPU}) let a bot multiply them by
 * starting children: eight children of 57 MiB each stay under a 64 MiB limit, and children that
 * spin share no CPU limit. Over either limit, the watchdog records why and kills every process of
 * the bot; the referee then reports the exit with that reason.
 *
 * <p>Where the bot has a control group of its own that counts memory ({@link BotCgroup}: a
 * referee running as root), the memory limit is the group's and the kernel keeps it: it counts
 * every page the bot holds (files in memory, shared memory and the kernel's own for it included)
 * and kills at the limit; the watchdog then only names that kill, and does not sum resident pages.
 *
 * <p>Sampling is what an unprivileged referee can do everywhere (no cgroup needed). Its cost is
 * one pass over {@code /proc} per bot and period, on one shared thread; what a bot allocates
 * between two samples is still bounded per process by the kernel's limits.
 */
public final class Watchdog {
    /** How often the bot's processes are looked at. */
    public static final long PERIOD_MS = 100;

    private static final ScheduledExecutorService TIMER = Executors.newSingleThreadScheduledExecutor(runnable -> {
        Thread thread = new Thread(runnable, "arbitre-watchdog");
        thread.setDaemon(true);
        return thread;
    });

    private final long pid;
    private final long memoryBytes;
    private final long cpuMillis;
    private final LongFunction<Sample> sample;
    private final Runnable kill;
    private final KernelLimit kernel;
    private volatile String verdict;
    private volatile Limit exceeded;
    private long cpuSeen;
    private ScheduledFuture<?> task;
    private BooleanSupplier noWriterLeft = () -> true;
    private int unheldLooks;
    private boolean outputEnded;

    /**
     * One look at a bot.
     *
     * @param usage its processes, their resident memory and CPU time
     * @param files the memory it holds in files
     * @param outputHeld whether a process of the bot still holds its standard output
     */
    record Sample(ProcessTree.Usage usage, FileMemory.Held files, boolean outputHeld) {
        Sample(ProcessTree.Usage usage, FileMemory.Held files) {
            this(usage, files, true);
        }

        long memoryBytes() {
            return usage.residentBytes() + files.total();
        }
    }

    /**
     * The memory limit as the kernel keeps it, for a bot in a control group of its own that
     * counts memory ({@link BotCgroup#limitMemory}): everything the bot's processes hold is
     * counted there, files in memory included, and at the limit the kernel kills.
     *
     * @param kills how many of the group's processes the kernel has killed at the limit
     * @param peakBytes the most the group held at once
     */
    record KernelLimit(LongSupplier kills, LongSupplier peakBytes) {}

    Watchdog(long pid, long memoryBytes, long cpuMillis, LongFunction<Sample> sample, Runnable kill) {
        this(pid, memoryBytes, cpuMillis, sample, kill, null);
    }

    /** @param kernel the kernel's memory limit, which then replaces the count of resident pages; or {@code null} */
    Watchdog(
            long pid,
            long memoryBytes,
            long cpuMillis,
            LongFunction<Sample> sample,
            Runnable kill,
            KernelLimit kernel) {
        this.pid = pid;
        this.memoryBytes = memoryBytes;
        this.cpuMillis = cpuMillis;
        this.sample = sample;
        this.kill = kill;
        this.kernel = kernel;
    }

    /**
     * Watches the process {@code pid} and every process it starts, killing them all over a limit,
     * and reports when none of them holds its standard output any more ({@link OutputWatch}).
     *
     * @param noWriterLeft reports the end of the output ({@link LineReader#noWriterLeft}); false
     *     while output is still being read
     */
    static Watchdog start(long pid, long memoryBytes, long cpuMillis, BooleanSupplier noWriterLeft, BotCgroup group) {
        OutputWatch output = OutputWatch.of(pid);
        KernelLimit kernel = group != null && group.limitMemory(memoryBytes)
                ? new KernelLimit(group::memoryKills, group::memoryPeakBytes)
                : null;
        Watchdog watchdog = new Watchdog(
                pid,
                memoryBytes,
                cpuMillis,
                root -> sample(root, output, kernel == null),
                () -> ProcessTree.stop(pid, 0),
                kernel);
        synchronized (watchdog) {
            watchdog.noWriterLeft = noWriterLeft;
            watchdog.task = TIMER.scheduleAtFixedRate(watchdog::check, PERIOD_MS, PERIOD_MS, TimeUnit.MILLISECONDS);
        }
        return watchdog;
    }

    /**
     * One look at a sandboxed bot's processes. The sandbox gives the bot a PID namespace of its own,
     * where an orphan goes to the namespace's init, below the bot's root: its descendants are all
     * of it, found without reading every process of the machine ten times a second.
     */
    private static Sample sample(long pid, OutputWatch output, boolean files) {
        Set<ProcessHandle> tree = ProcessTree.descendantsAlive(pid);
        boolean held = output == null || tree.isEmpty() || output.held(tree);
        return new Sample(ProcessTree.usage(tree), files ? FileMemory.held(tree) : FileMemory.Held.NONE, held);
    }

    /** One look at the bot's processes; over a limit, the verdict is set and they are killed. */
    synchronized void check() {
        look(true);
    }

    /**
     * One look at the bot's limits only, out of the watchdog's rhythm (the end of its output is
     * told by looks at the watchdog's period, two in a row).
     */
    synchronized void checkLimits() {
        look(false);
    }

    private void look(boolean output) {
        if (verdict != null) {
            return;
        }
        Sample sampled = sample.apply(pid);
        ProcessTree.Usage now = sampled.usage();
        // A process that exits takes its CPU time along unless its parent reaps it: never count down.
        cpuSeen = Math.max(cpuSeen, now.cpuMillis());
        if (kernel != null) {
            kernelVerdict();
        } else if (sampled.memoryBytes() > memoryBytes) {
            exceeded = Limit.MEMORY;
            verdict = String.format(
                    Locale.ROOT,
                    "over the whole-bot memory limit: its %d processes held %d MiB%s together%s (limit %d MiB)",
                    now.processes(),
                    sampled.memoryBytes() >> 20,
                    sampled.files().total() == 0 ? " resident" : "",
                    inFiles(sampled.files()),
                    memoryBytes >> 20);
        }
        if (verdict == null && cpuSeen > cpuMillis) {
            exceeded = Limit.CPU;
            verdict = String.format(
                    Locale.ROOT,
                    "over the whole-bot CPU limit: its %d processes used %.1f s of CPU" + " together (limit %d s)",
                    now.processes(),
                    cpuSeen / 1000.0,
                    cpuMillis / 1000);
        }
        if (verdict != null) {
            stop();
            kill.run();
            return;
        }
        if (!output) {
            return;
        }
        // Twice in a row: one look may fall between a process's exit and its child's start.
        unheldLooks = sampled.outputHeld() ? 0 : unheldLooks + 1;
        if (!outputEnded && unheldLooks >= 2) {
            outputEnded = noWriterLeft.getAsBoolean();
        }
    }

    /** Sets the verdict when the kernel has killed a process of the bot at its memory limit. */
    private void kernelVerdict() {
        long kills = kernel.kills().getAsLong();
        if (kills > 0) {
            exceeded = Limit.MEMORY;
            verdict = String.format(
                    Locale.ROOT,
                    "over the whole-bot memory limit: the kernel killed %d of its processes when they held %d MiB"
                            + " together, files in memory included (limit %d MiB)",
                    kills,
                    Math.max(0, kernel.peakBytes().getAsLong()) >> 20,
                    memoryBytes >> 20);
        }
    }

    /** Whether the end of the bot's output was reported because none of its processes held it. */
    boolean outputEnded() {
        return outputEnded;
    }

    /** The part of the memory held in files, when there is one: the one part a bot's author may not expect. */
    private static String inFiles(FileMemory.Held files) {
        if (files.total() == 0) {
            return "";
        }
        return String.format(
                Locale.ROOT,
                ", %d MiB of it in files (%d MiB in memory files and shared memory, %d MiB in /tmp and /dev/shm)",
                files.total() >> 20,
                files.memfdBytes() >> 20,
                files.tmpfsBytes() >> 20);
    }

    /** Stops watching (the bot has exited, or is being stopped). */
    synchronized void stop() {
        if (task != null) {
            task.cancel(false);
        }
    }

    /** Why the watchdog killed the bot, or {@code null} when it did not. */
    public String verdict() {
        lookAtTheKernel();
        return verdict;
    }

    /** The limit the bot went over, or {@code null} when it did not. */
    public Limit exceeded() {
        lookAtTheKernel();
        return exceeded;
    }

    /** The limit the bot went over and the verdict, or {@code null} when it did not. */
    public LimitHit hit() {
        lookAtTheKernel();
        // The verdict is written after the limit, so a verdict seen means its limit is set.
        String said = verdict;
        return said == null ? null : new LimitHit(exceeded, said);
    }

    /**
     * The kernel may have killed the bot between two looks, and its exit be handled before the
     * next: its verdict is asked for then, and what is left of the bot stopped.
     */
    private synchronized void lookAtTheKernel() {
        if (verdict == null && kernel != null) {
            kernelVerdict();
            if (verdict != null) {
                stop();
                kill.run();
            }
        }
    }
}
