package arbitre.bots.protocol;

import java.util.function.Supplier;

/**
 * The conversation of a bot that can play several games and learns which from the referee: the
 * game named by {@code --game} or {@code ARBITRE_GAME} when one is, Kalah when the first line is
 * {@code POSITION} (a line only Kalah has), Awale otherwise. The game's conversation, and so its
 * player (a search may allocate a large table), is made only once the game is known.
 */
public final class GameSelection implements Conversation {
    private final Game named;
    private final Supplier<Conversation> awale;
    private final Supplier<Conversation> kalah;
    private Game game;
    private Conversation chosen;

    /**
     * @param named the game the bot was told, or {@code null} when it was not
     */
    public GameSelection(Game named, Supplier<Conversation> awale, Supplier<Conversation> kalah) {
        this.named = named;
        this.awale = awale;
        this.kalah = kalah;
    }

    @Override
    public String reply(String line, long turnStartNanos) {
        if (chosen == null) {
            game = named != null ? named : line.startsWith("POSITION") ? Game.KALAH : Game.AWALE;
            chosen = game == Game.KALAH ? kalah.get() : awale.get();
        }
        return chosen.reply(line, turnStartNanos);
    }

    @Override
    public int ply() {
        return chosen == null ? 0 : chosen.ply();
    }

    /** The game being played, or {@code null} before the first line. */
    public Game game() {
        return game;
    }
}
