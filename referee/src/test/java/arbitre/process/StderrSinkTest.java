package arbitre.process;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class StderrSinkTest {
    @TempDir
    Path dir;

    @Test
    void run_fileIsASymbolicLink_leavesTheTargetAlone() throws IOException {
        Path victim = Files.writeString(dir.resolve("victim.txt"), "precious");
        Path file = dir.resolve("bot.stderr.txt");
        Files.createSymbolicLink(file, victim);

        new StderrSink(new ByteArrayInputStream("overwritten".getBytes(StandardCharsets.UTF_8)), file, 1024).run();

        assertThat(victim).hasContent("precious");
    }

    @Test
    void run_plainFile_keepsWhatTheBotWrote() throws IOException {
        Path file = dir.resolve("bot.stderr.txt");

        new StderrSink(new ByteArrayInputStream("said".getBytes(StandardCharsets.UTF_8)), file, 1024).run();

        assertThat(file).hasContent("said");
    }

    @Test
    void run_overTheCap_keepsTheFirstBytesAndTheLast_whereATracebackEnds() throws IOException {
        Path file = dir.resolve("bot.stderr.txt");
        String said = "A".repeat(16) + "B".repeat(100) + "Traceback (most recent call last):\nMemoryError\n";

        new StderrSink(new ByteArrayInputStream(said.getBytes(StandardCharsets.UTF_8)), file, 16).run();

        String kept = Files.readString(file);
        assertThat(kept)
                .startsWith("A".repeat(16) + "\n[arbitre: standard error cut after 16 bytes; 131 more were dropped;"
                        + " its last 16 bytes follow]\n")
                .endsWith("\nMemoryError\n");
        assertThat(arbitre.log.StderrTail.lastLine(file)).isEqualTo("MemoryError");
    }

    @Test
    void retarget_nextGame_writesItsBytesToItsOwnFileWithACapOfItsOwn() throws Exception {
        Path first = dir.resolve("game-1.stderr.txt");
        Path second = dir.resolve("game-2.stderr.txt");
        java.io.PipedOutputStream bot = new java.io.PipedOutputStream();
        StderrSink sink = new StderrSink(new java.io.PipedInputStream(bot), first, 8);
        Thread drain = new Thread(sink);
        drain.start();
        bot.write("one\n".getBytes(StandardCharsets.UTF_8));
        bot.flush();
        // The drain is a thread the scheduler runs when it will: waited for, not given a second.
        long until = System.nanoTime() + TimeUnit.SECONDS.toNanos(20);
        while (Files.size(first) < 4 && System.nanoTime() - until < 0) {
            Thread.sleep(5);
        }
        assertThat(Files.size(first)).as("the first game's line drained").isEqualTo(4);

        sink.retarget(second, null);
        bot.write("two and more than eight\n".getBytes(StandardCharsets.UTF_8));
        bot.close();
        drain.join(TimeUnit.SECONDS.toMillis(20));
        assertThat(drain.isAlive()).as("the drain ends with the bot's output").isFalse();

        assertThat(first).hasContent("one");
        assertThat(Files.readString(second)).startsWith("two and ").contains("standard error cut after 8 bytes");
    }

    /** How many of this process's descriptors are open on a thread's {@code stat} file in {@code /proc}. */
    private static long threadStatFilesOpen() throws IOException {
        try (var fds = Files.list(Path.of("/proc/self/fd"))) {
            return fds.filter(fd -> {
                        try {
                            return Files.readSymbolicLink(fd).toString().matches(".*/task/\\d+/stat");
                        } catch (IOException e) {
                            return false; // closed since it was listed
                        }
                    })
                    .count();
        }
    }

    @Test
    void drain_keepsItsThreadsStatOpenWhileItWaits_andClosesItWhenTheOutputEnds() throws Exception {
        java.io.PipedOutputStream bot = new java.io.PipedOutputStream();
        java.io.PipedInputStream in = new java.io.PipedInputStream(bot);
        long before = threadStatFilesOpen();
        StderrSink sink = new StderrSink(in, dir.resolve("bot.stderr.txt"), 1024, new StderrWords());
        Thread drain = new Thread(sink, "drain");
        drain.start();

        assertThat(OutputWatchTest.await(() -> {
                    try {
                        return threadStatFilesOpen() == before + 1;
                    } catch (IOException e) {
                        return false;
                    }
                }))
                .as("the drain's own stat file, kept open")
                .isTrue();
        // Waiting for bytes, not on a CPU: a move ending now has nothing in flight to wait for.
        assertThat(OutputWatchTest.await(() ->
                        drain.getState() == Thread.State.TIMED_WAITING || drain.getState() == Thread.State.WAITING))
                .isTrue();
        assertThat(sink.drainOnCpu()).isFalse();

        bot.close();
        drain.join(TimeUnit.SECONDS.toMillis(10));

        assertThat(drain.isAlive()).isFalse();
        assertThat(threadStatFilesOpen()).isEqualTo(before);
        assertThat(sink.drainOnCpu()).isFalse();
    }
}
