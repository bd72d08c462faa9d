package arbitre.bots.tools;

import arbitre.bots.awale.AwaleNode;
import arbitre.bots.awale.Evaluation;
import arbitre.bots.awale.IddfsPlayer;
import arbitre.bots.awale.Player;
import arbitre.bots.search.Search;
import arbitre.bots.search.SearchLimits;
import arbitre.bots.search.SearchOptions;
import arbitre.bots.search.TranspositionTable;
import arbitre.engine.awale.Board;
import arbitre.engine.awale.Moves;
import arbitre.engine.awale.RuleSet;
import java.io.PrintStream;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.SplittableRandom;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

/**
 * Fits the weights of the iddfs evaluation to the results of self-play games (not a test: run it
 * by hand), the way chess engines tune theirs ("Texel tuning").
 *
 * <pre>
 * java -cp bots/target/test-classes:bots/target/classes:engine/target/classes \
 *     arbitre.bots.tools.TuneWeights --rules official --start default --games 2000 --nodes 2000
 * </pre>
 *
 * <ol>
 *   <li>The bot plays {@code --games} games against itself with the {@code --start} weights (an
 *       {@link EvalMatch} weight spec), {@code --nodes} nodes a move, from openings of eight
 *       random plies. Every quiet position of those games (the side to move has no capture) is
 *       kept with the game's result from the side to move: 1, ½ or 0. Positions with a capture
 *       pending are left out: the static evaluation cannot see a capture the next ply makes.</li>
 *   <li>The evaluation's score {@code e} predicts the result as {@code 1 / (1 + 10^(-k e / 400))};
 *       {@code k} is fitted first, to the starting weights.</li>
 *   <li>Then a local search over the weights named by {@code --tune}: each weight in turn is moved
 *       by its step up and down, and a move that lowers the mean squared error of the
 *       predictions is kept; rounds go on until none does, then the steps are halved.</li>
 * </ol>
 *
 * The error is printed on the positions of one game in five, which the fit does not see, so that
 * a set that only fits its own positions shows. A fitted set is only a candidate: it is kept when
 * it wins games.
 */
public final class TuneWeights {

    /** A position of a self-play game and that game's result for the side to move. */
    record Sample(Board board, double result) {}

    public static void main(String[] args) throws Exception {
        RuleSet rules = RuleSet.OFFICIAL;
        String start = "default";
        int games = 1000;
        long nodes = 2000;
        long seed = 1;
        int threads = 2;
        String tune = "ownVulnerable,opponentVulnerable,ownBigHoleBonus,opponentOneMove,ownMobility,"
                + "opponentMobility,seedOnSide,transparentOnSide";
        for (int i = 0; i < args.length; i += 2) {
            switch (args[i]) {
                case "--rules" -> rules = RuleSet.fromName(args[i + 1]);
                case "--start" -> start = args[i + 1];
                case "--games" -> games = Integer.parseInt(args[i + 1]);
                case "--nodes" -> nodes = Long.parseLong(args[i + 1]);
                case "--seed" -> seed = Long.parseLong(args[i + 1]);
                case "--threads" -> threads = Integer.parseInt(args[i + 1]);
                case "--tune" -> tune = args[i + 1];
                default -> throw new IllegalArgumentException("unknown option " + args[i]);
            }
        }
        List<Sample> training = new ArrayList<>();
        List<Sample> check = new ArrayList<>();
        ExecutorService pool = Executors.newFixedThreadPool(threads);
        List<Future<List<Sample>>> futures = new ArrayList<>();
        RuleSet gameRules = rules;
        String startSpec = start;
        long moveNodes = nodes;
        for (int g = 0; g < games; g++) {
            long opening = seed * 1_000_003 + g;
            futures.add(pool.submit(() -> play(gameRules, startSpec, moveNodes, opening)));
        }
        for (int g = 0; g < games; g++) {
            (g % 5 == 4 ? check : training).addAll(futures.get(g).get());
        }
        pool.shutdown();
        System.out.printf(
                Locale.ROOT, "%d games, %d quiet positions (%d to check)%n", games, training.size(), check.size());

        int[] values = EvalMatch.values(EvalMatch.weights(start, rules));
        String[] names = EvalMatch.names();
        double k = fitK(rules, values, training);
        System.out.printf(
                Locale.ROOT,
                "k %.3f, error %.6f (check %.6f)%n",
                k,
                error(rules, values, k, training),
                error(rules, values, k, check));

        List<Integer> tuned = new ArrayList<>();
        for (String name : tune.split(",")) {
            int index = List.of(names).indexOf(name);
            if (index < 0) {
                throw new IllegalArgumentException("--tune: no weight named " + name);
            }
            tuned.add(index);
        }
        int[] steps = new int[values.length];
        for (int i : tuned) {
            steps[i] = Math.max(1, Math.abs(values[i]) / 4);
        }
        double best = error(rules, values, k, training);
        boolean anyStep = true;
        while (anyStep) {
            boolean improved = true;
            while (improved) {
                improved = false;
                for (int i : tuned) {
                    for (int sign : new int[] {1, -1}) {
                        int old = values[i];
                        values[i] = old + sign * steps[i];
                        double e = error(rules, values, k, training);
                        if (e < best) {
                            best = e;
                            improved = true;
                            break;
                        }
                        values[i] = old;
                    }
                }
                System.out.printf(
                        Locale.ROOT,
                        "error %.6f (check %.6f): %s%n",
                        best,
                        error(rules, values, k, check),
                        spec(names, values, tuned));
            }
            anyStep = false;
            for (int i : tuned) {
                if (steps[i] > 1) {
                    steps[i] /= 2;
                    anyStep = true;
                }
            }
        }
        System.out.println("fitted: default," + spec(names, values, tuned));
    }

