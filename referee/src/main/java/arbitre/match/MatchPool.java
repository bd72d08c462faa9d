package arbitre.match;

import arbitre.process.BotCgroup;
import arbitre.process.Cpus;
import java.io.PrintWriter;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CancellationException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.Semaphore;
import java.util.function.BooleanSupplier;

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
 * match. A game of a series keeps its slot until its result is counted ({@link
 * Slot#heldToTheEnd}): whether the next game is played depends on it (an SPRT's verdict, a bot
 * that could not start).
 *
 * <h2>Starting early</h2>
 * Starting two bots and waiting until they are ready takes a few milliseconds for native bots
 * and most of a second for a JVM: in a tournament of quick games, more than the games. So while
 * a slot's match is played, the next match for that slot may already start its bots ({@link
 * Slot#early}): they get ready with the least CPU weight the kernel allows, taking only CPU time
 * that the bots at play leave idle, and their game begins when they get the slot ({@link
 * Slot#take}), bound to its CPU from then on. That needs control groups (for the weight and the
 * binding after the start); without them a match starts its bots once it has its slot.
 */
public final class MatchPool implements AutoCloseable {
    /** One match, played within its {@link Slot}. */
    @FunctionalInterface
    public interface Task {
        void play(Slot slot) throws Exception;
    }

    /**
     * A match's place in the pool. The match may start its bots at once when {@link #early}, else
     * only after {@link #take}; it plays its game between {@link #take} and {@link #release}.
     */
    public interface Slot {
        /** Whether the bots may start before {@link #take}, waiting with the least CPU weight. */
        boolean early();

        /**
         * Waits for a slot, and holds it until {@link #release}: a match played again after its
         * slot was given up waits for one again.
         *
         * @return the CPU the match's bots are bound to, or {@code null} for any
         * @throws CancellationException when the match is not to be played after all
         */
        Integer take() throws InterruptedException;

        /** Gives the slot up (the game is decided); does nothing when not holding one. */
        void release();

        /**
         * This slot, whose {@link #take} cancels the match when {@code stop} holds once it has a
         * slot, and else runs {@code begins} before it returns; a second {@link #take} while the
         * slot is held checks and runs nothing again.
         */
        default Slot guarded(BooleanSupplier stop, Runnable begins) {
            Slot slot = this;
            return new Slot() {
                private boolean holding;

                @Override
                public boolean early() {
                    return slot.early();
                }

                @Override
                public Integer take() throws InterruptedException {
                    Integer cpu = slot.take();
                    if (holding) {
                        return cpu;
                    }
                    if (stop.getAsBoolean()) {
                        slot.release();
                        throw new CancellationException("not played: the run is stopping");
                    }
                    holding = true;
                    begins.run();
                    return cpu;
                }

                @Override
                public void release() {
                    holding = false;
                    slot.release();
                }
            };
        }

        /**
         * This slot, whose {@link #release} does nothing: the slot is given up when the match's
         * task ends, once what follows the game (counting its result) is done.
         */
        default Slot heldToTheEnd() {
            Slot slot = this;
            return new Slot() {
                @Override
                public boolean early() {
                    return slot.early();
                }

                @Override
                public Integer take() throws InterruptedException {
                    return slot.take();
                }

                @Override
                public void release() {}
            };
        }

        /** A slot of its own, bound to no CPU, for a match played outside any pool. */
        Slot ALONE = new Slot() {
            @Override
            public boolean early() {
                return false;
            }

            @Override
            public Integer take() {
                return null;
            }

            @Override
            public void release() {}
        };
    }

    private final int slots;
    private final BlockingQueue<Integer> free = new LinkedBlockingQueue<>();
    /** Matches submitted whose game has not begun yet: at most one per slot. */
    private final Semaphore waiting;

    private final boolean early;
    private final List<Integer> cpus = Cpus.allowed();
    private final ExecutorService threads = Executors.newCachedThreadPool(r -> {
        Thread t = new Thread(r, "arbitre-match");
        t.setDaemon(true);
        return t;
    });

    /**
     * A pool for {@code pending} matches.
     *
     * @param concurrency matches wanted at once; lowered to the cores, with a note saying so
     * @param notes where that note goes
     */
    public MatchPool(int concurrency, int pending, PrintWriter notes) {
        this(concurrency, pending, notes, BotCgroup.available());
    }

    /** As the public constructor; {@code early}: whether matches may start their bots before their slot. */
    MatchPool(int concurrency, int pending, PrintWriter notes, boolean early) {
        int cores = Runtime.getRuntime().availableProcessors();
        if (concurrency > cores) {
            notes.println("arbitre: " + concurrency + " matches at once on " + cores
                    + " cores would make bots lose time to each other; playing " + cores + " at once");
        }
        this.slots = Math.max(1, Math.min(Math.min(concurrency, cores), pending));
        for (int slot = 0; slot < slots; slot++) {
            free.add(slot);
        }
        this.waiting = new Semaphore(slots);
        this.early = early;
    }

    /** Matches played at once. */
    public int slots() {
        return slots;
    }

    /**
     * Starts a match once fewer than {@link #slots} submitted matches wait for their slot,
     * waiting for that here: matches start one at a time, in the order they are submitted; of
     * those waiting, the first to ask gets the next free slot.
     *
     * @throws InterruptedException when interrupted while waiting; the match does not start
     */
    public Future<?> submit(Task task) throws InterruptedException {
        return submitNext(() -> task);
    }

    /** The match to start next, chosen once there is room for it. */
    @FunctionalInterface
    public interface Next {
        /** The match, or {@code null} when none is left to start. */
        Task choose() throws InterruptedException;
    }

    /**
     * As {@link #submit}, with the match chosen only once there is room for it: the choice (which
     * may wait, say for a remote player) is made for the next free slot.
     *
     * @return the match's future, or {@code null} when {@code next} chose none
     */
    public Future<?> submitNext(Next next) throws InterruptedException {
        waiting.acquire();
        Task task;
        try {
            task = next.choose();
        } catch (InterruptedException | RuntimeException e) {
            waiting.release();
            throw e;
        }
        if (task == null) {
            waiting.release();
            return null;
        }
        PoolSlot slot = new PoolSlot();
        try {
            return threads.submit(() -> {
                try {
                    task.play(slot);
                } finally {
                    slot.release();
                    slot.begun();
                }
                return null;
            });
        } catch (RuntimeException e) {
            slot.begun();
            throw e;
        }
    }

    /** Stops the matches still running or waiting (their bots are stopped and leave no log). */
    @Override
    public void close() {
        threads.shutdownNow();
    }

    /**
     * Waits, after {@link #close()}, until the matches that were running have ended or {@code
     * millis} have passed; whether they all ended.
     */
    public boolean awaitClosed(long millis) throws InterruptedException {
        return threads.awaitTermination(millis, java.util.concurrent.TimeUnit.MILLISECONDS);
    }

    private final class PoolSlot implements Slot {
        private Integer held;
        private boolean begun;

        @Override
        public boolean early() {
            return early;
        }

        @Override
        public Integer take() throws InterruptedException {
            synchronized (this) {
                if (held != null) {
                    return cpuOf(held);
                }
            }
            int slot = free.take();
            synchronized (this) {
                held = slot;
            }
            begun();
            return cpuOf(slot);
        }

        @Override
        public synchronized void release() {
            if (held != null) {
                free.add(held);
                held = null;
            }
        }

        /** The match has its slot, or is over: the next one may start. */
        synchronized void begun() {
            if (!begun) {
                begun = true;
                waiting.release();
            }
        }

        private Integer cpuOf(int slot) {
            return slots > 1 ? cpus.get(slot % cpus.size()) : null;
        }
    }
}
