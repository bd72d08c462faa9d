package arbitre.bots.kalah;

import arbitre.bots.search.SearchLimits;
import arbitre.engine.kalah.FairKalahOpenings;
import arbitre.engine.kalah.KalahBoard;
import arbitre.engine.kalah.KalahStart;
import java.io.OutputStream;
import java.io.PrintStream;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.SplittableRandom;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

/**
 * Fits the weights of the full bot's evaluation ({@link KalahEvaluation#FULL}) to positions whose
 * result is known exactly. A tool, not a test:
 *
 * <pre>
 * java -cp bots/target/test-classes:bots/target/classes:engine/target/classes \
 *     arbitre.bots.kalah.KalahTableFit --games 12000 --seed 1 --threads 2
 * </pre>
 *
 * <p>Each game starts from a FairKalah opening (game {@code g} from opening {@code g mod 254}) and
 * is played by the ladder's evaluation at {@value #PLAYER_NODES} nodes a move, a
 * {@value #RANDOM_PERCENT}% share of its moves at random so that the positions vary. A few
 * positions a game are kept, at random, between {@value #MOST_SEEDS} and {@value #FEWEST_SEEDS}
 * seeds in pits, and {@link KalahSolver} finds each one's result for the side to move (one it
 * cannot solve within {@value #SOLVER_NODES} nodes is dropped). The evaluation's weights are then
 * those of a logistic regression of the result (a loss 0, a draw ½, a win 1) on its terms, scaled so
 * that a seed in the store is worth {@link KalahEvaluation#STORE}. The same arguments give the same
 * positions and the same weights, whatever the threads. It prints them as Java, to paste into
 * {@link KalahEvaluation}.
 */
public final class KalahTableFit {
    static final int PLAYER_NODES = 3_000;
    static final int RANDOM_PERCENT = 12;
    static final int MOST_SEEDS = 42;
    static final int FEWEST_SEEDS = 20;
    static final long SOLVER_NODES = 10_000_000;
    /** The ridge on the weights, against the cells of the table that few positions fill. */
    static final double RIDGE = 1e-3;

    static final int ITERATIONS = 40;

    private static final int CELLS = KalahEvaluation.TABLE_SEEDS;
    /** The store, the seeds on each side, the two captures, then the table's cells, pit by pit. */
    static final int TERMS = 4 + 12 * CELLS;

    /** A solved position: its result for the side to move (-1, 0, 1) and its terms. */
    record Sample(int result, int storeDifference, int sideDifference, int capture, int captureTheirs, int[] cells) {
        static Sample of(KalahBoard board, int result) {
            int me = board.toMove();
            int other = 3 - me;
            int mine = me == 1 ? 0 : 7;
            int theirs = 7 - mine;
            int[] cells = new int[12];
            for (int k = 0; k < KalahBoard.PITS; k++) {
                cells[k] = cell(k, board.seeds(mine + k));
                cells[6 + k] = cell(6 + k, board.seeds(theirs + k));
            }
            return new Sample(
                    result,
                    board.store(me) - board.store(other),
                    board.seedsInPits(me) - board.seedsInPits(other),
                    KalahEvaluation.bestCapture(board, mine),
                    KalahEvaluation.bestCapture(board, theirs),
                    cells);
        }

        /**
         * The weight's index among the table's cells for pit {@code pit} (as a row of {@link
         * KalahEvaluation#TABLE}) holding {@code seeds}, or -1 for an empty pit, worth nothing.
         */
        static int cell(int pit, int seeds) {
            return seeds == 0 ? -1 : pit * CELLS + Math.min(seeds, CELLS) - 1;
        }

        double target() {
            return (result + 1) / 2.0;
        }

        double dot(double[] w) {
            double z = w[0] * storeDifference + w[1] * sideDifference + w[2] * capture + w[3] * captureTheirs;
            for (int cell : cells) {
                if (cell >= 0) {
                    z += w[4 + cell];
                }
            }
            return z;
        }

