package arbitre.protocol;

import java.util.function.Predicate;

/**
 * The Awale protocol (PROTOCOL.md), course compatibility included: a bot may end a game with
 * {@code RESULT <move> <score1> <score2>}, which counts as that move with a claim of the scores;
 * a {@code RESULT} or {@code END} line that is not a move closes the game from the bot's side.
 */
public final class AwaleCodec implements Codec {
    public static final AwaleCodec INSTANCE = new AwaleCodec();

    static final String START = "START";
    static final String AGAIN = "AGAIN";
    static final String POSITION = "POSITION";
    static final String OPENING = "OPENING";
    static final String RESULT = "RESULT";
    static final String END = "END";

    private AwaleCodec() {
    }

    @Override
    public String encode(Message message) {
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

    @Override
    public Reply decode(String line, Predicate<String> isMove) {
        String text = line.strip();
        if (text.startsWith(RESULT)) {
            String[] words = text.split("\\s+");
            if (!words[0].equals(RESULT)) {
                return new Reply.Closing(null, null);
            }
            return new Reply.Closing(words.length >= 2 && isMove.test(words[1]) ? words[1] : null, claim(words));
        }
        if (text.startsWith(END)) {
            return new Reply.Closing(null, null);
        }
        return new Reply.Move(line);
    }

    /** The two integers after {@code RESULT <word>}, or {@code null}. */
    private static Reply.Claim claim(String[] words) {
        if (words.length < 4) {
            return null;
        }
        try {
            return new Reply.Claim(Integer.parseInt(words[2]), Integer.parseInt(words[3]));
        } catch (NumberFormatException e) {
            return null;
        }
    }
}
