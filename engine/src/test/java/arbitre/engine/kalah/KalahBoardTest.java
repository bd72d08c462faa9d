package arbitre.engine.kalah;

import static arbitre.engine.kalah.KalahWorkedExamplesTest.vector;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class KalahBoardTest {

    @Test
    void standard_holdsFourSeedsPerPit_southToMove() {
        KalahBoard board = KalahBoard.standard();
        assertThat(board.vector()).containsExactly(vector("4 4 4 4 4 4 0 4 4 4 4 4 4 0"));
        assertThat(board.toMove()).isEqualTo(1);
        assertThat(board.ply()).isZero();
        assertThat(board.isOver()).isFalse();
        assertThat(board.endReason()).isNull();
    }

    @Test
    void of_wrongLength_namesTheCount() {
        assertThatThrownBy(() -> KalahBoard.of(new int[13]))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("14 numbers, got 13");
    }

    @Test
    void of_negativeSeeds_namesIndexAndValue() {
        assertThatThrownBy(() -> KalahBoard.of(vector("4 4 4 -1 4 4 0 4 4 4 4 4 4 5")))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("index 3 (South's pit 4) holds -1 seeds");
    }

    @Test
    void of_wrongTotal_namesTheTotal() {
        assertThatThrownBy(() -> KalahBoard.of(vector("4 4 4 4 4 4 0 4 4 4 4 4 4 1")))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("holds 49 seeds, not 48");
    }

    @Test
    void of_emptyRow_isRefusedAsFinished() {
        assertThatThrownBy(() -> KalahBoard.of(vector("0 0 0 0 0 0 24 4 4 4 4 4 4 0")))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("South's pits are all empty");
    }

    @Test
    void of_badPlayer_isRefused() {
        assertThatThrownBy(() -> KalahBoard.of(KalahStart.STANDARD.vector(), 3))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("got 3");
    }

    @Test
    void of_copiesTheVector() {
        int[] vector = KalahStart.STANDARD.vector();
        KalahBoard board = KalahBoard.of(vector);
        vector[0] = 40;
        assertThat(board.seeds(0)).isEqualTo(4);
        board.vector()[1] = 40;
        assertThat(board.seeds(1)).isEqualTo(4);
    }

    @Test
    void illegalReason_emptyPit_saysWhosePitIsEmpty() {
        KalahBoard board = KalahBoard.of(vector("1 0 2 3 0 5 9 4 0 3 5 6 2 8"));
        assertThat(board.illegalReason(2)).isEqualTo("pit 2 of South (player 1, to move) is empty");
        assertThat(board.isLegal(2)).isFalse();
        assertThat(board.isLegal(1)).isTrue();
        assertThat(board.illegalReason(1)).isNull();
    }

    @Test
    void illegalReason_northsEmptyPit_namesNorth() {
        KalahBoard board = KalahBoard.of(vector("1 0 2 3 0 5 9 4 0 3 5 6 2 8"), 2);
        assertThat(board.illegalReason(2)).isEqualTo("pit 2 of North (player 2, to move) is empty");
    }

    @Test
    void illegalReason_noSuchPit_saysPitsAreOneToSix() {
        KalahBoard board = KalahBoard.standard();
        assertThat(board.illegalReason(0)).contains("no pit 0").contains("1 to 6");
        assertThat(board.illegalReason(7)).contains("no pit 7").contains("1 to 6");
    }

    @Test
    void play_illegalPit_throwsWithPitPlyAndReasonAndLeavesBoard() {
        KalahBoard board = KalahBoard.of(vector("1 0 2 3 0 5 9 4 0 3 5 6 2 8"));
        KalahBoard before = board.copy();
        assertThatThrownBy(() -> board.play(5))
                .isInstanceOfSatisfying(
                        IllegalKalahMoveException.class,
                        e -> assertThat(e.pit()).isEqualTo(5))
                .hasMessage("pit 5 at ply 1 is illegal: pit 5 of South (player 1, to move) is empty");
        assertThat(board).isEqualTo(before);
    }

    @Test
    void legalMoves_listsNonEmptyPitsOfTheMover() {
        int[] out = new int[KalahBoard.MAX_LEGAL];
        KalahBoard south = KalahBoard.of(vector("1 0 2 3 0 5 9 4 0 3 5 6 2 8"));
        assertThat(south.legalMoves(out)).isEqualTo(4);
        assertThat(out).startsWith(1, 3, 4, 6);
        KalahBoard north = KalahBoard.of(vector("1 0 2 3 0 5 9 4 0 3 5 6 2 8"), 2);
        assertThat(north.legalMoves(out)).isEqualTo(5);
        assertThat(out).startsWith(1, 3, 4, 5, 6);
    }

    @Test
    void copyFrom_makesAnEqualIndependentBoard() {
        KalahBoard board = KalahBoard.standard();
        board.play(3);
        KalahBoard copy = KalahBoard.standard();
        copy.copyFrom(board);
        assertThat(copy).isEqualTo(board);
        assertThat(copy.hash()).isEqualTo(board.hash());
        assertThat(copy.ply()).isEqualTo(1);
        copy.play(1);
        assertThat(copy).isNotEqualTo(board);
    }

    @Test
    void hash_dependsOnSideToMove() {
        int[] vector = vector("1 0 2 3 0 5 9 4 0 3 5 6 2 8");
        assertThat(KalahBoard.of(vector, 1).hash())
                .isNotEqualTo(KalahBoard.of(vector, 2).hash());
    }

    @Test
    void hash_samePositionByTwoPaths_isEqual() {
        // South 1 then North 1 against North 1 after South 1 from a position where they commute.
        KalahBoard a = KalahBoard.standard();
        a.play(1);
        a.play(1);
        a.play(2);
        KalahBoard b = KalahBoard.of(a.vector(), a.toMove());
        assertThat(a.hash()).isEqualTo(b.hash());
        assertThat(a).isEqualTo(b);
    }

    @Test
    void hash_positionsOfManyRandomGames_differWhenThePositionsDo() {
        Map<Long, String> seen = new HashMap<>();
        SplittableRandom random = new SplittableRandom(99);
        int[] pits = new int[KalahBoard.MAX_LEGAL];
        for (int game = 0; game < 400; game++) {
            KalahBoard board = KalahStart.fair(game % FairKalahOpenings.COUNT).board();
            while (!board.isOver()) {
                board.play(pits[random.nextInt(board.legalMoves(pits))]);
                String position = Arrays.toString(board.vector()) + board.toMove() + board.isOver();
                String earlier = seen.putIfAbsent(board.hash(), position);
                assertThat(earlier == null || earlier.equals(position))
                        .as("%s and %s share the key %x", earlier, position, board.hash())
                        .isTrue();
            }
        }
        assertThat(seen).hasSizeGreaterThan(5_000);
    }

    @Test
    void winner_whileGameGoesOn_isRefused() {
        assertThatThrownBy(() -> KalahBoard.standard().winner())
                .isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("not over");
    }

    @Test
    void store_andSeeds_readTheVector() {
        KalahBoard board = KalahBoard.of(vector("1 0 2 3 0 5 9 4 0 3 5 6 2 8"));
        assertThat(board.store(1)).isEqualTo(9);
        assertThat(board.store(2)).isEqualTo(8);
        assertThat(board.seeds(7)).isEqualTo(4);
        assertThat(board.seedsInPits(1)).isEqualTo(11);
        assertThat(board.seedsInPits(2)).isEqualTo(20);
        assertThatThrownBy(() -> board.seeds(14)).hasMessageContaining("0..13, got 14");
        assertThatThrownBy(() -> board.store(0)).hasMessageContaining("got 0");
    }

    @Test
    void toString_showsVectorSideAndPly() {
        assertThat(KalahBoard.standard().toString()).isEqualTo("4 4 4 4 4 4 0 4 4 4 4 4 4 0, South to move, ply 0");
    }
}
