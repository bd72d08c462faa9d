package arbitre.standings;

import arbitre.match.Violation;
import com.fasterxml.jackson.annotation.JsonIgnore;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;

/**
 * The table of a tournament, computed from its finished games alone: points (win 1, draw ½, a
 * forfeit 0), wins, draws and losses, seeds for and against, an {@link Elo} rating with its margin,
 * forfeits by reason, a crosstable, and the list of games. Written as {@code standings.json} by
 * {@link StandingsFiles}; the field names are part of the file format.
 *
 * <p>Ranked by points, then Elo, then name. A game both bots forfeited (neither started, say) is a
 * loss for both and left out of the Elo fit, so a bot that forfeits every game scores 0.
 *
 * @param format the layout version, 1
 * @param name the tournament's name
 * @param rules the rule set's name
 * @param generatedAt when the table was computed, ISO-8601 UTC
 * @param games the number of games counted
 * @param eloAnchor the bot rated 0, or {@code null} when the mean is 0
 * @param standings one row per bot, best first
 * @param crosstable points and games of each bot against each other, in the order of the rows
 * @param matches every game counted
 */
@JsonPropertyOrder({"format", "name", "rules", "generatedAt", "games", "eloAnchor", "standings", "crosstable",
    "matches"})
public record Standings(int format, String name, String rules, String generatedAt, int games, String eloAnchor,
        List<Row> standings, Crosstable crosstable, List<GameRecord> matches) {

    public static final int FORMAT = 1;

    /** The reasons a bot can forfeit, in the order the tables show them. */
    public static final List<String> FORFEIT_REASONS = Arrays.stream(Violation.values())
            .map(Violation::wireName).toList();

    /**
     * One bot's line.
     *
     * @param forfeits games lost by breaking the protocol, by reason (every reason, zeros included)
     */
    @JsonPropertyOrder({"rank", "name", "games", "wins", "draws", "losses", "points", "seedsFor", "seedsAgainst",
        "elo", "eloError", "forfeits"})
    public record Row(int rank, String name, int games, int wins, int draws, int losses, double points, int seedsFor,
            int seedsAgainst, double elo, double eloError, Map<String, Integer> forfeits) {

        /** All of its forfeits. */
        @JsonIgnore
        public int forfeitCount() {
            return forfeits.values().stream().mapToInt(Integer::intValue).sum();
        }
    }

    /**
     * Bot against bot, in the order of the rows: {@code points[i][j]} is what bot i scored against
     * bot j ({@code null} on the diagonal), {@code games[i][j]} how many games they played.
     */
    @JsonPropertyOrder({"names", "points", "games"})
    public record Crosstable(List<String> names, List<List<Double>> points, List<List<Integer>> games) {
    }

    /**
     * Computes the table.
     *
     * @param bots names to list even without a game (the tournament's bots), or an empty list
     * @param anchor the bot rated 0, or {@code null} for a mean of 0; ignored when it has no row
     */
    public static Standings compute(String name, String rules, List<String> bots, List<GameRecord> games,
            String anchor, String generatedAt) {
        TreeSet<String> known = new TreeSet<>(bots);
        for (GameRecord g : games) {
            known.add(g.player1());
            known.add(g.player2());
        }
        List<String> names = new ArrayList<>(bots);
        for (String n : known) {
            if (!names.contains(n)) {
                names.add(n);
            }
        }
        int n = names.size();
        Map<String, Integer> index = new HashMap<>();
        for (int i = 0; i < n; i++) {
            index.put(names.get(i), i);
        }
        Tally[] tallies = new Tally[n];
        for (int i = 0; i < n; i++) {
            tallies[i] = new Tally();
        }
        double[][] points = new double[n][n];
        int[][] played = new int[n][n];
        double[][] eloPoints = new double[n][n];
        int[][] eloGames = new int[n][n];
        for (GameRecord g : games) {
            int[] at = {-1, index.get(g.player1()), index.get(g.player2())};
            for (int p = 1; p <= 2; p++) {
                Tally t = tallies[at[p]];
                int me = at[p];
                int other = at[3 - p];
                double score = g.points(p);
                t.games++;
                t.points += score;
                if (score == 1) {
                    t.wins++;
                } else if (score == 0.5) {
                    t.draws++;
                } else {
                    t.losses++;
                }
                t.seedsFor += g.captured().get(p - 1);
                t.seedsAgainst += g.captured().get(2 - p);
                if (g.forfeited(p)) {
                    t.forfeits.merge(g.reason(), 1, Integer::sum);
                }
                points[me][other] += score;
                played[me][other]++;
                if (g.forfeit() == null || g.forfeit() != 0) {
                    eloPoints[me][other] += score;
                    eloGames[me][other]++;
                }
            }
        }
        int anchorIndex = anchor != null && index.containsKey(anchor) ? index.get(anchor) : -1;
        Elo elo = Elo.fit(eloPoints, eloGames, anchorIndex);

        Integer[] order = new Integer[n];
        for (int i = 0; i < n; i++) {
            order[i] = i;
        }
        Arrays.sort(order, Comparator.<Integer>comparingDouble(i -> -tallies[i].points)
                .thenComparingDouble(i -> -elo.rating(i))
                .thenComparing(names::get));
        List<Row> rows = new ArrayList<>();
        for (int r = 0; r < n; r++) {
            int i = order[r];
            Tally t = tallies[i];
            Map<String, Integer> forfeits = new LinkedHashMap<>();
            for (String reason : FORFEIT_REASONS) {
                forfeits.put(reason, t.forfeits.getOrDefault(reason, 0));
            }
            rows.add(new Row(r + 1, names.get(i), t.games, t.wins, t.draws, t.losses, t.points, t.seedsFor,
                    t.seedsAgainst, round(elo.rating(i)), round(elo.margin(i)), forfeits));
        }
        List<String> rankedNames = new ArrayList<>();
        List<List<Double>> crossPoints = new ArrayList<>();
        List<List<Integer>> crossGames = new ArrayList<>();
        for (int r = 0; r < n; r++) {
            int i = order[r];
            rankedNames.add(names.get(i));
            List<Double> pointRow = new ArrayList<>();
            List<Integer> gameRow = new ArrayList<>();
            for (int c = 0; c < n; c++) {
                int j = order[c];
                pointRow.add(i == j ? null : points[i][j]);
                gameRow.add(played[i][j]);
            }
            crossPoints.add(pointRow);
            crossGames.add(gameRow);
        }
        return new Standings(FORMAT, name, rules, generatedAt, games.size(), anchorIndex >= 0 ? anchor : null, rows,
                new Crosstable(rankedNames, crossPoints, crossGames), List.copyOf(games));
    }

    private static double round(double v) {
        return Math.round(v * 10) / 10.0;
    }

    private static final class Tally {
        int games;
        int wins;
        int draws;
        int losses;
        double points;
        int seedsFor;
        int seedsAgainst;
        final Map<String, Integer> forfeits = new HashMap<>();
    }
}
