package arbitre.protocol;

import java.util.function.Predicate;

/**
 * One game's protocol: how each {@link Message} is written as a line and how a bot's line is
 * read. Each game names its codec; the referee's loop only ever handles messages and replies.
 */
public interface Codec {

    /** The line for a message, without its line end. */
    String encode(Message message);

    /**
     * Reads a bot's line.
     *
     * @param isMove whether a word is a move in the game's notation
     */
    Reply decode(String line, Predicate<String> isMove);
}
