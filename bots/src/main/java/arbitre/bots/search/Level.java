package arbitre.bots.search;

import java.util.List;

/**
 * A level of the bundled search bot ({@code iddfs --level N}): the same search and evaluation,
 * weakened in two plain ways, so that a student can measure a bot against a ladder of graded
 * strength, the same for the whole class.
 *
 * <ul>
 *   <li>A cap on the search: at most {@code maxDepth} plies, or about {@code maxNodes} nodes per
 *       move. It does not depend on the clock, so a level plays the same moves on any machine
 *       under any load (as long as the cap is reached within the move limit: the largest cap is a
 *       few milliseconds of search).
 *   <li>Random moves: on {@code randomPercent} of its moves, drawn from a random generator seeded
 *       with the bot's seed, the level plays a legal move drawn uniformly instead of searching.
 * </ul>
 *
 * The top level is the full bot: no cap, no random move, searching on the clock as {@code iddfs}
 * does without a level. Every other level's play is decided by its seed alone.
 *
 * @param number 1 for the weakest
 * @param maxDepth the deepest search, 0 for no cap on depth
 * @param maxNodes about the most nodes a move may search, 0 for no cap on nodes
 * @param randomPercent the share of moves, in percent, played at random
 */
public record Level(int number, int maxDepth, long maxNodes, int randomPercent) {
    /** The levels, weakest first; the last is the full bot. */
    public static final List<Level> ALL = List.of(
            new Level(1, 1, 0, 50),
            new Level(2, 1, 0, 30),
            new Level(3, 1, 0, 15),
            new Level(4, 1, 0, 7),
            new Level(5, 1, 0, 3),
            new Level(6, 1, 0, 0),
            new Level(7, 0, 100, 0),
            new Level(8, 0, 250, 0),
            new Level(9, 0, 600, 0),
            new Level(10, 0, 1_500, 0),
            new Level(11, 0, 4_000, 0),
            new Level(12, 0, 10_000, 0),
            new Level(13, 0, 25_000, 0),
            new Level(14, 0, 60_000, 0),
            new Level(15, 0, 0, 0));

    /** The name of the top level, the full bot, accepted besides its number. */
    public static final String FULL = "full";

    public Level {
        if (maxDepth < 0 || maxDepth > Search.MAX_DEPTH || maxNodes < 0 || randomPercent < 0 || randomPercent > 100) {
            throw new IllegalArgumentException("bad level " + number);
        }
    }

    /** The strongest level: the full bot. */
    public static Level top() {
        return ALL.get(ALL.size() - 1);
    }

    /**
     * The level a text names: its number, 1 to {@link #top()}'s, or {@value #FULL} for the top.
     *
     * @throws IllegalArgumentException naming the levels there are
     */
    public static Level parse(String text) {
        String name = text.strip();
        if (name.equalsIgnoreCase(FULL)) {
            return top();
        }
        try {
            int number = Integer.parseInt(name);
            if (number >= 1 && number <= ALL.size()) {
                return ALL.get(number - 1);
            }
        } catch (NumberFormatException e) {
            // Falls through to the message below.
        }
        throw new IllegalArgumentException("a level is 1.." + ALL.size() + " or '" + FULL + "' (the same as "
                + ALL.size() + "), got '" + text + "'");
    }

    /** Whether this is the full bot, weakened in no way. */
    public boolean isFull() {
        return maxDepth == 0 && maxNodes == 0 && randomPercent == 0;
    }

    /** The search's cap, which does not depend on the clock; {@code null} for the full bot, which plays on it. */
    public SearchLimits limits() {
        return SearchLimits.fixed(maxDepth, maxNodes);
    }

    /** What the level does, in a few words, such as {@code depth 1, 50% random moves}. */
    public String describe() {
        if (isFull()) {
            return "the full bot";
        }
        String cap = maxDepth > 0 ? "depth " + maxDepth : "about " + maxNodes + " nodes a move";
        return randomPercent > 0 ? cap + ", " + randomPercent + "% random moves" : cap;
    }
}
