package arbitre.engine.fenix;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.Collections;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.stream.LongStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Properties over many seeded random games, checked after every ply: pieces are conserved or
 * captured, every game ends, an action's captured squares may come in any order and are relayed
 * in canonical form, and the position text round-trips. Policy 0 plays uniformly; in the others
 * each player often takes back its own last move (policy 1 more than policy 2), or else moves a
 * general or king, so that the draws are reached too.
 */
class FenixRandomGamesTest {
    private static final int GAMES_PER_SEED = 40;
    /** Between two captures at most 49 quiet plies, and at most 42 captures: no game is longer. */
    private static final int LONGEST_GAME = FenixBoard.SETUP_PLIES + 43 * FenixBoard.NO_CAPTURE_LIMIT;

    static LongStream seeds() {
        return LongStream.rangeClosed(1, 12);
    }

    @ParameterizedTest(name = "seed {0}")
    @MethodSource("seeds")
    void randomGames_everyPly_keepsTheRulesInvariants(long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        for (int game = 0; game < GAMES_PER_SEED; game++) {
            playOut(random, game % 3, new EnumMap<>(FenixEndReason.class));
        }
    }

    @Test
    void randomGames_allSeeds_reachEveryCommonEnd() {
        Map<FenixEndReason, Integer> ends = new EnumMap<>(FenixEndReason.class);
        seeds().forEach(seed -> {
            SplittableRandom random = new SplittableRandom(seed * 7919);
            for (int game = 0; game < GAMES_PER_SEED; game++) {
                playOut(random, game % 3, ends);
            }
        });
        assertThat(ends)
                .containsKeys(FenixEndReason.KING_LOST, FenixEndReason.REPETITION, FenixEndReason.NO_CAPTURE_50);
    }

    private static void playOut(SplittableRandom random, int policy, Map<FenixEndReason, Integer> ends) {
        FenixBoard board = FenixBoard.start();
        FenixBoard before = board.copy();
        FenixActionList actions = new FenixActionList();
        FenixAction[] lastOf = new FenixAction[3];
        int n;
        while ((n = board.legalActions(actions)) > 0) {
            assertThat(board.ply()).as("game length").isLessThan(LONGEST_GAME);
            int chosen = choose(board, actions, n, random, policy, lastOf[board.toMove()]);
            lastOf[board.toMove()] = actions.get(chosen);
            before.copyFrom(board);
            String played = playInRandomOrder(board, actions.get(chosen), random);
            assertThat(played).isEqualTo(actions.get(chosen).format());
            checkPly(before, actions.get(chosen), board);
        }
        assertThat(board.isOver())
                .as("no legal action means the game is over: %s", board)
                .isTrue();
        ends.merge(board.endReason(), 1, Integer::sum);
    }

    private static int choose(
            FenixBoard board,
            FenixActionList actions,
            int n,
            SplittableRandom random,
            int policy,
            FenixAction takeBack) {
        if (policy > 0 && takeBack != null && random.nextInt(10) < (policy == 1 ? 7 : 3)) {
            int back = actions.indexOf(takeBack.end(), takeBack.start(), 0L);
            if (back >= 0) {
                return back;
            }
        }
        if (policy > 0 && random.nextInt(10) < 8) {
            List<Integer> big = new ArrayList<>();
            for (int i = 0; i < n; i++) {
                if (Math.abs(board.stack(actions.start(i))) >= 2) {
                    big.add(i);
                }
            }
            if (!big.isEmpty()) {
                return big.get(random.nextInt(big.size()));
            }
        }
        return random.nextInt(n);
    }

    /** Plays an action written with its captured squares shuffled and returns the text to relay. */
    private static String playInRandomOrder(FenixBoard board, FenixAction action, SplittableRandom random) {
        List<String> captured = new ArrayList<>();
        for (long rest = action.captured(); rest != 0; rest &= rest - 1) {
            captured.add(Squares.name(Long.numberOfTrailingZeros(rest)));
        }
        Collections.shuffle(captured, new java.util.Random(random.nextLong()));
        StringBuilder text = new StringBuilder(Squares.name(action.start()) + "-" + Squares.name(action.end()));
        captured.forEach(square -> text.append('x').append(square));
        return board.play(text.toString()).format();
    }

    private static void checkPly(FenixBoard before, FenixAction action, FenixBoard after) {
        int mover = before.toMove();
        int opponent = 3 - mover;
        int takenValue = 0;
        for (long rest = action.captured(); rest != 0; rest &= rest - 1) {
            int stack = before.stack(Long.numberOfTrailingZeros(rest));
            assertThat(stack * (mover == 1 ? -1 : 1))
                    .as("captured stack of %s", action)
                    .isPositive();
            takenValue += Math.abs(stack);
        }
        if (before.ply() < FenixBoard.SETUP_PLIES) {
            assertThat(action.isCapture()).isFalse();
            assertThat(after.stacks(mover)).isEqualTo(before.stacks(mover) - 1);
        }
        assertThat(after.pieces(mover))
                .as("the mover's pieces after %s", action)
                .isEqualTo(before.pieces(mover));
        assertThat(after.pieces(opponent))
                .as("the opponent's pieces after %s", action)
                .isEqualTo(before.pieces(opponent) - takenValue);
        assertThat(after.captured(mover)).isEqualTo(before.captured(mover) + takenValue);
        for (int player = 1; player <= 2; player++) {
            int pieces = 0;
            int stacks = 0;
            for (int square = 0; square < Squares.COUNT; square++) {
                int stack = after.stack(square) * (player == 1 ? 1 : -1);
                if (stack > 0) {
                    pieces += stack;
                    stacks++;
                }
            }
            assertThat(after.pieces(player)).isEqualTo(pieces);
            assertThat(after.stacks(player)).isEqualTo(stacks);
        }
        assertThat(after.mayCreateGeneral()).isEqualTo(capturedHeight(before, action, 2));
        assertThat(after.mayRestoreKing()).isEqualTo(capturedHeight(before, action, 3));

        String text = after.toString();
        FenixBoard parsed = FenixPosition.parse(text);
        assertThat(parsed.toString()).isEqualTo(text);
        assertThat(parsed.boardKey()).isEqualTo(after.boardKey());
        assertThat(parsed.hash()).isEqualTo(after.hash());
        if (!after.isOver()) {
            assertThat(parsed.legalActions()).as("actions of %s", text).isEqualTo(after.legalActions());
        }
    }

    private static boolean capturedHeight(FenixBoard before, FenixAction action, int height) {
        for (long rest = action.captured(); rest != 0; rest &= rest - 1) {
            if (Math.abs(before.stack(Long.numberOfTrailingZeros(rest))) == height) {
                return true;
            }
        }
        return false;
    }
}
