package arbitre.process;

import java.io.IOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

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
 */
final class TreeTimes {
    /**
     * The length of a clock tick of {@code /proc/PID/stat}: the kernel's {@code USER_HZ}, 100 on
     * every architecture Linux runs Java on.
     */
    static final long TICK_NANOS = 10_000_000L;

    private final long root;
    /** Each live thread's CPU time at the last reading, by thread id. */
    private final Map<Long, Long> threadRun = new HashMap<>();
    /** Each process's threads, by process id, at the last reading. */
    private final Map<Long, Set<Long>> threadsOf = new HashMap<>();
    /** Each process's exited threads' CPU time, as last seen. */
    private final Map<Long, Long> exitedRun = new HashMap<>();
    /** Each live thread's run-queue wait at the last reading, by thread id. */
    private final Map<Long, Long> threadWait = new HashMap<>();

    private long run;
    private long wait;

    /** @param root the process the referee started: the tree is it and its descendants */
    TreeTimes(long root) {
        this.root = root;
    }

    /** The tree's CPU time and wait so far. */
    synchronized CpuTimes read() {
        return read(ProcessTree.descendants(root));
    }

    /** As {@link #read()}, over these processes. */
    synchronized CpuTimes read(List<Long> processes) {
        long total = 0;
        long longestWait = 0;
        Set<Long> seen = new HashSet<>();
        for (long pid : processes) {
            long[] stat = stat(pid);
            if (stat == null) {
                continue;
            }
            seen.add(pid);
            Set<Long> before = threadsOf.getOrDefault(pid, Set.of());
            Set<Long> now = new HashSet<>();
            long live = 0;
            for (long tid : threads(pid)) {
                long[] fields = BotCgroup.Schedstat.read(
                        Path.of("/proc", Long.toString(pid), "task", Long.toString(tid), "schedstat"));
                if (fields == null) {
                    continue;
                }
                now.add(tid);
                live += fields[0];
                threadRun.put(tid, fields[0]);
                Long waited = threadWait.put(tid, fields[1]);
                longestWait = Math.max(longestWait, fields[1] - (waited == null ? 0 : waited));
            }
            long exited = exitedRun.getOrDefault(pid, 0L);
            for (long tid : before) {
                if (!now.contains(tid)) {
                    exited += threadRun.getOrDefault(tid, 0L);
                    threadRun.remove(tid);
                    threadWait.remove(tid);
                }
            }
            exitedRun.put(pid, exited);
            threadsOf.put(pid, now);
            long own = Math.max(live + exited, (stat[0] + stat[1]) * TICK_NANOS);
            total += own + (stat[2] + stat[3]) * TICK_NANOS;
        }
        // Processes that left the tree: their time is now in their reaper's count.
        for (Long gone : Set.copyOf(threadsOf.keySet())) {
            if (!seen.contains(gone)) {
                for (long tid : threadsOf.remove(gone)) {
                    threadRun.remove(tid);
                    threadWait.remove(tid);
                }
                exitedRun.remove(gone);
            }
        }
        run = Math.max(run, total);
        wait += Math.max(0, longestWait);
        return new CpuTimes(run, wait);
    }

    /** The thread ids of a process; none when it is gone. */
    private static List<Long> threads(long pid) {
        List<Long> tids = new java.util.ArrayList<>();
        try (DirectoryStream<Path> tasks = Files.newDirectoryStream(Path.of("/proc", Long.toString(pid), "task"))) {
            for (Path task : tasks) {
                tids.add(Long.parseLong(task.getFileName().toString()));
            }
        } catch (IOException | RuntimeException e) {
            // gone
        }
        return tids;
    }

    /**
     * {@code [utime, stime, cutime, cstime]} of a process, in clock ticks, or {@code null} when it
     * is gone.
     */
    static long[] stat(long pid) {
        try {
            return parseStat(Files.readString(Path.of("/proc", Long.toString(pid), "stat")));
        } catch (IOException | RuntimeException e) {
            return null;
        }
    }

    /**
     * {@code [utime, stime, cutime, cstime]} from the text of a {@code /proc/PID/stat} file. The
     * process's name, in parentheses, may hold spaces and parentheses: the fields are counted
     * from the last closing one.
     */
    static long[] parseStat(String text) {
        int end = text.lastIndexOf(')');
        if (end < 0) {
            throw new IllegalArgumentException("not a stat file: no ')' after the name");
        }
        // After the name: state ppid pgrp session tty_nr tpgid flags minflt cminflt majflt cmajflt
        // utime stime cutime cstime ...
        String[] fields = text.substring(end + 1).strip().split(" ");
        if (fields.length < 15) {
            throw new IllegalArgumentException("not a stat file: " + fields.length + " fields after the name");
        }
        return new long[] {
            Long.parseLong(fields[11]),
            Long.parseLong(fields[12]),
            Long.parseLong(fields[13]),
            Long.parseLong(fields[14])
        };
    }
}
