package arbitre.game.kalah;

import static org.assertj.core.api.Assertions.assertThat;

import arbitre.protocol.Codec;
import arbitre.protocol.Message;
import arbitre.protocol.Notation;
import arbitre.protocol.Reply;
import java.util.List;
import org.junit.jupiter.api.Test;

class KalahCodecTest {
    private final Codec codec = KalahType.INSTANCE.codec();

    @Test
    void encode_everyRequestAsTheKalahProtocolSpellsIt() {
        assertThat(codec.encode(new Message.Position(List.of(2, 4, 4, 4, 4, 4, 0, 4, 4, 4, 4, 4, 5, 1))))
                .isEqualTo("POSITION 2 4 4 4 4 4 0 4 4 4 4 4 5 1");
        assertThat(codec.encode(new Message.Start())).isEqualTo("START");
        assertThat(codec.encode(new Message.Plies(List.of("3", "6")))).isEqualTo("3 6");
        assertThat(codec.encode(new Message.Again())).isEqualTo("AGAIN");
        assertThat(codec.encode(new Message.Result(Message.Outcome.DRAW, 24, 24, "empty-side")))
                .isEqualTo("RESULT DRAW 24 24 empty-side");
        assertThat(codec.encode(new Message.End())).isEqualTo("END");
    }

    @Test
    void decode_everyLine_isReadAsAMoveNothingClosesTheGame() {
        Notation onlyFour = word ->
                word.equals("4") ? new Notation.Reading.Canonical("4") : new Notation.Reading.Invalid("not a pit");
        assertThat(codec.decode("4", onlyFour)).isEqualTo(new Reply.Move("4", "4"));
        assertThat(codec.decode("RESULT 4 30 18", onlyFour))
                .isEqualTo(new Reply.NotAMove("RESULT 4 30 18", "not a pit"));
        assertThat(codec.decode("END", onlyFour)).isEqualTo(new Reply.NotAMove("END", "not a pit"));
    }
}
