package arbitre.standings;

import arbitre.log.MatchLog;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import java.util.List;

/**
 * What the standings need of one finished match, taken from its log.
 *
 * @param id the match's name: its log's file name without {@code .json}
 * @param file where its log is, relative to the standings' folder when it lies under it
 * @param player1 the name of the bot that moved first
 * @param player2 the other
 * @param winner 1, 2, or 0 for a draw
 * @param reason how it ended ({@code majority}, {@code timeout}, …)
 * @param forfeit the player who broke the protocol, 0 when both did, {@code null} when none did
 * @param plies moves played
 * @param captured seeds captured by player 1 and player 2
 */
@JsonPropertyOrder({"id", "file", "player1", "player2", "winner", "reason", "forfeit", "plies", "captured"})
public record GameRecord(String id, String file, String player1, String player2, int winner, String reason,
        Integer forfeit, int plies, List<Integer> captured) {

    public GameRecord {
        captured = List.copyOf(captured);
    }

    /** The record of a log found at {@code file}. */
    public static GameRecord of(String id, String file, MatchLog log) {
        MatchLog.Result result = log.result();
        return new GameRecord(id, file, log.players().get(0).name(), log.players().get(1).name(), result.winner(),
                result.reason(), result.forfeit(), result.plies(), result.captured());
    }

    /** The name of player 1 or 2. */
    public String name(int player) {
        return player == 1 ? player1 : player2;
    }

    /** Whether player 1 or 2 broke the protocol. */
    public boolean forfeited(int player) {
        return forfeit != null && (forfeit == 0 || forfeit == player);
    }

    /**
     * Player 1's or 2's points: 1 a win, ½ a draw, 0 a loss; a bot that broke the protocol scores
     * nothing, also when both did and the game counts as a draw.
     */
    public double points(int player) {
        if (forfeited(player)) {
            return 0;
        }
        return winner == player ? 1 : winner == 0 ? 0.5 : 0;
    }
}
