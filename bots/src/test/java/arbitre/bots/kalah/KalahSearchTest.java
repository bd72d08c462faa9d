package arbitre.bots.kalah;

import static org.assertj.core.api.Assertions.assertThat;

import arbitre.bots.search.Search;
import arbitre.bots.search.SearchLimits;
import arbitre.bots.search.SearchOptions;
import arbitre.bots.search.SearchResult;
import arbitre.bots.search.TranspositionTable;
import arbitre.engine.kalah.KalahBoard;
import arbitre.engine.kalah.KalahStart;
import java.util.Arrays;
import java.util.SplittableRandom;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class KalahSearchTest {

    /** Plain negamax to a depth, no pruning, the extra turn as the same side's ply: the reference. */
    private static int minimax(KalahBoard board, int depth) {
        int winner = board.isOver() ? board.winner() : decidedWinner(board);
        if (board.isOver() || winner != 0) {
            int win = Search.finishedGameScore(board.ply(), 0);
            return winner == 0 ? 0 : winner == board.toMove() ? win : -win;
        }
        if (depth == 0) {
            return KalahEvaluation.FULL.evaluate(board);
        }
        int best = Integer.MIN_VALUE;
        for (int pit = 1; pit <= 6; pit++) {
            if (!board.isLegal(pit)) {
                continue;
            }
            KalahBoard child = board.copy();
            child.play(pit);
            int score = child.toMove() == board.toMove() ? minimax(child, depth - 1) : -minimax(child, depth - 1);
            best = Math.max(best, score);
        }
        return best;
    }

    /** The player whose store holds more than half the seeds (the game is decided), else 0. */
    private static int decidedWinner(KalahBoard board) {
        for (int player = 1; player <= 2; player++) {
            if (board.store(player) * 2 > KalahBoard.SEEDS) {
                return player;
            }
        }
        return 0;
    }

    /** A position a few random plies into a game from a FairKalah opening, not yet decided. */
    private static KalahBoard randomPosition(long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        while (true) {
            KalahBoard board = KalahStart.fair(random.nextInt(254)).board();
            int[] pits = new int[6];
            int plies = random.nextInt(4, 30);
            for (int i = 0; i < plies && !board.isOver(); i++) {
                board.play(pits[random.nextInt(board.legalMoves(pits))]);
            }
            if (!board.isOver() && decidedWinner(board) == 0) {
                return board;
            }
        }
    }

    @ParameterizedTest(name = "seed {0}")
    @ValueSource(longs = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12})
    void plainSearch_withOrWithoutTable_scoresAsPlainMinimax(long seed) {
        KalahBoard board = randomPosition(seed);
        Search<KalahNode> withTable = plainSearch(TranspositionTable.ofMegabytes(1));
        for (int depth = 1; depth <= 5; depth++) {
            SearchResult result =
                    plainSearch(null).search(KalahNode.of(board), SearchLimits.depth(depth), System.nanoTime());
            assertThat(withTable
                            .search(KalahNode.of(board), SearchLimits.depth(depth), System.nanoTime())
                            .score())
                    .as("with a table, depth %d from %s", depth, board)
                    .isEqualTo(minimax(board, depth));
            assertThat(result.score()).as("depth %d from %s", depth, board).isEqualTo(minimax(board, depth));
            KalahBoard child = board.copy();
            child.play(result.move());
            int moveScore = child.toMove() == board.toMove() ? minimax(child, depth - 1) : -minimax(child, depth - 1);
            assertThat(moveScore).as("the chosen pit reaches the score").isEqualTo(result.score());
        }
    }

    private static Search<KalahNode> plainSearch(TranspositionTable table) {
        return KalahNode.search(table, KalahEvaluation.FULL, null, SearchOptions.PLAIN, System::nanoTime);
    }

    @ParameterizedTest(name = "seed {0}")
    @ValueSource(longs = {31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42})
    void search_quiescence_scoresTheHorizonByItsCapturesAndExtraTurns(long seed) {
        KalahBoard board = randomPosition(seed);
        for (int depth = 1; depth <= 4; depth++) {
            SearchResult result = KalahNode.search(
                            null, KalahEvaluation.FULL, null, KalahNode.OPTIONS, System::nanoTime)
                    .search(KalahNode.of(board), SearchLimits.depth(depth), System.nanoTime());

            assertThat(result.score())
                    .as("depth %d from %s", depth, board)
                    .isEqualTo(alphaBeta(board, depth, -Integer.MAX_VALUE, Integer.MAX_VALUE));
        }
    }

    @Test
    void iddfs_searchesPastTheHorizon() {
        assertThat(KalahNode.OPTIONS.quiescence()).isTrue();
        assertThat(KalahNode.FULL_OPTIONS.quiescence()).isTrue();
    }

    @Test
    void options_theFullBotCutsFutilePositions_theLaddersLevelsDoNot() {
        assertThat(KalahNode.options(KalahEvaluation.FULL).futilityMargin()).isEqualTo(400);
        assertThat(KalahNode.options(KalahEvaluation.LADDER)).isEqualTo(KalahNode.OPTIONS);
        assertThat(KalahNode.OPTIONS.futilityMargin()).isZero();
    }

    @Test
    void search_theFullBotsFutilityCuts_visitFewerNodesAtTheSameDepth() {
        long cutNodes = 0;
        long uncutNodes = 0;
        for (long seed = 51; seed <= 62; seed++) {
            // A middle game: with few seeds left, the search sees the end before it cuts anything.
            KalahBoard board = randomPosition(seed);
            for (long next = seed * 1000; board.seedsInPits(1) + board.seedsInPits(2) < 30; next++) {
                board = randomPosition(next);
            }
            Search<KalahNode> cutting = KalahNode.search(TranspositionTable.ofMegabytes(1));
            Search<KalahNode> uncut = KalahNode.search(
                    TranspositionTable.ofMegabytes(1), KalahEvaluation.FULL, null, KalahNode.OPTIONS, System::nanoTime);

            SearchResult cut = cutting.search(KalahNode.of(board), SearchLimits.depth(9), System.nanoTime());
            SearchResult full = uncut.search(KalahNode.of(board), SearchLimits.depth(9), System.nanoTime());

            assertThat(board.isLegal(cut.move())).as("from %s", board).isTrue();
            cutNodes += cut.nodes();
            uncutNodes += full.nodes();
        }
        assertThat(cutNodes).as("nodes at depth 9 over 12 positions").isLessThan(uncutNodes * 9 / 10);
    }

    /** A finished or decided position's score for its side to move, else 0 when it goes on. */
    private static int endScore(KalahBoard board) {
        int winner = board.isOver() ? board.winner() : decidedWinner(board);
        int win = Search.finishedGameScore(board.ply(), 0);
        return winner == 0 ? 0 : winner == board.toMove() ? win : -win;
    }

    private static boolean ended(KalahBoard board) {
        return board.isOver() || decidedWinner(board) != 0;
    }

    /** The reference of the quiescent search: alpha-beta whose horizon is {@link #loudOnly}. */
    private static int alphaBeta(KalahBoard board, int depth, int alpha, int beta) {
        if (ended(board)) {
            return endScore(board);
        }
        if (depth == 0) {
            return loudOnly(board, Search.QUIESCENCE_PLIES, alpha, beta);
        }
        for (int pit = 1; pit <= 6 && alpha < beta; pit++) {
            if (board.isLegal(pit)) {
                KalahBoard child = board.copy();
                child.play(pit);
                alpha = Math.max(
                        alpha,
                        child.toMove() == board.toMove()
                                ? alphaBeta(child, depth - 1, alpha, beta)
                                : -alphaBeta(child, depth - 1, -beta, -alpha));
            }
        }
        return alpha;
    }

    /**
     * The best of the evaluation and of each move that captures, sows into the mover's store for
     * another turn or ends the game, {@code left} plies deep, within (alpha, beta).
     */
    private static int loudOnly(KalahBoard board, int left, int alpha, int beta) {
        if (ended(board)) {
            return endScore(board);
        }
        alpha = Math.max(alpha, KalahEvaluation.FULL.evaluate(board));
        if (left == 0) {
            return alpha;
        }
        int mover = board.toMove();
        int opponent = 3 - mover;
        for (int pit = 1; pit <= 6 && alpha < beta; pit++) {
            if (!board.isLegal(pit)) {
                continue;
            }
            KalahBoard child = board.copy();
            child.play(pit);
            if (child.toMove() == mover) {
                alpha = Math.max(alpha, loudOnly(child, left - 1, alpha, beta));
            } else if (ended(child) || child.seedsInPits(opponent) < board.seedsInPits(opponent)) {
                alpha = Math.max(alpha, -loudOnly(child, left - 1, -beta, -alpha));
            }
        }
        return alpha;
    }

    @ParameterizedTest(name = "seed {0}")
    @ValueSource(longs = {21, 22, 23, 24, 25, 26})
    void search_withTable_findsAMoveAsGoodAsMinimax(long seed) {
        KalahBoard board = randomPosition(seed);
        int depth = 6;
        SearchResult result = KalahNode.search(TranspositionTable.ofMegabytes(1))
                .search(KalahNode.of(board), SearchLimits.depth(depth), System.nanoTime());
        assertThat(board.isLegal(result.move())).isTrue();
        assertThat(result.depth()).isEqualTo(depth);
        assertThat(result.principalVariation()).startsWith(Integer.toString(result.move()));
    }

    @Test
    void search_extraTurnThenCapture_playsTheChain() {
        // South: pit 6 (one seed) ends in the store, an extra turn; pit 5 (one seed), pit 4 (two
        // seeds) or pit 3 (three) then ends in the emptied pit 6, facing North's pit 1 and its 10
        // seeds. Any of them first captures nothing.
        KalahBoard board = KalahBoard.of(new int[] {2, 2, 3, 2, 1, 1, 11, 10, 2, 2, 2, 2, 2, 6});
        SearchResult result = KalahNode.search(TranspositionTable.ofMegabytes(1))
                .search(KalahNode.of(board), SearchLimits.depth(3), System.nanoTime());
        assertThat(result.move()).isEqualTo(6);
        assertThat(result.principalVariation()).matches("6 [345]( .*)?");
    }

    @Test
    void search_storeOverHalf_isDecisive() {
        KalahBoard board = KalahBoard.of(new int[] {1, 0, 0, 0, 0, 1, 25, 2, 1, 0, 3, 1, 2, 12});
        Search<KalahNode> search = KalahNode.search(null);
        SearchResult result = search.search(KalahNode.of(board), SearchLimits.depth(4), System.nanoTime());
        assertThat(search.isDecisive(result.score())).isTrue();
        assertThat(result.score()).isPositive();
        assertThat(result.depth()).isEqualTo(1);
    }

    @Test
    void search_pastTheHardLimit_keepsTheLastFinishedDepth() {
        AtomicLong now = new AtomicLong();
        // Every reading of the clock moves it on by a millisecond: depth 1 always finishes, and the
        // deeper ones run out of a 50 ms limit.
        Search<KalahNode> search = KalahNode.search(
                TranspositionTable.ofMegabytes(1),
                KalahEvaluation.FULL,
                null,
                KalahNode.OPTIONS,
                () -> now.addAndGet(1_000_000));
        SearchResult result = search.search(KalahNode.of(KalahBoard.standard()), SearchLimits.time(50_000_000), 0);
        assertThat(result.depth()).isBetween(1, 63);
        assertThat(KalahBoard.standard().isLegal(result.move())).isTrue();
    }

    @Test
    void legalMoves_listsExtraTurnsFirst_thenThePitsNearestTheStore() {
        // South: pit 3 (4 seeds) and pit 6 (1 seed) end in the store, pit 2 is empty.
        KalahBoard board = KalahBoard.of(new int[] {2, 0, 4, 2, 1, 1, 0, 4, 4, 4, 4, 4, 4, 14});
        int[] pits = new int[KalahBoard.MAX_LEGAL];

        int count = KalahNode.of(board).legalMoves(pits);

        assertThat(Arrays.copyOf(pits, count)).containsExactly(6, 3, 5, 4, 1);
    }

    @Test
    void node_copiedFromAnotherPosition_answersForTheCopy() {
        KalahBoard won = KalahBoard.of(new int[] {1, 0, 0, 0, 0, 0, 25, 0, 0, 0, 0, 0, 1, 21}, 2);
        KalahNode node = KalahNode.of(KalahBoard.standard());
        assertThat(node.isOver()).isFalse();

        node.copyFrom(KalahNode.of(won));

        assertThat(node.isOver())
                .as("decided: South holds more than half the seeds")
                .isTrue();
        assertThat(node.winner()).isEqualTo(1);
        node.copyFrom(KalahNode.of(KalahBoard.standard()));
        assertThat(node.isOver()).isFalse();
    }
}
