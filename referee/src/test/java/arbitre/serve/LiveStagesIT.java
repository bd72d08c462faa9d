package arbitre.serve;

import static org.assertj.core.api.Assertions.assertThat;

import arbitre.process.CommandWords;
import arbitre.report.Chromium;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.function.Predicate;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * The live page of a staged tournament (a Swiss, then a knockout of its top two), kept open in
 * Chromium at a projector's 1280x800 from before the first game to after the server stopped: the
 * Swiss's standings and games, then, on the same page, the bracket of the players the Swiss
 * qualified, then the winner.
 */
@Timeout(value = 5, unit = TimeUnit.MINUTES)
class LiveStagesIT {
    private static final String HOSTILE = "<img src=x onerror=document.title='pwned'>";
    private static final int WIDTH = 1280;
    private static final int HEIGHT = 800;
    /** Where the screenshots are kept, for a person to look at after the run. */
    private static final Path SHOTS = Path.of("target", "live-stages");

    /**
     * What the test reads of the page, as the browser rendered it; {@code null} until the page's
     * document is parsed (the browser may be asked before it has loaded it).
     */
    private static final String READ = "document.readyState === 'loading'"
            + " || document.getElementById('games-count') === null ? null : ({"
            + " same: window.notReloaded === true,"
            + " title: document.title,"
            + " status: document.getElementById('status').textContent,"
            + " stage: document.getElementById('stage').textContent,"
            + " bracket: !document.getElementById('bracket-box').hidden"
            + "   && document.getElementById('bracket-box').getBoundingClientRect().height > 0,"
            + " champion: document.getElementById('champion').textContent,"
            + " ties: [...document.querySelectorAll('#bracket .tie')].map(t =>"
            + "   [...t.querySelectorAll('.side .name')].map(n => n.textContent)),"
            + " winners: [...document.querySelectorAll('#bracket .side.win .name')].map(n => n.textContent),"
            + " standingsShown: document.getElementById('standings').getBoundingClientRect().height > 0,"
            + " note: document.getElementById('games-count').textContent,"
            + " ranking: document.getElementById('ranking').textContent,"
            + " standings: [...document.querySelectorAll('#standings tbody tr')].map(r => r.cells[1].firstChild.textContent),"
            + " playing: [...document.querySelectorAll('#games .game')].map(g => g.dataset.id),"
            + " recent: [...document.querySelectorAll('#recent .game')].map(g => g.dataset.id),"
            + " images: document.querySelectorAll('img').length,"
            + " clipped: [...document.querySelectorAll('.game')].filter(g =>"
            + "   g.lastElementChild.getBoundingClientRect().bottom > g.getBoundingClientRect().bottom"
            + "   || g.querySelector('.board').getBoundingClientRect().right > g.getBoundingClientRect().right"
            + "   || g.querySelector('.board').scrollWidth > g.querySelector('.board').clientWidth).map(g => g.dataset.id),"
            + " boards: [...document.querySelectorAll('#games .game .board')].map(b =>"
            + "   b.matches('svg.board.drawn') ? Math.min(b.getBoundingClientRect().width, b.getBoundingClientRect().height)"
            + "   / Math.min(window.innerWidth, window.innerHeight) : 0),"
            + " wide: document.documentElement.scrollWidth,"
            + " beyond: [...document.querySelectorAll('header, main, section, table, .game, .round, .tie, .board')]"
            + "   .filter(e => e.getBoundingClientRect().right > window.innerWidth + 1)"
            + "   .map(e => e.tagName + '.' + e.className + ' ' + Math.round(e.getBoundingClientRect().right))"
            + "})";

    @TempDir
    Path dir;

    /**
     * The example Python bot, held until the test opens the gate (so that the page is open before
     * the first game), then a second late to start (so that each game lasts long enough to be seen).
     */
    private Map<String, Object> bot(String name) {
        Path example = Path.of("..", "bots", "examples", "python", "bot.py")
                .toAbsolutePath()
                .normalize();
        String script = "while [ ! -e '" + dir.resolve("gate") + "' ]; do sleep 0.1; done; sleep 1; exec python3 '"
                + example + "'";
        return Map.of("name", name, "command", CommandWords.join(List.of("sh", "-c", script)));
    }

