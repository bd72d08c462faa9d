package arbitre.cli.options;

import arbitre.cli.UsageException;
import arbitre.engine.fenix.FenixPosition;
import arbitre.game.GameRegistry;
import arbitre.game.GameType;
import picocli.CommandLine.Option;

/**
 * {@code --game} and {@code --start}, shared by every command that plays games, beside
 * {@link RulesOption}: which game, from which start position, and under which of its variants.
 */
public final class GameOption {

    @Option(
            names = "--game",
            paramLabel = "GAME",
            description = "The game: awale (default), kalah or fenix; './arbitre games' lists them.")
    private String game;

    @Option(
            names = {"--start", "--pos"},
            paramLabel = "START",
            description = "The start position: standard (default), or for Kalah fair:N, FairKalah opening N (0-253), "
                    + "or for Fenix a position text such as '" + FenixPosition.START + "'.")
    private String start;

    /**
     * The game named, or the default one.
     *
     * @throws UsageException for an unknown game, listing the known ones
     */
    public GameType type() {
        try {
            return GameRegistry.get(game);
        } catch (IllegalArgumentException e) {
            throw new UsageException("--game: " + e.getMessage(), e);
        }
    }

    /**
     * The start position's name, checked against the game's.
     *
     * @throws UsageException for a start the game does not have
     */
    public String start() {
        GameType type = type();
        String name = type.startOrDefault(start);
        try {
            type.start(null, name);
        } catch (IllegalArgumentException e) {
            throw new UsageException("--start: " + e.getMessage(), e);
        }
        return name;
    }

    /**
     * The game's variant: {@code --rules} for Awale, the one variant of a game that has no others.
     *
     * @throws UsageException when {@code --rules} is given for a game whose variants it does not name
     */
    public String variant(RulesOption rules) {
        GameType type = type();
        if (!rules.given()) {
            return type.variantOrDefault(null);
        }
        String name = rules.rules().wireName();
        if (!type.variants().contains(name)) {
            throw new UsageException("--rules " + name + " is an Awale rule set; " + type.name() + " has "
                    + (type.variants().size() == 1
                            ? "one rule set, " + type.variants().get(0) + ", so leave --rules out"
                            : "the rule sets " + String.join(", ", type.variants())));
        }
        return name;
    }
}
