package arbitre.cli.options;

import arbitre.engine.RuleSet;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.Option;
import picocli.CommandLine.TypeConversionException;

/** The {@code --rules} option shared by every command that plays or reads games. */
public final class RulesOption {

    @Option(names = "--rules", paramLabel = "RULES", converter = RulesOption.Converter.class,
            description = "Rule set: official (default; odd/even holes, ends at 49) or report (holes 1-8/9-16).")
    private RuleSet rules = RuleSet.OFFICIAL;

    public RuleSet rules() {
        return rules;
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
