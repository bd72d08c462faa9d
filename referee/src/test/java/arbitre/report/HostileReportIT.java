package arbitre.report;

import static org.assertj.core.api.Assertions.assertThat;

import arbitre.cli.CliRun;
import arbitre.cli.exit.ExitCode;
import arbitre.clock.TimeControl;
import arbitre.log.MatchLogs;
import arbitre.match.MatchListener;
import arbitre.match.MatchSpec;
import arbitre.match.Referee;
import arbitre.process.BotSpec;
import arbitre.testbots.NoProcessLeft;
import arbitre.testbots.TestBots;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

/**
 * Pages and terminal output made from hostile data: a bot whose refused move is markup, and a log
 * whose every text field (names, commands, details, warnings, ignored lines, standard error's
 * path) and a tournament name hold the page's own slot names, markup that runs a script, a comment
 * opener, {@code </script>}, U+2028/U+2029 and terminal escapes. In headless Chromium nothing of
 * the data becomes an element or runs, and the page still shows its tables; on the terminal no
 * escape sequence is printed raw.
 */
class HostileReportIT {
    /** A line a bot writes as its move: the referee refuses it and records it. */
    private static final String MOVE = "<!--</script><img src=x onerror=document.body.id='pwned'>";

    private static final String HOSTILE = "__DATA__ __TITLE__ /*SCRIPT*/ /*STYLE*/ " + MOVE
            + " <script>document.body.id='pwned'</script> \u2028\u2029 \u001b[2J\u001b]0;pwned\u0007 <!--";
    private static final Pattern TITLE = Pattern.compile("<title>(.*?)</title>", Pattern.DOTALL);

    @RegisterExtension
    final NoProcessLeft processes = new NoProcessLeft(5);

    @TempDir
    Path dir;

    private Path log;

    @BeforeEach
    void playHostileMatch() throws Exception {
        Path bot = dir.resolve("hostile.sh");
        Files.writeString(
                bot,
                "#!/bin/sh\nread line\nprintf '%s\\n' \"$HOSTILE_MOVE\"\n"
                        + "printf '%s\\n' \"$HOSTILE_MOVE\" >&2\ncat >/dev/null\n");
        Files.setPosixFilePermissions(bot, PosixFilePermissions.fromString("rwxr-xr-x"));
        log = dir.resolve("matches").resolve("001-" + "x".repeat(3) + ".json");
        Map<String, String> env = Map.of(TestBots.MARKER, processes.marker(), "HOSTILE_MOVE", MOVE);
        arbitre.log.MatchLog played = Referee.play(
                new MatchSpec(
                        new BotSpec("random " + HOSTILE, "builtin:random --seed 3", null, env),
                        new BotSpec(HOSTILE, bot.toString(), dir, env),
                        "official",
                        new TimeControl(2000, 0, 0, 5000, 1000),
                        log,
                        MatchSpec.DEFAULT_STDERR_CAP),
                MatchListener.NONE);
        assertThat(played.result().reason()).isEqualTo("malformed");
        assertThat(played.result().move()).isEqualTo(MOVE);
        // Every other text of the log made hostile, as a crafted log would be.
        ObjectNode root = (ObjectNode) MatchLogs.mapper().readTree(log.toFile());
        for (JsonNode player : root.get("players")) {
            ((ObjectNode) player).put("command", HOSTILE).put("stderr", HOSTILE);
        }
        ((ObjectNode) root.get("result")).put("detail", HOSTILE);
        root.putArray("warnings").add(HOSTILE);
        ArrayNode ignored = root.putArray("ignored");
        ignored.addObject().put("player", 2).put("ply", 1).put("line", HOSTILE);
        MatchLogs.mapper().writeValue(log.toFile(), root);
    }

