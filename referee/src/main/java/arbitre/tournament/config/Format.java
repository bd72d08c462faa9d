package arbitre.tournament.config;

import java.nio.file.Path;
import java.util.List;

/**
 * How the bots of a tournament meet.
 *
 * @param kind round robin, Swiss or knockout
 * @param rounds the Swiss's rounds (0 when not a Swiss)
 * @param seeding a knockout's seeds: names, top seed first (bots not named follow in the config's
 *     order); empty for the config's order
 * @param seedingFile a knockout's seeds from an earlier tournament's {@code standings.json}, or
 *     {@code null}
 * @param seedByElo whether {@code seedingFile} seeds by its Elo column rather than its ranks
 * @param extraPairs the pairs of games a tied knockout mini-match may add before the higher seed goes through
 * @param then the final the best of a Swiss go on to, or {@code null}
 */
public record Format(
        Kind kind, int rounds, List<String> seeding, Path seedingFile, boolean seedByElo, int extraPairs, Final then) {
    /** The rounds a Swiss plays by default: enough to separate the field, about log2 of it plus a few. */
    public static int defaultRounds(int bots) {
        return 32 - Integer.numberOfLeadingZeros(Math.max(1, bots - 1)) + 2;
    }

    /** The default: everyone meets everyone. */
    public static final Format ROUND_ROBIN = new Format(Kind.ROUND_ROBIN, 0, List.of(), null, false, 0, null);

    /** The default cap of extra pairs of games of a tied knockout mini-match. */
    public static final int DEFAULT_EXTRA_PAIRS = 2;

    public Format {
        seeding = List.copyOf(seeding);
    }

    /** The kinds of format, by their names in a config. */
    public enum Kind {
        ROUND_ROBIN("roundrobin"),
        SWISS("swiss"),
        KNOCKOUT("knockout");

        private final String configName;

        Kind(String configName) {
            this.configName = configName;
        }

        /** Its name in a config. */
        public String configName() {
            return configName;
        }

        /** The kind of that name, or {@code null}. */
        static Kind named(String name) {
            for (Kind k : values()) {
                if (k.configName.equals(name)) {
                    return k;
                }
            }
            return null;
        }
    }

    /**
     * The final after a qualifying Swiss.
     *
     * @param kind a knockout, or a round robin between the qualifiers
     * @param qualifiers how many of the Swiss's best go on, seeded by their places
     */
    public record Final(Kind kind, int qualifiers) {}
}
