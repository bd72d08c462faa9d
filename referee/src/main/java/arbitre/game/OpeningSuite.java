package arbitre.game;

/**
 * Where each pair of games starts when a series or a tournament plays from a game's suite of
 * openings ({@link GameType#openingSuite}): both games of a pair start from the same start, one
 * game with each bot to move first.
 */
public interface OpeningSuite {
    /**
     * The default evaluation window of drawn openings ({@code --max-eval}), in the game's
     * evaluation units: a drawn opening is kept when a search scores it within it of even.
     */
    int DEFAULT_MAX_EVAL = 250;

    /** The start (a start name of the game) of the games of pair {@code pair}, 0-based. */
    String start(long pair);

    /**
     * The start of the games of pair {@code pair} between two bots of a tournament, given {@code
     * draw}, a non-negative number the tournament draws for those two bots and that pair; by
     * default the pair's start, the same for every two bots.
     */
    default String start(long pair, long draw) {
        return start(pair);
    }
}
