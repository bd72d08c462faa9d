package arbitre.bots.awale;

import arbitre.bots.protocol.Conversation;
import arbitre.bots.protocol.ProtocolViolation;
import arbitre.engine.awale.Board;
import arbitre.engine.awale.Moves;
import arbitre.engine.awale.RuleSet;

/**
 * The Awale lines: {@code START} makes this bot player 1; a move as the first line makes it
 * player 2; every move of the opponent is checked with the engine and asks for an answer. A first
 * line {@code OPENING m1 m2 …} (a match started from an opening) plays those moves from the start
 * position and asks for nothing; the bot to move then gets {@code START}.
 */
public final class AwaleConversation implements Conversation {
    /** Plies of the conversation a warm-up talks through. */
    static final int WARM_UP_PLIES = 8;

    private final Board board;
    private final Player player;
    private int me;

    public AwaleConversation(RuleSet rules, Player player) {
        this.board = Board.start(rules);
        this.player = player;
    }

    @Override
    public String reply(String text, long turnStartNanos) {
        if (text.startsWith("OPENING")) {
            playOpening(text);
            return null;
        }
        if (text.equals("START")) {
            if (me != 0) {
                throw new ProtocolViolation("START in the middle of a game");
            }
            me = board.toMove();
        } else {
            int move;
            try {
                move = Moves.parse(text);
            } catch (IllegalArgumentException e) {
                throw new ProtocolViolation(e.getMessage());
            }
            if (me == 0) {
                me = 3 - board.toMove();
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

    private void playOpening(String text) {
        if (me != 0 || board.ply() != 0) {
            throw new ProtocolViolation("OPENING in the middle of a game");
        }
        String[] words = text.split("[ \t]+");
        for (int i = 1; i < words.length; i++) {
            int move;
            try {
                move = Moves.parse(words[i]);
            } catch (IllegalArgumentException e) {
                throw new ProtocolViolation("OPENING move " + i + ": " + e.getMessage());
            }
            String why = board.illegalReason(move);
            if (why != null) {
                throw new ProtocolViolation("OPENING move " + i + " is illegal: " + why);
            }
            board.playUnchecked(move);
        }
        if (board.isOver()) {
            throw new ProtocolViolation("the OPENING ends the game");
        }
    }

    /**
     * Talks a few plies through a copy of this conversation, with a player that takes the first
     * legal move, so that the first real answer does not wait for the JVM to load and run that
     * code for the first time (about 10 ms); then lets the player warm up.
     */
    @Override
    public void warmUp(long nanos) {
        int[] legal = new int[Moves.MAX_LEGAL];
        AwaleConversation scratch = new AwaleConversation(board.rules(), (position, start) -> {
            position.legalMoves(legal);
            return legal[0];
        });
        String answer = scratch.reply("START", System.nanoTime());
        for (int ply = 1; ply < WARM_UP_PLIES && answer != null && !scratch.board.isOver(); ply++) {
            // The opponent's reply, as its line: the first legal move where the answer left the game.
            scratch.board.legalMoves(legal);
            answer = scratch.reply(Moves.format(legal[0]), System.nanoTime());
        }
        if (nanos > 0) {
            player.warmUp(board, nanos);
        }
    }

    @Override
    public Conversation nextGame() {
        return new AwaleConversation(board.rules(), player);
    }

    @Override
    public int ply() {
        return board.ply();
    }
}
