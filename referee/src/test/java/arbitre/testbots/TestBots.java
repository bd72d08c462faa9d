package arbitre.testbots;

import arbitre.process.CommandWords;
import arbitre.process.ProcStat;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;
import java.util.stream.Stream;

/** Command lines for {@link TestBot} processes, and a way to find every process a test left behind. */
public final class TestBots {
    /** The environment variable that marks every process of one test, children included. */
    public static final String MARKER = "ARBITRE_TEST_MARKER";

    private TestBots() {}

    /** The command line of a test bot with a behaviour and its arguments. */
    public static String command(String... behaviour) {
        List<String> words = new ArrayList<>(List.of(
                javaBin(),
                "-XX:+UseSerialGC",
                "-XX:TieredStopAtLevel=1",
                "-Xshare:auto",
                "-cp",
                System.getProperty("java.class.path"),
                TestBot.class.getName()));
        words.addAll(List.of(behaviour));
        return CommandWords.join(words);
    }

    /**
     * The command line of a test bot that carries the marker on its own command line, for a bot
     * whose environment the referee chooses (a sandboxed bot keeps none of the referee's).
     */
    public static String markedCommand(String marker, String... behaviour) {
        List<String> words = new ArrayList<>(CommandWords.split(command(behaviour)));
        words.add(1, "-D" + MARKER + "=" + marker);
        return CommandWords.join(words);
    }

    /**
     * The command line of the example Python bot made to forget flushing its moves (the
     * {@code unflushed.py} fixture beside this class): each move comes out only when it exits.
     */
    public static String unflushedPython() {
        java.net.URL fixture = TestBots.class.getResource("unflushed.py");
        if (fixture == null) {
            throw new IllegalStateException("unflushed.py is missing from the test resources");
        }
        Path example = Path.of("..", "bots", "examples", "python", "bot.py")
                .toAbsolutePath()
                .normalize();
        try {
            return CommandWords.join(List.of("python3", Path.of(fixture.toURI()).toString(), example.toString()));
        } catch (java.net.URISyntaxException e) {
            throw new IllegalStateException("cannot locate " + fixture, e);
        }
    }

    /**
     * Builds the program that starts each bot in one step ({@code src/main/c/arbitre-spawn.c}) into
     * {@code dir} with the machine's C compiler, as the launchers do, and returns it. Fails when
     * it does not compile, or compiles with a warning.
     */
    public static Path buildSpawnProgram(Path dir) throws IOException, InterruptedException {
        return compileC(Path.of("src/main/c/arbitre-spawn.c"), dir.resolve("arbitre-spawn"));
    }

    /**
     * Compiles the C program {@code source} to {@code binary} with the system's C compiler ({@code
     * cc -O2}); a warning fails as an error does, with the compiler's words.
     */
    public static Path compileC(Path source, Path binary) throws IOException, InterruptedException {
        Process cc = new ProcessBuilder("cc", "-O2", "-o", binary.toString(), source.toString())
                .redirectErrorStream(true)
                .start();
        String output = new String(cc.getInputStream().readAllBytes(), java.nio.charset.StandardCharsets.UTF_8);
        if (cc.waitFor() != 0 || !output.isEmpty()) {
            throw new IllegalStateException("cc " + source + ": " + output);
        }
        return binary;
    }

    public static String javaBin() {
        return Path.of(System.getProperty("java.home"), "bin", "java").toString();
    }

    /** A fresh marker value for one test. */
    public static String newMarker() {
        return UUID.randomUUID().toString();
    }

    /**
     * Waits up to {@code seconds} for every process holding the marker to be gone, and returns
     * those still alive then (none, when all went).
     */
    public static List<Long> awaitNoneMarked(String marker, int seconds) throws InterruptedException {
        long deadline = System.nanoTime() + java.util.concurrent.TimeUnit.SECONDS.toNanos(seconds);
        List<Long> alive = processesMarked(marker);
        while (!alive.isEmpty() && System.nanoTime() < deadline) {
            Thread.sleep(50);
            alive = processesMarked(marker);
        }
        return alive;
    }

    /**
     * Waits up to {@code seconds} until at least {@code count} processes hold the marker on three
     * looks in a row (a process being forked from a marked one carries the mark for a moment), and
     * returns those seen then.
     */
    public static List<Long> awaitMarked(String marker, int count, int seconds) throws InterruptedException {
        long deadline = System.nanoTime() + java.util.concurrent.TimeUnit.SECONDS.toNanos(seconds);
        for (int seen = 0; seen < 3 && System.nanoTime() < deadline; ) {
            seen = processesMarked(marker).size() >= count ? seen + 1 : 0;
            Thread.sleep(50);
        }
        return processesMarked(marker);
    }

    /** The pids of live processes whose environment or command line holds the marker. */
    public static List<Long> processesMarked(String marker) {
        String needle = MARKER + "=" + marker;
        List<Long> found = new ArrayList<>();
        try (Stream<Path> procs = Files.list(Path.of("/proc"))) {
            procs.filter(p -> p.getFileName().toString().chars().allMatch(Character::isDigit))
                    .forEach(p -> {
                        try {
                            String env = new String(
                                    Files.readAllBytes(p.resolve("environ")),
                                    java.nio.charset.StandardCharsets.ISO_8859_1);
                            String cmdline = new String(
                                    Files.readAllBytes(p.resolve("cmdline")),
                                    java.nio.charset.StandardCharsets.ISO_8859_1);
                            if ((env.contains(needle) || cmdline.contains(needle)) && isLive(p)) {
                                found.add(Long.parseLong(p.getFileName().toString()));
                            }
                        } catch (IOException | RuntimeException e) {
                            // gone, or not ours to read
                        }
                    });
        } catch (IOException e) {
            throw new IllegalStateException("cannot list /proc", e);
        }
        return found;
    }

    /**
     * What a process is, for a test's failure: its state, parent, session, control groups and
     * command line, as {@code /proc} tells them (or that it is gone).
     */
    public static String describe(long pid) {
        Path proc = Path.of("/proc", Long.toString(pid));
        try {
            String[] after = ProcStat.fields(proc.resolve("stat"));
            String cmdline = new String(
                            Files.readAllBytes(proc.resolve("cmdline")), java.nio.charset.StandardCharsets.ISO_8859_1)
                    .replace('\0', ' ')
                    .strip();
            String groups = Files.readString(proc.resolve("cgroup")).strip().replace('\n', ' ');
            return pid + " state " + after[0] + ", parent " + after[1] + ", session " + after[3] + ", groups [" + groups
                    + "]: " + (cmdline.length() > 300 ? cmdline.substring(0, 300) + "..." : cmdline);
        } catch (IOException | RuntimeException e) {
            return pid + " (gone)";
        }
    }

    /** Whether a process is there and not a zombie (one that ended and waits to be reaped). */
    private static boolean isLive(Path proc) {
        char state = ProcStat.state(proc.resolve("stat"));
        return state != 0 && state != 'Z';
    }
}
