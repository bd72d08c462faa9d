package arbitre.bots.kalah;

import static org.assertj.core.api.Assertions.assertThat;

import arbitre.bots.protocol.ExitCode;
import arbitre.bots.protocol.ProtocolLoop;
import arbitre.engine.kalah.KalahBoard;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The Kalah lines through the shared protocol loop, with a scripted player that records what it saw. */
class KalahConversationTest {
    private static final String STANDARD = "POSITION 4 4 4 4 4 4 0 4 4 4 4 4 4 0\n";

    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final ByteArrayOutputStream err = new ByteArrayOutputStream();
    private final List<String> seen = new ArrayList<>();

    /** Plays the given pits in order and records each position it is asked about. */
    private KalahPlayer scripted(int... pits) {
        int[] next = {0};
        return (position, turnStart) -> {
            seen.add(Arrays.toString(position.vector()) + " " + KalahBoard.sideName(position.toMove()));
            return pits[next[0]++];
        };
    }

    private int run(KalahPlayer player, String input) {
        return ProtocolLoop.fromFirstRead("test", new KalahConversation(player))
                .run(
                        new ByteArrayInputStream(input.getBytes(StandardCharsets.US_ASCII)),
                        out,
                        new PrintStream(err, true, StandardCharsets.UTF_8));
    }

    private String output() {
        return out.toString(StandardCharsets.US_ASCII);
    }

    private String errText() {
        return err.toString(StandardCharsets.UTF_8);
    }

    @Test
    void run_positionAlone_answersNothing() {
        assertThat(run(scripted(), STANDARD + "RESULT DRAW 24 24 empty-side\nEND\n"))
                .isEqualTo(ExitCode.OK);
        assertThat(output()).isEmpty();
        assertThat(seen).isEmpty();
    }

    @Test
    void run_startThenAgain_playsTwoPliesOfSouth() {
        int code = run(scripted(3, 6), STANDARD + "START\nAGAIN\nEND\n");

        assertThat(code).isEqualTo(ExitCode.OK);
        assertThat(output()).isEqualTo("3\n6\n");
        assertThat(seen)
                .containsExactly(
                        "[4, 4, 4, 4, 4, 4, 0, 4, 4, 4, 4, 4, 4, 0] South",
                        "[4, 4, 0, 5, 5, 5, 1, 4, 4, 4, 4, 4, 4, 0] South");
    }

    @Test
    void run_opponentsWholeTurnOnOneLine_isPlayedBeforeAnswering() {
        int code = run(scripted(2, 1), STANDARD + "3 6\nAGAIN\nEND\n");

        assertThat(code).isEqualTo(ExitCode.OK);
        assertThat(output()).isEqualTo("2\n1\n");
        assertThat(seen)
                .containsExactly(
                        "[4, 4, 0, 5, 5, 0, 2, 5, 5, 5, 5, 4, 4, 0] North",
                        "[4, 4, 0, 5, 5, 0, 2, 5, 0, 6, 6, 5, 5, 1] North");
    }

    @Test
    void run_fairPosition_startsFromIt() {
        run(scripted(1), "POSITION 2 4 4 4 4 4 0 4 4 4 4 4 5 1\nSTART\nEND\n");
        assertThat(seen).containsExactly("[2, 4, 4, 4, 4, 4, 0, 4, 4, 4, 4, 4, 5, 1] South");
    }

    @Test
    void run_noPosition_startsFromTheStandardOpening() {
        run(scripted(3), "START\nEND\n");
        assertThat(seen).containsExactly("[4, 4, 4, 4, 4, 4, 0, 4, 4, 4, 4, 4, 4, 0] South");
    }

    @Test
    void run_againAfterAPlyThatPassedTheTurn_isAProtocolError() {
        int code = run(scripted(1), STANDARD + "START\nAGAIN\n");
        assertThat(code).isEqualTo(ExitCode.PROTOCOL_ERROR);
        assertThat(errText()).contains("AGAIN").contains("did not end in its store");
    }

    @Test
    void run_turnLineWithAPlyOfThisBot_isAProtocolError() {
        // After South's 3 and 6 it is North's turn: a third pit cannot be South's.
        int code = run(scripted(1), STANDARD + "3 6 1\n");
        assertThat(code).isEqualTo(ExitCode.PROTOCOL_ERROR);
        assertThat(errText()).contains("ply 3 of the opponent's turn");
        assertThat(output()).isEmpty();
    }

    @Test
    void run_turnLineThatLeavesTheOpponentToMove_isAProtocolError() {
        int code = run(scripted(1), STANDARD + "3\n");
        assertThat(code).isEqualTo(ExitCode.PROTOCOL_ERROR);
        assertThat(errText()).contains("South is to move");
    }

    @Test
    void run_illegalOpponentPit_isAProtocolErrorNamingIt() {
        int code = run(scripted(1), "POSITION 1 0 2 3 0 5 9 4 0 3 5 6 2 8\n2\n");
        assertThat(code).isEqualTo(ExitCode.PROTOCOL_ERROR);
        assertThat(errText())
                .contains("illegal opponent move")
                .contains("pit 2 of South")
                .contains("empty");
    }

    @Test
    void run_malformedTurnLine_isAProtocolError() {
        int code = run(scripted(1), STANDARD + "3R\n");
        assertThat(code).isEqualTo(ExitCode.PROTOCOL_ERROR);
        assertThat(errText()).contains("'3R'").contains("not a move");
    }

    @Test
    void run_badPosition_isAProtocolErrorNamingTheProblem() {
        assertThat(run(scripted(1), "POSITION 4 4 4\n")).isEqualTo(ExitCode.PROTOCOL_ERROR);
        assertThat(errText()).contains("14 numbers, got 3");
        err.reset();
        assertThat(run(scripted(1), "POSITION 4 4 4 4 4 4 0 4 4 4 4 4 4 9\n")).isEqualTo(ExitCode.PROTOCOL_ERROR);
        assertThat(errText()).contains("holds 57 seeds, not 48");
        err.reset();
        assertThat(run(scripted(1), "POSITION 4 4 4 4 4 4 0 4 4 4 x 4 4 0\n")).isEqualTo(ExitCode.PROTOCOL_ERROR);
        assertThat(errText()).contains("number 11").contains("'x'");
    }

    @Test
    void run_positionTwice_isAProtocolError() {
        assertThat(run(scripted(1), STANDARD + STANDARD)).isEqualTo(ExitCode.PROTOCOL_ERROR);
        assertThat(errText()).contains("POSITION in the middle of a game");
    }

    @Test
    void run_startInTheMiddle_isAProtocolError() {
        assertThat(run(scripted(1, 2), STANDARD + "START\n1\nSTART\n")).isEqualTo(ExitCode.PROTOCOL_ERROR);
        assertThat(errText()).contains("START in the middle of a game");
    }

    @Test
    void run_lastPlyEndsTheGame_waitsForResult() {
        // South's 6 empties its row: the game is over, nothing more is asked.
        int code =
                run(scripted(6), "POSITION 0 0 0 0 0 1 23 2 1 0 3 1 2 15\nSTART\nRESULT DRAW 24 24 empty-side\nEND\n");
        assertThat(code).isEqualTo(ExitCode.OK);
        assertThat(output()).isEqualTo("6\n");
    }
}
