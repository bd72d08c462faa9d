package arbitre.engine.awale;

import static arbitre.engine.awale.RuleSet.OFFICIAL;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.HashMap;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.function.Consumer;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.EnumSource;
import org.junit.jupiter.params.provider.MethodSource;

/** The incremental Zobrist key of {@link Board#hash()}. */
class ZobristTest {
    private static final int GAMES = 100;

    static Stream<Arguments> rulesAndSeeds() {
        return RandomGames.rulesAndSeeds(4);
    }

    @ParameterizedTest(name = "{0}, seed {1}")
    @MethodSource("rulesAndSeeds")
    void hash_afterEveryMoveOfRandomGames_equalsHashOfSameBoardSetUpFresh(RuleSet rules, long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        for (int game = 0; game < GAMES; game++) {
            Board start = game % 2 == 0 ? Board.start(rules) : RandomGames.randomPosition(rules, random);
            RandomGames.playOut(
                    start,
                    random,
                    (before, move, gained, after) -> assertThat(after.hash())
                            .as("key after %s from %s", Moves.format(move), before)
                            .isEqualTo(setUpFresh(after).hash()));
        }
    }

    @ParameterizedTest
    @EnumSource(RuleSet.class)
    void hash_positionsThreePliesFromStart_equalBoardsHaveEqualKeysAndOthersDiffer(RuleSet rules) {
        Map<String, Long> keyOfBoard = new HashMap<>();
        Map<Long, String> boardOfKey = new HashMap<>();
        int[] transpositions = {0};
        forEachPosition(Board.start(rules), 3, board -> {
            String contents = setUpFresh(board).toString();
            Long previous = keyOfBoard.put(contents, board.hash());
            if (previous != null) {
                transpositions[0]++;
                assertThat(board.hash()).as("key of %s", contents).isEqualTo(previous);
            }
            String other = boardOfKey.put(board.hash(), contents);
            assertThat(other == null || other.equals(contents))
                    .as("%s and %s share a key", other, contents)
                    .isTrue();
        });
        assertThat(keyOfBoard).hasSizeGreaterThan(10_000);
        assertThat(transpositions[0]).as("positions reached by two move orders").isPositive();
    }

    @Test
    void hash_startPositions_equal() {
        assertThat(Board.start(OFFICIAL).hash())
                .isEqualTo(Board.start(OFFICIAL).hash())
                .isEqualTo(setUpFresh(Board.start(OFFICIAL)).hash());
    }

    @Test
    void hash_sideToMove_changesKey() {
        Board board = Board.start(OFFICIAL);
        long player1 = board.hash();

        assertThat(board.setToMove(2).hash()).isNotEqualTo(player1);
        assertThat(board.setToMove(1).hash()).isEqualTo(player1);
    }

    @Test
    void hash_holesAndSideSetOverAndOver_equalTheBoardSetOnce() {
        Board board = Board.empty(OFFICIAL);
        SplittableRandom random = new SplittableRandom(7);
        for (int i = 0; i < 200; i++) {
            board.setHole(1 + random.nextInt(Board.HOLES), random.nextInt(3), random.nextInt(3), random.nextInt(2));
            board.setToMove(1 + random.nextInt(2));
        }

        assertThat(board.hash()).isEqualTo(setUpFresh(board).hash());
        assertThat(board.seedsOnBoard()).isEqualTo(setUpFresh(board).seedsOnBoard());
    }

    @Test
    void hash_capturedByPlayer1_changesKey() {
        Board board = Positions.exactly(OFFICIAL, 1, "1(2R)");
        long none = board.hash();

        assertThat(board.setCaptured(5, 0).hash()).isNotEqualTo(none);
        assertThat(board.setCaptured(0, 0).hash()).isEqualTo(none);
    }

    @Test
    void hash_eachColorAndHole_changesKey() {
        Board board = Board.start(OFFICIAL);
        Map<Long, String> seen = new HashMap<>();
        seen.put(board.hash(), "start");
        for (int hole = 1; hole <= Board.HOLES; hole++) {
            for (int[] seeds : new int[][] {{1, 2, 2}, {2, 1, 2}, {2, 2, 1}, {3, 1, 2}, {1, 3, 2}, {2, 1, 3}}) {
                Board changed = Board.start(OFFICIAL).setHole(hole, seeds[0], seeds[1], seeds[2]);
                String what = "hole " + hole + " with " + seeds[0] + "R" + seeds[1] + "B" + seeds[2] + "T";
                assertThat(seen.put(changed.hash(), what)).as(what).isNull();
            }
        }
    }

    /** The same board built from nothing with the set-up methods, which compute the key afresh. */
    static Board setUpFresh(Board board) {
        Board fresh = Board.empty(board.rules());
        for (int hole = 1; hole <= Board.HOLES; hole++) {
            fresh.setHole(hole, board.red(hole), board.blue(hole), board.transparent(hole));
        }
        return fresh.setToMove(board.toMove()).setCaptured(board.captured(1), board.captured(2));
    }

    private static void forEachPosition(Board board, int depth, Consumer<Board> action) {
        action.accept(board);
        if (depth == 0) {
            return;
        }
        int[] moves = new int[Moves.MAX_LEGAL];
        int n = board.legalMoves(moves);
        for (int i = 0; i < n; i++) {
            Board child = board.copy();
            child.playUnchecked(moves[i]);
            forEachPosition(child, depth - 1, action);
        }
    }
}
