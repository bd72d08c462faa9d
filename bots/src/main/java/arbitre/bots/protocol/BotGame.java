package arbitre.bots.protocol;

/**
 * One game as the {@link ProtocolLoop} sees it: the opponent's lines go in, our answers come out
 * in canonical form. Each game (Awale, Fenix) keeps its own board and player behind it, so that
 * the loop's reading, timing and error handling are written once.
 */
public interface BotGame {

    /**
     * Plays the opponent's move or action given as a protocol line.
     *
     * @return {@code null} when it was played, else why it could not be (not in the notation,
     *     or illegal here)
     */
    String playOpponent(String line);

    /** Whether the game is over. */
    boolean isOver();

    /**
     * Chooses an answer for the side to move, plays it and returns its canonical text.
     *
     * @param turnStartNanos {@link System#nanoTime()} when this turn's clock most likely started
     */
    String answer(long turnStartNanos);

    /** Plies played so far. */
    int ply();
}
