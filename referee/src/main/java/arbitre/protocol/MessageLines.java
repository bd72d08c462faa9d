package arbitre.protocol;

/**
 * The lines of the referee's messages, shared by the games' codecs: each word of the protocol is
 * spelled here and nowhere else. A move list is its moves separated by single spaces (one move for
 * Awale, a whole turn for Kalah); {@code POSITION} and {@code OPENING} carry their numbers or moves
 * the same way.
 */
public final class MessageLines {
    public static final String START = "START";
    public static final String AGAIN = "AGAIN";
    public static final String POSITION = "POSITION";
    public static final String OPENING = "OPENING";
    public static final String RESULT = "RESULT";
    public static final String END = "END";

    private MessageLines() {}

    public static String encode(Message message) {
        if (message instanceof Message.Plies plies) {
            return String.join(" ", plies.moves());
        }
        if (message instanceof Message.Result result) {
            return RESULT + " " + result.outcome() + " " + result.mine() + " " + result.theirs() + " "
                    + result.reason();
        }
        if (message instanceof Message.Position position) {
            StringBuilder line = new StringBuilder(POSITION);
            position.cells().forEach(cell -> line.append(' ').append(cell));
            return line.toString();
        }
        if (message instanceof Message.Opening opening) {
            StringBuilder line = new StringBuilder(OPENING);
            opening.moves().forEach(move -> line.append(' ').append(move));
            return line.toString();
        }
        if (message instanceof Message.Start) {
            return START;
        }
        if (message instanceof Message.Again) {
            return AGAIN;
        }
        if (message instanceof Message.End) {
            return END;
        }
        throw new IllegalArgumentException("no line for " + message);
    }
}
