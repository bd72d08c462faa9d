package arbitre.bots.kalah;

import static org.assertj.core.api.Assertions.assertThat;

import arbitre.bots.search.SearchLimits;
import arbitre.engine.kalah.KalahBoard;
import arbitre.engine.kalah.KalahStart;
import java.io.PrintStream;
import java.util.HashSet;
import java.util.Set;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class KalahPlayersTest {
    private static final PrintStream QUIET = new PrintStream(PrintStream.nullOutputStream());

    @Test
    void greedy_captureAvailable_takesTheLargestGain() {
        // Pit 1 (one seed) falls into the empty pit 2, facing North's pit 5 with 6: a gain of 7.
        KalahBoard board = KalahBoard.of(new int[] {1, 0, 2, 3, 0, 5, 9, 4, 0, 3, 5, 6, 2, 8});
        assertThat(new KalahGreedyPlayer(1).choosePit(board, 0)).isEqualTo(1);
    }

    @Test
    void greedy_extraTurnAgainstEqualGain_prefersTheExtraTurn() {
        // Standard opening: pit 3 ends in the store (1 seed + the bonus); pits 4, 5 and 6 also sow
        // one seed into the store but pass the turn.
        for (long seed = 0; seed < 20; seed++) {
            assertThat(new KalahGreedyPlayer(seed).choosePit(KalahBoard.standard(), 0))
                    .isEqualTo(3);
        }
    }

    @Test
    void greedy_ties_areDrawnBySeed() {
        // After 3 and AGAIN, pits 4, 5 and 6 each gain one seed with no extra turn.
        KalahBoard board = KalahBoard.standard();
        board.play(3);
        Set<Integer> chosen = new HashSet<>();
        for (long seed = 0; seed < 60; seed++) {
            chosen.add(new KalahGreedyPlayer(seed).choosePit(board, 0));
        }
        assertThat(chosen).containsExactlyInAnyOrder(4, 5, 6);
    }

    @Test
    void random_sameSeed_samePits_andEveryPitLegal() {
        KalahPlayer a = new KalahRandomPlayer(7);
        KalahPlayer b = new KalahRandomPlayer(7);
        KalahBoard board = KalahBoard.standard();
        while (!board.isOver()) {
            int pit = a.choosePit(board, 0);
            assertThat(b.choosePit(board, 0)).isEqualTo(pit);
            assertThat(board.isLegal(pit)).isTrue();
            board.play(pit);
        }
    }

    /** The points (1, ½, 0) the first player takes, over both sides of each of the games. */
    private static double share(KalahPlayer strong, java.util.function.LongFunction<KalahPlayer> weak, int openings) {
        SplittableRandom draw = new SplittableRandom(2024);
        double points = 0;
        for (int game = 0; game < openings; game++) {
            KalahStart start = KalahStart.fair(draw.nextInt(254));
            for (int side = 1; side <= 2; side++) {
                KalahPlayer opponent = weak.apply(100L * game + side);
                KalahBoard board = start.board();
                while (!board.isOver()) {
                    KalahPlayer mover = board.toMove() == side ? strong : opponent;
                    board.play(mover.choosePit(board, 0));
                }
                int winner = board.winner();
                points += winner == side ? 1 : winner == 0 ? 0.5 : 0;
            }
        }
        return points / (2.0 * openings);
    }

    @Test
    void iddfs_fixedDepth_beatsRandom() {
        KalahPlayer iddfs = KalahIddfsPlayer.fixed(4, KalahEvaluation.FULL, SearchLimits.depth(6), QUIET);
        assertThat(share(iddfs, KalahRandomPlayer::new, 10)).isGreaterThanOrEqualTo(0.95);
    }

    @Test
    void iddfs_fixedDepth_beatsGreedy() {
        KalahPlayer iddfs = KalahIddfsPlayer.fixed(4, KalahEvaluation.FULL, SearchLimits.depth(6), QUIET);
        assertThat(share(iddfs, KalahGreedyPlayer::new, 10)).isGreaterThanOrEqualTo(0.85);
    }

    @Test
    void greedy_beatsRandom() {
        assertThat(share(new KalahGreedyPlayer(5), KalahRandomPlayer::new, 10)).isGreaterThanOrEqualTo(0.7);
    }
}
