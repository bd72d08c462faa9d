package arbitre.game.awale;

import arbitre.engine.awale.RuleSet;
import arbitre.game.OpeningFile;
import arbitre.game.OpeningSuite;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * The Awale's opening suites, written on the command line or in a config as
 * <ul>
 *   <li>{@code random:K}: a balanced random opening of K plies per pair ({@link BalancedOpenings}),
 *       drawn from the seed;</li>
 *   <li>a file: one opening per line, its moves separated by spaces (blank lines and lines that
 *       start with {@code #} are skipped), used in turn, pair after pair, starting over at the end.</li>
 * </ul>
 */
final class AwaleOpenings {
    /** What starts a random opening's text. */
    static final String RANDOM_PREFIX = "random:";

    private AwaleOpenings() {}

    /** A balanced random opening per pair. */
    record Random(BalancedOpenings drawn) implements OpeningSuite {
        @Override
        public String start(long pair) {
            return drawn.start(pair);
        }
    }

    /**
     * The suite a text names.
     *
     * @throws IllegalArgumentException for an unknown form, a bad count, a file that cannot be read
     *     or a bad line of it (named with its line number)
     */
    static OpeningSuite parse(String text, Path base, String variant, long seed, int maxEval) {
        if (text.startsWith(RANDOM_PREFIX)) {
            String count = text.substring(RANDOM_PREFIX.length());
            int plies;
            try {
                plies = Integer.parseInt(count);
            } catch (NumberFormatException e) {
                throw new IllegalArgumentException(
                        "openings '" + text + "': '" + count + "' is not a number of plies", e);
            }
            return new Random(new BalancedOpenings(RuleSet.fromName(variant), plies, maxEval, seed));
        }
        Path file = base == null ? Path.of(text) : base.resolve(text);
        if (!text.contains("/") && !text.contains(".") && !Files.exists(file)) {
            // A bare word that is no file: most likely a suite of another game.
            throw new IllegalArgumentException("'" + text + "' is not an opening suite of " + AwaleType.NAME
                    + " (known: " + RANDOM_PREFIX + "K, or a file of openings)");
        }
        return suite(file, variant);
    }

    /** Reads an openings file, checking every line. */
    private static OpeningFile suite(Path file, String variant) {
        return OpeningFile.read(file, line -> {
            String start = AwaleType.openingStart(List.of(line.split("\\s+")));
            AwaleType.INSTANCE.start(variant, start);
            return start;
        });
    }
}
