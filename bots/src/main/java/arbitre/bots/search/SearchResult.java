package arbitre.bots.search;

/**
 * What a search found: the move and score of its last finished depth.
 *
 * @param move the move to play, as the searched position lists it ({@link GamePosition})
 * @param score its score from the side to move, in the game's evaluation units; decisive scores are
 *     {@link Search#finishedGameScore} of the ply at which the game ends and the winner's lead
 *     (negated for a loss)
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

    /**
     * The line a bot writes on standard error after each move: {@code iddfs: ply P <noun> M depth
     * D score S nodes N nps R time T ms [bank B ms] pv ...}. Built by hand: {@code String.format}
     * loads the regex and locale machinery, tens of milliseconds of the first move in a fresh JVM.
     *
     * @param ply the ply the move is (1 for the game's first)
     * @param noun what a move is called in the game ("move", "pit", "action")
     * @param move the move, in the game's notation
     * @param bankNanos what is left of the bank, {@link Long#MAX_VALUE} when there is none
     */
    public String summary(int ply, String noun, String move, long bankNanos) {
        StringBuilder line = new StringBuilder(160)
                .append("iddfs: ply ")
                .append(ply)
                .append(' ')
                .append(noun)
                .append(' ')
                .append(move)
                .append(" depth ")
                .append(depth)
                .append(" score ")
                .append(score > 0 ? "+" : "")
                .append(score)
                .append(" nodes ")
                .append(nodes)
                .append(" nps ")
                .append(nodesPerSecond())
                .append(" time ")
                .append(nanos / 1_000_000)
                .append(" ms");
        if (bankNanos != Long.MAX_VALUE) {
            line.append(" bank ").append(bankNanos / 1_000_000).append(" ms");
        }
        return line.append(" pv ").append(principalVariation).toString();
    }
}
