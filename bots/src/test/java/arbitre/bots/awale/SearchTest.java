package arbitre.bots.awale;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import arbitre.bots.search.Search;
import arbitre.bots.search.SearchLimits;
import arbitre.bots.search.SearchOptions;
import arbitre.bots.search.SearchResult;
import arbitre.bots.search.TranspositionTable;
import arbitre.engine.awale.Board;
import arbitre.engine.awale.Moves;
import arbitre.engine.awale.RuleSet;
import java.util.SplittableRandom;
import java.util.stream.LongStream;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.EnumSource;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;

class SearchTest {
    private static final long MILLIS = 1_000_000L;

    private static Search<AwaleNode> search(RuleSet rules) {
        return AwaleNode.search(rules, new TranspositionTable(1 << 16), EvaluationWeights.DEFAULT, SearchOptions.PLAIN);
    }

    /** A search that reduces nothing and opens every depth with a full window. */
    private static Search<AwaleNode> plainSearch(RuleSet rules, TranspositionTable table) {
        return AwaleNode.search(rules, table, EvaluationWeights.DEFAULT, SearchOptions.PLAIN);
    }

    private static SearchResult searchDepth(Search<AwaleNode> search, Board board, int depth) {
        return search.search(AwaleNode.of(board), SearchLimits.depth(depth), System.nanoTime());
    }

    /** Seeds the mover can make sure to gain over its opponent within {@code depth} plies. */
    private static int guaranteedGain(Board board, int depth, int player) {
        if (board.isOver() || depth == 0) {
            return board.captured(player) - board.captured(3 - player);
        }
        int[] moves = new int[Moves.MAX_LEGAL];
        int count = board.legalMoves(moves);
        boolean mine = board.toMove() == player;
        int best = mine ? Integer.MIN_VALUE : Integer.MAX_VALUE;
        for (int i = 0; i < count; i++) {
            Board child = board.copy();
            child.playUnchecked(moves[i]);
            int value = guaranteedGain(child, depth - 1, player);
            best = mine ? Math.max(best, value) : Math.min(best, value);
        }
        return best;
    }

    @ParameterizedTest
    @ValueSource(ints = {1, 2, 3, 4, 5})
    void search_immediateCapture_takesItAtEveryDepth(int depth) {
        // Official rules, player 1 to move: only 1R captures (one red into hole 2, 2 -> 3 seeds).
        Board board = Board.empty(RuleSet.OFFICIAL)
                .setHole(1, 1, 0, 0)
                .setHole(2, 2, 0, 0)
                .setHole(5, 4, 0, 0)
                .setHole(8, 0, 4, 0)
                .setHole(9, 5, 0, 0)
                .setHole(12, 0, 5, 0)
                .setHole(15, 4, 0, 0)
                .setHole(16, 0, 4, 0);

        SearchResult result = searchDepth(search(RuleSet.OFFICIAL), board, depth);

        assertThat(Moves.format(result.move())).isEqualTo("1R");
        assertThat(result.depth()).isEqualTo(depth);
    }

    @ParameterizedTest
    @ValueSource(ints = {3, 4, 5})
    void search_captureForcedInThreePlies_findsIt(int depth) {
        // No move captures at once, but after 13B every reply lets player 1 capture at least 5
        // seeds more than player 2 (checked below by exhaustive search).
        Board board = Board.empty(RuleSet.OFFICIAL)
                .setHole(3, 1, 2, 1)
                .setHole(4, 3, 0, 0)
                .setHole(6, 3, 1, 0)
                .setHole(11, 2, 1, 0)
                .setHole(13, 3, 2, 1)
                .setHole(14, 1, 0, 0);
        Board after13B = board.copy();
        after13B.play(Moves.parse("13B"));
        assertThat(guaranteedGain(board, 1, 1)).isZero();
        assertThat(guaranteedGain(after13B, 2, 1)).isGreaterThanOrEqualTo(5);

        SearchResult result = searchDepth(search(RuleSet.OFFICIAL), board, depth);

        assertThat(Moves.format(result.move())).isEqualTo("13B");
        Board played = board.copy();
        played.play(result.move());
        assertThat(guaranteedGain(played, 2, 1)).isEqualTo(guaranteedGain(board, 3, 1));
    }

