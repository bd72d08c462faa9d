package arbitre.engine.awale;

import arbitre.engine.GameEnd;

/**
 * Why a game ended by the rules (docs/awale.md, "The end of the game"), in the order in which
 * the conditions are checked after every move.
 */
public enum EndReason implements GameEnd {
    /** The player to move has no seed left in its holes; the mover captures every seed left. */
    STARVATION,
    /** Fewer than 10 seeds remain on the board; they count for nobody. */
    FEW_SEEDS,
    /** A player has captured 49 or more seeds ({@code official} rules only). */
    MAJORITY,
    /** 400 plies have been played; the seeds left count for nobody. */
    MOVE_LIMIT;

    @Override
    public String toString() {
        return wireName();
    }
}
