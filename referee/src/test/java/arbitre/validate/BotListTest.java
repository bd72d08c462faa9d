package arbitre.validate;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;

class BotListTest {

    private static List<Candidate> parse(String... lines) {
        return BotList.parse(List.of(lines), "bots.txt", command -> "named-" + command.split(" ")[0]);
    }

    @Test
    void parse_readsNamedAndBareCommandsSkippingCommentsAndBlankLines() {
        List<Candidate> bots = parse(
                "# the class of 2025",
                "",
                "alice: python3 alice/bot.py JoueurA",
                "  builtin:random --seed 3  ",
                "bob:  ./bob");

        assertThat(bots).extracting(Candidate::name).containsExactly("alice", "named-builtin:random", "bob");
        assertThat(bots)
                .extracting(c -> c.asPlayer1().command())
                .containsExactly("python3 alice/bot.py JoueurA", "builtin:random --seed 3", "./bob");
        assertThat(bots).allSatisfy(c -> assertThat(c.asPlayer2()).isEqualTo(c.asPlayer1()));
    }

    @Test
    void parse_namesOfAnyPrintableText_areNames() {
        List<Candidate> bots = parse("Élodie: python3 bot.py", "Jean Dupont:  ./jd --fast", "sh -c 'x: y'");

        assertThat(bots).extracting(Candidate::name).containsExactly("Élodie", "Jean Dupont", "named-sh");
        assertThat(bots)
                .extracting(c -> c.asPlayer1().command())
                .containsExactly("python3 bot.py", "./jd --fast", "sh -c 'x: y'");
    }

    @Test
    void parse_builtinPrefixIsACommandNotAName() {
        assertThat(parse("builtin:greedy").get(0).asPlayer1().command()).isEqualTo("builtin:greedy");
    }

    @Test
    void parse_emptyListIsRefused() {
        assertThatThrownBy(() -> parse("# nobody", ""))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("bots.txt: no bot in the list");
    }

    @Test
    void folderNames_areSafeAndUnique() {
        List<Candidate> bots = List.of(
                Candidate.of("a b", "x", null), Candidate.of("a b", "y", null), Candidate.of("../up", "z", null));

        assertThat(Validator.folderNames(bots)).containsExactly("a_b", "a_b-2", "bot.._up");
    }
}
