package arbitre.standings;

import static org.assertj.core.api.Assertions.assertThat;

import arbitre.clock.TimeControl;
import java.io.IOException;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVRecord;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The files of a table, the CSV ones read back by a CSV reader other than the writer. */
class StandingsFilesTest {
    @TempDir
    Path dir;

    /** Names a student may choose: CSV's own characters, a line break, accents, and formula starts. */
    private static final List<String> NAMES = List.of(
            "Dupont, Jean",
            "say \"hi\"",
            "two\nlines",
            "Élodie Ñandú",
            "=HYPERLINK(\"http://x\",\"y\")",
            "+1",
            "-2+3",
            "@SUM(A1)",
            "'quoted",
            "plain");

    private static final TimeControl CLOCK = TimeControl.perMove(100);

    /** Each name beats the next one, with the first player timing out in every third game. */
    private static Standings table() {
        return table("awale");
    }

    private static Standings table(String game) {
        List<GameRecord> games = new ArrayList<>();
        for (int i = 0; i < NAMES.size(); i++) {
            String p1 = NAMES.get(i);
            String p2 = NAMES.get((i + 1) % NAMES.size());
            boolean forfeit = i % 3 == 0;
            games.add(GradebookTest.record(
                    "g" + i + "-" + (i % 2 + 1),
                    p1,
                    p2,
                    forfeit ? 2 : 1,
                    forfeit ? "timeout" : "majority",
                    forfeit ? 1 : null,
                    new long[] {i, 2L * i},
                    new long[] {10},
                    CLOCK));
        }
        return Standings.compute(
                "t", Standings.Header.of(game, "official", CLOCK, null), List.of(), games, null, "now");
    }

    private static List<CSVRecord> parse(String csv) throws IOException {
        assertThat(csv).startsWith("\uFEFF");
        return CSVFormat.RFC4180.parse(new StringReader(csv.substring(1))).getRecords();
    }

    /** A text cell as the writer meant it: one leading apostrophe, if any, was put there against formulas. */
    private static String unquoted(String cell) {
        return cell.startsWith("'") ? cell.substring(1) : cell;
    }

    /** A game player 2 lost on time, its timeout diagnosed {@code diagnosis}. */
    private static GameRecord timeout(String id, String diagnosis) {
        arbitre.log.MatchLog log = arbitre.log.MatchLogBuilder.log()
                .players(List.of(
                        new arbitre.log.MatchLog.Player(1, "a", "builtin:random", List.of(), null, 0, true),
                        new arbitre.log.MatchLog.Player(2, "b", "builtin:random", List.of(), null, 0, true)))
                .result(new arbitre.log.MatchLog.Result(
                        1, "timeout", List.of(0, 0), 10, "answered after 310 ms", 2, null, diagnosis))
                .build();
        return GameRecord.of(id, "matches/" + id + ".json", log);
    }

    @Test
    void markdown_countedTimeoutDiagnosedOverloaded_isNamedSo() {
        Standings s = Standings.compute(
                "t",
                Standings.Header.of("awale", "official", CLOCK, null),
                List.of(),
                List.of(timeout("a-vs-b-1", "machine-overloaded"), timeout("a-vs-b-2", null)),
                null,
                "now");

        String md = StandingsFiles.markdown(s);

        assertThat(md)
                .contains("| b | a-vs-b-1 | timeout (machine-overloaded) |")
                .contains("| b | a-vs-b-2 | timeout |")
                .contains("1 timeout counted here was diagnosed machine-overloaded");
    }

    @Test
    void markdownCode_hostileCommand_staysCodeInOneCell() {
        String code = StandingsFiles.markdownCode("./arbitre match --p1 'a|b ``x`` \n\u001b[31m'");

        assertThat(code)
                .startsWith("``` ")
                .endsWith(" ```")
                .contains("a\\|b")
                .doesNotContain("\n")
                .doesNotContain("\u001b");
    }

    @Test
    void markdownAndText_headTheScoreColumnsWithWhatTheGameCounts() {
        assertThat(StandingsFiles.markdown(table("awale"))).contains("| seeds for | seeds against |");
        assertThat(StandingsFiles.text(table("awale"))).contains("seeds+  seeds-");
        assertThat(StandingsFiles.markdown(table("fenix")))
                .contains("| pieces for | pieces against |")
                .doesNotContain("seeds");
        assertThat(StandingsFiles.text(table("fenix")))
                .contains("pieces+ pieces-")
                .doesNotContain("seeds");
    }