    private static String spec(String[] names, int[] values, List<Integer> tuned) {
        StringBuilder text = new StringBuilder();
        for (int i : tuned) {
            text.append(text.isEmpty() ? "" : ",").append(names[i]).append('=').append(values[i]);
        }
        return text.toString();
    }

    /** The {@code k} that fits the starting weights best, by golden-section search. */
    private static double fitK(RuleSet rules, int[] values, List<Sample> samples) {
        double lo = 0.01;
        double hi = 2;
        double ratio = (Math.sqrt(5) - 1) / 2;
        for (int i = 0; i < 40; i++) {
            double a = hi - ratio * (hi - lo);
            double b = lo + ratio * (hi - lo);
            if (error(rules, values, a, samples) < error(rules, values, b, samples)) {
                hi = b;
            } else {
                lo = a;
            }
        }
        return (lo + hi) / 2;
    }

    private static double error(RuleSet rules, int[] values, double k, List<Sample> samples) {
        Evaluation evaluation = new Evaluation(rules, EvalMatch.build(values));
        double sum = 0;
        for (Sample sample : samples) {
            double predicted = 1 / (1 + Math.pow(10, -k * evaluation.evaluate(sample.board()) / 400.0));
            double miss = predicted - sample.result();
            sum += miss * miss;
        }
        return sum / samples.size();
    }

    private static List<Sample> play(RuleSet rules, String spec, long nodes, long opening) {
        PrintStream quiet = new PrintStream(PrintStream.nullOutputStream());
        Search<AwaleNode> search = AwaleNode.search(
                rules, TranspositionTable.ofMegabytes(8), EvalMatch.weights(spec, rules), SearchOptions.PLAIN);
        Player player = IddfsPlayer.fixed(search, SearchLimits.nodes(nodes), quiet);
        Board board = Board.start(rules);
        SplittableRandom random = new SplittableRandom(opening);
        int[] moves = new int[Moves.MAX_LEGAL];
        List<Board> positions = new ArrayList<>();
        while (!board.isOver()) {
            int move;
            if (board.ply() < 8) {
                move = moves[random.nextInt(board.legalMoves(moves))];
            } else {
                if (isQuiet(board, moves)) {
                    positions.add(board.copy());
                }
                move = player.chooseMove(board.copy(), System.nanoTime());
            }
            board.play(move);
        }
        int winner = board.winner();
        List<Sample> samples = new ArrayList<>();
        for (Board position : positions) {
            double result = winner == 0 ? 0.5 : winner == position.toMove() ? 1 : 0;
            samples.add(new Sample(position, result));
        }
        return samples;
    }

    /** Whether no move of the side to move captures or ends the game. */
    private static boolean isQuiet(Board board, int[] moves) {
        int count = board.legalMoves(moves);
        int before = board.captured(board.toMove());
        for (int i = 0; i < count; i++) {
            Board after = board.copy();
            after.play(moves[i]);
            if (after.isOver() || after.captured(board.toMove()) != before) {
                return false;
            }
        }
        return true;
    }
}
