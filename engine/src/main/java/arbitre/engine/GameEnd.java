package arbitre.engine;

import java.util.Locale;

/**
 * Why a game ended by its rules: each game's enum of end reasons implements it. The one-word name
 * used in match logs and {@code RESULT} lines is the constant's name in lower case, with hyphens
 * for underscores ({@code FEW_SEEDS} is {@code few-seeds}), so that no enum spells it twice.
 */
public interface GameEnd {
    /** The constant's name, as every enum has it. */
    String name();

    /** The one-word name used in match logs and {@code RESULT} lines. */
    default String wireName() {
        return name().toLowerCase(Locale.ROOT).replace('_', '-');
    }
}
