package arbitre.report;

import static org.assertj.core.api.Assertions.assertThat;

import arbitre.cli.CliRun;
import arbitre.cli.exit.ExitCode;
import arbitre.testbots.TestBots;
import arbitre.tournament.config.ConfigFiles;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A Swiss has one final order: bots tied on every column stand in the same order in swiss.md, on
 * the console, in standings.md and in report.html (the Swiss table's), each saying the tie-break
 * that placed them.
 */
class SwissOrderIT {
    private static final Pattern DATA =
            Pattern.compile("<script type=\"application/json\" id=\"data\">(.*?)</script>", Pattern.DOTALL);

    @TempDir
    Path dir;

    @Test
    void swiss_botsTiedOnEveryColumn_standInOneOrderEverywhere_placedBySeed() throws Exception {
        // Every bot plays the first legal move: each game is the same, each mini-match a tie, every
        // column equal. The seeds are the config's order, the reverse of the names' order.
        String legal = TestBots.command("legal");
        Map<String, String> bots = new LinkedHashMap<>();
        for (String name : List.of("dora", "carl", "bea", "abe")) {
            bots.put(name, legal);
        }
        Path config = ConfigFiles.write(
                dir.resolve("t.json"),
                Map.of("name", "t", "output", "out", "moveMs", 5000, "format", "swiss", "rounds", 2, "sandbox", false),
                bots);

        CliRun run = CliRun.of("tournament", config.toString());

        assertThat(run.exitCode()).as(run.err()).isEqualTo(ExitCode.OK);
        List<String> official = List.of("dora", "carl", "bea", "abe");
        String swiss = Files.readString(dir.resolve("out/swiss.md"));
        assertThat(order(swiss, "(?m)^\\| \\d+ \\| (\\w+) \\|")).isEqualTo(official);
        String console = run.out().substring(0, run.out().indexOf("crosstable"));
        assertThat(order(console, "(?m)^\\s*\\d+\\s+(\\w+)\\s")).isEqualTo(official);
        String standings = Files.readString(dir.resolve("out/standings.md"));
        assertThat(order(standings.substring(0, standings.indexOf("##")), "(?m)^\\| \\d+ \\| (\\w+) \\|"))
                .isEqualTo(official);
        Matcher data = DATA.matcher(Files.readString(dir.resolve("out/report.html"), StandardCharsets.UTF_8));
        assertThat(data.find()).isTrue();
        JsonNode tournament =
                new ObjectMapper().readTree(data.group(1).replace("<\\/", "</")).path("tournament");
        List<String> reported = new ArrayList<>();
        tournament
                .path("standings")
                .forEach(row -> reported.add(row.path("name").asText()));
        assertThat(reported).isEqualTo(official);

        // Each says how the tie was broken.
        assertThat(swiss).contains("| 2 | carl |").contains("seed |");
        assertThat(run.out()).contains("Ranked as the Swiss table's: score").contains("carl (seed)");
        assertThat(standings)
                .contains("Ranked as the Swiss table's: score")
                .contains("Placed by a tie-break: carl (seed), bea (seed), abe (seed).");
        assertThat(tournament.path("ranking").path("rule").asText()).contains("Buchholz");
        assertThat(tournament.path("ranking").path("tieBreaks").path("carl").asText())
                .isEqualTo("seed");
        String dom = Chromium.dom(dir, dir.resolve("out/report.html").toUri().toString());
        assertThat(dom)
                .containsPattern("<p id=\"ranking\" class=\"note\">Ranked as the Swiss table's: score[^<]*"
                        + "Placed by a tie-break: carl \\(seed\\), bea \\(seed\\), abe \\(seed\\)\\.</p>");
    }

    private static List<String> order(String text, String row) {
        List<String> names = new ArrayList<>();
        Matcher m = Pattern.compile(row).matcher(text);
        while (m.find()) {
            names.add(m.group(1));
        }
        return names;
    }
}
