package arbitre.serve;

import static org.assertj.core.api.Assertions.assertThat;

import arbitre.report.Chromium;
import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Each game's board on the live page, read in Chromium at a projector's two sizes while a game is
 * in play: drawn as the report draws it, large enough for the back of the room, and whole on the
 * screen, with nothing past the window's edge.
 */
@Timeout(value = 4, unit = TimeUnit.MINUTES)
class LiveBoardsIT {
    private static final String HOSTILE = "<img src=x onerror=document.title='pwned'>";
    /** The least side of a board, as a share of the window's smaller side. */
    private static final double LEAST_SHARE = 0.45;
    /** Where the screenshots are kept, for a person to look at after the run. */
    private static final Path SHOTS = Path.of("target", "live-boards");

    /** What the test reads of the page; {@code null} until its document is parsed. */
    private static final String READ = "document.readyState === 'loading'"
            + " || document.getElementById('games') === null ? null : ({"
            + " boards: [...document.querySelectorAll('#games .game')].map(g => {"
            + "   const b = g.querySelector('.board'), r = b.getBoundingClientRect();"
            + "   return { drawn: b.matches('svg.board.drawn'), side: Math.min(r.width, r.height),"
            + "     bottom: r.bottom, right: r.right, cardRight: g.getBoundingClientRect().right,"
            + "     holes: b.querySelectorAll('.hole, .square').length }; }),"
            + " window: Math.min(window.innerWidth, window.innerHeight),"
            + " height: window.innerHeight,"
            + " wide: document.documentElement.scrollWidth,"
            + " width: window.innerWidth,"
            + " standings: parseFloat(getComputedStyle(document.querySelector('#standings td')"
            + "   || document.body).fontSize),"
            + " images: document.querySelectorAll('img').length,"
            + " title: document.title"
            + "})";

    @TempDir
    Path dir;

    @ParameterizedTest
    @ValueSource(strings = {"awale", "kalah", "fenix"})
    void livePage_drawsEachGameInPlay_large_atAProjectorsSizes(String game) throws Exception {
        Files.createDirectories(SHOTS);
        Map<String, Object> config = new LinkedHashMap<>();
        config.put("name", "room");
        config.put("game", game);
        config.put("gamesPerPair", 2);
        config.put("moveMs", 1500);
        config.put("concurrency", 1);
        config.put(
                "bots",
                List.of(
                        Map.of("name", "alice", "command", "builtin:iddfs"),
                        Map.of("name", HOSTILE, "command", "builtin:iddfs")));
        try (ServedTournament served = ServedTournament.start(dir, config)) {
            for (int[] size : new int[][] {{1920, 1080}, {1280, 720}}) {
                try (Chromium.Page page = Chromium.Page.open(dir, served.url(), size[0], size[1])) {
                    JsonNode now = await(page, served, game);
                    page.screenshot(SHOTS.resolve(game + "-" + size[0] + "x" + size[1] + ".png"));
                    String at = game + " at " + size[0] + "x" + size[1] + ": " + now;
                    for (JsonNode board : now.get("boards")) {
                        assertThat(board.get("drawn").asBoolean())
                                .as("drawn " + at)
                                .isTrue();
                        assertThat(board.get("holes").asInt())
                                .as("its places " + at)
                                .isPositive();
                        assertThat(board.get("side").asDouble())
                                .as("its side " + at)
                                .isGreaterThanOrEqualTo(
                                        LEAST_SHARE * now.get("window").asDouble());
                        assertThat(board.get("bottom").asDouble())
                                .as("its bottom " + at)
                                .isLessThanOrEqualTo(now.get("height").asDouble());
                        assertThat(board.get("right").asDouble())
                                .as("its right edge " + at)
                                .isLessThanOrEqualTo(board.get("cardRight").asDouble());
                    }
                    assertThat(now.get("wide").asInt())
                            .as("the page's width " + at)
                            .isLessThanOrEqualTo(size[0]);
                    assertThat(now.get("standings").asDouble())
                            .as("the standings' type " + at)
                            .isGreaterThanOrEqualTo(22);
                    assertThat(now.get("images").asInt()).as("images " + at).isZero();
                    assertThat(now.get("title").asText()).as(at).doesNotContain("pwned");
                }
            }
        }
    }

    /** The page once it shows a game in play (60 s at most). */
    private static JsonNode await(Chromium.Page page, ServedTournament served, String game) throws Exception {
        long until = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
        JsonNode now = page.evaluate(READ);
        while (now.isNull() || now.get("boards").isEmpty()) {
            if (System.nanoTime() - until > 0) {
                throw new AssertionError("waited 60 s for a game of " + game + " in play; the page: " + now
                        + "; the tournament's standard error: " + served.err());
            }
            Thread.sleep(100);
            now = page.evaluate(READ);
        }
        return now;
    }
}
