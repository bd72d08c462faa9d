package arbitre.process;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * The CPU time of a bot's process tree read from {@code /proc} as an ordinary user's referee reads
 * it, with real processes: threads and children that come and go between readings, a bot with more
 * threads than files kept open, and the files given back.
 */
@Timeout(value = 60, unit = TimeUnit.SECONDS)
class TreeTimesTest {

    /**
     * A Python bot that does what each line tells it and says "ok": {@code thread MS} burns MS of
     * CPU in a thread that then ends, {@code child MS} in a child process that then sleeps (it
     * answers once the child has burnt them),
     * {@code sleepers N} starts N threads that sleep.
     */
    private static final String BOT = String.join(
            "\n",
            "import os, sys, threading, time",
            "def burn(ms):",
            "    end = time.thread_time() + ms / 1000",
            "    while time.thread_time() < end: pass",
            "for line in sys.stdin:",
            "    word, n = line.split()",
            "    n = int(n)",
            "    if word == 'thread':",
            "        t = threading.Thread(target=burn, args=(n,)); t.start(); t.join()",
            "    elif word == 'child':",
            "        done, told = os.pipe()",
            "        if os.fork() == 0:",
            "            burn(n); os.write(told, b'x'); time.sleep(60); os._exit(0)",
            "        os.read(done, 1)",
            "    elif word == 'sleepers':",
            "        for _ in range(n): threading.Thread(target=time.sleep, args=(60,), daemon=True).start()",
            "    print('ok', flush=True)",
            "");

    private record Bot(Process process, OutputStream in, BufferedReader out) implements AutoCloseable {
        static Bot start() throws IOException {
            Process process = new ProcessBuilder("python3", "-c", BOT).start();
            return new Bot(
                    process,
                    process.getOutputStream(),
                    new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.US_ASCII)));
        }

        void tell(String line) throws IOException {
            in.write((line + "\n").getBytes(StandardCharsets.US_ASCII));
            in.flush();
            assertThat(out.readLine()).isEqualTo("ok");
        }

        /** utime + stime + cutime + cstime of its processes, in nanoseconds: the kernel's own count, in ticks. */
        long ticks() {
            long total = 0;
            for (long pid : ProcessTree.descendants(process.pid())) {
                try {
                    long[] stat = TreeTimes.parseStat(Files.readString(Path.of("/proc", Long.toString(pid), "stat")));
                    total += (stat[0] + stat[1] + stat[2] + stat[3]) * TreeTimes.TICK_NANOS;
                } catch (IOException e) {
                    // gone
                }
            }
            return total;
        }

        @Override
        public void close() {
            ProcessTree.stop(process.pid(), 0);
        }
    }

    private static long millis(long nanos) {
        return TimeUnit.NANOSECONDS.toMillis(nanos);
    }

    @Test
    void read_threadsThatEndBetweenReadings_andAChild_areAllCounted() throws Exception {
        try (Bot bot = Bot.start();
                TreeTimes times = new TreeTimes(bot.process().pid())) {
            bot.tell("thread 0");
            long start = times.read().cpuNanos();

            bot.tell("thread 150");
            long afterOne = times.read().cpuNanos();
            bot.tell("thread 150");
            bot.tell("child 150");
            long afterAll = times.read().cpuNanos();

            // A thread begun and ended between two readings is counted by its process's ticks, whose
            // user and system parts are each rounded down: up to two ticks short.
            long ticks = millis(2 * TreeTimes.TICK_NANOS);
            assertThat(millis(afterOne - start))
                    .as("a thread of 150 ms that has ended")
                    .isBetween(150 - ticks, 400L);
            assertThat(millis(afterAll - afterOne))
                    .as("another thread of 150 ms, begun and ended between two readings, and a child of 150 ms")
                    .isBetween(300 - ticks, 800L);
            // Read the same moment in two ways: the kernel's ticks round each process's time down.
            assertThat(afterAll).isGreaterThanOrEqualTo(bot.ticks() - 2 * TreeTimes.TICK_NANOS);
        }
    }

    @Test
    void read_aTreeReadAgainWithItsFilesKept_saysWhatAFreshReadingSays() throws Exception {
        try (Bot bot = Bot.start();
                TreeTimes kept = new TreeTimes(bot.process().pid())) {
            bot.tell("child 100");
            kept.read();
            bot.tell("thread 100");
            bot.tell("sleepers 3");
            // Stopped, the tree's counters stand still while both read them.
            signal(bot, "STOP");
            try (TreeTimes fresh = new TreeTimes(bot.process().pid())) {
                long again = kept.read().cpuNanos();
                long first = fresh.read().cpuNanos();

                // The fresh reading never saw the ended thread: the ticks count it, rounded down.
                assertThat(millis(Math.abs(again - first))).isLessThanOrEqualTo(20L);
            } finally {
                signal(bot, "CONT");
            }
        }
    }

    @Test
    void read_aBotWithMoreThreadsThanFilesKept_countsThemAll_andCloseGivesEveryFileBack() throws Exception {
        try (Bot bot = Bot.start()) {
            long before = openFiles();
            TreeTimes times = new TreeTimes(bot.process().pid());
            bot.tell("sleepers " + TreeTimes.KEPT_FILES);
            bot.tell("thread 100");
            times.read();
            assertThat(openFiles() - before)
                    .as(
                            "files kept open for a bot of %d threads (two a thread were it not for the limit)",
                            TreeTimes.KEPT_FILES + 1)
                    .isBetween(1L, (long) TreeTimes.KEPT_FILES);
            bot.tell("thread 100");
            assertThat(millis(times.read().cpuNanos())).isGreaterThanOrEqualTo(190L);

            times.close();

            assertThat(openFiles()).isEqualTo(before);
            assertThat(times.read()).as("after close, the last times read").isNotNull();
            assertThat(openFiles()).isEqualTo(before);
        }
    }

    @Test
    void read_aProcessThatIsGone_keepsTheLastTimes() throws Exception {
        Bot bot = Bot.start();
        try (TreeTimes times = new TreeTimes(bot.process().pid())) {
            bot.tell("thread 100");
            long seen = times.read().cpuNanos();
            bot.close();
            bot.process().waitFor();

            assertThat(times.read().cpuNanos()).isEqualTo(seen);
        }
    }

    @Test
    void parseStat_aNameWithSpacesAndParentheses_andANegativeField_areReadFromTheLastParenthesis() {
        String stat = "42 (a (b) c) S 1 42 42 0 -1 4194560 100 0 0 0 7 3 2 1 20 0 5 0 100 1000 10";

        assertThat(TreeTimes.parseStat(stat)).containsExactly(7, 3, 2, 1, 5);
    }

    /** Sends a signal to every process of the bot's tree. */
    private static void signal(Bot bot, String signal) throws Exception {
        java.util.List<String> command = new java.util.ArrayList<>(java.util.List.of("kill", "-" + signal));
        ProcessTree.descendants(bot.process().pid()).forEach(pid -> command.add(Long.toString(pid)));
        assertThat(new ProcessBuilder(command).start().waitFor()).isZero();
    }

    /** The files this JVM has open from /proc: those a reading opens. */
    private static long openFiles() throws IOException {
        try (Stream<Path> fds = Files.list(Path.of("/proc/self/fd"))) {
            return fds.filter(fd -> {
                        try {
                            return Files.readSymbolicLink(fd).startsWith("/proc/");
                        } catch (IOException e) {
                            return false;
                        }
                    })
                    .count();
        }
    }
}
