package arbitre.serve;

import static org.assertj.core.api.Assertions.assertThat;

import arbitre.testbots.TestBots;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A tournament played by the packaged referee ({@code arbitre tournament CONFIG --serve}) in a
 * process of its own, for the tests of the live page and the remote seats. It serves on a port the
 * server itself chose (port 0) and read back from its {@code live page:} line, so that no other
 * program can take the port between its choice and its use. Its output goes to {@code
 * tournament.out} and {@code tournament.err} in the test's folder; {@link #close()} stops it with
 * every process it started.
 */
public final class ServedTournament implements AutoCloseable {
    private static final Pattern LIVE_PAGE = Pattern.compile("live page: https?://[^\\s/]+:(\\d+)/");

    private final Path dir;
    private final Process process;
    private int port;

    private ServedTournament(Path dir, Process process) {
        this.dir = dir;
        this.process = process;
    }

    /**
     * Writes {@code fields} (with {@code "name": "room"} and {@code "output": "out"} unless given)
     * as {@code room.json} in {@code dir}, and starts the tournament on it, served on
     * {@code 127.0.0.1}, without the sandbox, with {@code more} words after those.
     */
    public static ServedTournament start(Path dir, Map<String, Object> fields, String... more) throws IOException {
        Map<String, Object> config = new LinkedHashMap<>();
        config.put("name", "room");
        config.put("output", "out");
        config.putAll(fields);
        Path file = dir.resolve("room.json");
        new ObjectMapper().writeValue(file.toFile(), config);
        String jar = System.getProperty("arbitre.jar");
        assertThat(jar).as("system property arbitre.jar (set by the build)").isNotNull();
        List<String> command = new ArrayList<>(List.of(
                TestBots.javaBin(),
                "-jar",
                jar,
                "tournament",
                file.toString(),
                "--serve",
                "127.0.0.1:0",
                "--no-sandbox"));
        command.addAll(List.of(more));
        Process process = new ProcessBuilder(command)
                .directory(dir.toFile())
                .redirectOutput(dir.resolve("tournament.out").toFile())
                .redirectError(dir.resolve("tournament.err").toFile())
                .start();
        return new ServedTournament(dir, process);
    }

    /** The port it serves on, once its server is up (waited for, 60 s at most). */
    public int port() throws IOException, InterruptedException {
        long until = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
        while (port == 0) {
            Matcher served = LIVE_PAGE.matcher(err());
            if (served.find()) {
                port = Integer.parseInt(served.group(1));
                break;
            }
            assertThat(process.isAlive()).as("the tournament runs: " + err()).isTrue();
            assertThat(System.nanoTime() - until)
                    .as("the live page is served within 60 s: " + err())
                    .isNegative();
            Thread.sleep(50);
        }
        return port;
    }

    /** The live page's address, once its server is up. */
    public String url() throws IOException, InterruptedException {
        return "http://127.0.0.1:" + port() + "/";
    }

    /** What the tournament wrote to its standard error so far. */
    public String err() throws IOException {
        return Files.readString(dir.resolve("tournament.err"), StandardCharsets.UTF_8);
    }

    /** What it wrote to its standard output so far. */
    public String out() throws IOException {
        return Files.readString(dir.resolve("tournament.out"), StandardCharsets.UTF_8);
    }

    public Process process() {
        return process;
    }

    @Override
    public void close() throws InterruptedException {
        process.descendants().forEach(ProcessHandle::destroyForcibly);
        process.destroyForcibly();
        process.waitFor(10, TimeUnit.SECONDS);
    }
}
