package arbitre.tournament.schedule;

import arbitre.game.OpeningSuite;
import arbitre.tournament.config.TournamentConfig;
import java.util.ArrayList;
import java.util.List;

/**
 * A Swiss worked out from the config and the games finished so far: round 1 is paired from the
 * seeds, and each later round from the results of the rounds before it ({@link SwissPairing}), so
 * that any run, on any machine, pairs a round the same way once the rounds before it are complete.
 * A round's games are named {@code r<round>-<first>-vs-<second>-<pair>}.
 */
final class SwissPlan {
    private SwissPlan() {}

    /**
     * One round: its pairings and their games.
     *
     * @param number 1 for the first
     * @param pairing who meets whom, and the bye
     * @param matches its games
     */
    record Round(int number, SwissPairing.Round pairing, List<Schedule.Match> matches) {}

    /**
     * How far the Swiss is.
     *
     * @param rounds the rounds known: the complete ones and the one being played
     * @param playing the round being played, or 0 when every round is complete
     * @param field the scores of the complete rounds
     * @param total how many rounds the Swiss has
     */
    record State(List<Round> rounds, int playing, SwissField field, int total) {
        List<Schedule.Match> matches() {
            return rounds.stream().flatMap(r -> r.matches().stream()).toList();
        }
    }

    static State plan(TournamentConfig config, int totalRounds, Results results) {
        OpeningSuite suite = Schedule.suite(config);
        List<String> names =
                config.bots().stream().map(TournamentConfig.Bot::name).toList();
        SwissField field = new SwissField(names, config.gamesPerPair());
        List<Round> rounds = new ArrayList<>();
        for (int number = 1; number <= totalRounds; number++) {
            SwissPairing.Round pairing = field.pairNext();
            List<Schedule.Match> matches = new ArrayList<>();
            for (SwissPairing.Pairing p : pairing.pairings()) {
                matches.addAll(Schedule.miniMatch(
                        config,
                        suite,
                        "r" + number,
                        config.bot(p.first()),
                        config.bot(p.second()),
                        1,
                        config.gamesPerPair() / 2,
                        matches.size()));
            }
            rounds.add(new Round(number, pairing, List.copyOf(matches)));
            if (!results.allDone(matches)) {
                return new State(List.copyOf(rounds), number, field, totalRounds);
            }
            int perPairing = config.gamesPerPair();
            for (int i = 0; i < pairing.pairings().size(); i++) {
                SwissPairing.Pairing p = pairing.pairings().get(i);
                List<Schedule.Match> games = matches.subList(i * perPairing, (i + 1) * perPairing);
                field.played(
                        p.first(), p.second(), results.points(games, p.first()), results.points(games, p.second()));
            }
            if (pairing.bye() != null) {
                field.bye(pairing.bye());
            }
        }
        return new State(List.copyOf(rounds), 0, field, totalRounds);
    }
}
