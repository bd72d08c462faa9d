package arbitre.bots.tools;

import arbitre.bots.awale.AwaleNode;
import arbitre.bots.awale.EvaluationWeights;
import arbitre.bots.awale.GreedyPlayer;
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
import java.lang.reflect.RecordComponent;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.SplittableRandom;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

/**
 * A strength check between two evaluations of the iddfs bot, played in one JVM (not a test: run
 * it by hand).
 *
 * <pre>
 * java -cp bots/target/test-classes:bots/target/classes:engine/target/classes \
 *     arbitre.bots.tools.EvalMatch --a default --b report,seedOnSide=5 --depth 6 --pairs 100
 * </pre>
 *
 * A side is a weight set ({@code default} or {@code report}, then any {@code name=value} of
 * {@link EvaluationWeights}' components, comma-separated, and {@code aspiration},
 * {@code reductions} or {@code quiescence} to turn on a technique of {@link SearchOptions}), or
 * {@code greedy}. At a fixed
 * {@code --depth} a game is deterministic: the same run gives the same games on any machine and
 * under any load, so a difference in score is a difference in evaluation, not in timing. So is
 * a game at a fixed {@code --nodes} count per move, the fair measure for a change to the search,
 * which makes each node cost more or fewer. With {@code --ms} both sides search against the clock
 * instead, as in a real match.
 *
 * <p>Every opening (a few random plies from a seed) is played twice, each side taking each color,
 * for each rule set. The score is A's share of the points with a 95% interval computed from the
 * spread of the opening pairs' results (a pair is the unit that is independent), and the Elo
 * difference it implies.
 */
public final class EvalMatch {

    /** One game's outcome, from A's side. */
    record Game(RuleSet rules, long opening, boolean aFirst, double points, int plies, String end) {}

    public static void main(String[] args) throws Exception {
        String a = "default";
        String b = "report";
        int depth = 6;
        long ms = 0;
        long nodes = 0;
        int pairs = 50;
        int openingPlies = 4;
        long seed = 1;
        int threads = 2;
        int tableMb = 8;
        String rulesName = "both";
        for (int i = 0; i < args.length; i += 2) {
            switch (args[i]) {
                case "--a" -> a = args[i + 1];
                case "--b" -> b = args[i + 1];
                case "--depth" -> depth = Integer.parseInt(args[i + 1]);
                case "--ms" -> ms = Long.parseLong(args[i + 1]);
                case "--nodes" -> nodes = Long.parseLong(args[i + 1]);
                case "--pairs" -> pairs = Integer.parseInt(args[i + 1]);
                case "--opening-plies" -> openingPlies = Integer.parseInt(args[i + 1]);
                case "--seed" -> seed = Long.parseLong(args[i + 1]);
                case "--threads" -> threads = Integer.parseInt(args[i + 1]);
                case "--table-mb" -> tableMb = Integer.parseInt(args[i + 1]);
                case "--rules" -> rulesName = args[i + 1];
                default -> throw new IllegalArgumentException("unknown option " + args[i]);
            }
        }
        List<RuleSet> ruleSets =
                rulesName.equals("both") ? List.of(RuleSet.values()) : List.of(RuleSet.fromName(rulesName));
        String specA = a;
        String specB = b;
        int fixedDepth = ms > 0 || nodes > 0 ? 0 : depth;
        long moveMs = ms;
        long moveNodes = nodes;
        int plies = openingPlies;
        int mb = tableMb;
        ExecutorService pool = Executors.newFixedThreadPool(threads);
        List<Future<Game>> futures = new ArrayList<>();
        for (int p = 0; p < pairs; p++) {
            for (RuleSet rules : ruleSets) {
                long opening = seed * 1_000_003 + p;
                for (boolean aFirst : new boolean[] {true, false}) {
                    futures.add(pool.submit(() ->
                            play(rules, opening, plies, aFirst, specA, specB, fixedDepth, moveNodes, moveMs, mb)));
                }
            }
        }
        List<Game> games = new ArrayList<>();
        for (Future<Game> future : futures) {
            Game game = future.get();
            games.add(game);
            System.out.printf(
                    Locale.ROOT,
                    "%-8s opening %d A as player %d: %.1f %3d plies %s%n",
                    game.rules(),
                    game.opening(),
                    game.aFirst() ? 1 : 2,
                    game.points(),
                    game.plies(),
                    game.end());
        }
        pool.shutdown();
        String how = ms > 0 ? ms + " ms per move" : nodes > 0 ? nodes + " nodes per move" : "depth " + depth;
        System.out.printf(Locale.ROOT, "A = %s, B = %s, %s, %d random opening plies%n", a, b, how, openingPlies);
        for (RuleSet rules : ruleSets) {
            summarize(
                    rules.toString(),
                    games.stream().filter(g -> g.rules() == rules).toList());
        }
        summarize("all", games);
    }

