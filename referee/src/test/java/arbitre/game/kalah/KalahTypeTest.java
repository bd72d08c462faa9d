package arbitre.game.kalah;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import arbitre.game.Game;
import arbitre.game.GameRegistry;
import arbitre.game.GameType;
import arbitre.game.InvalidMoveException;
import arbitre.game.ViewerPositions;
import arbitre.protocol.Message;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.List;
import org.junit.jupiter.api.Test;

class KalahTypeTest {
    private final GameType kalah = GameRegistry.get("kalah");

    @Test
    void registry_kalah_variantsStartsAndEndReasons() {
        assertThat(kalah).isInstanceOf(KalahType.class);
        assertThat(kalah.variants()).containsExactly("kalah");
        assertThat(kalah.starts())
                .hasSize(255)
                .startsWith("standard", "fair:0", "fair:1")
                .endsWith("fair:253");
        assertThat(kalah.endReasons()).containsExactly("empty-side");
    }

    @Test
    void briefing_fairOpening_isThePositionLineOfItsNumbers() {
        assertThat(kalah.briefing("fair:0"))
                .containsExactly(new Message.Position(List.of(2, 4, 4, 4, 4, 4, 0, 4, 4, 4, 4, 4, 5, 1)));
        assertThat(kalah.startPosition("fair:253")).containsExactly(6, 4, 4, 4, 4, 4, 0, 4, 4, 4, 2, 4, 4, 0);
        assertThat(kalah.startPosition(null)).containsExactly(4, 4, 4, 4, 4, 4, 0, 4, 4, 4, 4, 4, 4, 0);
        assertThat(GameRegistry.defaultGame().startPosition("standard")).isNull();
    }

    @Test
    void start_unknownVariantOrStart_namesIt() {
        assertThatThrownBy(() -> kalah.start("official", null))
                .hasMessage("unknown variant of kalah 'official' (known: kalah)");
        assertThatThrownBy(() -> kalah.start(null, "fair:254"))
                .hasMessageContaining("'fair:254'")
                .hasMessageContaining("0 to 253");
    }

    @Test
    void play_protocolExample_extraTurnsKeepTheMoverAndScoresAreStores() throws Exception {
        Game game = kalah.start(null, "standard");

        game.play("3");
        assertThat(game.toMove()).as("South's 3 ends in its store").isEqualTo(1);
        game.play("6");
        game.play("2");
        assertThat(game.toMove()).isEqualTo(2);
        game.play("1");

        ObjectNode position = game.position();
        assertThat(position.get("board").toString()).isEqualTo("[4,4,0,5,5,0,2,0,1,7,7,6,6,1]");
        assertThat(position.get("toMove").asInt()).isEqualTo(1);
        assertThat(position.get("stores").toString()).isEqualTo("[2,1]");
        assertThat(position.get("ply").asInt()).isEqualTo(4);
        assertThat(position.get("winner").isNull()).isTrue();
        assertThat(game.score(1)).isEqualTo(2);
        assertThat(game.score(2)).isEqualTo(1);
    }

    @Test
    void legalMoves_afterAPlyIntoTheStore_areTheMoversPitsThatHoldSeeds() throws Exception {
        Game game = kalah.start(null, "standard");
        assertThat(game.legalMoves()).containsExactly("1", "2", "3", "4", "5", "6");

        game.play("3");

        assertThat(game.toMove()).isEqualTo(1);
        assertThat(game.legalMoves()).containsExactly("1", "2", "4", "5", "6");
    }

    @Test
    void play_emptyPit_isIllegalWithASentenceNamingThePit() throws Exception {
        Game game = kalah.start(null, "standard");
        game.play("3");

        assertThatThrownBy(() -> game.play("3"))
                .isInstanceOfSatisfying(
                        InvalidMoveException.class,
                        e -> assertThat(e.malformed()).isFalse())
                .hasMessage("3 is illegal: pit 3 of South (player 1, to move) is empty; a move must name one of the "
                        + "mover's pits that holds seeds");
    }

    @Test
    void canonical_anythingButOneDigitOneToSix_isMalformed() throws Exception {
        Game game = kalah.start(null, null);

        assertThat(game.canonical(" 4\r")).isEqualTo("4");
        for (String text : List.of("0", "7", "3R", "12", "", "4 5")) {
            assertThatThrownBy(() -> game.canonical(text))
                    .as(text)
                    .isInstanceOfSatisfying(
                            InvalidMoveException.class,
                            e -> assertThat(e.malformed()).isTrue());
        }
    }

    @Test
    void render_fairZero_drawsTheBoardAsTheRulesDo() {
        String text = kalah.start(null, "fair:0").render();

        assertThat(text.lines().limit(5))
                .containsExactly(
                        "      N6 N5 N4 N3 N2 N1",
                        "     [ 5  4  4  4  4  4 ]",
                        "   1                     0",
                        "     [ 2  4  4  4  4  4 ]",
                        "      S1 S2 S3 S4 S5 S6");
        assertThat(text).contains("start fair:0, ply 0").contains("South (player 1) to move");
    }

    @Test
    void perft_standard_matchesTheCountsByHand() {
        assertThat(kalah.perft(null, "standard", 1)).isEqualTo(6);
        assertThat(kalah.perft(null, "standard", 2)).isEqualTo(35);
    }

    @Test
    void viewerPositions_areTheEnginesVectors_andMarkEachPlysPit() {
        List<String> moves = List.of("3", "1", "4");
        ViewerPositions positions = kalah.viewerPositions(null, "standard", moves);

        arbitre.engine.kalah.KalahBoard board = arbitre.engine.kalah.KalahBoard.standard();
        assertThat(positions.frames().get(0).cells()).containsExactly(board.vector());
        for (int k = 0; k < moves.size(); k++) {
            int mover = board.toMove();
            board.play(Integer.parseInt(moves.get(k)));
            ViewerPositions.Frame frame = positions.frames().get(k + 1);
            assertThat(frame.cells()).containsExactly(board.vector());
            assertThat(frame.toMove()).isEqualTo(board.toMove());
            int origin = (mover == 1 ? 0 : 7) + Integer.parseInt(moves.get(k)) - 1;
            assertThat(frame.marks()[0]).isEqualTo(origin * 4);
        }
        assertThat(positions.error()).isNull();
        assertThat(kalah.viewerPositions(null, null, List.of("7")).error())
                .contains("ply 1")
                .contains("7");
    }
}