    @Test
    void csv_everyNameRoundTrips_andNoCellStartsAFormula() throws IOException {
        Standings s = table();

        List<CSVRecord> rows = parse(StandingsFiles.csv(s));

        assertThat(rows).hasSize(NAMES.size() + 1);
        assertThat(rows.get(0).toList())
                .startsWith("rank", "name", "games", "wins", "draws", "losses", "points", "elo", "elo_margin_95")
                .contains("forfeits timeout", "forfeits crash")
                .endsWith("forfeits", "mean_thinking_ms");
        int columns = rows.get(0).size();
        List<String> names = new ArrayList<>();
        for (int r = 1; r < rows.size(); r++) {
            CSVRecord row = rows.get(r);
            Standings.Row expected = s.standings().get(r - 1);
            assertThat(row.size()).isEqualTo(columns);
            assertThat(row.get(1))
                    .doesNotStartWith("=")
                    .doesNotStartWith("+")
                    .doesNotStartWith("-")
                    .doesNotStartWith("@");
            names.add(unquoted(row.get(1)));
            assertThat(unquoted(row.get(1))).isEqualTo(expected.name());
            assertThat(Integer.parseInt(row.get(0))).isEqualTo(expected.rank());
            assertThat(Double.parseDouble(row.get(6))).isEqualTo(expected.points());
            assertThat(Double.parseDouble(row.get(7))).isEqualTo(expected.elo());
            assertThat(Integer.parseInt(row.get(rows.get(0).toList().indexOf("forfeits timeout"))))
                    .isEqualTo(expected.forfeits().get("timeout"));
            assertThat(Double.parseDouble(row.get(columns - 1)))
                    .isEqualTo(expected.thinking().meanMs());
        }
        assertThat(names).containsExactlyInAnyOrderElementsOf(NAMES);
        assertThat(rows.stream().map(r -> r.get(1)))
                .contains(
                        "'=HYPERLINK(\"http://x\",\"y\")",
                        "'+1",
                        "'-2+3",
                        "'@SUM(A1)",
                        "''quoted",
                        "Dupont, Jean",
                        "two\nlines",
                        "Élodie Ñandú");
    }

    @Test
    void csv_negativeEloStaysANumber_andRecordsEndInCrlf() {
        String csv = StandingsFiles.csv(table());

        assertThat(csv.replace("\r\n", "")).doesNotContain("\r");
        assertThat(csv).endsWith("\r\n").containsPattern(",-[0-9]+(\\.[0-9])?,");
    }

    @Test
    void gamesCsv_oneRowPerGame_withRoundPlayersWinnerAndTimes() throws IOException {
        Standings s = table();

        List<CSVRecord> rows = parse(StandingsFiles.gamesCsv(s));

        assertThat(rows.get(0).toList())
                .containsExactly(
                        "id",
                        "round",
                        "player1",
                        "player2",
                        "winner",
                        "winner_player",
                        "reason",
                        "forfeit",
                        "forfeit_player",
                        "score1",
                        "score2",
                        "plies",
                        "start",
                        "log",
                        "player1_mean_ms",
                        "player1_max_ms",
                        "player2_mean_ms",
                        "player2_max_ms");
        assertThat(rows).hasSize(s.matches().size() + 1);
        // g6-1: "-2+3" moved first and timed out against "@SUM(A1)"; its moves took 6 and 12 ms.
        CSVRecord g6 =
                rows.stream().filter(r -> r.get(0).equals("g6-1")).findFirst().orElseThrow();
        assertThat(g6.toList())
                .containsExactly(
                        "g6-1",
                        "1",
                        "'-2+3",
                        "'@SUM(A1)",
                        "'@SUM(A1)",
                        "2",
                        "timeout",
                        "'-2+3",
                        "1",
                        "20",
                        "10",
                        "3",
                        "standard",
                        "matches/g6-1.json",
                        "9",
                        "12",
                        "10",
                        "10");
        CSVRecord g1 =
                rows.stream().filter(r -> r.get(0).equals("g1-2")).findFirst().orElseThrow();
        assertThat(unquoted(g1.get(2))).isEqualTo("say \"hi\"");
        assertThat(g1.get(4)).isEqualTo(g1.get(2));
        assertThat(g1.get(7)).isEmpty();
        assertThat(g1.get(8)).isEmpty();
    }

    @Test
    void write_allFourFilesAgree_andTheJsonReadsBack() throws IOException {
        Standings s = table();

        StandingsFiles.write(s, dir);

        assertThat(Files.readString(dir.resolve(StandingsFiles.CSV), StandardCharsets.UTF_8))
                .isEqualTo(StandingsFiles.csv(s));
        assertThat(Files.readString(dir.resolve(StandingsFiles.GAMES_CSV), StandardCharsets.UTF_8))
                .isEqualTo(StandingsFiles.gamesCsv(s));
        assertThat(dir.resolve(StandingsFiles.MARKDOWN)).exists();
        Standings back = StandingsFiles.read(dir.resolve(StandingsFiles.JSON));
        assertThat(back.standings()).isEqualTo(s.standings());
        assertThat(back.rounds()).isEqualTo(s.rounds());
        assertThat(back.header()).isEqualTo(s.header());
        assertThat(back.matches())
                .extracting(GameRecord::thinking)
                .allSatisfy(t -> assertThat(t).hasSize(2));
    }

    @Test
    void read_standingsOfAnEarlierVersion_countsWhatItsRowsCalledSeeds() throws IOException {
        Standings s = table();
        StandingsFiles.write(s, dir);
        Path json = dir.resolve(StandingsFiles.JSON);
        String now = Files.readString(json, StandardCharsets.UTF_8);
        assertThat(now).contains("\"capturedFor\"").doesNotContain("seedsFor");
        Files.writeString(
                json,
                now.replace("\"capturedFor\"", "\"seedsFor\"").replace("\"capturedAgainst\"", "\"seedsAgainst\""),
                StandardCharsets.UTF_8);

        Standings back = StandingsFiles.read(json);

        assertThat(back.standings()).isEqualTo(s.standings());
    }
}
