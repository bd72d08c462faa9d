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
 *       then gives the index of its move in the game's list of distinct moves; {@code changes * 2},
 *       plus 1 when the player to move is not the other one, then that player (0 once over); for
 *       each change, how many unchanged numbers it skips ({@code gap}) and by how much its numbers
 *       changed ({@code d}, signed): one number, {@code gap * 8 + d} when {@code d < 7}; else
 *       {@code gap * 8 + 7}, then {@code d * 2}, or for a run of {@code n >= 3} numbers side by
 *       side that changed alike, {@code (n - 3) * 2 + 1} then {@code d}. Then the number of its
 *       marks and each mark. Seeds sown into the next holes take a few characters however many.
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
            int changes = changes(previous, vector);
            // The player to move is most often the other one: only another answer is written.
            boolean usual = frame.toMove() == 3 - frames.get(k - 1).toMove();
            appendNumber(out, changes * 2L + (usual ? 0 : 1));
            if (!usual) {
                appendNumber(out, frame.toMove());
            }
            int last = -1;
            for (int i = 0; i < vector.length; i++) {
                if (vector[i] == previous[i]) {
                    continue;
                }
                long delta = vector[i] - previous[i];
                int run = 1;
                while (i + run < vector.length && vector[i + run] - previous[i + run] == delta) {
                    run++;
                }
                long gap = i - last - 1;
                long signed = delta >= 0 ? 2 * delta : -2 * delta - 1;
                if (run >= RUN) {
                    appendNumber(out, gap * 8 + 7);
                    appendNumber(out, (run - RUN) * 2L + 1);
                    appendNumber(out, signed);
                    i += run - 1;
                } else if (signed < 7) {
                    appendNumber(out, gap * 8 + signed);
                } else {
                    appendNumber(out, gap * 8 + 7);
                    appendNumber(out, signed * 2);
                }
                last = i;
            }
            appendNumber(out, frame.marks().length);
            for (int mark : frame.marks()) {
                appendNumber(out, mark);
            }
            previous = vector;
        }
        return out.toString();
    }

    /** The shortest run of cells changed alike that is written as one. */
    private static final int RUN = 3;

    /** How many changes a ply writes: a cell that changed, or a run of cells changed alike. */
    private static int changes(int[] previous, int[] vector) {
        int changes = 0;
        for (int i = 0; i < vector.length; i++) {
            if (vector[i] == previous[i]) {
                continue;
            }
            int run = 1;
            while (i + run < vector.length && vector[i + run] - previous[i + run] == vector[i] - previous[i]) {
                run++;
            }
            changes++;
            i += run >= RUN ? run - 1 : 0;
        }
        return changes;
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

    /**
     * The network's round trip of each ply, as {@code rttMs + 1} ({@code 0}: a ply of a bot on the
     * referee's machine); {@code null} when no ply has one.
     */
    static String roundTrips(MatchLog log) {
        if (log.moves().stream().noneMatch(move -> move.rttMs() != null)) {
            return null;
        }
        StringBuilder out = new StringBuilder(log.moves().size() * 2);
        for (MatchLog.Move move : log.moves()) {
            appendNumber(out, move.rttMs() == null ? 0 : Math.max(0, move.rttMs()) + 1);
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
