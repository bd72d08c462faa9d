package arbitre.process;

import java.io.IOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * Raises the referee's own scheduling priority, so that a loaded machine does not charge its
 * delays to the bots. A move is timed from the flush of its request to the moment the referee's
 * reading thread sees the answer: a reading thread kept off the CPU by other work stamps the
 * answer late. Measured with a busy loop per core beside the games, the referee's own latency
 * (from one bot's line to the next request) reached 196 ms at the 99th percentile, and bots
 * answering 270 ms into a 300 ms move lost on time.
 *
 * <p>Each bot runs in a control group of its own ({@link BotCgroup}), whose weight, not its
 * processes' nice value, sets its share against other work; the referee runs in the group it was
 * started in, where its threads compete one by one with every other process. Their nice value is
 * lowered to {@value #NICE} (a weight about ten times an ordinary process's), which only root may
 * do; threads started later inherit it. Nothing is changed where bots get no group of their own:
 * their processes would inherit the priority and compete with it against the rest of the machine.
 */
final class RefereePriority {
    /** The nice value of the referee's threads. */
    static final int NICE = -10;

    private static final long RENICE_WAIT_SECONDS = 5;

    private RefereePriority() {}

    /**
     * Lowers the nice value of every thread of this process; threads started from them afterwards
     * inherit it. Quietly does nothing where that is not allowed or {@code renice} is missing.
     *
     * @return whether the priority was raised
     */
    static boolean raise() {
        List<String> command = new ArrayList<>(List.of("renice", "-n", Integer.toString(NICE), "-p"));
        try (DirectoryStream<Path> tasks = Files.newDirectoryStream(Path.of("/proc/self/task"))) {
            tasks.forEach(task -> command.add(task.getFileName().toString()));
        } catch (IOException e) {
            return false;
        }
        return succeeds(command);
    }

    /**
     * Puts thread {@code tid} of this process under the kernel's real-time FIFO policy, at its
     * lowest priority: woken, it runs at once, before any ordinary thread. For the threads that
     * stamp bots' lines, which do little ({@link LineReader}); the kernel keeps a twentieth of each
     * CPU for ordinary threads all the same. Only root may; quietly does nothing elsewhere.
     *
     * @return whether the thread now runs so
     */
    static boolean realTime(long tid) {
        if (tid <= 0) {
            return false;
        }
        return succeeds(List.of("chrt", "--fifo", "-p", "1", Long.toString(tid)));
    }

    /**
     * Runs a short command quietly, with nothing of the referee's environment but its {@code PATH};
     * whether it ran and succeeded within a few seconds.
     */
    static boolean succeeds(List<String> command) {
        try {
            ProcessBuilder builder = new ProcessBuilder(command)
                    .redirectErrorStream(true)
                    .redirectOutput(ProcessBuilder.Redirect.DISCARD);
            String path = System.getenv("PATH");
            builder.environment().clear();
            if (path != null) {
                builder.environment().put("PATH", path);
            }
            Process process = builder.start();
            if (!process.waitFor(RENICE_WAIT_SECONDS, TimeUnit.SECONDS)) {
                process.destroyForcibly();
                return false;
            }
            return process.exitValue() == 0;
        } catch (IOException e) {
            return false;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return false;
        }
    }

    /** The nice value of a thread of this process, from {@code /proc/self/task/TID/stat}; null when unknown. */
    static Integer niceOf(long tid) {
        String[] fields = ProcStat.fields(Path.of("/proc/self/task", Long.toString(tid), "stat"));
        try {
            // The nice value is field 19 of proc(5).
            return Integer.parseInt(fields[19 - 3]);
        } catch (RuntimeException e) {
            return null;
        }
    }
}
