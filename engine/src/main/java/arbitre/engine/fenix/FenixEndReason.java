package arbitre.engine.fenix;

import arbitre.engine.GameEnd;

/**
 * Why a game of Fenix ended by the rules, in the order in which the conditions are checked after
 * every ply; the first that holds ends the game.
 */
public enum FenixEndReason implements GameEnd {
    /** The board stands for the fourth time since the last capture, in the movement phase: a draw. */
    REPETITION,
    /** Fifty consecutive movement-phase plies without a capture: a draw. */
    NO_CAPTURE_50,
    /** The player to move has no setup action (ply counter at most 10): he loses. */
    SETUP_STUCK,
    /** The player who has just moved has no king (ply counter at least 11): he loses. */
    KING_LOST,
    /** A player has no stack left: he loses. */
    NO_PIECES,
    /** The player to move has no legal action: he loses. */
    NO_MOVES;

    @Override
    public String toString() {
        return wireName();
    }
}
