package arbitre.report;

import arbitre.game.GameRegistry;
import arbitre.game.GameType;
import arbitre.log.MatchLog;
import java.util.ArrayList;
import java.util.List;

/**
 * The compact text form of a game's moves and thinking times that the report embeds, decoded by
 * the page's script only when a game is opened.
 *
 * <h2>Layout</h2>
 * Both strings use the 64 characters {@code A–Z a–z 0–9 - _}, safe in JSON and HTML.
 * <ul>
 *   <li>Moves: as the game packs them for the viewer ({@link arbitre.game.GameType#viewerMoves}); for
 *       Awale one character per ply. A 400-ply game is 400 characters.
 *   <li>Thinking times: one number per ply, in base 32, most significant digit first; a digit of
 *       value {@code d} is written as character {@code d + 32} when more digits follow and as
 *       {@code d} on the last one. Times under 32 ms take one character, under 1024 ms two.
 * </ul>
 * The positions themselves are never embedded: the page re-plays the moves with its own port of
 * the rules.
 */
final class GameCodec {
    static final String ALPHABET = arbitre.game.GameType.VIEWER_ALPHABET;

    private GameCodec() {}

    /**
     * The moves, as the log's game packs them: an opening's first, since the viewer re-plays from
     * the standard position.
     */
    static String moves(MatchLog log) {
        GameType type = GameRegistry.get(log.game());
        List<String> moves = new ArrayList<>(type.startMoves(log.start()));
        log.moves().forEach(move -> moves.add(move.move()));
        return type.viewerMoves(moves);
    }

    /** The thinking times, variable-length base 32; an opening's plies took none. */
    static String times(MatchLog log) {
        List<MatchLog.Move> moves = log.moves();
        StringBuilder out = new StringBuilder(moves.size() * 2);
        for (int i = GameRegistry.get(log.game()).startMoves(log.start()).size(); i > 0; i--) {
            appendNumber(out, 0);
        }
        for (MatchLog.Move move : moves) {
            appendNumber(out, Math.max(0, move.ms()));
        }
        return out.toString();
    }

    static void appendNumber(StringBuilder out, long value) {
        int shift = 0;
        while (value >>> (shift + 5) != 0) {
            shift += 5;
        }
        for (; shift > 0; shift -= 5) {
            out.append(ALPHABET.charAt(32 + (int) (value >>> shift & 31)));
        }
        out.append(ALPHABET.charAt((int) (value & 31)));
    }
}
