package arbitre.series;

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
 *     perfect or a nil score)
 * @param eloError half the width of its 95% interval; {@code null} when not finite
 * @param pentanomial the finished pairs by A's half-points, 0 to 4
 * @param llr the SPRT's log-likelihood ratio, {@code null} without an SPRT
 * @param lowerBound below which the SPRT accepts H0, {@code null} without one
 * @param upperBound above which it accepts H1, {@code null} without one
 * @param verdict {@code H0}, {@code H1} or {@code inconclusive}; {@code null} without an SPRT
 * @param forfeits each bot's forfeits by reason
 * @param thinking each bot's mean and longest thinking time per move, in milliseconds
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
    "forfeits",
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
        Map<String, Map<String, Integer>> forfeits,
        Map<String, Thinking> thinking,
        boolean stoppedEarly) {

    /** A bot's thinking time per move. */
    @JsonPropertyOrder({"meanMs", "maxMs"})
    public record Thinking(double meanMs, long maxMs) {}

    static SeriesSummary of(String nameA, String nameB, SeriesTally tally, Sprt sprt, boolean stoppedEarly) {
        Pentanomial pairs = tally.pairs();
        EloEstimate elo = pairs.elo();
        List<Long> counts = java.util.Arrays.stream(pairs.counts()).boxed().toList();
        Double llr = sprt == null ? null : round(sprt.llr(pairs));
        String verdict = sprt == null ? null : verdictName(sprt.verdict(pairs));
        return new SeriesSummary(
                nameA,
                nameB,
                tally.games(),
                tally.wins(),
                tally.draws(),
                tally.losses(),
                round(tally.score()),
                finite(elo.elo()),
                finite(elo.error()),
                counts,
                llr,
                sprt == null ? null : round(sprt.lowerBound()),
                sprt == null ? null : round(sprt.upperBound()),
                verdict,
                tally.forfeits(),
                thinking(tally, nameA, nameB),
                stoppedEarly);
    }

    private static Map<String, Thinking> thinking(SeriesTally tally, String... names) {
        Map<String, Thinking> thinking = new java.util.LinkedHashMap<>();
        for (String name : names) {
            thinking.put(name, new Thinking(round(tally.meanMs(name)), tally.maxMs(name)));
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
                    Locale.ROOT, "SPRT: LLR %.2f [%.2f, %.2f], %s%n", llr, lowerBound, upperBound, verdict));
        }
        for (String name : List.of(botA, botB)) {
            Thinking time = thinking.get(name);
            Map<String, Integer> lost = forfeits.get(name);
            out.append(String.format(
                    Locale.ROOT,
                    "%s: thinking mean %.1f ms, max %d ms; forfeits: %s%n",
                    name,
                    time.meanMs(),
                    time.maxMs(),
                    lost.isEmpty() ? "none" : lost.toString().replaceAll("[{}]", "")));
        }
        return out.toString();
    }

    /** The Elo and its interval, such as {@code +120.4 ± 35.2}. */
    private String eloText() {
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