    @Test
    void search_forcedWin_isFoundAndScoredAsTheFastestWin() {
        // 11R leaves player 2 the single move 12R, after which 13B takes everything: the game is
        // won at ply 3.
        Board board = Board.empty(RuleSet.OFFICIAL)
                .setHole(1, 1, 0, 1)
                .setHole(7, 3, 0, 1)
                .setHole(11, 2, 2, 1)
                .setHole(12, 2, 0, 0)
                .setHole(13, 1, 1, 1);

        SearchResult result =
                search(RuleSet.OFFICIAL).search(AwaleNode.of(board), SearchLimits.depth(8), System.nanoTime());

        assertThat(Moves.format(result.move())).isEqualTo("11R");
        Board won = board.copy();
        for (String move : "11R 12R 13B".split(" ")) {
            won.play(Moves.parse(move));
        }
        assertThat(won.winner()).isEqualTo(1);
        assertThat(result.score()).isEqualTo(Search.finishedGameScore(3, won.captured(1) - won.captured(2)));
        assertThat(search(RuleSet.OFFICIAL).isDecisive(result.score())).isTrue();
        assertThat(result.depth()).as("stops deepening once the win is proven").isEqualTo(3);
        assertThat(result.principalVariation()).isEqualTo("11R 12R 13B");
    }

    /**
     * Player 1 to play the game's last ply with these captures: 1R and 15R capture nothing, 3R
     * captures hole 4's 2 seeds.
     */
    private static Board lastPly(int captured1, int captured2) {
        return Board.empty(RuleSet.OFFICIAL)
                .setHole(1, 1, 0, 0)
                .setHole(3, 1, 0, 0)
                .setHole(4, 1, 0, 0)
                .setHole(15, 10, 0, 0)
                .setHole(16, 5, 0, 0)
                .setCaptured(captured1, captured2)
                .setPly(Board.MOVE_LIMIT - 1);
    }

    @ParameterizedTest
    @ValueSource(ints = {1, 2, 3})
    void search_everyMoveLosesAtTheMoveLimit_losesByTheFewestSeeds(int depth) {
        // 10 seeds behind: 3R loses by 8, the others by 10.
        Board board = lastPly(20, 30);

        SearchResult result = searchDepth(search(RuleSet.OFFICIAL), board, depth);

        assertThat(Moves.format(result.move())).isEqualTo("3R");
        assertThat(result.score()).isEqualTo(-Search.finishedGameScore(Board.MOVE_LIMIT, 8));
    }

    @Test
    void search_everyMoveWinsAtTheMoveLimit_winsByTheMostSeeds() {
        // 10 seeds ahead: 3R wins by 12, the others by 10.
        Board board = lastPly(30, 20);

        SearchResult result = searchDepth(search(RuleSet.OFFICIAL), board, 2);

        assertThat(Moves.format(result.move())).isEqualTo("3R");
        assertThat(result.score()).isEqualTo(Search.finishedGameScore(Board.MOVE_LIMIT, 12));
    }

    @Test
    void finishedGameScore_aFasterWinBeatsALargerOne_andEveryWinIsDecisive() {
        Search<AwaleNode> search = search(RuleSet.OFFICIAL);
        assertThat(Search.finishedGameScore(50, 1)).isGreaterThan(Search.finishedGameScore(51, Board.SEEDS));
        assertThat(Search.finishedGameScore(400, 2)).isGreaterThan(Search.finishedGameScore(400, 1));
        assertThat(search.isDecisive(Search.finishedGameScore(Board.MOVE_LIMIT, 0)))
                .isTrue();
        assertThat(search.isDecisive(-Search.finishedGameScore(Board.MOVE_LIMIT, 0)))
                .isTrue();
        assertThat(search.isDecisive(EvaluationWeights.DEFAULT.opponentStarved() * 2))
                .isFalse();
    }

