package arbitre.game.kalah;

import arbitre.protocol.Codec;
import arbitre.protocol.Message;
import arbitre.protocol.MessageLines;
import arbitre.protocol.Reply;
import java.util.function.Predicate;

/**
 * The Kalah protocol (docs/kalah.md, "Bot protocol"): {@code POSITION} to both bots first,
 * {@code START} to South, the opponent's whole turn on one line, {@code AGAIN} after an extra
 * turn. A bot's every line is read as a move: one digit 1 to 6, anything else is malformed. Kalah
 * has no course bots that referee themselves, so no line closes a game from a bot's side, and a
 * line written when not asked (such as the ply after an extra turn sent before {@code AGAIN}) is
 * out of turn.
 */
public final class KalahCodec implements Codec {
    public static final KalahCodec INSTANCE = new KalahCodec();

    private KalahCodec() {}

    @Override
    public String encode(Message message) {
        return MessageLines.encode(message);
    }

    @Override
    public Reply decode(String line, Predicate<String> isMove) {
        return new Reply.Move(line);
    }
}
