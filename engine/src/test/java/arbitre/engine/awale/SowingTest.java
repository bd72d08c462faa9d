package arbitre.engine.awale;

import static arbitre.engine.awale.Positions.assertHoles;
import static arbitre.engine.awale.RuleSet.OFFICIAL;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.stream.IntStream;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.EnumSource;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Sowing (docs/awale.md, "Sowing"). Every hole not under test starts with 4 seeds, so no sowing here
 * can bring a hole to 2 or 3 and nothing is captured: the board after the move shows the sowing
 * alone.
 */
class SowingTest {

    /** Every (rule set, hole) pair: each hole is played by its owner. */
    static Stream<Arguments> everyHole() {
        return Stream.of(RuleSet.values())
                .flatMap(rules -> IntStream.rangeClosed(1, Board.HOLES).mapToObj(hole -> Arguments.of(rules, hole)));
    }

    @Test
    void sowing_transparentFirstThenColored_eachSeedKeepsItsColor() {
        Board board = Positions.withFiller(OFFICIAL, 1, "1(3R1B2T)");

        board.play(Moves.parse("1TR"));

        assertHoles(board, "1(1B) 2(2R2B1T) 3(2R2B1T) 4(3R2B) 5(3R2B) 6(3R2B) 7(2R2B)");
    }

    @Test
    void sowing_transparentAsBlue_transparentFirstThenBlueOnOpponentHoles() {
        Board board = Positions.withFiller(OFFICIAL, 2, "16(1R2B3T)");

        board.play(Moves.parse("16TB"));

        assertHoles(board, "16(1R) 1(2R2B1T) 2(2R2B) 3(2R2B1T) 5(2R2B1T) 7(2R3B) 9(2R3B) 11(2R2B)");
    }

    @ParameterizedTest(name = "{0}, hole {1}")
    @MethodSource("everyHole")
    void sowing_blueLike_dropsOnlyIntoOpponentHoles(RuleSet rules, int origin) {
        // 16 blue-like seeds: two laps over the opponent's 8 holes, one seed per hole per lap.
        int mover = rules.owner(origin);
        Board blue = Positions.withFiller(rules, mover, origin + "(16B)");
        Board transparent = Positions.withFiller(rules, mover, origin + "(8B8T)");

        blue.play(Moves.of(origin, Moves.BLUE));
        transparent.play(Moves.of(origin, Moves.TRANSPARENT_AS_BLUE));

        assertThat(blue.seeds(origin)).isZero();
        assertThat(transparent.seeds(origin)).isZero();
        for (int hole = 1; hole <= Board.HOLES; hole++) {
            if (hole == origin) {
                continue;
            }
            boolean opponents = rules.owner(hole) != mover;
            assertThat(blue.blue(hole)).as("blue seeds in hole %d", hole).isEqualTo(opponents ? 4 : 2);
            assertThat(transparent.blue(hole) + transparent.transparent(hole))
                    .as("blue-like seeds in hole %d", hole)
                    .isEqualTo(opponents ? 4 : 2);
            assertThat(blue.red(hole)).isEqualTo(2);
            assertThat(transparent.red(hole)).isEqualTo(2);
        }
    }

    @ParameterizedTest(name = "{0}, hole {1}")
    @MethodSource("everyHole")
    void sowing_redLike_dropsIntoEveryOtherHole(RuleSet rules, int origin) {
        int mover = rules.owner(origin);
        Board red = Positions.withFiller(rules, mover, origin + "(15R)");
        Board transparent = Positions.withFiller(rules, mover, origin + "(7R8T)");

        red.play(Moves.of(origin, Moves.RED));
        transparent.play(Moves.of(origin, Moves.TRANSPARENT_AS_RED));

        for (int hole = 1; hole <= Board.HOLES; hole++) {
            if (hole != origin) {
                assertThat(red.red(hole)).as("red seeds in hole %d", hole).isEqualTo(3);
                assertThat(transparent.red(hole) + transparent.transparent(hole))
                        .as("red-like seeds in hole %d", hole)
                        .isEqualTo(3);
            }
        }
        assertThat(red.seeds(origin)).isZero();
        assertThat(transparent.seeds(origin)).isZero();
    }

