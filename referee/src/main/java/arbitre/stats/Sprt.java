package arbitre.stats;

import java.util.Locale;

/**
 * A sequential probability ratio test on game pairs: is the first bot at least {@code elo1}
 * stronger (H1), or not more than {@code elo0} (H0)?
 *
 * <h2>The test</h2>
 * Wald's SPRT adds up the log-likelihood ratio (LLR) of the two hypotheses as results come in and
 * stops as soon as it leaves the interval {@code [ln(β/(1−α)), ln((1−β)/α)]}: below, H0 is
 * accepted; above, H1. α is the chance of accepting H1 when H0 holds, β that of accepting H0 when
 * H1 holds, whatever the number of games.
 *
 * <h2>The likelihood: pentanomial, generalised</h2>
 * Each pair of games (one opening, sides swapped) is one trial with five outcomes, scoring
 * a<sub>k</sub> = 0, ¼, ½, ¾, 1 per game, counted n<sub>k</sub> times out of N pairs. The outcome
 * probabilities are unknown, so each hypothesis is the set of distributions whose mean score is
 * s<sub>0</sub> = L(elo0), resp. s<sub>1</sub> = L(elo1) (L the logistic curve), and the LLR compares
 * the most likely distribution of each set (the generalised SPRT of M. Van den Bergh, "A
 * generalized SPRT", used by fishtest's {@code LLR_logistic} and by fastchess):
 *
 * <pre>
 *   LLR = Σ n_k · ln( p_k(s1) / p_k(s0) )
 *   p_k(s) = p̂_k / (1 + λ(s)·(a_k − s)),   p̂_k = n_k / N
 *   λ(s) solves  Σ p̂_k (a_k − s) / (1 + λ (a_k − s)) = 0
 * </pre>
 *
 * This is the maximum of Σ p̂_k ln p_k under Σ p_k = 1 and Σ p_k a_k = s (a Lagrange multiplier
 * for the mean). The left-hand side decreases in λ, so λ is found by bisection on the interval
 * where every 1 + λ(a_k − s) stays positive. A count of zero is replaced by 10⁻³ first, as fishtest
 * does, so that an early run of identical results (all pairs won, say) still gives a finite LLR.
 */
public record Sprt(double elo0, double elo1, double alpha, double beta) {
    private static final double EMPTY_COUNT = 1e-3;

    public Sprt {
        if (!(elo1 > elo0)) {
            throw new IllegalArgumentException("SPRT needs elo1 > elo0, not elo0=" + elo0 + " and elo1=" + elo1);
        }
        if (!(alpha > 0 && alpha < 0.5)) {
            throw new IllegalArgumentException("SPRT alpha must lie strictly between 0 and 0.5, not " + alpha);
        }
        if (!(beta > 0 && beta < 0.5)) {
            throw new IllegalArgumentException("SPRT beta must lie strictly between 0 and 0.5, not " + beta);
        }
    }

    /**
     * Reads {@code elo0=E0,elo1=E1[,alpha=A][,beta=B]} (α and β default to 0.05).
     *
     * @throws IllegalArgumentException naming the part that is wrong
     */
    public static Sprt parse(String text) {
        Double elo0 = null;
        Double elo1 = null;
        double alpha = 0.05;
        double beta = 0.05;
        for (String part : text.split(",", -1)) {
            int eq = part.indexOf('=');
            if (eq < 0) {
                throw new IllegalArgumentException("'" + part.strip() + "' in '" + text + "' is not NAME=VALUE");
            }
            String name = part.substring(0, eq).strip().toLowerCase(Locale.ROOT);
            String value = part.substring(eq + 1).strip();
            double number;
            try {
                number = Double.parseDouble(value);
            } catch (NumberFormatException e) {
                throw new IllegalArgumentException("'" + value + "' is not a number (" + name + " in '" + text + "')");
            }
            if (!Double.isFinite(number)) {
                throw new IllegalArgumentException(name + " must be finite, not '" + value + "'");
            }
            switch (name) {
                case "elo0" -> elo0 = number;
                case "elo1" -> elo1 = number;
                case "alpha" -> alpha = number;
                case "beta" -> beta = number;
                default ->
                    throw new IllegalArgumentException(
                            "unknown SPRT parameter '" + name + "' in '" + text + "' (known: elo0, elo1, alpha, beta)");
            }
        }
        if (elo0 == null || elo1 == null) {
            throw new IllegalArgumentException(
                    "SPRT needs both elo0 and elo1, e.g. elo0=0,elo1=10 (got '" + text + "')");
        }
        return new Sprt(elo0, elo1, alpha, beta);
    }

