package arbitre.protocol;

/**
 * One game's protocol: how each {@link Message} is written as a line and how a bot's line is
 * read. Each game names its codec; the referee's loop only ever handles messages and replies.
 */
public interface Codec {

    /**
     * The protocol of a game whose bots do not referee themselves: messages as {@link MessageLines}
     * writes them, and a bot's every line read as a move, so that no line closes a game from a
     * bot's side and a line written when not asked is out of turn.
     */
    Codec LINES_ARE_MOVES = (line, notation) -> Reply.asMove(line, notation.read(line));

    /** The line for a message, without its line end: by default as {@link MessageLines} writes it. */
    default String encode(Message message) {
        return MessageLines.encode(message);
    }

    /**
     * Reads a bot's line, each of its words read as a move at most once.
     *
     * @param notation the game's notation of moves
     */
    Reply decode(String line, Notation notation);
}
