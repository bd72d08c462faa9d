package arbitre.process;

import java.io.Closeable;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.function.LongSupplier;

/**
 * How long a reading thread has waited for a CPU so far: the run delay the kernel counts for it
 * ({@code /proc/thread-self/schedstat}, second field), opened once on the thread it measures.
 *
 * <p>A bot's write wakes the thread blocked reading its output; on a loaded machine that thread
 * may then wait on a run queue before it runs and stamps the line, tens of milliseconds with a
 * busy loop per core. That wait is the referee's, not the bot's: the wait that grew during a read
 * is taken off the line's stamp ({@link LineReader}).
 */
class ReaderDelay implements LongSupplier, Closeable {
    /** Where the kernel keeps no such count: every reading is unknown (-1), and nothing is taken off. */
    static final ReaderDelay NONE = new ReaderDelay(null, -1);

    private final KernelFile schedstat;
    private final long tid;

    ReaderDelay(KernelFile schedstat, long tid) {
        this.schedstat = schedstat;
        this.tid = tid;
    }

    /** The calling thread's count, or {@link #NONE} where it cannot be read. */
    static ReaderDelay ofThisThread() {
        try {
            // "<pid>/task/<tid>": the thread's own id, for its file and for others to look at its state.
            Path self = Files.readSymbolicLink(Path.of("/proc/thread-self"));
            long tid = Long.parseLong(self.getFileName().toString());
            ReaderDelay delay = new ReaderDelay(
                    KernelFile.reader(Path.of("/proc/self/task", Long.toString(tid), "schedstat"), 128), tid);
            if (delay.getAsLong() < 0) {
                delay.close();
                return NONE;
            }
            return delay;
        } catch (IOException | RuntimeException e) {
            return NONE;
        }
    }

    /** The thread's id in the kernel, or -1. */
    long tid() {
        return tid;
    }

    /** The nanoseconds the thread has waited for a CPU since it began, or -1 when unknown. */
    @Override
    public long getAsLong() {
        if (schedstat == null) {
            return -1;
        }
        try {
            ByteBuffer text = schedstat.read();
            KernelFile.nextLong(text); // the time it ran
            return KernelFile.nextLong(text);
        } catch (IOException | RuntimeException e) {
            return -1;
        }
    }

    /**
     * Whether thread {@code tid} of this process is runnable (running, or woken and waiting for a
     * CPU) rather than asleep: {@code R} in {@code /proc/self/task/TID/stat}.
     */
    static boolean runnable(long tid) {
        if (tid <= 0) {
            return false;
        }
        try {
            String stat = Files.readString(Path.of("/proc/self/task", Long.toString(tid), "stat"));
            int end = stat.lastIndexOf(')');
            return end >= 0 && end + 2 < stat.length() && stat.charAt(end + 2) == 'R';
        } catch (IOException | RuntimeException e) {
            return false;
        }
    }

    @Override
    public void close() {
        if (schedstat != null) {
            schedstat.close();
        }
    }
}
