package arbitre.stats;

/** The logistic Elo curve: a difference of d Elo means an expected score of 1 / (1 + 10^(-d/400)). */
final class Logistic {

    private Logistic() {}

    /** The expected score per game of a bot {@code elo} points stronger. */
    static double score(double elo) {
        return 1 / (1 + Math.pow(10, -elo / 400));
    }

    /** The Elo difference that gives the score; infinite at 0 and 1. */
    static double elo(double score) {
        if (score <= 0) {
            return Double.NEGATIVE_INFINITY;
        }
        if (score >= 1) {
            return Double.POSITIVE_INFINITY;
        }
        return -400 * Math.log10(1 / score - 1);
    }
}
