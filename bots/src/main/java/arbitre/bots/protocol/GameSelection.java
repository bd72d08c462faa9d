package arbitre.bots.protocol;

import java.util.EnumMap;
import java.util.Map;
import java.util.function.Supplier;

/**
 * The conversation of a bot that can play several games and learns which from the referee: the
 * game named by {@code --game} or {@code ARBITRE_GAME} when one is, else Kalah when the first line
 * is {@code POSITION} (a line only Kalah has), else Awale. Fenix opens with {@code START} as the
 * Awale does, so it must be named. The game's conversation, and so its player (a search may
 * allocate a large table), is made only once the game is known.
 */
public final class GameSelection implements Conversation {
    private final Game named;
    private final Map<Game, Supplier<Conversation>> conversations;
    private final boolean renewEachGame;
    private Game game;
    private Conversation chosen;

    /**
     * @param named the game the bot was told, or {@code null} when it was not
     * @param conversations a maker of a conversation for every game
     * @throws IllegalArgumentException when a game has no maker
     */
    public GameSelection(Game named, Map<Game, Supplier<Conversation>> conversations) {
        this(named, conversations, false);
    }

    /**
     * @param renewEachGame whether each next game of a bot that stays up gets a conversation of its
     *     own from its maker, its player new (a search's table, a clock's bank: as in a new process),
     *     rather than the same player on a new board
     */
    public GameSelection(Game named, Map<Game, Supplier<Conversation>> conversations, boolean renewEachGame) {
        for (Game each : Game.values()) {
            if (!conversations.containsKey(each)) {
                throw new IllegalArgumentException("no conversation for " + each.wireName());
            }
        }
        this.named = named;
        this.conversations = new EnumMap<>(conversations);
        this.renewEachGame = renewEachGame;
    }

    @Override
    public String reply(String line, long turnStartNanos) {
        if (chosen == null) {
            game = named != null ? named : Game.ofFirstLine(line);
            chosen = conversations.get(game).get();
        }
        return chosen.reply(line, turnStartNanos);
    }

    /** Warms up the named game's conversation, made now; nothing when the game is not named yet. */
    @Override
    public void warmUp(long nanos) {
        if (named != null && chosen == null) {
            game = named;
            chosen = conversations.get(game).get();
            chosen.warmUp(nanos);
        }
    }

    /** The next game is of the same game: a new conversation, with the same player or a new one. */
    @Override
    public Conversation nextGame() {
        return nextGame(null);
    }

    /** The next game is of the same game, from {@code start} ({@code null}: the same start). */
    @Override
    public Conversation nextGame(String start) {
        if (chosen != null) {
            chosen = (renewEachGame ? conversations.get(game).get() : chosen).nextGame(start);
        }
        return this;
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
