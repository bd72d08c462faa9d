package arbitre.replay;

import static org.assertj.core.api.Assertions.assertThat;

import arbitre.engine.awale.RuleSet;
import arbitre.log.MatchLog;
import arbitre.log.MatchLogBuilder;
import java.util.List;
import org.junit.jupiter.api.Test;

class ReplayTest {

    @Test
    void of_gameStartedAfterAnEarlierGamesPlies_startsAfterThemAndEndsWhereTheWholeGameDoes() {
        MatchLog whole = SampleLogs.finished(5, RuleSet.OFFICIAL);
        List<String> plies = whole.moves().stream().map(MatchLog.Move::move).toList();
        MatchLog after8 = MatchLogBuilder.from(whole)
                .startedFrom(new MatchLog.From("first.json", 8, plies.subList(0, 8)))
                .moves(whole.moves().subList(8, whole.moves().size()))
                .build();

        Replay replay = Replay.of(after8);
        Replay wholeReplay = Replay.of(whole);
        while (wholeReplay.ply() < wholeReplay.plies()) {
            wholeReplay.next();
        }
        while (replay.ply() < replay.plies()) {
            replay.next();
        }

        assertThat(replay.firstPly()).isEqualTo(8);
        assertThat(replay.plies()).isEqualTo(whole.moves().size());
        assertThat(replay.position()).isEqualTo(wholeReplay.position());
        assertThat(replay.header()).contains("after ply 8 of first.json");
    }
}
