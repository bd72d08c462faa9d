package arbitre.bots.kalah;

import static org.assertj.core.api.Assertions.assertThat;

import arbitre.engine.kalah.KalahBoard;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class KalahSolverTest {
    /** Plain minimax over the whole game, no pruning, no bound: the result the solver must find. */
    private final Map<KalahBoard, Integer> memo = new HashMap<>();

    private int exact(KalahBoard board) {
        Integer known = memo.get(board);
        if (known != null) {
            return known;
        }
        int result;
        int me = board.toMove();
        if (board.isOver() || board.store(1) * 2 > KalahBoard.SEEDS || board.store(2) * 2 > KalahBoard.SEEDS) {
            int winner = board.isOver() ? board.winner() : board.store(1) * 2 > KalahBoard.SEEDS ? 1 : 2;
            result = winner == 0 ? 0 : winner == me ? 1 : -1;
        } else {
            result = -2;
            int[] pits = new int[KalahBoard.MAX_LEGAL];
            int count = board.legalMoves(pits);
            for (int i = 0; i < count; i++) {
                KalahBoard child = board.copy();
                child.playUnchecked(pits[i]);
                result = Math.max(result, child.toMove() == me ? exact(child) : -exact(child));
            }
        }
        memo.put(board.copy(), result);
        return result;
    }

    private int exactFor(int me, KalahBoard board) {
        return board.toMove() == me ? exact(board) : -exact(board);
    }

    /** Positions of a game's end: {@code seeds} seeds spread at random over the pits, the rest in the stores. */
    private static KalahBoard endgame(SplittableRandom random, int seeds) {
        int[] vector = new int[KalahBoard.PLACES];
        for (int s = 0; s < seeds; s++) {
            int pit = random.nextInt(12);
            vector[pit < 6 ? pit : pit + 1]++;
        }
        if (vector[0] + vector[1] + vector[2] + vector[3] + vector[4] + vector[5] == 0) {
            vector[0]++;
            seeds++;
        }
        if (vector[7] + vector[8] + vector[9] + vector[10] + vector[11] + vector[12] == 0) {
            vector[12]++;
            seeds++;
        }
        int rest = KalahBoard.SEEDS - seeds;
        int south = 24 - random.nextInt(5) - (rest % 2);
        south = Math.min(south, rest);
        vector[KalahBoard.SOUTH_STORE] = south;
        vector[KalahBoard.NORTH_STORE] = rest - south;
        return KalahBoard.of(vector, 1 + random.nextInt(2));
    }

    @Test
    void solve_endgames_agreesWithPlainMinimax() {
        SplittableRandom random = new SplittableRandom(11);
        KalahSolver solver = new KalahSolver();
        int[] seen = new int[3];
        for (int i = 0; i < 400; i++) {
            KalahBoard board = endgame(random, 4 + random.nextInt(9));
            solver.limit(Long.MAX_VALUE, Long.MAX_VALUE);

            int solved = solver.solve(board);

            assertThat(solved).as("%s", board).isEqualTo(exact(board));
            seen[solved + 1]++;
        }
        assertThat(java.util.Arrays.stream(seen).min().getAsInt())
                .as("losses, draws and wins among the positions: %s", java.util.Arrays.toString(seen))
                .isGreaterThan(10);
    }

    @Test
    void solve_pastItsNodes_isUnknown() {
        KalahSolver solver = new KalahSolver();
        solver.limit(2_000, Long.MAX_VALUE);

        assertThat(solver.solve(KalahBoard.standard())).isEqualTo(KalahSolver.UNKNOWN);
        assertThat(solver.nodes()).isLessThan(2_000 + 1_024);
    }

    @Test
    void solve_pastItsDeadline_isUnknown() {
        KalahSolver solver = new KalahSolver();
        solver.limit(Long.MAX_VALUE, System.nanoTime() - 1);

        assertThat(solver.solve(KalahBoard.standard())).isEqualTo(KalahSolver.UNKNOWN);
    }

    @Test
    void trapMove_drawnOrLostEndgames_keepsTheResult_andLeavesTheMostErrorsOfAnyMoveThatDoes() {
        SplittableRandom random = new SplittableRandom(12);
        KalahSolver solver = new KalahSolver();
        int traps = 0;
        int choices = 0;
        for (int i = 0; i < 400; i++) {
            KalahBoard board = endgame(random, 6 + random.nextInt(8));
            int result = exact(board);
            solver.limit(Long.MAX_VALUE, Long.MAX_VALUE);

            int move = solver.trapMove(board);

            if (board.isOver() || result == 1) {
                assertThat(move).as("a won position: %s", board).isEqualTo(-1);
                continue;
            }
            int me = board.toMove();
            List<Integer> keeping = new ArrayList<>();
            int[] pits = new int[KalahBoard.MAX_LEGAL];
            int count = board.legalMoves(pits);
            for (int k = 0; k < count; k++) {
                KalahBoard child = board.copy();
                child.playUnchecked(pits[k]);
                if (exactFor(me, child) == result) {
                    keeping.add(pits[k]);
                }
            }
            assertThat(keeping).as("%s", board).contains(move);
            if (keeping.size() > 1) {
                choices++;
            }
            KalahBoard chosen = board.copy();
            chosen.playUnchecked(move);
            if (chosen.toMove() == me || chosen.isOver()) {
                continue;
            }
            double share = errorShare(chosen, me, result);
            for (int other : keeping) {
                KalahBoard child = board.copy();
                child.playUnchecked(other);
                if (child.toMove() != me && !child.isOver()) {
                    assertThat(share)
                            .as("%s: %d against %d", board, move, other)
                            .isGreaterThanOrEqualTo(errorShare(child, me, result));
                }
            }
            if (share > 0) {
                traps++;
            }
        }
        assertThat(choices)
                .as("positions with a choice between moves that keep the result")
                .isGreaterThan(20);
        assertThat(traps)
                .as("positions where the move left the opponent an error")
                .isGreaterThan(10);
    }

    private double errorShare(KalahBoard position, int me, int result) {
        int[] replies = new int[KalahBoard.MAX_LEGAL];
        int count = position.legalMoves(replies);
        int errors = 0;
        for (int j = 0; j < count; j++) {
            KalahBoard after = position.copy();
            after.playUnchecked(replies[j]);
            if (exactFor(me, after) > result) {
                errors++;
            }
        }
        return (double) errors / count;
    }

    @Test
    void fullBot_drawnOrLostEndgame_playsTheSolversMove_aFixedDepthSearchesInstead() {
        SplittableRandom random = new SplittableRandom(13);
        int played = 0;
        for (int i = 0; i < 400 && played < 5; i++) {
            KalahBoard board = endgame(random, 8 + random.nextInt(6));
            if (board.isOver() || exact(board) == 1) {
                continue;
            }
            KalahSolver solver = new KalahSolver();
            solver.limit(Long.MAX_VALUE, Long.MAX_VALUE);
            int trap = solver.trapMove(board);
            java.io.ByteArrayOutputStream fullLog = new java.io.ByteArrayOutputStream();
            java.io.ByteArrayOutputStream depthLog = new java.io.ByteArrayOutputStream();
            KalahIddfsPlayer full = KalahIddfsPlayer.fixed(
                    1,
                    KalahEvaluation.FULL,
                    arbitre.bots.search.SearchLimits.nodes(4_000_000),
                    new java.io.PrintStream(fullLog, true));
            KalahIddfsPlayer depth = KalahIddfsPlayer.fixed(
                    1,
                    KalahEvaluation.FULL,
                    arbitre.bots.search.SearchLimits.depth(3),
                    new java.io.PrintStream(depthLog, true));

            assertThat(full.choosePit(board.copy(), System.nanoTime()))
                    .as("%s", board)
                    .isEqualTo(trap);
            assertThat(fullLog.toString()).contains("(solved)");
            depth.choosePit(board.copy(), System.nanoTime());
            assertThat(depthLog.toString()).isNotEmpty().doesNotContain("(solved)");
            played++;
        }
        assertThat(played).isEqualTo(5);
    }
}
