package arbitre.bots.fenix;

import arbitre.bots.cli.Arguments;
import arbitre.bots.cli.UsageException;
import arbitre.bots.iddfs.TranspositionTable;
import java.io.PrintStream;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The bundled bots for Fenix, built from a command line: {@code iddfs}, {@code greedy} and
 * {@code random}, each a {@link FenixGame} for the shared protocol loop.
 */
public final class FenixBots {
    static final int DEFAULT_TABLE_MB = 64;

    private FenixBots() {
    }

    /**
     * The game a bot plays, from its name and options.
     *
     * @param seedFallback the seed of {@code random} and {@code greedy} when neither
     *     {@code --seed} nor {@code ARBITRE_SEED} gives one
     * @throws UsageException for an unknown bot, option or value
     */
    public static FenixGame create(String command, List<String> options, Map<String, String> environment,
            long seedFallback, PrintStream err) {
        switch (command) {
            case "iddfs" -> {
                Arguments parsed = Arguments.parse(command, options,
                        Set.of("game", "move-ms", "bank-ms", "depth", "table-mb"), environment);
                int depth = parsed.intValue("depth", 1, FenixSearch.MAX_DEPTH, 0);
                int tableMb = parsed.intValue("table-mb", 1, 16_384, DEFAULT_TABLE_MB);
                long bankMs = parsed.bankMillis();
                // With a bank, a per-move limit binds only if the referee sets one.
                long moveMs = bankMs > 0 && !parsed.has("move-ms") && !environment.containsKey(Arguments.MOVE_MS_VARIABLE)
                        ? 0 : parsed.moveMillis();
                FenixSearch search = new FenixSearch(TranspositionTable.ofMegabytes(tableMb));
                return new FenixGame(FenixIddfsPlayer.create(search, depth, moveMs, bankMs, parsed.incrementMillis(), err));
            }
            case "random", "greedy" -> {
                Arguments parsed = Arguments.parse(command, options, Set.of("game", "seed"), environment);
                long seed = parsed.seed(seedFallback);
                err.println(command + ": fenix, seed " + seed);
                return new FenixGame(command.equals("random") ? new FenixRandomPlayer(seed) : new FenixGreedyPlayer(seed));
            }
            default -> throw new UsageException(
                    "bots: unknown Fenix bot '" + command + "' (expected iddfs, random or greedy; try --help)");
        }
    }
}
