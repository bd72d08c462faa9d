package arbitre.tournament.schedule;

import arbitre.standings.GameRecord;
import java.util.List;
import java.util.Map;

/** The finished games of a tournament by match id, as its plan reads them. */
record Results(Map<String, GameRecord> games) {
    Results {
        games = Map.copyOf(games);
    }

    /** Whether every one of these matches is finished. */
    boolean allDone(List<Schedule.Match> matches) {
        return matches.stream().allMatch(m -> games.containsKey(m.id()));
    }

    /** The points {@code bot} made in these (finished) matches: a win 1, a draw ½. */
    double points(List<Schedule.Match> matches, String bot) {
        double points = 0;
        for (Schedule.Match m : matches) {
            GameRecord g = games.get(m.id());
            if (g == null) {
                continue;
            }
            int player = g.player1().equals(bot) ? 1 : g.player2().equals(bot) ? 2 : 0;
            boolean bothForfeited = g.winner() == 0 && g.forfeit() != null && g.forfeit() == 0;
            if (player != 0 && g.winner() == player) {
                points += 1;
            } else if (player != 0 && g.winner() == 0 && !bothForfeited) {
                points += 0.5;
            }
        }
        return points;
    }
}
