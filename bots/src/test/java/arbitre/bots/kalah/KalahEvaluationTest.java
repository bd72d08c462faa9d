package arbitre.bots.kalah;

import static org.assertj.core.api.Assertions.assertThat;

import arbitre.bots.search.Level;
import arbitre.engine.kalah.KalahBoard;
import arbitre.engine.kalah.KalahStart;
import java.util.Arrays;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class KalahEvaluationTest {
    /**
     * South to move. South's pits 1 0 3 0 2 1, store 10; North's pits 15 4 0 0 2 0, store 10.
     * South's pit 1 (one seed) ends in its empty pit 2, facing North's pit 5: 3 seeds. North's
     * pit 2 ends in its empty pit 6, facing South's pit 1: 2 seeds. North's pit 1 holds 15 seeds,
     * past the table's last column.
     */
    private static final int[] POSITION = {1, 0, 3, 0, 2, 1, 10, 15, 4, 0, 0, 2, 0, 10};

    @Test
    void full_scoresTheStoresTheSidesTheCapturesAndEachPitsSeeds_fromTheSideToMove() {
        int[][] table = KalahEvaluation.TABLE;
        int expected = KalahEvaluation.STORE * (10 - 10)
                + KalahEvaluation.FULL_SEEDS_ON_SIDE * (7 - 21)
                + KalahEvaluation.CAPTURE * 3
                - KalahEvaluation.CAPTURE_THEIRS * 2
                + table[0][1]
                + table[1][0]
                + table[2][3]
                + table[3][0]
                + table[4][2]
                + table[5][1]
                + table[6][KalahEvaluation.TABLE_SEEDS]
                + table[7][4]
                + table[8][0]
                + table[9][0]
                + table[10][2]
                + table[11][0];

        assertThat(KalahEvaluation.FULL.evaluate(KalahBoard.of(POSITION))).isEqualTo(expected);
    }

    @Test
    void table_hasAColumnPerCountOfSeeds_andAnEmptyPitIsWorthNothing() {
        assertThat(KalahEvaluation.TABLE).hasDimensions(12, KalahEvaluation.TABLE_SEEDS + 1);
        for (int[] row : KalahEvaluation.TABLE) {
            assertThat(row[0]).isZero();
        }
    }

    @Test
    void full_ofTheSamePositionSeenFromNorth_isTheSame() {
        int[] mirrored = new int[14];
        System.arraycopy(POSITION, 0, mirrored, 7, 7);
        System.arraycopy(POSITION, 7, mirrored, 0, 7);

        assertThat(KalahEvaluation.FULL.evaluate(KalahBoard.of(mirrored, 2)))
                .isEqualTo(KalahEvaluation.FULL.evaluate(KalahBoard.of(POSITION)));
    }

    @Test
    void bestCapture_ofAnEmptyOppositePit_isTheLastSeedAlone_andASowingPastTheRowCapturesNothing() {
        // South's pit 1 (one seed) ends in its empty pit 2, facing North's empty pit 5; pit 4's 5
        // seeds leave the row.
        int[] vector = {1, 0, 0, 5, 0, 0, 0, 8, 8, 8, 8, 0, 8, 2};

        assertThat(KalahEvaluation.bestCapture(KalahBoard.of(vector), 0)).isEqualTo(1);
        assertThat(KalahEvaluation.bestCapture(KalahBoard.of(vector), 7)).isZero();
    }

    @Test
    void ladder_scoresTheStoresAndTheSeedsOnEachSideAlone_onPositionsOfRealGames() {
        SplittableRandom random = new SplittableRandom(42);
        for (int game = 0; game < 50; game++) {
            KalahBoard board = KalahStart.fair(random.nextInt(254)).board();
            int[] pits = new int[6];
            while (!board.isOver()) {
                int me = board.toMove();
                int other = 3 - me;
                assertThat(KalahEvaluation.LADDER.evaluate(board))
                        .isEqualTo(KalahEvaluation.STORE * (board.store(me) - board.store(other))
                                + KalahEvaluation.SEEDS_ON_SIDE * (board.seedsInPits(me) - board.seedsInPits(other)));
                board.play(pits[random.nextInt(board.legalMoves(pits))]);
            }
        }
    }

    @Test
    void full_onPositionsOfRealGames_isItsTermsCountedPitByPit_withCapturesPlayedOnTheBoard() {
        SplittableRandom random = new SplittableRandom(7);
        int[] pits = new int[6];
        int positions = 0;
        for (int game = 0; game < 100; game++) {
            KalahBoard board = KalahStart.fair(random.nextInt(254)).board();
            while (!board.isOver()) {
                int me = board.toMove();
                int other = 3 - me;
                Side mine = Side.of(board, me);
                Side theirs = Side.of(board, other);
                if (mine.exact && theirs.exact) {
                    positions++;
                    assertThat(KalahEvaluation.FULL.evaluate(board))
                            .as("%s", board)
                            .isEqualTo(KalahEvaluation.STORE * (board.store(me) - board.store(other))
                                    + KalahEvaluation.FULL_SEEDS_ON_SIDE
                                            * (board.seedsInPits(me) - board.seedsInPits(other))
                                    + KalahEvaluation.CAPTURE * mine.capture
                                    - KalahEvaluation.CAPTURE_THEIRS * theirs.capture
                                    + mine.table(0)
                                    + theirs.table(KalahBoard.PITS));
                }
                board.play(pits[random.nextInt(board.legalMoves(pits))]);
            }
        }
        assertThat(positions).isGreaterThan(1_000);
    }

    /**
     * One side's pits as the evaluation sees them, counted from the board vector: a capture is what
     * its store gains when the side plays a pit whose sowing stays in its row ({@code exact} is
     * false when such a ply ends the game, which then also sweeps the rows into the stores).
     */
    private record Side(int[] seeds, int capture, boolean exact) {
        static Side of(KalahBoard board, int player) {
            int[] vector = board.vector();
            int base = player == 1 ? 0 : 7;
            int store = base + 6;
            int capture = 0;
            boolean exact = true;
            for (int pit = 1; pit <= 6; pit++) {
                int seeds = vector[base + pit - 1];
                if (seeds > 0 && pit + seeds <= 6) {
                    KalahBoard played = KalahBoard.of(vector, player);
                    played.play(pit);
                    exact &= !played.isOver();
                    capture = Math.max(capture, played.vector()[store] - vector[store]);
                }
            }
            return new Side(Arrays.copyOfRange(vector, base, base + 6), capture, exact);
        }

        /** The table's weights of these pits, as the rows from {@code firstRow}. */
        int table(int firstRow) {
            int sum = 0;
            for (int k = 0; k < 6; k++) {
                sum += KalahEvaluation.TABLE[firstRow + k][Math.min(seeds[k], KalahEvaluation.TABLE_SEEDS)];
            }
            return sum;
        }
    }

    @Test
    void of_givesTheFullBotEveryTerm_andTheLevelsBelowItTheEvaluationTheLadderWasMeasuredWith() {
        assertThat(KalahEvaluation.of(Level.top(KalahLevels.LADDER))).isSameAs(KalahEvaluation.FULL);
        for (Level level : KalahLevels.LADDER.subList(0, KalahLevels.LADDER.size() - 1)) {
            assertThat(KalahEvaluation.of(level)).as("level %d", level.number()).isSameAs(KalahEvaluation.LADDER);
        }
    }
}
