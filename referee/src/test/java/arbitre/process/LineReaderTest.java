package arbitre.process;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

class LineReaderTest {

    private static void awaitSize(BlockingQueue<BotEvent> queue, int size) throws InterruptedException {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
        while (queue.size() < size && System.nanoTime() < deadline) {
            Thread.sleep(1);
        }
    }

    @Test
    void run_floodOfLines_keepsAtMostPendingOnTheQueueUntilTaken() throws Exception {
        BlockingQueue<BotEvent> queue = new LinkedBlockingQueue<>();
        byte[] flood = "RESULT 1R 99 99\n".repeat(100_000).getBytes(StandardCharsets.US_ASCII);
        LineReader reader = new LineReader(2, new ByteArrayInputStream(flood), queue, 4096);
        Thread thread = new Thread(reader, "line-reader-test");
        thread.start();

        awaitSize(queue, LineReader.PENDING);
        for (int i = 0; i < 10; i++) {
            assertThat(queue.take()).isInstanceOf(BotEvent.Line.class);
            reader.taken();
        }
        awaitSize(queue, LineReader.PENDING);
        reader.stopListening();
        thread.join(TimeUnit.SECONDS.toMillis(10));

        assertThat(thread.isAlive())
                .as("the reader drains the rest once nobody listens")
                .isFalse();
        assertThat(queue).hasSize(LineReader.PENDING);
    }

    @Test
    void run_linesTakenAsTheyCome_areAllPassedOnThenTheEnd() throws Exception {
        BlockingQueue<BotEvent> queue = new LinkedBlockingQueue<>();
        int lines = 3 * LineReader.PENDING;
        byte[] input = "4B\r\n".repeat(lines).getBytes(StandardCharsets.US_ASCII);
        LineReader reader = new LineReader(1, new ByteArrayInputStream(input), queue, 4096);
        Thread thread = new Thread(reader, "line-reader-test");
        thread.start();

        for (int i = 0; i < lines; i++) {
            BotEvent event = queue.poll(10, TimeUnit.SECONDS);
            assertThat(event).isInstanceOf(BotEvent.Line.class);
            BotEvent.Line line = (BotEvent.Line) event;
            assertThat(line.player()).isEqualTo(1);
            assertThat(line.text()).as("line %d, its end of line taken off", i).isEqualTo("4B");
            assertThat(line.readerWaitNanos())
                    .as("a wait of the reader's thread, which the scheduler decides")
                    .isNotNegative();
            reader.taken();
        }

        assertThat(queue.poll(10, TimeUnit.SECONDS)).isInstanceOf(BotEvent.OutputClosed.class);
        thread.join(TimeUnit.SECONDS.toMillis(10));
    }

    @Test
    void run_anUrgentReader_runsUnderARealTimePolicy_whereTheRefereeMayRaiseItself() throws Exception {
        BlockingQueue<BotEvent> queue = new LinkedBlockingQueue<>();
        java.io.PipedOutputStream bot = new java.io.PipedOutputStream();
        java.io.PipedInputStream output = new java.io.PipedInputStream(bot);
        LineReader reader = new LineReader(1, output, queue, 4096, true);
        java.util.concurrent.CompletableFuture<Void> done = BotThreads.read(reader, "line-reader-test");
        try {
            boolean expected = BotCgroup.refereeRaised();
            // The reader's thread starts when the scheduler runs it: waited for, as long as it takes.
            long until = System.nanoTime() + TimeUnit.SECONDS.toNanos(20);
            while ((reader.tid() <= 0 || ReaderThread.realTime(reader.tid()) != expected)
                    && System.nanoTime() - until < 0) {
                Thread.sleep(10);
            }
            assertThat(reader.tid()).isPositive();
            bot.write("4B\n".getBytes(StandardCharsets.US_ASCII));
            bot.flush();
            assertThat(queue.poll(10, TimeUnit.SECONDS)).isInstanceOf(BotEvent.Line.class);

            // Looked at once a line was read: the reader has chosen its policy before its first read.
            assertThat(ReaderThread.realTime(reader.tid()))
                    .as(
                            expected
                                    ? "root, with groups: woken by a line, the reader runs before any ordinary thread"
                                    : "an ordinary user: the reader stays an ordinary thread")
                    .isEqualTo(expected);
        } finally {
            bot.close();
            done.get(10, TimeUnit.SECONDS);
        }
    }

    @Test
    void realTime_anOrdinaryThread_isNot() {
        assertThat(ReaderThread.realTime(ReaderThread.currentTid())).isFalse();
        assertThat(ReaderThread.runnable(ReaderThread.currentTid()))
                .as("the thread asking is running")
                .isTrue();
        assertThat(ReaderThread.realTime(Long.MAX_VALUE)).isFalse();
    }
}
