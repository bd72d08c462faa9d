package arbitre.game.fenix;

import arbitre.engine.fenix.FenixAction;
import arbitre.engine.fenix.FenixBoard;
import arbitre.engine.fenix.FenixEndReason;
import arbitre.engine.fenix.FenixPerft;
import arbitre.engine.fenix.FenixPosition;
import arbitre.engine.fenix.Squares;
import arbitre.game.Game;
import arbitre.game.GameType;
import arbitre.game.OpeningFile;
import arbitre.game.OpeningSuite;
import arbitre.game.Resumption;
import arbitre.game.ViewerPositions;
import arbitre.protocol.Codec;
import arbitre.protocol.Message;
import java.nio.file.Path;
import java.util.List;

/**
 * Fenix (docs/fenix.md): one variant, {@code course}, the rules of the course's engine. A game
 * starts from {@code standard}, the initial position, or from any position given as a position
 * text ({@code SSSSSS../… r 0 - 0}), which is then the start's name in logs. Bots are told nothing
 * before the first request: red gets {@code START}. Its suite of openings is a file of starts, a
 * position text (or {@code standard}) per line, where the game is not over yet.
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
        return GameType.wireNames(
                FenixEndReason.KING_LOST,
                FenixEndReason.NO_PIECES,
                FenixEndReason.SETUP_STUCK,
                FenixEndReason.NO_MOVES,
                FenixEndReason.REPETITION,
                FenixEndReason.NO_CAPTURE_50);
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

    @Override
    public String openingSuites() {
        return "a FILE of starts, one position text per line";
    }

    @Override
    public OpeningSuite openingSuite(String text, Path base, String variant, long seed, int maxEval) {
        GameType.known("variant of " + NAME, variantOrDefault(variant), variants());
        Path file = base == null ? Path.of(text) : base.resolve(text);
        return OpeningFile.read(file, line -> {
            FenixBoard board = board(line);
            if (board.isOver()) {
                throw new IllegalArgumentException(
                        "the game is already over there (" + board.endReason().wireName() + "): '" + line + "'");
            }
            return line;
        });
    }

    @Override
    public long perft(String variant, String start, int depth) {
        return FenixPerft.count(((FenixGame) start(variant, start)).board(), depth);
    }

    /**
     * The Fenix protocol (docs/fenix.md, "Protocol"): {@code START} to red only, then each bot gets
     * the opponent's last action in canonical form. A bot's every line is read as an action: course
     * agents do not referee themselves, so no line closes a game from a bot's side. The captured
     * squares may come in any order; the game's canonical form is what is relayed and logged.
     */
    @Override
    public Codec codec() {
        return Codec.LINES_ARE_MOVES;
    }

    @Override
    public List<Message> briefing(String start) {
        return List.of();
    }

    /**
     * No line carries a Fenix start: the bots find the position after the plies in {@code
     * ARBITRE_START}, as for any game from a position text (the boards seen since the last capture
     * are not in it).
     */
    @Override
    public Resumption resumption(String start, Game game, List<String> plies) {
        FenixBoard board = ((FenixGame) game).board();
        if (board.isOver()) {
            throw new IllegalArgumentException("the game is over after ply " + board.ply());
        }
        return new Resumption(null, FenixPosition.format(board));
    }

    @Override
    public String viewerModule() {
        return "/arbitre/report/boards/fenix.js";
    }

    /**
     * The 56 squares row by row (0 empty, else the stack's height, positive for red and negative for
     * black), then 1 during the setup and 0 after it. An action marks its start square
     * ({@code square * 4}), its end square ({@code square * 4 + 1}, or {@code + 3} when the stack
     * went onto one of its own colour) and each square it captured ({@code square * 4 + 2}).
     */
    @Override
    public ViewerPositions.Board viewerBoard() {
        return ViewerPositions.Board.of(FenixGame.class, FenixType::viewerCells, FenixType::viewerMarks);
    }

    private static int[] viewerCells(FenixGame game) {
        FenixBoard board = game.board();
        int[] cells = new int[Squares.COUNT + 1];
        for (int square = 0; square < Squares.COUNT; square++) {
            cells[square] = board.stack(square);
        }
        cells[Squares.COUNT] = board.ply() < FenixBoard.SETUP_PLIES ? 1 : 0;
        return cells;
    }

    private static int[] viewerMarks(int[] before, int mover, FenixGame after, String move) {
        FenixAction action = FenixAction.parse(move);
        int sign = mover == 1 ? 1 : -1;
        int[] marks = new int[2 + Long.bitCount(action.captured())];
        marks[0] = action.start() * 4;
        marks[1] = action.end() * 4 + (before[action.end()] * sign > 0 ? 3 : 1);
        int k = 2;
        for (long rest = action.captured(); rest != 0; rest &= rest - 1) {
            marks[k++] = Long.numberOfTrailingZeros(rest) * 4 + 2;
        }
        return marks;
    }
}
