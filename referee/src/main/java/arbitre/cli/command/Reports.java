package arbitre.cli.command;

import arbitre.report.HtmlReport;
import arbitre.standings.StandingsFiles;
import arbitre.tournament.TournamentRunner;

/** What is made from fresh standings besides {@code standings.json} and {@code standings.md}: the HTML report. */
final class Reports {
    static final String HTML = "report.html";

    private Reports() {
    }

    static TournamentRunner.Publisher publisher() {
        return (standings, folder) -> HtmlReport.writeTournament(folder.resolve(HTML),
                folder.resolve(StandingsFiles.JSON));
    }
}
