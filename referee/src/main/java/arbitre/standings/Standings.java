package arbitre.standings;

import arbitre.clock.TimeControl;
import arbitre.match.Violation;
import com.fasterxml.jackson.annotation.JsonAlias;
import com.fasterxml.jackson.annotation.JsonIgnore;
import com.fasterxml.jackson.annotation.JsonInclude;
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
 * forfeit 0), wins, draws and losses, what each captured, for and against, an {@link Elo} rating with its margin,
 * forfeits by reason, a crosstable, and the list of games. Written as {@code standings.json} by
 * {@link StandingsFiles}; the field names are part of the file format.
 *
 * <p>Ranked by points, then Elo, then name, unless a {@link Ranking} says otherwise (a Swiss). A game both bots forfeited (neither started, say) is a
 * loss for both and left out of the Elo fit, so a bot that forfeits every game scores 0.
 *
 * @param format the layout version, 1
 * @param name the tournament's name
 * @param rules the rule set's name (the game's variant, as in {@code header})
 * @param header what was played: game, variant, starts, clock, description
 * @param generatedAt when the table was computed, ISO-8601 UTC
 * @param games the number of games counted
 * @param forfeitShare how many of them ended by a forfeit, by bot and reason, with a warning when
 *     they are so many that the table says little about strength; {@code null} in files written
 *     before it was recorded
 * @param eloAnchor the bot rated 0, or {@code null} when the mean is 0
 * @param standings one row per bot, best first
 * @param rounds each bot's points after each round ({@link Rounds})
 * @param crosstable points and games of each bot against each other, in the order of the rows
 * @param matches every game counted
 * @param ranking the order the rows follow when it is not this table's own (a Swiss's table),
 *     with the tie-break that placed each bot tied on score; {@code null} for points, then Elo,
 *     then name
 */
