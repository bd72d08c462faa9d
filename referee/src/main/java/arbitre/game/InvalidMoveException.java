package arbitre.game;

/** A move that cannot be played: either not a move at all (malformed) or one the rules forbid. */
public final class InvalidMoveException extends Exception {
    private static final long serialVersionUID = 1L;

    private final boolean malformed;

    public InvalidMoveException(String message, boolean malformed) {
        super(message);
        this.malformed = malformed;
    }

    /** True when the text is not a move in the notation; false when it is a move the rules forbid. */
    public boolean malformed() {
        return malformed;
    }
}
