package arbitre.bots.search;

/**
 * Which of the search's optional techniques are on. Each changes the tree the search walks but
 * not the rules it plays by; with none ({@link #PLAIN}) every move is searched to the full
 * depth with a full window, so that a fixed-depth score equals plain minimax.
 *
 * <h2>Aspiration windows and late move reductions</h2>
 * In the Awale both reach deeper in the same time ({@code bench}: depth 10 to 12 instead of 8 to 10 in two
 * seconds), but with the plain evaluation at the horizon neither won games at an equal number of
 * nodes per move, the measure that does not favour a search for visiting nodes faster or slower
 * (self-play, 20,000 or 30,000 nodes a move, openings of four random plies each played with both
 * colours under both rule sets): late move reductions took 51.8% ± 5.5% of 300 games against the
 * same search without them, and aspiration windows 46.0% ± 9.2% of 100. With the quiescence
 * search below, whose horizon scores no longer miss the captures at hand, late move reductions
 * won under the official rules: 56.2% ± 5.0% of 300 games at 20,000 nodes and 62.5% ± 7.3% of
 * 120 at 100,000, then the referee's SPRT at 20,000 nodes (H1 after 414 games, score 0.560, Elo
 * +42 ± 33); the Awale bot plays with them there. Aspiration windows still did not (48.3% ± 5.2%
 * of 300 at 20,000 nodes), nor with the evaluation of mobility and blue seeds and with late move
 * reductions (the referee's SPRT at 20,000 nodes, Elo 0 against 30: H0 after 494 games, score
 * 0.490, Elo -7.0 ± 29.2). The Kalah bot plays without them too: both won the referee's SPRT at
 * 100,000 nodes a move, but not at time, and against a course bot at its course's clock the bot
 * with them did worse on the same openings (the bots' README). The Fenix bot plays without them,
 * not having been measured with them ({@code EvalMatch} turns them on per side in the Awale).
 *
 * <h2>The quiescence search</h2>
 * At the horizon a position where the side to move can capture is not quiet: its evaluation
 * misses the seeds about to be taken. With the quiescence search on, the search plays on there
 * through the moves that capture or end the game (up to {@link Search#QUIESCENCE_PLIES} plies),
 * and the side to move may stand on the evaluation instead. At 20,000 nodes a move under the
 * Awale's official rules it took 60.3% ± 5.3% of 300 games against the same search without it
 * (56.0% ± 8.2% of 100 at 100,000 nodes); under the report's rules 51.0% ± 4.8% of 300. The Awale
 * bot turns it on under the official rules. In Kalah, where a sowing into the mover's own store
 * (another turn) is as loud as a capture, it won the referee's SPRT against the same search
 * without it at 20,000 and 100,000 nodes a move (scores 0.703 and 0.730 of 74 games each), and
 * the Kalah bot plays with it ({@code KalahNode#OPTIONS}). The Fenix bot plays without it, not
 * having been measured with it.
 *
 * <h2>Futility cuts</h2>
 * A margin per ply left (0 for none, the default): near the horizon, a position searched with a
 * null window whose evaluation beats beta by that much a ply is cut without searching its moves
 * ({@link Search}). The full Awale bot cuts at 400 a ply (two captured seeds) under the official
 * rules, up to three plies from the horizon. By the referee's SPRT at 20,000 nodes a move (Elo 0
 * against 30, openings of eight random plies): cutting one or two plies from the horizon against
 * the bot without cuts, H1 after 284 games, score 0.576 (+161 =5 −118), Elo +53.0 ± 38.0; up to
 * three plies against up to two, H1 after 756 games, score 0.545 (+400 =24 −332), Elo +31.3 ±
 * 25.2; up to three plies against the bot without cuts, H1 after 204 games, score 0.591 (+119 =3
 * −82), Elo +63.7 ± 43.0. The full Kalah bot cuts at 400 a ply (four seeds; {@code KalahNode}
 * has its SPRTs). The ladder's levels below the full bots search without, as they were measured.
 *
 * @param aspiration search each depth first in a narrow window around the last depth's score
 *     ({@link Search})
 * @param lateMoveReductions search quiet moves late in the order one or two plies shallower,
 *     again at full depth only when they beat the best so far ({@link Search})
 * @param quiescence at the horizon, search on the moves that capture, a few plies deep, before
 *     the evaluation is believed ({@link Search})
 * @param futilityMargin near the horizon, cut a null-window position whose evaluation beats beta
 *     by this much a ply left; 0 for none ({@link Search})
 */
public record SearchOptions(boolean aspiration, boolean lateMoveReductions, boolean quiescence, int futilityMargin) {
    /** None: a fixed depth gives exactly the minimax score. */
    public static final SearchOptions PLAIN = new SearchOptions(false, false, false);
    /** Aspiration windows and late move reductions. */
    public static final SearchOptions ALL = new SearchOptions(true, true, false);

    public SearchOptions {
        if (futilityMargin < 0) {
            throw new IllegalArgumentException("a futility margin is 0 (none) or more, got " + futilityMargin);
        }
    }

    /** Without futility cuts. */
    public SearchOptions(boolean aspiration, boolean lateMoveReductions, boolean quiescence) {
        this(aspiration, lateMoveReductions, quiescence, 0);
    }

    /** Without the quiescence search and futility cuts. */
    public SearchOptions(boolean aspiration, boolean lateMoveReductions) {
        this(aspiration, lateMoveReductions, false);
    }

    /** These options with futility cuts at {@code margin} a ply (0: none). */
    public SearchOptions withFutilityMargin(int margin) {
        return new SearchOptions(aspiration, lateMoveReductions, quiescence, margin);
    }
}
