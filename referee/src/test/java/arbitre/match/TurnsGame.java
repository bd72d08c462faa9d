package arbitre.match;

import arbitre.game.Game;
import arbitre.game.InvalidMoveException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.Map;

/**
 * A game for the match loop's tests in which a player may move twice in a row: move {@code 2}
 * keeps the turn, {@code 1} passes it, {@code 3} is well-formed but always illegal. It ends after
 * a fixed number of plies; whoever played more of them wins.
 */
final class TurnsGame implements Game {
    private final int length;
    private final int[] plies = new int[3];
    private int toMove = 1;
    private int ply;

    TurnsGame(int length) {
        this.length = length;
    }

    @Override
    public Map<String, Object> rules() {
        return Map.of("name", "turns");
    }

    @Override
    public int toMove() {
        return toMove;
    }

    @Override
    public int ply() {
        return ply;
    }

    @Override
    public String canonical(String text) throws InvalidMoveException {
        String move = text.strip();
        if (!move.equals("1") && !move.equals("2") && !move.equals("3")) {
            throw new InvalidMoveException("'" + move + "' is not a move", true);
        }
        return move;
    }

    @Override
    public void play(String move) throws InvalidMoveException {
        if (canonical(move).equals("3")) {
            throw new InvalidMoveException("3 is illegal", false);
        }
        plies[toMove]++;
        ply++;
        if (move.equals("1")) {
            toMove = 3 - toMove;
        }
    }

    @Override
    public java.util.List<String> legalMoves() {
        return isOver() ? java.util.List.of() : java.util.List.of("1", "2");
    }

    @Override
    public boolean isOver() {
        return ply >= length;
    }

    @Override
    public int winner() {
        return Integer.compare(plies[1], plies[2]) > 0 ? 1 : plies[1] == plies[2] ? 0 : 2;
    }

    @Override
    public String endReason() {
        return isOver() ? "done" : null;
    }

    @Override
    public int score(int player) {
        return plies[player];
    }

    @Override
    public ObjectNode position() {
        return new ObjectMapper().createObjectNode().put("ply", ply);
    }

    @Override
    public String render() {
        return "ply " + ply;
    }
}
