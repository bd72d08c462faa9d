package arbitre.play;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.Map;
import org.junit.jupiter.api.Test;

class ScreenTest {
    private static final String BOARD = "owner     P1  P2\nred        2   .\nseeds      6   6\n";

    @Test
    void colourWanted_onlyForATerminalWithoutNoColourOrADumbTerm() {
        assertThat(Screen.colourWanted(true, Map.of("TERM", "xterm"))).isTrue();
        assertThat(Screen.colourWanted(false, Map.of("TERM", "xterm"))).isFalse();
        assertThat(Screen.colourWanted(true, Map.of("TERM", "xterm", "NO_COLOR", "1")))
                .isFalse();
        assertThat(Screen.colourWanted(true, Map.of("TERM", "xterm", "NO_COLOR", "")))
                .isTrue();
        assertThat(Screen.colourWanted(true, Map.of("TERM", "dumb"))).isFalse();
    }

    @Test
    void board_withoutColour_isTheGamesTextAsItIs() {
        StringWriter out = new StringWriter();
        new Screen(new PrintWriter(out), false).board(BOARD, 1);

        assertThat(out.toString())
                .isEqualTo(BOARD.replace("\n", System.lineSeparator()))
                .doesNotContain("\u001b");
    }

    @Test
    void board_withColour_paintsTheSeedRowsAndThePersonsHoles() {
        StringWriter out = new StringWriter();
        new Screen(new PrintWriter(out), true).board(BOARD, 2);

        assertThat(out.toString())
                .contains("\u001b[31mred        2   .\u001b[0m")
                .contains("owner     P1  \u001b[1;32mP2\u001b[0m")
                .contains(System.lineSeparator() + "seeds      6   6" + System.lineSeparator());
    }
}