    @ParameterizedTest
    @ValueSource(ints = {2, 3, 4})
    void search_movesThatLoseAtOnce_avoidsThem(int depth) {
        // Player 2 has 46 seeds and wins with any capture of 3: 3TR, 13R and 13TR allow one.
        Board board = Board.empty(RuleSet.OFFICIAL)
                .setHole(3, 1, 2, 1)
                .setHole(4, 3, 0, 0)
                .setHole(6, 3, 1, 0)
                .setHole(11, 2, 1, 0)
                .setHole(13, 3, 2, 1)
                .setHole(14, 1, 0, 0)
                .setCaptured(28, 46);
        int losing = 0;
        int[] moves = new int[Moves.MAX_LEGAL];
        int count = board.legalMoves(moves);
        for (int i = 0; i < count; i++) {
            if (opponentWinsAtOnce(board, moves[i])) {
                losing++;
            }
        }
        assertThat(losing).isBetween(1, count - 1);

        SearchResult result = searchDepth(search(RuleSet.OFFICIAL), board, depth);

        assertThat(opponentWinsAtOnce(board, result.move())).isFalse();
        assertThat(result.score()).isGreaterThan(-Search.WIN / 2);
    }

    private static boolean opponentWinsAtOnce(Board board, int move) {
        Board after = board.copy();
        after.play(move);
        int[] replies = new int[Moves.MAX_LEGAL];
        int count = after.legalMoves(replies);
        for (int i = 0; i < count; i++) {
            Board reply = after.copy();
            reply.play(replies[i]);
            if (reply.isOver() && reply.winner() == 2) {
                return true;
            }
        }
        return false;
    }

    /** Positions reached by seeded random play, some early and some late in the game. */
    static Stream<Arguments> randomPositions() {
        return Stream.of(RuleSet.values())
                .flatMap(rules -> LongStream.range(0, 6).mapToObj(seed -> {
                    SplittableRandom random = new SplittableRandom(seed * 7919 + rules.ordinal());
                    int plies = 4 + random.nextInt(60);
                    Board board = Board.start(rules);
                    int[] moves = new int[Moves.MAX_LEGAL];
                    for (int i = 0; i < plies; i++) {
                        int count = board.legalMoves(moves);
                        Board next = board.copy();
                        next.play(moves[random.nextInt(count)]);
                        if (next.isOver()) {
                            break;
                        }
                        board = next;
                    }
                    return Arguments.of(rules, seed, board);
                }));
    }

    /** Plain minimax (negamax form) over every move, with the search's own leaf scores. */
    private static int minimax(Board board, int depth, Evaluation evaluation) {
        if (board.isOver()) {
            return Search.terminalScore(AwaleNode.of(board));
        }
        if (depth == 0) {
            return evaluation.evaluate(board);
        }
        int[] moves = new int[Moves.MAX_LEGAL];
        int count = board.legalMoves(moves);
        int best = Integer.MIN_VALUE;
        for (int i = 0; i < count; i++) {
            Board child = board.copy();
            child.playUnchecked(moves[i]);
            best = Math.max(best, -minimax(child, depth - 1, evaluation));
        }
        return best;
    }

    @ParameterizedTest(name = "{0} seed {1}")
    @MethodSource("randomPositions")
    void search_fixedDepth_agreesWithPlainMinimax(RuleSet rules, long seed, Board board) {
        int depth = 3;
        Search<AwaleNode> search = plainSearch(rules, new TranspositionTable(1 << 16));
        Evaluation evaluation = new Evaluation(rules, EvaluationWeights.DEFAULT);

        SearchResult result = searchDepth(search, board, depth);

        assertThat(result.score()).isEqualTo(minimax(board, depth, evaluation));
        Board child = board.copy();
        child.play(result.move());
        assertThat(-minimax(child, depth - 1, evaluation))
                .as("the chosen move's own value")
                .isEqualTo(result.score());
    }

