package arbitre.report;

import static org.assertj.core.api.Assertions.assertThat;

import arbitre.process.CommandWords;
import arbitre.testbots.TestBots;
import com.fasterxml.jackson.databind.JsonNode;
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
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * The files of a Swiss with a knockout final, stopped once the Swiss is over and the knockout has
 * begun, then resumed: between the two, the standings and the report say they are not final and
 * follow the Swiss table that seeded the knockout; at the end, nothing says so any more.
 */
@Timeout(value = 4, unit = TimeUnit.MINUTES)
class StagedRunFilesIT {
    private static final Pattern DATA =
            Pattern.compile("<script type=\"application/json\" id=\"data\">(.*?)</script>", Pattern.DOTALL);
    /** Two Swiss rounds of two pairings of two games: the Swiss starts 16 bots. */
    private static final int SWISS_STARTS = 16;
    /** What the standings are while the knockout's first game waits at the gate. */
    private static final String DURING = "standings during final, knockout round 1 of 1";

    @TempDir
    Path dir;

    /** The example Python bot; from the knockout's first game on, each waits until the gate opens. */
    private Map<String, Object> bot(String name) {
        Path example = Path.of("..", "bots", "examples", "python", "bot.py")
                .toAbsolutePath()
                .normalize();
        Path starts = dir.resolve("starts");
        String script = "echo x >> '" + starts + "'; if [ \"$(wc -l < '" + starts + "')\" -gt " + SWISS_STARTS
                + " ]; then while [ ! -e '" + dir.resolve("gate") + "' ]; do sleep 0.1; done; fi; exec python3 '"
                + example + "'";
        return Map.of("name", name, "command", CommandWords.join(List.of("sh", "-c", script)));
    }

    private Process start() throws IOException {
        String jar = System.getProperty("arbitre.jar");
        assertThat(jar).as("system property arbitre.jar (set by the build)").isNotNull();
        return new ProcessBuilder(
                        TestBots.javaBin(),
                        "-jar",
                        jar,
                        "tournament",
                        dir.resolve("cup.json").toString(),
                        "--no-sandbox")
                .directory(dir.toFile())
                .redirectOutput(dir.resolve("run.out").toFile())
                .redirectError(dir.resolve("run.err").toFile())
                .start();
    }

    private String read(String file) throws IOException {
        Path path = dir.resolve("out").resolve(file);
        return Files.exists(path) ? Files.readString(path, StandardCharsets.UTF_8) : "";
    }

    private JsonNode reportData() throws IOException {
        Matcher data = DATA.matcher(read("report.html"));
        assertThat(data.find()).as("the report's data").isTrue();
        return new ObjectMapper().readTree(data.group(1).replace("<\\/", "</"));
    }

    private static List<String> names(JsonNode rows) {
        List<String> names = new ArrayList<>();
        rows.forEach(r -> names.add(r.get("name").asText()));
        return names;
    }

    @Test
    void swissThenKnockout_stoppedBetweenTheStages_sayNotFinalInTheSwissOrder_andFinalOnlyAtTheEnd() throws Exception {
        Map<String, Object> config = new LinkedHashMap<>();
        config.put("name", "cup");
        config.put("output", "out");
        config.put("format", "swiss");
        config.put("rounds", 2);
        config.put("final", Map.of("format", "knockout", "qualifiers", 2));
        config.put("extraPairs", 0);
        config.put("gamesPerPair", 2);
        config.put("moveMs", 5000);
        config.put("startupMs", 60_000);
        config.put("concurrency", 1);
        config.put(
                "bots",
                List.of("alice", "bob", "carol", "dave").stream().map(this::bot).toList());
        new ObjectMapper().writeValue(dir.resolve("cup.json").toFile(), config);

        Process run = start();
        try {
            long until = System.nanoTime() + TimeUnit.SECONDS.toNanos(150);
            while (!(read("standings.md").contains(DURING)
                    && read("report.html").contains(DURING))) {
                assertThat(run.isAlive())
                        .as("the run waits at the knockout: " + Files.readString(dir.resolve("run.err")))
                        .isTrue();
                assertThat(System.nanoTime() - until)
                        .as("the knockout begins: " + Files.readString(dir.resolve("run.err")))
                        .isNegative();
                Thread.sleep(200);
            }
        } finally {
            run.descendants().forEach(ProcessHandle::destroyForcibly);
            run.destroyForcibly();
            run.waitFor(10, TimeUnit.SECONDS);
        }

        // Stopped between the stages: the Swiss is over, the knockout's games to come.
        List<String> swissOrder = names(new ObjectMapper().readTree(read("swiss.json")));
        String standings = read("standings.md");
        assertThat(standings).contains("**Not final:** " + DURING + ".");
        assertThat(standings).doesNotContain("final standings");
        JsonNode stopped = reportData().get("tournament");
        assertThat(stopped.get("notFinal").asText()).isEqualTo(DURING);
        assertThat(names(stopped.get("standings")))
                .as("the report's standings, in the order that seeded the knockout")
                .isEqualTo(swissOrder);
        assertThat(stopped.get("ranking").get("order").toString())
                .isEqualTo(new ObjectMapper().valueToTree(swissOrder).toString());
        String dom = Chromium.dom(dir, dir.resolve("out/report.html").toUri().toString());
        assertThat(dom).contains("<p id=\"not-final\">Not final: " + DURING + ".</p>");

        // Resumed: the knockout is played, and the last standings are the tournament's.
        Files.createFile(dir.resolve("gate"));
        Process resumed = start();
        assertThat(resumed.waitFor(150, TimeUnit.SECONDS)).isTrue();
        assertThat(resumed.exitValue())
                .as(Files.readString(dir.resolve("run.err")))
                .isZero();
        assertThat(read("standings.md")).doesNotContain("Not final");
        assertThat(reportData().get("tournament").has("notFinal")).isFalse();
        assertThat(read("bracket.md")).contains("Winner: ");
    }
}
