package arbitre.tournament.schedule;

import arbitre.standings.TieBreaks;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * A Swiss field as the rounds so far have left it: scores, who met whom, who opened how often,
 * who had the bye. Fed round by round, from match logs ({@link SwissPlan}) or from a model of games
 * ({@code arbitre.bench.RankingSimulation}), so that both pair with the same code.
 */
public final class SwissField {
    private final List<String> seeded;
    private final double byePoints;
    private final Map<String, Double> score = new HashMap<>();
    private final Map<String, Integer> firstBalance = new HashMap<>();
    private final Map<String, Set<String>> met = new HashMap<>();
    private final List<String> byes = new ArrayList<>();
    private final List<TieBreaks.Result> results = new ArrayList<>();

    /**
     * An empty field.
     *
     * @param seeded the players, top seed first
     * @param byePoints what a bye is worth: the points of a mini-match won
     */
    public SwissField(List<String> seeded, double byePoints) {
        this.seeded = List.copyOf(seeded);
        this.byePoints = byePoints;
        for (String name : seeded) {
            score.put(name, 0.0);
            firstBalance.put(name, 0);
            met.put(name, new HashSet<>());
        }
    }

    /** Records a mini-match; {@code first} opened its first game. */
    public void played(String first, String second, double firstPoints, double secondPoints) {
        score.merge(first, firstPoints, Double::sum);
        score.merge(second, secondPoints, Double::sum);
        firstBalance.merge(first, 1, Integer::sum);
        firstBalance.merge(second, -1, Integer::sum);
        met.get(first).add(second);
        met.get(second).add(first);
        results.add(new TieBreaks.Result(first, second, firstPoints, secondPoints));
    }

    /** Records a bye. */
    public void bye(String name) {
        score.merge(name, byePoints, Double::sum);
        byes.add(name);
    }

    /** Pairs the next round. */
    public SwissPairing.Round pairNext() {
        List<SwissPairing.Entrant> entrants = new ArrayList<>();
        for (String name : seeded) {
            entrants.add(new SwissPairing.Entrant(
                    name,
                    (int) Math.round(2 * score.get(name)),
                    firstBalance.get(name),
                    met.get(name),
                    byes.contains(name)));
        }
        return SwissPairing.pair(entrants);
    }

    /** The table: score, Buchholz, Sonneborn-Berger. */
    public List<TieBreaks.Row> table() {
        return TieBreaks.compute(seeded, results, byes, byePoints);
    }

    /** Whether these two have met. */
    public boolean met(String a, String b) {
        return met.get(a).contains(b);
    }

    /** The players with a bye so far, once per bye. */
    public List<String> byes() {
        return List.copyOf(byes);
    }
}
