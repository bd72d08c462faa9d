package arbitre.game.fenix;

import arbitre.protocol.Codec;
import arbitre.protocol.Message;
import arbitre.protocol.MessageLines;
import arbitre.protocol.Reply;
import java.util.function.Predicate;

/**
 * The Fenix protocol (docs/fenix.md, "Protocol"): {@code START} to red only, then each bot gets
 * the opponent's last action in canonical form. A bot's every line is read as an action: course
 * agents do not referee themselves, so no line closes a game from a bot's side. The captured
 * squares may come in any order; the game's canonical form is what is relayed and logged.
 */
public final class FenixCodec implements Codec {
    public static final FenixCodec INSTANCE = new FenixCodec();

    private FenixCodec() {}

    @Override
    public String encode(Message message) {
        return MessageLines.encode(message);
    }

    @Override
    public Reply decode(String line, Predicate<String> isMove) {
        return new Reply.Move(line);
    }
}
