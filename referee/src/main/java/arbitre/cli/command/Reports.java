package arbitre.cli.command;

import arbitre.log.MatchLog;
import arbitre.report.HtmlReport;
import arbitre.standings.Standings;
import arbitre.tournament.run.TournamentRunner;
import java.io.IOException;
import java.nio.file.Path;

/** What is made from fresh standings besides {@code standings.json} and {@code standings.md}: the HTML report. */
final class Reports {
    static final String HTML = "report.html";

    private Reports() {}

    /**
     * A publisher for one run: it keeps the replays of the logs it has seen, so that each report
     * reads only the logs that are new since the last.
     */
    static TournamentRunner.Publisher publisher() {
        HtmlReport.Replays replays = new HtmlReport.Replays();
        return new TournamentRunner.Publisher() {
            @Override
            public void publish(Standings standings, Path folder) throws IOException {
                publish(standings, folder, false);
            }

            @Override
            public void publish(Standings standings, Path folder, boolean live) throws IOException {
                HtmlReport.writeTournament(
                        folder.resolve(HTML), standings, folder, replays, live ? java.time.Instant.now() : null);
            }

            @Override
            public void matchWritten(Path logFile, MatchLog log) {
                replays.add(logFile, log);
            }
        };
    }
}
