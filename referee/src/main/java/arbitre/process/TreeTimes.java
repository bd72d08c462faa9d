package arbitre.process;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.HashMap;
import java.util.Iterator;
import java.util.Map;

/**
 * The CPU time and run-queue wait of a bot's whole process tree where no control group counts
 * them (an ordinary user's machine): every thread and process the bot ever ran, not only those
 * alive at the reading.
 *
 * <h2>What the kernel keeps</h2>
 * A thread's time on the CPU is in its {@code /proc/PID/task/TID/schedstat}, to the nanosecond,
 * while it lives. When it exits, its time is added to its process's ({@code utime} and {@code
 * stime} of {@code /proc/PID/stat}, which count every thread the process ever had); when a process
 * exits and its parent waits for it, its time, its children's included, is added to the parent's
 * {@code cutime} and {@code cstime}. So the tree's whole time is, over the processes in it now
 * (zombies included), each one's own time plus its waited children's. A process whose parent left
 * the tree is adopted by the nearest reaper: the init of the bot's PID namespace (the sandbox's,
 * or {@link PidNamespace}'s), which is in the tree and waits for it. Without such a namespace an
 * orphan is adopted outside the tree and its time is lost: {@link BotConnection#cpuTrusted()} then
 * says so.
 *
 * <h2>Precision</h2>
 * The process counters are in clock ticks (10 ms), each rounded down; the threads' counters are
 * exact. Each process counts the larger of its exact live threads' time (plus the last time seen
 * of its threads that have since exited) and its ticks; the total never goes down between two
 * readings. A bot whose work lives in threads that live long is counted to the nanosecond; one
 * that spreads its work over short-lived threads or processes is counted to within 20 ms for
 * each process.
 *
 * <p>The wait is the live threads': between two readings, the longest wait of one thread (as
 * {@link BotCgroup#waitNanos()} under v1). Exited threads' waits are lost, which can only make a
 * late bot's lateness look more its own.
 *
 * <h2>Cost</h2>
 * The tree is read twice a move. Each file read is kept open and read again from its start (see
 * {@link KernelFile}): a process's {@code stat}, and each thread's {@code schedstat} and list of
 * children. A process's threads are listed again only when their number in {@code stat} differs
 * from those known, or one of them has gone. A reading of a one-thread bot is three reads, where
 * opening the files each time cost a few hundred microseconds a move. Past {@link #KEPT_FILES}
 * kept files (a bot with many threads), the rest are opened for each reading.
 */
final class TreeTimes implements AutoCloseable {
    /**
     * The length of a clock tick of {@code /proc/PID/stat}: the kernel's {@code USER_HZ}, 100 on
     * every architecture Linux runs Java on.
     */
    static final long TICK_NANOS = 10_000_000L;

    /** The most files kept open for one bot's tree; more are opened at each reading. */
    static final int KEPT_FILES = 192;

    /** Processes past this many are not looked at (as {@link ProcessTree#descendants}). */
    private static final int MOST_PROCESSES = 4096;

    private static final Path PROC = Path.of("/proc");

    private final long root;
    /** What is known of each process of the tree, by process id. */
    private final Map<Long, Proc> processes = new HashMap<>();

    private int keptFiles;
    private boolean closed;
    private long run;
    private long wait;

    /** @param root the process the referee started: the tree is it and its descendants */
    TreeTimes(long root) {
        this.root = root;
    }

    /** The tree's CPU time and wait so far. */
    synchronized CpuTimes read() {
        if (closed) {
            return new CpuTimes(run, wait);
        }
        long total = 0;
        long longestWait = 0;
        Deque<Long> frontier = new ArrayDeque<>();
        frontier.push(root);
        int found = 0;
        long reading = ++readings;
        while (!frontier.isEmpty() && found < MOST_PROCESSES) {
            long pid = frontier.pop();
            Proc proc = processes.get(pid);
            if (proc == null) {
                proc = new Proc(pid);
                processes.put(pid, proc);
            }
            long[] stat = proc.stat();
            if (stat == null) {
                continue;
            }
            found++;
            proc.seenIn = reading;
            if (proc.tasks.size() != stat[4]) {
                proc.list();
            }
            long live = 0;
            boolean lost = false;
            for (Task task : proc.tasks.values()) {
                lost |= !task.read(frontier);
            }
            if (lost) {
                // One ended, and another may have begun in its place.
                proc.list();
                for (Task task : proc.tasks.values()) {
                    if (task.readIn != reading) {
                        task.read(frontier);
                    }
                }
            }
            for (Iterator<Task> tasks = proc.tasks.values().iterator(); tasks.hasNext(); ) {
                Task task = tasks.next();
                if (task.readIn != reading) {
                    proc.exited += task.run;
                    task.close();
                    tasks.remove();
                    continue;
                }
                live += task.run;
                longestWait = Math.max(longestWait, task.waited);
            }
            long own = Math.max(live + proc.exited, (stat[0] + stat[1]) * TICK_NANOS);
            total += own + (stat[2] + stat[3]) * TICK_NANOS;
        }
        // Processes that left the tree: their time is now in their reaper's count.
        for (Iterator<Proc> known = processes.values().iterator(); known.hasNext(); ) {
            Proc proc = known.next();
            if (proc.seenIn != reading) {
                proc.close();
                known.remove();
            }
        }
        run = Math.max(run, total);
        wait += Math.max(0, longestWait);
        return new CpuTimes(run, wait);
    }

