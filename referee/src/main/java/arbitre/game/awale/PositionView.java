package arbitre.game.awale;

import arbitre.engine.awale.Board;
import arbitre.game.BoardGame;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

/** A position shown to a person (a table of the 16 holes) or to a program (one JSON object). */
public final class PositionView {
    private static final ObjectMapper JSON = new ObjectMapper();

    private PositionView() {}

    /**
     * The position as JSON: {@code board} (16 hole objects), {@code captured}, {@code toMove},
     * {@code ply}, {@code over}, {@code winner} and {@code reason} ({@code null} while the game
     * goes on).
     */
    public static ObjectNode jsonNode(Board board) {
        ObjectNode root = JSON.createObjectNode();
        ArrayNode holes = root.putArray("board");
        for (int hole = 1; hole <= Board.HOLES; hole++) {
            holes.addObject()
                    .put("hole", hole)
                    .put("red", board.red(hole))
                    .put("blue", board.blue(hole))
                    .put("transparent", board.transparent(hole));
        }
        root.putArray("captured").add(board.captured(1)).add(board.captured(2));
        root.put("toMove", board.toMove());
        root.put("ply", board.ply());
        BoardGame.putOutcome(root, board);
        return root;
    }

    public static String json(Board board) {
        return jsonNode(board).toString();
    }

    /** The position as a table: one column per hole, a row per color, then the score and the turn. */
    public static String text(Board board) {
        String nl = System.lineSeparator();
        StringBuilder out = new StringBuilder();
        out.append(row("hole", hole -> String.valueOf(hole), board)).append(nl);
        out.append(row("owner", hole -> "P" + board.rules().owner(hole), board)).append(nl);
        out.append(row("red", hole -> count(board.red(hole)), board)).append(nl);
        out.append(row("blue", hole -> count(board.blue(hole)), board)).append(nl);
        out.append(row("transp.", hole -> count(board.transparent(hole)), board))
                .append(nl);
        out.append(row("seeds", hole -> count(board.seeds(hole)), board)).append(nl);
        out.append(nl);
        out.append("rules ")
                .append(board.rules().wireName())
                .append(", ply ")
                .append(board.ply())
                .append(", captured: player 1 ")
                .append(board.captured(1))
                .append(", player 2 ")
                .append(board.captured(2))
                .append(", on the board ")
                .append(board.seedsOnBoard())
                .append(nl);
        out.append(BoardGame.outcomeLine(board, player -> "player " + player)).append(nl);
        return out.toString();
    }

    private static String count(int n) {
        return n == 0 ? "." : String.valueOf(n);
    }

    private static String row(String label, java.util.function.IntFunction<String> cell, Board board) {
        StringBuilder line = new StringBuilder(String.format("%-8s", label));
        for (int hole = 1; hole <= Board.HOLES; hole++) {
            line.append(String.format("%4s", cell.apply(hole)));
        }
        return line.toString().stripTrailing();
    }
}
