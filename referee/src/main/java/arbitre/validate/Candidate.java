package arbitre.validate;

import arbitre.process.BotSpec;
import java.util.Objects;

/**
 * A bot to validate: its name and how to start it on each side. Course bots often learn their
 * side from their command line, so the two commands may differ.
 *
 * @param name the bot's name, used in reports and for its folder of match logs
 * @param asPlayer1 how to start it when it moves first
 * @param asPlayer2 how to start it when it moves second
 */
public record Candidate(String name, BotSpec asPlayer1, BotSpec asPlayer2) {

    public Candidate {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(asPlayer1, "asPlayer1");
        Objects.requireNonNull(asPlayer2, "asPlayer2");
        if (name.isBlank()) {
            throw new IllegalArgumentException("a bot to validate needs a name");
        }
    }

    /** A bot started the same way on both sides. */
    public static Candidate of(BotSpec bot) {
        return new Candidate(bot.name(), bot, bot);
    }

    /** A bot by name and command lines; {@code commandAsPlayer2} {@code null} for the same as player 1. */
    public static Candidate of(String name, String command, String commandAsPlayer2) {
        BotSpec first = BotSpec.of(name, command);
        return new Candidate(name, first, commandAsPlayer2 == null ? first : BotSpec.of(name, commandAsPlayer2));
    }

    /** The bot's spec on one side, 1 or 2. */
    public BotSpec side(int player) {
        return player == 1 ? asPlayer1 : asPlayer2;
    }
}