    @ParameterizedTest(name = "{0} seed {1}")
    @MethodSource("randomPositions")
    void search_nearTheMoveLimit_scoresTheFinalResult(RuleSet rules, long seed, Board board) {
        // Four plies before the limit, a deeper search stops at the limit, where only captured
        // seeds count: the score is a game's end (won, lost or drawn), never an evaluation.
        Board late = board.copy().setPly(Board.MOVE_LIMIT - 4);
        Search<AwaleNode> search = plainSearch(rules, new TranspositionTable(1 << 16));

        SearchResult result = searchDepth(search, late, 10);

        assertThat(result.depth()).isEqualTo(4);
        assertThat(result.score() == 0 || search.isDecisive(result.score()))
                .as("score %d", result.score())
                .isTrue();
        assertThat(result.score()).isEqualTo(minimax(late, 4, new Evaluation(rules, EvaluationWeights.DEFAULT)));
    }

    @ParameterizedTest(name = "{0} seed {1}")
    @MethodSource("randomPositions")
    void search_fixedDepth_sameScoreWithAndWithoutTable(RuleSet rules, long seed, Board board) {
        int depth = 5;
        SearchResult withTable = searchDepth(plainSearch(rules, new TranspositionTable(1 << 16)), board, depth);
        Search<AwaleNode> plain = plainSearch(rules, null);
        SearchResult withoutTable = searchDepth(plain, board, depth);

        assertThat(withTable.score()).isEqualTo(withoutTable.score());
        Board child = board.copy();
        child.play(withTable.move());
        assertThat(-searchDepth(plain, child, depth - 1).score())
                .as("the move chosen with the table is worth the same score")
                .isEqualTo(withTable.score());
    }

    @ParameterizedTest(name = "{0} seed {1}")
    @MethodSource("randomPositions")
    void search_aspirationWindows_sameScoreAsAFullWindow(RuleSet rules, long seed, Board board) {
        int depth = 6;
        Search<AwaleNode> aspiring =
                AwaleNode.search(rules, null, EvaluationWeights.DEFAULT, new SearchOptions(true, false));

        SearchResult result = searchDepth(aspiring, board, depth);

        assertThat(result.score())
                .isEqualTo(searchDepth(plainSearch(rules, null), board, depth).score());
    }

    @ParameterizedTest(name = "{0} seed {1}")
    @MethodSource("randomPositions")
    void search_quiescence_scoresTheHorizonByItsCapturesAsMinimaxDoes(RuleSet rules, long seed, Board board) {
        int depth = 3;
        Search<AwaleNode> quiescent =
                AwaleNode.search(rules, null, EvaluationWeights.DEFAULT, new SearchOptions(false, false, true));
        Evaluation evaluation = new Evaluation(rules, EvaluationWeights.DEFAULT);

        SearchResult result = searchDepth(quiescent, board, depth);

        assertThat(result.score()).isEqualTo(minimaxWithCaptures(board, evaluation, depth));
    }

    /**
     * Minimax to {@code depth}, each horizon scored by {@link #capturesOnly}: a plain alpha-beta
     * without ordering or table, which gives the exact minimax value with a full window.
     */
    private static int minimaxWithCaptures(Board board, Evaluation evaluation, int depth) {
        return alphaBeta(board, evaluation, depth, -Integer.MAX_VALUE, Integer.MAX_VALUE);
    }

    private static int alphaBeta(Board board, Evaluation evaluation, int depth, int alpha, int beta) {
        if (board.isOver()) {
            return Search.terminalScore(AwaleNode.of(board));
        }
        if (depth == 0) {
            return capturesOnly(board, evaluation, Search.QUIESCENCE_PLIES, alpha, beta);
        }
        int[] moves = new int[Moves.MAX_LEGAL];
        int count = board.legalMoves(moves);
        for (int i = 0; i < count && alpha < beta; i++) {
            Board child = board.copy();
            child.play(moves[i]);
            alpha = Math.max(alpha, -alphaBeta(child, evaluation, depth - 1, -beta, -alpha));
        }
        return alpha;
    }

