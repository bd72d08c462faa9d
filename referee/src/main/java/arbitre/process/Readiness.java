package arbitre.process;

import java.io.IOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * Tells whether a bot that was just started is ready to play, without asking it anything: the
 * course's bots speak no handshake, but Linux tells what each thread is doing.
 *
 * <p>A bot is ready when one of its threads is blocked reading its standard input (the system
 * call in {@code /proc/PID/task/TID/syscall} is a read of file descriptor 0), or when it has been
 * idle for a while: every thread of every process asleep and no CPU time used between two looks
 * ({@link Sample#idleSince}), as a bot that waits in {@code select} or {@code poll}. A bot that
 * is loading, compiling or starting a virtual machine uses CPU or waits for the disk, and is not
 * ready yet. The look costs a few small reads of {@code /proc} per thread.
 */
final class Readiness {
    /** The system calls that read a file descriptor given as their first argument, by architecture. */
    private static final Set<Integer> READS = switch (System.getProperty("os.arch", "")) {
        case "amd64", "x86_64" -> Set.of(0, 17, 19, 295, 327); // read, pread64, readv, preadv, preadv2
        case "aarch64", "riscv64", "loongarch64" -> Set.of(63, 65, 67, 69, 286); // the generic table
        default -> Set.of();
    };

    private Readiness() {}

    /**
     * One look at a bot's processes.
     *
     * @param readingInput a thread is blocked reading standard input
     * @param asleep every thread is asleep (not running, not waiting for the disk)
     * @param cpuNanos the CPU time of the live threads
     */
    record Sample(boolean readingInput, boolean asleep, long cpuNanos, int threads) {
        /** Whether this look, after {@code earlier}, shows the bot idle all along. */
        boolean idleSince(Sample earlier) {
            return earlier != null && earlier.asleep && asleep && cpuNanos == earlier.cpuNanos && threads > 0;
        }
    }

    /** Looks at these processes once. */
    static Sample look(Iterable<Long> pids) {
        boolean reading = false;
        boolean asleep = true;
        long cpu = 0;
        int threads = 0;
        for (long pid : pids) {
            for (Path task : tasks(pid)) {
                char state = ProcStat.state(task.resolve("stat"));
                if (state == 0 || state == 'Z' || state == 'X') {
                    continue;
                }
                threads++;
                long[] sched = BotCgroup.Schedstat.read(task.resolve("schedstat"));
                if (sched != null) {
                    cpu += sched[0];
                }
                if (state != 'S') {
                    asleep = false;
                } else if (!reading && readsInput(task)) {
                    reading = true;
                }
            }
        }
        return new Sample(reading, asleep, cpu, threads);
    }

    private static List<Path> tasks(long pid) {
        List<Path> tasks = new ArrayList<>();
        try (DirectoryStream<Path> stream = Files.newDirectoryStream(Path.of("/proc", Long.toString(pid), "task"))) {
            stream.forEach(tasks::add);
        } catch (IOException e) {
            // gone
        }
        return tasks;
    }

    /** Whether a process is a zombie or dying (or gone). */
    static boolean exiting(long pid) {
        char state = ProcStat.state(Path.of("/proc", Long.toString(pid), "stat"));
        return state == 0 || state == 'Z' || state == 'X';
    }

    /** Whether a sleeping thread is blocked in a read of file descriptor 0. */
    static boolean readsInput(Path task) {
        try {
            return readsInput(Files.readString(task.resolve("syscall")));
        } catch (IOException | RuntimeException e) {
            return false; // another user's thread, or gone
        }
    }

    /** Whether a {@code syscall} line ({@code 0 0x0 0x7ff... ...}) is a read of descriptor 0. */
    static boolean readsInput(String syscall) {
        String[] words = syscall.strip().split(" ");
        if (words.length < 2 || !words[0].matches("\\d+")) {
            return false; // "running", or "-1 ..." (blocked outside a system call)
        }
        return READS.contains(Integer.parseInt(words[0])) && Long.decode(words[1]) == 0;
    }
}
