package arbitre.engine.awale;

import static arbitre.engine.awale.RuleSet.OFFICIAL;
import static arbitre.engine.awale.RuleSet.REPORT;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;

/** Which moves are legal (docs/awale.md, "Moves and their notation"), and why the others are not. */
class MoveLegalityTest {

    @Test
    void legalMoves_officialStart_everyKindOfEveryOddHoleInOrder() {
        assertThat(legalMoveTexts(Board.start(OFFICIAL)))
                .containsExactly(
                        "1R", "1B", "1TR", "1TB", "3R", "3B", "3TR", "3TB", "5R", "5B", "5TR", "5TB", "7R", "7B", "7TR",
                        "7TB", "9R", "9B", "9TR", "9TB", "11R", "11B", "11TR", "11TB", "13R", "13B", "13TR", "13TB",
                        "15R", "15B", "15TR", "15TB");
    }

    @Test
    void legalMoves_reportStartPlayer2_everyKindOfHoles9To16() {
        Board board = Board.start(REPORT).setToMove(2);

        assertThat(legalMoveTexts(board))
                .hasSize(32)
                .allSatisfy(move -> assertThat(Moves.hole(Moves.parse(move))).isBetween(9, 16));
        assertThat(board.legalMoveCount()).isEqualTo(32);
    }

    @Test
    void legalMoves_someColorsMissing_listsOnlyPlayableKinds() {
        Board board = Positions.exactly(OFFICIAL, 2, "1(5R) 2(1R) 4(2B) 6(1T) 8(1R1B1T) 3(1R)");

        assertThat(legalMoveTexts(board)).containsExactly("2R", "4B", "6TR", "6TB", "8R", "8B", "8TR", "8TB");
        assertThat(board.legalMoveCount()).isEqualTo(8);
    }

    @ParameterizedTest(name = "{0}: {1} with player {2} to move")
    @CsvSource({
        "OFFICIAL, 2R,  1, 'hole 2 belongs to player 2, and player 1 is to move'",
        "OFFICIAL, 16TB, 1, 'hole 16 belongs to player 2, and player 1 is to move'",
        "OFFICIAL, 1B,  2, 'hole 1 belongs to player 1, and player 2 is to move'",
        "REPORT,   9R,  1, 'hole 9 belongs to player 2, and player 1 is to move'",
        "REPORT,   2TR, 2, 'hole 2 belongs to player 1, and player 2 is to move'",
    })
    void illegalReason_opponentHole_namesTheHoleAndItsOwner(RuleSet rules, String move, int toMove, String why) {
        Board board = Board.start(rules).setToMove(toMove);

        assertThat(board.illegalReason(Moves.parse(move))).isEqualTo(why);
        assertThat(board.isLegal(Moves.parse(move))).isFalse();
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource({
        "1B,  hole 1 has no blue seeds",
        "1TR, hole 1 has no transparent seeds",
        "1TB, hole 1 has no transparent seeds",
        "3R,  hole 3 has no red seeds",
        "5B,  hole 5 has no blue seeds",
        "3TB, hole 3 has no transparent seeds",
    })
    void illegalReason_noSeedsOfThatKind_namesTheHoleAndTheMissingSeeds(String move, String why) {
        Board board = Positions.exactly(OFFICIAL, 1, "1(1R) 2(1B1T) 5(3R1T)");

        assertThat(board.illegalReason(Moves.parse(move))).isEqualTo(why);
    }

    @Test
    void play_illegalMove_throwsWithTheReasonAndLeavesBoardUnchanged() {
        Board board = Board.start(OFFICIAL);
        Board before = board.copy();

        assertThatThrownBy(() -> board.play(Moves.parse("2R")))
                .isInstanceOf(IllegalMoveException.class)
                .hasMessage("2R is illegal: hole 2 belongs to player 2, and player 1 is to move")
                .satisfies(e -> assertThat(((IllegalMoveException) e).move()).isEqualTo(Moves.parse("2R")));
        assertThat(board).isEqualTo(before);
        assertThat(board.hash()).isEqualTo(before.hash());
    }

    @ParameterizedTest
    @ValueSource(ints = {-1, 64, Integer.MAX_VALUE})
    void play_codeOutOfRange_throwsIllegalMoveException(int code) {
        Board board = Board.start(OFFICIAL);

        assertThat(board.illegalReason(code)).isEqualTo("no such move code " + code);
        assertThatThrownBy(() -> board.play(code))
                .isInstanceOf(IllegalMoveException.class)
                .hasMessageContaining("no such move code " + code);
        assertThat(board).isEqualTo(Board.start(OFFICIAL));
    }

    static Stream<Arguments> rulesAndSeeds() {
        return RandomGames.rulesAndSeeds(3);
    }

    @ParameterizedTest(name = "{0}, seed {1}")
    @MethodSource("rulesAndSeeds")
    void legalMoves_randomPositions_exactlyTheCodesWithNoIllegalReason(RuleSet rules, long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        int[] moves = new int[Moves.MAX_LEGAL];
        for (int game = 0; game < 50; game++) {
            Board start = game % 2 == 0 ? Board.start(rules) : RandomGames.randomPosition(rules, random);
            RandomGames.playOut(start, random, (before, move, gained, after) -> {
                int n = after.legalMoves(moves);
                List<Integer> listed = Arrays.stream(moves, 0, n).boxed().toList();
                List<Integer> legal = new ArrayList<>();
                for (int code = 0; code < Moves.COUNT; code++) {
                    if (after.illegalReason(code) == null) {
                        legal.add(code);
                    }
                }
                assertThat(listed).as("legal moves of %s", after).isEqualTo(legal);
                assertThat(after.legalMoveCount()).isEqualTo(n);
                assertThat(n).isLessThanOrEqualTo(Moves.MAX_LEGAL);
            });
        }
    }

    private static List<String> legalMoveTexts(Board board) {
        int[] moves = new int[Moves.MAX_LEGAL];
        int n = board.legalMoves(moves);
        return Arrays.stream(moves, 0, n).mapToObj(Moves::format).toList();
    }
}
