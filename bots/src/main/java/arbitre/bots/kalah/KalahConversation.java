package arbitre.bots.kalah;

import arbitre.bots.protocol.Conversation;
import arbitre.bots.protocol.ProtocolViolation;
import arbitre.engine.MoveFormatException;
import arbitre.engine.kalah.KalahBoard;
import arbitre.engine.kalah.KalahMoves;
import arbitre.engine.kalah.KalahStart;

/**
 * The Kalah lines (docs/protocol.md): {@code POSITION a0 … a13} sets the start (the standard
 * opening if a referee sends none); {@code START} makes this bot South and asks for its first
 * ply; a move line holds the opponent's whole turn ({@code 3 6}: every ply it played before the
 * turn passed) and asks for a ply; {@code AGAIN} asks for another ply after this bot's last one
 * ended in its store. Every line is checked against the engine's position: a ply out of turn or
 * an illegal one ends the game as a protocol error.
 */
public final class KalahConversation implements Conversation {
    /** A turn holds fewer than 50 plies (each ply that keeps the turn adds a seed to a store). */
    private static final int MAX_TURN = 64;

    private final KalahPlayer player;
    private final int[] turn = new int[MAX_TURN];
    private KalahBoard board;
    /** This bot's side once known: 1 South, 2 North. */
    private int me;

    private boolean myLastPlyKeptTheTurn;

    public KalahConversation(KalahPlayer player) {
        this.player = player;
    }

    @Override
    public Conversation nextGame() {
        return new KalahConversation(player);
    }

    @Override
    public String reply(String text, long turnStartNanos) {
        if (text.startsWith("POSITION")) {
            if (board != null) {
                throw new ProtocolViolation("POSITION in the middle of a game");
            }
            board = parsePosition(text);
            return null;
        }
        if (board == null) {
            board = KalahStart.STANDARD.board();
        }
        if (text.equals("START")) {
            if (me != 0 || board.ply() != 0) {
                throw new ProtocolViolation("START in the middle of a game");
            }
            me = 1;
        } else if (text.equals("AGAIN")) {
            if (me == 0 || !myLastPlyKeptTheTurn) {
                throw new ProtocolViolation("AGAIN, but this bot's last ply did not end in its store");
            }
        } else {
            playOpponentTurn(text);
        }
        if (board.isOver()) {
            return null;
        }
        if (board.toMove() != me) {
            throw new ProtocolViolation(
                    "asked for a ply while " + KalahBoard.sideName(board.toMove()) + " is to move in " + board);
        }
        int pit = player.choosePit(board, turnStartNanos);
        myLastPlyKeptTheTurn = board.play(pit);
        return KalahMoves.format(pit);
    }

    private void playOpponentTurn(String text) {
        int count;
        try {
            count = KalahMoves.parseTurn(text, turn);
        } catch (MoveFormatException e) {
            throw new ProtocolViolation(e.getMessage());
        }
        if (me == 0) {
            me = 2;
        }
        int opponent = 3 - me;
        for (int i = 0; i < count; i++) {
            if (board.isOver() || board.toMove() != opponent) {
                throw new ProtocolViolation("ply " + (i + 1) + " of the opponent's turn is not the opponent's to play: "
                        + (board.isOver() ? "the game is over" : KalahBoard.sideName(me) + ", this bot, is to move"));
            }
            String why = board.illegalReason(turn[i]);
            if (why != null) {
                throw new ProtocolViolation("illegal opponent move (ply " + (i + 1) + " of the turn): " + why);
            }
            board.playUnchecked(turn[i]);
        }
        myLastPlyKeptTheTurn = false;
    }

    private static KalahBoard parsePosition(String text) {
        String[] words = text.split("[ \t]+");
        if (!words[0].equals("POSITION") || words.length != KalahBoard.PLACES + 1) {
            throw new ProtocolViolation(
                    "POSITION must be followed by " + KalahBoard.PLACES + " numbers, got " + (words.length - 1));
        }
        int[] vector = new int[KalahBoard.PLACES];
        for (int i = 0; i < vector.length; i++) {
            try {
                vector[i] = Integer.parseInt(words[i + 1]);
            } catch (NumberFormatException e) {
                throw new ProtocolViolation(
                        "POSITION number " + (i + 1) + " is not a whole number: '" + words[i + 1] + "'");
            }
        }
        try {
            return KalahBoard.of(vector);
        } catch (IllegalArgumentException e) {
            throw new ProtocolViolation("POSITION: " + e.getMessage());
        }
    }

    @Override
    public void warmUp(long nanos) {
        if (nanos > 0) {
            player.warmUp(board != null ? board : KalahStart.STANDARD.board(), nanos);
        }
    }

    @Override
    public int ply() {
        return board == null ? 0 : board.ply();
    }
}