    /**
     * The best of the evaluation and of each move that captures or ends the game, {@code left}
     * plies deep, within (alpha, beta).
     */
    private static int capturesOnly(Board board, Evaluation evaluation, int left, int alpha, int beta) {
        if (board.isOver()) {
            return Search.terminalScore(AwaleNode.of(board));
        }
        alpha = Math.max(alpha, evaluation.evaluate(board));
        if (left == 0) {
            return alpha;
        }
        int mover = board.toMove();
        int[] moves = new int[Moves.MAX_LEGAL];
        int count = board.legalMoves(moves);
        for (int i = 0; i < count && alpha < beta; i++) {
            Board child = board.copy();
            child.play(moves[i]);
            if (child.captured(mover) > board.captured(mover) || child.isOver()) {
                alpha = Math.max(alpha, -capturesOnly(child, evaluation, left - 1, -beta, -alpha));
            }
        }
        return alpha;
    }

    @Test
    void iddfs_officialRules_searchesCapturesPastTheHorizonAndReducesLateMoves_reportRulesDoNot() {
        for (boolean fullBot : new boolean[] {true, false}) {
            assertThat(IddfsPlayer.options(RuleSet.OFFICIAL, fullBot).quiescence())
                    .isTrue();
            assertThat(IddfsPlayer.options(RuleSet.OFFICIAL, fullBot).lateMoveReductions())
                    .isTrue();
            assertThat(IddfsPlayer.options(RuleSet.OFFICIAL, fullBot).aspiration())
                    .isFalse();
            assertThat(IddfsPlayer.options(RuleSet.REPORT, fullBot)).isEqualTo(SearchOptions.PLAIN);
        }
    }

    @Test
    void iddfs_officialRules_fullBotCutsFutilePositions_levelsBelowItDoNot() {
        assertThat(IddfsPlayer.options(RuleSet.OFFICIAL, true).futilityMargin()).isEqualTo(400);
        assertThat(IddfsPlayer.options(RuleSet.OFFICIAL, false).futilityMargin())
                .isZero();
    }

    @ParameterizedTest(name = "{0} seed {1}")
    @MethodSource("randomPositions")
    void search_futilityCuts_visitFewerNodesAtTheSameDepth(RuleSet rules, long seed, Board board) {
        SearchOptions levels = IddfsPlayer.options(RuleSet.OFFICIAL, false);
        Search<AwaleNode> cutting = AwaleNode.search(
                rules, new TranspositionTable(1 << 16), EvaluationWeights.DEFAULT, levels.withFutilityMargin(400));
        Search<AwaleNode> uncut =
                AwaleNode.search(rules, new TranspositionTable(1 << 16), EvaluationWeights.DEFAULT, levels);

        SearchResult cut = searchDepth(cutting, board, 7);
        SearchResult full = searchDepth(uncut, board, 7);

        assertThat(board.isLegal(cut.move())).isTrue();
        assertThat(cut.nodes()).isLessThan(full.nodes());
    }

    @ParameterizedTest(name = "{0} seed {1}")
    @MethodSource("randomPositions")
    void search_lateMoveReductions_visitFewerNodesAtTheSameDepth(RuleSet rules, long seed, Board board) {
        Search<AwaleNode> reducing = AwaleNode.search(
                rules, new TranspositionTable(1 << 16), EvaluationWeights.DEFAULT, new SearchOptions(false, true));

        SearchResult reduced = searchDepth(reducing, board, 7);
        SearchResult plain = searchDepth(plainSearch(rules, new TranspositionTable(1 << 16)), board, 7);

        assertThat(board.isLegal(reduced.move())).isTrue();
        assertThat(reduced.nodes()).isLessThan(plain.nodes());
    }

