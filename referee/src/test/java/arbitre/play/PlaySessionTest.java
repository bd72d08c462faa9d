package arbitre.play;

import static org.assertj.core.api.Assertions.assertThat;

import arbitre.log.MatchLog;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class PlaySessionTest {

    /** Plies by these players, named a, b, c, … in order. */
    private static List<MatchLog.Move> plies(int... players) {
        List<MatchLog.Move> moves = new ArrayList<>();
        for (int i = 0; i < players.length; i++) {
            moves.add(new MatchLog.Move(i + 1, players[i], String.valueOf((char) ('a' + i)), i));
        }
        return moves;
    }

    @Test
    void takeBack_afterTheBotsAnswer_removesItAndThePersonsMove() {
        assertThat(PlaySession.takeBack(plies(1, 2, 1, 2), 1)).isEqualTo(plies(1, 2));
        assertThat(PlaySession.takeBack(plies(1, 2, 1), 2)).isEqualTo(plies(1));
    }

    @Test
    void takeBack_firstMoveOfThePerson_leavesTheStartOrTheBotsFirstMove() {
        assertThat(PlaySession.takeBack(plies(1, 2), 1)).isEmpty();
        assertThat(PlaySession.takeBack(plies(1, 2, 1), 2)).isEqualTo(plies(1));
    }

    @Test
    void takeBack_extraTurns_removesTheBotsWholeTurnAndThePersonsLastPly() {
        // The person (1) played a, then b after an extra turn; the bot (2) played c and d.
        assertThat(PlaySession.takeBack(plies(1, 1, 2, 2), 1)).isEqualTo(plies(1));
    }

    @Test
    void takeBack_personHasNotMoved_isNothing() {
        assertThat(PlaySession.takeBack(plies(), 1)).isNull();
        assertThat(PlaySession.takeBack(plies(1), 2)).isNull();
    }
}
