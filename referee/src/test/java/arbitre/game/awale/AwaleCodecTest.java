package arbitre.game.awale;

import static org.assertj.core.api.Assertions.assertThat;

import arbitre.protocol.Codec;
import arbitre.protocol.Message;
import arbitre.protocol.Notation;
import arbitre.protocol.Reply;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.Test;

class AwaleCodecTest {
    private static final Codec CODEC = AwaleCodec.INSTANCE;
    /** Moves such as 3r or 14TB, upper case in canonical form. */
    private static final Notation IS_MOVE = word -> {
        String move = word.strip().toUpperCase(Locale.ROOT);
        return move.matches("\\d{1,2}(R|B|TR|TB)")
                ? new Notation.Reading.Canonical(move)
                : new Notation.Reading.Invalid("not a move: " + word);
    };

    @Test
    void encode_everyMessage_isItsProtocolLine() {
        assertThat(CODEC.encode(new Message.Start())).isEqualTo("START");
        assertThat(CODEC.encode(new Message.Plies(List.of("14TB")))).isEqualTo("14TB");
        assertThat(CODEC.encode(new Message.Plies(List.of("3", "6")))).isEqualTo("3 6");
        assertThat(CODEC.encode(new Message.Again())).isEqualTo("AGAIN");
        assertThat(CODEC.encode(new Message.Position(List.of(4, 4, 0)))).isEqualTo("POSITION 4 4 0");
        assertThat(CODEC.encode(new Message.Opening(List.of("1R", "2B")))).isEqualTo("OPENING 1R 2B");
        assertThat(CODEC.encode(new Message.Result(Message.Outcome.LOSS, 12, 30, "starvation")))
                .isEqualTo("RESULT LOSS 12 30 starvation");
        assertThat(CODEC.encode(new Message.End())).isEqualTo("END");
    }

    @Test
    void outcome_of_isFromTheReceivingPlayersSide() {
        assertThat(Message.Outcome.of(1, 1)).isEqualTo(Message.Outcome.WIN);
        assertThat(Message.Outcome.of(2, 1)).isEqualTo(Message.Outcome.LOSS);
        assertThat(Message.Outcome.of(2, 0)).isEqualTo(Message.Outcome.DRAW);
    }

    @Test
    void decode_plainLine_isAMoveAsWrittenWithItsCanonicalForm() {
        assertThat(CODEC.decode(" 3r\r", IS_MOVE)).isEqualTo(new Reply.Move(" 3r\r", "3R"));
    }

    @Test
    void decode_lineNotInTheNotation_isNotAMoveWithTheNotationsReason() {
        assertThat(CODEC.decode("zz9", IS_MOVE)).isEqualTo(new Reply.NotAMove("zz9", "not a move: zz9"));
    }

    @Test
    void decode_wordsThatAreNoMove_areProse() {
        assertThat(CODEC.decode("thinking about it", IS_MOVE)).isEqualTo(new Reply.Prose("thinking about it"));
    }

    @Test
    void decode_courseResultWithAMove_carriesTheMoveAndTheClaim() {
        assertThat(CODEC.decode("RESULT 1R 20 22", IS_MOVE))
                .isEqualTo(new Reply.Closing("1R", new Reply.Claim(20, 22)));
    }

    @Test
    void decode_courseResultAtTheMoveLimit_closesWithoutAMove() {
        assertThat(CODEC.decode("RESULT LIMIT 20 22", IS_MOVE))
                .isEqualTo(new Reply.Closing(null, new Reply.Claim(20, 22)));
        assertThat(CODEC.decode("RESULT 1R many", IS_MOVE)).isEqualTo(new Reply.Closing("1R", null));
    }

    @Test
    void decode_endOrAWordThatOnlyStartsWithResult_closesWithoutAClaim() {
        assertThat(CODEC.decode("END", IS_MOVE)).isEqualTo(new Reply.Closing(null, null));
        assertThat(CODEC.decode("RESULTS 1R 2 3", IS_MOVE)).isEqualTo(new Reply.Closing(null, null));
    }
}
