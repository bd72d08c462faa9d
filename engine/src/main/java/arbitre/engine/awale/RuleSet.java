package arbitre.engine.awale;

import java.util.Arrays;
import java.util.Locale;

/**
 * The two hole-ownership rule sets of the colored-seed Awale (docs/awale.md, "Who owns which hole").
 *
 * <p>{@code OFFICIAL} gives player 1 the odd holes and player 2 the even ones and ends the game
 * when a player has captured 49 seeds; {@code REPORT} gives player 1 holes 1–8 and player 2
 * holes 9–16 and has no early end at 49. Everything else is common.
 *
 * <p>Each rule set precomputes, per player, its eight holes and, per origin hole, the clockwise
 * sowing targets of red-like seeds (every hole but the origin) and blue-like seeds (only the
 * opponent's holes), unrolled over every lap that 96 seeds can make, so that sowing is a straight
 * walk over an array.
 */
public enum RuleSet {
    OFFICIAL("official", true),
    REPORT("report", false);

    /** A player who has captured this many seeds wins at once under {@link #OFFICIAL}. */
    public static final int MAJORITY = 49;

    private final String wireName;
    private final boolean majorityEnds;
    /** Bit i set when hole index i (0-based) belongs to player 1. */
    private final int player1Mask;
    /** [player index][k]: the 0-based hole indices owned by that player, ascending. */
    final int[][] ownedHoles;
    /**
     * [origin index][k]: the hole that receives the k-th red-like seed sown from the origin:
     * the 15 other holes clockwise from the one after the origin, lap after lap, for as many
     * seeds as there are in the game, so that sowing never wraps an index.
     */
    final int[][] redTargets;
    /** [origin index][k]: the same for blue-like seeds, over the opponent's 8 holes. */
    final int[][] blueTargets;
    /**
     * [origin index][k]: the Zobrist key of the first k targets of {@link #redTargets} receiving
     * a red seed ({@link Zobrist#sowingKeys}); the next three tables likewise for transparent
     * seeds played as red, blue seeds and transparent seeds played as blue.
     */
    final long[][] redSowingKeys;

    final long[][] transparentAsRedSowingKeys;
    final long[][] blueSowingKeys;
    final long[][] transparentAsBlueSowingKeys;

    RuleSet(String wireName, boolean majorityEnds) {
        this.wireName = wireName;
        this.majorityEnds = majorityEnds;
        int mask = 0;
        for (int i = 0; i < Board.HOLES; i++) {
            boolean player1 = majorityEnds ? i % 2 == 0 : i < 8;
            if (player1) {
                mask |= 1 << i;
            }
        }
        this.player1Mask = mask;
        this.ownedHoles = new int[2][8];
        int[] next = new int[2];
        for (int i = 0; i < Board.HOLES; i++) {
            int owner = ownerIndex(i);
            ownedHoles[owner][next[owner]++] = i;
        }
        this.redTargets = new int[Board.HOLES][];
        this.blueTargets = new int[Board.HOLES][];
        this.redSowingKeys = new long[Board.HOLES][];
        this.transparentAsRedSowingKeys = new long[Board.HOLES][];
        this.blueSowingKeys = new long[Board.HOLES][];
        this.transparentAsBlueSowingKeys = new long[Board.HOLES][];
        for (int origin = 0; origin < Board.HOLES; origin++) {
            int[] red = new int[Board.SEEDS];
            int[] blue = new int[Board.SEEDS];
            int r = 0;
            int b = 0;
            for (int step = 1; r < Board.SEEDS || b < Board.SEEDS; step++) {
                int hole = (origin + step) % Board.HOLES;
                if (hole == origin) {
                    continue;
                }
                if (r < Board.SEEDS) {
                    red[r++] = hole;
                }
                if (b < Board.SEEDS && ownerIndex(hole) != ownerIndex(origin)) {
                    blue[b++] = hole;
                }
            }
            redTargets[origin] = red;
            blueTargets[origin] = blue;
            redSowingKeys[origin] = Zobrist.sowingKeys(red, Zobrist.RED);
            transparentAsRedSowingKeys[origin] = Zobrist.sowingKeys(red, Zobrist.TRANSPARENT);
            blueSowingKeys[origin] = Zobrist.sowingKeys(blue, Zobrist.BLUE);
            transparentAsBlueSowingKeys[origin] = Zobrist.sowingKeys(blue, Zobrist.TRANSPARENT);
        }
    }

    /** The name used on the command line, in match logs and in {@code ARBITRE_RULES}. */
    public String wireName() {
        return wireName;
    }

    /** Whether a player with {@value #MAJORITY} captured seeds ends the game. */
    public boolean majorityEnds() {
        return majorityEnds;
    }

    /** The player (1 or 2) who owns a hole (1–16). */
    public int owner(int hole) {
        Board.checkHole(hole);
        return ownerIndex(hole - 1) + 1;
    }

    /** The holes (1–16, ascending) of a player (1 or 2). */
    public int[] holesOf(int player) {
        Board.checkPlayer(player);
        return Arrays.stream(ownedHoles[player - 1]).map(i -> i + 1).toArray();
    }

    int ownerIndex(int holeIndex) {
        return (player1Mask >>> holeIndex & 1) != 0 ? 0 : 1;
    }

    /**
     * The rule set of a name, in any case; {@code null} gives the default, {@link #OFFICIAL}.
     *
     * @throws IllegalArgumentException naming the unknown value and the known ones
     */
    public static RuleSet fromName(String name) {
        if (name == null) {
            return OFFICIAL;
        }
        String wanted = name.trim().toLowerCase(Locale.ROOT);
        for (RuleSet rules : values()) {
            if (rules.wireName.equals(wanted)) {
                return rules;
            }
        }
        throw new IllegalArgumentException("unknown rule set '" + name + "' (expected official or report)");
    }

    @Override
    public String toString() {
        return wireName;
    }
}
