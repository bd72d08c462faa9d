package arbitre.bots.fenix;

import static org.assertj.core.api.Assertions.assertThat;

import arbitre.bots.search.Search;
import arbitre.bots.search.SearchLimits;
import arbitre.bots.search.SearchResult;
import arbitre.bots.search.TranspositionTable;
import arbitre.bots.time.TimeBudget;
import arbitre.engine.fenix.FenixAction;
import arbitre.engine.fenix.FenixBoard;
import arbitre.engine.fenix.FenixPosition;
import java.io.OutputStream;
import java.io.PrintStream;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class FenixSearchTest {
    private static final PrintStream SILENT = new PrintStream(OutputStream.nullOutputStream());

    @Test
    void search_fixedDepth_beatsRandomOverSeededGames() {
        int points = 0;
        int games = 12;
        for (int game = 0; game < games; game++) {
            FenixPlayer iddfs = FenixIddfsPlayer.fixed(
                    FenixNode.search(new TranspositionTable(1 << 14)), SearchLimits.depth(2), SILENT);
            FenixPlayer random = new FenixRandomPlayer(1000 + game);
            int iddfsSide = 1 + game % 2;
            FenixBoard board = FenixBoard.start();
            while (!board.isOver()) {
                FenixPlayer toMove = board.toMove() == iddfsSide ? iddfs : random;
                board.play(toMove.choose(board, System.nanoTime()));
            }
            points += board.winner() == iddfsSide ? 2 : board.winner() == 0 ? 1 : 0;
        }
        assertThat(points).as("half-points out of %d", 2 * games).isGreaterThanOrEqualTo(2 * games - 2);
    }

    @ParameterizedTest(name = "seed {0}")
    @ValueSource(longs = {11, 12, 13, 14, 15, 16})
    void search_fixedDepth_scoresAsPlainMinimax(long seed) {
        FenixBoard position = randomMidGame(seed);
        int expected = minimax(position, 3);

        SearchResult withoutTable =
                FenixNode.search(null).search(FenixNode.of(position), SearchLimits.depth(3), System.nanoTime());
        SearchResult withTable = FenixNode.search(new TranspositionTable(1 << 12))
                .search(FenixNode.of(position), SearchLimits.depth(3), System.nanoTime());

        assertThat(withoutTable.score()).as("%s", position).isEqualTo(expected);
        assertThat(withTable.score()).as("%s", position).isEqualTo(expected);
        FenixBoard after = position.copy();
        after.play(action(position, withTable));
        assertThat(-minimax(after, 2)).isEqualTo(expected);
    }

    /** A position of the movement phase, from a random game, as a position text (no repetition history). */
    private static FenixBoard randomMidGame(long seed) {
        java.util.SplittableRandom random = new java.util.SplittableRandom(seed);
        while (true) {
            FenixBoard board = FenixBoard.start();
            FenixRandomPlayer player = new FenixRandomPlayer(random.nextLong());
            int plies = random.nextInt(12, 24);
            while (!board.isOver() && board.ply() < plies) {
                board.play(player.choose(board, 0));
            }
            if (!board.isOver()) {
                return FenixPosition.parse(board.toString());
            }
        }
    }

    private static int minimax(FenixBoard board, int depth) {
        if (board.isOver()) {
            int win = Search.finishedGameScore(board.ply(), 0);
            return board.winner() == 0 ? 0 : board.winner() == board.toMove() ? win : -win;
        }
        if (depth == 0) {
            return FenixEvaluation.evaluate(board);
        }
        int best = Integer.MIN_VALUE;
        for (FenixAction action : board.legalActions()) {
            FenixBoard child = board.copy();
            child.play(action);
            best = Math.max(best, -minimax(child, depth - 1));
        }
        return best;
    }

    @Test
    void search_kingJustLost_restoresIt() {
        // Red's king was just captured: stacking a soldier on the general is the only way not to
        // lose right after this ply.
        FenixBoard board =
                FenixPosition.parse("SG....../.S....../......../..s...../......../......S./.....g.k r 32 K 0");
        Search<FenixNode> search = FenixNode.search(new TranspositionTable(1 << 12));
        SearchResult result = search.search(FenixNode.of(board), SearchLimits.depth(2), System.nanoTime());

        assertThat(action(board, result).format()).isIn("0,0-0,1", "1,1-0,1");
        assertThat(search.isDecisive(result.score())).isFalse();
    }

    @Test
    void search_forcedCaptureWithoutKing_scoresTheLoss() {
        // Red's king was just captured and a capture is compulsory: after it red has no king and
        // loses at ply 33.
        FenixBoard board =
                FenixPosition.parse("SG....../......../......../..s...../......../.....sS./....g..k r 32 K 0");
        SearchResult result =
                FenixNode.search(null).search(FenixNode.of(board), SearchLimits.depth(1), System.nanoTime());

        assertThat(action(board, result)).isEqualTo(FenixAction.parse("5,6-5,4x5,5"));
        assertThat(result.score()).isEqualTo(-Search.finishedGameScore(33, 0));
    }

    @Test
    void search_pastTheHardLimit_keepsTheLastFinishedDepth() {
        AtomicLong now = new AtomicLong();
        // Every reading of the clock is a second later: depth 1 always finishes, depth 2 is cut.
        Search<FenixNode> search =
                FenixNode.search(new TranspositionTable(1 << 12), () -> now.addAndGet(1_000_000_000L));
        FenixBoard board =
                FenixPosition.parse("S.SS.S../SKSS...s/SSG...ss/S.S.ssss/G.S...g./...s.s../..s.k.gs r 16 - 4");

        SearchResult result = search.search(FenixNode.of(board), SearchLimits.time(1_500_000_000L), 0);

        assertThat(result.depth()).isEqualTo(1);
        assertThat(board.isLegal(action(board, result))).isTrue();
    }

    @ParameterizedTest(name = "seed {0}")
    @ValueSource(longs = {1, 2, 3, 4, 5, 6, 7, 8})
    void greedy_landingWhereTheGeneralIsTakenBack_isAvoided(long seed) {
        // E5: of the four landings, only 3,7 lets the black general of 6,7 capture in return.
        FenixBoard board =
                FenixPosition.parse("K......./......../......../G..s..../......../......../k......g r 30 - 0");

        FenixAction action = new FenixGreedyPlayer(seed).choose(board, 0);

        assertThat(action.format()).isIn("3,0-3,4x3,3", "3,0-3,5x3,3", "3,0-3,6x3,3");
    }

    @Test
    void iddfsPlayer_bank_isSharedByPhaseAndChargedByTheClock() {
        AtomicLong now = new AtomicLong();
        TimeBudget budget = TimeBudget.bankOnly(300_000, 0);
        FenixIddfsPlayer player = new FenixIddfsPlayer(FenixNode.search(null), null, budget, SILENT, now::get);
        FenixBoard movement =
                FenixPosition.parse("S......K/......../......../.Ss...../...s..../......../k....... r 30 - 0");

        assertThat(player.budgetNanos(movement)).isEqualTo(300_000_000_000L / FenixIddfsPlayer.MOVEMENT_SHARE);
        assertThat(player.budgetNanos(FenixBoard.start())).isEqualTo(300_000_000_000L / FenixIddfsPlayer.SETUP_SHARE);

        now.set(2_000_000_000L);
        // A single legal action: answered without a search, and the turn is charged to the bank.
        player.choose(movement, 0);

        assertThat(budget.bankNanos())
                .isEqualTo(300_000_000_000L - 2_000_000_000L - TimeBudget.OVERHEAD_MS * 1_000_000L);
    }

    @Test
    void iddfsPlayer_moveLimitWithBank_keepsWithinTheLimitLessItsReserve() {
        FenixIddfsPlayer player = new FenixIddfsPlayer(
                FenixNode.search(null), null, TimeBudget.withBank(300, 300_000, 0), SILENT, () -> 0L);

        assertThat(player.budgetNanos(FenixBoard.start())).isEqualTo(240_000_000L);
    }

    /** The action a search's move stands for: its index in the position's list of actions. */
    private static FenixAction action(FenixBoard board, SearchResult result) {
        return board.legalActions().get(result.move());
    }
}
