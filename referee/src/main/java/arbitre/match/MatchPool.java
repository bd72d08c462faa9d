package arbitre.match;

import arbitre.process.Cpus;
import java.io.PrintWriter;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * Plays matches a few at once, each with its bots bound to a CPU of its own: what every arena
 * (a tournament, a series of games between two bots) runs its matches on.
 *
 * <h2>Slots</h2>
 * A match keeps about one core busy (its bots think in turn), so more matches than cores would
 * make bots lose time to each other: the pool never has more slots than the cores it sees. With
 * several slots, each has a CPU of its own, so that a JVM starting up in one match (it takes a
 * core for a good part of a second) never takes the time of a bot thinking in another. A match
 * holds its slot while its bots play and gives it up as soon as its game is decided: stopping its
 * bots and writing its log take a few milliseconds but no thinking, and overlap with the next
 * match. Hence twice as many threads as slots.
 */
public final class MatchPool implements AutoCloseable {
    /** One match: plays it with its bots on {@code cpu} ({@code null}: any), calling {@code decided} once decided. */
    @FunctionalInterface
    public interface Task {
        void play(Integer cpu, Runnable decided) throws Exception;
    }

    private final int slots;
    private final BlockingQueue<Integer> free = new LinkedBlockingQueue<>();
    private final List<Integer> cpus = Cpus.allowed();
    private final ExecutorService threads;

    /**
     * A pool for {@code pending} matches.
     *
     * @param concurrency matches wanted at once; lowered to the cores, with a note saying so
     * @param notes where that note goes
     */
    public MatchPool(int concurrency, int pending, PrintWriter notes) {
        int cores = Runtime.getRuntime().availableProcessors();
        if (concurrency > cores) {
            notes.println("arbitre: " + concurrency + " matches at once on " + cores
                    + " cores would make bots lose time to each other; playing " + cores + " at once");
        }
        this.slots = Math.max(1, Math.min(Math.min(concurrency, cores), pending));
        for (int slot = 0; slot < slots; slot++) {
            free.add(slot);
        }
        this.threads = Executors.newFixedThreadPool(2 * slots, r -> {
            Thread t = new Thread(r, "arbitre-match");
            t.setDaemon(true);
            return t;
        });
    }

    /** Matches played at once. */
    public int slots() {
        return slots;
    }

    /**
     * Starts a match as soon as a slot is free, waiting for one here: matches start one at a time,
     * in the order they are submitted.
     *
     * @throws InterruptedException when interrupted while waiting; the match does not start
     */
    public Future<?> submit(Task task) throws InterruptedException {
        int slot = free.take();
        AtomicBoolean holding = new AtomicBoolean(true);
        Runnable release = () -> {
            if (holding.compareAndSet(true, false)) {
                free.add(slot);
            }
        };
        try {
            return threads.submit(() -> {
                try {
                    task.play(slots > 1 ? cpus.get(slot % cpus.size()) : null, release);
                } finally {
                    release.run();
                }
                return null;
            });
        } catch (RuntimeException e) {
            release.run();
            throw e;
        }
    }

    /** Stops the matches still running or waiting (their bots are stopped and leave no log). */
    @Override
    public void close() {
        threads.shutdownNow();
    }
}
