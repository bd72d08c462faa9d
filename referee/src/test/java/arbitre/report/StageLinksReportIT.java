package arbitre.report;

import static org.assertj.core.api.Assertions.assertThat;

import arbitre.clock.TimeControl;
import arbitre.standings.GameRecord;
import arbitre.standings.Standings;
import arbitre.standings.StandingsFiles;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The report of a staged tournament links the tables beside it, as Chromium renders the page. */
class StageLinksReportIT {
    @TempDir
    Path dir;

    private Path report() throws Exception {
        Standings standings = Standings.compute(
                "cup",
                Standings.Header.of("awale", "official", TimeControl.perMove(100), null),
                List.of(),
                List.of(new GameRecord(
                        "a-vs-b-1", "matches/a-vs-b-1.json", "a", "b", 1, "majority", null, 0, List.of(30, 10))),
                null,
                "now");
        StandingsFiles.write(standings, dir);
        Path html = dir.resolve("report.html");
        HtmlReport.writeTournament(html, dir.resolve(StandingsFiles.JSON));
        return html;
    }

    @Test
    void report_besideABracketAndASwissTable_linksBoth() throws Exception {
        Files.writeString(dir.resolve("bracket.html"), "<html></html>");
        Files.writeString(dir.resolve("swiss.md"), "# cup\n");

        String dom = Chromium.dom(dir, report().toUri().toString());

        assertThat(dom)
                .contains("<p id=\"stages\"><a href=\"bracket.html\">The knockout bracket</a> \u00b7 "
                        + "<a href=\"swiss.md\">The Swiss table (Buchholz, Sonneborn-Berger)</a></p>");
    }

    @Test
    void report_ofARoundRobin_hasNoStageLinks() throws Exception {
        String dom = Chromium.dom(dir, report().toUri().toString());

        assertThat(dom).contains("<p id=\"stages\" hidden=\"\"></p>");
    }
}
