package arbitre.bots.search;

/**
 * What a search found: the move and score of its last finished depth.
 *
 * @param move the move code to play
 * @param score its score from the side to move, in the game's evaluation units; decisive scores are
 *     {@link Search#WIN} minus the ply at which the game ends (negated for a loss)
 * @param depth the last depth finished (0 when the move was forced and nothing was searched)
 * @param nodes positions visited, the unfinished depth's included
 * @param nanos time spent, the unfinished depth's included
 * @param principalVariation the expected line, in move notation, separated by spaces
 */
public record SearchResult(int move, int score, int depth, long nodes, long nanos, String principalVariation) {

    /** Nodes per second over the whole search. */
    public long nodesPerSecond() {
        return nanos <= 0 ? 0 : (long) (nodes * 1e9 / nanos);
    }
}
