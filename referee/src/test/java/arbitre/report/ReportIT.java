package arbitre.report;

import static org.assertj.core.api.Assertions.assertThat;

import arbitre.cli.CliRun;
import arbitre.cli.ExitCode;
import arbitre.clock.TimeControl;
import arbitre.engine.Board;
import arbitre.engine.Moves;
import arbitre.engine.RuleSet;
import arbitre.engine.kalah.KalahBoard;
import arbitre.engine.kalah.KalahStart;
import arbitre.log.MatchLog;
import arbitre.match.MatchListener;
import arbitre.match.MatchSpec;
import arbitre.match.Referee;
import arbitre.process.BotSpec;
import arbitre.testbots.TestBots;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
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

    private Path dir;

    private final List<MatchLog> logs = new ArrayList<>();
    private Path standings;

    @BeforeAll
    void playTournament(@TempDir Path folder) throws Exception {
        dir = folder;
        Path matches = dir.resolve("matches");
        String[][] pairs = {{"greedy", "random", "official"}, {"random", "greedy", "official"},
            {"greedy", "random", "report"}};
        for (int i = 0; i < pairs.length; i++) {
            String id = String.format("%03d-%s-%s", i + 1, pairs[i][0], pairs[i][1]);
            logs.add(Referee.play(new MatchSpec(
                    BotSpec.of(pairs[i][0], "builtin:" + pairs[i][0] + " --seed " + i),
                    BotSpec.of(pairs[i][1], "builtin:" + pairs[i][1] + " --seed " + i),
                    pairs[i][2], new TimeControl(1000, 0, 0, 5000, 1000), matches.resolve(id + ".json"),
                    MatchSpec.DEFAULT_STDERR_CAP), MatchListener.NONE));
        }
        // A forfeit: an illegal move, recorded with the refused move.
        logs.add(Referee.play(new MatchSpec(BotSpec.of("illegal", TestBots.command("illegal")),
                BotSpec.of("random", "builtin:random --seed 9"), "official",
                new TimeControl(2000, 0, 0, 5000, 1000), matches.resolve("004-illegal-random.json"),
                MatchSpec.DEFAULT_STDERR_CAP), MatchListener.NONE));
        standings = writeStandings(dir.resolve("standings.json"));
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

        String dom = chromium("--dump-dom", html.toUri() + "#game=003-greedy-random&ply=" + ply);

        assertThat(dom).contains("data-ready=\"true\"")
                .contains("<tr data-bot=\"greedy\">")
                .contains("<tr data-bot=\"random\">")
                .contains("<tr data-bot=\"illegal\">")
                .contains("data-game=\"003-greedy-random\" data-ply=\"" + ply + "\"")
                .contains("004-illegal-random");
        assertThat(holes(dom)).isEqualTo(engineHoles(game, RuleSet.REPORT, ply));
        Files.createDirectories(SCREENSHOTS);
        Path png = SCREENSHOTS.resolve("report.png").toAbsolutePath();
        chromium("--screenshot=" + png, "--window-size=1280,1800", html.toUri() + "#game=003-greedy-random&ply=" + ply);
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

        String dom = chromium("--dump-dom", html.toUri() + "#ply=" + ply);

        assertThat(holes(dom)).isEqualTo(engineHoles(game, RuleSet.OFFICIAL, ply));
        assertThat(dom).contains(game.result().captured().get(0) + " : " + game.result().captured().get(1));
        Files.createDirectories(SCREENSHOTS);
        Path png = SCREENSHOTS.resolve("game.png").toAbsolutePath();
        chromium("--screenshot=" + png, "--window-size=1200,800", html.toUri() + "#ply=" + (ply / 2));
        assertThat(png).isNotEmptyFile();
    }

    // ---------------------------------------------------------------- helpers

    @Test
    void gameViewer_kalahGame_drawsTheEnginesBoardAfterAnExtraTurn(@TempDir Path own) throws Exception {
        // A folder of its own: the tournament's folder is verified as four logs.
        Path log = own.resolve("001-greedy-random.json");
        MatchLog game = Referee.play(new MatchSpec("kalah", "fair:42", BotSpec.of("greedy", "builtin:greedy --seed 3"),
                BotSpec.of("random", "builtin:random --seed 3"), "kalah", new TimeControl(1000, 0, 0, 5000, 1000), log,
                MatchSpec.DEFAULT_STDERR_CAP, null, null), MatchListener.NONE);
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

        String dom = chromium("--dump-dom", html.toUri() + "#ply=" + ply);

        KalahBoard board = KalahStart.parse("fair:42").board();
        for (int k = 0; k < ply; k++) {
            board.play(Integer.parseInt(game.moves().get(k).move()));
        }
        List<String> expected = new ArrayList<>();
        for (int i = 0; i < KalahBoard.PLACES; i++) {
            expected.add(i + ":" + board.seeds(i));
        }
        Matcher m = Pattern.compile("data-index=\"(\\d+)\" data-seeds=\"(\\d+)\"").matcher(dom);
        List<String> shown = new ArrayList<>();
        while (m.find()) {
            shown.add(m.group(1) + ":" + m.group(2));
        }
        shown.sort(java.util.Comparator.comparingInt(s -> Integer.parseInt(s.substring(0, s.indexOf(':')))));
        assertThat(shown).isEqualTo(expected);
        assertThat(dom).contains("data-stores=\"" + board.store(1) + " " + board.store(2) + "\"")
                .containsPattern("<tr class=\"p" + game.moves().get(ply - 1).player() + " again[^\"]*\" data-ply=\"" + ply
                        + "\">")
                .contains("start fair:42");
        Files.createDirectories(SCREENSHOTS);
        Path png = SCREENSHOTS.resolve("kalah.png").toAbsolutePath();
        chromium("--screenshot=" + png, "--window-size=1200,800", html.toUri() + "#ply=" + ply);
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

    /** Runs headless Chromium on a URL and returns its standard output. */
    private String chromium(String... args) throws IOException, InterruptedException {
        String binary = findChromium();
        List<String> command = new ArrayList<>(List.of(binary, "--headless", "--no-sandbox", "--disable-gpu",
                "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run",
                "--user-data-dir=" + Files.createTempDirectory(dir, "chromium"), "--virtual-time-budget=3000"));
        command.addAll(List.of(args));
        Path out = Files.createTempFile(dir, "chromium", ".out");
        Process process = new ProcessBuilder(command).redirectOutput(out.toFile())
                .redirectError(ProcessBuilder.Redirect.DISCARD).start();
        if (!process.waitFor(90, TimeUnit.SECONDS)) {
            process.destroyForcibly();
            throw new AssertionError("chromium did not finish within 90 s: " + command);
        }
        assertThat(process.exitValue()).as("chromium's exit code for " + command).isZero();
        return Files.readString(out, StandardCharsets.UTF_8);
    }

    private static String findChromium() {
        for (String name : List.of("chromium", "chromium-browser")) {
            for (String folder : System.getenv().getOrDefault("PATH", "").split(java.io.File.pathSeparator)) {
                Path candidate = Path.of(folder, name);
                if (Files.isExecutable(candidate)) {
                    return candidate.toString();
                }
            }
        }
        throw new AssertionError("chromium is not installed: the HTML report is tested in a real browser; "
                + "install it with 'apt-get install -y chromium' (.ci/run does so on CI)");
    }

    /** A standings.json in the tournament's format, with the numbers of these games. */
    private Path writeStandings(Path file) throws IOException {
        ObjectMapper json = new ObjectMapper();
        ObjectNode root = json.createObjectNode();
        root.put("format", 1).put("name", "demo").put("rules", "official").put("generatedAt", "2026-11-21T10:00:00Z")
                .put("games", logs.size()).putNull("eloAnchor").put("someFieldAddedLater", true);
        List<String> names = List.of("greedy", "random", "illegal");
        ArrayNode rows = root.putArray("standings");
        for (int i = 0; i < names.size(); i++) {
            ObjectNode row = rows.addObject().put("rank", i + 1).put("name", names.get(i)).put("games", 2)
                    .put("wins", 2 - i).put("draws", 0).put("losses", i).put("points", 2.0 - i)
                    .put("seedsFor", 100 - 30 * i).put("seedsAgainst", 20 + 30 * i)
                    .put("elo", 150.5 - 150 * i).put("eloError", 120.2);
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
        String[] ids = {"001-greedy-random", "002-random-greedy", "003-greedy-random", "004-illegal-random"};
        for (int i = 0; i < logs.size(); i++) {
            MatchLog log = logs.get(i);
            ObjectNode m = matches.addObject().put("id", ids[i]).put("file", "matches/" + ids[i] + ".json")
                    .put("player1", log.players().get(0).name()).put("player2", log.players().get(1).name())
                    .put("winner", log.result().winner()).put("reason", log.result().reason());
            if (log.result().forfeit() == null) {
                m.putNull("forfeit");
            } else {
                m.put("forfeit", log.result().forfeit());
            }
            m.put("plies", log.result().plies());
            m.putArray("captured").add(log.result().captured().get(0)).add(log.result().captured().get(1));
        }
        json.writerWithDefaultPrettyPrinter().writeValue(file.toFile(), root);
        return file;
    }
}
