package arbitre.bots.protocol;

import arbitre.engine.Board;
import arbitre.engine.Moves;
import arbitre.engine.RuleSet;

/**
 * The Awale lines: {@code START} makes this bot player 1; a move as the first line makes it
 * player 2; every move of the opponent is checked with the engine and asks for an answer.
 */
public final class AwaleConversation implements Conversation {
    private final Board board;
    private final Player player;
    private int me;

    public AwaleConversation(RuleSet rules, Player player) {
        this.board = Board.start(rules);
        this.player = player;
    }

    @Override
    public String reply(String text, long turnStartNanos) {
        if (text.equals("START")) {
            if (me != 0) {
                throw new ProtocolViolation("START in the middle of a game");
            }
            me = 1;
        } else {
            int move;
            try {
                move = Moves.parse(text);
            } catch (IllegalArgumentException e) {
                throw new ProtocolViolation(e.getMessage());
            }
            if (me == 0) {
                me = 2;
            }
            String why = board.illegalReason(move);
            if (why != null) {
                throw new ProtocolViolation("illegal opponent move: " + why);
            }
            board.playUnchecked(move);
        }
        if (board.isOver()) {
            return null;
        }
        int answer = player.chooseMove(board, turnStartNanos);
        board.play(answer);
        return Moves.format(answer);
    }

    @Override
    public int ply() {
        return board.ply();
    }
}
