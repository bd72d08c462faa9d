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
 *       under any load (as long as the cap is reached within the move limit: the largest caps are
 *       a few hundred milliseconds of search).
 *   <li>Random moves: on {@code randomPercent} of its moves, drawn from a random generator seeded
 *       with the bot's seed, the level plays a legal move drawn uniformly instead of searching.
 * </ul>
 *
 * Each game has a ladder of its own, its steps measured in that game (docs/students.md). The top
 * level is the full bot: no cap, no random move, searching on the clock as {@code iddfs} does
 * without a level. Every other level's play is decided by its seed alone.
 *
 * @param number 1 for the weakest
 * @param maxDepth the deepest search, 0 for no cap on depth
 * @param maxNodes about the most nodes a move may search, 0 for no cap on nodes
 * @param randomPercent the share of moves, in percent, played at random
 */
public record Level(int number, int maxDepth, long maxNodes, int randomPercent) {
    /** The name of the top level, the full bot, accepted besides its number. */
    public static final String FULL = "full";

    public Level {
        if (maxDepth < 0 || maxDepth > Search.MAX_DEPTH || maxNodes < 0 || randomPercent < 0 || randomPercent > 100) {
            throw new IllegalArgumentException("bad level " + number);
        }
    }

    /** The strongest level of a ladder: the full bot. */
    public static Level top(List<Level> ladder) {
        return ladder.get(ladder.size() - 1);
    }

    /**
     * The level of a ladder that a text names: its number, 1 to {@link #top}'s, or {@value #FULL}
     * for the top.
     *
     * @param game the game whose ladder it is, by name, for the message
     * @throws IllegalArgumentException naming the ladder's levels
     */
    public static Level parse(String text, List<Level> ladder, String game) {
        String name = text.strip();
        if (name.equalsIgnoreCase(FULL)) {
            return top(ladder);
        }
        try {
            int number = Integer.parseInt(name);
            if (number >= 1 && number <= ladder.size()) {
                return ladder.get(number - 1);
            }
        } catch (NumberFormatException e) {
            // Falls through to the message below.
        }
        throw new IllegalArgumentException("a level of " + game + " is 1.." + ladder.size() + " or '" + FULL
                + "' (the same as " + ladder.size() + "), got '" + text + "'");
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
