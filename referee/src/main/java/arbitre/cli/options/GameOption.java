package arbitre.cli.options;

import arbitre.cli.exit.UsageException;
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
            completionCandidates = Completions.Games.class,
            description = "The game (default: the first 'arbitre games' lists).")
    private String game;

    @Option(
            names = {"--start", "--pos"},
            paramLabel = "START",
            description = "The start position (default: the game's first; 'arbitre games' lists each game's).")
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
     * The game's variant: {@code --rules} (in any case), or the game's first.
     *
     * @throws UsageException when {@code --rules} names none of the game's variants
     */
    public String variant(RulesOption rules) {
        GameType type = type();
        if (!rules.given()) {
            return type.variantOrDefault(null);
        }
        String name = rules.name();
        return type.variants().stream()
                .filter(variant -> variant.equalsIgnoreCase(name))
                .findFirst()
                .orElseThrow(() -> new UsageException("--rules " + name + " is not a rule set of " + type.name()
                        + "; " + type.name() + " has "
                        + (type.variants().size() == 1
                                ? "one rule set, " + type.variants().get(0) + ", so leave --rules out"
                                : "the rule sets " + String.join(", ", type.variants()))));
    }
}
