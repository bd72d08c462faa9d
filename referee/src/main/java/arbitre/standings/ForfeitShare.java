package arbitre.standings;

import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;

/**
 * How many games of a series or a tournament ended by a forfeit (a bot broke the protocol: a
 * timeout, an illegal move, a crash, …), by bot and reason, and whether they are so many that the
 * results say little about the bots' strength.
 *
 * <p>A forfeit says nothing of how well a bot plays: a series whose games all end on time at the
 * first ply shows an even score and an Elo of 0, which look like a result and are none. Once at
 * least {@value #LOUD_PERCENT}% of the games ended by a forfeit, the closing lines, the standings
 * and the report carry a {@link #warning()} that names the bots and reasons; below that, a forfeit
 * now and then is a fact of the table, already shown in its forfeits column.
 *
 * @param games the games counted
 * @param forfeited those that ended by a forfeit, of either bot or of both
 * @param counts the forfeits by bot and reason, most first (a game both bots forfeited counts once
 *     for each)
 * @param warning what to tell a person once the share is {@link #loud()}, {@code null} below it
 */
@JsonPropertyOrder({"games", "forfeited", "counts", "warning"})
public record ForfeitShare(int games, int forfeited, List<Count> counts, String warning) {
    /** The share of games, in percent, from which forfeits are worth a warning. */
    public static final int LOUD_PERCENT = 20;

    /**
     * One bot's forfeits for one reason.
     *
     * @param bot its name
     * @param reason the violation's wire name ({@code timeout}, …)
     * @param games how many games it forfeited so
     */
    @JsonPropertyOrder({"bot", "reason", "games"})
    public record Count(String bot, String reason, int games) {}

    public ForfeitShare {
        if (games < 0 || forfeited < 0 || forfeited > games) {
            throw new IllegalArgumentException(
                    "forfeited games must be 0 to the games counted, got " + forfeited + " of " + games);
        }
        counts = counts == null ? List.of() : List.copyOf(counts);
    }

    /**
     * The share of {@code games} games of which {@code forfeited} ended by a forfeit, with each
     * bot's forfeits by reason ({@code bot → reason → games}).
     */
    public static ForfeitShare of(int games, int forfeited, Map<String, ? extends Map<String, Integer>> byBot) {
        return of(games, forfeited, byBot, 2);
    }

    /**
     * As {@link #of(int, int, Map)}, among {@code bots} bots: when more than two played and every
     * forfeit is one bot's, the warning names it and says the others' results stand.
     */
    static ForfeitShare of(int games, int forfeited, Map<String, ? extends Map<String, Integer>> byBot, int bots) {
        List<Count> counts = new ArrayList<>();
        byBot.forEach((bot, reasons) -> reasons.forEach((reason, count) -> {
            if (count > 0) {
                counts.add(new Count(bot, reason, count));
            }
        }));
        counts.sort(Comparator.comparingInt(Count::games).reversed());
        boolean loud = isLoud(games, forfeited);
        return new ForfeitShare(games, forfeited, counts, loud ? sentence(games, forfeited, counts, bots) : null);
    }

    /** The share of the {@code games} listed: each game's forfeits by bot and reason. */
    public static ForfeitShare of(List<GameRecord> games) {
        Map<String, Map<String, Integer>> byBot = new java.util.LinkedHashMap<>();
        java.util.Set<String> bots = new java.util.HashSet<>();
        int forfeited = 0;
        for (GameRecord game : games) {
            bots.add(game.player1());
            bots.add(game.player2());
            if (game.forfeit() == null) {
                continue;
            }
            forfeited++;
            for (int p = 1; p <= 2; p++) {
                if (game.forfeited(p)) {
                    byBot.computeIfAbsent(game.name(p), bot -> new java.util.TreeMap<>())
                            .merge(game.reason(), 1, Integer::sum);
                }
            }
        }
        return of(games.size(), forfeited, byBot, bots.size());
    }

    /** Whether so many games ended by a forfeit that the results say little about strength. */
    public boolean loud() {
        return isLoud(games, forfeited);
    }

    /** Whether every game counted ended by a forfeit (none when no game was counted). */
    public boolean all() {
        return games > 0 && forfeited == games;
    }

    private static boolean isLoud(int games, int forfeited) {
        return forfeited > 0 && 100L * forfeited >= (long) LOUD_PERCENT * games;
    }

    /** Such as {@code 20 of 20 games ended by a forfeit: iddfs timeout 10, greedy timeout 10 — …}. */
    private static String sentence(int games, int forfeited, List<Count> counts, int bots) {
        StringBuilder out = new StringBuilder();
        out.append(forfeited)
                .append(" of ")
                .append(games)
                .append(games == 1 ? " game" : " games")
                .append(" ended by a forfeit: ");
        for (int i = 0; i < counts.size(); i++) {
            Count count = counts.get(i);
            out.append(i == 0 ? "" : ", ")
                    .append(count.bot())
                    .append(' ')
                    .append(count.reason())
                    .append(' ')
                    .append(count.games());
        }
        long forfeiters = counts.stream().map(Count::bot).distinct().count();
        if (bots > 2 && forfeiters == 1) {
            String bot = counts.get(0).bot();
            out.append(" — all by ")
                    .append(bot)
                    .append(": its results say little about its strength; the other bots' results among"
                            + " themselves stand");
            return out.toString();
        }
        out.append(" — the results say little about strength");
        return out.toString();
    }
}
