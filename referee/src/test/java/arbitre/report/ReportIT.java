package arbitre.report;

import static org.assertj.core.api.Assertions.assertThat;

import arbitre.cli.CliRun;
import arbitre.cli.exit.ExitCode;
import arbitre.clock.TimeControl;
import arbitre.engine.awale.Board;
import arbitre.engine.awale.Moves;
import arbitre.engine.awale.RuleSet;
import arbitre.engine.fenix.FenixAction;
import arbitre.engine.fenix.FenixBoard;
import arbitre.engine.fenix.Squares;
import arbitre.engine.kalah.KalahBoard;
import arbitre.engine.kalah.KalahStart;
import arbitre.log.MatchLog;
import arbitre.match.MatchListener;
import arbitre.match.MatchSpec;
import arbitre.match.Referee;
import arbitre.process.BotSpec;
import arbitre.testbots.TestBots;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.io.TempDir;

/**
 * The HTML report and the replay viewer in a real browser: real matches refereed between the
 * builtin bots, a {@code standings.json} in the tournament's format, the page rendered by headless
 * Chromium, and the hole counts it shows compared with the engine's own position.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class ReportIT {
    private static final Pattern HOLE = Pattern.compile(
            "<g class=\"hole[^\"]*\" data-hole=\"(\\d+)\" data-red=\"(\\d+)\" data-blue=\"(\\d+)\" data-transparent=\"(\\d+)\">");
    private static final Path SCREENSHOTS = Path.of("target", "report-screenshots");

    private static final String[] IDS = {
        "001-greedy-random", "002-random-greedy", "003-greedy-random", "004-illegal-random"
    };
    /** Rounds out of the ids' order: the report lists games by round, then by id. */
    private static final int[] ROUNDS = {2, 1, 1, 2};

    private Path dir;

    private final List<MatchLog> logs = new ArrayList<>();
    private Path standings;

    @BeforeAll
    void playTournament(@TempDir Path folder) throws Exception {
        dir = folder;
        Path matches = dir.resolve("matches");
        String[][] pairs = {
            {"greedy", "random", "official"}, {"random", "greedy", "official"}, {"greedy", "random", "report"}
        };
        for (int i = 0; i < pairs.length; i++) {
            String id = String.format("%03d-%s-%s", i + 1, pairs[i][0], pairs[i][1]);
            logs.add(Referee.play(
                    new MatchSpec(
                            BotSpec.of(pairs[i][0], "builtin:" + pairs[i][0] + " --seed " + i),
                            BotSpec.of(pairs[i][1], "builtin:" + pairs[i][1] + " --seed " + i),
                            pairs[i][2],
                            new TimeControl(1000, 0, 0, 5000, 1000),
                            matches.resolve(id + ".json"),
                            MatchSpec.DEFAULT_STDERR_CAP),
                    MatchListener.NONE));
        }
        // A forfeit: an illegal move, recorded with the refused move.
        logs.add(Referee.play(
                new MatchSpec(
                        BotSpec.of("illegal", TestBots.command("illegal")),
                        BotSpec.of("random", "builtin:random --seed 9"),
                        "official",
                        new TimeControl(2000, 0, 0, 5000, 1000),
                        matches.resolve("004-illegal-random.json"),
                        MatchSpec.DEFAULT_STDERR_CAP),
                MatchListener.NONE));
        standings = writeStandings(dir.resolve("standings.json"));
    }

    @Test
    void report_inBrowser_showsTheCommandThatPlaysALostGameAgain() throws Exception {
        Path html = dir.resolve("report.html");
        HtmlReport.writeTournament(html, standings);

        String dom = Chromium.dom(dir, html.toUri() + "#game=004-illegal-random&ply=0");

        assertThat(dom)
                .contains("data-ready=\"true\"")
                .containsPattern(
                        "<p id=\"play-again\">[^<]*<code>./arbitre match --from matches/004-illegal-random.json"
                                + " --ply 0 --p1 [^<]+ --name1 illegal --p2 '[^<]*random --seed 9' --name2 random</code>");
    }

    @Test
    void verify_tournamentFolder_confirmsEveryLogInOneCall() {
        assertThat(logs.get(3).result().reason()).isEqualTo("illegal-move");
        assertThat(logs.get(3).result().move()).isNotNull();

        CliRun run = CliRun.of("replay", "--verify", dir.toString());

        assertThat(run.exitCode()).as(run.out() + run.err()).isEqualTo(ExitCode.OK);
        assertThat(run.out()).isEqualTo("4 verified, 0 failed" + System.lineSeparator());
    }

    @Test
    void report_inBrowser_showsStandingsAndTheEnginesPosition() throws Exception {
        Path html = dir.resolve("report.html");
        HtmlReport.writeTournament(html, standings);
        MatchLog game = logs.get(2);
        int ply = Math.min(17, game.moves().size());

        String dom = Chromium.dom(dir, html.toUri() + "#game=003-greedy-random&ply=" + ply);

        assertThat(dom)
                .contains("data-ready=\"true\"")
                .contains("<tr data-bot=\"greedy\">")
                .contains("<tr data-bot=\"random\">")
                .contains("<tr data-bot=\"illegal\">")
                .contains("data-game=\"003-greedy-random\" data-ply=\"" + ply + "\"")
                .contains("004-illegal-random");
        assertThat(holes(dom)).isEqualTo(engineHoles(game, RuleSet.REPORT, ply));
        Files.createDirectories(SCREENSHOTS);
        Path png = SCREENSHOTS.resolve("report.png").toAbsolutePath();
        Chromium.run(
                dir,
                "--screenshot=" + png,
                "--window-size=1280,1800",
                html.toUri() + "#game=003-greedy-random&ply=" + ply);
        assertThat(png).isNotEmptyFile();
    }

    @Test
    void gameViewer_inBrowser_replaysThePositionAtTheFragmentsPly() throws Exception {
        MatchLog game = logs.get(0);
        Path log = dir.resolve("matches/001-greedy-random.json");
        Path html = dir.resolve("game.html");
        CliRun run = CliRun.of("replay", log.toString(), "--html", html.toString());
        assertThat(run.exitCode()).as(run.err()).isEqualTo(ExitCode.OK);
        int ply = game.moves().size();

        String dom = Chromium.dom(dir, html.toUri() + "#ply=" + ply);

        assertThat(holes(dom)).isEqualTo(engineHoles(game, RuleSet.OFFICIAL, ply));
        assertThat(dom)
                .contains(game.result().captured().get(0) + " : "
                        + game.result().captured().get(1));
        // The charts: both scores at the last ply, each move's time and the move limit.
        assertThat(dom)
                .contains("data-ply=\"" + ply + "\" data-player=\"1\" data-score=\""
                        + game.result().captured().get(0) + "\"")
                .contains("data-ply=\"" + ply + "\" data-player=\"2\" data-score=\""
                        + game.result().captured().get(1) + "\"")
                .contains("data-limit=\"" + game.timeControl().moveMs() + "\"");
        List<Long> bars = new ArrayList<>();
        Matcher bar =
                Pattern.compile("class=\"time-bar\"[^>]*data-ms=\"(\\d+)\"").matcher(dom);
        while (bar.find()) {
            bars.add(Long.parseLong(bar.group(1)));
        }
        assertThat(bars).isEqualTo(game.moves().stream().map(MatchLog.Move::ms).toList());
        Files.createDirectories(SCREENSHOTS);
        Path png = SCREENSHOTS.resolve("game.png").toAbsolutePath();
        Chromium.run(dir, "--screenshot=" + png, "--window-size=1200,800", html.toUri() + "#ply=" + (ply / 2));
        assertThat(png).isNotEmptyFile();
    }

    @Test
    void report_charts_showTheStandingsNumbersAndGamesByRound() throws Exception {
        Path html = dir.resolve("charts.html");
        HtmlReport.writeTournament(html, standings);
        JsonNode json = new ObjectMapper().readTree(standings.toFile());

        String dom = Chromium.dom(dir, html.toUri().toString());

        for (JsonNode row : json.get("standings")) {
            String name = row.get("name").asText();
            assertThat(dom)
                    .contains("<g class=\"elo-row\" data-bot=\"" + name + "\" data-elo=\"" + number(row.get("elo"))
                            + "\" data-error=\"" + number(row.get("eloError")) + "\">");
            // Points after rounds 1 and 2, and as each side, counted from the games' results.
            assertThat(dom)
                    .contains("<g class=\"round-line\" data-bot=\"" + name + "\" data-points=\""
                            + number(pointsUpTo(name, 1, 0)) + " " + number(pointsUpTo(name, 2, 0)) + "\">");
            Matcher sides = Pattern.compile(
                            "<tr data-per-bot=\"" + name + "\">.*?data-points=\"([^\"]+)\".*?data-points=\"([^\"]+)\"")
                    .matcher(dom);
            assertThat(sides.find()).as("%s's row in the per-bot table", name).isTrue();
            assertThat(List.of(sides.group(1), sides.group(2)))
                    .isEqualTo(List.of(number(pointsUpTo(name, 2, 1)), number(pointsUpTo(name, 2, 2))));
        }
        // The illegal bot's forfeit links to its game.
        assertThat(dom)
                .contains(
                        "<div class=\"forfeit-game\" data-game=\"004-illegal-random\"><a href=\"#game=004-illegal-random&amp;ply=0\">");
        List<String> listed = new ArrayList<>();
        Matcher row = Pattern.compile("<tr data-game=\"([^\"]+)\"").matcher(dom);
        while (row.find()) {
            listed.add(row.group(1));
        }
        assertThat(listed)
                .containsExactly("002-random-greedy", "003-greedy-random", "001-greedy-random", "004-illegal-random");
        assertThat(dom).contains("variant official").contains("move limit 1000 / 2000 ms");
    }

    @Test
    void report_gradebookStandings_showsTheirOwnNumbers() throws Exception {
        ObjectMapper mapper = new ObjectMapper();
        ObjectNode root = (ObjectNode) mapper.readTree(standings.toFile());
        root.putObject("header")
                .put("game", "awale")
                .put("variant", "official")
                .put("description", "Week 3 league")
                .putObject("timeControl")
                .put("moveMs", 250)
                .put("bankMs", 4000)
                .put("incrementMs", 20)
                .put("firstMoveGraceMs", 700)
                .put("endGraceMs", 1000);
        ObjectNode rounds = root.putObject("rounds");
        rounds.putArray("numbers").add(1).add(3);
        ArrayNode names = rounds.putArray("names");
        ArrayNode points = rounds.putArray("points");
        int i = 0;
        for (JsonNode row : root.get("standings")) {
            ObjectNode r = (ObjectNode) row;
            names.add(r.get("name").asText());
            points.addArray().add(0.5 + i).add(1.5 + 2 * i);
            r.putObject("thinking")
                    .put("moves", 40 + i)
                    .put("meanMs", 12.5 + i)
                    .put("p95Ms", 30)
                    .put("maxMs", 90)
                    .put("meanShare", 0.05)
                    .put("p95Share", 0.12)
                    .put("maxShare", 0.36);
            r.putObject("asPlayer1").put("games", 7).put("points", 3.5 + i);
            r.putObject("asPlayer2").put("games", 6).put("points", 2.5 + i);
            r.putArray("forfeitGames")
                    .addObject()
                    .put("id", "004-illegal-random")
                    .put("reason", "illegal-move")
                    .put("file", "matches/004-illegal-random.json")
                    .put("stderr", "matches/004 illegal.p1.stderr.txt");
            i++;
        }
        Path json = dir.resolve("gradebook/standings.json");
        Files.createDirectories(json.getParent());
        mapper.writeValue(json.toFile(), root);
        Path html = dir.resolve("gradebook/report.html");
        HtmlReport.writeTournament(html, json);

        String dom = Chromium.dom(dir, html.toUri().toString());

        for (int k = 0; k < names.size(); k++) {
            JsonNode row = root.get("standings").get(k);
            String name = names.get(k).asText();
            assertThat(dom)
                    .contains("<g class=\"round-line\" data-bot=\"" + name + "\" data-points=\""
                            + number(points.get(k).get(0)) + " "
                            + number(points.get(k).get(1)) + "\">");
            assertThat(dom)
                    .containsPattern("<tr data-per-bot=\"" + name + "\"><td class=\"name\">[^<]*</td><td data-moves=\""
                            + row.at("/thinking/moves").asInt() + "\">[^<]*</td><td data-mean-ms=\""
                            + number(row.at("/thinking/meanMs"))
                            + "\">.*?data-points=\"" + number(row.at("/asPlayer1/points")) + "\">.*?data-points=\""
                            + number(row.at("/asPlayer2/points")) + "\">");
        }
        assertThat(dom)
                .contains("move limit 250 ms \u00b7 bank 4000 ms \u00b7 increment 20 ms \u00b7 first-move grace 700 ms")
                .contains("Week 3 league")
                .contains("<td>5%</td><td>12%</td><td>36%</td>")
                .contains("<a href=\"matches/004%20illegal.p1.stderr.txt\">stderr</a>")
                .contains("<a href=\"matches/004-illegal-random.json\">log</a>");

        // Without a bank, the header says so rather than showing a bank of 0 ms.
        ((ObjectNode) root.at("/header/timeControl"))
                .put("bankMs", 0)
                .put("incrementMs", 0)
                .put("firstMoveGraceMs", 0);
        mapper.writeValue(json.toFile(), root);
        HtmlReport.writeTournament(html, json);
        assertThat(Chromium.dom(dir, html.toUri().toString()))
                .contains("move limit 250 ms \u00b7 no bank \u00b7 end grace 1000 ms")
                .doesNotContain("bank 0 ms");

        // The standings' score columns say what the game counts.
        ((ObjectNode) root.get("header")).put("game", "fenix");
        mapper.writeValue(json.toFile(), root);
        HtmlReport.writeTournament(html, json);
        assertThat(Chromium.dom(dir, html.toUri().toString()))
                .contains("<th>pieces for</th><th>pieces against</th>")
                .doesNotContain("seeds for");
    }

    @Test
    void report_ofTheStandingsCommand_drawsItsStandingsJson(@TempDir Path out) throws Exception {
        // The games of one rule set and one clock (the third is played under 'report', the fourth at
        // another limit), with their standard error files.
        Path logs = Files.createDirectories(out.resolve("matches"));
        try (var files = Files.list(dir.resolve("matches"))) {
            for (Path file : files.filter(f -> f.getFileName().toString().matches("00[12]-.*"))
                    .toList()) {
                Files.copy(file, logs.resolve(file.getFileName()));
            }
        }
        CliRun run = CliRun.of("standings", logs.toString(), "--output", out.toString());
        assertThat(run.exitCode()).as(run.err()).isEqualTo(ExitCode.OK);
        JsonNode json =
                new ObjectMapper().readTree(out.resolve("standings.json").toFile());

        String dom = Chromium.dom(out, out.resolve("report.html").toUri().toString());

        JsonNode rounds = json.get("rounds");
        for (JsonNode row : json.get("standings")) {
            String name = row.get("name").asText();
            assertThat(dom)
                    .contains("<g class=\"elo-row\" data-bot=\"" + name + "\" data-elo=\"" + number(row.get("elo"))
                            + "\" data-error=\"" + number(row.get("eloError")) + "\">");
            int r = 0;
            while (!rounds.get("names").get(r).asText().equals(name)) {
                r++;
            }
            List<String> byRound = new ArrayList<>();
            rounds.get("points").get(r).forEach(p -> byRound.add(number(p)));
            assertThat(dom)
                    .contains("<g class=\"round-line\" data-bot=\"" + name + "\" data-points=\""
                            + String.join(" ", byRound) + "\">");
            assertThat(byRound.get(byRound.size() - 1)).isEqualTo(number(row.get("points")));
            assertThat(dom)
                    .containsPattern("<tr data-per-bot=\"" + name + "\"><td class=\"name\">[^<]*</td><td data-moves=\""
                            + row.at("/thinking/moves").asInt() + "\">.*?data-points=\""
                            + number(row.at("/asPlayer1/points"))
                            + "\">.*?data-points=\"" + number(row.at("/asPlayer2/points")) + "\">");
        }
        assertThat(dom).contains("game awale \u00b7 variant official");
    }

    @Test
    void report_writtenMidRun_saysLiveAndSchedulesItsReload_theFinalOneDoesNot() throws Exception {
        Path live = dir.resolve("live.html");
        Path done = dir.resolve("final.html");
        HtmlReport.writeTournament(
                live, standings, new HtmlReport.Replays(), java.time.Instant.parse("2026-11-21T10:00:00Z"));
        HtmlReport.writeTournament(done, standings, new HtmlReport.Replays(), null);

        String liveDom = Chromium.dom(dir, live.toUri().toString());
        String finalDom = Chromium.dom(dir, done.toUri().toString());

        assertThat(liveDom)
                .contains("data-live=\"true\"")
                .contains("data-reload-seconds=\"" + HtmlReport.LIVE_REFRESH_SECONDS + "\"")
                .contains("written 2026-11-21T10:00:00Z")
                .doesNotContain("<p id=\"live\" hidden");
        assertThat(finalDom)
                .contains("data-ready=\"true\"")
                .doesNotContain("data-live=\"true\"")
                .doesNotContain("data-reload-seconds=\"")
                .contains("<p id=\"live\" hidden=\"\"></p>");
    }

    /**
     * A bot's points from the games of rounds up to {@code round}: all its games ({@code side}
     * 0), or those it played as player {@code side}.
     */
    private double pointsUpTo(String bot, int round, int side) {
        double points = 0;
        for (int i = 0; i < logs.size(); i++) {
            MatchLog.Result result = logs.get(i).result();
            for (int player = 1; player <= 2; player++) {
                if (ROUNDS[i] <= round
                        && (side == 0 || side == player)
                        && logs.get(i).players().get(player - 1).name().equals(bot)) {
                    points +=
                            result.winner() == player ? 1 : result.winner() == 0 && result.forfeit() == null ? 0.5 : 0;
                }
            }
        }
        return points;
    }

    /** A number as JavaScript writes it: 2 for 2.0. */
    private static String number(JsonNode value) {
        return number(value.asDouble());
    }

    private static String number(double value) {
        return value == Math.rint(value) ? Long.toString((long) value) : Double.toString(value);
    }

    // ---------------------------------------------------------------- helpers

    @Test
    void gameViewer_kalahGame_drawsTheEnginesBoardAfterAnExtraTurn(@TempDir Path own) throws Exception {
        // A folder of its own: the tournament's folder is verified as four logs.
        Path log = own.resolve("001-greedy-random.json");
        MatchLog game = Referee.play(
                new MatchSpec(
                        "kalah",
                        "fair:42",
                        BotSpec.of("greedy", "builtin:greedy --seed 3"),
                        BotSpec.of("random", "builtin:random --seed 3"),
                        "kalah",
                        new TimeControl(1000, 0, 0, 5000, 1000),
                        log,
                        MatchSpec.DEFAULT_STDERR_CAP,
                        null,
                        null),
                MatchListener.NONE);
        // The first ply played by the player who made the ply before it: an extra turn.
        int ply = 0;
        for (int k = 2; k <= game.moves().size() && ply == 0; k++) {
            if (game.moves().get(k - 1).player() == game.moves().get(k - 2).player()) {
                ply = k;
            }
        }
        assertThat(ply).as("a ply after an extra turn in %s", game.moves()).isPositive();
        Path html = own.resolve("kalah.html");
        CliRun run = CliRun.of("replay", log.toString(), "--html", html.toString());
        assertThat(run.exitCode()).as(run.err()).isEqualTo(ExitCode.OK);

        String dom = Chromium.dom(own, html.toUri() + "#ply=" + ply);

        KalahBoard board = KalahStart.parse("fair:42").board();
        for (int k = 0; k < ply; k++) {
            board.play(Integer.parseInt(game.moves().get(k).move()));
        }
        List<String> expected = new ArrayList<>();
        for (int i = 0; i < KalahBoard.PLACES; i++) {
            expected.add(i + ":" + board.seeds(i));
        }
        Matcher m =
                Pattern.compile("data-index=\"(\\d+)\" data-seeds=\"(\\d+)\"").matcher(dom);
        List<String> shown = new ArrayList<>();
        while (m.find()) {
            shown.add(m.group(1) + ":" + m.group(2));
        }
        shown.sort(java.util.Comparator.comparingInt(s -> Integer.parseInt(s.substring(0, s.indexOf(':')))));
        assertThat(shown).isEqualTo(expected);
        assertThat(dom)
                .contains("data-stores=\"" + board.store(1) + " " + board.store(2) + "\"")
                .containsPattern("<tr class=\"p" + game.moves().get(ply - 1).player() + " again[^\"]*\" data-ply=\""
                        + ply + "\">")
                .contains("start fair:42");
        Files.createDirectories(SCREENSHOTS);
        Path png = SCREENSHOTS.resolve("kalah.png").toAbsolutePath();
        Chromium.run(own, "--screenshot=" + png, "--window-size=1200,800", html.toUri() + "#ply=" + ply);
        assertThat(png).isNotEmptyFile();
    }

    @Test
    void gameViewer_fenixGame_drawsTheEnginesStacksAndMarksTheLastCapture(@TempDir Path own) throws Exception {
        Path log = own.resolve("001-greedy-random.json");
        MatchLog game = Referee.play(
                new MatchSpec(
                        "fenix",
                        "standard",
                        BotSpec.of("greedy", "builtin:greedy --seed 2"),
                        BotSpec.of("random", "builtin:random --seed 2"),
                        "course",
                        new TimeControl(3000, 0, 0, 5000, 1000),
                        log,
                        MatchSpec.DEFAULT_STDERR_CAP,
                        null,
                        null),
                MatchListener.NONE);
        // The first capture of the game: its captured squares are marked on the board.
        int ply = 0;
        for (int k = 1; k <= game.moves().size() && ply == 0; k++) {
            if (game.moves().get(k - 1).move().contains("x")) {
                ply = k;
            }
        }
        assertThat(ply).as("a capture in %s", game.moves()).isPositive();
        Path html = own.resolve("fenix.html");
        CliRun run = CliRun.of("replay", log.toString(), "--html", html.toString());
        assertThat(run.exitCode()).as(run.err()).isEqualTo(ExitCode.OK);

        String dom = Chromium.dom(own, html.toUri() + "#ply=" + ply);
        String setup = Chromium.dom(own, html.toUri() + "#ply=1");

        FenixBoard board = FenixBoard.start();
        for (int k = 0; k < ply; k++) {
            board.play(game.moves().get(k).move());
        }
        List<String> expected = new ArrayList<>();
        for (int square = 0; square < Squares.COUNT; square++) {
            expected.add(Squares.name(square) + "=" + board.stack(square));
        }
        Matcher m = Pattern.compile("data-square=\"(\\d,\\d)\" data-stack=\"(-?\\d)\"")
                .matcher(dom);
        List<String> shown = new ArrayList<>();
        while (m.find()) {
            shown.add(m.group(1) + "=" + m.group(2));
        }
        assertThat(shown).isEqualTo(expected);
        FenixAction action = FenixAction.parse(game.moves().get(ply - 1).move());
        List<String> captured = new ArrayList<>();
        Matcher marked = Pattern.compile("class=\"square [a-z]+[^\"]* captured\" data-square=\"(\\d,\\d)\"")
                .matcher(dom);
        while (marked.find()) {
            captured.add(marked.group(1));
        }
        List<String> expectedCaptured = new ArrayList<>();
        for (long rest = action.captured(); rest != 0; rest &= rest - 1) {
            expectedCaptured.add(Squares.name(Long.numberOfTrailingZeros(rest)));
        }
        assertThat(captured).isEqualTo(expectedCaptured);
        assertThat(dom).contains("data-captured=\"" + board.captured(1) + " " + board.captured(2) + "\"");
        assertThat(setup)
                .contains("stacked (setup)")
                .contains("a general")
                .containsPattern("class=\"square [a-z]+ target stacked\"");
        Files.createDirectories(SCREENSHOTS);
        Path png = SCREENSHOTS.resolve("fenix.png").toAbsolutePath();
        Chromium.run(own, "--screenshot=" + png, "--window-size=1200,800", html.toUri() + "#ply=" + ply);
        assertThat(png).isNotEmptyFile();
    }

    private static List<String> holes(String dom) {
        List<String> holes = new ArrayList<>();
        Matcher m = HOLE.matcher(dom);
        while (m.find()) {
            holes.add(m.group(1) + ":" + m.group(2) + "/" + m.group(3) + "/" + m.group(4));
        }
        return holes;
    }

    private static List<String> engineHoles(MatchLog game, RuleSet rules, int plies) {
        Board board = Board.start(rules);
        for (int i = 0; i < plies; i++) {
            board.play(Moves.parse(game.moves().get(i).move()));
        }
        List<String> holes = new ArrayList<>();
        for (int hole = 1; hole <= Board.HOLES; hole++) {
            holes.add(hole + ":" + board.red(hole) + "/" + board.blue(hole) + "/" + board.transparent(hole));
        }
        return holes;
    }

    /** A standings.json in the tournament's format, with the numbers of these games. */
    private Path writeStandings(Path file) throws IOException {
        ObjectMapper json = new ObjectMapper();
        ObjectNode root = json.createObjectNode();
        root.put("format", 1)
                .put("name", "demo")
                .put("rules", "official")
                .put("generatedAt", "2026-11-21T10:00:00Z")
                .put("games", logs.size())
                .putNull("eloAnchor")
                .put("someFieldAddedLater", true);
        List<String> names = List.of("greedy", "random", "illegal");
        ArrayNode rows = root.putArray("standings");
        for (int i = 0; i < names.size(); i++) {
            ObjectNode row = rows.addObject()
                    .put("rank", i + 1)
                    .put("name", names.get(i))
                    .put("games", 2)
                    .put("wins", 2 - i)
                    .put("draws", 0)
                    .put("losses", i)
                    .put("points", 2.0 - i)
                    .put("capturedFor", 100 - 30 * i)
                    .put("capturedAgainst", 20 + 30 * i)
                    .put("elo", 150.5 - 150 * i)
                    .put("eloError", 120.2);
            ObjectNode forfeits = row.putObject("forfeits");
            for (String reason : List.of("timeout", "illegal-move", "malformed", "out-of-turn", "crash", "no-start")) {
                forfeits.put(reason, names.get(i).equals("illegal") && reason.equals("illegal-move") ? 1 : 0);
            }
        }
        ObjectNode cross = root.putObject("crosstable");
        names.forEach(cross.putArray("names")::add);
        ArrayNode points = cross.putArray("points");
        ArrayNode games = cross.putArray("games");
        for (int r = 0; r < 3; r++) {
            ArrayNode p = points.addArray();
            ArrayNode g = games.addArray();
            for (int c = 0; c < 3; c++) {
                if (r == c) {
                    p.addNull();
                } else {
                    p.add(r < c ? 1.0 : 0.0);
                }
                g.add(r == c ? 0 : 1);
            }
        }
        ArrayNode matches = root.putArray("matches");
        for (int i = 0; i < logs.size(); i++) {
            MatchLog log = logs.get(i);
            ObjectNode m = matches.addObject()
                    .put("id", IDS[i])
                    .put("round", ROUNDS[i])
                    .put("file", "matches/" + IDS[i] + ".json")
                    .put("player1", log.players().get(0).name())
                    .put("player2", log.players().get(1).name())
                    .put("winner", log.result().winner())
                    .put("reason", log.result().reason());
            if (log.result().forfeit() == null) {
                m.putNull("forfeit");
            } else {
                m.put("forfeit", log.result().forfeit());
            }
            m.put("plies", log.result().plies());
            m.putArray("captured")
                    .add(log.result().captured().get(0))
                    .add(log.result().captured().get(1));
        }
        json.writerWithDefaultPrettyPrinter().writeValue(file.toFile(), root);
        return file;
    }
}
