package arbitre.bots.kalah;

import arbitre.bots.search.Level;
import arbitre.engine.kalah.KalahBoard;

/**
 * The score of a Kalah position at the search's horizon, from the side to move, in hundredths of
 * a seed: the difference between the stores, which is final (stores never lose seeds), and what
 * the pits promise beyond it:
 * <ul>
 *   <li>{@value #SEEDS_ON_SIDE} per seed of difference between the seeds in each side's pits,
 *       which the side's owner banks if the game ends while they lie there but may also lose to
 *       captures;</li>
 *   <li>{@value #MOBILITY} per non-empty pit of difference: a pit with seeds is a move, and a side
 *       with few of them is soon made to sow its last seeds over to the other side, or runs out
 *       and hands the other side every seed left in its pits;</li>
 *   <li>{@value #FREE_MOVE} per pit of the side to move that ends in its own store (a pit
 *       {@code k} holding {@code 7 - k} seeds: a free move, played before the opponent can spoil
 *       it), and {@value #FREE_MOVE_THEIRS} off per such pit of the opponent's, who must first
 *       survive the side to move's ply;</li>
 *   <li>{@value #CAPTURE} per seed of the best capture the side to move has (a sowing that ends
 *       in one of its own empty pits takes that seed and the opposite pit's), and
 *       {@value #CAPTURE_THEIRS} off per seed of the opponent's best.</li>
 * </ul>
 *
 * <p>The side weight was measured in games, two per FairKalah opening (one from each side), at
 * fixed depths: 25 lost to 10 (0.28 and 0.38 of the points at depths 6 and 8, 200 games each),
 * and 0, 5 and 10 were within the noise of one another (5 against 10: 0.54 and 0.53); 5 it is.
 *
 * <p>The pit terms were measured by the referee's SPRT (Elo 0 against 20, α = β = 0.05) at
 * 100,000 nodes a move, a FairKalah opening per pair of games, both sides, the weights as a set
 * scaled together, each set against the one before: mobility 30, free moves 50 and 20, captures
 * 30 and 15 took +16.3 ± 15.6 Elo over the store and side terms alone (1,000 games, LLR 2.02, no
 * verdict); twice as much, H1 after 364 games at +35.4 ± 25.7; four times, H1 after 172 games at
 * +80.2 ± 42.7; eight times (the weights above) +14.7 ± 26.1 over four times (592 games, no
 * verdict) and, against the store and side terms alone, H1 after 210 games at +75.6 ± 40.4. The
 * set costs the search about a fifth of its speed in nodes a second; bots/README.md has the games
 * at time.
 *
 * <h2>Two evaluations</h2>
 * The full bot scores with every term ({@link #FULL}). The levels below it on the ladder
 * (docs/students.md) keep the evaluation they were measured with, the stores and the seeds on each
 * side alone ({@link #LADDER}), so that the ladder's published steps stay true.
 */
public final class KalahEvaluation {
    /** Per seed of difference between the stores. */
    public static final int STORE = 100;
    /** Per seed of difference between the seeds in each side's pits. */
    public static final int SEEDS_ON_SIDE = 5;
    /** Per non-empty pit of difference. */
    public static final int MOBILITY = 240;
    /** Per pit of the side to move whose seeds end in its own store. */
    public static final int FREE_MOVE = 400;
    /** Off, per pit of the opponent whose seeds end in its own store. */
    public static final int FREE_MOVE_THEIRS = 160;
    /** Per seed of the side to move's best capture. */
    public static final int CAPTURE = 240;
    /** Off, per seed of the opponent's best capture. */
    public static final int CAPTURE_THEIRS = 120;

    /** The full bot's evaluation: every term. */
    public static final KalahEvaluation FULL = new KalahEvaluation(true);
    /** The ladder's levels' evaluation: the stores and the seeds on each side. */
    public static final KalahEvaluation LADDER = new KalahEvaluation(false);

    private static final int SOUTH = 0;
    private static final int NORTH = 7;

    private final boolean pitTerms;

    private KalahEvaluation(boolean pitTerms) {
        this.pitTerms = pitTerms;
    }

    /** The evaluation of a level of the ladder: {@link #FULL} for the full bot, else {@link #LADDER}. */
    public static KalahEvaluation of(Level level) {
        return level.isFull() ? FULL : LADDER;
    }

    /** The position's score for the player to move. */
    public int evaluate(KalahBoard board) {
        int me = board.toMove();
        int other = 3 - me;
        int score = STORE * (board.store(me) - board.store(other))
                + SEEDS_ON_SIDE * (board.seedsInPits(me) - board.seedsInPits(other));
        return pitTerms ? score + pitTerms(board, me == 1 ? SOUTH : NORTH, me == 1 ? NORTH : SOUTH) : score;
    }

    /** The terms of the pits, for the side to move whose first pit is at {@code mine}. */
    private static int pitTerms(KalahBoard board, int mine, int theirs) {
        return MOBILITY * (nonEmptyPits(board, mine) - nonEmptyPits(board, theirs))
                + FREE_MOVE * freeMoves(board, mine)
                - FREE_MOVE_THEIRS * freeMoves(board, theirs)
                + CAPTURE * bestCapture(board, mine)
                - CAPTURE_THEIRS * bestCapture(board, theirs);
    }

    /** The pits with seeds of the side whose first pit is at board-vector index {@code base}. */
    static int nonEmptyPits(KalahBoard board, int base) {
        int count = 0;
        for (int k = 0; k < KalahBoard.PITS; k++) {
            if (board.seeds(base + k) > 0) {
                count++;
            }
        }
        return count;
    }

    /** The pits of that side whose seeds end in its own store. */
    static int freeMoves(KalahBoard board, int base) {
        int count = 0;
        for (int k = 0; k < KalahBoard.PITS; k++) {
            if (board.seeds(base + k) == KalahBoard.PITS - k) {
                count++;
            }
        }
        return count;
    }

    /**
     * The most seeds one ply of that side captures by a sowing that stays in its own row: one
     * that ends in an empty pit of it takes that seed and the opposite pit's.
     */
    static int bestCapture(KalahBoard board, int base) {
        int best = 0;
        for (int k = 0; k < KalahBoard.PITS; k++) {
            int seeds = board.seeds(base + k);
            int last = k + seeds;
            if (seeds == 0 || last >= KalahBoard.PITS || board.seeds(base + last) != 0) {
                continue;
            }
            best = Math.max(best, 1 + board.seeds(12 - base - last));
        }
        return best;
    }
}
