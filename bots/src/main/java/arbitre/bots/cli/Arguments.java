package arbitre.bots.cli;

import arbitre.engine.RuleSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The options of one sub-command, parsed from {@code --name value} or {@code --name=value}, with
 * typed accessors that fall back to an {@code ARBITRE_*} variable and then to a default.
 *
 * <p>Hand-written rather than a library: the bot's start-up time counts against its first move,
 * and a handful of numeric options needs no more. Every problem becomes a {@link UsageException}
 * naming the option and the value.
 */
public final class Arguments {
    /** The rule set, when no option or variable names one. */
    public static final String RULES_VARIABLE = "ARBITRE_RULES";
    /** The referee's per-move limit in milliseconds. */
    public static final String MOVE_MS_VARIABLE = "ARBITRE_MOVE_MS";
    /** The environment variable through which an arena gives a bot its random seed. */
    public static final String SEED_VARIABLE = "ARBITRE_SEED";
    /** The per-move limit when neither {@code --move-ms} nor {@code ARBITRE_MOVE_MS} gives one. */
    public static final int DEFAULT_MOVE_MS = 3000;

    private final String command;
    private final Map<String, String> values;
    private final Map<String, String> environment;

    private Arguments(String command, Map<String, String> values, Map<String, String> environment) {
        this.command = command;
        this.values = values;
        this.environment = environment;
    }

    /**
     * Parses the options of a sub-command.
     *
     * @param known the option names the command accepts, without the leading dashes
     * @throws UsageException for an unknown, repeated or value-less option or a stray argument
     */
    public static Arguments parse(String command, List<String> args, Set<String> known,
            Map<String, String> environment) {
        Map<String, String> values = new LinkedHashMap<>();
        for (int i = 0; i < args.size(); i++) {
            String arg = args.get(i);
            if (!arg.startsWith("--") || arg.length() == 2) {
                throw new UsageException(command + ": unexpected argument '" + arg + "'"
                        + " (options: " + describe(known) + ")");
            }
            int equals = arg.indexOf('=');
            String name = equals < 0 ? arg.substring(2) : arg.substring(2, equals);
            if (!known.contains(name)) {
                throw new UsageException(command + ": unknown option '--" + name + "'"
                        + " (options: " + describe(known) + ")");
            }
            String value;
            if (equals >= 0) {
                value = arg.substring(equals + 1);
            } else if (i + 1 < args.size()) {
                value = args.get(++i);
            } else {
                throw new UsageException(command + ": option --" + name + " needs a value");
            }
            if (values.put(name, value) != null) {
                throw new UsageException(command + ": option --" + name + " is given twice");
            }
        }
        return new Arguments(command, values, environment);
    }

    private static String describe(Set<String> known) {
        return known.isEmpty() ? "none" : "--" + String.join(", --", known);
    }

    /** Whether the option was given. */
    public boolean has(String name) {
        return values.containsKey(name);
    }

    /**
     * An integer option in {@code [min, max]}, or the default when absent.
     *
     * @throws UsageException when the value is not such an integer
     */
    public long longValue(String name, long min, long max, long defaultValue) {
        String text = values.get(name);
        return text == null ? defaultValue : parseLong("option --" + name, text, min, max);
    }

    /** The same as {@link #longValue} for values that fit an int. */
    public int intValue(String name, int min, int max, int defaultValue) {
        return (int) longValue(name, min, max, defaultValue);
    }

    /** The rule set from {@code --rules}, else {@code ARBITRE_RULES}, else {@code official}. */
    public RuleSet rules() {
        String option = values.get("rules");
        String source = option != null ? "option --rules" : RULES_VARIABLE;
        String name = option != null ? option : environment.get(RULES_VARIABLE);
        try {
            return RuleSet.fromName(name == null || name.isBlank() ? null : name);
        } catch (IllegalArgumentException e) {
            throw new UsageException(command + ": " + source + ": " + e.getMessage());
        }
    }

    /**
     * The random seed from {@code --seed}, else {@code ARBITRE_SEED} (set by a tournament, so that
     * its games can be played again), else {@code fallback}.
     */
    public long seed(long fallback) {
        String option = values.get("seed");
        if (option != null) {
            return parseLong("option --seed", option, Long.MIN_VALUE, Long.MAX_VALUE);
        }
        String variable = environment.get(SEED_VARIABLE);
        if (variable == null || variable.isBlank()) {
            return fallback;
        }
        return parseLong(SEED_VARIABLE, variable, Long.MIN_VALUE, Long.MAX_VALUE);
    }

    /** The per-move limit from {@code --move-ms}, else {@code ARBITRE_MOVE_MS}, else 3000. */
    public int moveMillis() {
        String option = values.get("move-ms");
        if (option != null) {
            return (int) parseLong("option --move-ms", option, 1, Integer.MAX_VALUE);
        }
        String variable = environment.get(MOVE_MS_VARIABLE);
        if (variable == null || variable.isBlank()) {
            return DEFAULT_MOVE_MS;
        }
        return (int) parseLong(MOVE_MS_VARIABLE, variable, 1, Integer.MAX_VALUE);
    }

    private long parseLong(String source, String text, long min, long max) {
        long value;
        try {
            value = Long.parseLong(text.strip());
        } catch (NumberFormatException e) {
            throw new UsageException(command + ": " + source + " must be a whole number, got '"
                    + text + "'");
        }
        if (value < min || value > max) {
            throw new UsageException(command + ": " + source + " must be "
                    + (max == Integer.MAX_VALUE || max == Long.MAX_VALUE ? "at least " + min
                            : "in " + min + ".." + max)
                    + ", got " + value);
        }
        return value;
    }
}
