package arbitre.engine.awale;

import java.util.SplittableRandom;
import java.util.stream.LongStream;
import java.util.stream.Stream;
import org.junit.jupiter.params.provider.Arguments;

/**
 * Random games for the property tests: every legal move equally likely, one fixed seed per test
 * case so that a failure can be replayed.
 */
final class RandomGames {

    /** Checks one move of a random game. */
    @FunctionalInterface
    interface MoveCheck {
        /**
         * @param before the position the move was played from
         * @param move the move played
         * @param gained what {@link Board#playUnchecked} returned
         * @param after the position after the move
         */
        void check(Board before, int move, int gained, Board after);
    }

    private RandomGames() {}

    /** Every rule set with the seeds 1..count: the arguments of a seeded property test. */
    static Stream<Arguments> rulesAndSeeds(int count) {
        return Stream.of(RuleSet.values())
                .flatMap(rules -> LongStream.rangeClosed(1, count).mapToObj(seed -> Arguments.of(rules, seed)));
    }

    /** Plays random moves from a position until the game ends, checking each one. */
    static void playOut(Board board, SplittableRandom random, MoveCheck check) {
        int[] moves = new int[Moves.MAX_LEGAL];
        Board before = board.copy();
        int n;
        while ((n = board.legalMoves(moves)) > 0) {
            int move = moves[random.nextInt(n)];
            before.copyFrom(board);
            int gained = board.playUnchecked(move);
            check.check(before, move, gained, board);
        }
    }

    /**
     * A random set-up position with a game still going on: between 10 and 96 seeds spread over
     * random holes and colors (so that some holes hold enough for several laps), the rest
     * captured, a random player to move who has at least one seed, and sometimes a ply close to
     * the move limit.
     */
    static Board randomPosition(RuleSet rules, SplittableRandom random) {
        while (true) {
            Board board = Board.empty(rules);
            int[][] seeds = new int[Board.HOLES][3];
            int onBoard = random.nextInt(10, Board.SEEDS + 1);
            // A few holes get most of the seeds, so that long sowings with laps are common.
            int heavy = random.nextInt(1, 5);
            for (int s = 0; s < onBoard; s++) {
                int hole = random.nextInt(4) == 0 ? random.nextInt(Board.HOLES) : random.nextInt(heavy) * 5 % 16;
                seeds[hole][random.nextInt(3)]++;
            }
            for (int i = 0; i < Board.HOLES; i++) {
                board.setHole(i + 1, seeds[i][0], seeds[i][1], seeds[i][2]);
            }
            int capturedSeeds = Board.SEEDS - onBoard;
            int captured1 = random.nextInt(capturedSeeds + 1);
            if (rules.majorityEnds()
                    && (captured1 >= RuleSet.MAJORITY || capturedSeeds - captured1 >= RuleSet.MAJORITY)) {
                continue;
            }
            board.setCaptured(captured1, capturedSeeds - captured1);
            int toMove = random.nextInt(1, 3);
            board.setToMove(toMove);
            board.setPly(random.nextInt(4) == 0 ? random.nextInt(380, Board.MOVE_LIMIT) : random.nextInt(0, 300));
            if (board.seedsOf(toMove) > 0) {
                return board;
            }
        }
    }
}
