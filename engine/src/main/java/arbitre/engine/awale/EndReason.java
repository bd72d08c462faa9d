package arbitre.engine.awale;

/**
 * Why a game ended by the rules (docs/awale.md, "The end of the game"), in the order in which
 * the conditions are checked after every move.
 */
public enum EndReason {
    /** The player to move has no seed left in its holes; the mover captures every seed left. */
    STARVATION("starvation"),
    /** Fewer than 10 seeds remain on the board; they count for nobody. */
    FEW_SEEDS("few-seeds"),
    /** A player has captured 49 or more seeds ({@code official} rules only). */
    MAJORITY("majority"),
    /** 400 plies have been played; the seeds left count for nobody. */
    MOVE_LIMIT("move-limit");

    private final String wireName;

    EndReason(String wireName) {
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
