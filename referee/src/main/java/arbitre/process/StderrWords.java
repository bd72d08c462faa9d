package arbitre.process;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.locks.LockSupport;

/**
 * What a bot wrote on standard error, by the ply it came during: the match's recorder says when
 * each ply begins ({@link #plyBegins}), and each chunk the bot writes is kept under the ply under
 * way when it is read. Per ply the first {@value #PER_PLY} bytes are kept, per game {@value
 * #PER_GAME}; what is cut is counted, per ply. The bot's whole standard error still goes to its
 * file ({@link StderrSink}); this is the part a person reads beside the board.
 *
 * <p>The two pipes are read by two threads, so a line the bot wrote just before its move could be
 * read only after the move, once its ply is over. So before a new ply begins, the thread that
 * drains the standard error is given a moment (up to {@value #SETTLE_MS} ms, off every clock, and
 * not once the game's cap is reached) to take what the kernel woke it for: it is done when it waits in its read again (its state in {@code
 * /proc/thread-self/stat} is {@code S}) and holds no chunk it has read. Bytes written before the
 * move are then kept under its ply; what a busy machine delays longer lands in the next one.
 */
public final class StderrWords {
    /** The most bytes kept of one ply. */
    public static final int PER_PLY = 300;

    /** The most bytes kept of one game. */
    public static final int PER_GAME = 16 * 1024;

    /**
     * A ply's words.
     *
     * @param ply the ply under way when they were written
     * @param text the bytes kept, as UTF-8 (a character cut in two becomes a replacement character)
     * @param cut how many more bytes the bot wrote during that ply, not kept
     */
    public record Ply(int ply, String text, long cut) {}

    /** The longest a new ply waits for the drain to take what was written before. */
    static final long SETTLE_MS = 50;

    private final Map<Integer, ByteArrayOutputStream> kept = new TreeMap<>();
    private final Map<Integer, Long> cut = new TreeMap<>();
    private int ply = 1;
    private long keptBytes;
    /** The drain's {@code stat} file in {@code /proc}, once it runs; {@code null} where there is none. */
    private volatile Path drain;
    /** Whether the drain holds a chunk it read and has not kept yet. */
    private volatile boolean holding;

    /**
     * From now on, what the bot writes belongs to ply {@code ply}, once the drain has taken what
     * was written before.
     */
    public void plyBegins(int ply) {
        settle();
        synchronized (this) {
            this.ply = ply;
        }
    }

    private void settle() {
        Path stat = drain;
        if (stat == null || full()) {
            return;
        }
        long deadline = System.nanoTime() + SETTLE_MS * 1_000_000L;
        while (holding || state(stat) == 'R') {
            if (System.nanoTime() - deadline > 0) {
                return;
            }
            LockSupport.parkNanos(50_000);
        }
    }

    /** A thread's state letter in its {@code stat} file ({@code R} running or runnable, {@code S} waiting). */
    private static char state(Path stat) {
        try {
            String line = Files.readString(stat);
            int close = line.lastIndexOf(')');
            return close >= 0 && close + 2 < line.length() ? line.charAt(close + 2) : '?';
        } catch (IOException | RuntimeException e) {
            return '?';
        }
    }

    /** Whether the game's cap is reached: what comes now is only counted, and need not wait. */
    private synchronized boolean full() {
        return keptBytes >= PER_GAME;
    }

    /** Called by the drain on its own thread before it reads. */
    void draining() {
        holding = false;
        if (drain == null) {
            try {
                drain = Path.of("/proc/thread-self").toRealPath().resolve("stat");
            } catch (IOException | RuntimeException e) {
                // no /proc: words are kept by the ply under way when they are read
            }
        }
    }

    /** Called by the drain on its own thread once a read returned. */
    void read() {
        holding = true;
    }

    /** Bytes the bot wrote, now. */
    synchronized void wrote(byte[] bytes, int offset, int length) {
        ByteArrayOutputStream buffer = kept.computeIfAbsent(ply, p -> new ByteArrayOutputStream());
        int room = (int) Math.max(0, Math.min(PER_PLY - buffer.size(), PER_GAME - keptBytes));
        int taken = Math.min(room, length);
        buffer.write(bytes, offset, taken);
        keptBytes += taken;
        if (length > taken) {
            cut.merge(ply, (long) (length - taken), Long::sum);
        }
    }

    /** Every ply the bot wrote something during, in order. */
    public synchronized List<Ply> plies() {
        List<Ply> plies = new ArrayList<>();
        for (var entry : kept.entrySet()) {
            String text = new String(entry.getValue().toByteArray(), StandardCharsets.UTF_8);
            long dropped = cut.getOrDefault(entry.getKey(), 0L);
            if (!text.isEmpty() || dropped > 0) {
                plies.add(new Ply(entry.getKey(), text, dropped));
            }
        }
        return plies;
    }
}
