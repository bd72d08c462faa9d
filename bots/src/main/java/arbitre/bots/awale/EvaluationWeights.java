package arbitre.bots.awale;

import arbitre.engine.awale.Board;
import arbitre.engine.awale.RuleSet;

/**
 * The weights of {@link Evaluation}; see there for what each term means. Signs are part of the
 * weight: a penalty is negative. The unit is a two-hundredth of a captured seed.
 *
 * <h2>The weights the bot plays with</h2>
 * {@link #DEFAULT} is the report's set ({@link #REPORT}) plus the two terms the report lacks:
 * {@code +80} per seed of difference between the seeds on the mover's side and on the
 * opponent's (two fifths of a captured seed), and a further {@code +10} per transparent seed of
 * that difference; and mobility weighs twenty times as much: {@code +400} per own non-empty hole
 * and {@code -400} per opponent's (two captured seeds each, see "Mobility" below). Every other
 * weight is the report's. Under the official rules a hole's seeds count towards the seeds on each
 * side up to 12 only ({@code seedCap}, see "Heaps" below), and each blue seed of the difference
 * weighs a further {@code +60} ({@code blueOnSide}, see "Blue seeds" below).
 *
 * <p>Each change was kept only when it won games, measured by self-play at a fixed search depth
 * (deterministic: the same games on any machine, under any load), from openings of four random
 * plies, each opening played with both colors and under both rule sets; shares below are the
 * candidate's points, 120 or 160 games each at depth 6, ± a 95% interval of about 7%. Against
 * the report's set, a weight per seed on the side of 5 took 58%, 10 took 76%, 20 took 90%, 40
 * took 91%; head to head, 40 took 77% against 20 and 80 took 69% against 40 (heavier weights
 * were not tried). 10 per transparent seed took 62% on top of 20 per seed and 59% on top of 40.
 * Left out: a weight on blue seeds (-5 took 48%); halving the two vulnerable-hole weights or
 * dropping mobility lost points (83% and 62% instead of 90% against the report's set, with 20
 * per seed). Fading every term but the captured seeds over the last 40 plies before the move
 * limit (where only captured seeds count) took exactly half the points, every pair of games split,
 * in 100 games at 20,000 nodes a move: the games that reach the limit are decided earlier.
 *
 * <p>The set as a whole against the report's: at depth 6, 320 games from 80 openings, 92.8% ±
 * 2.7% of the points (official rules 98.1% ± 2.1%, report rules 87.5% ± 4.8%); at depth 7, all
 * 24 games; with both searching against the clock, 31 of 32 games at 100 ms per move and all 12
 * at 200 ms. The evaluation costs no speed: the search visits as many nodes per second as with
 * the report's set, and reaches a ply deeper in the same time.
 *
 * <h2>Per rule set</h2>
 * Under the report's rules ({@link #forRules}), seeds kept on the mover's side weigh {@code 120}
 * instead of {@code 80}: there, each player's eight holes are consecutive, so seeds at home feed
 * sowings that stay at home, and a side that runs out of them is starved sooner. In 200 games at
 * 20,000 nodes a move against {@link #DEFAULT}, 120 took 64.5% of the points under the report's
 * rules (100 games, ± about 9%) and 48% under the official rules, which keep {@code 80} (a lighter
 * {@code 60} took only 36.5% ± 9.2% of 100 official games).
 *
 * <h2>Mobility</h2>
 * A hole with seeds is a move, a hole that can be refilled and a seed that the opponent's sowing
 * cannot starve; an empty hole is none of these, and a side with few non-empty holes has few
 * moves left before it is starved or must sow into the opponent's holes. The report's {@code +20}
 * and {@code -30} per non-empty hole were far too light. A fit of the weights to self-play results
 * ({@code TuneWeights} in the test sources: 118,000 quiet positions of 1,500 games at 2,000 nodes
 * a move, official rules) put about one captured seed on each non-empty hole, on either side, and
 * the games confirmed it and asked for more.
 *
 * <p>Measured at 20,000 nodes a move (the same games under any load), first in one process
 * ({@code EvalMatch --nodes 20000 --opening-plies 8}, 60 openings of eight random plies, both
 * colors each; shares are the first set's points ± a 95% interval), official rules:
 * {@code ±100} took 63.7% ± 7.3% against the bot's set before it ({@code +20/-30}), {@code ±200}
 * 65.0% ± 8.4% against {@code ±100}, {@code ±400} 59.2% ± 7.5% against {@code ±200}, and
 * {@code ±800} only 37.5% ± 7.9% against {@code ±400}; with {@code ±400}, more weight on the seeds
 * on each side ({@code 120} instead of {@code 80}) took 38% of the first 58 games, where it was
 * stopped; with {@code ±100}, less ({@code 40}) took 31.3% ± 8.0%. Report rules: {@code ±100} took 60.8% ± 7.8% against the
 * set before it, {@code ±200} 60.0% ± 7.4% against {@code ±100}, {@code ±400} 54.6% ± 7.3% against
 * {@code ±200}, and 55.4% ± 7.3% from another 60 openings: both rule sets take {@code ±400}.
 *
 * <p>Then the candidates were played against the bot as it was before ({@code +20/-30}), as two
 * processes, by the referee's sequential probability ratio test (SPRT) for an Elo gain between 0
 * and 20, at α = β = 0.05 (bounds ±2.94 on the log-likelihood ratio), from balanced openings of
 * eight random plies:
 * <pre>
 * arbitre match --p1 "java -jar candidate.jar iddfs --nodes 20000" \
 *     --p2 "java -jar before.jar iddfs --nodes 20000" --name1 cand --name2 base \
 *     --games 2000 --openings random:8 --sprt elo0=0,elo1=20 --concurrency 1 --no-sandbox \
 *     --rules official
 * </pre>
 * <ul>
 *   <li>official rules, {@code ±100}: H1 after 238 games, score 0.626 (146 wins, 6 draws, 86
 *       losses), Elo +89.5 ± 45.6, LLR 2.98;</li>
 *   <li>official rules, {@code ±400} (kept): H1 after 144 games, score 0.729 (103 wins, 4 draws, 37
 *       losses), Elo +172.0 ± 63.2, LLR 3.04;</li>
 *   <li>report rules ({@code --rules report}), {@code ±400} (kept): H1 after 170 games, score
 *       0.641 (109 wins, 0 draws, 61 losses), Elo +100.8 ± 47.4, LLR 3.00.</li>
 * </ul>
 *
 * <h2>Tried and left out</h2>
 * Measured the same way (SPRT, or {@code EvalMatch} at 20,000 nodes a move from openings of eight
 * random plies, official and report rules), against the set before mobility:
 * <ul>
 *   <li>the whole fitted set of {@code TuneWeights} (official rules: vulnerable holes {@code -38}
 *       own and {@code -63} opponent's, reserve {@code -106}, opponent with one move {@code -112},
 *       mobility {@code +214/-198}, seeds on each side {@code 25}, transparent {@code 11}): H0
 *       after 136 games, score 0.283 (37 wins, 3 draws, 96 losses), Elo -161.4 ± 65.2, LLR -3.05.
 *       The fit reads the static score of quiet positions, but the search reads the tactical
 *       terms (a hole that a sowing turns into a capture) at its horizon, where they mean
 *       something else; only the strategic term, mobility, carried over to games;</li>
 *   <li>a position whose captured lead exceeds the seeds still on the board (the game is won
 *       whatever follows) scored as nearly won ({@code ±20,000}): 50.2% of 400 games from 100
 *       openings, nearly every pair of games split as without it: the search already plays those
 *       positions right;</li>
 *   <li>the positional terms fading over the last 20 seeds before the few-seeds end (fewer than
 *       10 on the board, which then count for no one): 48.6% of 72 official games and 46.4% of 70
 *       report games; dropped before the end of the run;</li>
 *   <li>with {@code ±400}, no bonus when the opponent has a single move: 51.2% ± 5.2% of 80
 *       official games against {@code ±400} with it;</li>
 *   <li>with {@code ±400}, every term but the captured seeds and the starvation terms fading over
 *       the last 60 plies before the move limit: 50.0% ± 2.3% of 120 official games, 58 of the 60
 *       pairs split one game each, as with 40 plies before mobility;</li>
 *   <li>with {@code ±400}, no weight on an opponent hole holding 1 or 2 seeds (the fit had turned
 *       it negative): 46.3% ± 8.5% of 120 official games;</li>
 *   <li>with {@code ±400}, a penalty of {@code -100} instead of a bonus of {@code +10} per own
 *       hole holding a reserve: 55.4% ± 8.2% of 120 official games in one process, then by SPRT
 *       against {@code ±400} as it is: no verdict after 785 games (406 wins, 8 draws, 371 losses),
 *       Elo +16.0 ± 23.3, LLR 0.85, where the run was stopped. Not kept: at most a small gain.</li>
 * </ul>
 *
 * <h2>The long game</h2>
 * Against the strongest bots, games run to the move limit with most seeds still on the board, and
 * there only captured seeds count. The search already knows it: a position at the limit is a
 * finished game, scored by its captured seeds like any other end, so the last plies are searched
 * exactly. Phase weights, which move the score from the positional terms to the captured seeds as
 * the limit nears, were measured by SPRT (for a gain between 0 and 30 Elo) at 100,000 nodes a move
 * against the weights as they are, official rules, from openings that lead to long games: the
 * positions at every fifth ply from ply 100 to 375 of two games that reached the limit against such
 * a bot, each followed by two random plies (295 openings). None was kept:
 * <ul>
 *   <li>every term but the captured seeds and the starvation terms fading linearly to nothing over
 *       the last 120 plies: H0 after 68 games, score 0.427 (29 wins, 39 losses; pairs 5 lost, 29
 *       split, none won), Elo -51.5 ± 42.5, LLR -3.06;</li>
 *   <li>only the seeds on each side (per seed and per transparent seed) fading so: H0 after 68
 *       games, score 0.471 (31 wins, 2 draws, 35 losses), Elo -20.5 ± 31.1, LLR -3.06;</li>
 *   <li>the same terms fading over the last 24 plies, so that the horizon's scores near the limit are
 *       nearly captured seeds alone: H0 after 68 games, score 0.493 (32 wins, 3 draws, 33 losses;
 *       33 of 34 pairs split), Elo -5.1 ± 9.9, LLR -3.06.</li>
 * </ul>
 * A likely reading: mobility and the seeds at home still predict captures late in the game, since
 * a side with few seeds or few non-empty holes is made to feed the other's captures within the
 * last plies too. These are self-play games; a bot that keeps seeds back may still call for a plan
 * of its own. In two games lost at 3 s a move to such a bot (20-28 and 16-36 at the limit), the
 * seeds were lost between plies 80 and 280, while the bot had fewer non-empty holes than the
 * other; the last hundred plies captured five seeds or none: the middle game, not the limit,
 * decided them.
 *
 * <h2>Heaps</h2>
 * Seeds at home are worth having when they can be played: a hole of 24 seeds is one move, and
 * when it is finally sown it lays one or two seeds in every hole of the board, which a bot that
 * keeps its own holes at three or four seeds captures in turn. In games lost at 3 s a move to the
 * strongest course bot, ours piled seeds into one hole while behind in captures, scored that as a
 * clear lead (at 80 a seed), and gave the heap away later. A linear fit to the positions of 21
 * games against that bot (the captures of the next 40 plies from the seeds on each side, mobility
 * and vulnerable holes) gave the seeds of a hole up to 8 or 12 about twice the weight of the
 * seeds beyond, which came out at nothing or slightly negative, and explained the captures better
 * than the plain count. So under the official rules a hole's seeds count up to 12 ({@code
 * seedCap}); a 20-seed heap weighs as 12. By the referee's SPRT against the uncapped weights
 * (Elo 0 against 30, 20,000 nodes a move, openings of eight random plies, seed 61): H1 after 700
 * games, score 0.546 (377 wins, 10 draws, 313 losses), Elo +31.9 ± 25.2, LLR 3.06. Under the
 * report's rules it was not measured, and there is no cap.
 *
 * <h2>Blue seeds</h2>
 * A blue seed sows only into the opponent's holes: the side that holds blue seeds can drop seeds
 * into the other's holes alone, to make the 2s and 3s it captures, while the other side's moves
 * also sow into its own holes. In the 44 games played against the strongest course bot, which
 * weighs a blue seed at home nearly as much as a captured one, ours had given most of its blue
 * seeds away by ply 200 in each of the 39 games that went past it (its blue seeds minus the
 * other's: -18 to -32), and lost most of those; the games it won before ply 200 had kept more
 * of them (-14 to +11 at ply 100). A linear
 * fit could not see it, since nearly every position had the same blue difference. Under the
 * official rules each blue seed of the difference between the sides weighs {@code +60} on top of
 * the seeds on each side. By the referee's SPRT against the weights without it (Elo 0 against 30,
 * 20,000 nodes a move, openings of eight random plies, seed 71): H1 after 154 games, score 0.643
 * (98 wins, 2 draws, 54 losses), Elo +102.1 ± 57.8, LLR 3.02. Against {@code +60}, a lighter
 * {@code +30} lost (seed 91: H0 after 170 games, score 0.432, Elo -47.3 ± 48.0, LLR -2.97) and a
 * heavier {@code +120} gained nothing seen (seed 81: no verdict after 160 games, score 0.509, Elo
 * +6.5 ± 52.3, LLR -0.36, stopped), then lost when measured again (seed 121: H0 after 240 games,
 * score 0.465, Elo -24.7 ± 38.7, LLR -3.01). Under the report's rules it was not measured and weighs
 * nothing. A transparent seed may be sown as a blue one too, yet weighing it as much ({@code
 * transparentOnSide} {@code +60} instead of {@code +10}, with the blue weight) showed no clear gain
 * either (seed 101: no verdict after 465 games, score 0.519, Elo +14.2 ± 30.0, LLR -0.10,
 * stopped), and weighing it below a red one ({@code -10}), as the strongest course bot does, lost
 * (seed 111: H0 after 256 games, score 0.457, Elo -29.9 ± 41.0, LLR -3.04). In the games that
 * bot took to the move limit, ours ended with most transparent seeds and it with the blue ones.
 *
 * @param capturedSeed per seed of captured difference
 * @param ownVulnerable per own hole holding 1 or 2 seeds
 * @param opponentVulnerable per opponent hole holding 1 or 2 seeds
 * @param bigHole a hole holds a reserve when it has more seeds than this
 * @param ownBigHoleBonus per own hole holding a reserve
 * @param opponentStarved when the opponent has no seed left
 * @param ownStarved when the side to move has no seed left
 * @param opponentOneMove when the opponent has exactly one legal move
 * @param ownMobility per own non-empty hole
 * @param opponentMobility per opponent non-empty hole
 * @param seedOnSide per seed of difference between the seeds in own holes and in the opponent's
 * @param transparentOnSide per transparent seed of that difference, on top of {@code seedOnSide}
 * @param seedCap a hole's seeds beyond this many add nothing to the seeds on each side ({@link
 *     #NO_CAP}: none)
 * @param blueOnSide per blue seed of difference between the seeds on each side, on top of {@code
 *     seedOnSide}
 */
