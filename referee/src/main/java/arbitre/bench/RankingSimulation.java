package arbitre.bench;

import arbitre.standings.Elo;
import arbitre.standings.TieBreaks;
import arbitre.tournament.schedule.SwissField;
import arbitre.tournament.schedule.SwissPairing;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;

/**
 * How well a format ranks a class, measured on a model: bots of known Elo play games whose outcome
 * is drawn from the Elo formula, in a double round robin and in a Swiss of the same field, paired
 * by the tournament's own {@link SwissPairing}. What is compared is the order each format ends
 * with, against the true order and against each other.
 *
 * <p>The model: the stronger bot's expected score is {@code 1 / (1 + 10^(-d/400))} for an Elo
 * difference {@code d}; a game is a draw with probability {@code drawRate} (less when the expected
 * score leaves no room for it), else a win for either side so that the expectation holds. The true
 * Elos are drawn from a normal distribution of the given spread. All of it from one seed.
 */
public final class RankingSimulation {
    private RankingSimulation() {}

    /**
     * A benchmark's settings.
     *
     * @param bots the size of the class
     * @param rounds the Swiss's rounds
     * @param gamesPerPair games of each mini-match, in both formats
     * @param spread the standard deviation of the true Elos
     * @param drawRate how often two equal bots draw
     * @param runs classes simulated
     * @param seed where every draw comes from
     */
    public record Settings(
            int bots, int rounds, int gamesPerPair, double spread, double drawRate, int runs, long seed) {
        public Settings {
            if (bots < 4) {
                throw new IllegalArgumentException("a class of at least 4 bots, got " + bots);
            }
            if (rounds < 1 || gamesPerPair < 2 || gamesPerPair % 2 != 0 || runs < 1) {
                throw new IllegalArgumentException("rounds " + rounds + ", games per pair " + gamesPerPair
                        + " (even), runs " + runs + ": each must be positive");
            }
        }
    }

    /**
     * What the runs found, averaged.
     *
     * @param swissVsTrue Spearman's rho of the Swiss's order against the true order
     * @param roundRobinVsTrue the same for the round robin
     * @param topQuarterVsRoundRobin Spearman's rho of the Swiss's order of the round robin's top
     *     quarter against the round robin's order of it
     * @param sameWinner the share of runs where both formats had the same winner
     * @param swissWinnerIsBest the share of runs where the Swiss's winner was the truly best bot
     * @param swissByEloVsTrue Spearman's rho against the true order of the Swiss's field ordered by
     *     an Elo fit of its games (the standings' Elo column) instead of score and tie-breaks
     * @param topQuarterByEloVsRoundRobin the top quarter's rho, the Swiss ordered by that fit
     * @param sameWinnerByElo the share of runs where the Swiss's best Elo was the round robin's winner
     * @param topQuarterRoundRobinAgain the top quarter's rho of a second round robin of the same
     *     class (other games of the same bots) against the first: what the luck of the games alone
     *     leaves of the top quarter's order, the most any format can reach against a round robin
     * @param sameWinnerRoundRobinAgain the share of runs where the second round robin had the first's winner
     * @param swissGames games of one Swiss
     * @param roundRobinGames games of one round robin
     */
    public record Summary(
            Settings settings,
            double swissVsTrue,
            double roundRobinVsTrue,
            double topQuarterVsRoundRobin,
            double sameWinner,
            double swissWinnerIsBest,
            double swissByEloVsTrue,
            double topQuarterByEloVsRoundRobin,
            double sameWinnerByElo,
            double topQuarterRoundRobinAgain,
            double sameWinnerRoundRobinAgain,
            long swissGames,
            long roundRobinGames) {}

