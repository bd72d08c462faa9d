package arbitre.stats;

/**
 * An Elo difference with its 95% interval. Bounds may be infinite: a perfect score has no finite
 * Elo.
 */
public record EloEstimate(double elo, double lower, double upper) {

    /** Half the width of the interval, the "±" that is usually printed. */
    public double error() {
        return (upper - lower) / 2;
    }
}
