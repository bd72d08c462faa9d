package arbitre.report;

import static org.assertj.core.api.Assertions.assertThat;

import arbitre.clock.TimeControl;
import arbitre.standings.GameRecord;
import arbitre.standings.Standings;
import arbitre.standings.StandingsFiles;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The report of a tournament most of whose games ended by a forfeit, rendered by headless
 * Chromium: the warning is on the page, above the standings, with the bots' names as text.
 */
class ForfeitWarningReportIT {
    private static final Path SCREENSHOTS = Path.of("target", "report-screenshots");

    @TempDir
    Path dir;

    private static GameRecord game(String id, String p1, String p2, int winner, String reason, Integer forfeit) {
        return new GameRecord(id, "matches/" + id + ".json", p1, p2, winner, reason, forfeit, 0, List.of(0, 0));
    }

    private Path report(List<GameRecord> games) throws Exception {
        Standings standings = Standings.compute(
                "forfeits",
                Standings.Header.of("awale", "official", TimeControl.perMove(100), null),
                List.of(),
                games,
                null,
                "now");
        StandingsFiles.write(standings, dir);
        Path html = dir.resolve("report.html");
        HtmlReport.writeTournament(html, dir.resolve(StandingsFiles.JSON));
        return html;
    }

    @Test
    void report_mostGamesLostOnTime_showsTheWarningAboveTheStandings() throws Exception {
        List<GameRecord> games = new ArrayList<>();
        for (int round = 1; round <= 4; round++) {
            games.add(game("iddfs-vs-<b>greedy</b>-" + round, "iddfs", "<b>greedy</b>", 2, "timeout", 1));
            games.add(game("<b>greedy</b>-vs-iddfs-" + round, "<b>greedy</b>", "iddfs", 2, "timeout", 1));
        }
        Path html = report(games);

        String dom = Chromium.dom(dir, html.toUri().toString());

        assertThat(dom)
                .contains("<p id=\"forfeit-warning\" class=\"warning\" role=\"alert\">Warning: 8 of 8 games ended by a "
                        + "forfeit: ")
                .contains("iddfs timeout 4", "&lt;b&gt;greedy&lt;/b&gt; timeout 4")
                .doesNotContain("<b>greedy</b>");
        assertThat(dom.indexOf("id=\"forfeit-warning\"")).isLessThan(dom.indexOf("id=\"standings\""));
        // No move was played: the thinking times are blank, not zeros that look measured.
        assertThat(dom).contains("data-mean-ms=\"0\">\u2013<");
        Files.createDirectories(SCREENSHOTS);
        Path png = SCREENSHOTS.resolve("report-forfeits.png").toAbsolutePath();
        Chromium.run(
                dir,
                "--screenshot=" + png,
                "--window-size=1200,700",
                html.toUri().toString());
        assertThat(png).isNotEmptyFile();
    }

    @Test
    void report_fewForfeits_hidesTheWarning() throws Exception {
        List<GameRecord> games = new ArrayList<>(List.of(game("a-vs-b-1", "a", "b", 2, "crash", 1)));
        for (int round = 2; round <= 6; round++) {
            games.add(game("a-vs-b-" + round, "a", "b", 1, "majority", null));
        }
        Path html = report(games);

        String dom = Chromium.dom(dir, html.toUri().toString());

        assertThat(dom)
                .contains("data-ready=\"true\"")
                .contains("<p id=\"forfeit-warning\" class=\"warning\" role=\"alert\" hidden=\"\"></p>");
    }
}
