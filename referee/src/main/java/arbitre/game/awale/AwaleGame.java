package arbitre.game.awale;

import arbitre.engine.MoveFormatException;
import arbitre.engine.awale.Board;
import arbitre.engine.awale.IllegalMoveException;
import arbitre.engine.awale.Moves;
import arbitre.engine.awale.RuleSet;
import arbitre.game.Game;
import arbitre.game.InvalidMoveException;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** The colored-seed Awale behind the {@link Game} seam: a thin layer over the engine's {@link Board}. */
public final class AwaleGame implements Game {
    private final Board board;

    public AwaleGame(RuleSet rules) {
        this.board = Board.start(rules);
    }

    /** The engine's board, for code that knows it is playing Awale. */
    public Board board() {
        return board;
    }

    @Override
    public Map<String, Object> rules() {
        Map<String, Object> rules = new LinkedHashMap<>();
        rules.put("name", board.rules().wireName());
        rules.put("game", "awale");
        rules.put("holes", Board.HOLES);
        rules.put("seeds", Board.SEEDS);
        rules.put("moveLimit", Board.MOVE_LIMIT);
        rules.put("majority", board.rules().majorityEnds() ? RuleSet.MAJORITY : null);
        return rules;
    }

    @Override
    public int toMove() {
        return board.toMove();
    }

    @Override
    public int ply() {
        return board.ply();
    }

    @Override
    public String canonical(String text) throws InvalidMoveException {
        try {
            return Moves.format(Moves.parse(text));
        } catch (MoveFormatException e) {
            throw new InvalidMoveException(e.getMessage(), true);
        }
    }

    @Override
    public void play(String move) throws InvalidMoveException {
        int code;
        try {
            code = Moves.parse(move);
        } catch (MoveFormatException e) {
            throw new InvalidMoveException(e.getMessage(), true);
        }
        try {
            board.play(code);
        } catch (IllegalMoveException e) {
            throw new InvalidMoveException(e.getMessage(), false);
        }
    }

    @Override
    public List<String> legalMoves() {
        int[] codes = new int[Moves.COUNT];
        int count = board.legalMoves(codes);
        List<String> moves = new ArrayList<>(count);
        for (int i = 0; i < count; i++) {
            moves.add(Moves.format(codes[i]));
        }
        return moves;
    }

    @Override
    public boolean isOver() {
        return board.isOver();
    }

    @Override
    public int winner() {
        return board.winner();
    }

    @Override
    public String endReason() {
        return board.isOver() ? board.endReason().wireName() : null;
    }

    @Override
    public int score(int player) {
        return board.captured(player);
    }

    @Override
    public ObjectNode position() {
        return PositionView.jsonNode(board);
    }

    @Override
    public String render() {
        return PositionView.text(board);
    }
}