public record EvaluationWeights(
        int capturedSeed,
        int ownVulnerable,
        int opponentVulnerable,
        int bigHole,
        int ownBigHoleBonus,
        int opponentStarved,
        int ownStarved,
        int opponentOneMove,
        int ownMobility,
        int opponentMobility,
        int seedOnSide,
        int transparentOnSide,
        int seedCap,
        int blueOnSide) {

    /** A {@code seedCap} that caps nothing: no hole holds more than every seed of the game. */
    public static final int NO_CAP = Board.SEEDS;

    /** The weights of the AI Game 2025 report's bot. */
    public static final EvaluationWeights REPORT =
            new EvaluationWeights(200, -40, 30, 8, 10, 50_000, -50_000, 600, 20, -30, 0, 0, NO_CAP, 0);

    /**
     * The weights the bot plays with under the official rules: the report's, the seeds kept on the
     * mover's side (a heap counting as 12, blue seeds more), and a heavy mobility.
     */
    public static final EvaluationWeights DEFAULT =
            new EvaluationWeights(200, -40, 30, 8, 10, 50_000, -50_000, 600, 400, -400, 80, 10, 12, 60);

    /** The weights the bot plays with under the report's rules: more for the seeds at home. */
    public static final EvaluationWeights DEFAULT_REPORT_RULES =
            new EvaluationWeights(200, -40, 30, 8, 10, 50_000, -50_000, 600, 400, -400, 120, 10, NO_CAP, 0);

    /** The weights the bot plays with under a rule set. */
    public static EvaluationWeights forRules(RuleSet rules) {
        return rules == RuleSet.REPORT ? DEFAULT_REPORT_RULES : DEFAULT;
    }
}