    @ParameterizedTest
    @EnumSource(RuleSet.class)
    void sowing_severalLaps_skipsOriginOnEveryLap(RuleSet rules) {
        // 47 reds from hole 3: three full laps of 15 holes, then 4, 5.
        Board board = Positions.exactly(rules, rules.owner(3), "3(47R1B)");
        for (int hole = 1; hole <= Board.HOLES; hole++) {
            if (hole != 3) {
                board.setHole(hole, 0, 0, 1);
            }
        }

        board.play(Moves.parse("3R"));

        assertHoles(board, "3(1B) 4(4R1T) 5(4R1T) 6(3R1T) 16(3R1T) 1(3R1T) 2(3R1T)");
        assertThat(board.captured(1) + board.captured(2)).isZero();
    }

    @ParameterizedTest
    @EnumSource(RuleSet.class)
    void sowing_blueOverSeveralLaps_skipsOriginAndOwnHoles(RuleSet rules) {
        // 26 blues from hole 1: three laps of the opponent's 8 holes, then two more.
        int[] opponentHoles = rules.holesOf(2);
        Board board = Positions.withFiller(rules, 1, "1(26B)");

        board.play(Moves.parse("1B"));

        assertThat(board.seeds(1)).isZero();
        for (int k = 0; k < opponentHoles.length; k++) {
            assertThat(board.blue(opponentHoles[k]))
                    .as("blue seeds in hole %d", opponentHoles[k])
                    .isEqualTo(2 + 3 + (k < 2 ? 1 : 0));
        }
        for (int hole : rules.holesOf(1)) {
            if (hole != 1) {
                assertThat(board.blue(hole))
                        .as("blue seeds in own hole %d", hole)
                        .isEqualTo(2);
            }
        }
    }

    @Test
    void sowing_redWithTransparentInHole_leavesTransparentSeeds() {
        Board board = Positions.withFiller(OFFICIAL, 1, "1(2R1B3T)");

        board.play(Moves.parse("1R"));

        assertHoles(board, "1(1B3T) 2(3R2B) 3(3R2B) 4(2R2B)");
    }

    @Test
    void sowing_blueWithTransparentInHole_leavesTransparentAndRedSeeds() {
        Board board = Positions.withFiller(OFFICIAL, 1, "1(2R1B3T)");

        board.play(Moves.parse("1B"));

        assertHoles(board, "1(2R3T) 2(2R3B) 3(2R2B) 4(2R2B)");
    }

    @Test
    void sowing_transparentWithNoSeedsOfThatColor_isLegalAndSowsTheTransparentOnes() {
        Board red = Positions.withFiller(OFFICIAL, 1, "1(3T)");
        Board blue = Positions.withFiller(OFFICIAL, 1, "1(3T)");

        assertThat(red.illegalReason(Moves.parse("1TR"))).isNull();
        assertThat(blue.illegalReason(Moves.parse("1TB"))).isNull();
        red.play(Moves.parse("1TR"));
        blue.play(Moves.parse("1TB"));

        assertHoles(red, "1() 2(2R2B1T) 3(2R2B1T) 4(2R2B1T) 5(2R2B)");
        assertHoles(blue, "1() 2(2R2B1T) 3(2R2B) 4(2R2B1T) 5(2R2B) 6(2R2B1T) 7(2R2B)");
    }

    @Test
    void sowing_transparentAsRed_takesOnlyRedAndLeavesBlue() {
        Board board = Positions.withFiller(OFFICIAL, 2, "2(1R4B1T)");

        board.play(Moves.parse("2TR"));

        assertHoles(board, "2(4B) 3(2R2B1T) 4(3R2B) 5(2R2B)");
    }
}
