package arbitre.game.awale;

import arbitre.protocol.Codec;
import arbitre.protocol.MessageLines;
import arbitre.protocol.Reply;
import java.util.function.Predicate;

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
        if (Reply.Prose.matches(text) && !isMove.test(text)) {
            return new Reply.Prose(line);
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
