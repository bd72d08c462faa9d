package arbitre.stats;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class SprtTest {
    private static final double[] A = {0, 0.25, 0.5, 0.75, 1};

    @Test
    void bounds_defaultErrors_areLogOf19() {
        Sprt sprt = Sprt.parse("elo0=0,elo1=10");
        assertThat(sprt.upperBound()).isCloseTo(Math.log(19), within(1e-12));
        assertThat(sprt.lowerBound()).isCloseTo(-Math.log(19), within(1e-12));
    }

    @Test
    void bounds_givenErrors_followWald() {
        Sprt sprt = Sprt.parse("elo0=-5, elo1=5, alpha=0.1, beta=0.01");
        assertThat(sprt.upperBound()).isCloseTo(Math.log(0.99 / 0.1), within(1e-12));
        assertThat(sprt.lowerBound()).isCloseTo(Math.log(0.01 / 0.9), within(1e-12));
    }

    @Test
    void parse_badText_namesThePart() {
        assertThatThrownBy(() -> Sprt.parse("elo0=0,elo2=5")).hasMessageContaining("unknown SPRT parameter 'elo2'");
        assertThatThrownBy(() -> Sprt.parse("elo0=0")).hasMessageContaining("needs both elo0 and elo1");
        assertThatThrownBy(() -> Sprt.parse("elo0=0,elo1=ten")).hasMessageContaining("'ten' is not a number");
        assertThatThrownBy(() -> Sprt.parse("elo0=5,elo1=0")).hasMessageContaining("elo1 > elo0");
        assertThatThrownBy(() -> Sprt.parse("elo0=0,elo1=5,alpha=0.7")).hasMessageContaining("alpha");
        assertThatThrownBy(() -> Sprt.parse("elo0=0 elo1=5")).hasMessageContaining("is not a number");
    }

    @Test
    void llr_noPairs_isZero() {
        assertThat(Sprt.parse("elo0=0,elo1=5").llr(Pentanomial.empty())).isZero();
    }

    /**
     * The LLR of known counts against an independent computation: each constrained maximum is found
     * here by Newton's method inside the plane of distributions with the given mean, not through the
     * Lagrange multiplier the implementation solves for.
     */
    @ParameterizedTest
    @ValueSource(
            strings = {
                "10 40 100 60 20 | 0 5",
                "3 30 80 35 2 | -10 10",
                "50 10 5 10 60 | 0 20",
                "1 2 3 4 5 | 0 50",
                "0 12 40 31 0 | 0 10",
            })
    void llr_knownCounts_matchesDirectMaximisation(String row) {
        String[] parts = row.split("\\|");
        String[] c = parts[0].trim().split(" ");
        String[] e = parts[1].trim().split(" ");
        long[] counts = new long[5];
        for (int k = 0; k < 5; k++) {
            counts[k] = Long.parseLong(c[k]);
        }
        double elo0 = Double.parseDouble(e[0]);
        double elo1 = Double.parseDouble(e[1]);
        double[] n = new double[5];
        boolean anyEmpty = false;
        for (int k = 0; k < 5; k++) {
            anyEmpty |= counts[k] == 0;
        }
        for (int k = 0; k < 5; k++) {
            n[k] = counts[k] == 0 && anyEmpty ? 1e-3 : counts[k];
        }
        double[] p0 = constrainedMaximum(n, score(elo0));
        double[] p1 = constrainedMaximum(n, score(elo1));
        double expected = 0;
        for (int k = 0; k < 5; k++) {
            expected += n[k] * Math.log(p1[k] / p0[k]);
        }

        double actual = new Sprt(elo0, elo1, 0.05, 0.05).llr(new Pentanomial(counts));

        assertThat(actual).isCloseTo(expected, within(1e-6 * Math.max(1, Math.abs(expected))));
    }

    @Test
    void llr_closeHypotheses_agreesWithNormalApproximation() {
        // For s0, s1 close together, LLR ≈ N (s1 − s0)(2ŝ − s0 − s1) / (2σ̂²).
        Pentanomial pairs = new Pentanomial(new long[] {40, 210, 500, 230, 45});
        double s0 = score(0);
        double s1 = score(3);
        double approx = pairs.pairs() * (s1 - s0) * (2 * pairs.score() - s0 - s1) / (2 * pairs.pairVariance());

        double llr = new Sprt(0, 3, 0.05, 0.05).llr(pairs);

        assertThat(llr).isCloseTo(approx, within(0.01 * Math.abs(approx)));
    }

    @Test
    void llr_betterResults_raiseIt() {
        Sprt sprt = Sprt.parse("elo0=0,elo1=10");
        double even = sprt.llr(new Pentanomial(new long[] {5, 20, 50, 20, 5}));
        double ahead = sprt.llr(new Pentanomial(new long[] {5, 15, 50, 25, 5}));
        assertThat(ahead).isGreaterThan(even);
        assertThat(even).isNegative();
    }

    @Test
    void verdict_equalBots_acceptsH1AboutAlphaOfTheTime() {
        Sprt sprt = Sprt.parse("elo0=0,elo1=20");
        double[] equal = {0.05, 0.2, 0.5, 0.2, 0.05};
        int h1 = 0;
        int h0 = 0;
        int runs = 200;
        SplittableRandom random = new SplittableRandom(7);
        for (int run = 0; run < runs; run++) {
            Sprt.Verdict verdict = simulate(sprt, equal, random, 20_000).verdict();
            h1 += verdict == Sprt.Verdict.H1 ? 1 : 0;
            h0 += verdict == Sprt.Verdict.H0 ? 1 : 0;
        }
        // Binomial(200, 0.05): mean 10, and 25 or more has a probability below 1e-4.
        assertThat(h1).isLessThan(25);
        assertThat(h0 + h1).isEqualTo(runs);
    }

    @Test
    void verdict_clearlyStrongerBot_acceptsH1Early() {
        Sprt sprt = Sprt.parse("elo0=0,elo1=10");
        double[] stronger = {0.01, 0.05, 0.3, 0.4, 0.24}; // a score of about 0.7: +150 Elo
        SplittableRandom random = new SplittableRandom(11);
        for (int run = 0; run < 20; run++) {
            Run result = simulate(sprt, stronger, random, 10_000);
            assertThat(result.verdict()).isEqualTo(Sprt.Verdict.H1);
            assertThat(result.pairs()).isLessThan(250);
        }
    }

    @Test
    void elo_knownScores_followLogisticCurve() {
        EloEstimate even = new Pentanomial(new long[] {0, 0, 10, 0, 0}).elo();
        assertThat(even.elo()).isCloseTo(0, within(1e-9));
        assertThat(even.error()).isCloseTo(0, within(1e-9));

        EloEstimate threeQuarters = new Pentanomial(new long[] {0, 0, 0, 10, 0}).elo();
        assertThat(threeQuarters.elo()).isCloseTo(400 * Math.log10(3), within(1e-9));

        EloEstimate spread = new Pentanomial(new long[] {10, 20, 40, 20, 10}).elo();
        assertThat(spread.elo()).isCloseTo(0, within(1e-9));
        double se = Math.sqrt((10 * 0.25 + 20 * 0.0625) * 2 / 100 / 100);
        assertThat(spread.upper()).isCloseTo(-400 * Math.log10(1 / (0.5 + 1.959963984540054 * se) - 1), within(1e-9));
        assertThat(spread.lower()).isCloseTo(-spread.upper(), within(1e-9));
    }

    @Test
    void pentanomial_badInput_isRefused() {
        assertThatThrownBy(() -> new Pentanomial(new long[4])).hasMessageContaining("5 counts");
        assertThatThrownBy(() -> new Pentanomial(new long[] {0, -1, 0, 0, 0})).hasMessageContaining("negative");
        assertThatThrownBy(() -> Pentanomial.empty().plus(5)).hasMessageContaining("0 to 4 half-points");
    }

    private record Run(Sprt.Verdict verdict, long pairs) {}

    private static Run simulate(Sprt sprt, double[] outcome, SplittableRandom random, int cap) {
        Pentanomial pairs = Pentanomial.empty();
        for (int i = 0; i < cap; i++) {
            double u = random.nextDouble();
            int k = 0;
            while (k < 4 && u >= outcome[k]) {
                u -= outcome[k];
                k++;
            }
            pairs = pairs.plus(k);
            Sprt.Verdict verdict = sprt.verdict(pairs);
            if (verdict != Sprt.Verdict.INCONCLUSIVE) {
                return new Run(verdict, pairs.pairs());
            }
        }
        return new Run(Sprt.Verdict.INCONCLUSIVE, pairs.pairs());
    }

    private static double score(double elo) {
        return 1 / (1 + Math.pow(10, -elo / 400));
    }

    /**
     * max Σ n_k ln p_k subject to Σ p_k = 1 and Σ p_k a_k = s, over the three
     * directions that keep both constraints (second differences over the outcomes), by Newton's method from an interior
     * point with mean s (an exponential tilt of the uniform distribution).
     */
    private static double[] constrainedMaximum(double[] n, double s) {
        double lo = -50;
        double hi = 50;
        for (int i = 0; i < 200; i++) {
            double theta = (lo + hi) / 2;
            if (mean(tilt(theta)) < s) {
                lo = theta;
            } else {
                hi = theta;
            }
        }
        double[] p = tilt((lo + hi) / 2);
        double[][] v = {{1, -2, 1, 0, 0}, {0, 1, -2, 1, 0}, {0, 0, 1, -2, 1}};
        for (int iteration = 0; iteration < 200; iteration++) {
            // A damped Newton step in the three free directions.
            double[] g = new double[3];
            double[][] h = new double[3][4];
            for (int i = 0; i < 3; i++) {
                for (int k = 0; k < 5; k++) {
                    g[i] += n[k] / p[k] * v[i][k];
                }
                for (int j = 0; j < 3; j++) {
                    for (int k = 0; k < 5; k++) {
                        h[i][j] += n[k] / (p[k] * p[k]) * v[i][k] * v[j][k];
                    }
                }
                h[i][3] = g[i];
            }
            double[] x = solve3(h);
            double t = 1;
            double before = logLikelihood(n, p);
            while (t > 1e-12) {
                double[] q = new double[5];
                boolean inside = true;
                for (int k = 0; k < 5; k++) {
                    q[k] = p[k] + t * (x[0] * v[0][k] + x[1] * v[1][k] + x[2] * v[2][k]);
                    inside &= q[k] > 0;
                }
                if (inside && logLikelihood(n, q) >= before) {
                    p = q;
                    break;
                }
                t /= 2;
            }
        }
        return p;
    }

    /** Solves the 3×3 system whose augmented matrix is {@code m} (Gaussian elimination). */
    private static double[] solve3(double[][] m) {
        for (int col = 0; col < 3; col++) {
            int pivot = col;
            for (int r = col + 1; r < 3; r++) {
                if (Math.abs(m[r][col]) > Math.abs(m[pivot][col])) {
                    pivot = r;
                }
            }
            double[] swap = m[col];
            m[col] = m[pivot];
            m[pivot] = swap;
            for (int r = col + 1; r < 3; r++) {
                double f = m[r][col] / m[col][col];
                for (int c = col; c < 4; c++) {
                    m[r][c] -= f * m[col][c];
                }
            }
        }
        double[] x = new double[3];
        for (int r = 2; r >= 0; r--) {
            double sum = m[r][3];
            for (int c = r + 1; c < 3; c++) {
                sum -= m[r][c] * x[c];
            }
            x[r] = sum / m[r][r];
        }
        return x;
    }

    private static double[] tilt(double theta) {
        double[] p = new double[5];
        double sum = 0;
        for (int k = 0; k < 5; k++) {
            p[k] = Math.exp(theta * A[k]);
            sum += p[k];
        }
        for (int k = 0; k < 5; k++) {
            p[k] /= sum;
        }
        return p;
    }

    private static double mean(double[] p) {
        double m = 0;
        for (int k = 0; k < 5; k++) {
            m += p[k] * A[k];
        }
        return m;
    }

    private static double logLikelihood(double[] n, double[] p) {
        double sum = 0;
        for (int k = 0; k < 5; k++) {
            sum += n[k] * Math.log(p[k]);
        }
        return sum;
    }
}
