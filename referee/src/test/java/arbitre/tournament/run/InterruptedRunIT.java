package arbitre.tournament.run;

import static org.assertj.core.api.Assertions.assertThat;

import arbitre.standings.Standings;
import arbitre.standings.StandingsFiles;
import arbitre.testbots.TestBots;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * A tournament stopped part-way by Ctrl-C or SIGTERM, as an instructor stops one: the files it
 * leaves are the finished games', the report among them final (it does not reload) and saying the
 * run was interrupted and how to resume it; the same command then finishes the tournament.
 */
@Timeout(value = 3, unit = TimeUnit.MINUTES)
class InterruptedRunIT {
    private static final Pattern DATA =
            Pattern.compile("<script type=\"application/json\" id=\"data\">(.*?)</script>", Pattern.DOTALL);
    private static final int MATCHES = 30;
    private static final String PY = "python3 "
            + Path.of("../bots/examples/python/bot.py").toAbsolutePath().normalize();

    @TempDir
    Path dir;

    /**
     * The tournament as its own process, as from a terminal: with SIGINT at its default, which a
     * process started from a background shell would otherwise inherit ignored.
     */
    private Process start() throws IOException {
        String jar = System.getProperty("arbitre.jar");
        assertThat(jar).as("system property arbitre.jar (set by the build)").isNotNull();
        return new ProcessBuilder(
                        "env",
                        "--default-signal=INT",
                        TestBots.javaBin(),
                        "-jar",
                        jar,
                        "tournament",
                        dir.resolve("class.json").toString(),
                        "--no-sandbox")
                .directory(dir.toFile())
                .redirectOutput(dir.resolve("run.out").toFile())
                .redirectError(dir.resolve("run.err").toFile())
                .start();
    }

    private Path out() {
        return dir.resolve("out");
    }

    private long logs() throws IOException {
        Path matches = out().resolve("matches");
        if (!Files.isDirectory(matches)) {
            return 0;
        }
        try (Stream<Path> files = Files.list(matches)) {
            return files.map(p -> p.getFileName().toString())
                    .filter(n -> n.endsWith(".json") && !n.startsWith("."))
                    .count();
        }
    }

    private JsonNode reportData() throws IOException {
        Matcher data = DATA.matcher(Files.readString(out().resolve("report.html"), StandardCharsets.UTF_8));
        assertThat(data.find()).as("the report's data").isTrue();
        return new ObjectMapper().readTree(data.group(1).replace("<\\/", "</"));
    }

    @ParameterizedTest(name = "SIG{0}")
    @CsvSource({"INT, 130", "TERM, 143"})
    void interruptedRun_writesFinalReportOfFinishedGames_sayingHowToResume(String signal, int exitCode)
            throws Exception {
        Map<String, Object> config = new LinkedHashMap<>();
        config.put("name", "class");
        config.put("output", "out");
        config.put("gamesPerPair", MATCHES);
        config.put("moveMs", 2000);
        config.put("concurrency", 1);
        config.put("bots", List.of(Map.of("name", "alice", "command", PY), Map.of("name", "bob", "command", PY)));
        new ObjectMapper().writeValue(dir.resolve("class.json").toFile(), config);

        Process run = start();
        try {
            long until = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
            while (logs() < 3 && System.nanoTime() < until && run.isAlive()) {
                Thread.sleep(20);
            }
            assertThat(run.isAlive()).as("the run is under way").isTrue();
            new ProcessBuilder("kill", "-" + signal, Long.toString(run.pid()))
                    .start()
                    .waitFor();
            assertThat(run.waitFor(30, TimeUnit.SECONDS)).as("the run ends").isTrue();
        } finally {
            run.descendants().forEach(ProcessHandle::destroyForcibly);
            run.destroyForcibly();
        }
        String err = Files.readString(dir.resolve("run.err"));
        assertThat(run.exitValue()).as(err).isEqualTo(exitCode);
        assertThat(err).contains("arbitre: interrupted");

        Standings standings = StandingsFiles.read(out().resolve("standings.json"));
        assertThat(standings.matches()).as("every finished log counts").hasSize((int) logs());
        assertThat(standings.matches().size()).isBetween(3, MATCHES - 1);
        assertThat(standings.notFinal()).contains("interrupted").contains("run the same command");
        assertThat(Files.readString(out().resolve("standings.md"))).contains("interrupted");
        JsonNode report = reportData();
        assertThat(report.has("live")).as("a report that reloads itself").isFalse();
        assertThat(report.get("games")).hasSize(standings.matches().size());
        assertThat(report.get("tournament").get("notFinal").asText())
                .contains("interrupted")
                .contains("run the same command");

        Process resumed = start();
        try {
            assertThat(resumed.waitFor(120, TimeUnit.SECONDS))
                    .as("the run ends")
                    .isTrue();
        } finally {
            resumed.destroyForcibly();
        }
        assertThat(resumed.exitValue())
                .as(Files.readString(dir.resolve("run.err")))
                .isZero();
        Standings finished = StandingsFiles.read(out().resolve("standings.json"));
        assertThat(finished.matches()).hasSize(MATCHES);
        assertThat(finished.notFinal()).isNull();
        JsonNode last = reportData();
        assertThat(last.has("live")).isFalse();
        assertThat(last.get("games")).hasSize(MATCHES);
        assertThat(last.get("tournament").has("notFinal")).isFalse();
    }
}
