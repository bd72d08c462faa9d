package arbitre.series;

import arbitre.game.GameRegistry;
import arbitre.game.GameType;
import arbitre.game.OpeningSuite;
import java.nio.file.Path;

/**
 * Where each pair of games starts: both games of pair {@code i} (0-based) start from
 * {@link OpeningSuite#start(long) start(i)}, a start name of the game. Without a suite, every pair
 * starts from the one start given; with one, the game reads the suite's text
 * ({@link GameType#openingSuite}).
 */
public final class Openings {
    private Openings() {}

    /** Every pair from one start. */
    record Standard(String name) implements OpeningSuite {
        @Override
        public String start(long pair) {
            return name;
        }
    }

    /**
     * The openings a text names, or {@code start} for every pair when {@code null}.
     *
     * @param base the folder a relative file name is read from
     * @throws IllegalArgumentException for a text that names no suite of the game, or a suite that
     *     cannot be made (see {@link GameType#openingSuite})
     */
    public static OpeningSuite parse(
            String text, Path base, String game, String start, String rules, long seed, int maxEval) {
        GameType type = GameRegistry.get(game);
        if (text == null) {
            return new Standard(type.startOrDefault(start));
        }
        return type.openingSuite(text, base, type.variantOrDefault(rules), seed, maxEval);
    }
}
