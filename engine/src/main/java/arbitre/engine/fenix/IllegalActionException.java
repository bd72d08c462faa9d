package arbitre.engine.fenix;

/** A well-formed action that the rules forbid in the position; the message says why. */
public final class IllegalActionException extends IllegalArgumentException {
    private static final long serialVersionUID = 1L;

    private final FenixAction action;

    IllegalActionException(FenixAction action, String why) {
        super(action + " is illegal: " + why);
        this.action = action;
    }

    /** The action that was refused. */
    public FenixAction action() {
        return action;
    }
}
