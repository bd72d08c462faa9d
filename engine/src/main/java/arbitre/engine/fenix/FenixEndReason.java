package arbitre.engine.fenix;

/**
 * Why a game of Fenix ended by the rules, in the order in which the conditions are checked after
 * every ply; the first that holds ends the game.
 */
public enum FenixEndReason {
    /** The board stands for the fourth time since the last capture, in the movement phase: a draw. */
    REPETITION("repetition"),
    /** Fifty consecutive movement-phase plies without a capture: a draw. */
    NO_CAPTURE_50("no-capture-50"),
    /** The player to move has no setup action (ply counter at most 10): he loses. */
    SETUP_STUCK("setup-stuck"),
    /** The player who has just moved has no king (ply counter at least 11): he loses. */
    KING_LOST("king-lost"),
    /** A player has no stack left: he loses. */
    NO_PIECES("no-pieces"),
    /** The player to move has no legal action: he loses. */
    NO_MOVES("no-moves");

    private final String wireName;

    FenixEndReason(String wireName) {
        this.wireName = wireName;
    }

    /** The one-word name used in match logs and {@code RESULT} lines. */
    public String wireName() {
        return wireName;
    }

    @Override
    public String toString() {
        return wireName;
    }
}
