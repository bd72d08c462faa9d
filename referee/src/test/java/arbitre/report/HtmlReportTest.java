package arbitre.report;

import static org.assertj.core.api.Assertions.assertThat;

import arbitre.engine.awale.RuleSet;
import arbitre.log.MatchLog;
import arbitre.log.MatchLogs;
import arbitre.replay.SampleLogs;
import arbitre.standings.GameRecord;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The tournament report's data, and the replays a tournament keeps from one report to the next. */
class HtmlReportTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final Pattern DATA =
            Pattern.compile("<script type=\"application/json\" id=\"data\">(.*?)</script>", Pattern.DOTALL);

    @TempDir
    Path dir;

    private final List<MatchLog> logs = new ArrayList<>();
    private Path standings;

    @BeforeEach
    void writeLogs() throws Exception {
        for (int i = 0; i < 3; i++) {
            MatchLog log = SampleLogs.finished(40 + i, i == 2 ? RuleSet.REPORT : RuleSet.OFFICIAL);
            logs.add(log);
            MatchLogs.write(logFile(i), log);
        }
        standings = writeStandings();
    }

    @Test
    void replay_botThatExitedWithAnErrorAfterTheGame_saysSoUnderTheBoard() {
        MatchLog base = SampleLogs.finished(40, RuleSet.OFFICIAL);
        MatchLog.Player p2 = base.players().get(1);
        MatchLog crashed = arbitre.log.MatchLogBuilder.from(base)
                .players(List.of(
                        base.players().get(0),
                        new MatchLog.Player(
                                2, p2.name(), p2.command(), p2.argv(), p2.stderr(), 134, false, 0, 0, null, null)))
                .build();

        assertThat(HtmlReport.Replay.of(crashed).detail())
                .contains("player 2 (" + p2.name() + ") exited with code 134 after the game");
        assertThat(HtmlReport.Replay.of(base).detail()).isNull();
    }

    @Test
    void replay_botOnAProcessKeptFromEarlierGames_saysSoUnderTheBoard_escapedInThePage() throws Exception {
        MatchLog base = SampleLogs.finished(40, RuleSet.OFFICIAL);
        MatchLog.Player p1 = base.players().get(0);
        String name = "</script><img src=x onerror=alert(1)>";
        MatchLog kept = arbitre.log.MatchLogBuilder.from(base)
                .players(List.of(
                        new MatchLog.Player(
                                1,
                                name,
                                p1.command(),
                                List.of("bot"),
                                p1.stderr(),
                                null,
                                false,
                                0,
                                0,
                                null,
                                null,
                                false,
                                2,
                                true),
                        base.players().get(1)))
                .build();
        Path html = dir.resolve("kept.html");

        HtmlReport.writeGame(html, kept, null, dir.resolve("kept.json"));

        assertThat(HtmlReport.Replay.of(kept).detail())
                .isEqualTo("player 1 (" + name + ") played on its process of 2 earlier games");
        assertThat(HtmlReport.Replay.of(base).detail()).isNull();
        String page = Files.readString(html);
        assertThat(page).contains("played on its process of 2 earlier games").doesNotContain(name);
    }

    @Test
    void fill_aValueHoldingAnotherSlotsName_staysThatText() {
        String page = HtmlReport.fill(
                "<title>__TITLE__</title><script>__DATA__</script>",
                java.util.Map.of(
                        "__TITLE__",
                        "__DATA__ /*SCRIPT*/",
                        "__DATA__",
                        "{\"secret\":1}",
                        "/*SCRIPT*/",
                        "",
                        "/*STYLE*/",
                        ""));

        assertThat(page).isEqualTo("<title>__DATA__ /*SCRIPT*/</title><script>{\"secret\":1}</script>");
    }

    @Test
    void embeddedJson_markupCommentsAndLineSeparators_areEscapedAndParseBack() throws Exception {
        ObjectNode data = JSON.createObjectNode().put("move", "</script><!--<img src=x>&amp;\u2028\u2029<\\!--");

        String embedded = HtmlReport.embeddedJson(JSON.writeValueAsString(data));

        assertThat(embedded)
                .doesNotContain("<")
                .doesNotContain(">")
                .doesNotContain("&")
                .doesNotContain("\u2028")
                .doesNotContain("\u2029");
        assertThat(JSON.readTree(embedded)).isEqualTo(data);
    }

    @Test
    void report_withReplaysKeptAsTheLogsWereWritten_isTheReportReadFromTheLogs() throws Exception {
        Path fromLogs = dir.resolve("from-logs.html");
        HtmlReport.writeTournament(fromLogs, standings);
        HtmlReport.Replays replays = new HtmlReport.Replays();
        for (int i = 0; i < logs.size(); i++) {
            replays.add(logFile(i), logs.get(i));
        }
        Path kept = dir.resolve("kept.html");

        HtmlReport.writeTournament(kept, standings, replays);

        assertThat(Files.readString(kept)).isEqualTo(Files.readString(fromLogs));
        assertThat(games(kept).get(2).get(3).asInt()).as("the report rule set").isEqualTo(1);
        assertThat(games(kept).get(0).get(10).asText())
                .isEqualTo(HtmlReport.Replay.of(logs.get(0)).positions());
        assertThat(games(kept).get(0).get(15)).as("the distinct moves").isNotEmpty();
    }

    @Test
    void report_aKeptReplay_isUsedWithoutReadingTheLogAgain() throws Exception {
        HtmlReport.Replays replays = new HtmlReport.Replays();
        replays.add(logFile(0), logs.get(0));
        // Same size, same time of change, but no longer a log: only a kept replay can show the game.
        overwriteKeepingSizeAndTime(logFile(0));
        Path kept = dir.resolve("kept.html");
        Path fresh = dir.resolve("fresh.html");

        HtmlReport.writeTournament(kept, standings, replays);
        HtmlReport.writeTournament(fresh, standings);

        assertThat(games(kept).get(0).get(10).asText()).isEqualTo(positions(logs.get(0)));
        assertThat(games(fresh).get(0).get(12).asText()).isEqualTo("no replay: the match log could not be read");
    }

    @Test
    void report_aLogChangedSinceItWasKept_sameSize_isReadAgain() throws Exception {
        HtmlReport.Replays replays = new HtmlReport.Replays();
        replays.add(logFile(0), logs.get(0));
        overwriteKeepingSizeAndTime(logFile(0));
        Files.setLastModifiedTime(
                logFile(0),
                FileTime.fromMillis(Files.getLastModifiedTime(logFile(0)).toMillis() + 5000));
        Path html = dir.resolve("report.html");

        HtmlReport.writeTournament(html, standings, replays);

        assertThat(games(html).get(0).get(12).asText()).isEqualTo("no replay: the match log could not be read");
    }

    @Test
    void report_aLogRewrittenSinceItWasKept_isReadAgain() throws Exception {
        HtmlReport.Replays replays = new HtmlReport.Replays();
        replays.add(logFile(0), logs.get(0));
        MatchLog other = SampleLogs.finished(99, RuleSet.OFFICIAL);
        MatchLogs.write(logFile(0), other);
        Path html = dir.resolve("report.html");

        HtmlReport.writeTournament(html, standings, replays);

        assertThat(games(html).get(0).get(10).asText())
                .isEqualTo(positions(other))
                .isNotEqualTo(positions(logs.get(0)));
    }

    @Test
    void report_aLogGoneSinceItWasKept_hasNoReplay() throws Exception {
        HtmlReport.Replays replays = new HtmlReport.Replays();
        replays.add(logFile(1), logs.get(1));
        Files.delete(logFile(1));
        Path html = dir.resolve("report.html");

        HtmlReport.writeTournament(html, standings, replays);

        JsonNode game = games(html).get(1);
        assertThat(game.get(10).isNull()).isTrue();
        assertThat(game.get(12).asText()).isEqualTo("no replay: the match log could not be read");
        assertThat(games(html).get(0).get(10).isNull()).isFalse();
    }

    private static String positions(MatchLog log) {
        return HtmlReport.Replay.of(log).positions();
    }

    /** Replaces the file's bytes with spaces, keeping its size and its time of change. */
    private static void overwriteKeepingSizeAndTime(Path file) throws Exception {
        FileTime changed = Files.getLastModifiedTime(file);
        Files.write(file, " ".repeat((int) Files.size(file)).getBytes(StandardCharsets.US_ASCII));
        Files.setLastModifiedTime(file, changed);
    }

    private Path logFile(int i) {
        return dir.resolve("matches").resolve("game-" + i + ".json");
    }

    private static ArrayNode games(Path html) throws Exception {
        Matcher data = DATA.matcher(Files.readString(html, StandardCharsets.UTF_8));
        assertThat(data.find()).isTrue();
        return (ArrayNode) JSON.readTree(data.group(1).replace("<\\/", "</")).path("games");
    }

    @Test
    void tournament_fromTheStandingsObject_isThePageOfTheStandingsFileWrittenFromIt() throws Exception {
        List<arbitre.standings.GameRecord> games = new ArrayList<>();
        for (int i = 0; i < logs.size(); i++) {
            games.add(arbitre.standings.GameRecord.of(
                    "game-" + i, dir.relativize(logFile(i)).toString(), logs.get(i)));
        }
        arbitre.standings.Standings table = arbitre.standings.Standings.compute(
                "typed", "official", List.of(), games, null, "2026-11-28T00:00:00Z");
        arbitre.standings.StandingsFiles.write(table, dir);
        Path fromObject = dir.resolve("from-object.html");
        Path fromFile = dir.resolve("from-file.html");

        HtmlReport.writeTournament(fromObject, table, dir, new HtmlReport.Replays(), null);
        HtmlReport.writeTournament(fromFile, dir.resolve(arbitre.standings.StandingsFiles.JSON));

        assertThat(games(fromObject)).hasSize(3);
        assertThat(games(fromObject).get(0).get(10).isNull()).as("replayed").isFalse();
        assertThat(Files.readString(fromObject)).isEqualTo(Files.readString(fromFile));
        ObjectNode written = (ObjectNode)
                JSON.readTree(dir.resolve(arbitre.standings.StandingsFiles.JSON).toFile());
        written.remove("matches");
        Matcher data = DATA.matcher(Files.readString(fromObject, StandardCharsets.UTF_8));
        assertThat(data.find()).isTrue();
        assertThat(JSON.readTree(data.group(1)).get("tournament")).isEqualTo(written);
    }

    /** A standings file as the tournament writes it, naming the three logs. */
    private Path writeStandings() throws Exception {
        ObjectNode root = JSON.createObjectNode();
        root.put("format", 1).put("name", "cache").put("rules", "official").put("games", logs.size());
        ArrayNode rows = root.putArray("standings");
        for (String name : List.of("a", "b")) {
            rows.addObject().put("name", name);
        }
        ArrayNode matches = root.putArray("matches");
        for (int i = 0; i < logs.size(); i++) {
            MatchLog.Result result = logs.get(i).result();
            ObjectNode match = matches.addObject()
                    .put("id", "game-" + i)
                    .put("file", "matches/game-" + i + ".json")
                    .put("player1", "a")
                    .put("player2", "b")
                    .put("winner", result.winner())
                    .put("reason", result.reason())
                    .put("plies", result.plies());
            match.putArray("captured")
                    .add(result.captured().get(0))
                    .add(result.captured().get(1));
        }
        Path file = dir.resolve("standings.json");
        JSON.writeValue(file.toFile(), root);
        return file;
    }

    @Test
    void byRound_swissWithKnockoutFinal_listsTheFinalsGamesAfterTheSwissRounds() {
        List<GameRecord> games = new java.util.ArrayList<>();
        for (String id : List.of("final-k2-a-vs-c-1", "final-k1-a-vs-b-1", "r2-a-vs-c-1", "r1-a-vs-b-1")) {
            String[] players = id.replaceFirst("^(final-)?[rk][0-9]+-", "")
                    .replaceFirst("-[0-9]+$", "")
                    .split("-vs-");
            games.add(new GameRecord(id, "x.json", players[0], players[1], 1, "majority", null, 40, List.of(30, 10)));
        }
        arbitre.standings.Standings standings =
                arbitre.standings.Standings.compute("t", "official", List.of(), games, null, "now");

        assertThat(HtmlReport.byRound(standings.matches()))
                .extracting(GameRecord::id)
                .containsExactly("r1-a-vs-b-1", "r2-a-vs-c-1", "final-k1-a-vs-b-1", "final-k2-a-vs-c-1");
    }
}
