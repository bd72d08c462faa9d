package arbitre.report;

import static org.assertj.core.api.Assertions.assertThat;

import arbitre.engine.awale.RuleSet;
import arbitre.log.MatchLog;
import arbitre.replay.SampleLogs;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class GameCodecTest {
    @Test
    void roundTrips_ofBotsOnTheRefereesMachine_areNone() {
        assertThat(GameCodec.roundTrips(SampleLogs.finished(7, RuleSet.OFFICIAL)))
                .isNull();
    }

    @Test
    void roundTrips_ofARemoteBot_areOnePlusEachPlysRoundTrip_zeroForTheLocalOnesPlies() {
        MatchLog log = SampleLogs.finished(7, RuleSet.OFFICIAL);
        List<MatchLog.Move> moves = new ArrayList<>();
        for (MatchLog.Move m : log.moves()) {
            Long rtt = m.player() == 1 ? 40L + m.ply() : null;
            moves.add(new MatchLog.Move(
                    m.ply(), m.player(), m.move(), m.ms(), m.cpuMs(), m.waitMs(), m.latencyUs(), rtt));
        }

        String codec = GameCodec.roundTrips(SampleLogs.withMoves(log, moves));

        StringBuilder expected = new StringBuilder();
        for (MatchLog.Move m : moves) {
            GameCodec.appendNumber(expected, m.rttMs() == null ? 0 : m.rttMs() + 1);
        }
        assertThat(codec).isEqualTo(expected.toString());
    }
}
