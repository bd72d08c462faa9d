package arbitre.process;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/** What a bot is seen doing at a deadline: waiting for its next line, or busy with something else. */
@Timeout(value = 60, unit = TimeUnit.SECONDS)
class WaitingForInputIT {

    @Test
    void waitingForInput_aBotBlockedInItsRead_isWaiting_andOneAsleepInItsOwnTimerIsNot(@TempDir Path dir)
            throws Exception {
        try (BotProcess bot = shellBot(dir, "sleepy", "read line\nsleep 30\n")) {
            assertThat(await(bot, true)).as("blocked reading its input").isTrue();

            bot.send("START");

            assertThat(await(bot, false))
                    .as("asleep in sleep(1), not reading its input: it has a move still to come")
                    .isTrue();
        }
    }

    @Test
    void ready_aSingleThreadedBotBlockedInItsRead_isReadyOnTheFirstLook(@TempDir Path dir) throws Exception {
        try (BotProcess bot = shellBot(dir, "quick", "read line\n")) {
            assertThat(await(bot, true)).as("blocked reading its input").isTrue();

            assertThat(bot.ready())
                    .as("one thread, blocked in its read: nothing else of it can still be starting")
                    .isTrue();
        }
    }

    @Test
    void ready_aBotReadingWhileAnotherOfItsProcessesComputes_isNotReadyOnTheFirstLook(@TempDir Path dir)
            throws Exception {
        try (BotProcess bot = shellBot(dir, "busy-child", "(while :; do :; done) &\nread line\nkill $!\n")) {
            boolean reading = false;
            long until = System.nanoTime() + TimeUnit.SECONDS.toNanos(20);
            while (!reading && System.nanoTime() - until < 0) {
                reading = Readiness.look(ProcessTree.descendants(bot.pid())).readingInput();
                Thread.sleep(10);
            }
            assertThat(reading)
                    .as("its shell blocked in its read, beside the busy child")
                    .isTrue();

            assertThat(bot.ready()).as("its child still computes").isFalse();
        }
    }

    /** A bot that is a shell script, started as the referee starts bots. */
    private static BotProcess shellBot(Path dir, String name, String script) throws Exception {
        Path file = Files.writeString(dir.resolve(name + ".sh"), script);
        BlockingQueue<BotEvent> events = new LinkedBlockingQueue<>();
        return BotProcess.start(new BotLaunch(
                new BotSpec(name, "sh " + file, dir, Map.of()), 1, Map.of(), null, 4096, events, null, null));
    }

    /**
     * Whether the bot is seen waiting for input ({@code waiting}) or not within 20 s: its shell
     * gets there when the scheduler runs it.
     */
    private static boolean await(BotProcess bot, boolean waiting) throws InterruptedException {
        long until = System.nanoTime() + TimeUnit.SECONDS.toNanos(20);
        while (System.nanoTime() - until < 0) {
            if (Boolean.valueOf(waiting).equals(bot.waitingForInput())) {
                return true;
            }
            Thread.sleep(10);
        }
        return false;
    }
}