    private static void summarize(String label, List<Game> games) {
        int n = games.size();
        double points = 0;
        int wins = 0;
        int draws = 0;
        long plies = 0;
        for (Game game : games) {
            points += game.points();
            wins += game.points() == 1 ? 1 : 0;
            draws += game.points() == 0.5 ? 1 : 0;
            plies += game.plies();
        }
        // Games come in pairs (same opening, colors swapped), consecutive in the list.
        int pairCount = n / 2;
        double mean = points / n;
        double variance = 0;
        for (int i = 0; i + 1 < n; i += 2) {
            double pairShare = (games.get(i).points() + games.get(i + 1).points()) / 2;
            variance += (pairShare - mean) * (pairShare - mean);
        }
        variance /= Math.max(1, pairCount - 1);
        double half = 1.96 * Math.sqrt(variance / Math.max(1, pairCount));
        System.out.printf(
                Locale.ROOT,
                "%-8s %4d games: A %.1f points = %.1f%% ± %.1f%% (%d wins, %d draws, %d losses), "
                        + "Elo %+.0f [%+.0f, %+.0f], %.0f plies a game%n",
                label,
                n,
                points,
                100 * mean,
                100 * half,
                wins,
                draws,
                n - wins - draws,
                elo(mean),
                elo(mean - half),
                elo(mean + half),
                (double) plies / n);
    }

    private static double elo(double share) {
        double s = Math.min(0.999, Math.max(0.001, share));
        return -400 * Math.log10(1 / s - 1);
    }

    private static Game play(
            RuleSet rules,
            long opening,
            int openingPlies,
            boolean aFirst,
            String specA,
            String specB,
            int depth,
            long nodes,
            long ms,
            int tableMb) {
        Player playerA = player(specA, rules, depth, nodes, ms, tableMb, opening);
        Player playerB = player(specB, rules, depth, nodes, ms, tableMb, opening + 1);
        Player[] byPlayer = aFirst ? new Player[] {null, playerA, playerB} : new Player[] {null, playerB, playerA};
        Board board = Board.start(rules);
        SplittableRandom random = new SplittableRandom(opening);
        int[] moves = new int[Moves.MAX_LEGAL];
        while (!board.isOver()) {
            int move = board.ply() < openingPlies
                    ? moves[random.nextInt(board.legalMoves(moves))]
                    : byPlayer[board.toMove()].chooseMove(board.copy(), System.nanoTime());
            board.play(move);
        }
        int playerOfA = aFirst ? 1 : 2;
        int winner = board.winner();
        double points = winner == 0 ? 0.5 : winner == playerOfA ? 1 : 0;
        return new Game(
                rules,
                opening,
                aFirst,
                points,
                board.ply(),
                board.endReason() + " " + board.captured(playerOfA) + "-" + board.captured(3 - playerOfA));
    }

    private static Player player(String spec, RuleSet rules, int depth, long nodes, long ms, int tableMb, long seed) {
        if (spec.equals("greedy")) {
            return new GreedyPlayer(seed);
        }
        PrintStream quiet = new PrintStream(PrintStream.nullOutputStream());
        Search<AwaleNode> search =
                AwaleNode.search(rules, TranspositionTable.ofMegabytes(tableMb), weights(spec, rules), options(spec));
        SearchLimits fixed = SearchLimits.fixed(depth, nodes);
        return fixed != null ? IddfsPlayer.fixed(search, fixed, quiet) : IddfsPlayer.timed(search, ms, quiet);
    }

    /** The search techniques of a side: those its spec turns on. */
    static SearchOptions options(String spec) {
        List<String> parts = List.of(spec.split(","));
        return new SearchOptions(
                parts.contains("aspiration"), parts.contains("reductions"), parts.contains("quiescence"));
    }

    /**
     * {@code default} (the bot's weights for the rule set) or {@code report}, then
     * {@code name=value} overrides, comma-separated.
     */
    static EvaluationWeights weights(String spec, RuleSet rules) {
        String[] parts = spec.split(",");
        EvaluationWeights base = switch (parts[0]) {
            case "default" -> EvaluationWeights.forRules(rules);
            case "report" -> EvaluationWeights.REPORT;
            default -> throw new IllegalArgumentException("unknown weight set " + parts[0]);
        };
        String[] names = names();
        int[] values = values(base);
        for (int k = 1; k < parts.length; k++) {
            if (!parts[k].contains("=")) {
                continue;
            }
            String[] pair = parts[k].split("=");
            int index = List.of(names).indexOf(pair[0].trim());
            if (index < 0) {
                throw new IllegalArgumentException("no weight named " + pair[0]);
            }
            values[index] = Integer.parseInt(pair[1].trim());
        }
        return build(values);
    }

    /** The names of {@link EvaluationWeights}' components, in order. */
    static String[] names() {
        RecordComponent[] components = EvaluationWeights.class.getRecordComponents();
        String[] names = new String[components.length];
        for (int i = 0; i < components.length; i++) {
            names[i] = components[i].getName();
        }
        return names;
    }

    /** The values of a weight set's components, in order. */
    static int[] values(EvaluationWeights weights) {
        RecordComponent[] components = EvaluationWeights.class.getRecordComponents();
        int[] values = new int[components.length];
        try {
            for (int i = 0; i < components.length; i++) {
                values[i] = (int) components[i].getAccessor().invoke(weights);
            }
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException("cannot read the weights " + weights, e);
        }
        return values;
    }

    /** The weight set of these component values, in order. */
    static EvaluationWeights build(int[] values) {
        RecordComponent[] components = EvaluationWeights.class.getRecordComponents();
        Class<?>[] types = new Class<?>[components.length];
        Object[] boxed = new Object[components.length];
        for (int i = 0; i < components.length; i++) {
            types[i] = components[i].getType();
            boxed[i] = values[i];
        }
        try {
            return EvaluationWeights.class.getDeclaredConstructor(types).newInstance(boxed);
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException("cannot build weights from " + java.util.Arrays.toString(values), e);
        }
    }
}
