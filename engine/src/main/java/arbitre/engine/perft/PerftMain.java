package arbitre.engine.perft;

import arbitre.engine.awale.Board;
import arbitre.engine.awale.Perft;
import arbitre.engine.awale.RuleSet;
import arbitre.engine.fenix.FenixBoard;
import arbitre.engine.fenix.FenixPerft;
import arbitre.engine.fenix.FenixPosition;
import arbitre.engine.kalah.KalahBoard;
import arbitre.engine.kalah.KalahPerft;
import arbitre.engine.kalah.KalahStart;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.IntToLongFunction;

/**
 * Prints perft of a start position for each depth up to a limit, one line per depth:
 * {@code depth nodes seconds}. The Java side of {@code engine/bench/perft-vs-c.sh}, which compares
 * it line for line with a C implementation of the same rules; with {@code --game kalah}, Kalah from
 * the standard opening or a FairKalah one; with {@code --game fenix}, Fenix from its start or from a
 * position text.
 *
 * <p>Usage: {@code java -cp engine/target/classes arbitre.engine.perft.PerftMain [--game awale|kalah|fenix]
 * [--rules official|report] [--start standard|fair:N|TEXT] DEPTH}
 */
public final class PerftMain {

    private PerftMain() {}

    public static void main(String[] args) {
        IntToLongFunction perft = null;
        RuleSet rules = RuleSet.OFFICIAL;
        String game = GAMES.keySet().iterator().next();
        String start = null;
        int depth = -1;
        try {
            for (int a = 0; a < args.length; a++) {
                if (args[a].equals("--rules") && a + 1 < args.length) {
                    rules = RuleSet.fromName(args[++a]);
                } else if (args[a].equals("--game") && a + 1 < args.length) {
                    game = args[++a];
                    if (!GAMES.containsKey(game)) {
                        throw new IllegalArgumentException(
                                "unknown game '" + game + "': " + String.join(", ", GAMES.keySet()));
                    }
                } else if (args[a].equals("--start") && a + 1 < args.length) {
                    start = args[++a];
                } else if (depth < 0) {
                    depth = parseDepth(args[a]);
                } else {
                    throw new IllegalArgumentException("unexpected argument '" + args[a] + "'");
                }
            }
            if (depth < 0) {
                throw new IllegalArgumentException("the depth is missing");
            }
            perft = perft(game, rules, start);
        } catch (IllegalArgumentException e) {
            System.err.println(e.getMessage());
            System.err.println("usage: PerftMain [--game " + String.join("|", GAMES.keySet())
                    + "] [--rules official|report] [--start standard|fair:N|TEXT] DEPTH");
            System.exit(2);
        }
        for (int d = 1; d <= depth; d++) {
            long t0 = System.nanoTime();
            long nodes = perft.applyAsLong(d);
            long t1 = System.nanoTime();
            System.out.println(String.format(Locale.ROOT, "%d %d %.3f", d, nodes, (t1 - t0) / 1e9));
        }
    }

    /** perft by depth of a game's start, for a rule set and a start ({@code null}: the standard one). */
    @FunctionalInterface
    private interface PerftOfGame {
        IntToLongFunction from(RuleSet rules, String start);
    }

    /**
     * The games, by the name {@code --game} takes: the one list here, which a test of the referee
     * holds to the referee's registry of games.
     */
    private static final Map<String, PerftOfGame> GAMES = new LinkedHashMap<>();

    static {
        GAMES.put("awale", (rules, start) -> {
            if (start != null && !start.equals("standard")) {
                throw new IllegalArgumentException("the Awale has one start, standard; got '" + start + "'");
            }
            Board board = Board.start(rules);
            return d -> Perft.count(board, d);
        });
        GAMES.put("kalah", (rules, start) -> {
            KalahBoard board = (start == null ? KalahStart.STANDARD : KalahStart.parse(start)).board();
            return d -> KalahPerft.count(board, d);
        });
        GAMES.put("fenix", (rules, start) -> {
            FenixBoard board =
                    start == null || start.equals("standard") ? FenixBoard.start() : FenixPosition.parse(start);
            return d -> FenixPerft.count(board, d);
        });
    }

    /** The games perft counts, by name, the default first. */
    public static List<String> games() {
        return List.copyOf(GAMES.keySet());
    }

    /** perft by depth of a game's start ({@code null}: its standard one). */
    private static IntToLongFunction perft(String game, RuleSet rules, String start) {
        return GAMES.get(game).from(rules, start);
    }

    private static int parseDepth(String text) {
        try {
            int depth = Integer.parseInt(text);
            if (depth >= 0 && depth <= 20) {
                return depth;
            }
        } catch (NumberFormatException e) {
            // reported below
        }
        throw new IllegalArgumentException("depth must be 0..20, got '" + text + "'");
    }
}
