package arbitre.game.fenix;

import arbitre.engine.fenix.ActionFormatException;
import arbitre.engine.fenix.FenixAction;
import arbitre.engine.fenix.FenixBoard;
import arbitre.engine.fenix.FenixEndReason;
import arbitre.engine.fenix.FenixPerft;
import arbitre.engine.fenix.FenixPosition;
import arbitre.engine.fenix.Squares;
import arbitre.game.Game;
import arbitre.game.GameType;
import arbitre.protocol.Codec;
import arbitre.protocol.Message;
import java.util.List;

/**
 * Fenix (docs/fenix.md): one variant, {@code course}, the rules of the course's engine. A game
 * starts from {@code standard}, the initial position, or from any position given as a position
 * text ({@code SSSSSS../… r 0 - 0}), which is then the start's name in logs. Bots are told nothing
 * before the first request: red gets {@code START}.
 */
public final class FenixType implements GameType {
    public static final String NAME = "fenix";
    public static final String VARIANT = "course";
    public static final String STANDARD = "standard";
    public static final FenixType INSTANCE = new FenixType();

    /** The instance {@link java.util.ServiceLoader} makes; the others use {@link #INSTANCE}. */
    public FenixType() {}

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public List<String> variants() {
        return List.of(VARIANT);
    }

    /** {@code standard}; any position text is a start too ({@link #hasStart}). */
    @Override
    public List<String> starts() {
        return List.of(STANDARD);
    }

    @Override
    public String otherStarts() {
        return "any position text, such as '" + arbitre.engine.fenix.FenixPosition.START + "'";
    }

    @Override
    public boolean hasStart(String start) {
        try {
            board(start);
            return true;
        } catch (IllegalArgumentException e) {
            return false;
        }
    }

    /** A player's score is the enemy pieces it captured. */
    @Override
    public String scoreUnit() {
        return "pieces";
    }

    /** In the order of docs/fenix.md: the losses, then the draws. */
    @Override
    public List<String> endReasons() {
        return List.of(
                        FenixEndReason.KING_LOST,
                        FenixEndReason.NO_PIECES,
                        FenixEndReason.SETUP_STUCK,
                        FenixEndReason.NO_MOVES,
                        FenixEndReason.REPETITION,
                        FenixEndReason.NO_CAPTURE_50)
                .stream()
                .map(FenixEndReason::wireName)
                .toList();
    }

    @Override
    public Game start(String variant, String start) {
        GameType.known("variant of " + NAME, variantOrDefault(variant), variants());
        return new FenixGame(startOrDefault(start), board(start));
    }

    /**
     * The board of a start: the initial position for {@code standard} or {@code null}, else the
     * position text.
     *
     * @throws IllegalArgumentException for a start that is neither, naming the field that is wrong
     */
    static FenixBoard board(String start) {
        if (start == null || start.equals(STANDARD)) {
            return FenixBoard.start();
        }
        try {
            return FenixPosition.parse(start);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException(
                    "unknown start position of " + NAME + ": neither " + STANDARD + " nor a position text ("
                            + e.getMessage() + ")",
                    e);
        }
    }

    /**
     * The start's 56 squares, row by row (0 empty, the stack's height, positive for red and
     * negative for black), then its ply counter. The log records none: a Fenix start's name, the
     * position text, already says it all.
     */
    @Override
    public List<Integer> viewerStart(String start) {
        FenixBoard board = board(startOrDefault(start));
        List<Integer> numbers = new java.util.ArrayList<>(Squares.COUNT + 1);
        for (int square = 0; square < Squares.COUNT; square++) {
            numbers.add(board.stack(square));
        }
        numbers.add(board.ply());
        return List.copyOf(numbers);
    }

    @Override
    public long perft(String variant, String start, int depth) {
        return FenixPerft.count(((FenixGame) start(variant, start)).board(), depth);
    }

    @Override
    public Codec codec() {
        return FenixCodec.INSTANCE;
    }

    @Override
    public List<Message> briefing(String start) {
        return List.of();
    }

    /**
     * Per action, in {@link #VIEWER_ALPHABET}: the start square (0 to 55, row × 8 + column), the end
     * square, the number of captured squares, then each captured square. The setup's stacking and
     * the movement phase's moves differ only by what stands on the end square, which the viewer
     * knows as it re-plays.
     */
    @Override
    public String viewerMoves(List<String> moves) {
        StringBuilder out = new StringBuilder(moves.size() * 3);
        for (String move : moves) {
            FenixAction action;
            try {
                action = FenixAction.parse(move);
            } catch (ActionFormatException e) {
                throw new IllegalArgumentException(e.getMessage(), e);
            }
            out.append(VIEWER_ALPHABET.charAt(action.start()))
                    .append(VIEWER_ALPHABET.charAt(action.end()))
                    .append(VIEWER_ALPHABET.charAt(Long.bitCount(action.captured())));
            for (long rest = action.captured(); rest != 0; rest &= rest - 1) {
                out.append(VIEWER_ALPHABET.charAt(Long.numberOfTrailingZeros(rest)));
            }
        }
        return out.toString();
    }
}
