package arbitre.bots.protocol;

/**
 * One game's side of the talk with the referee, for one game's lines: it keeps the position,
 * applies what the referee reports and asks its player for answers. The {@link ProtocolLoop}
 * reads the lines, ends the game on {@code RESULT}, {@code END} or the end of input, times the
 * turns and writes the answers.
 */
public interface Conversation {

    /**
     * Handles one line of the referee (stripped, not empty, not the end of the game).
     *
     * @param turnStartNanos {@link System#nanoTime()} when the clock of a turn this line may open
     *     most likely started
     * @return the answer to write, a canonical move, or {@code null} when the line asks for none
     * @throws ProtocolViolation when the line cannot be followed (malformed, illegal, out of turn)
     */
    String reply(String line, long turnStartNanos);

    /** Plies played so far in the game, for diagnostics. */
    int ply();

    /**
     * Gets ready to play, for about {@code nanos}, before the referee's first line: a searching
     * player runs its search once so that its first move is not played by a JVM still compiling
     * it. The referee waits for a bot to be ready before its clock runs. Nothing by default.
     */
    default void warmUp(long nanos) {}

    /**
     * The conversation of the next game on the same process, for a bot that stays up between games
     * (docs/protocol.md): a new board, the same player (its tables, its random generator).
     */
    Conversation nextGame();

    /**
     * The conversation of the next game on the same process, from {@code start} as the referee
     * names it in {@code ARBITRE_START} ({@code null}: the start of the game before). Only a game
     * whose lines do not tell its start reads it; the others play {@link #nextGame()}.
     *
     * @throws ProtocolViolation for a start the game cannot read
     */
    default Conversation nextGame(String start) {
        return nextGame();
    }
}
