package arbitre.process;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/** What the kernel shows of a thread of the referee that reads a bot's output. */
final class ReaderThread {
    private ReaderThread() {}

    /** The calling thread's id in the kernel ({@code /proc/thread-self} is {@code <pid>/task/<tid>}), or -1. */
    static long currentTid() {
        try {
            return Long.parseLong(Files.readSymbolicLink(Path.of("/proc/thread-self"))
                    .getFileName()
                    .toString());
        } catch (IOException | RuntimeException e) {
            return -1;
        }
    }

    /**
     * Whether thread {@code tid} of this process is runnable (running, or woken and waiting for a
     * CPU) rather than asleep: {@code R} in {@code /proc/self/task/TID/stat}.
     */
    static boolean runnable(long tid) {
        String[] fields = stat(tid);
        return fields != null && fields[0].equals("R");
    }

    /** Whether thread {@code tid} of this process runs under a real-time policy (FIFO or round-robin). */
    static boolean realTime(long tid) {
        String[] fields = stat(tid);
        // After the name: state (field 3) ... policy (field 41).
        return fields != null && fields.length > 38 && (fields[38].equals("1") || fields[38].equals("2"));
    }

    /** The fields of {@code /proc/self/task/TID/stat} after the thread's name, from its state on; null when gone. */
    private static String[] stat(long tid) {
        if (tid <= 0) {
            return null;
        }
        return ProcStat.fields(Path.of("/proc/self/task", Long.toString(tid), "stat"));
    }
}
