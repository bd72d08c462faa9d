package arbitre.series;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import arbitre.game.OpeningSuite;
import arbitre.game.awale.AwaleType;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class OpeningsTest {

    @TempDir
    Path dir;

    private OpeningSuite parse(String text) {
        return Openings.parse(text, dir, "awale", null, "official", 5, OpeningSuite.DEFAULT_MAX_EVAL);
    }

    private Path file(String content) throws Exception {
        Path file = dir.resolve("book.txt");
        Files.writeString(file, content);
        return file;
    }

    @Test
    void parse_none_isTheStandardStartForEveryPair() {
        OpeningSuite openings = parse(null);

        assertThat(openings.start(0)).isEqualTo("standard");
        assertThat(openings.start(17)).isEqualTo("standard");
    }

    @Test
    void parse_random_givesOpeningStartsOfThatManyPlies() {
        OpeningSuite openings = parse("random:6");

        assertThat(openings.start(3)).startsWith(AwaleType.OPENING_PREFIX);
        assertThat(openings.start(3)
                        .substring(AwaleType.OPENING_PREFIX.length())
                        .split(" "))
                .hasSize(6);
        assertThat(openings.start(3)).isEqualTo(parse("random:6").start(3)).isNotEqualTo(openings.start(4));
    }

    @Test
    void parse_fairkalahForKalah_drawsFairOpeningsFromTheSeed_andIsRefusedForAwale() {
        OpeningSuite openings = Openings.parse("fairkalah", dir, "kalah", null, null, 5, 0);
        OpeningSuite again = Openings.parse("fairkalah", dir, "kalah", null, null, 5, 0);
        java.util.Set<String> drawn = new java.util.HashSet<>();
        for (int pair = 0; pair < 20; pair++) {
            assertThat(openings.start(pair)).matches("fair:\\d+").isEqualTo(again.start(pair));
            drawn.add(openings.start(pair));
        }

        assertThat(drawn).hasSizeGreaterThan(10);
        assertThatThrownBy(() -> parse("fairkalah"))
                .hasMessage("'fairkalah' is not an opening suite of awale (known: random:K, or a file of openings)");
        assertThatThrownBy(() -> Openings.parse("random:4", dir, "kalah", null, null, 5, 0))
                .hasMessage("'random:4' is not an opening suite of kalah (known: fairkalah)");
    }

    @Test
    void parse_randomWithoutANumber_namesIt() {
        assertThatThrownBy(() -> parse("random:six"))
                .hasMessage("openings 'random:six': 'six' is not a number of plies");
    }

    @Test
    void parse_file_skipsCommentsAndBlankLinesAndCyclesThroughItsOpenings() throws Exception {
        file("# two openings\n1R 2B\n\n  3TR   4B  \n");

        OpeningSuite openings = parse("book.txt");

        assertThat(openings.start(0)).isEqualTo("opening:1R 2B");
        assertThat(openings.start(1)).isEqualTo("opening:3TR 4B");
        assertThat(openings.start(2)).isEqualTo("opening:1R 2B");
    }

    @Test
    void parse_fileWithAnIllegalMove_namesTheFileLineAndMove() throws Exception {
        Path file = file("1R 2B\n# fine so far\n1R 1B\n");

        assertThatThrownBy(() -> parse("book.txt")).hasMessageStartingWith(file + ":3: opening move 2: ");
    }

    @Test
    void parse_fileWithAMalformedOrNonCanonicalMove_namesTheLine() throws Exception {
        Path file = file("1R 2B\n1r 2B\n");

        assertThatThrownBy(() -> parse("book.txt"))
                .hasMessage(file + ":2: opening move 1 is not in canonical form (1R)");
        file("hello\n");
        assertThatThrownBy(() -> parse("book.txt"))
                .hasMessage(file + ":1: opening move 1: is not a move: it must start with a hole number 1-16");
    }

    @Test
    void parse_emptyOrMissingFile_saysSo() throws Exception {
        Path file = file("# nothing\n");

        assertThatThrownBy(() -> parse("book.txt")).hasMessage("openings file " + file + " holds no opening");
        assertThatThrownBy(() -> parse("nope.txt"))
                .hasMessageStartingWith("openings file " + dir.resolve("nope.txt") + " cannot be read");
    }
}
