package arbitre.bots.protocol;

/** A line of the referee that a bot cannot follow; the message says why. */
public final class ProtocolViolation extends RuntimeException {
    private static final long serialVersionUID = 1L;

    public ProtocolViolation(String why) {
        super(why);
    }
}
