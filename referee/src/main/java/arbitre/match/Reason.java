package arbitre.match;

import java.util.Locale;

/**
 * Why a match ended: by the rules, or because a bot broke the protocol (PROTOCOL.md, "What ends a
 * game early"), in which case that bot loses at once.
 */
public enum Reason {
    STARVATION(false),
    FEW_SEEDS(false),
    MAJORITY(false),
    MOVE_LIMIT(false),
    /** No whole line within the move limit or the time bank. */
    TIMEOUT(true),
    /** A well-formed move the rules forbid here. */
    ILLEGAL_MOVE(true),
    /** A line that is not a move, an over-long line included. */
    MALFORMED(true),
    /** Output while not to move. */
    OUT_OF_TURN(true),
    /** The process exited, or closed its standard output, during the game. */
    CRASH(true),
    /** The process could not be started. */
    NO_START(true);

    private final boolean violation;

    Reason(boolean violation) {
        this.violation = violation;
    }

    /** Whether a bot broke the protocol. */
    public boolean isViolation() {
        return violation;
    }

    /** The one word used in match logs and {@code RESULT} lines, such as {@code illegal-move}. */
    public String wireName() {
        return name().toLowerCase(Locale.ROOT).replace('_', '-');
    }

    /**
     * The reason with a wire name.
     *
     * @throws IllegalArgumentException for an unknown name
     */
    public static Reason fromWireName(String name) {
        for (Reason reason : values()) {
            if (reason.wireName().equals(name)) {
                return reason;
            }
        }
        throw new IllegalArgumentException("unknown end reason '" + name + "'");
    }

    @Override
    public String toString() {
        return wireName();
    }
}
