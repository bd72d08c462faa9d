package arbitre.bots.protocol;

import arbitre.engine.Board;
import arbitre.engine.Moves;
import arbitre.engine.RuleSet;

/** An Awale game for the protocol loop: the engine's board and a {@link Player}. */
final class AwaleGame implements BotGame {
    private final Board board;
    private final Player player;

    AwaleGame(RuleSet rules, Player player) {
        this.board = Board.start(rules);
        this.player = player;
    }

    @Override
    public String playOpponent(String line) {
        int move;
        try {
            move = Moves.parse(line);
        } catch (IllegalArgumentException e) {
            return e.getMessage();
        }
        String why = board.illegalReason(move);
        if (why != null) {
            return "illegal opponent move: " + why;
        }
        board.playUnchecked(move);
        return null;
    }

    @Override
    public boolean isOver() {
        return board.isOver();
    }

    @Override
    public String answer(long turnStartNanos) {
        int move = player.chooseMove(board, turnStartNanos);
        board.play(move);
        return Moves.format(move);
    }

    @Override
    public int ply() {
        return board.ply();
    }
}
