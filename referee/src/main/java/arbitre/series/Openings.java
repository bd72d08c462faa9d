package arbitre.series;

import arbitre.engine.SplitMix64;
import arbitre.engine.awale.RuleSet;
import arbitre.engine.kalah.FairKalahOpenings;
import arbitre.engine.kalah.KalahStart;
import arbitre.game.GameRegistry;
import arbitre.game.GameType;
import arbitre.game.awale.AwaleType;
import arbitre.game.kalah.KalahType;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Where each pair of games starts: both games of pair {@code i} (0-based) start from
 * {@link #start(long) start(i)}, a start name of the game ({@code standard},
 * {@code opening:3R 14B 7TR}, …). Written on the command line or in a config as
 * <ul>
 *   <li>{@code random:K}: a balanced random opening of K plies per pair ({@link BalancedOpenings}),
 *       drawn from the seed;</li>
 *   <li>a file: one opening per line, its moves separated by spaces (blank lines and lines that
 *       start with {@code #} are skipped), used in turn, pair after pair, starting over at the end;</li>
 *   <li>{@code fairkalah}, for Kalah: one of the 254 FairKalah openings per pair, drawn from the seed.</li>
 * </ul>
 */
public sealed interface Openings {
    /** What starts a random opening's text. */
    String RANDOM_PREFIX = "random:";

    /** The start of the games of pair {@code pair}. */
    String start(long pair);

    /** The suite of the FairKalah openings. */
    String FAIRKALAH = "fairkalah";

    /** Every pair from one start. */
    record Standard(String name) implements Openings {
        @Override
        public String start(long pair) {
            return name;
        }
    }

    /** A balanced random opening per pair. */
    record Random(BalancedOpenings drawn) implements Openings {
        @Override
        public String start(long pair) {
            return AwaleType.openingStart(drawn.opening(pair));
        }
    }

    /** A FairKalah opening per pair, drawn from a seed. */
    record FairKalah(long seed) implements Openings {
        @Override
        public String start(long pair) {
            long draw = new SplitMix64(seed + 0x9E37_79B9_7F4A_7C15L * pair).next();
            return KalahStart.fair((int) Long.remainderUnsigned(draw, FairKalahOpenings.COUNT))
                    .name();
        }
    }

    /** The openings of a file, in turn. */
    record Suite(Path file, List<String> starts) implements Openings {
        public Suite {
            starts = List.copyOf(starts);
        }

        @Override
        public String start(long pair) {
            return starts.get((int) (pair % starts.size()));
        }
    }

    /**
     * The openings a text names, or {@code start} for every pair when {@code null}.
     *
     * @param base the folder a relative file name is read from
     * @throws IllegalArgumentException for an unknown form, a bad count, a file that cannot be read
     *     or a bad line of it (named with its line number)
     */
    static Openings parse(String text, Path base, String game, String start, String rules, long seed, int maxEval) {
        GameType type = GameRegistry.get(game);
        if (text == null) {
            return new Standard(type.startOrDefault(start));
        }
        boolean awale = type.name().equals(AwaleType.NAME);
        boolean kalah = type.name().equals(KalahType.NAME);
        if (kalah && text.equals(FAIRKALAH)) {
            return new FairKalah(seed);
        }
        if (!awale || text.equals(FAIRKALAH)) {
            throw new IllegalArgumentException("'" + text + "' is not an opening suite of " + type.name() + " (known: "
                    + (awale ? RANDOM_PREFIX + "K, or a file of openings" : kalah ? FAIRKALAH : "none") + ")");
        }
        if (text.startsWith(RANDOM_PREFIX)) {
            String count = text.substring(RANDOM_PREFIX.length());
            int plies;
            try {
                plies = Integer.parseInt(count);
            } catch (NumberFormatException e) {
                throw new IllegalArgumentException(
                        "openings '" + text + "': '" + count + "' is not a number of plies", e);
            }
            return new Random(
                    new BalancedOpenings(RuleSet.fromName(type.variantOrDefault(rules)), plies, maxEval, seed));
        }
        return suite(base == null ? Path.of(text) : base.resolve(text), type, rules);
    }

    /** Reads an openings file, checking every line. */
    private static Suite suite(Path file, GameType type, String rules) {
        List<String> lines;
        try {
            lines = Files.readAllLines(file, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new IllegalArgumentException("openings file " + file + " cannot be read: " + e, e);
        }
        List<String> starts = new ArrayList<>();
        for (int i = 0; i < lines.size(); i++) {
            String line = lines.get(i).strip();
            if (line.isEmpty() || line.startsWith("#")) {
                continue;
            }
            String start = AwaleType.openingStart(List.of(line.split("\\s+")));
            try {
                type.start(rules, start);
            } catch (IllegalArgumentException e) {
                throw new IllegalArgumentException(file + ":" + (i + 1) + ": " + e.getMessage(), e);
            }
            starts.add(start);
        }
        if (starts.isEmpty()) {
            throw new IllegalArgumentException("openings file " + file + " holds no opening");
        }
        return new Suite(file, starts);
    }
}
