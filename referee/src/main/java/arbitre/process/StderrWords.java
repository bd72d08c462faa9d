package arbitre.process;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
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
 * <p>The two pipes are read by two threads, so a line a bot wrote just before its move may still be
 * on its way through the drain when the move is recorded. So when a bot's move ends a ply, a look
 * at the drain's thread ({@code /proc/thread-self/stat}: {@code R} when the kernel woke it for
 * bytes, or a chunk in hand) tells whether bytes are in flight, and only then the new ply waits
 * for the drain to keep them, up to {@value #SETTLE_MS} ms (off every clock, and not once the
 * game's cap is reached). On a quiet machine that is microseconds; a busy one may delay the drain
 * longer, and the rest then lands in the next ply.
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

    private final Map<Integer, ByteArrayOutputStream> kept = new TreeMap<>();
    private final Map<Integer, Long> cut = new TreeMap<>();
    private int ply = 1;
    private long keptBytes;
    /** The drain, once it runs with its thread's {@code stat} file open; {@code null} where there is none. */
    private volatile StderrSink drain;
    /** Whether the drain holds a chunk it read and has not kept yet. */
    private volatile boolean holding;
    /** The longest a new ply waits for the drain to keep what the mover wrote before its move. */
    static final long SETTLE_MS = 50;

    /** From now on, what the bot writes belongs to ply {@code ply}. */
    public void plyBegins(int ply) {
        plyBegins(ply, false);
    }

    /**
     * From now on, what the bot writes belongs to ply {@code ply}; when this bot's own move ended
     * the ply before, once the drain has kept what was in flight.
     *
     * @param itMoved whether this bot's move ended the ply before
     */
    public void plyBegins(int ply, boolean itMoved) {
        StderrSink sink = drain;
        if (itMoved && sink != null && !full()) {
            long deadline = System.nanoTime() + SETTLE_MS * 1_000_000L;
            while ((holding || sink.drainOnCpu()) && System.nanoTime() - deadline < 0) {
                LockSupport.parkNanos(50_000);
            }
        }
        synchronized (this) {
            this.ply = ply;
        }
    }

    /** Whether the game's cap is reached: what comes now is only counted. */
    private synchronized boolean full() {
        return keptBytes >= PER_GAME;
    }

    /**
     * Called by the drain on its own thread before it reads.
     *
     * @param sink the drain, when it can tell whether its thread is on a CPU; {@code null} where it
     *     cannot (no {@code /proc}): words are then kept by the ply under way when they are read
     */
    void draining(StderrSink sink) {
        holding = false;
        if (drain == null && sink != null) {
            drain = sink;
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
