package arbitre.game;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.List;
import java.util.Map;

/**
 * One game in progress, as the referee, the match logs, replay and reports see it: the one seam
 * between them and a game's rules. Moves cross it as text; each game parses, checks, applies and
 * formats its own. A new game plugs in with an implementation and an entry in {@link Games},
 * without touching the referee.
 */
public interface Game {

    /** The rule set's name and parameters, as recorded in match logs ({@code {"name": …}}). */
    Map<String, Object> rules();

    /** The player to move: 1 or 2. */
    int toMove();

    /** Plies played so far. */
    int ply();

    /**
     * The canonical form of a move text, without checking it against the position.
     *
     * @throws InvalidMoveException when the text is not a move in the notation
     */
    String canonical(String text) throws InvalidMoveException;

    /**
     * Plays a move for the player to move.
     *
     * @throws InvalidMoveException when the move is malformed ({@link InvalidMoveException#malformed()})
     *     or the rules forbid it here; the game is unchanged
     */
    void play(String move) throws InvalidMoveException;

    /** The moves the player to move may play, canonical, in the game's order; none once over. */
    List<String> legalMoves();

    boolean isOver();

    /** The winner once over (1, 2, or 0 for a draw). */
    int winner();

    /** Why the game ended by the rules (one word, such as {@code starvation}), once over. */
    String endReason();

    /** What a player has scored so far (captured seeds, for Awale). */
    int score(int player);

    /** What the scores are, in a few words for a person: {@code captured} (Awale), {@code stores} (Kalah). */
    default String scoreName() {
        return "captured";
    }

    /** The position for a program: a JSON object. */
    ObjectNode position();

    /** The position for a person: a few lines of text. */
    String render();

    /** {@code over}, then {@code winner} and {@code reason}, both {@code null} while the game goes on. */
    static void putOutcome(ObjectNode root, boolean over, int winner, String reason) {
        root.put("over", over);
        if (over) {
            root.put("winner", winner);
            root.put("reason", reason);
        } else {
            root.putNull("winner");
            root.putNull("reason");
        }
    }
}
