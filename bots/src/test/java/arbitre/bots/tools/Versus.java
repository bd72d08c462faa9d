package arbitre.bots.tools;

import arbitre.engine.awale.Board;
import arbitre.engine.awale.Moves;
import arbitre.engine.awale.RuleSet;
import java.io.PrintStream;
import java.lang.reflect.Method;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.SplittableRandom;

/**
 * A strength check between two builds of the bots, played in one JVM (not a test: run it by hand).
 *
 * <pre>
 * java -cp bots/target/test-classes:engine/target/classes arbitre.bots.tools.Versus \
 *     --a old.jar:iddfs --b bots/target/bots.jar:iddfs --ms 300 --games 20 --rules both
 * </pre>
 *
 * Each side is a bot ({@code iddfs}, {@code greedy} or {@code random}) from a shaded
 * {@code bots.jar}, loaded in its own class loader so that two versions of the same classes can
 * meet; the harness talks to each through reflection, in move notation, and checks every move
 * with its own engine. Games come in pairs from the same random opening (a few random plies),
 * each side playing both colors, so that neither an opening nor the first move decides the
 * score. A move that takes longer than the limit is counted as an overrun (the game goes on).
 */
public final class Versus {

    private static final java.util.Map<String, ClassLoader> LOADERS = new java.util.HashMap<>();

    /** One side: a bot inside its own class loader. */
    static final class Side {
        final String label;
        final Object player;
        final Object board;
        final Method chooseMove;
        final Method play;
        final Method parse;
        final Method format;

        Side(String spec, RuleSet rules, long moveMs, int tableMb, long seed) throws Exception {
            int colon = spec.lastIndexOf(':');
            String jar = spec.substring(0, colon);
            String bot = spec.substring(colon + 1);
            label = spec;
            ClassLoader loader = LOADERS.computeIfAbsent(jar, Side::loader);
            Class<?> ruleSetClass = loader.loadClass("arbitre.engine.awale.RuleSet");
            Object theirRules = ruleSetClass.getMethod("fromName", String.class).invoke(null, rules.wireName());
            Class<?> boardClass = loader.loadClass("arbitre.engine.awale.Board");
            board = boardClass.getMethod("start", ruleSetClass).invoke(null, theirRules);
            play = boardClass.getMethod("play", int.class);
            Class<?> moves = loader.loadClass("arbitre.engine.awale.Moves");
            parse = moves.getMethod("parse", String.class);
            format = moves.getMethod("format", int.class);
            PrintStream quiet = new PrintStream(PrintStream.nullOutputStream());
            player = switch (bot) {
                case "iddfs" ->
                    iddfs(
                            loader.loadClass("arbitre.bots.awale.IddfsPlayer"),
                            ruleSetClass,
                            theirRules,
                            tableMb,
                            moveMs,
                            quiet);
                case "greedy" ->
                    loader.loadClass("arbitre.bots.awale.GreedyPlayer")
                            .getConstructor(long.class)
                            .newInstance(seed);
                case "random" ->
                    loader.loadClass("arbitre.bots.awale.RandomPlayer")
                            .getConstructor(long.class)
                            .newInstance(seed);
                default -> throw new IllegalArgumentException("unknown bot " + bot);
            };
            chooseMove = loader.loadClass("arbitre.bots.awale.Player").getMethod("chooseMove", boardClass, long.class);
        }

        /**
         * A timed iddfs player of a build: {@code create(rules, tableMb, depth, nodes, moveMs, log)}
         * since the bot took {@code --nodes}, {@code create(rules, tableMb, depth, moveMs, log)}
         * before.
         */
        private static Object iddfs(
                Class<?> players, Class<?> ruleSetClass, Object rules, int tableMb, long moveMs, PrintStream log)
                throws ReflectiveOperationException {
            try {
                return players.getMethod(
                                "create", ruleSetClass, int.class, int.class, long.class, long.class, PrintStream.class)
                        .invoke(null, rules, tableMb, 0, 0L, moveMs, log);
            } catch (NoSuchMethodException older) {
                return players.getMethod("create", ruleSetClass, int.class, int.class, long.class, PrintStream.class)
                        .invoke(null, rules, tableMb, 0, moveMs, log);
            }
        }

        /** One loader per jar for the whole run, so that each build is compiled by the JIT once. */
        private static ClassLoader loader(String jar) {
            try {
                return new URLClassLoader(
                        new URL[] {Path.of(jar).toUri().toURL()}, ClassLoader.getPlatformClassLoader());
            } catch (java.net.MalformedURLException e) {
                throw new IllegalArgumentException("bad jar path " + jar, e);
            }
        }

        String choose() throws Exception {
            int move = (int) chooseMove.invoke(player, board, System.nanoTime());
            return (String) format.invoke(null, move);
        }

