package arbitre.cli.command;

import arbitre.tournament.TournamentRunner;

/** What is made from fresh standings besides {@code standings.json} and {@code standings.md}. */
final class Reports {
    static final String HTML = "report.html";

    private Reports() {
    }

    static TournamentRunner.Publisher publisher() {
        return TournamentRunner.Publisher.NONE;
    }
}