    private ServedTournament tournament;

    private JsonNode await(Chromium.Page page, String what, int seconds, Predicate<JsonNode> condition)
            throws Exception {
        long until = System.nanoTime() + TimeUnit.SECONDS.toNanos(seconds);
        JsonNode now = page.evaluate(READ);
        while (now.isNull() || !condition.test(now)) {
            if (System.nanoTime() - until > 0) {
                throw new AssertionError("waited " + seconds + " s for " + what + "; the page: " + now
                        + "; the tournament " + (tournament.process().isAlive() ? "runs" : "has ended")
                        + ", its standard error: " + tournament.err());
            }
            Thread.sleep(100);
            now = page.evaluate(READ);
        }
        return now;
    }

    private static List<String> texts(JsonNode array) {
        List<String> texts = new ArrayList<>();
        array.forEach(n -> texts.add(n.asText()));
        return texts;
    }

    /**
     * The page fits its window: nothing wider than it, no box past its right edge (text clipped in
     * its box is), and each game's card shows its whole board and its last lines.
     */
    private static void fits(JsonNode page, String when) {
        assertThat(page.get("wide").asInt()).as("the page's width " + when).isLessThanOrEqualTo(WIDTH);
        assertThat(texts(page.get("clipped")))
                .as("games whose board or last lines are cut off " + when)
                .isEmpty();
        assertThat(texts(page.get("beyond")))
                .as("elements past the window's right edge " + when)
                .isEmpty();
    }