    private long readings;

    /** Closes the files kept open; readings after it say the last times read. */
    @Override
    public synchronized void close() {
        closed = true;
        processes.values().forEach(Proc::close);
        processes.clear();
    }

    /** A file of the tree's, kept open while the budget allows. */
    private KernelFile keep(Path path, int size) {
        if (keptFiles >= KEPT_FILES) {
            return null;
        }
        keptFiles++;
        return KernelFile.reader(path, size);
    }

    private void release(KernelFile file) {
        if (file != null) {
            file.close();
            keptFiles--;
        }
    }

    /**
     * The file's text from its start, through the kept file or, without one (or when the text
     * filled its buffer), opened for this reading; {@code null} when the process or thread is gone.
     */
    private static ByteBuffer text(KernelFile kept, Path path) {
        try {
            if (kept != null) {
                ByteBuffer text = kept.read();
                if (text.limit() < text.capacity()) {
                    return text;
                }
            }
            return ByteBuffer.wrap(Files.readAllBytes(path));
        } catch (IOException | RuntimeException e) {
            return null;
        }
    }

    /** A process of the tree: its {@code stat}, and its threads. */
    private final class Proc {
        final long pid;
        final Path dir;
        final KernelFile stat;
        /** Its threads at the last reading, by thread id. */
        final Map<Long, Task> tasks = new HashMap<>();
        /** Its exited threads' CPU time, as last seen. */
        long exited;

        long seenIn;

        Proc(long pid) {
            this.pid = pid;
            this.dir = PROC.resolve(Long.toString(pid));
            this.stat = keep(dir.resolve("stat"), 1024);
        }

        /** {@code [utime, stime, cutime, cstime, threads]}, or {@code null} when it is gone. */
        long[] stat() {
            ByteBuffer text = text(stat, dir.resolve("stat"));
            if (text == null) {
                return null;
            }
            try {
                return parseStat(text);
            } catch (RuntimeException e) {
                return null;
            }
        }

        /** Lists its threads again: new ones are added, gone ones are left for the reading to drop. */
        void list() {
            try (DirectoryStream<Path> listed = Files.newDirectoryStream(dir.resolve("task"))) {
                for (Path task : listed) {
                    long tid = Long.parseLong(task.getFileName().toString());
                    if (!tasks.containsKey(tid)) {
                        tasks.put(tid, new Task(task));
                    }
                }
            } catch (IOException | RuntimeException e) {
                // gone
            }
        }

        void close() {
            release(stat);
            tasks.values().forEach(Task::close);
            tasks.clear();
        }
    }

    /** A thread of a process of the tree: its {@code schedstat} and its list of children. */
    private final class Task {
        final Path dir;
        final KernelFile schedstat;
        final KernelFile children;
        /** Its CPU time at its last reading. */
        long run;
        /** Its run-queue wait at its last reading, and how much it grew then. */
        long wait = -1;

        long waited;
        long readIn;

        Task(Path dir) {
            this.dir = dir;
            this.schedstat = keep(dir.resolve("schedstat"), 128);
            this.children = keep(dir.resolve("children"), 1024);
        }

        /** Reads its times and puts its children on {@code frontier}; false when it is gone. */
        boolean read(Deque<Long> frontier) {
            ByteBuffer times = text(schedstat, dir.resolve("schedstat"));
            long ran = times == null ? -1 : KernelFile.nextLong(times);
            long queued = ran < 0 ? -1 : KernelFile.nextLong(times);
            if (queued < 0) {
                return false;
            }
            waited = wait < 0 ? queued : queued - wait;
            run = ran;
            wait = queued;
            readIn = readings;
            ByteBuffer listed = text(children, dir.resolve("children"));
            if (listed != null) {
                for (long child = KernelFile.nextLong(listed); child >= 0; child = KernelFile.nextLong(listed)) {
                    frontier.push(child);
                }
            }
            return true;
        }

        void close() {
            release(schedstat);
            release(children);
        }
    }

    /**
     * {@code [utime, stime, cutime, cstime, num_threads]} from the text of a {@code /proc/PID/stat}
     * file. The process's name, in parentheses, may hold spaces and parentheses: the fields are
     * counted from the last closing one.
     */
    static long[] parseStat(String text) {
        return parseStat(ByteBuffer.wrap(text.getBytes(java.nio.charset.StandardCharsets.UTF_8)));
    }

    private static long[] parseStat(ByteBuffer text) {
        int end = -1;
        for (int i = text.limit() - 1; i >= text.position(); i--) {
            if (text.get(i) == ')') {
                end = i;
                break;
            }
        }
        if (end < 0) {
            throw new IllegalArgumentException("not a stat file: no ')' after the name");
        }
        text.position(end + 1);
        // After the name: state ppid pgrp session tty_nr tpgid flags minflt cminflt majflt cmajflt
        // utime stime cutime cstime priority nice num_threads; the state is a letter, and each
        // other field one number (a sign, as tpgid's -1, is passed over).
        long[] fields = new long[17];
        for (int i = 0; i < fields.length; i++) {
            fields[i] = KernelFile.nextLong(text);
            if (fields[i] < 0) {
                throw new IllegalArgumentException("not a stat file: " + i + " fields after the name");
            }
        }
        return new long[] {fields[10], fields[11], fields[12], fields[13], fields[16]};
    }
}
