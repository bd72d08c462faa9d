package arbitre.bots.search;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** The search over a made-up game: more moves than its buffers hold at first, and extra turns. */
class SearchTest {

    /**
     * A game of {@value #LENGTH} plies whose positions are random numbers: each move mixes the
     * parent's key with the move. A position has 70 to 133 moves; one in eight gives the mover
     * another turn; the evaluation and the winner at the end come from the key.
     */
    static final class RandomTree implements GamePosition<RandomTree> {
        static final int LENGTH = 6;

        long key;
        int toMove = 1;
        int ply;

        RandomTree(long key) {
            this.key = key;
        }

        private static long mix(long z) {
            z = (z ^ (z >>> 30)) * 0xBF58_476D_1CE4_E5B9L;
            z = (z ^ (z >>> 27)) * 0x94D0_49BB_1331_11EBL;
            return z ^ (z >>> 31);
        }

        private int moveCount() {
            return 70 + (int) (key >>> 58);
        }

        @Override
        public void copyFrom(RandomTree other) {
            key = other.key;
            toMove = other.toMove;
            ply = other.ply;
        }

        @Override
        public void play(RandomTree parent, int move) {
            key = mix(parent.key * 31 + move + 1);
            ply = parent.ply + 1;
            toMove = (key & 7) == 0 ? parent.toMove : 3 - parent.toMove;
        }

        @Override
        public int legalMoves(int[] out) {
            if (isOver()) {
                return 0;
            }
            int count = moveCount();
            for (int i = 0; i < Math.min(count, out.length); i++) {
                out[i] = i;
            }
            return count;
        }

        @Override
        public long hash() {
            return key ^ toMove;
        }

        @Override
        public boolean isOver() {
            return ply == LENGTH || (key & 0xFF) == 1;
        }

        @Override
        public int winner() {
            return (int) (key >>> 8 & 3) % 3;
        }

        @Override
        public int toMove() {
            return toMove;
        }

        @Override
        public boolean hasExtraTurns() {
            return true;
        }

        @Override
        public int ply() {
            return ply;
        }

        @Override
        public int plyLimit() {
            return LENGTH;
        }

        @Override
        public int evaluate() {
            int value = (int) (key >>> 16 & 1023) - 512;
            return toMove == 1 ? value : -value;
        }

        @Override
        public boolean isQuiet(RandomTree parent, int move) {
            return move % 3 != 0;
        }

        @Override
        public int moveKey(int move) {
            return move;
        }

        @Override
        public int moveKeys() {
            return 134;
        }

        @Override
        public String format(int move) {
            return Integer.toString(move);
        }
    }

    /** Plain negamax, a child's score negated exactly when its side to move differs. */
    private static int minimax(RandomTree position, int depth) {
        if (position.isOver()) {
            return Search.terminalScore(position);
        }
        if (depth == 0) {
            return position.evaluate();
        }
        int best = Integer.MIN_VALUE;
        int[] moves = new int[256];
        int count = position.legalMoves(moves);
        for (int i = 0; i < count; i++) {
            RandomTree child = new RandomTree(0);
            child.play(position, moves[i]);
            int score = minimax(child, depth - 1);
            best = Math.max(best, child.toMove() == position.toMove() ? score : -score);
        }
        return best;
    }

    @ParameterizedTest(name = "seed {0}")
    @ValueSource(longs = {1, 2, 3, 4, 5})
    void search_manyMovesAndExtraTurns_scoresAsPlainMinimax(long seed) {
        RandomTree root = new RandomTree(seed * 0x9E37_79B9_7F4A_7C15L);
        Search<RandomTree> withTable =
                new Search<>(() -> new RandomTree(0), new TranspositionTable(1 << 14), SearchOptions.PLAIN);
        for (int depth = 1; depth <= 3; depth++) {
            int expected = minimax(root, depth);

            SearchResult plain = new Search<>(() -> new RandomTree(0), null, SearchOptions.PLAIN)
                    .search(root, SearchLimits.depth(depth), 0);
            SearchResult tabled = withTable.search(root, SearchLimits.depth(depth), 0);

            assertThat(plain.score()).as("depth %d", depth).isEqualTo(expected);
            assertThat(tabled.score()).as("depth %d, with a table", depth).isEqualTo(expected);
            RandomTree child = new RandomTree(0);
            child.play(root, plain.move());
            int moveScore = minimax(child, depth - 1);
            assertThat(child.toMove() == root.toMove() ? moveScore : -moveScore)
                    .as("the chosen move reaches the score")
                    .isEqualTo(expected);
        }
    }

    @ParameterizedTest(name = "seed {0}")
    @ValueSource(longs = {1, 2, 3, 4, 5})
    void futilityCuts_marginNoEvaluationClears_changeNeitherScoreNorTree(long seed) {
        // Evaluations lie within ±512 and a null window's beta past its alpha, a score: no
        // evaluation beats beta by 2,000 a ply.
        RandomTree root = new RandomTree(seed * 0x9E37_79B9_7F4A_7C15L);
        SearchOptions wide = SearchOptions.PLAIN.withFutilityMargin(2_000);
        for (int depth = 1; depth <= 3; depth++) {
            SearchResult plain = new Search<>(() -> new RandomTree(0), null, SearchOptions.PLAIN)
                    .search(root, SearchLimits.depth(depth), 0);
            SearchResult cutting =
                    new Search<>(() -> new RandomTree(0), null, wide).search(root, SearchLimits.depth(depth), 0);

            assertThat(cutting.score()).as("depth %d", depth).isEqualTo(minimax(root, depth));
            assertThat(cutting.nodes()).as("depth %d", depth).isEqualTo(plain.nodes());
        }
    }

    @Test
    void futilityCuts_smallMargin_cutPositionsNearTheHorizon() {
        long plainNodes = 0;
        long cuttingNodes = 0;
        for (long seed = 1; seed <= 5; seed++) {
            RandomTree root = new RandomTree(seed * 0x9E37_79B9_7F4A_7C15L);
            SearchResult plain = new Search<>(() -> new RandomTree(0), null, SearchOptions.PLAIN)
                    .search(root, SearchLimits.depth(3), 0);
            SearchResult cutting = new Search<>(
                            () -> new RandomTree(0), null, SearchOptions.PLAIN.withFutilityMargin(50))
                    .search(root, SearchLimits.depth(3), 0);

            assertThat(cutting.move()).as("seed %d", seed).isBetween(0, root.moveCount() - 1);
            plainNodes += plain.nodes();
            cuttingNodes += cutting.nodes();
        }
        assertThat(cuttingNodes).isLessThan(plainNodes);
    }

    @Test
    void searchOptions_negativeFutilityMargin_isRefused() {
        assertThatThrownBy(() -> SearchOptions.PLAIN.withFutilityMargin(-1))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("-1");
    }
}
