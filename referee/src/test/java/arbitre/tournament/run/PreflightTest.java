package arbitre.tournament.run;

import static org.assertj.core.api.Assertions.assertThat;

import arbitre.game.Game;
import arbitre.game.awale.AwaleType;
import arbitre.game.kalah.KalahType;
import java.util.List;
import org.junit.jupiter.api.Test;

class PreflightTest {

    @Test
    void firstTurn_awale_isOneLegalPly() throws Exception {
        Game game = AwaleType.INSTANCE.start("official", null);

        List<String> turn = Preflight.firstTurn(game);

        assertThat(turn).hasSize(1);
        Game fresh = AwaleType.INSTANCE.start("official", null);
        assertThat(fresh.legalMoves()).contains(turn.get(0));
    }

    @Test
    void firstTurn_kalahOpenings_playOnThroughExtraTurnsUntilNorthIsToMove() throws Exception {
        int longest = 0;
        for (int n = 0; n < arbitre.engine.kalah.FairKalahOpenings.COUNT; n++) {
            String start = "fair:" + n;
            List<String> turn = Preflight.firstTurn(KalahType.INSTANCE.start(null, start));

            Game replayed = KalahType.INSTANCE.start(null, start);
            for (String ply : turn) {
                assertThat(replayed.toMove()).as("%s before %s", start, ply).isEqualTo(1);
                replayed.play(ply);
            }
            assertThat(replayed.toMove()).as(start).isEqualTo(2);
            longest = Math.max(longest, turn.size());
        }
        assertThat(longest).as("some opening gives South an extra turn").isGreaterThan(1);
    }
}