        /** The indices and values of the terms that are not zero. */
        void terms(int[] index, double[] value) {
            int n = 0;
            double[] dense = {storeDifference, sideDifference, capture, captureTheirs};
            for (int i = 0; i < 4; i++) {
                index[n] = i;
                value[n++] = dense[i];
            }
            for (int cell : cells) {
                index[n] = cell < 0 ? -1 : 4 + cell;
                value[n++] = 1;
            }
        }
    }

    public static void main(String[] args) throws Exception {
        int games = 12_000;
        long seed = 1;
        int threads = Runtime.getRuntime().availableProcessors();
        for (int i = 0; i < args.length; i += 2) {
            switch (args[i]) {
                case "--games" -> games = Integer.parseInt(args[i + 1]);
                case "--seed" -> seed = Long.parseLong(args[i + 1]);
                case "--threads" -> threads = Integer.parseInt(args[i + 1]);
                default -> throw new IllegalArgumentException("unknown option " + args[i]);
            }
        }
        List<Sample> samples = samples(games, seed, threads);
        double[] w = fit(samples);
        System.out.println(report(samples, w));
    }

    /** The solved positions of {@code games} games, in the order of the games. */
    static List<Sample> samples(int games, long seed, int threads) throws Exception {
        KalahEndgames endgames = KalahEndgames.played();
        ExecutorService pool = Executors.newFixedThreadPool(threads);
        try {
            List<Future<List<Sample>>> futures = new ArrayList<>();
            for (int g = 0; g < games; g++) {
                int game = g;
                futures.add(pool.submit(() -> samplesOf(game, seed, endgames)));
            }
            List<Sample> samples = new ArrayList<>();
            for (Future<List<Sample>> future : futures) {
                samples.addAll(future.get());
            }
            return samples;
        } finally {
            pool.shutdownNow();
        }
    }

    /** Game {@code game}'s solved positions: each game has its own players, solver and randomness. */
    static List<Sample> samplesOf(int game, long seed, KalahEndgames endgames) {
        PrintStream silent = new PrintStream(OutputStream.nullOutputStream());
        long gameSeed = seed * 1_000_003L + game;
        KalahIddfsPlayer player = KalahIddfsPlayer.fixed(
                        16, KalahEvaluation.LADDER, SearchLimits.nodes(PLAYER_NODES), silent)
                .withRandomMoves(RANDOM_PERCENT, gameSeed);
        SplittableRandom random = new SplittableRandom(gameSeed);
        KalahBoard board = KalahStart.fair(game % FairKalahOpenings.COUNT).board();
        List<KalahBoard> kept = new ArrayList<>();
        int next = FEWEST_SEEDS + random.nextInt(MOST_SEEDS - FEWEST_SEEDS + 1);
        while (!board.isOver()) {
            int seeds = board.seedsInPits(1) + board.seedsInPits(2);
            if (seeds < FEWEST_SEEDS) {
                break;
            }
            if (seeds <= next) {
                kept.add(board.copy());
                next = seeds - 3 - random.nextInt(4);
            }
            board.playUnchecked(player.choosePit(board, System.nanoTime()));
        }
        KalahSolver solver = new KalahSolver(endgames);
        List<Sample> samples = new ArrayList<>();
        for (KalahBoard position : kept) {
            solver.limit(SOLVER_NODES, Long.MAX_VALUE);
            int result = solver.solve(position);
            if (result != KalahSolver.UNKNOWN) {
                samples.add(Sample.of(position, result));
            }
        }
        return samples;
    }