        void apply(String move) throws Exception {
            play.invoke(board, parse.invoke(null, move));
        }
    }

    public static void main(String[] args) throws Exception {
        String a = null;
        String b = null;
        long ms = 300;
        int games = 10;
        int openingPlies = 2;
        int tableMb = 32;
        long seed = 1;
        String rulesName = "both";
        for (int i = 0; i < args.length; i += 2) {
            switch (args[i]) {
                case "--a" -> a = args[i + 1];
                case "--b" -> b = args[i + 1];
                case "--ms" -> ms = Long.parseLong(args[i + 1]);
                case "--games" -> games = Integer.parseInt(args[i + 1]);
                case "--opening-plies" -> openingPlies = Integer.parseInt(args[i + 1]);
                case "--table-mb" -> tableMb = Integer.parseInt(args[i + 1]);
                case "--seed" -> seed = Long.parseLong(args[i + 1]);
                case "--rules" -> rulesName = args[i + 1];
                default -> throw new IllegalArgumentException("unknown option " + args[i]);
            }
        }
        if (a == null || b == null) {
            throw new IllegalArgumentException("--a and --b are required (jar:bot)");
        }
        List<RuleSet> ruleSets =
                rulesName.equals("both") ? List.of(RuleSet.values()) : List.of(RuleSet.fromName(rulesName));
        double pointsA = 0;
        int winsA = 0;
        int winsB = 0;
        int draws = 0;
        int overrunsA = 0;
        int overrunsB = 0;
        long slowestA = 0;
        long slowestB = 0;
        int played = 0;
        for (int g = 0; g < games; g++) {
            RuleSet rules = ruleSets.get(g / 2 % ruleSets.size());
            long openingSeed = seed * 1_000_003 + g / 2 / ruleSets.size();
            boolean aFirst = g % 2 == 0;
            Side sideA = new Side(a, rules, ms, tableMb, seed * 31 + g);
            Side sideB = new Side(b, rules, ms, tableMb, seed * 37 + g);
            Side[] byPlayer = aFirst ? new Side[] {null, sideA, sideB} : new Side[] {null, sideB, sideA};
            Board board = Board.start(rules);
            SplittableRandom opening = new SplittableRandom(openingSeed);
            int[] moves = new int[Moves.MAX_LEGAL];
            List<String> record = new ArrayList<>();
            while (!board.isOver()) {
                String move;
                if (board.ply() < openingPlies) {
                    move = Moves.format(moves[opening.nextInt(board.legalMoves(moves))]);
                } else {
                    Side mover = byPlayer[board.toMove()];
                    long start = System.nanoTime();
                    move = mover.choose();
                    long took = System.nanoTime() - start;
                    if (took > ms * 1_000_000) {
                        System.out.printf(
                                Locale.ROOT,
                                "  overrun: %s took %d ms at ply %d%n",
                                mover.label,
                                took / 1_000_000,
                                board.ply() + 1);
                    }
                    if (mover == sideA) {
                        slowestA = Math.max(slowestA, took);
                        overrunsA += took > ms * 1_000_000 ? 1 : 0;
                    } else {
                        slowestB = Math.max(slowestB, took);
                        overrunsB += took > ms * 1_000_000 ? 1 : 0;
                    }
                }
                board.play(Moves.parse(move));
                sideA.apply(move);
                sideB.apply(move);
                record.add(move);
            }
            int playerA = aFirst ? 1 : 2;
            int winner = board.winner();
            String outcome;
            if (winner == 0) {
                draws++;
                pointsA += 0.5;
                outcome = "draw";
            } else if (winner == playerA) {
                winsA++;
                pointsA += 1;
                outcome = "A wins";
            } else {
                winsB++;
                outcome = "B wins";
            }
            played++;
            System.out.printf(
                    Locale.ROOT,
                    "game %2d %-8s A as player %d: %-6s %2d-%2d %-11s %3d plies%n",
                    g + 1,
                    rules,
                    playerA,
                    outcome,
                    board.captured(playerA),
                    board.captured(3 - playerA),
                    board.endReason(),
                    board.ply());
        }
        System.out.printf(
                Locale.ROOT,
                "A %s: %.1f / %d points (%d wins, %d draws, %d losses), slowest move %d ms, %d overruns%n",
                a,
                pointsA,
                played,
                winsA,
                draws,
                winsB,
                slowestA / 1_000_000,
                overrunsA);
        System.out.printf(
                Locale.ROOT,
                "B %s: %.1f / %d points, slowest move %d ms, %d overruns (limit %d ms)%n",
                b,
                played - pointsA,
                played,
                slowestB / 1_000_000,
                overrunsB,
                ms);
    }
}
