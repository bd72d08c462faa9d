package arbitre.process;

import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.SynchronousQueue;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;

/**
 * The threads that serve running bots (reading their output, draining their standard error,
 * starting and stopping them): one thread per task for as long as the task runs, taken from a pool
 * so that a tournament does not create and destroy a handful of threads for every match.
 */
public final class BotThreads {
    /** Unbounded: every task gets a thread at once; idle threads go after a minute. */
    static final ExecutorService POOL =
            new ThreadPoolExecutor(0, Integer.MAX_VALUE, 60, TimeUnit.SECONDS, new SynchronousQueue<>(), task -> {
                Thread thread = new Thread(task, "arbitre-bot");
                thread.setDaemon(true);
                return thread;
            });

    /**
     * The threads that read bots' standard output, apart from the others: they may run under a
     * real-time policy ({@link LineReader}), which they keep from one bot to the next and must not
     * lend to other work.
     */
    static final ExecutorService READERS =
            new ThreadPoolExecutor(0, Integer.MAX_VALUE, 60, TimeUnit.SECONDS, new SynchronousQueue<>(), task -> {
                Thread thread = new Thread(task, "arbitre-reader");
                thread.setDaemon(true);
                return thread;
            });

    private BotThreads() {}

    /** Runs a reader of a bot's output on a reading thread of its own, named {@code name} while it runs. */
    static CompletableFuture<Void> read(LineReader reader, String name) {
        return run(reader, name, READERS);
    }

    /** Runs a task on a thread of its own, named {@code name} while it runs. */
    public static CompletableFuture<Void> run(Runnable task, String name) {
        return run(task, name, POOL);
    }

    private static CompletableFuture<Void> run(Runnable task, String name, ExecutorService pool) {
        return CompletableFuture.runAsync(
                () -> {
                    Thread thread = Thread.currentThread();
                    String idle = thread.getName();
                    thread.setName(name);
                    try {
                        task.run();
                    } finally {
                        thread.setName(idle);
                    }
                },
                pool);
    }
}
