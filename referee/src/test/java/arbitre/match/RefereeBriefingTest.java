package arbitre.match;

import static org.assertj.core.api.Assertions.assertThat;

import arbitre.game.awale.AwaleType;
import arbitre.protocol.Message;
import java.util.List;
import org.junit.jupiter.api.Test;

class RefereeBriefingTest {

    @Test
    void told_startIsAnOpening_sendsOneOpeningOfItsMovesThenThePlies() {
        List<Message> briefing = AwaleType.INSTANCE.briefing(AwaleType.openingStart(List.of("3R", "14B")));

        List<Message> told = Referee.told(briefing, new Message.Opening(List.of("7TR", "12B")));

        assertThat(told).containsExactly(new Message.Opening(List.of("3R", "14B", "7TR", "12B")));
    }

    @Test
    void told_standardStart_sendsThePliesAfterTheBriefing() {
        List<Message> briefing = AwaleType.INSTANCE.briefing("standard");

        List<Message> told = Referee.told(briefing, new Message.Opening(List.of("7TR")));

        assertThat(told).containsExactly(new Message.Opening(List.of("7TR")));
    }
}
