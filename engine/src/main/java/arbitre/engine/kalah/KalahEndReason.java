package arbitre.engine.kalah;

import arbitre.engine.GameEnd;

/** Why a Kalah game ended by the rules. There is one way: a side's six pits are empty. */
public enum KalahEndReason implements GameEnd {
    /** After a ply, one side's pits were all empty; each player banked the seeds left in their own pits. */
    EMPTY_SIDE;

    @Override
    public String toString() {
        return wireName();
    }
}