    /** Below this LLR, H0 is accepted. */
    public double lowerBound() {
        return Math.log(beta / (1 - alpha));
    }

    /** Above this LLR, H1 is accepted. */
    public double upperBound() {
        return Math.log((1 - beta) / alpha);
    }

    /** The log-likelihood ratio of H1 against H0 for these pairs; 0 before any pair. */
    public double llr(Pentanomial pairs) {
        if (pairs.pairs() == 0) {
            return 0;
        }
        double[] counts = new double[5];
        double total = 0;
        boolean anyEmpty = false;
        for (int k = 0; k < 5; k++) {
            counts[k] = pairs.count(k);
            anyEmpty |= counts[k] == 0;
        }
        for (int k = 0; k < 5; k++) {
            if (anyEmpty && counts[k] == 0) {
                counts[k] = EMPTY_COUNT;
            }
            total += counts[k];
        }
        double[] frequency = new double[5];
        for (int k = 0; k < 5; k++) {
            frequency[k] = counts[k] / total;
        }
        double s0 = Logistic.score(elo0);
        double s1 = Logistic.score(elo1);
        double lambda0 = multiplier(frequency, s0);
        double lambda1 = multiplier(frequency, s1);
        double llr = 0;
        for (int k = 0; k < 5; k++) {
            double a = Pentanomial.OUTCOME_SCORE[k];
            // ln(p_k(s1) / p_k(s0)) = ln(1 + λ0 (a − s0)) − ln(1 + λ1 (a − s1))
            llr += counts[k] * (Math.log1p(lambda0 * (a - s0)) - Math.log1p(lambda1 * (a - s1)));
        }
        return llr;
    }

    /** What the pairs so far decide. */
    public Verdict verdict(Pentanomial pairs) {
        double llr = llr(pairs);
        if (llr >= upperBound()) {
            return Verdict.H1;
        }
        if (llr <= lowerBound()) {
            return Verdict.H0;
        }
        return Verdict.INCONCLUSIVE;
    }

    /**
     * The λ of the class comment for mean score s: the root of a decreasing function on the open
     * interval where 1 + λ(a_k − s) > 0 for every outcome, found by bisection.
     */
    static double multiplier(double[] frequency, double s) {
        double low = Double.NEGATIVE_INFINITY;
        double high = Double.POSITIVE_INFINITY;
        for (int k = 0; k < 5; k++) {
            double d = Pentanomial.OUTCOME_SCORE[k] - s;
            if (frequency[k] == 0 || d == 0) {
                continue;
            }
            if (d > 0) {
                low = Math.max(low, -1 / d);
            } else {
                high = Math.min(high, -1 / d);
            }
        }
        // Every outcome lies on one side of s only if s is outside [0, 1], which logistic scores never are.
        for (int i = 0; i < 200; i++) {
            double mid = low + (high - low) / 2;
            if (mid <= low || mid >= high) {
                break;
            }
            if (meanGap(frequency, s, mid) > 0) {
                low = mid;
            } else {
                high = mid;
            }
        }
        return low + (high - low) / 2;
    }

    private static double meanGap(double[] frequency, double s, double lambda) {
        double sum = 0;
        for (int k = 0; k < 5; k++) {
            double d = Pentanomial.OUTCOME_SCORE[k] - s;
            sum += frequency[k] * d / (1 + lambda * d);
        }
        return sum;
    }

    /** What an SPRT has decided. */
    public enum Verdict {
        /** Not more than elo0 stronger. */
        H0,
        /** At least elo1 stronger. */
        H1,
        /** Neither yet. */
        INCONCLUSIVE
    }
}