    @ParameterizedTest(name = "{0} seed {1}")
    @MethodSource("randomPositions")
    void search_unfinishedDepth_playsAMoveAtLeastAsGoodAtThatDepth(RuleSet rules, long seed, Board board) {
        // Without a table, every finished depth is exact minimax, and the node-limited search
        // runs the same depths as a fresh search to its last finished depth, then stops inside
        // the next one. Whatever that unfinished depth chose must be worth, at its own depth, no
        // less than the finished depth's choice.
        for (long limit : new long[] {3_000, 20_000}) {
            SearchResult cut = plainSearch(rules, null).search(AwaleNode.of(board), SearchLimits.nodes(limit), 0);
            int finished = cut.depth();
            int finishedMove =
                    searchDepth(plainSearch(rules, null), board, finished).move();

            assertThat(board.isLegal(cut.move())).isTrue();
            assertThat(valueAt(board, cut.move(), finished + 1))
                    .as("limit %d, depth %d", limit, finished)
                    .isGreaterThanOrEqualTo(valueAt(board, finishedMove, finished + 1));
        }
    }

    /** The exact minimax value of {@code move} searched to {@code depth} plies in all. */
    private static int valueAt(Board board, int move, int depth) {
        Board child = board.copy();
        child.play(move);
        if (child.isOver()) {
            return -Search.terminalScore(AwaleNode.of(child));
        }
        return -searchDepth(plainSearch(board.rules(), null), child, depth - 1).score();
    }

    @ParameterizedTest
    @ValueSource(longs = {5_000, 50_000})
    void search_nodeLimit_stopsWithinOneCheckOfIt(long limit) {
        SearchResult result = search(RuleSet.OFFICIAL)
                .search(AwaleNode.of(Board.start(RuleSet.OFFICIAL)), SearchLimits.nodes(limit), 0);

        assertThat(result.nodes()).isBetween(limit - Search.CHECK_INTERVAL, limit + Search.CHECK_INTERVAL);
        assertThat(result.depth()).isBetween(2, Search.MAX_DEPTH - 1);
    }

    @Test
    void search_nodeLimit_isDeterministic() {
        Board board = randomPositions()
                .map(arguments -> (Board) arguments.get()[2])
                .skip(3)
                .findFirst()
                .orElseThrow();

        SearchResult first = search(board.rules()).search(AwaleNode.of(board), SearchLimits.nodes(20_000), 0);
        SearchResult second = search(board.rules()).search(AwaleNode.of(board), SearchLimits.nodes(20_000), 0);

        assertThat(second.nodes()).isEqualTo(first.nodes());
        assertThat(second.principalVariation()).isEqualTo(first.principalVariation());
        assertThat(second.score()).isEqualTo(first.score());
    }

    @ParameterizedTest
    @EnumSource(RuleSet.class)
    void search_hardLimit_stopsAtTheFirstClockReadingPastIt(RuleSet rules) {
        // A clock that moves a millisecond each time it is read: the search reads it every
        // CHECK_INTERVAL nodes, so it must stop within a reading or two of the limit.
        long step = 1_000_000L;
        long limit = 100 * step;
        long[] now = {0};
        Search<AwaleNode> search = AwaleNode.search(
                rules,
                TranspositionTable.ofMegabytes(8),
                EvaluationWeights.DEFAULT,
                SearchOptions.PLAIN,
                () -> now[0] += step);
        Board board = Board.start(rules);

        SearchResult result = search.search(AwaleNode.of(board), SearchLimits.exactly(limit), 0);

        assertThat(result.nanos()).isBetween(limit, limit + 2 * step);
        assertThat(result.depth()).isBetween(2, Search.MAX_DEPTH - 1);
        assertThat(board.isLegal(result.move())).isTrue();
    }

