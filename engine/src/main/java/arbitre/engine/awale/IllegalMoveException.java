package arbitre.engine.awale;

/** A move that the rules forbid in the current position, or a code that is no move; the message says why. */
public final class IllegalMoveException extends IllegalArgumentException {
    private static final long serialVersionUID = 1L;

    private final int move;

    IllegalMoveException(int move, String why) {
        super(name(move) + " is illegal: " + why);
        this.move = move;
    }

    /** The move's text; a code outside the 64 moves (a caller's bug) by its number. */
    private static String name(int move) {
        return move >= 0 && move < Moves.COUNT ? Moves.format(move) : "move code " + move;
    }

    /** The move code that was refused. */
    public int move() {
        return move;
    }
}
