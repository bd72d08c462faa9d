package arbitre.engine.awale;

import static arbitre.engine.awale.RuleSet.OFFICIAL;
import static arbitre.engine.awale.RuleSet.REPORT;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * The end conditions and the order in which they are checked (docs/awale.md, "The end of the
 * game"). In most positions here player 1 plays {@code 1R}: one red seed into hole 2, which then
 * holds 2 seeds and is captured; the walk stops on the emptied hole 1. Under both rule sets holes
 * 1 and 3 belong to player 1 and holes 10 and 16 to player 2.
 */
class EndOfGameTest {

    private static final int ONE_RED = Moves.parse("1R");

    // ---------------------------------------------------------------- starvation

    @Test
    void starvation_opponentLeftWithoutSeeds_moverTakesEverySeedLeft() {
        Board board =
                Positions.exactly(OFFICIAL, 1, "1(1R) 2(1R) 3(4R1T) 5(6B)").setCaptured(10, 30);

        int gained = board.play(ONE_RED);

        assertThat(gained).isEqualTo(2 + 5 + 6);
        assertThat(board.endReason()).isEqualTo(EndReason.STARVATION);
        assertThat(board.captured(1)).isEqualTo(23);
        assertThat(board.captured(2)).isEqualTo(30);
        assertThat(board.seedsOnBoard()).isZero();
        assertThat(IntStream.rangeClosed(1, Board.HOLES).map(board::seeds)).containsOnly(0);
        assertThat(board.winner()).isEqualTo(2);
        assertThat(board.legalMoveCount()).isZero();
    }

    @Test
    void starvation_reportLayout_opponentHolesAre9To16() {
        // 8R captures hole 9, player 2's last seeds under `report`; player 1 sweeps its own holes.
        Board board = Positions.exactly(REPORT, 1, "8(1R) 9(1B) 1(3R) 5(8T)");

        int gained = board.play(Moves.parse("8R"));

        assertThat(gained).isEqualTo(2 + 3 + 8);
        assertThat(board.endReason()).isEqualTo(EndReason.STARVATION);
        assertThat(board.captured(1)).isEqualTo(13);
        assertThat(board.seedsOnBoard()).isZero();
        assertThat(board.winner()).isEqualTo(1);
    }

    @Test
    void starvation_withFewSeedsLeft_isStarvationAndMoverTakesThem() {
        Board board = Positions.exactly(OFFICIAL, 1, "1(1R) 2(1R) 3(2R) 5(1B)");

        int gained = board.play(ONE_RED);

        assertThat(board.endReason()).isEqualTo(EndReason.STARVATION);
        assertThat(gained).isEqualTo(5);
        assertThat(board.captured(1)).isEqualTo(5);
        assertThat(board.seedsOnBoard()).isZero();
    }

    @Test
    void starvation_withMajorityAndMoveLimit_isStarvation() {
        Board board = Positions.exactly(OFFICIAL, 1, "1(1R) 2(1R) 3(20R)")
                .setCaptured(47, 0)
                .setPly(399);

        board.play(ONE_RED);

        assertThat(board.endReason()).isEqualTo(EndReason.STARVATION);
        assertThat(board.captured(1)).isEqualTo(69);
    }

    // ---------------------------------------------------------------- few seeds

    @ParameterizedTest
    @EnumSource(RuleSet.class)
    void fewSeeds_nineLeftAfterCapture_endsAndLeftSeedsCountForNobody(RuleSet rules) {
        Board board = Positions.exactly(rules, 1, "1(1R) 2(1R) 3(4R) 10(5R)").setCaptured(40, 45);

        int gained = board.play(ONE_RED);

        assertThat(gained).isEqualTo(2);
        assertThat(board.endReason()).isEqualTo(EndReason.FEW_SEEDS);
        assertThat(board.captured(1)).isEqualTo(42);
        assertThat(board.captured(2)).isEqualTo(45);
        assertThat(board.seedsOnBoard()).isEqualTo(9);
        assertThat(board.winner()).isEqualTo(2);
    }

    @ParameterizedTest
    @EnumSource(RuleSet.class)
    void fewSeeds_tenLeftAfterCapture_gameGoesOn(RuleSet rules) {
        Board board = Positions.exactly(rules, 1, "1(1R) 2(1R) 3(4R) 10(6R)").setCaptured(40, 44);

        board.play(ONE_RED);

        assertThat(board.isOver()).isFalse();
        assertThat(board.endReason()).isNull();
        assertThat(board.seedsOnBoard()).isEqualTo(10);
    }

    @Test
    void fewSeeds_withMajority_isFewSeeds() {
        Board board = Positions.exactly(OFFICIAL, 1, "1(1R) 2(1R) 3(4R) 10(3R)").setCaptured(47, 0);

        board.play(ONE_RED);

        assertThat(board.endReason()).isEqualTo(EndReason.FEW_SEEDS);
        assertThat(board.captured(1)).isEqualTo(49);
        assertThat(board.winner()).isEqualTo(1);
    }

    @Test
    void fewSeeds_withMoveLimit_isFewSeeds() {
        Board board = Positions.exactly(OFFICIAL, 1, "1(1R) 2(1R) 3(4R) 10(3R)").setPly(399);

        board.play(ONE_RED);

        assertThat(board.endReason()).isEqualTo(EndReason.FEW_SEEDS);
    }

    @Test
    void fewSeeds_drawnScore_winnerIsZero() {
        Board board = Positions.exactly(OFFICIAL, 1, "1(1R) 2(1R) 3(4R) 10(5R)").setCaptured(38, 40);

        board.play(ONE_RED);

        assertThat(board.endReason()).isEqualTo(EndReason.FEW_SEEDS);
        assertThat(board.winner()).isZero();
    }

    // ---------------------------------------------------------------- majority

    @ParameterizedTest
    @EnumSource(RuleSet.class)
    void majority_moverReaches49_endsOnlyUnderOfficial(RuleSet rules) {
        Board board = Positions.exactly(rules, 1, "1(1R) 2(1R) 3(4R) 9(4R) 10(4R) 16(4R)")
                .setCaptured(47, 0);

        board.play(ONE_RED);

        assertThat(board.captured(1)).isEqualTo(49);
        assertThat(board.endReason()).isEqualTo(rules == OFFICIAL ? EndReason.MAJORITY : null);
        if (rules == OFFICIAL) {
            assertThat(board.winner()).isEqualTo(1);
            assertThat(board.seedsOnBoard()).isEqualTo(16);
        }
    }

    @Test
    void majority_moverReaches48_gameGoesOn() {
        Board board = Positions.exactly(OFFICIAL, 1, "1(1R) 2(1R) 3(4R) 9(4R) 10(4R) 16(4R)")
                .setCaptured(46, 20);

        board.play(ONE_RED);

        assertThat(board.captured(1)).isEqualTo(48);
        assertThat(board.isOver()).isFalse();
    }

    @Test
    void majority_player2Reaches49_player2Wins() {
        Board board = Positions.exactly(OFFICIAL, 2, "2(1R) 3(1R) 4(4R) 9(4R) 10(4R) 16(4R)")
                .setCaptured(0, 47);

        board.play(Moves.parse("2R"));

        assertThat(board.endReason()).isEqualTo(EndReason.MAJORITY);
        assertThat(board.captured(2)).isEqualTo(49);
        assertThat(board.winner()).isEqualTo(2);
    }

    @Test
    void majority_opponentAlreadyAt49_endsAfterAnyMove() {
        // Only reachable in a set-up position: the check looks at both players, not only the mover.
        Board board = Positions.exactly(OFFICIAL, 1, "1(4R) 2(4R) 3(4R) 10(4R)").setCaptured(0, 49);

        assertThat(board.play(Moves.parse("3R"))).isZero();

        assertThat(board.endReason()).isEqualTo(EndReason.MAJORITY);
        assertThat(board.winner()).isEqualTo(2);
    }

    @Test
    void majority_withMoveLimit_isMajority() {
        Board board = Positions.exactly(OFFICIAL, 1, "1(1R) 2(1R) 3(4R) 9(4R) 10(4R) 16(4R)")
                .setCaptured(47, 0)
                .setPly(399);

        board.play(ONE_RED);

        assertThat(board.endReason()).isEqualTo(EndReason.MAJORITY);
    }

    @Test
    void majority_withMoveLimitUnderReport_isMoveLimit() {
        Board board = Positions.exactly(REPORT, 1, "1(1R) 2(1R) 3(4R) 9(4R) 10(4R) 16(4R)")
                .setCaptured(47, 0)
                .setPly(399);

        board.play(ONE_RED);

        assertThat(board.endReason()).isEqualTo(EndReason.MOVE_LIMIT);
        assertThat(board.winner()).isEqualTo(1);
    }

    // ---------------------------------------------------------------- move limit

    @ParameterizedTest
    @EnumSource(RuleSet.class)
    void moveLimit_400thPly_endsAndLeftSeedsCountForNobody(RuleSet rules) {
        Board board = Positions.exactly(rules, 1, "1(1R) 2(1R) 3(4R) 9(4R) 10(4R) 16(4R)")
                .setCaptured(30, 32)
                .setPly(399);

        board.play(ONE_RED);

        assertThat(board.ply()).isEqualTo(400);
        assertThat(board.endReason()).isEqualTo(EndReason.MOVE_LIMIT);
        assertThat(board.captured(1)).isEqualTo(32);
        assertThat(board.captured(2)).isEqualTo(32);
        assertThat(board.seedsOnBoard()).isEqualTo(16);
        assertThat(board.winner()).isZero();
    }

    @ParameterizedTest
    @EnumSource(RuleSet.class)
    void moveLimit_399thPly_gameGoesOn(RuleSet rules) {
        Board board = Positions.exactly(rules, 1, "1(1R) 2(1R) 3(4R) 9(4R) 10(4R) 16(4R)")
                .setPly(398);

        board.play(ONE_RED);

        assertThat(board.ply()).isEqualTo(399);
        assertThat(board.isOver()).isFalse();
        board.play(Moves.parse("10R"));
        assertThat(board.endReason()).isEqualTo(EndReason.MOVE_LIMIT);
    }

    // ---------------------------------------------------------------- winner and finished games

    @Test
    void winner_allSeedsCapturedEvenly_isDraw() {
        Board board = Positions.exactly(OFFICIAL, 1, "1(1R) 2(1R)").setCaptured(46, 48);

        board.play(ONE_RED);

        assertThat(board.endReason()).isEqualTo(EndReason.STARVATION);
        assertThat(board.captured(1)).isEqualTo(48);
        assertThat(board.captured(2)).isEqualTo(48);
        assertThat(board.winner()).isZero();
    }

    @Test
    void winner_gameGoesOn_throws() {
        Board board = Board.start(OFFICIAL);

        assertThatThrownBy(board::winner)
                .isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("not over");
    }

    @Test
    void finishedGame_hasNoLegalMoves_andRefusesEveryMove() {
        Board board = Positions.exactly(OFFICIAL, 1, "1(1R) 2(1R) 3(4R1B1T) 10(3R1B1T)")
                .setPly(399);
        board.play(ONE_RED);
        assertThat(board.isOver()).isTrue();
        Board before = board.copy();

        assertThat(board.legalMoves(new int[Moves.MAX_LEGAL])).isZero();
        assertThat(board.legalMoveCount()).isZero();
        for (int move = 0; move < Moves.COUNT; move++) {
            assertThat(board.isLegal(move)).isFalse();
            assertThat(board.illegalReason(move)).contains("game is over");
        }
        assertThatThrownBy(() -> board.play(Moves.parse("10R")))
                .isInstanceOf(IllegalMoveException.class)
                .hasMessageContaining("10R")
                .hasMessageContaining("over");
        assertThat(board).isEqualTo(before);
    }
}
