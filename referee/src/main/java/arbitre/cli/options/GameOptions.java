package arbitre.cli.options;

import picocli.CommandLine.ArgGroup;

/**
 * {@link GameOption} and {@link RulesOption} together, as one argument group: the commands that
 * play games show them under one heading of their own.
 */
public final class GameOptions {

    @ArgGroup(validate = false)
    private GameOption game = new GameOption();

    @ArgGroup(validate = false)
    private RulesOption rules = new RulesOption();

    /** {@code --game} and {@code --start}. */
    public GameOption game() {
        return game;
    }

    /** {@code --rules}. */
    public RulesOption rules() {
        return rules;
    }

    /** The game's variant: {@code --rules}, checked, or the game's first ({@link GameOption#variant}). */
    public String variant() {
        return game.variant(rules);
    }
}