    /**
     * The weights of the logistic regression, by Newton's method (iteratively reweighted least
     * squares) with a ridge, unscaled.
     */
    static double[] fit(List<Sample> samples) {
        double[] w = new double[TERMS];
        int[] index = new int[16];
        double[] value = new double[16];
        double n = samples.size();
        for (int iteration = 0; iteration < ITERATIONS; iteration++) {
            double[] gradient = new double[TERMS];
            double[][] hessian = new double[TERMS][TERMS];
            for (Sample sample : samples) {
                double p = sigmoid(sample.dot(w));
                double residual = p - sample.target();
                double curvature = p * (1 - p);
                sample.terms(index, value);
                for (int a = 0; a < 16; a++) {
                    if (index[a] < 0) {
                        continue;
                    }
                    gradient[index[a]] += residual * value[a] / n;
                    for (int b = 0; b < 16; b++) {
                        if (index[b] >= 0) {
                            hessian[index[a]][index[b]] += curvature * value[a] * value[b] / n;
                        }
                    }
                }
            }
            for (int i = 0; i < TERMS; i++) {
                gradient[i] += RIDGE * w[i];
                hessian[i][i] += RIDGE;
            }
            double[] step = solve(hessian, gradient);
            for (int i = 0; i < TERMS; i++) {
                w[i] -= step[i];
            }
        }
        return w;
    }

    static double sigmoid(double z) {
        return 1 / (1 + Math.exp(-Math.max(-30, Math.min(30, z))));
    }

    /** The solution of {@code a x = b}, by Gaussian elimination with partial pivoting ({@code a} is overwritten). */
    static double[] solve(double[][] a, double[] b) {
        int n = b.length;
        double[] x = b.clone();
        for (int col = 0; col < n; col++) {
            int pivot = col;
            for (int row = col + 1; row < n; row++) {
                if (Math.abs(a[row][col]) > Math.abs(a[pivot][col])) {
                    pivot = row;
                }
            }
            double[] swap = a[col];
            a[col] = a[pivot];
            a[pivot] = swap;
            double t = x[col];
            x[col] = x[pivot];
            x[pivot] = t;
            for (int row = col + 1; row < n; row++) {
                double factor = a[row][col] / a[col][col];
                if (factor != 0) {
                    for (int k = col; k < n; k++) {
                        a[row][k] -= factor * a[col][k];
                    }
                    x[row] -= factor * x[col];
                }
            }
        }
        for (int row = n - 1; row >= 0; row--) {
            double sum = x[row];
            for (int k = row + 1; k < n; k++) {
                sum -= a[row][k] * x[k];
            }
            x[row] = sum / a[row][row];
        }
        return x;
    }

    /** The mean squared error of the regression's prediction of the results. */
    static double error(List<Sample> samples, double[] w) {
        double sum = 0;
        for (Sample sample : samples) {
            double d = sigmoid(sample.dot(w)) - sample.target();
            sum += d * d;
        }
        return sum / samples.size();
    }

    /** The fit, and its weights scaled to {@link KalahEvaluation#STORE} a seed in the store, as Java. */
    static String report(List<Sample> samples, double[] w) {
        int wins = 0;
        int draws = 0;
        for (Sample sample : samples) {
            wins += sample.result() == KalahSolver.WIN ? 1 : 0;
            draws += sample.result() == KalahSolver.DRAW ? 1 : 0;
        }
        double scale = KalahEvaluation.STORE / w[0];
        StringBuilder out = new StringBuilder();
        out.append(String.format(
                Locale.ROOT,
                "// %d positions (%d won, %d drawn for the side to move), mean squared error %.5f%n",
                samples.size(),
                wins,
                draws,
                error(samples, w)));
        out.append(String.format(
                Locale.ROOT,
                "FULL_SEEDS_ON_SIDE = %d; CAPTURE = %d; CAPTURE_THEIRS = %d;%n",
                Math.round(w[1] * scale),
                Math.round(w[2] * scale),
                Math.round(-w[3] * scale)));
        out.append("TABLE = {\n");
        for (int pit = 0; pit < 12; pit++) {
            out.append("    {0");
            for (int c = 0; c < CELLS; c++) {
                out.append(", ").append(Math.round(w[4 + pit * CELLS + c] * scale));
            }
            out.append("}, // ").append(pit < 6 ? "the side to move's" : "the opponent's");
            out.append(" pit ").append(pit % 6 + 1).append('\n');
        }
        return out.append("};").toString();
    }
}
