package arbitre.standings;

import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The table of a Swiss (or of any field whose players did not all meet): each player's score with
 * the tie-breaks that chess uses, computed from mini-match results and byes.
 *
 * <ul>
 *   <li><b>Buchholz</b>: the sum of the scores of the player's opponents, a measure of how hard
 *       its draw was;
 *   <li><b>Sonneborn-Berger</b>: the sum, over its opponents, of the opponent's score times the
 *       share of their mini-match the player won: beating strong players counts more.
 * </ul>
 * Ranked by score, then Buchholz, then Sonneborn-Berger, then seed (the order the names were given).
 * Scores are in points (a game won 1, drawn ½); a bye is worth a mini-match won, as in chess.
 */
public final class TieBreaks {
    private TieBreaks() {}

    /** The points each of two players made in their mini-match. */
    public record Result(String first, String second, double firstPoints, double secondPoints) {}

    /**
     * One player's line.
     *
     * @param rank its place, 1 for the best
     * @param name its name
     * @param score its points, byes included
     * @param buchholz the sum of its opponents' scores
     * @param sonnebornBerger the sum of its opponents' scores, each weighted by the share of the
     *     mini-match it won
     * @param opponents how many mini-matches it played
     * @param byes how many byes it had
     * @param placedBy what put it below the row above with the same score: {@link #BUCHHOLZ},
     *     {@link #SONNEBORN_BERGER} or {@link #SEED} (tied on every column); {@code null} for the
     *     first row and a row whose score alone places it
     */
    @JsonPropertyOrder({"rank", "name", "score", "buchholz", "sonnebornBerger", "opponents", "byes", "placedBy"})
    public record Row(
            int rank,
            String name,
            double score,
            double buchholz,
            double sonnebornBerger,
            int opponents,
            int byes,

            @com.fasterxml.jackson.annotation.JsonInclude(com.fasterxml.jackson.annotation.JsonInclude.Include.NON_NULL)
            String placedBy) {}

    /** The order of the table, in words: the one official order of a Swiss. */
    public static final String ORDER =
            "score (byes included), then Buchholz, then Sonneborn-Berger, then seed (the config's order of the bots)";

    /** The tie-breaks by name, as {@link Row#placedBy} gives them. */
    public static final String BUCHHOLZ = "Buchholz";

    public static final String SONNEBORN_BERGER = "Sonneborn-Berger";
    public static final String SEED = "seed";

    /**
     * The table.
     *
     * @param seeded every player's name, the top seed first
     * @param results the mini-matches played
     * @param byes the players who had a bye, once per bye
     * @param byePoints what a bye is worth
     */
    public static List<Row> compute(List<String> seeded, List<Result> results, List<String> byes, double byePoints) {
        Map<String, Double> score = new LinkedHashMap<>();
        Map<String, Integer> seed = new HashMap<>();
        for (String name : seeded) {
            score.put(name, 0.0);
            seed.put(name, seed.size());
        }
        for (Result r : results) {
            score.merge(known(score, r.first()), r.firstPoints(), Double::sum);
            score.merge(known(score, r.second()), r.secondPoints(), Double::sum);
        }
        Map<String, Integer> byeCount = new HashMap<>();
        for (String name : byes) {
            score.merge(known(score, name), byePoints, Double::sum);
            byeCount.merge(name, 1, Integer::sum);
        }
        Map<String, double[]> tie = new HashMap<>(); // buchholz, sonneborn-berger, opponents
        seeded.forEach(name -> tie.put(name, new double[3]));
        for (Result r : results) {
            double total = r.firstPoints() + r.secondPoints();
            double firstShare = total == 0 ? 0.5 : r.firstPoints() / total;
            add(tie.get(r.first()), score.get(r.second()), firstShare);
            add(tie.get(r.second()), score.get(r.first()), 1 - firstShare);
        }
        List<String> order = new ArrayList<>(seeded);
        order.sort(Comparator.<String>comparingDouble(score::get)
                .thenComparingDouble(n -> tie.get(n)[0])
                .thenComparingDouble(n -> tie.get(n)[1])
                .reversed()
                .thenComparingInt(seed::get));
        List<Row> rows = new ArrayList<>();
        String above = null;
        for (String name : order) {
            double[] t = tie.get(name);
            String placedBy = null;
            if (above != null && score.get(above).equals(score.get(name))) {
                double[] a = tie.get(above);
                placedBy = a[0] != t[0] ? BUCHHOLZ : a[1] != t[1] ? SONNEBORN_BERGER : SEED;
            }
            rows.add(new Row(
                    rows.size() + 1,
                    name,
                    score.get(name),
                    t[0],
                    t[1],
                    (int) t[2],
                    byeCount.getOrDefault(name, 0),
                    placedBy));
            above = name;
        }
        return List.copyOf(rows);
    }

    /** The order of {@code table} as the order of a tournament's standings, with its tie-breaks. */
    public static Standings.Ranking ranking(List<Row> table) {
        return ranking(table, "the Swiss table's: ");
    }

    /**
     * The order of a Swiss's table while its rounds are played: {@code table} counts the {@code
     * complete} rounds of {@code total}, and the words say so (a round under way changes no place).
     */
    public static Standings.Ranking ranking(List<Row> table, int complete, int total) {
        return complete == total
                ? ranking(table)
                : ranking(table, "the Swiss table's after " + complete + " of " + total + " rounds: ");
    }

    private static Standings.Ranking ranking(List<Row> table, String of) {
        Map<String, String> placed = new LinkedHashMap<>();
        for (Row r : table) {
            if (r.placedBy() != null) {
                placed.put(r.name(), r.placedBy());
            }
        }
        return new Standings.Ranking(of + ORDER, table.stream().map(Row::name).toList(), placed);
    }

    private static void add(double[] tie, double opponentScore, double share) {
        tie[0] += opponentScore;
        tie[1] += opponentScore * share;
        tie[2]++;
    }

    private static String known(Map<String, Double> score, String name) {
        if (!score.containsKey(name)) {
            throw new IllegalArgumentException("a result names '" + name + "', who is not in the field");
        }
        return name;
    }
}
