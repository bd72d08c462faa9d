package arbitre.protocol;

import java.util.regex.Pattern;

/**
 * A line from a bot, as its game's {@link Codec} reads it: a move (in the game's notation or not),
 * prose (debug output on the wrong stream), or a closing line (a course bot's own {@code RESULT}
 * line, or {@code END}), which is logged and ignored when it comes out of turn or after the game.
 */
public sealed interface Reply {

    /** A line meant as a move, as its notation read it: a {@link Move} or a {@link NotAMove}. */
    static Reply asMove(String line, Notation.Reading reading) {
        return reading instanceof Notation.Reading.Canonical canonical
                ? new Move(line, canonical.move())
                : new NotAMove(line, ((Notation.Reading.Invalid) reading).reason());
    }

    /**
     * A line that is a move.
     *
     * @param text the line as written
     * @param canonical the move in canonical form
     */
    record Move(String text, String canonical) implements Reply {}

    /**
     * A line meant as a move that is not one in the game's notation (a malformed move).
     *
     * @param text the line as written
     * @param reason why it is not a move, as the notation says
     */
    record NotAMove(String text, String reason) implements Reply {}

    /**
     * A line of words meant for a person, such as {@code thinking about move 3...} or
     * {@code Score: 12}: debug output written to standard output, never a move.
     */
    record Prose(String text) implements Reply {

        /**
         * Whether a line reads as prose: at least two words, and a run of three letters or more.
         * A misspelled move ({@code 14 TB}, {@code 3 r}) does not.
         */
        public static boolean matches(String line) {
            return SPACE_BETWEEN_WORDS.matcher(line).find()
                    && LETTERS.matcher(line).find();
        }

        private static final Pattern SPACE_BETWEEN_WORDS = Pattern.compile("\\S\\s+\\S");
        private static final Pattern LETTERS = Pattern.compile("\\p{Alpha}{3}");
    }

    /**
     * A line that closes the game from the bot's side.
     *
     * @param move the move it carries, in canonical form ({@code RESULT <move> …}, the course's way
     *     to end a game), or {@code null}
     * @param claim the scores it announces, or {@code null}
     */
    record Closing(String move, Claim claim) implements Reply {}

    /** Scores a bot claims (player 1's, then player 2's): never trusted, compared with the game's. */
    record Claim(int first, int second) {}
}
