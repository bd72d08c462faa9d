package arbitre.bots.kalah;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import arbitre.bots.search.Search;
import arbitre.bots.search.SearchLimits;
import arbitre.bots.search.SearchResult;
import arbitre.bots.search.TranspositionTable;
import arbitre.engine.kalah.KalahBoard;
import java.util.HashMap;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

class KalahEndgamesTest {
    private static final int SEEDS = 8;
    private static KalahEndgames tables;

    /** South's final store less North's, both playing perfectly, by the engine's rules alone. */
    private final Map<KalahBoard, Integer> memo = new HashMap<>();

    @BeforeAll
    static void build() {
        tables = KalahEndgames.upTo(SEEDS);
    }

    private int southLead(KalahBoard board) {
        Integer known = memo.get(board);
        if (known != null) {
            return known;
        }
        int lead;
        if (board.isOver()) {
            lead = board.store(1) - board.store(2);
        } else {
            boolean south = board.toMove() == 1;
            lead = south ? Integer.MIN_VALUE : Integer.MAX_VALUE;
            int[] pits = new int[KalahBoard.MAX_LEGAL];
            int count = board.legalMoves(pits);
            for (int i = 0; i < count; i++) {
                KalahBoard child = board.copy();
                child.playUnchecked(pits[i]);
                int value = southLead(child);
                lead = south ? Math.max(lead, value) : Math.min(lead, value);
            }
        }
        memo.put(board.copy(), lead);
        return lead;
    }

    /** {@code seeds} seeds spread at random over the pits (at least one a side), the rest in the stores. */
    private static KalahBoard position(SplittableRandom random, int seeds) {
        int[] vector = new int[KalahBoard.PLACES];
        vector[random.nextInt(6)]++;
        vector[7 + random.nextInt(6)]++;
        for (int s = 2; s < seeds; s++) {
            int pit = random.nextInt(12);
            vector[pit < 6 ? pit : pit + 1]++;
        }
        int rest = KalahBoard.SEEDS - seeds;
        int south = random.nextInt(rest + 1);
        vector[KalahBoard.SOUTH_STORE] = south;
        vector[KalahBoard.NORTH_STORE] = rest - south;
        return KalahBoard.of(vector, 1 + random.nextInt(2));
    }

    @Test
    void finalLead_ofEveryPositionTried_isPlainMinimaxOverTheEngine() {
        SplittableRandom random = new SplittableRandom(7);
        int[] signs = new int[3];
        for (int i = 0; i < 2_000; i++) {
            KalahBoard board = position(random, 2 + random.nextInt(SEEDS - 1));
            int expected = leadOf(board.toMove(), board);

            assertThat(tables.finalLead(board)).as("%s", board).isEqualTo(expected);
            signs[Integer.signum(tables.value(board)) + 1]++;
        }
        assertThat(java.util.Arrays.stream(signs).min().getAsInt())
                .as("positions lost, even and won from here on: %s", java.util.Arrays.toString(signs))
                .isGreaterThan(50);
    }

    @Test
    void size_isOnePlacePerSequenceOfTwelvePits() {
        // Twelve pit counts and what is left of 3 seeds: C(15, 12) sequences.
        assertThat(KalahEndgames.upTo(3).size()).isEqualTo(455);
        assertThat(tables.size()).isEqualTo(125_970);
    }

    @Test
    void covers_positionsWithFewSeedsInPits_andNoFinishedGame() {
        SplittableRandom random = new SplittableRandom(8);

        assertThat(tables.covers(position(random, SEEDS))).isTrue();
        assertThat(tables.covers(position(random, SEEDS + 1))).isFalse();
        assertThat(tables.covers(KalahBoard.standard())).isFalse();
        KalahBoard over = KalahBoard.of(new int[] {0, 0, 0, 0, 0, 1, 20, 0, 0, 0, 0, 0, 1, 26}, 1);
        over.playUnchecked(6);
        assertThat(over.isOver()).isTrue();
        assertThat(tables.covers(over)).isFalse();
    }

    @Test
    void upTo_moreThanHalfTheSeeds_isRefused() {
        assertThatThrownBy(() -> KalahEndgames.upTo(25)).hasMessageContaining("0 to 24 seeds, not 25");
    }

    @Test
    void search_withTheTable_provesTheResult_andPlaysAMoveThatKeepsIt() {
        SplittableRandom random = new SplittableRandom(9);
        for (int i = 0; i < 40; i++) {
            KalahBoard board = position(random, SEEDS + 1 + random.nextInt(3));
            int lead = leadOf(board.toMove(), board);
            Search<KalahNode> search =
                    KalahNode.search(TranspositionTable.ofMegabytes(1), KalahEvaluation.FULL, tables);

            SearchResult result = search.search(KalahNode.of(board), SearchLimits.depth(40), System.nanoTime());

            assertThat(Integer.signum(result.score()))
                    .as("%s, lead %d", board, lead)
                    .isEqualTo(Integer.signum(lead));
            if (lead != 0) {
                assertThat(Math.abs(result.score())).as("a proved result").isGreaterThan(Search.WIN / 2);
            }
            KalahBoard after = board.copy();
            after.playUnchecked(result.move());
            assertThat(Integer.signum(leadOf(board.toMove(), after)))
                    .as("%s: pit %d keeps the result", board, result.move())
                    .isEqualTo(Integer.signum(lead));
        }
    }

    /** The final lead of {@code player} from {@code board} under perfect play. */
    private int leadOf(int player, KalahBoard board) {
        return player == 1 ? southLead(board) : -southLead(board);
    }

    @Test
    void solver_withTheTable_findsTheResultsOfPlainMinimax() {
        SplittableRandom random = new SplittableRandom(10);
        KalahSolver solver = new KalahSolver(tables);
        for (int i = 0; i < 100; i++) {
            KalahBoard board = position(random, SEEDS + 1 + random.nextInt(4));
            solver.limit(Long.MAX_VALUE, Long.MAX_VALUE);

            int lead = leadOf(board.toMove(), board);
            assertThat(solver.solve(board)).as("%s", board).isEqualTo(Integer.signum(lead));
        }
    }
}
