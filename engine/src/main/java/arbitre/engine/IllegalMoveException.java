package arbitre.engine;

/** A well-formed move that the rules forbid in the current position; the message says why. */
public final class IllegalMoveException extends IllegalArgumentException {
    private static final long serialVersionUID = 1L;

    private final int move;

    IllegalMoveException(int move, String why) {
        super(Moves.format(move) + " is illegal: " + why);
        this.move = move;
    }

    /** The move code that was refused. */
    public int move() {
        return move;
    }
}
