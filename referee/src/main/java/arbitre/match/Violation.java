package arbitre.match;

import java.util.Locale;
import java.util.Optional;

/**
 * The referee's own endings: a bot broke the protocol (docs/protocol.md, "What ends a game early") and
 * loses at once. A game's endings by its rules are the game's ({@code GameType#endReasons()}).
 */
public enum Violation {
    /** No whole line within the move limit or the time bank. */
    TIMEOUT,
    /** A well-formed move the rules forbid here. */
    ILLEGAL_MOVE,
    /** A line that is not a move, an over-long line included. */
    MALFORMED,
    /** Output while not to move. */
    OUT_OF_TURN,
    /** The process exited, or closed its standard output, during the game. */
    CRASH,
    /** The process could not be started (or a remote bot was not connected). */
    NO_START,
    /** The connection of a remote bot was lost during the game and did not come back in time. */
    DISCONNECTED;

    /** The one word used in match logs and {@code RESULT} lines, such as {@code illegal-move}. */
    public String wireName() {
        return name().toLowerCase(Locale.ROOT).replace('_', '-');
    }

    /** The violation with a wire name; empty for any other word (a game's own end reason among them). */
    public static Optional<Violation> fromWireName(String name) {
        for (Violation violation : values()) {
            if (violation.wireName().equals(name)) {
                return Optional.of(violation);
            }
        }
        return Optional.empty();
    }

    @Override
    public String toString() {
        return wireName();
    }
}
