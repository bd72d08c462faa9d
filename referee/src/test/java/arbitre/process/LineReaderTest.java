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
            assertThat(event).isEqualTo(new BotEvent.Line(1, "4B", ((BotEvent.Line) event).nanos()));
            reader.taken();
        }

        assertThat(queue.poll(10, TimeUnit.SECONDS)).isInstanceOf(BotEvent.OutputClosed.class);
        thread.join(TimeUnit.SECONDS.toMillis(10));
    }

    /** A reader's count of its waits for a CPU that gives these readings, then the last for ever. */
    private static ReaderDelay waits(long... nanos) {
        int[] next = {0};
        return new ReaderDelay(null, -1) {
            @Override
            public long getAsLong() {
                return nanos[Math.min(next[0]++, nanos.length - 1)];
            }
        };
    }

    /** A clock that gives these readings, then the last for ever. */
    private static java.util.function.LongSupplier times(long... nanos) {
        int[] next = {0};
        return () -> nanos[Math.min(next[0]++, nanos.length - 1)];
    }

    private static BotEvent firstLine(ReaderDelay delay, java.util.function.LongSupplier clock) throws Exception {
        BlockingQueue<BotEvent> queue = new LinkedBlockingQueue<>();
        byte[] input = "4B\n".getBytes(StandardCharsets.US_ASCII);
        LineReader reader = new LineReader(1, new ByteArrayInputStream(input), queue, 4096, clock, () -> delay);
        reader.run();
        return queue.poll();
    }

    @Test
    void run_aReaderKeptWaitingForACpuAfterTheWrite_stampsTheLineWhenTheWriteWokeIt() throws Exception {
        long ms = 1_000_000;
        // built at 0; the read begins at 1,000 ms and returns at 1,100 ms, the reader having waited
        // 40 ms for a CPU meanwhile (5 ms before, 45 ms after)
        BotEvent line = firstLine(waits(5 * ms, 45 * ms), times(0, 1000 * ms, 1100 * ms, 2000 * ms));

        assertThat(line).isEqualTo(new BotEvent.Line(1, "4B", 1060 * ms));
    }

    @Test
    void run_aWaitLongerThanTheRead_neverStampsTheLineBeforeTheReadBegan() throws Exception {
        long ms = 1_000_000;
        BotEvent line = firstLine(waits(0, 300 * ms), times(0, 1000 * ms, 1100 * ms, 2000 * ms));

        assertThat(line).isEqualTo(new BotEvent.Line(1, "4B", 1000 * ms));
    }

    @Test
    void run_whereTheWaitIsUnknown_stampsTheLineWhenItWasRead() throws Exception {
        long ms = 1_000_000;
        BotEvent line = firstLine(ReaderDelay.NONE, times(0, 1000 * ms, 1100 * ms, 2000 * ms));

        assertThat(line).isEqualTo(new BotEvent.Line(1, "4B", 1100 * ms));
    }

    @Test
    void readerDelay_ofThisThread_countsTheThreadsOwnWaitAndSaysItsId() throws Exception {
        try (ReaderDelay delay = ReaderDelay.ofThisThread()) {
            org.junit.jupiter.api.Assumptions.assumeTrue(
                    java.nio.file.Files.exists(java.nio.file.Path.of("/proc/thread-self/schedstat")),
                    "the kernel keeps no per-thread scheduler statistics here");
            long first = delay.getAsLong();
            for (int i = 0; i < 50; i++) {
                Thread.sleep(1); // each wake-up may wait a little for a CPU
            }
            long second = delay.getAsLong();

            assertThat(first).isNotNegative();
            assertThat(second)
                    .as("read again from the start of the file, the waits of 50 wake-ups added")
                    .isGreaterThan(first);
            String link = java.nio.file.Files.readSymbolicLink(java.nio.file.Path.of("/proc/thread-self"))
                    .toString();
            assertThat(link).endsWith("/task/" + delay.tid());
            assertThat(ReaderDelay.runnable(delay.tid()))
                    .as("the thread asking is running")
                    .isTrue();
        }
    }
}
