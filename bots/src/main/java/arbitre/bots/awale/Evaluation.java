package arbitre.bots.awale;

import arbitre.engine.awale.Board;
import arbitre.engine.awale.RuleSet;

/**
 * The static evaluation of a position that goes on, from the side to move ("own") against its
 * opponent. The terms of the AI Game 2025 report's bot, with its weights:
 * <ul>
 *   <li>{@code 200} per seed of captured difference: material dominates every other term;</li>
 *   <li>{@code -40} per own hole holding 1 or 2 seeds, {@code +30} per opponent hole holding 1 or
 *       2: one or two more seeds make such a hole 2 or 3, capturable;</li>
 *   <li>{@code +10} per own hole holding more than 8 seeds: a reserve that can sow a long lap.
 *       The report does not say whose holes count; reading them as the mover's own is the one
 *       that rewards a reserve the mover controls;</li>
 *   <li>{@code +50,000} when the opponent has no seed at all and {@code -50,000} when the mover
 *       has none (starvation is near); {@code +600} when the opponent has a single legal move;</li>
 *   <li>mobility: {@code +20} per own non-empty hole, {@code -30} per opponent non-empty hole
 *       (the bot weighs it twenty times as much: two captured seeds a hole).</li>
 * </ul>
 * The side to move always has a seed (otherwise the game would be over), so the {@code -50,000}
 * term only matters for positions set up by hand.
 *
 * <p>Two terms go beyond the report's (zero in {@link EvaluationWeights#REPORT}):
 * <ul>
 *   <li>seeds on each side: a weight per seed of difference between the seeds in own holes and
 *       in the opponent's. Seeds at home are material not yet lost: they feed the mover's moves,
 *       and a side that runs short of seeds must sow into the other's holes and gets starved.
 *       A hole counts its seeds up to a cap only: a heap is a single move, and once sown it feeds
 *       the opponent's holes;</li>
 *   <li>transparent seeds on each side: a further weight per transparent seed of that difference.
 *       A transparent seed is played as red or blue, so it keeps two ways of sowing open.</li>
 *   <li>blue seeds on each side: a further weight per blue seed of that difference. Blue seeds
 *       sow only into the opponent's holes: a side that holds them can drop seeds into the
 *       other's holes alone, to make the 2s and 3s it captures, and a side that has given its
 *       blue seeds away has no such move left.</li>
 * </ul>
 * The numbers the bot plays with, and how they were measured, are in {@link EvaluationWeights}.
 * One pass over the sixteen packed holes, no allocation.
 */
public final class Evaluation {
    private final EvaluationWeights weights;
    /** [player index][k]: 0-based hole indices of that player. */
    private final int[][] holes;
    /** [seeds in a hole]: the per-hole terms of an own hole holding that many seeds. */
    private final int[] ownHoleTerm = new int[256];
    /** [seeds in a hole]: the per-hole terms of an opponent hole holding that many seeds. */
    private final int[] opponentHoleTerm = new int[256];

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
        for (int seeds = 1; seeds < 256; seeds++) {
            boolean vulnerable = seeds <= 2;
            ownHoleTerm[seeds] = weights.ownMobility()
                    + weights.seedOnSide() * Math.min(seeds, weights.seedCap())
                    + (vulnerable ? weights.ownVulnerable() : 0)
                    + (seeds > weights.bigHole() ? weights.ownBigHoleBonus() : 0);
            opponentHoleTerm[seeds] = weights.opponentMobility()
                    - weights.seedOnSide() * Math.min(seeds, weights.seedCap())
                    + (vulnerable ? weights.opponentVulnerable() : 0);
        }
    }

    public EvaluationWeights weights() {
        return weights;
    }

    /**
     * The score of a position that goes on, from the side to move's point of view. The per-hole
     * terms come from two tables indexed by the hole's seed count, so the loop has no branch;
     * the opponent's moves are counted only in the rare case of a single non-empty hole.
     */
    public int evaluate(Board board) {
        int me = board.toMove();
        int them = 3 - me;
        int score = weights.capturedSeed() * (board.captured(me) - board.captured(them));

        int[] own = holes[me - 1];
        int ownNonEmpty = 0;
        int transparent = 0;
        int blue = 0;
        for (int i : own) {
            int packed = board.packedHole(i);
            score += ownHoleTerm[packed >>> 24];
            ownNonEmpty |= packed;
            transparent += packed >>> 16 & 0xFF;
            blue += packed >>> 8 & 0xFF;
        }
        int[] theirs = holes[them - 1];
        int theirNonEmpty = 0;
        int lastNonEmpty = 0;
        for (int i : theirs) {
            int packed = board.packedHole(i);
            score += opponentHoleTerm[packed >>> 24];
            transparent -= packed >>> 16 & 0xFF;
            blue -= packed >>> 8 & 0xFF;
            if (packed != 0) {
                theirNonEmpty++;
                lastNonEmpty = packed;
            }
        }
        score += weights.transparentOnSide() * transparent + weights.blueOnSide() * blue;
        if (theirNonEmpty == 0) {
            score += weights.opponentStarved();
        } else if (theirNonEmpty == 1 && singleMove(lastNonEmpty)) {
            score += weights.opponentOneMove();
        }
        if (ownNonEmpty == 0) {
            score += weights.ownStarved();
        }
        return score;
    }

    /** Whether a hole offers exactly one move: one color, red or blue, and no transparent seed. */
    private static boolean singleMove(int packed) {
        return (packed & 0xFF_0000) == 0 && ((packed & 0xFF) == 0 || (packed & 0xFF00) == 0);
    }
}
