package arbitre.bots.iddfs;

/**
 * The weights of {@link Evaluation}; see there for what each term means. Signs are part of the
 * weight: a penalty is negative.
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
 * @param blueOnSide per blue seed of that difference, on top of {@code seedOnSide}
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
        int blueOnSide,
        int transparentOnSide) {

    /** The weights of the AI Game 2025 report's bot. */
    public static final EvaluationWeights REPORT =
            new EvaluationWeights(200, -40, 30, 8, 10, 50_000, -50_000, 600, 20, -30, 0, 0, 0);

    /** The weights the bot plays with. */
    public static final EvaluationWeights DEFAULT = REPORT;
}
