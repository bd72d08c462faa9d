package arbitre.bots.fenix;

import arbitre.bots.protocol.Conversation;
import arbitre.bots.protocol.ProtocolViolation;
import arbitre.engine.fenix.ActionFormatException;
import arbitre.engine.fenix.FenixAction;
import arbitre.engine.fenix.FenixBoard;
import arbitre.engine.fenix.IllegalActionException;

/**
 * The Fenix lines (docs/fenix.md): {@code START} makes this bot red and asks for its first
 * action; an action as the first line makes it black; every action of the opponent is checked
 * with the engine and asks for an answer. An action out of turn, malformed or illegal ends the
 * game as a protocol error.
 */
public final class FenixConversation implements Conversation {
    private final FenixBoard board = FenixBoard.start();
    private final FenixPlayer player;
    /** This bot's side once known: 1 red, 2 black. */
    private int me;

    public FenixConversation(FenixPlayer player) {
        this.player = player;
    }

    @Override
    public String reply(String text, long turnStartNanos) {
        if (text.equals("START")) {
            if (me != 0 || board.ply() != 0) {
                throw new ProtocolViolation("START in the middle of a game");
            }
            me = 1;
        } else {
            if (me == 0) {
                me = 2;
            }
            if (board.isOver() || board.toMove() == me) {
                throw new ProtocolViolation("an opponent's action while "
                        + (board.isOver() ? "the game is over" : "this bot is to move") + " at ply " + board.ply());
            }
            try {
                board.play(text);
            } catch (ActionFormatException e) {
                throw new ProtocolViolation(e.getMessage());
            } catch (IllegalActionException e) {
                throw new ProtocolViolation("illegal opponent action: " + e.getMessage());
            }
        }
        if (board.isOver()) {
            return null;
        }
        FenixAction action = player.choose(board, turnStartNanos);
        board.play(action);
        return action.format();
    }

    @Override
    public int ply() {
        return board.ply();
    }
}
