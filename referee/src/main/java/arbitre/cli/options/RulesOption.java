package arbitre.cli.options;

import arbitre.engine.awale.RuleSet;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.Option;
import picocli.CommandLine.TypeConversionException;

/** The {@code --rules} option shared by every command that plays or reads games: Awale's rule sets. */
public final class RulesOption {

    @Option(
            names = "--rules",
            paramLabel = "RULES",
            converter = RulesOption.Converter.class,
            description =
                    "Awale's rule set: official (default; odd/even holes, ends at 49) or report (holes 1-8/9-16).")
    private RuleSet rules;

    /** The rule set given, or {@code official}. */
    public RuleSet rules() {
        return rules == null ? RuleSet.OFFICIAL : rules;
    }

    /** Whether {@code --rules} was given. */
    public boolean given() {
        return rules != null;
    }

    /** Turns a rule-set name into a {@link RuleSet}, with the engine's message for unknown names. */
    public static final class Converter implements ITypeConverter<RuleSet> {
        @Override
        public RuleSet convert(String value) {
            try {
                return RuleSet.fromName(value);
            } catch (IllegalArgumentException e) {
                throw new TypeConversionException(e.getMessage());
            }
        }
    }
}