    @Test
    void tournamentReport_hostileData_isInertAndShowsItsTables() throws Exception {
        CliRun run = CliRun.of("standings", dir.toString(), "--name", HOSTILE);
        assertThat(run.exitCode()).as(run.err()).isEqualTo(ExitCode.OK);
        assertNoRawEscapes(run);

        String dom = Chromium.dom(dir, dir.resolve("report.html").toUri() + "#game=001-xxx&ply=1");

        assertInert(dom);
        assertThat(dom).contains("data-ready=\"true\"");
        assertThat(Pattern.compile("<tr data-bot=").matcher(dom).results().count())
                .isEqualTo(2);
        assertThat(dom).contains("001-xxx").contains("data-game=\"001-xxx\" data-ply=\"1\"");
    }

    @Test
    void tournamentReport_hostileChartsHeaderAndFileLinks_areInert() throws Exception {
        assertThat(CliRun.of("standings", dir.toString(), "--name", "hostile").exitCode())
                .isZero();
        Path json = dir.resolve("standings.json");
        ObjectNode root = (ObjectNode) MatchLogs.mapper().readTree(json.toFile());
        root.put("name", HOSTILE);
        root.putObject("header")
                .put("game", HOSTILE)
                .put("variant", HOSTILE)
                .put("description", HOSTILE)
                .putArray("starts")
                .add(HOSTILE);
        for (JsonNode row : root.get("standings")) {
            ((ObjectNode) row)
                    .putArray("forfeitGames")
                    .addObject()
                    .put("id", HOSTILE)
                    .put("reason", HOSTILE)
                    .put("file", "javascript:document.body.id='pwned'")
                    .put("stderr", HOSTILE);
            ((ObjectNode) row).putObject("thinking").put("moves", 1).put("meanMs", 1);
        }
        ObjectNode rounds = root.putObject("rounds");
        rounds.putArray("numbers").add(1);
        rounds.putArray("names").add(HOSTILE).add("random " + HOSTILE);
        ArrayNode points = rounds.putArray("points");
        points.addArray().add(1);
        points.addArray().add(0);
        MatchLogs.mapper().writeValue(json.toFile(), root);
        Path html = dir.resolve("hostile.html");
        HtmlReport.writeTournament(html, json);

        String dom = Chromium.dom(dir, html.toUri().toString());

        assertInert(dom);
        assertThat(dom)
                .contains("data-ready=\"true\"")
                .contains("class=\"round-line\"")
                .contains("class=\"elo-row\"")
                .contains("class=\"forfeit-game\"")
                .doesNotContain("href=\"javascript:");
        // Each link to a file is the path's own text, its colon encoded: no scheme.
        assertThat(dom).contains("href=\"javascript%3Adocument.body.id%3D'pwned'\"");
    }

    @Test
    void gameViewer_hostileData_isInertAndShowsTheGame() throws Exception {
        Path html = dir.resolve("game.html");
        CliRun run = CliRun.of("replay", log.toString(), "--html", html.toString());
        assertThat(run.exitCode()).as(run.err()).isEqualTo(ExitCode.OK);

        String dom = Chromium.dom(dir, html.toUri() + "#ply=1");

        assertInert(dom);
        assertThat(dom).contains("data-hole=\"1\"").contains("malformed");
    }

    @Test
    void replay_hostileLog_printsNoTerminalEscape() {
        CliRun run = CliRun.of("replay", log.toString());

        assertThat(run.exitCode()).as(run.err()).isEqualTo(ExitCode.OK);
        assertNoRawEscapes(run);
        assertThat(run.out()).contains("\\u001b[2J");
    }

    /** No element and no script from the data: the page's own two scripts, no image, and the title holds no data. */
    private static void assertInert(String dom) {
        assertThat(dom).doesNotContain("pwned\"").doesNotContain("id=\"pwned").doesNotContain("<img");
        assertThat(Pattern.compile("<script").matcher(dom).results().count())
                .as("script elements")
                .isEqualTo(2);
        Matcher title = TITLE.matcher(dom);
        assertThat(title.find()).as("a title").isTrue();
        assertThat(title.group(1))
                .contains("__DATA__")
                .doesNotContain("\"games\"")
                .doesNotContain("<");
    }

    private static void assertNoRawEscapes(CliRun run) {
        assertThat(run.out() + run.err()).doesNotContain("\u001b").doesNotContain("\u0007");
    }
}
