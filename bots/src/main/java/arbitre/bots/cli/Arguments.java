package arbitre.bots.cli;

import arbitre.bots.protocol.Game;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;

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
    /** The game, when no option names one. */
    public static final String GAME_VARIABLE = "ARBITRE_GAME";
    /** The time bank per game in milliseconds, when there is one. */
    public static final String BANK_MS_VARIABLE = "ARBITRE_BANK_MS";
    /** The increment added to the bank after each move, in milliseconds. */
    public static final String INCREMENT_MS_VARIABLE = "ARBITRE_INCREMENT_MS";
    /** The start position's name, or for Fenix a position text. */
    public static final String START_VARIABLE = "ARBITRE_START";
    /** The environment variable through which an arena gives a bot its random seed. */
    public static final String SEED_VARIABLE = "ARBITRE_SEED";
    /**
     * The referee's start-up limit in milliseconds. A referee that sets it sends nothing before
     * the bot waits on its standard input, so the bot's first turn begins no earlier than its
     * first read.
     */
    public static final String STARTUP_MS_VARIABLE = "ARBITRE_STARTUP_MS";
    /** The per-move limit when neither {@code --move-ms} nor {@code ARBITRE_MOVE_MS} gives one. */
    public static final int DEFAULT_MOVE_MS = 3000;
    /** The largest bank or increment accepted: a day. */
    static final long MAX_BANK_MS = 86_400_000L;

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
    public static Arguments parse(
            String command, List<String> args, Set<String> known, Map<String, String> environment) {
        Map<String, String> values = new LinkedHashMap<>();
        for (int i = 0; i < args.size(); i++) {
            String arg = args.get(i);
            if (!arg.startsWith("--") || arg.length() == 2) {
                throw new UsageException(
                        command + ": unexpected argument '" + arg + "'" + " (options: " + describe(known) + ")");
            }
            int equals = arg.indexOf('=');
            String name = equals < 0 ? arg.substring(2) : arg.substring(2, equals);
            if (!known.contains(name)) {
                throw new UsageException(
                        command + ": unknown option '--" + name + "'" + " (options: " + describe(known) + ")");
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

    /** The text of an option as given, {@code null} when absent. */
    public String text(String name) {
        return values.get(name);
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

    /**
     * The variant (rule set) from {@code --rules}, else {@code ARBITRE_RULES}, read by the game's
     * own parser, which is given {@code null} when neither names one.
     *
     * @throws UsageException naming the option or the variable, when the parser refuses the name
     */
    public <T> T variant(Function<String, T> parser) {
        String option = values.get("rules");
        String source = option != null ? "option --rules" : RULES_VARIABLE;
        String name = option != null ? option : environment.get(RULES_VARIABLE);
        try {
            return parser.apply(name == null || name.isBlank() ? null : name);
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

    /**
     * The game from {@code --game}, else {@code ARBITRE_GAME}, else {@code null}: not said (the
     * first line of the referee then tells, Awale unless it is {@code POSITION}).
     */
    public Game game() {
        String option = values.get("game");
        String source = option != null ? "option --game" : GAME_VARIABLE;
        String name = option != null ? option : environment.get(GAME_VARIABLE);
        if (name == null || name.isBlank()) {
            return null;
        }
        try {
            return Game.fromName(name);
        } catch (IllegalArgumentException e) {
            throw new UsageException(command + ": " + source + ": " + e.getMessage());
        }
    }

    /** The per-move limit from {@code --move-ms}, else {@code ARBITRE_MOVE_MS}, else 3000. */
    public int moveMillis() {
        return (int) optionOrVariable("move-ms", MOVE_MS_VARIABLE, 1, Integer.MAX_VALUE, DEFAULT_MOVE_MS);
    }

    /**
     * Whether the referee keeps start-up off the clock ({@code ARBITRE_STARTUP_MS} is a positive
     * whole number): it sends the first line only once the bot waits for it. Anything else leaves
     * the safe assumption, a first line possibly sent as the process started.
     */
    public static boolean startupOffTheClock(Map<String, String> environment) {
        String value = environment.get(STARTUP_MS_VARIABLE);
        try {
            return value != null && Long.parseLong(value.strip()) > 0;
        } catch (NumberFormatException e) {
            return false;
        }
    }

    /** The start from {@code ARBITRE_START}, or {@code null} when the referee names none. */
    public String start() {
        String start = environment.get(START_VARIABLE);
        return start == null || start.isBlank() ? null : start;
    }

    /** Whether {@code --move-ms} or {@code ARBITRE_MOVE_MS} sets a per-move limit, rather than the default. */
    public boolean hasMoveLimit() {
        String variable = environment.get(MOVE_MS_VARIABLE);
        return values.containsKey("move-ms") || variable != null && !variable.isBlank();
    }

    /** The time bank per game from {@code --bank-ms}, else {@code ARBITRE_BANK_MS}, else 0 (none). */
    public long bankMillis() {
        return optionOrVariable("bank-ms", BANK_MS_VARIABLE, 0, MAX_BANK_MS, 0);
    }

    /** The bank's increment per move from {@code --increment-ms}, else {@code ARBITRE_INCREMENT_MS}, else 0. */
    public long incrementMillis() {
        return optionOrVariable("increment-ms", INCREMENT_MS_VARIABLE, 0, MAX_BANK_MS, 0);
    }

    private long optionOrVariable(String name, String variable, long min, long max, long defaultValue) {
        String option = values.get(name);
        if (option != null) {
            return parseLong("option --" + name, option, min, max);
        }
        String value = environment.get(variable);
        if (value == null || value.isBlank()) {
            return defaultValue;
        }
        return parseLong(variable, value, min, max);
    }

    private long parseLong(String source, String text, long min, long max) {
        long value;
        try {
            value = Long.parseLong(text.strip());
        } catch (NumberFormatException e) {
            throw new UsageException(command + ": " + source + " must be a whole number, got '" + text + "'");
        }
        if (value < min || value > max) {
            throw new UsageException(command + ": " + source + " must be "
                    + (max == Integer.MAX_VALUE || max == Long.MAX_VALUE ? "at least " + min : "in " + min + ".." + max)
                    + ", got " + value);
        }
        return value;
    }
}
