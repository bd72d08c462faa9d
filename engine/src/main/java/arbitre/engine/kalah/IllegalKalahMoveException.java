package arbitre.engine.kalah;

/** A pit the player to move may not play here; the message says which pit, at which ply, and why. */
public final class IllegalKalahMoveException extends IllegalArgumentException {
    private static final long serialVersionUID = 1L;

    private final int pit;

    IllegalKalahMoveException(int pit, int ply, String why) {
        super("pit " + pit + " at ply " + (ply + 1) + " is illegal: " + why);
        this.pit = pit;
    }

    /** The pit that was refused. */
    public int pit() {
        return pit;
    }
}
