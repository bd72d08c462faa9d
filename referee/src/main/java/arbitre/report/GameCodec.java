package arbitre.report;

import arbitre.game.ViewerPositions;
import arbitre.log.MatchLog;
import java.util.List;

/**
 * The compact text form of a game's positions and thinking times that the report embeds, decoded
 * by the page's script only when a game is opened. The positions are the game's own ({@link
 * arbitre.game.GameType#viewerPositions}): the page plays no rules.
 *
 * <h2>Layout</h2>
 * Both strings are numbers in the 64 characters {@code A–Z a–z 0–9 - _}, safe in JSON and HTML: a
 * number is written in base 32, most significant digit first; a digit of value {@code d} is
 * character {@code d + 32} when more digits follow and {@code d} on the last one. Numbers under 32
 * take one character, under 1024 two. A signed number {@code n} is written as {@code 2n} when
 * {@code n >= 0} and {@code -2n - 1} otherwise.
 * <ul>
 *   <li>Positions: a position is a vector, the two scores then the game's cells. The first comes
 *       whole: its length, the player to move (0 once over), then each number, signed. Each ply
 *       then gives the index of its move in the report's list of moves; {@code changes * 4 +
 *       toMove}; for each number that changed, how many unchanged ones it skips and by how much it
 *       changed, signed; then the number of its marks and each mark. A 70-ply Awale game takes
 *       about 15 characters a ply.
 *   <li>Thinking times: one number per ply.
 * </ul>
 * A game without cells (no viewer module) has only its scores in the vector; its positions travel
 * as text beside them.
 */
final class GameCodec {
    static final String ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

    private GameCodec() {}

    /** The positions, each ply's move as its index given by {@code moveIndex}. */
    static String positions(ViewerPositions positions, java.util.function.ToIntFunction<String> moveIndex) {
        List<ViewerPositions.Frame> frames = positions.frames();
        int[] previous = vector(frames.get(0));
        StringBuilder out = new StringBuilder(frames.size() * 12 + previous.length * 2);
        appendNumber(out, previous.length);
        appendNumber(out, frames.get(0).toMove());
        for (int value : previous) {
            appendSigned(out, value);
        }
        for (int k = 1; k < frames.size(); k++) {
            ViewerPositions.Frame frame = frames.get(k);
            int[] vector = vector(frame);
            if (vector.length != previous.length) {
                throw new IllegalStateException("the positions of a game change size at ply " + k);
            }
            appendNumber(out, moveIndex.applyAsInt(positions.moves().get(k - 1)));
            int changes = 0;
            for (int i = 0; i < vector.length; i++) {
                if (vector[i] != previous[i]) {
                    changes++;
                }
            }
            appendNumber(out, changes * 4L + frame.toMove());
            int last = -1;
            for (int i = 0; i < vector.length; i++) {
                if (vector[i] != previous[i]) {
                    appendNumber(out, i - last - 1);
                    appendSigned(out, vector[i] - previous[i]);
                    last = i;
                }
            }
            appendNumber(out, frame.marks().length);
            for (int mark : frame.marks()) {
                appendNumber(out, mark);
            }
            previous = vector;
        }
        return out.toString();
    }

    private static int[] vector(ViewerPositions.Frame frame) {
        int[] cells = frame.cells() == null ? new int[0] : frame.cells();
        int[] vector = new int[cells.length + 2];
        vector[0] = frame.score1();
        vector[1] = frame.score2();
        System.arraycopy(cells, 0, vector, 2, cells.length);
        return vector;
    }

    /** The thinking times of the log's moves. */
    static String times(MatchLog log) {
        List<MatchLog.Move> moves = log.moves();
        StringBuilder out = new StringBuilder(moves.size() * 2);
        for (MatchLog.Move move : moves) {
            appendNumber(out, Math.max(0, move.ms()));
        }
        return out.toString();
    }

    static void appendSigned(StringBuilder out, long value) {
        appendNumber(out, value >= 0 ? 2 * value : -2 * value - 1);
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