    /**
     * A search whose clock moves a millisecond per reading, but 40 ms at its 30th: as if its
     * thread had been kept off the CPU between two readings. {@code now} holds the clock.
     */
    private static Search<AwaleNode> stalledOnce(long[] now) {
        int[] readings = {0};
        return AwaleNode.search(
                RuleSet.OFFICIAL,
                TranspositionTable.ofMegabytes(8),
                EvaluationWeights.DEFAULT,
                SearchOptions.PLAIN,
                () -> now[0] += ++readings[0] == 30 ? 40 * MILLIS : MILLIS);
    }

    @Test
    void longestClockGapNanos_threadKeptOffTheCpuOnce_isThatStall() {
        Search<AwaleNode> search = stalledOnce(new long[1]);

        search.search(AwaleNode.of(Board.start(RuleSet.OFFICIAL)), SearchLimits.exactly(100 * MILLIS), 0);

        assertThat(search.longestClockGapNanos()).isEqualTo(40 * MILLIS);
    }

    @Test
    void longestClockGapNanos_nextSearchOnASteadyClock_isOneStepAgain() {
        long[] now = {0};
        Search<AwaleNode> search = stalledOnce(now);
        search.search(AwaleNode.of(Board.start(RuleSet.OFFICIAL)), SearchLimits.exactly(100 * MILLIS), 0);

        search.search(AwaleNode.of(Board.start(RuleSet.OFFICIAL)), SearchLimits.exactly(100 * MILLIS), now[0]);

        assertThat(search.longestClockGapNanos()).isEqualTo(MILLIS);
    }

    @Test
    void search_softLimit_stopsDeepeningBeforeTheHardLimitAborts() {
        // The clock moves a millisecond per reading, and the search reads it every CHECK_INTERVAL
        // nodes, so time is proportional to work, as on a real machine but exactly repeatable.
        long step = 1_000_000L;
        long[] now = {0};
        Search<AwaleNode> search = AwaleNode.search(
                RuleSet.OFFICIAL,
                TranspositionTable.ofMegabytes(8),
                EvaluationWeights.DEFAULT,
                SearchOptions.PLAIN,
                () -> now[0] += step);
        long soft = 200 * step;
        long hard = 10 * soft;

        SearchResult result = search.search(
                AwaleNode.of(Board.start(RuleSet.OFFICIAL)), new SearchLimits(Search.MAX_DEPTH, soft, hard), 0);

        assertThat(result.depth()).isBetween(3, Search.MAX_DEPTH - 1);
        assertThat(result.nanos())
                .as("the soft limit ended the search, not the hard one")
                .isLessThan(hard);
    }

    @Test
    void search_clockAlreadyRunOut_stillFinishesDepthOne() {
        Board board = Board.start(RuleSet.OFFICIAL);
        long longAgo = System.nanoTime() - 10_000_000_000L;

        SearchResult result =
                search(RuleSet.OFFICIAL).search(AwaleNode.of(board), SearchLimits.time(1_000_000L), longAgo);

        assertThat(result.depth()).isEqualTo(1);
        assertThat(board.isLegal(result.move())).isTrue();
    }

    @Test
    void search_leavesTheRootUnchanged() {
        Board board = Board.start(RuleSet.REPORT);
        Board before = board.copy();

        searchDepth(search(RuleSet.REPORT), board, 4);

        assertThat(board).isEqualTo(before);
        assertThat(board.hash()).isEqualTo(before.hash());
    }

    @Test
    void search_finishedGame_isRefused() {
        Board board = Board.empty(RuleSet.OFFICIAL).setHole(1, 1, 0, 0).setHole(2, 1, 0, 0);
        board.play(Moves.parse("1R"));

        assertThatThrownBy(() -> searchDepth(search(RuleSet.OFFICIAL), board, 2))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("over");
    }

    @Test
    void search_otherRuleSet_isRefused() {
        assertThatThrownBy(() -> searchDepth(search(RuleSet.OFFICIAL), Board.start(RuleSet.REPORT), 2))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("report");
    }
}
