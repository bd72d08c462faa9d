package arbitre.bots.fenix;

import arbitre.engine.fenix.FenixAction;

/**
 * What a Fenix search found: the action and score of its last finished depth.
 *
 * @param action the action to play
 * @param score its score from the side to move; decisive scores are {@link FenixSearch#WIN}
 *     minus the ply at which the game ends (negated for a loss)
 * @param depth the last depth finished
 * @param nodes positions visited, the unfinished depth's included
 * @param nanos time spent, the unfinished depth's included
 * @param principalVariation the expected line, separated by spaces
 */
public record FenixSearchResult(
        FenixAction action, int score, int depth, long nodes, long nanos, String principalVariation) {

    /** Nodes per second over the whole search. */
    public long nodesPerSecond() {
        return nanos <= 0 ? 0 : (long) (nodes * 1e9 / nanos);
    }
}
