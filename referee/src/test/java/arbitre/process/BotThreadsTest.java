package arbitre.process;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;

class BotThreadsTest {

    @Test
    void run_namesTheThreadWhileTheTaskRuns_thenGivesTheNameBack() throws Exception {
        AtomicReference<Thread> thread = new AtomicReference<>();
        AtomicReference<String> name = new AtomicReference<>();

        BotThreads.run(
                        () -> {
                            thread.set(Thread.currentThread());
                            name.set(Thread.currentThread().getName());
                        },
                        "bot1-stdout")
                .get(5, TimeUnit.SECONDS);

        assertThat(name.get()).isEqualTo("bot1-stdout");
        assertThat(thread.get().isDaemon()).isTrue();
        assertThat(thread.get().getName()).isEqualTo("arbitre-bot");
    }

    @Test
    void run_tasksAtOnce_eachGetsAThread() throws Exception {
        // A reader blocks until its bot writes: tasks must never wait for one another's thread.
        CountDownLatch allRunning = new CountDownLatch(8);
        CountDownLatch release = new CountDownLatch(1);
        for (int i = 0; i < 8; i++) {
            BotThreads.run(
                    () -> {
                        allRunning.countDown();
                        try {
                            release.await();
                        } catch (InterruptedException e) {
                            Thread.currentThread().interrupt();
                        }
                    },
                    "task");
        }

        assertThat(allRunning.await(10, TimeUnit.SECONDS)).isTrue();
        release.countDown();
    }

    @Test
    void run_tasksOneAfterAnother_reuseThePoolsThreads() throws Exception {
        ThreadPoolExecutor pool = (ThreadPoolExecutor) BotThreads.POOL;
        runAndWaitUntilIdle();
        int before = pool.getPoolSize();

        for (int i = 0; i < 20; i++) {
            runAndWaitUntilIdle();
        }

        assertThat(pool.getPoolSize()).isLessThanOrEqualTo(before);
    }

    /** Runs a task, then waits until its thread is back in the pool, waiting for the next one. */
    private static void runAndWaitUntilIdle() throws Exception {
        AtomicReference<Thread> thread = new AtomicReference<>();
        BotThreads.run(() -> thread.set(Thread.currentThread()), "task").get(5, TimeUnit.SECONDS);
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
        while (thread.get().getState() != Thread.State.TIMED_WAITING && System.nanoTime() < deadline) {
            Thread.sleep(1);
        }
    }
}
