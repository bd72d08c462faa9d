package arbitre.tournament.schedule;

import arbitre.game.OpeningSuite;
import arbitre.tournament.config.TournamentConfig;
import java.util.ArrayList;
import java.util.List;

/**
 * A knockout bracket, worked out from its seeds and the games finished so far.
 *
 * <p>The bracket has the next power of two of places; seeds are placed as in tennis and chess
 * (1 meets the last, 2 the second last, and 1 and 2 can meet only in the final), and a place past
 * the field is a bye, so the top seeds have them. Each tie is a mini-match of {@code gamesPerPair}
 * games from openings with the sides swapped; a tie still level adds one pair of games at a time,
 * up to {@code extraPairs}, and a tie level after those goes to the higher seed. A round is known
 * once every tie of the round before it is decided: the bracket is a pure function of its seeds
 * and the finished games, so a run can stop anywhere and resume.
 */
final class Knockout {
    private Knockout() {}

    /**
     * One tie.
     *
     * @param round 1 for the first round
     * @param high the higher seed
     * @param low the other, or {@code null} for a bye
     * @param matches its games so far, played and to play
     * @param highPoints points of the higher seed
     * @param lowPoints points of the other
     * @param winner who goes through, or {@code null} while undecided
     * @param bySeed whether it was decided by the seeding after the extra pairs
     */
    record Tie(
            int round,
            Seeded high,
            Seeded low,
            List<Schedule.Match> matches,
            double highPoints,
            double lowPoints,
            Seeded winner,
            boolean bySeed) {}

    /** A bot with its seed, 1 for the top. */
    record Seeded(int seed, TournamentConfig.Bot bot) {}

    /** The bracket as far as it is known; {@code champion} when the final is decided. */
    record Bracket(List<List<Tie>> rounds, int totalRounds, Seeded champion) {
        /** Every match of the bracket so far. */
        List<Schedule.Match> matches() {
            return rounds.stream()
                    .flatMap(List::stream)
                    .flatMap(t -> t.matches().stream())
                    .toList();
        }
    }

    /** The places of seeds 1..size in bracket order: [1, 8, 4, 5, 2, 7, 3, 6] for 8. */
    static int[] placement(int size) {
        int[] order = {1};
        while (order.length < size) {
            int n = order.length * 2;
            int[] next = new int[n];
            for (int i = 0; i < order.length; i++) {
                next[2 * i] = order[i];
                next[2 * i + 1] = n + 1 - order[i];
            }
            order = next;
        }
        return order;
    }

    static Bracket plan(
            TournamentConfig config, List<TournamentConfig.Bot> seeds, String stage, int extraPairs, Results results) {
        OpeningSuite suite = Schedule.suite(config);
        int size = 1;
        while (size < seeds.size()) {
            size *= 2;
        }
        int total = Integer.numberOfTrailingZeros(size);
        int[] places = placement(size);
        List<Seeded> alive = new ArrayList<>();
        for (int place : places) {
            alive.add(place <= seeds.size() ? new Seeded(place, seeds.get(place - 1)) : null);
        }
        List<List<Tie>> rounds = new ArrayList<>();
        for (int round = 1; round <= total; round++) {
            List<Tie> ties = new ArrayList<>();
            List<Seeded> winners = new ArrayList<>();
            for (int i = 0; i < alive.size(); i += 2) {
                Seeded a = alive.get(i);
                Seeded b = alive.get(i + 1);
                Seeded high = b == null || (a != null && a.seed() < b.seed()) ? a : b;
                Seeded low = high == a ? b : a;
                Tie tie = tie(config, suite, stage + "k" + round, round, high, low, extraPairs, results);
                ties.add(tie);
                winners.add(tie.winner());
            }
            rounds.add(List.copyOf(ties));
            if (winners.contains(null)) {
                return new Bracket(List.copyOf(rounds), total, null);
            }
            alive = winners;
        }
        return new Bracket(List.copyOf(rounds), total, alive.get(0));
    }

    private static Tie tie(
            TournamentConfig config,
            OpeningSuite suite,
            String stage,
            int round,
            Seeded high,
            Seeded low,
            int extraPairs,
            Results results) {
        if (low == null) {
            return new Tie(round, high, null, List.of(), 0, 0, high, false);
        }
        int pairs = config.gamesPerPair() / 2;
        List<Schedule.Match> matches =
                new ArrayList<>(Schedule.miniMatch(config, suite, stage, high.bot(), low.bot(), 1, pairs, 0));
        while (true) {
            double hp = results.points(matches, high.bot().name());
            double lp = results.points(matches, low.bot().name());
            if (!results.allDone(matches)) {
                return new Tie(round, high, low, List.copyOf(matches), hp, lp, null, false);
            }
            if (hp != lp) {
                return new Tie(round, high, low, List.copyOf(matches), hp, lp, hp > lp ? high : low, false);
            }
            if (pairs >= config.gamesPerPair() / 2 + extraPairs) {
                return new Tie(round, high, low, List.copyOf(matches), hp, lp, high, true);
            }
            pairs++;
            matches.addAll(
                    Schedule.miniMatch(config, suite, stage, high.bot(), low.bot(), pairs, pairs, matches.size()));
        }
    }
}
