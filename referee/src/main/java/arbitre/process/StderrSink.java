package arbitre.process;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;

/**
 * Drains a bot's standard error into a file on its own thread, so that a bot that writes a lot
 * never blocks. The file keeps the first {@code cap} bytes, then a line saying how much was cut,
 * then the last bytes the bot wrote (at most {@value #TAIL_MAX}, and no more than the cap), where
 * the traceback of a bot that crashed after writing a lot is; the rest is read and dropped. A symbolic link in the file's place is not followed: the
 * bot's standard error is then dropped.
 *
 * <p>A bot that stays up between games writes each game's standard error to that game's file:
 * {@link #retarget} closes the file of the game that ended and opens the next one's, with a cap of
 * its own. The drain's thread and the switch take turns on this object's lock.
 */
final class StderrSink implements Runnable {
    /** The most bytes kept of the end of a standard error longer than its cap. */
    static final int TAIL_MAX = 64 * 1024;

    private final InputStream in;
    private final long cap;
    /** The last bytes past the cap, a ring: {@link #tailEnd} is where the next one goes. */
    private final byte[] tail;

    private int tailEnd;
    private long pastCap;
    private OutputStream out;
    private long total;
    private StderrWords words;
    /** The drain thread's {@code stat} file, open while it runs; {@code null} before, after, or without {@code /proc}. */
    private KernelFile ownStat;
    /** Guards {@link #ownStat}: read by the match's thread, opened and closed by the drain's. */
    private final Object statLock = new Object();

    StderrSink(InputStream in, Path file, long cap) {
        this(in, file, cap, null);
    }

    /** @param words where what the bot writes is also kept by ply, or {@code null} */
    StderrSink(InputStream in, Path file, long cap, StderrWords words) {
        this.in = in;
        this.cap = cap;
        this.tail = new byte[(int) Math.max(0, Math.min(TAIL_MAX, cap))];
        this.words = words;
        this.out = open(file);
    }

    /** From now on what the bot writes goes to {@code file}, and is kept by ply in {@code words}. */
    synchronized void retarget(Path file, StderrWords next) {
        closeCurrent();
        total = 0;
        pastCap = 0;
        tailEnd = 0;
        words = next;
        out = open(file);
    }

    private static OutputStream open(Path file) {
        try {
            // A symbolic link planted in the output folder is not followed: its target is not ours to write.
            return file == null
                    ? OutputStream.nullOutputStream()
                    : Files.newOutputStream(
                            file,
                            StandardOpenOption.CREATE,
                            StandardOpenOption.TRUNCATE_EXISTING,
                            StandardOpenOption.WRITE,
                            LinkOption.NOFOLLOW_LINKS);
        } catch (IOException e) {
            return OutputStream.nullOutputStream();
        }
    }

    @Override
    public void run() {
        byte[] chunk = new byte[8192];
        boolean stat = openOwnStat();
        try {
            int read;
            while (true) {
                StderrWords now;
                synchronized (this) {
                    now = words;
                }
                if (now != null) {
                    now.draining(stat ? this : null);
                }
                read = in.read(chunk);
                if (read <= 0) {
                    break;
                }
                keep(chunk, read);
            }
        } catch (IOException e) {
            // The bot is gone: nothing more to keep.
        }
        synchronized (statLock) {
            if (ownStat != null) {
                ownStat.close();
                ownStat = null;
            }
        }
        synchronized (this) {
            closeCurrent();
        }
        try {
            in.close();
        } catch (IOException ignored) {
            // already closed
        }
    }

    /** Opens the drain thread's own {@code stat} file, kept open while it runs; false where there is none. */
    private boolean openOwnStat() {
        try {
            KernelFile file =
                    KernelFile.reader(Path.of("/proc/thread-self").toRealPath().resolve("stat"), 1024);
            file.read();
            synchronized (statLock) {
                ownStat = file;
            }
            return true;
        } catch (IOException | RuntimeException e) {
            return false;
        }
    }

    /**
     * Whether the drain's thread is on a CPU or woken to run ({@code R} in its {@code stat}): the
     * kernel woke it for bytes it has yet to read. False once it ended, or when it cannot be told.
     * One read of a file kept open, as a bot's move ends each ply.
     */
    boolean drainOnCpu() {
        synchronized (statLock) {
            if (ownStat == null) {
                return false;
            }
            try {
                java.nio.ByteBuffer stat = ownStat.read();
                int close = stat.limit() - 1;
                while (close >= 0 && stat.get(close) != ')') {
                    close--;
                }
                return close >= 0 && close + 2 < stat.limit() && stat.get(close + 2) == 'R';
            } catch (IOException | RuntimeException e) {
                return false;
            }
        }
    }

    private synchronized void keep(byte[] chunk, int read) {
        if (words != null) {
            words.read();
            words.wrote(chunk, 0, read);
        }
        int written = (int) Math.max(0, Math.min(read, cap - total));
        try {
            if (written > 0) {
                out.write(chunk, 0, written);
                out.flush();
            }
        } catch (IOException e) {
            // The file cannot be written: the rest of this game's standard error is dropped.
            out = OutputStream.nullOutputStream();
        }
        keepTail(chunk, written, read - written);
        total += read;
    }

    /** Keeps the last of {@code length} bytes past the cap in the ring. */
    private void keepTail(byte[] chunk, int offset, int length) {
        pastCap += length;
        if (tail.length == 0) {
            return;
        }
        int skip = Math.max(0, length - tail.length);
        for (int i = offset + skip; i < offset + length; ) {
            int n = Math.min(offset + length - i, tail.length - tailEnd);
            System.arraycopy(chunk, i, tail, tailEnd, n);
            tailEnd = (tailEnd + n) % tail.length;
            i += n;
        }
    }

    /** Ends the current file: the note of what was cut, then closed. */
    private void closeCurrent() {
        try (OutputStream sink = out) {
            if (pastCap > 0) {
                int kept = (int) Math.min(pastCap, tail.length);
                sink.write(("\n[arbitre: standard error cut after " + cap + " bytes; " + (pastCap - kept)
                                + " more were dropped" + (kept > 0 ? "; its last " + kept + " bytes follow" : "")
                                + "]\n")
                        .getBytes(StandardCharsets.UTF_8));
                if (kept > 0) {
                    // The ring, oldest first: from where the next byte would go, or from 0 when it never wrapped.
                    int start = pastCap > tail.length ? tailEnd : 0;
                    int first = Math.min(kept, tail.length - start);
                    sink.write(tail, start, first);
                    sink.write(tail, 0, kept - first);
                }
            }
        } catch (IOException e) {
            // nothing more to keep
        }
        out = OutputStream.nullOutputStream();
    }
}
