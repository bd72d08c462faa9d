package arbitre.game;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;

/**
 * What the report's viewer shows of a game, as the game's own engine computes it: the position at
 * the start and after each logged move, so the viewer draws positions and knows no rules.
 *
 * @param firstPly the game's ply counter at the start (an Awale opening's plies, a Fenix position
 *     text's counter), so that the viewer numbers the plies as the game does
 * @param moves the moves played, one per position after the first
 * @param frames the position at the start, then after each move
 * @param error why the replay stopped before the last move, naming the ply; {@code null} when every
 *     move was played
 */
public record ViewerPositions(int firstPly, List<String> moves, List<Frame> frames, String error) {

    /**
     * One position.
     *
     * @param toMove the player to move, 1 or 2, or 0 once the game is over
     * @param scores both players' scores ({@link Game#score})
     * @param cells the board as numbers for the game's viewer module, {@code null} for a game without one
     * @param marks what the module highlights for the ply that led here (its start, its captures), in
     *     the module's own numbers; empty at the start
     * @param text the position as {@link Game#render()} draws it, for a game without a module; else
     *     {@code null}
     */
    public record Frame(int toMove, int score1, int score2, int[] cells, int[] marks, String text) {}

    /** How a game's positions read as numbers for its viewer module. */
    public interface Board {
        /** The board as numbers, in the order the module reads them. */
        int[] cells(Game game);

        /**
         * What the module highlights of a ply: numbers of its own; none by default.
         *
         * @param before the cells before the ply
         * @param mover the player who played it
         * @param after the game after it
         * @param move the move, as played
         */
        default int[] marks(int[] before, int mover, Game after, String move) {
            return new int[0];
        }

        /**
         * The board of a game of class {@code type}, read by {@code cells} and {@code marks}, which
         * get the game as its own class.
         */
        static <G extends Game> Board of(Class<G> type, Function<G, int[]> cells, Marks<G> marks) {
            return new Board() {
                @Override
                public int[] cells(Game game) {
                    return cells.apply(type.cast(game));
                }

                @Override
                public int[] marks(int[] before, int mover, Game after, String move) {
                    return marks.of(before, mover, type.cast(after), move);
                }
            };
        }
    }

    /** What the module highlights of a ply ({@link Board#marks}), from a game of class {@code G}. */
    @FunctionalInterface
    public interface Marks<G extends Game> {
        int[] of(int[] before, int mover, G after, String move);
    }

    /**
     * Plays {@code moves} on {@code game} and records each position: as {@code board}'s numbers, or
     * as the game's text when {@code board} is {@code null}. A move the game refuses ends the record
     * there, with the reason in {@link #error}.
     */
    public static ViewerPositions play(Game game, List<String> moves, Board board) {
        int first = game.ply();
        List<Frame> frames = new ArrayList<>(moves.size() + 1);
        frames.add(frame(game, board, new int[0]));
        for (int i = 0; i < moves.size(); i++) {
            String move = moves.get(i);
            int[] before = frames.get(frames.size() - 1).cells();
            int mover = game.toMove();
            try {
                if (game.isOver()) {
                    throw new InvalidMoveException("the game is already over", false);
                }
                game.play(move);
            } catch (InvalidMoveException e) {
                return new ViewerPositions(
                        first,
                        List.copyOf(moves.subList(0, i)),
                        frames,
                        "ply " + (first + i + 1) + ": " + move + " cannot be played here (" + e.getMessage() + ")");
            }
            frames.add(frame(game, board, board == null ? new int[0] : board.marks(before, mover, game, move)));
        }
        return new ViewerPositions(first, List.copyOf(moves), frames, null);
    }

    private static Frame frame(Game game, Board board, int[] marks) {
        return new Frame(
                game.isOver() ? 0 : game.toMove(),
                game.score(1),
                game.score(2),
                board == null ? null : board.cells(game),
                marks,
                board == null ? game.render() : null);
    }
}
