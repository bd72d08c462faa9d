package arbitre.game.nim;

import arbitre.protocol.Codec;
import arbitre.protocol.Message;
import arbitre.protocol.MessageLines;
import arbitre.protocol.Reply;
import java.util.function.Predicate;

/** Nim's protocol: the referee's usual lines, and a bot's every line read as a move. */
final class NimCodec implements Codec {
    static final NimCodec INSTANCE = new NimCodec();

    private NimCodec() {}

    @Override
    public String encode(Message message) {
        return MessageLines.encode(message);
    }

    @Override
    public Reply decode(String line, Predicate<String> isMove) {
        return new Reply.Move(line);
    }
}
