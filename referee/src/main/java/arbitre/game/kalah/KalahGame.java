package arbitre.game.kalah;

import arbitre.engine.kalah.KalahBoard;
import arbitre.engine.kalah.KalahMoves;
import arbitre.engine.kalah.KalahStart;
import arbitre.game.BoardGame;
import arbitre.game.Game;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.List;
import java.util.Map;

/**
 * Kalah behind the {@link Game} seam: a thin layer over the engine's {@link KalahBoard}. The
 * score of a player is their store; the player to move comes from the board, so a ply that ends
 * in the mover's store leaves the same player to move.
 */
public final class KalahGame extends BoardGame<KalahBoard, Integer> {
    private static final ObjectMapper JSON = new ObjectMapper();

    private final KalahStart start;

    public KalahGame(KalahStart start) {
        super(start.board(), KalahMoves::parse, KalahMoves::format);
        this.start = start;
    }

    @Override
    public Map<String, Object> rules() {
        return rules(
                KalahType.NAME,
                KalahType.NAME,
                Map.entry("pits", KalahBoard.PITS),
                Map.entry("seeds", KalahBoard.SEEDS));
    }

    @Override
    protected void playMove(Integer pit) {
        String why = board().illegalReason(pit);
        if (why != null) {
            throw new IllegalArgumentException(pit + " is illegal: " + why
                    + (board().isOver() ? "" : "; a move must name one of the mover's pits that holds seeds"));
        }
        board().playUnchecked(pit);
    }

    @Override
    public List<String> legalMoves() {
        int[] pits = new int[KalahBoard.MAX_LEGAL];
        return formatted(pits, board().legalMoves(pits), KalahMoves::format);
    }

    /** The seeds in the player's store. */
    @Override
    public int score(int player) {
        return board().store(player);
    }

    @Override
    public String scoreName() {
        return "stores";
    }

    /**
     * {@code board} (the 14 numbers of the board vector), {@code toMove} (1, 2, or {@code null}
     * once over), {@code over}, {@code winner} (1, 2, 0, or {@code null} while the game goes on),
     * {@code reason}, {@code stores}, {@code ply} and {@code start}.
     */
    @Override
    public ObjectNode position() {
        ObjectNode root = JSON.createObjectNode();
        root.put("game", KalahType.NAME);
        root.put("start", start.name());
        ArrayNode cells = root.putArray("board");
        for (int cell : board().vector()) {
            cells.add(cell);
        }
        putTurnAndOutcome(root);
        root.putArray("stores").add(board().store(1)).add(board().store(2));
        root.put("ply", board().ply());
        return root;
    }

    /**
     * The board as the rules draw it: North's row on top from its pit 6 to its pit 1, North's
     * store at the left and South's at the right, South's row below from its pit 1 to its pit 6;
     * then the ply and whose turn it is, or how the game ended.
     */
    @Override
    public String render() {
        String nl = System.lineSeparator();
        int[] v = board().vector();
        StringBuilder out = new StringBuilder();
        out.append("      N6 N5 N4 N3 N2 N1").append(nl);
        out.append("     [");
        for (int k = 6; k >= 1; k--) {
            out.append(String.format("%2d", v[6 + k])).append(k > 1 ? " " : "");
        }
        out.append(" ]").append(nl);
        out.append(String.format("%4d%20s%2d", v[KalahBoard.NORTH_STORE], "", v[KalahBoard.SOUTH_STORE]))
                .append(nl);
        out.append("     [");
        for (int k = 1; k <= 6; k++) {
            out.append(String.format("%2d", v[k - 1])).append(k < 6 ? " " : "");
        }
        out.append(" ]").append(nl);
        out.append("      S1 S2 S3 S4 S5 S6").append(nl);
        out.append(nl);
        out.append("start ")
                .append(start.name())
                .append(", ply ")
                .append(board().ply())
                .append(", stores: South ")
                .append(board().store(1))
                .append(", North ")
                .append(board().store(2))
                .append(nl);
        out.append(outcomeLine(board(), player -> KalahBoard.sideName(player) + " (player " + player + ")"))
                .append(nl);
        return out.toString();
    }
}
