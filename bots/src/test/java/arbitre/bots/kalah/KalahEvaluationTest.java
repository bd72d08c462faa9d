package arbitre.bots.kalah;

import static org.assertj.core.api.Assertions.assertThat;

import arbitre.bots.search.Level;
import arbitre.engine.kalah.KalahBoard;
import arbitre.engine.kalah.KalahStart;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class KalahEvaluationTest {
    /**
     * South to move. South's pits 1 0 3 0 2 1, store 10; North's pits 5 4 0 0 2 0, store 20.
     * South's pits 5 and 6 end in its store; North's pit 5 in its own. South's pit 1 (one seed)
     * ends in its empty pit 2, facing North's pit 5: 3 seeds. North's pits 1 and 2 end in its empty
     * pit 6, facing South's pit 1: 2 seeds.
     */
    private static final int[] POSITION = {1, 0, 3, 0, 2, 1, 10, 5, 4, 0, 0, 2, 0, 20};

    @Test
    void full_scoresEachTermOfThePits_fromTheSideToMove() {
        int expected = KalahEvaluation.STORE * (10 - 20)
                + KalahEvaluation.SEEDS_ON_SIDE * (7 - 11)
                + KalahEvaluation.MOBILITY * (4 - 3)
                + KalahEvaluation.FREE_MOVE * 2
                - KalahEvaluation.FREE_MOVE_THEIRS * 1
                + KalahEvaluation.CAPTURE * 3
                - KalahEvaluation.CAPTURE_THEIRS * 2;

        assertThat(KalahEvaluation.FULL.evaluate(KalahBoard.of(POSITION))).isEqualTo(expected);
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
                                    + KalahEvaluation.SEEDS_ON_SIDE * (board.seedsInPits(me) - board.seedsInPits(other))
                                    + KalahEvaluation.MOBILITY * (mine.nonEmpty - theirs.nonEmpty)
                                    + KalahEvaluation.FREE_MOVE * mine.free
                                    - KalahEvaluation.FREE_MOVE_THEIRS * theirs.free
                                    + KalahEvaluation.CAPTURE * mine.capture
                                    - KalahEvaluation.CAPTURE_THEIRS * theirs.capture);
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
    private record Side(int nonEmpty, int free, int capture, boolean exact) {
        static Side of(KalahBoard board, int player) {
            int[] vector = board.vector();
            int base = player == 1 ? 0 : 7;
            int store = base + 6;
            int nonEmpty = 0;
            int free = 0;
            int capture = 0;
            boolean exact = true;
            for (int pit = 1; pit <= 6; pit++) {
                int seeds = vector[base + pit - 1];
                nonEmpty += seeds > 0 ? 1 : 0;
                free += seeds == 7 - pit ? 1 : 0;
                if (seeds > 0 && pit + seeds <= 6) {
                    KalahBoard played = KalahBoard.of(vector, player);
                    played.play(pit);
                    exact &= !played.isOver();
                    capture = Math.max(capture, played.vector()[store] - vector[store]);
                }
            }
            return new Side(nonEmpty, free, capture, exact);
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
