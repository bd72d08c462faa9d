package arbitre.stats;

import java.util.Arrays;

/**
 * The results of game pairs between two bots, counted by what the first bot scored in each pair.
 *
 * <h2>Why pairs</h2>
 * Two games from one opening with the sides swapped are not independent: an opening that favours
 * one side makes one game easy and the other hard. Counting each pair as one trial with five
 * outcomes (0, ½, 1, 1½ or 2 points) keeps that correlation out of the error, which is why
 * engine-testing tools (fishtest, fastchess, OpenBench) model pairs rather than games. Counts are
 * kept as {@code counts[k]}, the pairs in which the first bot scored k half-points.
 */
public record Pentanomial(long[] counts) {
    /** The score per game of each outcome: 0, ¼, ½, ¾, 1. */
    static final double[] OUTCOME_SCORE = {0, 0.25, 0.5, 0.75, 1};

    public Pentanomial {
        if (counts.length != 5) {
            throw new IllegalArgumentException("a pentanomial has 5 counts, not " + counts.length);
        }
        for (long count : counts) {
            if (count < 0) {
                throw new IllegalArgumentException("negative pair count " + count + " in " + Arrays.toString(counts));
            }
        }
        counts = counts.clone();
    }

    /** No pair played yet. */
    public static Pentanomial empty() {
        return new Pentanomial(new long[5]);
    }

    /** The counts with one more pair in which the first bot scored {@code halfPoints} (0 to 4). */
    public Pentanomial plus(int halfPoints) {
        if (halfPoints < 0 || halfPoints > 4) {
            throw new IllegalArgumentException("a pair scores 0 to 4 half-points, not " + halfPoints);
        }
        long[] next = counts.clone();
        next[halfPoints]++;
        return new Pentanomial(next);
    }

    @Override
    public long[] counts() {
        return counts.clone();
    }

    public long count(int halfPoints) {
        return counts[halfPoints];
    }

    public long pairs() {
        long pairs = 0;
        for (long count : counts) {
            pairs += count;
        }
        return pairs;
    }

    /** The first bot's mean score per game, 0 to 1; ½ before any pair. */
    public double score() {
        long pairs = pairs();
        if (pairs == 0) {
            return 0.5;
        }
        double sum = 0;
        for (int k = 0; k < 5; k++) {
            sum += counts[k] * OUTCOME_SCORE[k];
        }
        return sum / pairs;
    }

    /** The variance of one pair's score per game (outcomes 0, ¼, ½, ¾, 1) around {@link #score}. */
    public double pairVariance() {
        long pairs = pairs();
        if (pairs == 0) {
            return 0;
        }
        double mean = score();
        double sum = 0;
        for (int k = 0; k < 5; k++) {
            double d = OUTCOME_SCORE[k] - mean;
            sum += counts[k] * d * d;
        }
        return sum / pairs;
    }

    /**
     * The Elo difference of the first bot over the second, with its 95% interval, from the mean
     * score and the standard error of the pair scores (the interval is the score's normal interval
     * mapped through the logistic Elo curve, so it is not symmetric).
     */
    public EloEstimate elo() {
        long pairs = pairs();
        double score = score();
        double error = pairs == 0 ? 0.5 : 1.959963984540054 * Math.sqrt(pairVariance() / pairs);
        return new EloEstimate(Logistic.elo(score), Logistic.elo(score - error), Logistic.elo(score + error));
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Pentanomial other && Arrays.equals(counts, other.counts);
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(counts);
    }

    @Override
    public String toString() {
        return Arrays.toString(counts);
    }
}
