package arbitre.game;

import java.util.List;

/** Random openings of a game drawn from a seed, each by its number: the same seed, the same openings. */
public interface OpeningDraw {
    /**
     * Opening number {@code index}, as its moves in canonical form.
     *
     * @throws IllegalStateException when no opening can be drawn within the draw's limits
     */
    List<String> moves(long index);

    /** The start (a start name of the game) that plays opening number {@code index}. */
    String start(long index);
}
