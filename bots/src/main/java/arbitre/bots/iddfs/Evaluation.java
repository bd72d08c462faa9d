package arbitre.bots.iddfs;

import arbitre.engine.Board;
import arbitre.engine.RuleSet;

/**
 * The static evaluation of a position that goes on, from the side to move ("own") against its
 * opponent, in the terms of the AI Game 2025 report's bot:
 * <ul>
 *   <li>{@code 200} per seed of captured difference: material dominates every other term;</li>
 *   <li>{@code -40} per own hole holding 1 or 2 seeds, {@code +30} per opponent hole holding 1 or
 *       2: one or two more seeds make such a hole 2 or 3, capturable;</li>
 *   <li>{@code +10} per own hole holding more than 8 seeds: a reserve that can sow a long lap.
 *       The report does not say whose holes count; reading them as the mover's own is the one
 *       that rewards a reserve the mover controls;</li>
 *   <li>{@code +50,000} when the opponent has no seed at all and {@code -50,000} when the mover
 *       has none (starvation is near); {@code +600} when the opponent has a single legal move;</li>
 *   <li>mobility: {@code +20} per own non-empty hole, {@code -30} per opponent non-empty hole.</li>
 * </ul>
 * The side to move always has a seed (otherwise the game would be over), so the {@code -50,000}
 * term only matters for positions set up by hand.
 *
 * <p>Terms beyond the report's are switched on by {@link EvaluationWeights}: at 0 they cost
 * nothing but a multiply. One pass over the sixteen packed holes, no allocation.
 */
public final class Evaluation {
    private final EvaluationWeights weights;
    /** [player index][k]: 0-based hole indices of that player. */
    private final int[][] holes;

    public Evaluation(RuleSet rules, EvaluationWeights weights) {
        this.weights = weights;
        this.holes = new int[2][];
        for (int player = 1; player <= 2; player++) {
            int[] owned = rules.holesOf(player);
            for (int k = 0; k < owned.length; k++) {
                owned[k]--;
            }
            holes[player - 1] = owned;
        }
    }

    public EvaluationWeights weights() {
        return weights;
    }

    /** The score of a position that goes on, from the side to move's point of view. */
    public int evaluate(Board board) {
        EvaluationWeights w = weights;
        int me = board.toMove();
        int them = 3 - me;
        int score = w.capturedSeed() * (board.captured(me) - board.captured(them));

        int[] own = holes[me - 1];
        int ownVulnerable = 0;
        int ownBig = 0;
        int ownNonEmpty = 0;
        int ownSeeds = 0;
        for (int i : own) {
            int seeds = board.packedHole(i) >>> 24;
            ownSeeds += seeds;
            if (seeds != 0) {
                ownNonEmpty++;
                if (seeds <= 2) {
                    ownVulnerable++;
                } else if (seeds > w.bigHole()) {
                    ownBig++;
                }
            }
        }
        int[] theirs = holes[them - 1];
        int theirVulnerable = 0;
        int theirNonEmpty = 0;
        int theirMoves = 0;
        int theirSeeds = 0;
        for (int i : theirs) {
            int packed = board.packedHole(i);
            int seeds = packed >>> 24;
            theirSeeds += seeds;
            if (seeds != 0) {
                theirNonEmpty++;
                if (seeds <= 2) {
                    theirVulnerable++;
                }
                theirMoves += ((packed & 0xFF) != 0 ? 1 : 0) + ((packed & 0xFF00) != 0 ? 1 : 0)
                        + ((packed & 0xFF_0000) != 0 ? 2 : 0);
            }
        }
        score += w.ownVulnerable() * ownVulnerable + w.opponentVulnerable() * theirVulnerable
                + w.ownBigHoleBonus() * ownBig
                + w.ownMobility() * ownNonEmpty + w.opponentMobility() * theirNonEmpty
                + w.seedOnSide() * (ownSeeds - theirSeeds);
        if (theirNonEmpty == 0) {
            score += w.opponentStarved();
        } else if (theirMoves == 1) {
            score += w.opponentOneMove();
        }
        if (ownNonEmpty == 0) {
            score += w.ownStarved();
        }
        return score;
    }
}
