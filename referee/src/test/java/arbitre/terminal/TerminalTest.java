package arbitre.terminal;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class TerminalTest {

    @Test
    void printable_escapeSequencesAndControls_areEscapedLikeTheLogsLines() {
        String text = "bot\u001b[2J\u001b]0;title\u0007\r\u009b31m\u202egnp.exe";

        assertThat(Terminal.printable(text))
                .isEqualTo("bot\\u001b[2J\\u001b]0;title\\u0007\\u000d\\u009b31m\\u202egnp.exe");
    }

    @Test
    void printable_linesTabsAndLetters_areKept() {
        String text = "# \tbot   points ±\nÉlodie  1.5\n";

        assertThat(Terminal.printable(text)).isSameAs(text);
    }
}
