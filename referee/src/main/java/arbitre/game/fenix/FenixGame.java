package arbitre.game.fenix;

import arbitre.engine.fenix.FenixAction;
import arbitre.engine.fenix.FenixBoard;
import arbitre.engine.fenix.FenixPosition;
import arbitre.engine.fenix.Squares;
import arbitre.game.BoardGame;
import arbitre.game.Game;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.List;
import java.util.Map;

/**
 * Fenix behind the {@link Game} seam: a thin layer over the engine's {@link FenixBoard}. A
 * player's score is the number of enemy pieces (stack heights) they have captured, 0 to 21,
 * counted against a full set: from a position text, the pieces missing from it count too. An
 * action's captured squares may be given in any order; the canonical form sorts them.
 */
public final class FenixGame extends BoardGame<FenixBoard, FenixAction> {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final String PIECES = ".SGKsgk";

    private final String start;

    FenixGame(String start, FenixBoard board) {
        super(board, FenixAction::parse, FenixAction::format);
        this.start = start;
    }

    @Override
    public Map<String, Object> rules() {
        return rules(
                FenixType.VARIANT,
                FenixType.NAME,
                Map.entry("rows", Squares.ROWS),
                Map.entry("columns", Squares.COLUMNS));
    }

    @Override
    public List<String> legalMoves() {
        if (board().isOver()) {
            return List.of();
        }
        return board().legalActions().stream().map(FenixAction::format).toList();
    }

    @Override
    protected void playMove(FenixAction action) {
        board().play(action);
    }

    /** The enemy pieces the player has captured. */
    @Override
    public int score(int player) {
        return board().captured(player);
    }

    /**
     * {@code game}, {@code start}, {@code position} (the position text), {@code toMove} (1 red,
     * 2 black, {@code null} once over), {@code over}, {@code winner} (1, 2, 0 for a draw, {@code null}
     * while the game goes on), {@code reason}, {@code captured} (pieces taken by red, by black) and
     * {@code ply}.
     */
    @Override
    public ObjectNode position() {
        ObjectNode root = JSON.createObjectNode();
        root.put("game", FenixType.NAME);
        root.put("start", start);
        root.put("position", FenixPosition.format(board()));
        putTurnAndOutcome(root);
        root.putArray("captured").add(board().captured(1)).add(board().captured(2));
        root.put("ply", board().ply());
        return root;
    }

    /**
     * The board as docs/fenix.md draws it, row 0 on top ({@code S G K} red soldier, general, king,
     * {@code s g k} black), then the position text and whose turn it is, or how the game ended.
     */
    @Override
    public String render() {
        String nl = System.lineSeparator();
        StringBuilder out = new StringBuilder("   ");
        for (int column = 0; column < Squares.COLUMNS; column++) {
            out.append(' ').append(column);
        }
        out.append(nl);
        for (int row = 0; row < Squares.ROWS; row++) {
            out.append(' ').append(row).append(' ');
            for (int column = 0; column < Squares.COLUMNS; column++) {
                int stack = board().stack(row, column);
                out.append(' ').append(PIECES.charAt(stack >= 0 ? stack : 3 - stack));
            }
            out.append(nl);
        }
        out.append(nl).append("position ").append(FenixPosition.format(board())).append(nl);
        out.append("ply ")
                .append(board().ply())
                .append(board().ply() < FenixBoard.SETUP_PLIES ? " (setup)" : "")
                .append(", captured: red ")
                .append(board().captured(1))
                .append(", black ")
                .append(board().captured(2))
                .append(nl);
        out.append(outcomeLine(board(), player -> (player == 1 ? "red" : "black") + " (player " + player + ")"))
                .append(nl);
        return out.toString();
    }
}
