package arbitre.engine.awale;

import static arbitre.engine.awale.RuleSet.OFFICIAL;
import static arbitre.engine.awale.RuleSet.REPORT;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.SplittableRandom;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.EnumSource;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;

/** Creating boards: the start position, set-up positions and copies. */
class BoardSetupTest {

    @ParameterizedTest
    @EnumSource(RuleSet.class)
    void start_everyHoleHoldsTwoOfEachColor_player1ToMove(RuleSet rules) {
        Board board = Board.start(rules);

        for (int hole = 1; hole <= Board.HOLES; hole++) {
            assertThat(new int[] {board.red(hole), board.blue(hole), board.transparent(hole), board.seeds(hole)})
                    .as("hole %d", hole)
                    .containsExactly(2, 2, 2, 6);
        }
        assertThat(board.seedsOnBoard()).isEqualTo(96);
        assertThat(board.seedsOf(1)).isEqualTo(48);
        assertThat(board.seedsOf(2)).isEqualTo(48);
        assertThat(board.captured(1)).isZero();
        assertThat(board.captured(2)).isZero();
        assertThat(board.toMove()).isEqualTo(1);
        assertThat(board.ply()).isZero();
        assertThat(board.isOver()).isFalse();
        assertThat(board.endReason()).isNull();
        assertThat(board.rules()).isEqualTo(rules);
    }

    @Test
    void empty_holdsNoSeeds_player1ToMove() {
        Board board = Board.empty(REPORT);

        assertThat(board.seedsOnBoard()).isZero();
        assertThat(board.toMove()).isEqualTo(1);
        assertThat(board.ply()).isZero();
        assertThat(board.legalMoveCount()).isZero();
        assertThat(board.isOver()).isFalse();
    }

    @Test
    void setHole_colorsAndTotal_readBack() {
        Board board = Board.empty(OFFICIAL).setHole(7, 3, 5, 11).setHole(16, 0, 96 - 19 - 1, 1);

        assertThat(board.red(7)).isEqualTo(3);
        assertThat(board.blue(7)).isEqualTo(5);
        assertThat(board.transparent(7)).isEqualTo(11);
        assertThat(board.seeds(7)).isEqualTo(19);
        assertThat(board.blue(16)).isEqualTo(76);
        assertThat(board.seeds(16)).isEqualTo(77);
        assertThat(board.seedsOnBoard()).isEqualTo(96);
        assertThat(board.seedsOf(1)).isEqualTo(19);
        assertThat(board.seedsOf(2)).isEqualTo(77);
    }

    @Test
    void setHole_replacesWhatTheHoleHeld() {
        Board board = Board.start(OFFICIAL).setHole(3, 1, 0, 0);

        assertThat(board.seeds(3)).isEqualTo(1);
        assertThat(board.seedsOnBoard()).isEqualTo(96 - 5);
    }

    @ParameterizedTest
    @ValueSource(ints = {0, 17, -1})
    void setHole_holeOutOfRange_throwsNamingTheHole(int hole) {
        assertThatThrownBy(() -> Board.empty(OFFICIAL).setHole(hole, 1, 0, 0))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("got " + hole);
    }

    @Test
    void setHole_negativeCount_throws() {
        assertThatThrownBy(() -> Board.empty(OFFICIAL).setHole(1, 0, -1, 0))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("blue");
    }

    @Test
    void setHole_moreThan96SeedsInAll_throwsAndLeavesBoardUnchanged() {
        Board board = Board.start(OFFICIAL);

        assertThatThrownBy(() -> board.setHole(1, 3, 2, 2))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("more than 96");
        assertThat(board).isEqualTo(Board.start(OFFICIAL));
        assertThat(board.hash()).isEqualTo(Board.start(OFFICIAL).hash());
        assertThat(board.seedsOnBoard()).isEqualTo(96);
    }

    @Test
    void setHole_moreThan96SeedsInOneHole_throws() {
        // 264 seeds do not fit the hole's 8-bit total; they must be refused, not wrap around to 8.
        assertThatThrownBy(() -> Board.empty(OFFICIAL).setHole(1, 96, 96, 72))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("more than 96");
    }

    @Test
    void setCaptured_moreThan96SeedsInAll_throwsAndLeavesBoardUnchanged() {
        Board board = Positions.exactly(OFFICIAL, 1, "1(10R)").setCaptured(40, 40);
        Board before = board.copy();

        assertThatThrownBy(() -> board.setCaptured(40, 47))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("more than 96");
        assertThat(board).isEqualTo(before);
        assertThat(board.hash()).isEqualTo(before.hash());
    }

    @Test
    void setCaptured_negative_throws() {
        assertThatThrownBy(() -> Board.empty(OFFICIAL).setCaptured(-1, 0)).isInstanceOf(IllegalArgumentException.class);
    }

    @ParameterizedTest
    @ValueSource(ints = {-1, 400, 1000})
    void setPly_outsideZeroTo399_throws(int ply) {
        assertThatThrownBy(() -> Board.empty(OFFICIAL).setPly(ply))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("got " + ply);
    }

    @ParameterizedTest
    @ValueSource(ints = {0, 3})
    void setToMove_notAPlayer_throws(int player) {
        assertThatThrownBy(() -> Board.empty(OFFICIAL).setToMove(player))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("got " + player);
    }

    @Test
    void queries_holeOrPlayerOutOfRange_throw() {
        Board board = Board.start(OFFICIAL);

        assertThatThrownBy(() -> board.seeds(0)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> board.red(17)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> board.captured(3)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> board.seedsOf(0)).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void copy_isEqualAndIndependent() {
        Board board = Board.start(OFFICIAL);
        Board copy = board.copy();

        assertThat(copy).isEqualTo(board).isNotSameAs(board);
        copy.play(Moves.parse("1R"));

        assertThat(copy).isNotEqualTo(board);
        assertThat(board).isEqualTo(Board.start(OFFICIAL));
    }

    @Test
    void copyFrom_otherRuleSet_throws() {
        assertThatThrownBy(() -> Board.start(OFFICIAL).copyFrom(Board.start(REPORT)))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("report")
                .hasMessageContaining("official");
    }

    static Stream<Arguments> rulesAndSeeds() {
        return RandomGames.rulesAndSeeds(2);
    }

    @ParameterizedTest(name = "{0}, seed {1}")
    @MethodSource("rulesAndSeeds")
    void copy_afterEveryMoveOfRandomGames_equalsAndPlaysOnTheSame(RuleSet rules, long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        Board reused = Board.empty(rules);
        for (int game = 0; game < 50; game++) {
            RandomGames.playOut(Board.start(rules), random, (before, move, gained, after) -> {
                Board copy = after.copy();
                reused.copyFrom(after);
                assertThat(copy).isEqualTo(after);
                assertThat(reused).isEqualTo(after);
                assertThat(copy.hash()).isEqualTo(after.hash());
                assertThat(copy.seedsOnBoard()).isEqualTo(after.seedsOnBoard());
                assertThat(copy.endReason()).isEqualTo(after.endReason());
                Board replayed = before.copy();
                assertThat(replayed.playUnchecked(move)).isEqualTo(gained);
                assertThat(replayed).isEqualTo(after);
            });
        }
    }
}