    /** Runs the benchmark. */
    public static Summary run(Settings s) {
        double swissTrue = 0;
        double rrTrue = 0;
        double top = 0;
        int same = 0;
        int best = 0;
        long swissGames = 0;
        double eloTrue = 0;
        double eloTop = 0;
        int eloSame = 0;
        double againTop = 0;
        int againSame = 0;
        for (int run = 0; run < s.runs(); run++) {
            SplittableRandom random = new SplittableRandom(s.seed() * 1_000_003L + run);
            List<String> names = new ArrayList<>();
            Map<String, Double> elo = new HashMap<>();
            for (int i = 0; i < s.bots(); i++) {
                String name = "bot" + (i + 1);
                names.add(name);
                elo.put(name, s.spread() * gaussian(random));
            }
            List<String> truth = new ArrayList<>(names);
            truth.sort(Comparator.comparingDouble(elo::get).reversed());
            List<String> roundRobin = roundRobin(names, elo, s, random);
            SwissField field = new SwissField(names, s.gamesPerPair());
            List<TieBreaks.Result> played = new ArrayList<>();
            for (int round = 1; round <= s.rounds(); round++) {
                SwissPairing.Round pairing = field.pairNext();
                for (SwissPairing.Pairing p : pairing.pairings()) {
                    double firstPoints = miniMatch(elo.get(p.first()), elo.get(p.second()), s, random);
                    field.played(p.first(), p.second(), firstPoints, s.gamesPerPair() - firstPoints);
                    played.add(
                            new TieBreaks.Result(p.first(), p.second(), firstPoints, s.gamesPerPair() - firstPoints));
                    swissGames += s.gamesPerPair();
                }
                if (pairing.bye() != null) {
                    field.bye(pairing.bye());
                }
            }
            List<String> swiss = field.table().stream().map(TieBreaks.Row::name).toList();
            swissTrue += spearman(swiss, truth);
            rrTrue += spearman(roundRobin, truth);
            List<String> topQuarter = roundRobin.subList(0, Math.max(2, s.bots() / 4));
            top += spearman(swiss.stream().filter(topQuarter::contains).toList(), topQuarter);
            same += swiss.get(0).equals(roundRobin.get(0)) ? 1 : 0;
            best += swiss.get(0).equals(truth.get(0)) ? 1 : 0;
            List<String> byElo = byElo(names, played, s.gamesPerPair());
            eloTrue += spearman(byElo, truth);
            eloTop += spearman(byElo.stream().filter(topQuarter::contains).toList(), topQuarter);
            eloSame += byElo.get(0).equals(roundRobin.get(0)) ? 1 : 0;
            List<String> again = roundRobin(names, elo, s, random);
            againTop += spearman(again.stream().filter(topQuarter::contains).toList(), topQuarter);
            againSame += again.get(0).equals(roundRobin.get(0)) ? 1 : 0;
        }
        long rrGames = (long) s.bots() * (s.bots() - 1) / 2 * s.gamesPerPair();
        return new Summary(
                s,
                swissTrue / s.runs(),
                rrTrue / s.runs(),
                top / s.runs(),
                (double) same / s.runs(),
                (double) best / s.runs(),
                eloTrue / s.runs(),
                eloTop / s.runs(),
                (double) eloSame / s.runs(),
                againTop / s.runs(),
                (double) againSame / s.runs(),
                swissGames / s.runs(),
                rrGames);
    }

    private static List<String> roundRobin(
            List<String> names, Map<String, Double> elo, Settings s, SplittableRandom random) {
        List<TieBreaks.Result> results = new ArrayList<>();
        for (int i = 0; i < names.size(); i++) {
            for (int j = i + 1; j < names.size(); j++) {
                double points = miniMatch(elo.get(names.get(i)), elo.get(names.get(j)), s, random);
                results.add(new TieBreaks.Result(names.get(i), names.get(j), points, s.gamesPerPair() - points));
            }
        }
        return TieBreaks.compute(names, results, List.of(), 0).stream()
                .map(TieBreaks.Row::name)
                .toList();
    }

    /** The field ordered by a maximum-likelihood Elo fit of its games, best first. */
    private static List<String> byElo(List<String> names, List<TieBreaks.Result> results, int gamesPerPair) {
        int n = names.size();
        Map<String, Integer> at = new HashMap<>();
        names.forEach(name -> at.put(name, at.size()));
        double[][] points = new double[n][n];
        int[][] games = new int[n][n];
        for (TieBreaks.Result r : results) {
            int a = at.get(r.first());
            int b = at.get(r.second());
            points[a][b] += r.firstPoints();
            points[b][a] += r.secondPoints();
            games[a][b] += gamesPerPair;
            games[b][a] += gamesPerPair;
        }
        Elo elo = Elo.fit(points, games, -1);
        List<String> order = new ArrayList<>(names);
        order.sort(Comparator.comparingDouble((String name) -> elo.rating(at.get(name)))
                .reversed());
        return order;
    }

    /** The points the first bot makes in a mini-match. */
    static double miniMatch(double eloA, double eloB, Settings s, SplittableRandom random) {
        double expected = 1 / (1 + Math.pow(10, (eloB - eloA) / 400));
        double draw = Math.min(s.drawRate(), 2 * Math.min(expected, 1 - expected));
        double win = expected - draw / 2;
        double points = 0;
        for (int g = 0; g < s.gamesPerPair(); g++) {
            double u = random.nextDouble();
            points += u < win ? 1 : u < win + draw ? 0.5 : 0;
        }
        return points;
    }

    /** Spearman's rho between two orders of the same names. */
    static double spearman(List<String> order, List<String> reference) {
        int n = order.size();
        if (n < 2) {
            return 1;
        }
        Map<String, Integer> at = new HashMap<>();
        for (int i = 0; i < n; i++) {
            at.put(reference.get(i), i);
        }
        double sum = 0;
        for (int i = 0; i < n; i++) {
            double d = i - at.get(order.get(i));
            sum += d * d;
        }
        return 1 - 6 * sum / ((double) n * ((double) n * n - 1));
    }

    private static double gaussian(SplittableRandom random) {
        double u = 1 - random.nextDouble();
        double v = random.nextDouble();
        return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
    }
}
