package arbitre.engine.kalah;

/** Why a Kalah game ended by the rules. There is one way: a side's six pits are empty. */
public enum KalahEndReason {
    /** After a ply, one side's pits were all empty; each player banked the seeds left in their own pits. */
    EMPTY_SIDE("empty-side");

    private final String wireName;

    KalahEndReason(String wireName) {
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