@JsonPropertyOrder({
    "format",
    "name",
    "rules",
    "header",
    "generatedAt",
    "games",
    "forfeitShare",
    "eloAnchor",
    "standings",
    "rounds",
    "crosstable",
    "matches",
    "ranking",
    "notFinal"
})
public record Standings(
        int format,
        String name,
        String rules,
        Header header,
        String generatedAt,
        int games,
        ForfeitShare forfeitShare,
        String eloAnchor,
        List<Row> standings,
        Rounds rounds,
        Crosstable crosstable,
        List<GameRecord> matches,

        @com.fasterxml.jackson.annotation.JsonInclude(com.fasterxml.jackson.annotation.JsonInclude.Include.NON_NULL)
        Ranking ranking,

        @com.fasterxml.jackson.annotation.JsonInclude(com.fasterxml.jackson.annotation.JsonInclude.Include.NON_NULL)
        String notFinal) {

    public static final int FORMAT = 1;

    /** These standings, said to be not the tournament's last as {@code notFinal} puts it ({@code null}: they are). */
    public Standings withNotFinal(String notFinal) {
        return new Standings(
                format,
                name,
                rules,
                header,
                generatedAt,
                games,
                forfeitShare,
                eloAnchor,
                standings,
                rounds,
                crosstable,
                matches,
                ranking,
                notFinal);
    }

    /**
     * An order of the bots that is not the table's own: a Swiss ranks by its score and tie-breaks,
     * and its standings, report and command follow that one official order.
     *
     * @param rule the order in words ({@code score, then Buchholz, …})
     * @param order the bots' names, best first; bots not named follow in the table's own order
     * @param tieBreaks for each bot placed below one with the same score, the tie-break that did it
     */
    @JsonPropertyOrder({"rule", "order", "tieBreaks"})
    public record Ranking(String rule, List<String> order, Map<String, String> tieBreaks) {
        public Ranking {
            order = List.copyOf(order);
            tieBreaks = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(tieBreaks));
        }
    }

    /** The reasons a bot can forfeit, in the order the tables show them. */
    public static final List<String> FORFEIT_REASONS =
            Arrays.stream(Violation.values()).map(Violation::wireName).toList();

    /**
     * What the games were: the heading of a report.
     *
     * @param game the game's name ({@code awale})
     * @param variant its rule set ({@code official})
     * @param starts the start positions (or openings) the games were played from, by name, sorted
     * @param timeControl the clock (move limit, bank, increment, grace, margin), {@code null} when
     *     not known
     * @param description the tournament's description, {@code null} when it has none
     */
    @JsonPropertyOrder({"game", "variant", "starts", "timeControl", "description"})
    public record Header(
            String game, String variant, List<String> starts, TimeControl timeControl, String description) {
        public Header {
            starts = starts == null ? List.of() : List.copyOf(starts);
        }

        /** A header whose starts are those of the games. */
        public static Header of(String game, String variant, TimeControl timeControl, String description) {
            return new Header(game, variant, List.of(), timeControl, description);
        }

        Header withStarts(List<String> names) {
            return new Header(game, variant, names, timeControl, description);
        }
    }

    /**
     * One bot's line.
     *
     * @param forfeits games lost by breaking the protocol, by reason (every reason, zeros included)
     * @param forfeitGames each of those games: its match, reason, log and the bot's standard error
     * @param asPlayer1 its games and points when it moved first
     * @param asPlayer2 its games and points when it moved second
     * @param thinking its thinking times over all its moves
     */
    @JsonPropertyOrder({
        "rank",
        "name",
        "games",
        "wins",
        "draws",
        "losses",
        "points",
        "capturedFor",
        "capturedAgainst",
        "elo",
        "eloError",
        "forfeits",
        "forfeitGames",
        "asPlayer1",
        "asPlayer2",
        "thinking"
    })
    public record Row(
            int rank,
            String name,
            int games,
            int wins,
            int draws,
            int losses,
            double points,
            @JsonAlias("seedsFor") int capturedFor,
            @JsonAlias("seedsAgainst") int capturedAgainst,
            double elo,
            double eloError,
            Map<String, Integer> forfeits,
            List<Forfeit> forfeitGames,
            Side asPlayer1,
            Side asPlayer2,
            ThinkingStats thinking) {

        /** All of its forfeits. */
        @JsonIgnore
        public int forfeitCount() {
            return forfeits.values().stream().mapToInt(Integer::intValue).sum();
        }
    }

    /**
     * A game a bot lost by breaking the protocol.
     *
     * @param id the match
     * @param reason the violation ({@code timeout}, {@code crash}, …)
     * @param file its log, as {@link GameRecord#file()}
     * @param stderr the bot's standard error of that game, as {@link GameRecord#stderr()}
     * @param diagnosis its likely cause, as the log gives it ({@code machine-overloaded}: a timeout
     *     the machine caused, counted once the game had been played again as often as allowed);
     *     {@code null} when none
     * @param playAgain the command that plays it again, as {@link GameRecord#playAgain()}; absent
     *     when none can
     */
    @JsonPropertyOrder({"id", "reason", "file", "stderr", "diagnosis", "playAgain"})
    public record Forfeit(
            String id,
            String reason,
            String file,
            String stderr,
            @JsonInclude(JsonInclude.Include.NON_NULL) String diagnosis,
            @JsonInclude(JsonInclude.Include.NON_NULL) String playAgain) {
        /** A forfeit without a diagnosis or the command that plays it again. */
        public Forfeit(String id, String reason, String file, String stderr) {
            this(id, reason, file, stderr, null, null);
        }
    }

    /** A bot's games and points as player 1, or as player 2. */
    @JsonPropertyOrder({"games", "points"})
    public record Side(int games, double points) {}

    /**
     * Points as the rounds go by, for a line chart. {@code numbers} are the rounds that hold a
     * game, in order; {@code points[i][k]} is what the bot of row i had after round
     * {@code numbers[k]}, so a row's last value is its points. A match's round is the number that
     * ends its name ({@code <first>-vs-<second>-<round>}, as the schedule names matches: round r
     * holds the r-th game of each pair with each bot first); a log whose name ends in no number
     * gets, among such logs, the k-th round for the k-th game between the same two bots with the
     * same one first, in the order the logs were found. The final that follows a Swiss has rounds
     * of its own ({@code final-k<round>-…}; a round-robin final's, as a round robin's), numbered
     * after the Swiss's last; {@code finalFrom} is the first of them, {@code null} without such a
     * final.
     */
    @JsonPropertyOrder({"numbers", "names", "points", "finalFrom"})
    public record Rounds(
            List<Integer> numbers,
            List<String> names,
            List<List<Double>> points,
            @JsonInclude(JsonInclude.Include.NON_NULL) Integer finalFrom) {}

    /**
     * Bot against bot, in the order of the rows: {@code points[i][j]} is what bot i scored against
     * bot j ({@code null} on the diagonal), {@code games[i][j]} how many games they played.
     */
    @JsonPropertyOrder({"names", "points", "games"})
    public record Crosstable(List<String> names, List<List<Double>> points, List<List<Integer>> games) {}

    /** The table of games without a header (their clock unknown, so thinking times without shares). */
    public static Standings compute(
            String name, String rules, List<String> bots, List<GameRecord> games, String anchor, String generatedAt) {
        return compute(name, Header.of(null, rules, null, null), bots, games, anchor, generatedAt);
    }

    /**
     * Computes the table.
     *
     * @param header what was played; its starts are taken from the games
     * @param bots names to list even without a game (the tournament's bots), or an empty list
     * @param anchor the bot rated 0, or {@code null} for a mean of 0; ignored when it has no row
     */
    public static Standings compute(
            String name, Header header, List<String> bots, List<GameRecord> games, String anchor, String generatedAt) {
        return compute(name, header, bots, games, anchor, generatedAt, null);
    }

    /**
     * Computes the table, its rows in the order of {@code ranking} ({@code null}: points, then
     * Elo, then name).
     */
    public static Standings compute(
            String name,
            Header header,
            List<String> bots,
            List<GameRecord> games,
            String anchor,
            String generatedAt,
            Ranking ranking) {
        games = numberRounds(games);
        TreeSet<String> known = new TreeSet<>(bots);
        TreeSet<String> starts = new TreeSet<>();
        for (GameRecord g : games) {
            known.add(g.player1());
            known.add(g.player2());
            starts.add(g.start());
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
                t.sideGames[p - 1]++;
                t.sidePoints[p - 1] += score;
                t.played.add(g);
                t.as.add(p);
                t.byRound.merge(g.round(), score, Double::sum);
                if (score == 1) {
                    t.wins++;
                } else if (score == 0.5) {
                    t.draws++;
                } else {
                    t.losses++;
                }
                t.capturedFor += g.captured().get(p - 1);
                t.capturedAgainst += g.captured().get(2 - p);
                if (g.forfeited(p)) {
                    t.forfeits.merge(g.reason(), 1, Integer::sum);
                    t.forfeitGames.add(new Forfeit(
                            g.id(), g.reason(), g.file(), g.stderr().get(p - 1), g.diagnosis(), g.playAgain()));
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
        Comparator<Integer> own = Comparator.<Integer>comparingDouble(i -> -tallies[i].points)
                .thenComparingDouble(i -> -elo.rating(i))
                .thenComparing(names::get);
        if (ranking != null) {
            int unranked = ranking.order().size();
            own = Comparator.<Integer>comparingInt(i -> {
                        int at = ranking.order().indexOf(names.get(i));
                        return at < 0 ? unranked : at;
                    })
                    .thenComparing(own);
        }
        Arrays.sort(order, own);
        List<Row> rows = new ArrayList<>();
        for (int r = 0; r < n; r++) {
            int i = order[r];
            Tally t = tallies[i];
            Map<String, Integer> forfeits = new LinkedHashMap<>();
            for (String reason : FORFEIT_REASONS) {
                forfeits.put(reason, t.forfeits.getOrDefault(reason, 0));
            }
            rows.add(new Row(
                    r + 1,
                    names.get(i),
                    t.games,
                    t.wins,
                    t.draws,
                    t.losses,
                    t.points,
                    t.capturedFor,
                    t.capturedAgainst,
                    round(elo.rating(i)),
                    round(elo.margin(i)),
                    forfeits,
                    List.copyOf(t.forfeitGames),
                    new Side(t.sideGames[0], t.sidePoints[0]),
                    new Side(t.sideGames[1], t.sidePoints[1]),
                    ThinkingStats.of(t.played, t.as, header.timeControl())));
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
        return new Standings(
                FORMAT,
                name,
                header.variant(),
                header.withStarts(List.copyOf(starts)),
                generatedAt,
                games.size(),
                ForfeitShare.of(games),
                anchorIndex >= 0 ? anchor : null,
                rows,
                rounds(games, rankedNames, order, tallies),
                new Crosstable(rankedNames, crossPoints, crossGames),
                List.copyOf(games),
                ranking,
                null);
    }

    /** Each bot's cumulative points after each round that holds a game, in the order of the rows. */
    private static Rounds rounds(List<GameRecord> games, List<String> rankedNames, Integer[] order, Tally[] tallies) {
        Integer finalFrom = games.stream()
                .filter(g -> GameRecord.inSwissFinal(g.id()))
                .map(GameRecord::round)
                .min(Integer::compare)
                .filter(first -> games.stream().anyMatch(g -> GameRecord.inSwissRound(g.id())))
                .orElse(null);
        List<Integer> numbers =
                games.stream().map(GameRecord::round).distinct().sorted().toList();
        List<List<Double>> cumulative = new ArrayList<>();
        for (Integer i : order) {
            List<Double> line = new ArrayList<>(numbers.size());
            double sum = 0;
            for (int round : numbers) {
                sum += tallies[i].byRound.getOrDefault(round, 0.0);
                line.add(sum);
            }
            cumulative.add(line);
        }
        return new Rounds(numbers, rankedNames, cumulative, finalFrom);
    }

    /**
     * The games, those whose name carries no round numbered: the k-th game between the same two
     * bots with the same one first is in round k (see {@link Rounds}); and the rounds of a Swiss's
     * final numbered after the Swiss's last, which it follows.
     */
    private static List<GameRecord> numberRounds(List<GameRecord> games) {
        int lastSwissRound = games.stream()
                .filter(g -> GameRecord.inSwissRound(g.id()))
                .mapToInt(GameRecord::round)
                .max()
                .orElse(0);
        Map<String, Integer> count = new HashMap<>();
        List<GameRecord> numbered = new ArrayList<>(games.size());
        for (GameRecord g : games) {
            if (lastSwissRound > 0 && g.round() > 0 && GameRecord.inSwissFinal(g.id())) {
                numbered.add(g.inRound(lastSwissRound + g.round()));
            } else if (g.round() > 0) {
                numbered.add(g);
            } else {
                int k = count.merge(g.player1() + "\0" + g.player2(), 1, Integer::sum);
                numbered.add(g.inRound(k));
            }
        }
        return numbered;
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
        int capturedFor;
        int capturedAgainst;
        final int[] sideGames = new int[2];
        final double[] sidePoints = new double[2];
        final List<GameRecord> played = new ArrayList<>();
        final List<Integer> as = new ArrayList<>();
        final Map<Integer, Double> byRound = new HashMap<>();
        final Map<String, Integer> forfeits = new HashMap<>();
        final List<Forfeit> forfeitGames = new ArrayList<>();
    }
}
