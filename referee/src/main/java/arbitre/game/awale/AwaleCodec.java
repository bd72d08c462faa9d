package arbitre.game.awale;

import arbitre.protocol.Codec;
import arbitre.protocol.MessageLines;
import arbitre.protocol.Notation;
import arbitre.protocol.Reply;

/**
 * The Awale protocol (docs/protocol.md), course compatibility included: a bot may end a game with
 * {@code RESULT <move> <score1> <score2>}, which counts as that move with a claim of the scores;
 * a {@code RESULT} or {@code END} line that is not a move closes the game from the bot's side.
 * Messages are written as {@link MessageLines} writes them.
 */
public final class AwaleCodec implements Codec {
    private static final String RESULT = MessageLines.RESULT;
    private static final String END = MessageLines.END;

    public static final AwaleCodec INSTANCE = new AwaleCodec();

    private AwaleCodec() {}

    @Override
    public Reply decode(String line, Notation notation) {
        String text = line.strip();
        if (text.startsWith(RESULT)) {
            String[] words = text.split("\\s+");
            if (!words[0].equals(RESULT)) {
                return new Reply.Closing(null, null);
            }
            String move = words.length >= 2 && notation.read(words[1]) instanceof Notation.Reading.Canonical canonical
                    ? canonical.move()
                    : null;
            return new Reply.Closing(move, claim(words));
        }
        if (text.startsWith(END)) {
            return new Reply.Closing(null, null);
        }
        // The notation reads a move with the spaces around it stripped, as the line itself.
        Notation.Reading reading = notation.read(line);
        if (Reply.Prose.matches(text) && !(reading instanceof Notation.Reading.Canonical)) {
            return new Reply.Prose(line);
        }
        return Reply.asMove(line, reading);
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
