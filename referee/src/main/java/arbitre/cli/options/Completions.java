package arbitre.cli.options;

import arbitre.game.GameRegistry;
import arbitre.game.GameType;
import java.net.URL;
import java.util.Iterator;
import java.util.List;
import java.util.Locale;
import java.util.TreeSet;

/**
 * The values that shell completion offers for the options that take one of a known few (picocli's
 * {@code completionCandidates}, written into the completion script when the reference is made).
 */
public final class Completions {
    private Completions() {}

    /** The games, as {@code --game} takes them. */
    public static final class Games implements Iterable<String> {
        @Override
        public Iterator<String> iterator() {
            return bundled().stream().map(GameType::name).iterator();
        }
    }

    /** Every game's variants, as {@code --rules} takes them. */
    public static final class Rules implements Iterable<String> {
        @Override
        public Iterator<String> iterator() {
            TreeSet<String> rules = new TreeSet<>();
            for (GameType type : bundled()) {
                type.variants().forEach(v -> rules.add(v.toLowerCase(Locale.ROOT)));
            }
            return rules.iterator();
        }
    }

    /**
     * The games that come with Arbitre, those of its own jar: the completion script is written once,
     * at build time, and a game from another jar (or a test's) is not there to be played.
     */
    static List<GameType> bundled() {
        URL own = Completions.class.getProtectionDomain().getCodeSource().getLocation();
        return GameRegistry.types().stream()
                .filter(type -> own.equals(
                        type.getClass().getProtectionDomain().getCodeSource().getLocation()))
                .toList();
    }

    /** The kinds of clock. */
    public static final class Clocks implements Iterable<String> {
        @Override
        public Iterator<String> iterator() {
            return List.of("wall", "cpu").iterator();
        }
    }

    /** What to do with a game lost to an overloaded machine. */
    public static final class Overloaded implements Iterable<String> {
        @Override
        public Iterator<String> iterator() {
            return List.of("replay", "count").iterator();
        }
    }
}
