package arbitre.game.awale;

import arbitre.engine.awale.Board;
import arbitre.engine.awale.Moves;
import arbitre.engine.awale.RuleSet;
import arbitre.game.BoardGame;
import arbitre.game.Game;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.List;
import java.util.Map;

/** The colored-seed Awale behind the {@link Game} seam: a thin layer over the engine's {@link Board}. */
public final class AwaleGame extends BoardGame<Board, Integer> {

    public AwaleGame(RuleSet rules) {
        super(Board.start(rules), Moves::parse, Moves::format);
    }

    @Override
    public Map<String, Object> rules() {
        Map<String, Object> rules = rules(
                board().rules().wireName(),
                AwaleType.NAME,
                Map.entry("holes", Board.HOLES),
                Map.entry("seeds", Board.SEEDS),
                Map.entry("moveLimit", Board.MOVE_LIMIT));
        rules.put("majority", board().rules().majorityEnds() ? RuleSet.MAJORITY : null);
        return rules;
    }

    @Override
    protected void playMove(Integer code) {
        board().play(code);
    }

    @Override
    public List<String> legalMoves() {
        int[] codes = new int[Moves.COUNT];
        return formatted(codes, board().legalMoves(codes), Moves::format);
    }

    @Override
    public int score(int player) {
        return board().captured(player);
    }

    @Override
    public ObjectNode position() {
        return PositionView.jsonNode(board());
    }

    @Override
    public String render() {
        return PositionView.text(board());
    }
}
