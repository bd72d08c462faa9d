package arbitre.report;

import static org.assertj.core.api.Assertions.assertThat;

import arbitre.cli.CliRun;
import arbitre.cli.exit.ExitCode;
import arbitre.standings.GameRecord;
import arbitre.standings.Standings;
import arbitre.standings.StandingsFiles;
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
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * A Swiss of three rounds followed by a knockout final of four: the final's games are in rounds of
 * their own, after the Swiss's, in the standings, in the report's list of games and in its chart of
 * points as the rounds go by, which counts only Swiss games in the Swiss's rounds.
 */
@Timeout(value = 4, unit = TimeUnit.MINUTES)
class SwissFinalRoundsIT {
    private static final Pattern DATA =
            Pattern.compile("<script type=\"application/json\" id=\"data\">(.*?)</script>", Pattern.DOTALL);

    @TempDir
    Path dir;

    @Test
    void swissWithKnockoutFinal_finalsGamesComeAfterTheSwissRounds_inStandingsListAndChart() throws Exception {
        Map<String, String> bots = new LinkedHashMap<>();
        for (int i = 1; i <= 4; i++) {
            bots.put("random" + i, "builtin:random --seed " + i);
        }
        Path config = ConfigFiles.write(
                dir.resolve("cup.json"),
                Map.of(
                        "name",
                        "cup",
                        "output",
                        "out",
                        "moveMs",
                        1000,
                        "format",
                        "swiss",
                        "rounds",
                        3,
                        "final",
                        Map.of("format", "knockout", "qualifiers", 4),
                        "extraPairs",
                        0,
                        "concurrency",
                        2,
                        "sandbox",
                        false),
                bots);

        CliRun run = CliRun.of("tournament", config.toString());

        assertThat(run.exitCode()).as(run.err()).isEqualTo(ExitCode.OK);
        Standings standings = StandingsFiles.read(dir.resolve("out/standings.json"));
        assertThat(standings.matches())
                .filteredOn(g -> g.id().startsWith("r"))
                .extracting(GameRecord::round)
                .containsOnly(1, 2, 3);
        assertThat(standings.matches())
                .filteredOn(g -> g.id().startsWith("final-k1-"))
                .hasSize(4)
                .extracting(GameRecord::round)
                .containsOnly(4);
        assertThat(standings.matches())
                .filteredOn(g -> g.id().startsWith("final-k2-"))
                .hasSize(2)
                .extracting(GameRecord::round)
                .containsOnly(5);
        Standings.Rounds rounds = standings.rounds();
        assertThat(rounds.numbers()).containsExactly(1, 2, 3, 4, 5);
        assertThat(rounds.finalFrom()).isEqualTo(4);
        for (List<Double> points : rounds.points()) {
            // One mini-match of two games a Swiss round.
            assertThat(points.get(0)).as("points after Swiss round 1").isLessThanOrEqualTo(2.0);
            assertThat(points.get(2)).as("points after Swiss round 3").isLessThanOrEqualTo(6.0);
        }

        Matcher data = DATA.matcher(Files.readString(dir.resolve("out/report.html"), StandardCharsets.UTF_8));
        assertThat(data.find()).isTrue();
        JsonNode page = new ObjectMapper().readTree(data.group(1).replace("<\\/", "</"));
        List<String> listed = new ArrayList<>();
        page.path("games").forEach(g -> listed.add(g.get(0).asText()));
        int lastSwiss = 0;
        int firstFinal = listed.size();
        for (int i = 0; i < listed.size(); i++) {
            if (listed.get(i).startsWith("final-")) {
                firstFinal = Math.min(firstFinal, i);
            } else {
                lastSwiss = i;
            }
        }
        assertThat(lastSwiss).as("the games in the report's order: " + listed).isLessThan(firstFinal);

        String dom = Chromium.dom(dir, dir.resolve("out/report.html").toUri().toString());
        assertThat(dom).contains(">round 3</text>").contains(">final 1</text>").contains(">final 2</text>");
        assertThat(dom).containsPattern("<td>final 1</td><td class=\"name\">final-k1-");
    }
}
