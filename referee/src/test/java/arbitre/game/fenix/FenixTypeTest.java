package arbitre.game.fenix;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import arbitre.game.Game;
import arbitre.game.GameRegistry;
import arbitre.game.GameType;
import arbitre.game.InvalidMoveException;
import arbitre.game.OpeningSuite;
import arbitre.game.ViewerPositions;
import arbitre.protocol.Message;
import arbitre.protocol.Notation;
import arbitre.protocol.Reply;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class FenixTypeTest {
    /** Example E12 of docs/fenix.md: a general with two ways to take the same two soldiers. */
    private static final String E12 = "G.s..s../......../......../......../......../......../K......k r 30 - 0";
    /** Example E14: red's four generals leave it no fifth setup action. */
    private static final List<String> E14 =
            List.of("0,2-0,3", "5,7-6,7", "0,4-1,4", "5,6-6,6", "1,2-1,3", "4,6-4,7", "2,2-2,3", "3,7-4,7");

    private final GameType fenix = GameRegistry.get("fenix");

    @TempDir
    Path dir;

    @Test
    void registry_fenix_variantStartAndEndReasons() {
        assertThat(fenix).isInstanceOf(FenixType.class);
        assertThat(fenix.variants()).containsExactly("course");
        assertThat(fenix.starts()).containsExactly("standard");
        assertThat(fenix.endReasons())
                .containsExactly("king-lost", "no-pieces", "setup-stuck", "no-moves", "repetition", "no-capture-50");
        assertThat(fenix.briefing("standard")).isEmpty();
    }

    @Test
    void viewerPositions_areTheSquaresThenTheSetupFlag_fromTheStartsPly() {
        int[] standard =
                fenix.viewerPositions(null, null, List.of()).frames().get(0).cells();
        ViewerPositions e12 = fenix.viewerPositions(null, E12, List.of());

        assertThat(fenix.startPosition(E12)).as("the position text says it all").isNull();
        assertThat(standard).hasSize(57);
        assertThat(java.util.Arrays.copyOfRange(standard, 0, 8)).containsExactly(1, 1, 1, 1, 1, 1, 0, 0);
        assertThat(java.util.Arrays.copyOfRange(standard, 48, 57)).containsExactly(0, 0, -1, -1, -1, -1, -1, -1, 1);
        assertThat(e12.firstPly()).isEqualTo(30);
        int[] cells = e12.frames().get(0).cells();
        assertThat(java.util.Arrays.copyOfRange(cells, 0, 8)).containsExactly(2, 0, -1, 0, 0, -1, 0, 0);
        assertThat(java.util.Arrays.copyOfRange(cells, 48, 57)).containsExactly(3, 0, 0, 0, 0, 0, 0, -3, 0);
    }

    @Test
    void start_positionText_isAStartOfItsOwn() {
        assertThat(fenix.hasStart(E12)).isTrue();
        assertThat(fenix.hasStart("standard")).isTrue();
        assertThat(fenix.hasStart("fair:3")).isFalse();

        Game game = fenix.start(null, E12);

        assertThat(game.ply()).isEqualTo(30);
        assertThat(game.position().get("start").asText()).isEqualTo(E12);
        assertThat(game.position().get("position").asText()).isEqualTo(E12);
    }

    @Test
    void start_badPositionTextOrVariant_namesIt() {
        assertThatThrownBy(() -> fenix.start(null, "SSSS r 0 - 0"))
                .hasMessageContaining("unknown start position of fenix")
                .hasMessageContaining("rows");
        assertThatThrownBy(() -> fenix.start("official", null))
                .hasMessage("unknown variant of fenix 'official' (known: course)");
    }

    @Test
    void openingSuite_fileOfPositions_playsEachInTurnAndStartsThere() throws Exception {
        Files.writeString(dir.resolve("book.txt"), "# two positions\n" + E12 + "\n\n  standard  \n");

        OpeningSuite suite = fenix.openingSuite("book.txt", dir, "course", 1, OpeningSuite.DEFAULT_MAX_EVAL);

        assertThat(List.of(suite.start(0), suite.start(1), suite.start(2))).containsExactly(E12, "standard", E12);
        Game game = fenix.start(null, suite.start(0));
        assertThat(game.toMove()).isEqualTo(1);
        assertThat(fenix.openingSuites()).contains("FILE");
    }

    @Test
    void openingSuite_badLineFinishedPositionOrNoFile_namesTheFileAndLine() throws Exception {
        Path book = dir.resolve("book.txt");
        Files.writeString(book, E12 + "\nSSSS r 0 - 0\n");
        assertThatThrownBy(() -> fenix.openingSuite("book.txt", dir, "course", 1, 250))
                .hasMessageStartingWith(book + ":2: ");
        // Red has no piece left: the game is already over there.
        Files.writeString(book, "......../......../......../......../......../......../.......k r 30 - 0\n");
        assertThatThrownBy(() -> fenix.openingSuite("book.txt", dir, "course", 1, 250))
                .hasMessageStartingWith(book + ":1: the game is already over");
        Files.writeString(book, "# nothing\n");
        assertThatThrownBy(() -> fenix.openingSuite("book.txt", dir, "course", 1, 250))
                .hasMessage("openings file " + book + " holds no opening");
        assertThatThrownBy(() -> fenix.openingSuite("random:8", dir, "course", 1, 250))
                .hasMessageStartingWith("openings file " + dir.resolve("random:8") + " cannot be read");
    }

    @Test
    void canonical_capturedSquaresInAnyOrder_areSorted() throws Exception {
        Game game = fenix.start(null, E12);

        assertThat(game.canonical(" 0,0-0,7x0,5x0,2 ")).isEqualTo("0,0-0,7x0,2x0,5");
        game.play("0,0-0,7x0,5x0,2");

        assertThat(game.position().get("position").asText())
                .isEqualTo(".......G/......../......../......../......../......../K......k b 31 - 0");
        // Counted against a full set of 21: black has 3 pieces left, red 5.
        assertThat(game.score(1)).isEqualTo(18);
        assertThat(game.score(2)).isEqualTo(16);
    }

    @Test
    void play_malformedAndIllegal_areToldApartWithTheEnginesReason() {
        Game game = fenix.start(null, null);

        assertThatThrownBy(() -> game.play("1,0-0,0x1,0x1,0"))
                .isInstanceOfSatisfying(
                        InvalidMoveException.class,
                        e -> assertThat(e.malformed()).isTrue())
                .hasMessageContaining("is not a Fenix action");
        assertThatThrownBy(() -> game.play("6,7-6,6"))
                .isInstanceOfSatisfying(
                        InvalidMoveException.class,
                        e -> assertThat(e.malformed()).isFalse())
                .hasMessage("6,7-6,6 is illegal: 6,7 holds a black soldier, and red is to move");
        assertThat(game.ply()).isZero();
    }

    @Test
    void play_workedExampleE14_endsSetupStuckForBlack() throws Exception {
        Game game = fenix.start(null, null);
        for (String action : E14) {
            game.play(action);
        }

        assertThat(game.isOver()).isTrue();
        assertThat(game.winner()).isEqualTo(2);
        assertThat(game.endReason()).isEqualTo("setup-stuck");
        ObjectNode position = game.position();
        assertThat(position.get("over").asBoolean()).isTrue();
        assertThat(position.get("winner").asInt()).isEqualTo(2);
        assertThat(position.get("toMove").isNull()).isTrue();
        assertThat(game.render()).contains("game over (setup-stuck): black (player 2) wins");
    }

    @Test
    void perft_fromTheStart_isTheSetupsCount() {
        assertThat(fenix.perft(null, null, 1)).isEqualTo(60);
        assertThat(fenix.perft(null, "standard", 2)).isEqualTo(3_600);
    }

    @Test
    void viewerPositions_markStartEndAndAStackingOntoItsOwnColour() {
        ViewerPositions positions = fenix.viewerPositions(null, null, List.of("1,0-0,0"));

        // 1,0 is square 8, 0,0 square 0: a soldier onto a soldier makes a general.
        assertThat(positions.frames().get(1).marks()).containsExactly(8 * 4, 3);
        assertThat(positions.frames().get(1).cells()[0]).isEqualTo(2);
        assertThat(positions.frames().get(1).cells()[8]).isZero();
        assertThat(fenix.viewerPositions(null, null, List.of("7,0-0,0")).error())
                .contains("7,0-0,0");
    }

    @Test
    void codec_everyLineIsAnAction_andMessagesAreTheSharedLines() {
        assertThat(fenix.codec().decode("RESULT 1,0-0,0 0 0", Notation.Reading.Canonical::new))
                .isInstanceOf(Reply.Move.class);
        assertThat(fenix.codec().encode(new Message.Start())).isEqualTo("START");
        assertThat(fenix.codec().encode(new Message.Plies(List.of("3,1-5,3x3,2x4,3"))))
                .isEqualTo("3,1-5,3x3,2x4,3");
    }
}
