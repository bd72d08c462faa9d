package arbitre.process;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.Semaphore;

/**
 * Turns a bot's standard output into {@link BotEvent}s on the referee's queue, on its own thread,
 * so that output at any time is seen at once and the pipe never fills.
 *
 * <p>Memory stays bounded whatever the bot prints: a line is kept up to {@code cap} bytes; a longer
 * one becomes one {@link BotEvent.Overlong} and the rest of it is read and dropped. At most
 * {@link #PENDING} of the bot's lines wait on the queue at once: beyond that the reader waits
 * until the referee has {@link #taken()} one, the pipe fills and the bot blocks on its writes,
 * so a bot that floods its output costs the referee at most {@code PENDING * cap} bytes. (The
 * lines read while the reader waited keep the time their chunk was read: only a bot already
 * flooding can be stamped a little early.) Once the referee stops listening, everything is read
 * and dropped until the stream ends.
 *
 * <p>A line is stamped when the reader reads it, so the reader must run as soon as the bot's write
 * wakes it: on a loaded machine an ordinary thread, even at a high priority, waited 30-60 ms for a
 * CPU (a busy loop per core), and bots answering at 90 ms of a 100 ms move lost on time. Where it
 * may, the reader runs under a real-time policy ({@link RefereePriority#realTime}), which the
 * kernel serves before any ordinary thread; it does little, and waits while its queue is full.
 * While the reader is woken but not yet running, its line is {@linkplain #lineOnItsWay() on its way}.
 */
final class LineReader implements Runnable {
    /** The most lines of one bot waiting on the referee's queue. */
    static final int PENDING = 256;

    private final int player;
    private final InputStream in;
    private final BlockingQueue<BotEvent> events;
    private final int cap;
    private final Semaphore room = new Semaphore(PENDING);
    private volatile boolean listening = true;
    private volatile long lastReadNanos = System.nanoTime();
    private final java.util.concurrent.atomic.AtomicBoolean closed = new java.util.concurrent.atomic.AtomicBoolean();
    private final boolean urgent;
    /** Whether the reader is in a read (or has not begun); false while it passes on what it read. */
    private volatile boolean reading = true;
    /** The reading thread's id in the kernel, once it runs; -1 before or where unknown. */
    private volatile long tid = -1;

    LineReader(int player, InputStream in, BlockingQueue<BotEvent> events, int cap) {
        this(player, in, events, cap, false);
    }

    /**
     * @param urgent whether the reading thread runs under a real-time policy where it may
     *     ({@link RefereePriority#realTime})
     */
    LineReader(int player, InputStream in, BlockingQueue<BotEvent> events, int cap, boolean urgent) {
        this.player = player;
        this.in = in;
        this.events = events;
        this.cap = cap;
        this.urgent = urgent;
    }

    /**
     * Whether a line the bot wrote may be about to reach the queue: the reader was woken from its
     * read and waits for a CPU, or passes on what it read. False once the output ended.
     */
    boolean lineOnItsWay() {
        if (closed.get()) {
            return false;
        }
        return !reading || ReaderThread.runnable(tid);
    }

    /**
     * Whether the reader is passing on lines it has read: lines the bot wrote together may still be
     * on their way to the queue, one after the other. False while it waits in a read.
     */
    boolean passingOn() {
        return !reading && !closed.get();
    }

    void stopListening() {
        listening = false;
        // Wake a reader that waits for room: from now on it drops what it reads.
        room.release(PENDING);
    }

    /** The referee took one of this bot's lines off the queue. */
    void taken() {
        room.release();
    }

    /** The reading thread's id in the kernel, once it runs; -1 before. */
    long tid() {
        return tid;
    }

    @Override
    public void run() {
        byte[] chunk = new byte[8192];
        byte[] line = new byte[cap];
        int length = 0;
        boolean dropping = false;
        tid = ReaderThread.currentTid();
        if (urgent && !ReaderThread.realTime(tid)) {
            RefereePriority.realTime(tid);
        }
        // A reader the kernel does not run first may be woken by a line and kept waiting for a
        // CPU: that wait is measured around each read, so that a late stamp can be told apart.
        KernelFile ownWait =
                ReaderThread.realTime(tid) ? null : KernelFile.reader(Path.of("/proc/thread-self/schedstat"), 128);
        try {
            int read;
            while (true) {
                reading = true;
                long waitBefore = waitNanos(ownWait);
                read = in.read(chunk);
                reading = false;
                if (read <= 0) {
                    break;
                }
                long now = System.nanoTime();
                long readerWait = waitBefore < 0 ? 0 : Math.max(0, waitNanos(ownWait) - waitBefore);
                lastReadNanos = now;
                for (int i = 0; i < read; i++) {
                    byte b = chunk[i];
                    if (b == '\n') {
                        if (!dropping) {
                            int end = length > 0 && line[length - 1] == '\r' ? length - 1 : length;
                            emitLine(new BotEvent.Line(
                                    player, new String(line, 0, end, StandardCharsets.UTF_8), now, readerWait));
                        }
                        length = 0;
                        dropping = false;
                    } else if (!dropping) {
                        if (length == cap) {
                            emitLine(new BotEvent.Overlong(player, cap, now));
                            dropping = true;
                        } else {
                            line[length++] = b;
                        }
                    }
                }
            }
        } catch (IOException e) {
            // The pipe broke: the same as the end of the output.
        } finally {
            if (ownWait != null) {
                ownWait.close();
            }
        }
        emitClosed();
    }

    /** The run-queue wait so far of the thread that opened {@code file}, or -1 where unknown. */
    private static long waitNanos(KernelFile file) {
        if (file == null) {
            return -1;
        }
        try {
            java.nio.ByteBuffer fields = file.read();
            KernelFile.nextLong(fields); // time on the CPU
            return KernelFile.nextLong(fields);
        } catch (IOException | RuntimeException e) {
            return -1;
        }
    }

    /**
     * No process of the bot holds its output any more, though the pipe stays open (a sandbox's own
     * processes hold it): the end of the output is reported now, once nothing has been read for
     * {@code quietNanos}, so that what the bot wrote before it closed its output comes first.
     *
     * @return whether the end was reported (now or before)
     */
    boolean noWriterLeft(long quietNanos) {
        if (System.nanoTime() - lastReadNanos < quietNanos) {
            return false;
        }
        emitClosed();
        return true;
    }

    private void emitClosed() {
        if (closed.compareAndSet(false, true)) {
            emit(new BotEvent.OutputClosed(player, System.nanoTime()));
        }
    }

    /** Posts a line (or an over-long one) once there is room for it on the queue. */
    private void emitLine(BotEvent event) throws IOException {
        if (!listening) {
            return;
        }
        try {
            room.acquire();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IOException("interrupted while waiting for the referee", e);
        }
        emit(event);
    }

    private void emit(BotEvent event) {
        if (listening) {
            events.add(event);
        }
    }
}
