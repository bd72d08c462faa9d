package arbitre.series;

import arbitre.standings.ForfeitShare;
import arbitre.stats.EloEstimate;
import arbitre.stats.Pentanomial;
import arbitre.stats.Sprt;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Where a series stands, from A's side: what {@code --json} writes and the closing lines print.
 *
 * @param botA A's name
 * @param botB B's name
 * @param games finished games
 * @param wins A's wins
 * @param draws draws
 * @param losses A's losses
 * @param score A's mean points per game
 * @param elo A's Elo difference over B, from the finished pairs; {@code null} when not finite (a
 *     perfect or a nil score), or when every game ended by a forfeit (the score then says nothing
 *     of strength)
 * @param eloError half the width of its 95% interval; {@code null} when {@code elo} is
 * @param pentanomial the finished pairs by A's half-points, 0 to 4
 * @param llr the SPRT's log-likelihood ratio, {@code null} without an SPRT
 * @param lowerBound below which the SPRT accepts H0, {@code null} without one
 * @param upperBound above which it accepts H1, {@code null} without one
 * @param verdict {@code H0}, {@code H1} or {@code inconclusive}, or {@code void} when every game
 *     ended by a forfeit; {@code null} without an SPRT. The first verdict the finished pairs
 *     reached, as they finished: it stops the series, and it stands when the games under way
 *     then, counted once they finish, pull {@code llr} back between the bounds
 * @param verdictPairs how many pairs were finished when the verdict was reached; {@code null}
 *     when none was
 * @param verdictLlr the log-likelihood ratio then; {@code null} when no verdict was reached
 * @param forfeits each bot's forfeits by reason
 * @param forfeitShare how many games ended by a forfeit, with a warning when that is a large share
 *     ({@link ForfeitShare#LOUD_PERCENT}%)
 * @param thinking each bot's moves and its mean and longest thinking time per move, in milliseconds
 * @param stoppedEarly whether the series ended before its last game (an SPRT verdict or an interrupt)
 */
@JsonPropertyOrder({
    "botA",
    "botB",
    "games",
    "wins",
    "draws",
    "losses",
    "score",
    "elo",
    "eloError",
    "pentanomial",
    "llr",
    "lowerBound",
    "upperBound",
    "verdict",
    "verdictPairs",
    "verdictLlr",
    "forfeits",
    "forfeitShare",
    "thinking",
    "stoppedEarly"
})
public record SeriesSummary(
        String botA,
        String botB,
        int games,
        int wins,
        int draws,
        int losses,
        double score,
        Double elo,
        Double eloError,
        List<Long> pentanomial,
        Double llr,
        Double lowerBound,
        Double upperBound,
        String verdict,
        Long verdictPairs,
        Double verdictLlr,
        Map<String, Map<String, Integer>> forfeits,
        ForfeitShare forfeitShare,
        Map<String, Thinking> thinking,
        boolean stoppedEarly) {

    /** The verdict of an SPRT over games that all ended by a forfeit: none worth the name. */
    static final String VOID_VERDICT = "void";

    /**
     * A bot's thinking time per move.
     *
     * @param moves how many moves it played; with none, the times are 0 and mean nothing
     */
    @JsonPropertyOrder({"moves", "meanMs", "maxMs"})
    public record Thinking(long moves, double meanMs, long maxMs) {}

    static SeriesSummary of(String nameA, String nameB, SeriesTally tally, Sprt sprt, boolean stoppedEarly) {
        Pentanomial pairs = tally.pairs();
        EloEstimate elo = pairs.elo();
        List<Long> counts = java.util.Arrays.stream(pairs.counts()).boxed().toList();
        Double llr = sprt == null ? null : round(sprt.llr(pairs));
        ForfeitShare forfeitShare = tally.forfeitShare();
        boolean meaningless = forfeitShare.all();
        String verdict = sprt == null ? null : meaningless ? VOID_VERDICT : verdictName(tally.verdict());
        boolean reached = sprt != null && !meaningless && tally.verdict() != Sprt.Verdict.INCONCLUSIVE;
        return new SeriesSummary(
                nameA,
                nameB,
                tally.games(),
                tally.wins(),
                tally.draws(),
                tally.losses(),
                round(tally.score()),
                meaningless ? null : finite(elo.elo()),
                meaningless ? null : finite(elo.error()),
                counts,
                llr,
                sprt == null ? null : round(sprt.lowerBound()),
                sprt == null ? null : round(sprt.upperBound()),
                verdict,
                reached ? tally.verdictPairs() : null,
                reached ? round(tally.verdictLlr()) : null,
                tally.forfeits(),
                forfeitShare,
                thinking(tally, nameA, nameB),
                stoppedEarly);
    }

    private static Map<String, Thinking> thinking(SeriesTally tally, String... names) {
        Map<String, Thinking> thinking = new java.util.LinkedHashMap<>();
        for (String name : names) {
            thinking.put(name, new Thinking(tally.moves(name), round(tally.meanMs(name)), tally.maxMs(name)));
        }
        return thinking;
    }

    /** The verdict's name in the summary. */
    static String verdictName(Sprt.Verdict verdict) {
        return verdict == Sprt.Verdict.INCONCLUSIVE ? "inconclusive" : verdict.name();
    }

    /** The closing lines of a summary, for a person. */
    public static String textOf(SeriesSummary summary) {
        return summary.text();
    }

    /** A summary's Elo and its interval, for a person. */
    public static String eloOf(SeriesSummary summary) {
        return summary.eloText();
    }

    private String text() {
        StringBuilder out = new StringBuilder();
        out.append(String.format(
                Locale.ROOT,
                "%s vs %s: %d games, +%d =%d -%d, score %.3f%n",
                botA,
                botB,
                games,
                wins,
                draws,
                losses,
                score));
        out.append("Elo of ")
                .append(botA)
                .append(" over ")
                .append(botB)
                .append(": ")
                .append(eloText())
                .append('\n');
        out.append("pairs (")
                .append(botA)
                .append("'s points 0, 0.5, 1, 1.5, 2): ")
                .append(pentanomial)
                .append('\n');
        if (llr != null) {
            out.append(String.format(
                    Locale.ROOT,
                    "SPRT: LLR %.2f [%.2f, %.2f], %s%s%n",
                    llr,
                    lowerBound,
                    upperBound,
                    VOID_VERDICT.equals(verdict) ? "no verdict: every game ended by a forfeit" : verdict,
                    verdictPairs == null || verdictLlr.equals(llr)
                            ? ""
                            : String.format(
                                    Locale.ROOT,
                                    " (reached after %d pairs at LLR %.2f; the games then under way are counted above)",
                                    verdictPairs,
                                    verdictLlr)));
        }
        for (String name : List.of(botA, botB)) {
            Thinking time = thinking.get(name);
            Map<String, Integer> lost = forfeits.get(name);
            String thought = time.moves() == 0
                    ? "no move played"
                    : String.format(Locale.ROOT, "thinking mean %.1f ms, max %d ms", time.meanMs(), time.maxMs());
            out.append(name)
                    .append(": ")
                    .append(thought)
                    .append("; forfeits: ")
                    .append(lost.isEmpty() ? "none" : lost.toString().replaceAll("[{}]", ""))
                    .append('\n');
        }
        if (forfeitShare.warning() != null) {
            out.append("warning: ").append(forfeitShare.warning()).append('\n');
        }
        return out.toString();
    }

    /** The Elo and its interval, such as {@code +120.4 ± 35.2}. */
    private String eloText() {
        if (forfeitShare.all()) {
            return "none: every game ended by a forfeit";
        }
        if (pentanomial.stream().mapToLong(Long::longValue).sum() == 0) {
            return "no pair finished yet";
        }
        if (elo == null) {
            return (score > 0.5 ? "+inf" : "-inf") + " (every game won or lost)";
        }
        return String.format(
                Locale.ROOT,
                "%+.1f ± %s",
                elo,
                eloError == null ? "inf" : String.format(Locale.ROOT, "%.1f", eloError));
    }

    private static Double finite(double value) {
        return Double.isFinite(value) ? round(value) : null;
    }

    private static double round(double value) {
        return Math.round(value * 1e4) / 1e4;
    }
}
