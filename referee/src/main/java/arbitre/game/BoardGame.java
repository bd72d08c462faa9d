package arbitre.game;

import arbitre.engine.BoardAdapter;
import arbitre.engine.GameBoard;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.function.IntFunction;

/**
 * A game behind the {@link Game} seam that is a thin layer over one of the engine's boards. What
 * every such game says the same way is said here and in {@link BoardAdapter}, from the {@link
 * GameBoard}: whose turn it is, the ply, whether, why and by whom the game ended, and how a move's
 * text is read (parsed once, then formatted or played). A game adds its notation, its rules' checks of a move, its legal
 * moves, its scores, and how a position looks.
 *
 * @param <B> the engine's board
 * @param <M> a move as the engine reads it (a move code, a pit, an action)
 */
public abstract class BoardGame<B extends GameBoard<B>, M> extends BoardAdapter<B> implements Game {

    private final Function<String, M> parse;
    private final Function<M, String> format;

    /**
     * @param parse a move's text as the engine reads it; throws an {@link IllegalArgumentException}
     *     (the engine's format exception) for a text that is not a move in the notation
     * @param format a move in canonical form
     */
    protected BoardGame(B board, Function<String, M> parse, Function<M, String> format) {
        super(board);
        this.parse = parse;
        this.format = format;
    }

    /**
     * Plays a well-formed move for the player to move.
     *
     * @throws IllegalArgumentException (the engine's exception for an illegal move) when the rules
     *     forbid it here; the board is unchanged
     */
    protected abstract void playMove(M move);

    @Override
    public final String canonical(String text) throws InvalidMoveException {
        return format.apply(parse(text));
    }

    @Override
    public final void play(String move) throws InvalidMoveException {
        M parsed = parse(move);
        try {
            playMove(parsed);
        } catch (IllegalArgumentException e) {
            throw new InvalidMoveException(e.getMessage(), false);
        }
    }

    private M parse(String text) throws InvalidMoveException {
        try {
            return parse.apply(text);
        } catch (IllegalArgumentException e) {
            throw new InvalidMoveException(e.getMessage(), true);
        }
    }

    @Override
    public final String endReason() {
        return board.isOver() ? board.endReason().wireName() : null;
    }

    /**
     * The rules as a match log records them ({@link Game#rules}): {@code name} (the variant) and
     * {@code game}, then the game's parameters in their order. The map may take more.
     */
    @SafeVarargs
    protected static Map<String, Object> rules(String name, String game, Map.Entry<String, ?>... parameters) {
        Map<String, Object> rules = new LinkedHashMap<>();
        rules.put("name", name);
        rules.put("game", game);
        for (Map.Entry<String, ?> parameter : parameters) {
            rules.put(parameter.getKey(), parameter.getValue());
        }
        return rules;
    }

    /** The first {@code count} moves of {@code moves}, each as {@code format} writes it. */
    protected static List<String> formatted(int[] moves, int count, IntFunction<String> format) {
        List<String> texts = new ArrayList<>(count);
        for (int i = 0; i < count; i++) {
            texts.add(format.apply(moves[i]));
        }
        return texts;
    }

    /**
     * {@code toMove} (1, 2, or {@code null} once over), then the outcome ({@link
     * Game#putOutcome}).
     */
    protected final void putTurnAndOutcome(ObjectNode root) {
        if (board.isOver()) {
            root.putNull("toMove");
        } else {
            root.put("toMove", board.toMove());
        }
        putOutcome(root, board);
    }

    /** A board's outcome ({@link Game#putOutcome}): over, winner and the reason's wire name. */
    public static void putOutcome(ObjectNode root, GameBoard<?> board) {
        boolean over = board.isOver();
        Game.putOutcome(
                root, over, over ? board.winner() : 0, over ? board.endReason().wireName() : null);
    }

    /**
     * The last line of a position drawn for a person, without its line end: how the game ended
     * ({@code game over (reason): draw}, or the winner and {@code wins}), or who is to move.
     *
     * @param player how a player is named, such as {@code player 1} or {@code South (player 1)}
     */
    public static String outcomeLine(GameBoard<?> board, IntFunction<String> player) {
        if (board.isOver()) {
            int winner = board.winner();
            return "game over (" + board.endReason().wireName() + "): "
                    + (winner == 0 ? "draw" : player.apply(winner) + " wins");
        }
        return player.apply(board.toMove()) + " to move";
    }
}
