package arbitre.engine.kalah;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Arrays;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The worked examples of the Kalah rules (E1 to E12) and the table of further cases. */
class KalahWorkedExamplesTest {

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
        E1 extra turn from the standard opening | 4 4 4 4 4 4 0 4 4 4 4 4 4 0   | 1 | 3 | 4 4 0 5 5 5 1 4 4 4 4 4 4 0    | 1
        E2 capture                              | 1 0 2 3 0 5 9 4 0 3 5 6 2 8   | 1 | 1 | 0 0 2 3 0 5 16 4 0 3 5 0 2 8   | 2
        E3 empty capture takes the last seed    | 1 0 2 3 0 5 9 4 0 3 5 6 2 8   | 1 | 3 | 1 0 0 4 0 5 10 4 0 3 5 6 2 8   | 2
        E4 extra turn mid-game                  | 1 0 2 3 0 5 9 4 0 3 5 6 2 8   | 1 | 4 | 1 0 2 0 1 6 10 4 0 3 5 6 2 8   | 1
        E5 last seed on the opponent's side     | 1 0 2 3 0 5 9 4 0 3 5 6 2 8   | 1 | 6 | 1 0 2 3 0 0 10 5 1 4 6 6 2 8   | 2
        E6 capture after the opponent's row     | 2 3 0 4 1 10 6 3 2 5 1 4 2 5  | 1 | 6 | 3 4 0 4 1 0 10 4 3 6 0 5 3 5   | 2
        E7 thirteen seeds come back and capture | 1 13 2 0 3 1 4 3 2 4 0 2 6 7  | 1 | 2 | 2 0 3 1 4 2 9 4 3 5 1 0 7 7    | 2
        E8 North captures                       | 3 1 4 5 2 6 4 2 3 0 4 5 2 7   | 2 | 1 | 3 1 4 0 2 6 4 0 4 0 4 5 2 13   | 1
        E9 North sows past South's store        | 3 2 4 1 5 2 6 1 0 2 3 1 9 9   | 2 | 6 | 4 3 5 2 0 3 6 2 0 2 3 1 0 17   | 1
        fourteen seeds never capture            | 1 14 0 0 3 1 4 3 2 4 0 2 6 8  | 1 | 2 | 2 1 2 1 4 2 5 4 3 5 1 3 7 8    | 2
        two laps end where a seed fell before   | 0 26 0 0 0 0 0 3 3 3 3 3 3 4  | 1 | 2 | 2 2 2 2 2 2 2 5 5 5 5 5 5 4    | 2
        a lap then the store                    | 19 1 1 1 1 1 4 3 3 3 3 3 3 2  | 1 | 1 | 1 3 3 3 3 3 6 4 4 4 4 4 4 2    | 1
        North's thirteen seeds capture          | 2 2 2 2 2 2 5 13 1 1 1 1 1 13 | 2 | 1 | 3 3 3 3 3 0 5 0 2 2 2 2 2 18   | 1
        """)
    void play_workedExample_givesResultAndNextPlayer(
            String name, String before, int mover, int pit, String after, int next) {
        KalahBoard board = KalahBoard.of(vector(before), mover);
        boolean again = board.play(pit);
        assertThat(board.vector()).as("board after").containsExactly(vector(after));
        assertThat(board.isOver()).isFalse();
        assertThat(board.toMove()).as("player to move").isEqualTo(next);
        assertThat(again).as("extra turn").isEqualTo(next == mover);
        assertThat(board.ply()).isEqualTo(1);
        assertThat(board.hash())
                .as("incremental key")
                .isEqualTo(KalahBoard.of(vector(after), next).hash());
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
        E10 the mover empties its row and the turn would pass | 0 0 0 0 0 2 20 1 0 3 2 0 4 16 | 6 | 0 0 0 0 0 0 21 0 0 0 0 0 0 27 | 2
        E11 a ply into the store empties the row: no extra turn | 0 0 0 0 0 1 23 2 1 0 3 1 2 15 | 6 | 0 0 0 0 0 0 24 0 0 0 0 0 0 24 | 0
        E12 a capture empties the opponent's row              | 1 0 3 0 2 0 20 0 0 0 0 4 0 18 | 1 | 0 0 0 0 0 0 30 0 0 0 0 0 0 18 | 1
        """)
    void play_endingExample_banksPitsAndDecides(String name, String before, int pit, String after, int winner) {
        KalahBoard board = KalahBoard.of(vector(before));
        boolean again = board.play(pit);
        assertThat(again).as("extra turn").isFalse();
        assertThat(board.isOver()).isTrue();
        assertThat(board.endReason()).isEqualTo(KalahEndReason.EMPTY_SIDE);
        assertThat(board.vector()).containsExactly(vector(after));
        assertThat(board.winner()).isEqualTo(winner);
        int[] none = new int[KalahBoard.MAX_LEGAL];
        assertThat(board.legalMoves(none)).isZero();
        assertThat(board.illegalReason(1)).isEqualTo("the game is over");
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
        South 3 then 6         | 3 6     | 2 | 4 4 0 5 5 0 2 5 5 5 5 4 4 0 | false
        North answers 2 then 1 | 3 6 2 1 | 1 | 4 4 0 5 5 0 2 0 1 7 7 6 6 1 | false
        """)
    void play_exampleExchange_reachesDocumentedPosition(
            String name, String moves, int next, String after, boolean over) {
        KalahBoard board = KalahBoard.standard();
        for (String move : moves.split(" ")) {
            board.play(KalahMoves.parse(move));
        }
        assertThat(board.vector()).containsExactly(vector(after));
        assertThat(board.toMove()).isEqualTo(next);
        assertThat(board.isOver()).isEqualTo(over);
    }

    static int[] vector(String text) {
        return Arrays.stream(text.trim().split(" +"))
                .mapToInt(Integer::parseInt)
                .toArray();
    }
}
