package arbitre.standings;

/**
 * Elo ratings by maximum likelihood over all games, with a 95% error margin.
 *
 * <h2>Model</h2>
 * Bradley–Terry on the Elo scale: bot i scores against bot j with expectation
 * {@code 1 / (1 + 10^((r_j - r_i) / 400))}; a draw counts as half a win and half a loss. Only the
 * pairwise totals matter (points and games of i against j), so the fit costs the same for 40,000
 * games as for 40. The ratings that make the games played most likely are found by Newton's method
 * on the log-likelihood, which is concave; each step solves the n×n system of its Hessian.
 *
 * <h2>Keeping ratings finite</h2>
 * A bot that wins (or loses) every game has no finite maximum-likelihood rating. As in BayesElo,
 * each bot gets one virtual draw against a phantom rated 0: a weak prior that keeps every rating
 * finite and barely moves a bot with more than a handful of games.
 *
 * <h2>Anchor and error</h2>
 * Ratings are relative: they are shifted so that their mean is 0, or so that one named bot is at 0.
 * The covariance of the fitted ratings is the inverse of the negated Hessian (the observed Fisher
 * information); the margin of a bot is 1.96 standard deviations of its rating minus the anchor
 * (the mean, or the named bot, whose own margin is then 0). It shrinks as games are added.
 */
public final class Elo {
    /** Virtual draws against a phantom rated 0, per bot. */
    static final double PRIOR_GAMES = 1.0;

    private static final double SCALE = 400 / Math.log(10);
    private static final int MAX_STEPS = 100;

    private final double[] ratings;
    private final double[] margins;

    private Elo(double[] ratings, double[] margins) {
        this.ratings = ratings;
        this.margins = margins;
    }

    /**
     * Fits the ratings.
     *
     * @param points {@code points[i][j]}: what bot i scored against bot j (1 a win, ½ a draw)
     * @param games {@code games[i][j]}: games between i and j, the same as {@code games[j][i]}
     * @param anchor the bot rated 0, or -1 for a mean of 0
     */
    public static Elo fit(double[][] points, int[][] games, int anchor) {
        int n = points.length;
        if (n == 0) {
            return new Elo(new double[0], new double[0]);
        }
        double[] x = new double[n];
        double[][] hessian = new double[n][n];
        double[] gradient = new double[n];
        for (int step = 0; step < MAX_STEPS; step++) {
            derivatives(x, points, games, gradient, hessian);
            double[] delta = solve(negated(hessian), gradient);
            double largest = 0;
            for (double d : delta) {
                largest = Math.max(largest, Math.abs(d));
            }
            // Damped: far from the optimum a full step can overshoot on a flat likelihood.
            double damping = largest > 1 ? 1 / largest : 1;
            for (int i = 0; i < n; i++) {
                x[i] += damping * delta[i];
            }
            if (largest < 1e-9) {
                break;
            }
        }
        derivatives(x, points, games, gradient, hessian);
        double[][] covariance = inverse(negated(hessian));

        double[] ratings = new double[n];
        double[] margins = new double[n];
        double mean = 0;
        for (double v : x) {
            mean += v / n;
        }
        for (int i = 0; i < n; i++) {
            ratings[i] = SCALE * (x[i] - (anchor >= 0 ? x[anchor] : mean));
            double variance;
            if (anchor >= 0) {
                variance = covariance[i][i] + covariance[anchor][anchor] - 2 * covariance[i][anchor];
            } else {
                // Var(x_i - mean) = e' C e with e = unit_i - 1/n.
                variance = 0;
                for (int a = 0; a < n; a++) {
                    for (int b = 0; b < n; b++) {
                        double ea = (a == i ? 1 : 0) - 1.0 / n;
                        double eb = (b == i ? 1 : 0) - 1.0 / n;
                        variance += ea * covariance[a][b] * eb;
                    }
                }
            }
            margins[i] = 1.96 * SCALE * Math.sqrt(Math.max(0, variance));
        }
        return new Elo(ratings, margins);
    }

    /** Bot i's rating. */
    public double rating(int i) {
        return ratings[i];
    }

    /** The 95% margin of bot i's rating. */
    public double margin(int i) {
        return margins[i];
    }

    private static void derivatives(
            double[] x, double[][] points, int[][] games, double[] gradient, double[][] hessian) {
        int n = x.length;
        for (int i = 0; i < n; i++) {
            java.util.Arrays.fill(hessian[i], 0);
            double p0 = expected(x[i]);
            gradient[i] = PRIOR_GAMES * (0.5 - p0);
            hessian[i][i] = -PRIOR_GAMES * p0 * (1 - p0);
        }
        for (int i = 0; i < n; i++) {
            for (int j = 0; j < n; j++) {
                if (i == j || games[i][j] == 0) {
                    continue;
                }
                double p = expected(x[i] - x[j]);
                gradient[i] += points[i][j] - games[i][j] * p;
                double w = games[i][j] * p * (1 - p);
                hessian[i][i] -= w;
                hessian[i][j] += w;
            }
        }
    }

    private static double expected(double difference) {
        return 1 / (1 + Math.exp(-difference));
    }

    private static double[][] negated(double[][] m) {
        double[][] out = new double[m.length][];
        for (int i = 0; i < m.length; i++) {
            out[i] = new double[m.length];
            for (int j = 0; j < m.length; j++) {
                out[i][j] = -m[i][j];
            }
        }
        return out;
    }

    /** Solves {@code a·x = b} by Gaussian elimination with partial pivoting; a is positive definite. */
    private static double[] solve(double[][] a, double[] b) {
        int n = b.length;
        double[][] m = new double[n][n + 1];
        for (int i = 0; i < n; i++) {
            System.arraycopy(a[i], 0, m[i], 0, n);
            m[i][n] = b[i];
        }
        eliminate(m, n);
        double[] x = new double[n];
        for (int i = 0; i < n; i++) {
            x[i] = m[i][n];
        }
        return x;
    }

    private static double[][] inverse(double[][] a) {
        int n = a.length;
        double[][] m = new double[n][2 * n];
        for (int i = 0; i < n; i++) {
            System.arraycopy(a[i], 0, m[i], 0, n);
            m[i][n + i] = 1;
        }
        eliminate(m, n);
        double[][] inv = new double[n][n];
        for (int i = 0; i < n; i++) {
            System.arraycopy(m[i], n, inv[i], 0, n);
        }
        return inv;
    }

    /** Gauss–Jordan on the first n columns of m, carrying the rest along. */
    private static void eliminate(double[][] m, int n) {
        int width = m[0].length;
        for (int col = 0; col < n; col++) {
            int pivot = col;
            for (int r = col + 1; r < n; r++) {
                if (Math.abs(m[r][col]) > Math.abs(m[pivot][col])) {
                    pivot = r;
                }
            }
            double[] swap = m[col];
            m[col] = m[pivot];
            m[pivot] = swap;
            double p = m[col][col];
            for (int c = col; c < width; c++) {
                m[col][c] /= p;
            }
            for (int r = 0; r < n; r++) {
                if (r != col && m[r][col] != 0) {
                    double f = m[r][col];
                    for (int c = col; c < width; c++) {
                        m[r][c] -= f * m[col][c];
                    }
                }
            }
        }
    }
}
