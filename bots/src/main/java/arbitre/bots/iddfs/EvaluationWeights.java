package arbitre.bots.iddfs;

import arbitre.engine.RuleSet;

/**
 * The weights of {@link Evaluation}; see there for what each term means. Signs are part of the
 * weight: a penalty is negative. The unit is a two-hundredth of a captured seed.
 *
 * <h2>The weights the bot plays with</h2>
 * {@link #DEFAULT} is the report's set ({@link #REPORT}) plus the two terms the report lacks:
 * {@code +80} per seed of difference between the seeds on the mover's side and on the
 * opponent's (two fifths of a captured seed), and a further {@code +10} per transparent seed of
 * that difference. Every other weight is the report's.
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
        int transparentOnSide) {

    /** The weights of the AI Game 2025 report's bot. */
    public static final EvaluationWeights REPORT =
            new EvaluationWeights(200, -40, 30, 8, 10, 50_000, -50_000, 600, 20, -30, 0, 0);

    /** The weights the bot plays with under the official rules: the report's, and the seeds kept on the mover's side. */
    public static final EvaluationWeights DEFAULT =
            new EvaluationWeights(200, -40, 30, 8, 10, 50_000, -50_000, 600, 20, -30, 80, 10);

    /** The weights the bot plays with under the report's rules: more for the seeds at home. */
    public static final EvaluationWeights DEFAULT_REPORT_RULES =
            new EvaluationWeights(200, -40, 30, 8, 10, 50_000, -50_000, 600, 20, -30, 120, 10);

    /** The weights the bot plays with under a rule set. */
    public static EvaluationWeights forRules(RuleSet rules) {
        return rules == RuleSet.REPORT ? DEFAULT_REPORT_RULES : DEFAULT;
    }
}
