package arbitre.protocol;

/**
 * A line from a bot, as its game's {@link Codec} reads it: a line to be read as a move, or a
 * closing line (a course bot's own {@code RESULT} line, or {@code END}), which is logged and
 * ignored when it comes out of turn or after the game.
 */
public sealed interface Reply {

    /** A line to be read as a move, as written. */
    record Move(String text) implements Reply {
    }

    /**
     * A line that closes the game from the bot's side.
     *
     * @param move the move it carries ({@code RESULT <move> …}, the course's way to end a game),
     *     or {@code null}
     * @param claim the scores it announces, or {@code null}
     */
    record Closing(String move, Claim claim) implements Reply {
    }

    /** Scores a bot claims (player 1's, then player 2's): never trusted, compared with the game's. */
    record Claim(int first, int second) {
    }
}
