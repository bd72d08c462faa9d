package arbitre.process;

import static org.assertj.core.api.Assertions.assertThat;

import arbitre.sandbox.SandboxSpec;
import arbitre.sandbox.SandboxTests;
import arbitre.testbots.NoProcessLeft;
import arbitre.testbots.TestBots;
import java.nio.file.Path;
import java.util.Map;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

/**
 * A sandboxed bot dies with the thread that launched it ({@code bwrap --die-with-parent} watches
 * that thread): whichever thread asks for the start, and however long the bot runs, the thread that
 * launched it must outlive it.
 */
@Timeout(value = 60, unit = TimeUnit.SECONDS)
class SandboxedBotThreadIT {
    @TempDir
    Path dir;

    @RegisterExtension
    final NoProcessLeft processes = new NoProcessLeft(10);

    @Test
    void sandboxedBot_startedFromAThreadThatEnds_answersAfterIdleThreadsHaveEnded() throws Exception {
        SandboxTests.assertAvailable();
        SandboxTests.openToBots(dir);
        ThreadPoolExecutor pool = (ThreadPoolExecutor) BotThreads.POOL;
        long keepAliveMs = pool.getKeepAliveTime(TimeUnit.MILLISECONDS);
        BlockingQueue<BotEvent> events = new LinkedBlockingQueue<>();
        AtomicReference<BotProcess> started = new AtomicReference<>();
        pool.setKeepAliveTime(20, TimeUnit.MILLISECONDS);
        try {
            Thread starter = new Thread(
                    () -> {
                        try {
                            started.set(BotProcess.start(new BotLaunch(
                                    new BotSpec("cat", "cat", dir, Map.of(TestBots.MARKER, processes.marker())),
                                    1,
                                    Map.of(),
                                    dir.resolve("logs/stderr.txt"),
                                    4096,
                                    events,
                                    SandboxSpec.DEFAULT,
                                    null)));
                        } catch (BotStartException e) {
                            throw new IllegalStateException(e);
                        }
                    },
                    "short-lived starter");
            starter.start();
            starter.join();
            BotProcess bot = started.get();
            assertThat(bot).isNotNull();
            // The starter has ended; pool threads idle for 20 ms end too.
            Thread.sleep(500);

            bot.send("ping");

            BotEvent answer = events.poll(10, TimeUnit.SECONDS);
            assertThat(answer)
                    .as("the bot's echo")
                    .isInstanceOfSatisfying(
                            BotEvent.Line.class, line -> assertThat(line.text()).isEqualTo("ping"));
            assertThat(bot.isAlive()).isTrue();
        } finally {
            pool.setKeepAliveTime(keepAliveMs, TimeUnit.MILLISECONDS);
            if (started.get() != null) {
                started.get().close();
            }
        }
    }
}
