package arbitre.bots.fenix;

import arbitre.bots.protocol.Conversation;
import arbitre.bots.protocol.ProtocolViolation;
import arbitre.engine.fenix.ActionFormatException;
import arbitre.engine.fenix.FenixAction;
import arbitre.engine.fenix.FenixBoard;
import arbitre.engine.fenix.FenixPosition;
import arbitre.engine.fenix.IllegalActionException;

/**
 * The Fenix lines (docs/fenix.md): {@code START} makes this bot the side to move (red, from the
 * start position) and asks for its first action; an action as the first line makes it the other
 * side; every action of the opponent is checked with the engine and asks for an answer. An action
 * out of turn, malformed or illegal ends the game as a protocol error. A game may start from a
 * position text, which the referee gives in {@code ARBITRE_START} ({@link #startBoard}).
 */
public final class FenixConversation implements Conversation {
    /** The name of the start position in {@code ARBITRE_START}; anything else is a position text. */
    public static final String STANDARD = "standard";

    private final FenixBoard board;
    private final FenixBoard start;
    private final FenixPlayer player;
    /** This bot's side once known: 1 red, 2 black. */
    private int me;

    /** A game from the start position. */
    public FenixConversation(FenixPlayer player) {
        this(player, FenixBoard.start());
    }

    /** A game from {@code start}, which is copied. */
    public FenixConversation(FenixPlayer player, FenixBoard start) {
        this.player = player;
        this.start = start.copy();
        this.board = start.copy();
    }

    /** The next game, from the same start as this one. */
    @Override
    public Conversation nextGame() {
        return new FenixConversation(player, start);
    }

    /** The next game, from the start its {@code GAME} line names, or this one's for {@code null}. */
    @Override
    public Conversation nextGame(String next) {
        if (next == null) {
            return nextGame();
        }
        try {
            return new FenixConversation(player, startBoard(next));
        } catch (IllegalArgumentException e) {
            throw new ProtocolViolation("the next game's start: " + e.getMessage());
        }
    }

    /**
     * The board of a start as the referee names it: the start position for {@code null}, blank or
     * {@code standard}, else a position text.
     *
     * @throws IllegalArgumentException for a text that is neither, naming the field that is wrong
     */
    public static FenixBoard startBoard(String start) {
        if (start == null || start.isBlank() || start.strip().equals(STANDARD)) {
            return FenixBoard.start();
        }
        return FenixPosition.parse(start);
    }

    @Override
    public String reply(String text, long turnStartNanos) {
        if (text.equals("START")) {
            if (me != 0) {
                throw new ProtocolViolation("START in the middle of a game");
            }
            me = board.toMove();
        } else {
            if (me == 0) {
                me = 3 - board.toMove();
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
    public void warmUp(long nanos) {
        if (nanos > 0) {
            player.warmUp(board, nanos);
        }
    }

    @Override
    public int ply() {
        return board.ply();
    }
}