    @Test
    void livePage_ofASwissThenItsKnockout_switchesFromTheStandingsToTheBracketOfTheQualified_withoutAReload()
            throws Exception {
        Files.createDirectories(SHOTS);
        Map<String, Object> config = new LinkedHashMap<>();
        config.put("name", "cup");
        config.put("format", "swiss");
        config.put("rounds", 2);
        config.put("final", Map.of("format", "knockout", "qualifiers", 2));
        config.put("extraPairs", 0);
        config.put("gamesPerPair", 2);
        config.put("moveMs", 5000);
        // The first game's bots wait at the gate while the page opens.
        config.put("startupMs", 60_000);
        config.put("concurrency", 1);
        List<String> names = List.of("alice", "bob", HOSTILE, "dave");
        config.put("bots", names.stream().map(this::bot).toList());

        try (ServedTournament served = ServedTournament.start(dir, config);
                Chromium.Page page = Chromium.Page.open(dir, served.url(), WIDTH, HEIGHT)) {
            tournament = served;
            // Before the first game: the Swiss's first round, its four players in the standings, no bracket.
            JsonNode swiss = await(
                    page,
                    "the Swiss's standings",
                    60,
                    p -> p.get("stage").asText().contains("Swiss round 1")
                            && p.get("standings").size() == 4);
            assertThat(swiss.get("bracket").asBoolean())
                    .as("a bracket during the Swiss")
                    .isFalse();
            assertThat(texts(swiss.get("standings"))).containsExactlyInAnyOrderElementsOf(names);
            page.evaluate("window.notReloaded = true");
            Files.createFile(dir.resolve("gate"));

            // A game of the Swiss in play.
            swiss = await(
                    page, "a Swiss game in play", 60, p -> p.get("playing").size() > 0);
            assertThat(texts(swiss.get("playing"))).allMatch(id -> id.startsWith("r1-"));
            assertThat(swiss.get("bracket").asBoolean())
                    .as("a bracket during the Swiss")
                    .isFalse();
            assertThat(swiss.get("standingsShown").asBoolean()).isTrue();
            page.screenshot(SHOTS.resolve("1-swiss.png"));
            fits(swiss, "during the Swiss");
            // Drawn as the report draws the game, each board's side at least 45% of the window's smaller side.
            assertThat(swiss.get("boards")).isNotEmpty();
            swiss.get("boards")
                    .forEach(share -> assertThat(share.asDouble())
                            .as("a board's side as a share of the window's")
                            .isGreaterThanOrEqualTo(0.45));

            // The knockout begins: the same page shows its bracket, with the two the Swiss qualified.
            List<String> seenUnderTheSwiss = new ArrayList<>();
            JsonNode knockout = await(page, "the knockout's bracket", 180, p -> {
                assertThat(p.get("bracket").asBoolean()
                                || !p.get("status").asText().startsWith("finished"))
                        .as("a bracket on the page before the end: " + p)
                        .isTrue();
                if (!p.get("bracket").asBoolean()) {
                    texts(p.get("playing")).stream()
                            .filter(id -> id.startsWith("final-"))
                            .forEach(seenUnderTheSwiss::add);
                }
                return p.get("bracket").asBoolean();
            });
            page.screenshot(SHOTS.resolve("2-knockout.png"));
            assertThat(seenUnderTheSwiss)
                    .as("knockout games shown while the page still showed the Swiss")
                    .isEmpty();
            assertThat(knockout.get("same").asBoolean())
                    .as("the same page, never reloaded")
                    .isTrue();
            assertThat(knockout.get("stage").asText()).contains("knockout");
            assertThat(knockout.get("champion").asText())
                    .as("no winner yet as the knockout begins")
                    .isEmpty();
            JsonNode table =
                    new ObjectMapper().readTree(dir.resolve("out/swiss.json").toFile());
            List<String> qualified = List.of(
                    "(1) " + table.get(0).get("name").asText(),
                    "(2) " + table.get(1).get("name").asText());
            // One order in the room: the page's Swiss standings are the Swiss table that qualified them.
            List<String> swissOrder = new ArrayList<>();
            table.forEach(row -> swissOrder.add(row.get("name").asText()));
            assertThat(texts(knockout.get("standings")))
                    .as("the page's standings as the knockout begins, in the Swiss table's order")
                    .containsExactlyElementsOf(swissOrder);
            assertThat(knockout.get("ranking").asText()).startsWith("Ranked as the Swiss table's: score");
            assertThat(knockout.get("ties")).hasSize(1);
            assertThat(texts(knockout.get("ties").get(0)))
                    .as("the final, between the Swiss's top two")
                    .containsExactlyElementsOf(qualified);
            assertThat(texts(knockout.get("playing")))
                    .as("the games in play are the knockout's")
                    .allMatch(id -> id.startsWith("final-"));
            fits(knockout, "during the knockout");
            // The standings under the bracket while the knockout plays are not the tournament's last.
            List<String> notes = new ArrayList<>(List.of(knockout.get("note").asText()));
            await(page, "the knockout's end", 180, p -> {
                if (p.get("champion").asText().isEmpty()) {
                    notes.add(p.get("note").asText());
                }
                return !p.get("champion").asText().isEmpty();
            });
            assertThat(notes).as("the standings' note during the knockout").noneMatch(n -> n.contains("final"));

            // The end: the winner, the last bracket and standings, kept after the server stopped.
            JsonNode end =
                    await(page, "the end", 180, p -> p.get("status").asText().startsWith("finished"));
            page.screenshot(SHOTS.resolve("3-end.png"));
            assertThat(tournament.process().waitFor(60, TimeUnit.SECONDS)).isTrue();
            assertThat(tournament.process().exitValue()).as(tournament.err()).isZero();
            assertThat(end.get("same").asBoolean())
                    .as("the same page, never reloaded")
                    .isTrue();
            assertThat(end.get("winners")).hasSize(1);
            String winner = end.get("winners").get(0).asText().replaceFirst("^\\(\\d\\) ", "");
            assertThat(tournament.out()).as("the command's own last line").contains("winner: " + winner);
            assertThat(end.get("champion").asText()).isEqualTo("— winner: " + winner);
            assertThat(end.get("stage").asText()).isEqualTo("Finished");
            assertThat(end.get("playing")).as("nothing left in play").isEmpty();
            assertThat(texts(end.get("standings"))).containsExactlyInAnyOrderElementsOf(names);
            assertThat(end.get("note").asText()).isEqualTo("10 games played — final standings");
            fits(end, "at the end");
            assertThat(end.get("images").asInt())
                    .as("the hostile name shown as text")
                    .isZero();
            assertThat(end.get("title").asText()).doesNotContain("pwned");
        }
    }
}
