package arbitre.engine.awale;

import static arbitre.engine.awale.Positions.assertHoles;
import static arbitre.engine.awale.RuleSet.OFFICIAL;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.EnumSource;
import org.junit.jupiter.params.provider.ValueSource;

/** The capture walk (docs/awale.md, "Captures"). Holes not listed hold 4 seeds, which no walk takes. */
class CaptureTest {

    @ParameterizedTest(name = "hole 3 holds {0}")
    @ValueSource(ints = {0, 1, 4, 5, 9})
    void capture_holeWithOtherThanTwoOrThree_stopsTheWalk(int stopper) {
        // 1B sows into 2, 4 and 6 (official): 6 ends with 3, 5 received nothing and holds 2, 4 ends
        // with 2; hole 2 would be taken too (2 seeds) if the walk went past hole 3.
        Board board = Positions.withFiller(OFFICIAL, 1, "1(3B) 2(1R) 3(" + stopper + "R) 4(1R) 5(2R) 6(2R)");

        int gained = board.play(Moves.parse("1B"));

        assertThat(gained).isEqualTo(3 + 2 + 2);
        assertHoles(board, "1() 2(1R1B) 3(" + stopper + "R) 4() 5() 6() 7(2R2B)");
        assertThat(board.captured(1)).isEqualTo(7);
    }

    @ParameterizedTest(name = "last hole ends with {0}")
    @ValueSource(ints = {1, 4, 5})
    void capture_lastHoleWithOtherThanTwoOrThree_capturesNothing(int lastCount) {
        Board board = Positions.withFiller(OFFICIAL, 1, "1(3B) 2(1R) 4(1R) 5(2R) 6(" + (lastCount - 1) + "R)");

        int gained = board.play(Moves.parse("1B"));

        assertThat(gained).isZero();
        assertHoles(board, "2(1R1B) 4(1R1B) 5(2R) 6(" + (lastCount - 1) + "R1B)");
        assertThat(board.captured(1)).isZero();
    }

    @ParameterizedTest
    @EnumSource(RuleSet.class)
    void capture_walkWrapsFrom1To16_throughBothPlayersHoles(RuleSet rules) {
        // 15R sows into 16, 1 and 2; the walk takes 2, 1 and 16 and stops on the emptied origin.
        Board board = Positions.withFiller(rules, rules.owner(15), "15(3R) 16(2R) 1(1R) 2(1R) 3(1B)");

        int gained = board.play(Moves.parse("15R"));

        assertThat(gained).isEqualTo(2 + 2 + 3);
        assertHoles(board, "14(2R2B) 15() 16() 1() 2() 3(1B)");
        assertThat(board.captured(rules.owner(15))).isEqualTo(7);
    }

    @ParameterizedTest
    @EnumSource(RuleSet.class)
    void capture_moverTakesOwnHoles_includingTheOrigin(RuleSet rules) {
        // 3R leaves 2 blue seeds in the origin and sows one red into 4; the walk takes 4, the
        // origin 3, 2 and the mover's own hole 1, and stops on 16.
        Board board = Positions.withFiller(rules, 1, "3(1R2B) 4(1R) 2(3R) 1(2R) 16(4R)");

        int gained = board.play(Moves.parse("3R"));

        assertThat(gained).isEqualTo(2 + 2 + 3 + 2);
        assertHoles(board, "4() 3() 2() 1() 16(4R) 5(2R2B)");
        assertThat(board.captured(1)).isEqualTo(9);
        assertThat(board.captured(2)).isZero();
    }

    @ParameterizedTest(name = "{0}: every hole ends with {1}")
    @CsvSource({"OFFICIAL, 2", "OFFICIAL, 3", "REPORT, 2", "REPORT, 3"})
    @Timeout(value = 5, unit = TimeUnit.SECONDS)
    void capture_everyHoleEndsWithTwoOrThree_walkGoesRoundOnce(RuleSet rules, int count) {
        // 1R sows one red into 2; then all 16 holes hold `count` seeds. The walk takes each hole
        // once and stops on the emptied hole 2; player 2 is left with nothing: starvation.
        Board board = Board.empty(rules);
        for (int hole = 3; hole <= Board.HOLES; hole++) {
            board.setHole(hole, count, 0, 0);
        }
        board.setHole(1, 1, count, 0).setHole(2, count - 1, 0, 0);

        int gained = board.play(Moves.parse("1R"));

        assertThat(gained).isEqualTo(Board.HOLES * count);
        assertThat(board.captured(1)).isEqualTo(Board.HOLES * count);
        assertThat(board.seedsOnBoard()).isZero();
        assertThat(board.endReason()).isEqualTo(EndReason.STARVATION);
    }
}
