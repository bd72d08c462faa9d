package arbitre.serve;

import static org.assertj.core.api.Assertions.assertThat;

import arbitre.process.CommandWords;
import arbitre.report.Chromium;
import com.fasterxml.jackson.databind.JsonNode;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * The live page of a served knockout of four real bots, kept open in Chromium while it plays: the
 * bracket fills in, pushed, without the page being reloaded.
 */
@Timeout(value = 5, unit = TimeUnit.MINUTES)
class LiveBracketIT {
    private static final String HOSTILE = "<img src=x onerror=document.title='pwned'>";

    /** What the test reads of the page: each tie of each round, the winner, and whether it is the same page. */
    private static final String READ = "document.getElementById('champion') === null ? {rounds: []} : ({"
            + " same: window.notReloaded === true,"
            + " images: document.querySelectorAll('#bracket-box img').length,"
            + " title: document.title,"
            + " champion: document.getElementById('champion').textContent,"
            + " height: document.getElementById('bracket-box').getBoundingClientRect().height,"
            + " rounds: [...document.querySelectorAll('#bracket .round')].map(r =>"
            + "   [...r.querySelectorAll('.tie')].map(t => ({"
            + "     live: t.classList.contains('live'),"
            + "     text: t.innerText,"
            + "     words: t.querySelector('.words').textContent,"
            + "     winner: t.querySelector('.side.win .name') ? t.querySelector('.side.win .name').textContent : null,"
            + "     links: [...t.querySelectorAll('a')].map(a => a.getAttribute('href'))})))"
            + "})";

    @TempDir
    Path dir;

    /** The example Python bot, a second late to start: each game lasts long enough to be seen in play. */
    private static Map<String, Object> bot(String name) {
        Path example = Path.of("..", "bots", "examples", "python", "bot.py")
                .toAbsolutePath()
                .normalize();
        return Map.of(
                "name", name, "command", CommandWords.join(List.of("sh", "-c", "sleep 1; exec python3 " + example)));
    }

    private ServedTournament serve() throws Exception {
        Map<String, Object> config = new LinkedHashMap<>();
        config.put("name", "cup");
        config.put("format", "knockout");
        config.put("extraPairs", 0);
        config.put("gamesPerPair", 2);
        config.put("moveMs", 5000);
        config.put("concurrency", 1);
        config.put("bots", List.of(bot("alice"), bot("bob"), bot(HOSTILE), bot("dave")));
        return ServedTournament.start(dir, config);
    }

    private static int status(String url) throws Exception {
        return HttpClient.newHttpClient()
                .send(HttpRequest.newBuilder(URI.create(url)).build(), HttpResponse.BodyHandlers.discarding())
                .statusCode();
    }

    @Test
    void livePage_ofAKnockout_showsTheBracketFillingIn_pushed_withoutAReload() throws Exception {
        try (ServedTournament tournament = serve();
                Chromium.Page page = Chromium.Page.open(dir, tournament.url(), 1920, 1080)) {
            String url = tournament.url();
            JsonNode first = page.evaluate(READ);
            long loaded = System.nanoTime() + TimeUnit.SECONDS.toNanos(30);
            while (first.get("rounds").isEmpty() && System.nanoTime() - loaded < 0) {
                Thread.sleep(50);
                first = page.evaluate(READ);
            }
            // The bracket's whole shape from the first look: two semi-finals, then the final.
            assertThat(first.get("rounds")).hasSize(2);
            assertThat(first.get("rounds").get(0)).hasSize(2);
            assertThat(first.get("rounds").get(1)).hasSize(1);
            assertThat(first.get("rounds").get(1).get(0).get("winner").isNull())
                    .as("the final is not decided at the first look")
                    .isTrue();
            page.evaluate("window.notReloaded = true");

            JsonNode midway = null;
            JsonNode last = first;
            boolean sawLive = false;
            int reportStatus = 0;
            int bracketStatus = 0;
            int otherStatus = 0;
            long until = System.nanoTime() + TimeUnit.SECONDS.toNanos(180);
            while (last.get("champion").asText().isEmpty()) {
                assertThat(System.nanoTime() - until)
                        .as("a champion on the page within 180 s: " + tournament.err())
                        .isNegative();
                Thread.sleep(100);
                last = page.evaluate(READ);
                assertThat(last.get("height").asDouble())
                        .as("the bracket keeps its place as it fills in")
                        .isEqualTo(first.get("height").asDouble());
                for (JsonNode round : last.get("rounds")) {
                    for (JsonNode tie : round) {
                        sawLive |= tie.get("live").asBoolean();
                    }
                }
                boolean semiDecided = !last.get("rounds")
                                .get(0)
                                .get(0)
                                .get("winner")
                                .isNull()
                        || !last.get("rounds").get(0).get(1).get("winner").isNull();
                if (midway == null
                        && semiDecided
                        && last.get("rounds").get(1).get(0).get("winner").isNull()) {
                    midway = last;
                    // The report the links open, and the bracket it links, are served beside the page.
                    reportStatus = status(url + "report.html");
                    bracketStatus = status(url + "bracket.html");
                    otherStatus = status(url + "standings.json");
                }
            }

            assertThat(midway)
                    .as("a semi-final won while the final was still to decide")
                    .isNotNull();
            assertThat(reportStatus)
                    .as("GET /report.html while the tournament plays")
                    .isEqualTo(200);
            assertThat(sawLive)
                    .as("a tie marked live while its game was played")
                    .isTrue();
            assertThat(last.get("same").asBoolean())
                    .as("the same page, never reloaded")
                    .isTrue();

            JsonNode fin = last.get("rounds").get(1).get(0);
            String champion = fin.get("winner").asText();
            assertThat(last.get("champion").asText()).contains(champion.replaceFirst("^\\(\\d\\) ", ""));
            assertThat(fin.get("words").asText())
                    .as("the final's result in words, naming its winner")
                    .matches("\\Q" + champion.replaceFirst("^\\(\\d\\) ", "") + "\\E \\d+(\\.5)?–\\d+(\\.5)?.*");
            List<String> semiText = new ArrayList<>();
            for (JsonNode tie : last.get("rounds").get(0)) {
                semiText.add(tie.get("text").asText());
                assertThat(tie.get("winner").isNull()).isFalse();
                assertThat(tie.get("links")).hasSize(2);
                for (JsonNode link : tie.get("links")) {
                    assertThat(link.asText()).startsWith("report.html#game=k1-").endsWith("&ply=0");
                }
            }
            assertThat(String.join("\n", semiText))
                    .as("the hostile name as text")
                    .contains(HOSTILE);
            assertThat(last.get("images").asInt()).isZero();
            assertThat(last.get("title").asText()).doesNotContain("pwned");

            assertThat(tournament.process().waitFor(60, TimeUnit.SECONDS)).isTrue();
            assertThat(tournament.process().exitValue()).as(tournament.err()).isZero();
            // The server is gone: the page says the tournament ended, not that it lost its connection.
            // Its last event was sent before the server stopped; the browser reads it when it is run.
            String status = page.evaluate("document.getElementById('status').textContent")
                    .asText();
            long shown = System.nanoTime() + TimeUnit.SECONDS.toNanos(30);
            while (!status.startsWith("finished") && System.nanoTime() - shown < 0) {
                Thread.sleep(100);
                status = page.evaluate("document.getElementById('status').textContent")
                        .asText();
            }
            assertThat(status).startsWith("finished");
            assertThat(page.evaluate("document.querySelectorAll('#bracket .tie').length")
                            .asInt())
                    .as("the last bracket stays on the page")
                    .isEqualTo(3);
        }
    }
}
