package arbitre.engine.awale;

import static arbitre.engine.awale.Positions.assertHoles;
import static arbitre.engine.awale.RuleSet.OFFICIAL;
import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** The five worked examples of docs/awale.md, rule set {@code official}, move by move. */
class WorkedExamplesTest {

    /** Every hole the examples do not mention holds {@link Positions#FILLER}. */
    private static final String FILLER_2_TO_12 =
            "2(2R2B) 3(2R2B) 4(2R2B) 5(2R2B) 6(2R2B) 7(2R2B) 8(2R2B)" + " 9(2R2B) 10(2R2B) 11(2R2B) 12(2R2B)";

    @Test
    void play_example1_blueIntoOpponentHoles_capturesFourHolesBackToHole14() {
        Board board = Positions.withFiller(OFFICIAL, 2, "1(2R) 16(2R) 15(2B) 14(2B2R) 13(2R2B)");

        int gained = board.play(Moves.parse("14B"));

        // Sown: 1(2R1B) 16(2R) 15(3B) 14(2R); the walk takes 1, 16, 15, 14 and stops on 13 (4).
        assertThat(gained).isEqualTo(3 + 2 + 3 + 2);
        assertHoles(board, "1() 16() 15() 14() 13(2R2B)");
        assertHoles(board, FILLER_2_TO_12);
        assertThat(board.captured(2)).isEqualTo(10);
        assertThat(board.captured(1)).isZero();
        assertThat(board.isOver()).isFalse();
        assertThat(board.toMove()).isEqualTo(1);
    }

    @Test
    void play_example2_blueFromHole16_capturesHoles5To1() {
        Board board = Positions.withFiller(OFFICIAL, 2, "1(1R) 2(2R) 3(1B) 4(2B) 5(1R) 16(1R3B) 15(2R) 14(4B)");

        int gained = board.play(Moves.parse("16B"));

        // Sown: 1(1R1B) 3(2B) 5(1R1B); the walk takes 5, 4, 3, 2, 1 and stops on 16 (1).
        assertThat(gained).isEqualTo(10);
        assertHoles(board, "1() 2() 3() 4() 5() 16(1R) 15(2R) 14(4B)");
        assertHoles(board, "6(2R2B) 7(2R2B) 8(2R2B) 9(2R2B) 10(2R2B) 11(2R2B) 12(2R2B) 13(2R2B)");
        assertThat(board.captured(2)).isEqualTo(10);
        assertThat(board.captured(1)).isZero();
    }

    @Test
    void play_example3_redFromHole16_wrapsAndCapturesHoles1_16_15() {
        Board board = Positions.withFiller(OFFICIAL, 2, "1(1R) 2(2R) 3(1B) 4(2B) 5(1R) 16(1R3B) 15(2R) 14(4B)");

        int gained = board.play(Moves.parse("16R"));

        // Sown: 1(2R), 16 keeps 3B; the walk takes 1, 16, 15 and stops on 14 (4).
        assertThat(gained).isEqualTo(2 + 3 + 2);
        assertHoles(board, "1() 16() 15() 14(4B) 2(2R) 3(1B) 4(2B) 5(1R)");
        assertThat(board.captured(2)).isEqualTo(7);
    }

    @Test
    void play_example4_fourOpeningMoves_sowAsDescribedAndCaptureNothing() {
        Board board = Board.start(OFFICIAL);

        assertThat(board.play(Moves.parse("1R"))).isZero();
        assertHoles(board, "1(2B2T) 2(3R2B2T) 3(3R2B2T) 4(2R2B2T)");

        assertThat(board.play(Moves.parse("2B"))).isZero();
        assertHoles(board, "2(3R2T) 3(3R3B2T) 4(2R2B2T) 5(2R3B2T) 6(2R2B2T)");

        assertThat(board.play(Moves.parse("3TR"))).isZero();
        assertHoles(board, "3(3B) 4(2R2B3T) 5(2R3B3T) 6(3R2B2T) 7(3R2B2T) 8(3R2B2T) 9(2R2B2T)");

        assertThat(board.play(Moves.parse("4TB"))).isZero();
        assertHoles(
                board,
                "1(2B2T) 2(3R2T) 3(3B) 4(2R) 5(2R3B4T) 6(3R2B2T) 7(3R2B3T) 8(3R2B2T)"
                        + " 9(2R2B3T) 10(2R2B2T) 11(2R3B2T) 12(2R2B2T) 13(2R3B2T) 14(2R2B2T) 15(2R2B2T)"
                        + " 16(2R2B2T)");
        assertThat(board.captured(1)).isZero();
        assertThat(board.captured(2)).isZero();
        assertThat(board.seedsOnBoard()).isEqualTo(Board.SEEDS);
        assertThat(board.ply()).isEqualTo(4);
    }

    @Test
    void play_example5_transparentThenRedOverALap_skipsTheOrigin() {
        Board board = Positions.withFiller(OFFICIAL, 1, "5(7R1B11T)");

        assertThat(board.play(Moves.parse("5TR"))).isZero();

        // 11 transparent seeds into 6..16, then reds into 1, 2, 3, 4, (not 5), 6, 7, 8.
        assertHoles(
                board,
                "1(3R2B) 2(3R2B) 3(3R2B) 4(3R2B) 5(1B) 6(3R2B1T) 7(3R2B1T) 8(3R2B1T)"
                        + " 9(2R2B1T) 10(2R2B1T) 11(2R2B1T) 12(2R2B1T) 13(2R2B1T) 14(2R2B1T) 15(2R2B1T)"
                        + " 16(2R2B1T)");
    }

    @Test
    void play_example5_lastHoleIs8_soTheWalkStartsThere() {
        // Empty 6, 7 and 8 make the last hole visible: each ends with one transparent and one red
        // seed, and the walk from 8 takes all three before the origin (1 blue seed) stops it. An
        // engine that dropped a seed into 5 would end on 7, leave 8 alone and take the origin.
        Board board = Positions.withFiller(OFFICIAL, 1, "5(7R1B11T) 6() 7() 8()");

        assertThat(board.play(Moves.parse("5TR"))).isEqualTo(6);

        assertHoles(board, "4(3R2B) 5(1B) 6() 7() 8() 9(2R2B1T)");
        assertThat(board.captured(1)).isEqualTo(6);
    }
}
