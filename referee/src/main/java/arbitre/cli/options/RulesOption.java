package arbitre.cli.options;

import picocli.CommandLine.Option;

/**
 * The {@code --rules} option shared by every command that plays or reads games: the name of one of
 * the game's variants, checked against the game's own list ({@link GameOption#variant}).
 */
public final class RulesOption {

    @Option(
            names = "--rules",
            paramLabel = "RULES",
            completionCandidates = Completions.Rules.class,
            description = "The game's rule set (default: its first; 'arbitre games' lists each game's).")
    private String rules;

    /** The rule set's name as given, or {@code null}. */
    public String name() {
        return rules;
    }

    /** Whether {@code --rules} was given. */
    public boolean given() {
        return rules != null;
    }
}
