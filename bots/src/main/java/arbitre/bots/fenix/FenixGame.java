package arbitre.bots.fenix;

import arbitre.bots.protocol.BotGame;
import arbitre.engine.fenix.ActionFormatException;
import arbitre.engine.fenix.FenixAction;
import arbitre.engine.fenix.FenixBoard;
import arbitre.engine.fenix.IllegalActionException;

/** A game of Fenix for the protocol loop: the engine's board and a {@link FenixPlayer}. */
public final class FenixGame implements BotGame {
    private final FenixBoard board = FenixBoard.start();
    private final FenixPlayer player;

    public FenixGame(FenixPlayer player) {
        this.player = player;
    }

    @Override
    public String playOpponent(String line) {
        try {
            board.play(line);
            return null;
        } catch (ActionFormatException e) {
            return e.getMessage();
        } catch (IllegalActionException e) {
            return "illegal opponent action: " + e.getMessage();
        }
    }

    @Override
    public boolean isOver() {
        return board.isOver();
    }

    @Override
    public String answer(long turnStartNanos) {
        FenixAction action = player.choose(board, turnStartNanos);
        board.play(action);
        return action.format();
    }

    @Override
    public int ply() {
        return board.ply();
    }
}
