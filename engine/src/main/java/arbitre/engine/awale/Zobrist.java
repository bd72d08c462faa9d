package arbitre.engine.awale;

import arbitre.engine.SplitMix64;

/**
 * Zobrist keys of a position, kept up to date by {@link Board} as seeds move.
 *
 * <p>A position's key is the sum, modulo 2<sup>64</sup>, of one random 64-bit key per seed on the
 * board (by hole and color), a key for player 1's captured count and, when player 2 is to move,
 * the side key. (Player 2's captured count follows from the rest in a game.) Because the key is a
 * sum, a sown seed adds the same key whatever its hole held, so the key of a whole sowing is the
 * difference of two prefix sums along the rule set's list of sowing targets ({@link
 * #sowingKeys}): a move costs a few loads however many seeds it sows, and the sowing loop itself
 * does not touch the key. Two different positions share a key only when a combination, with small
 * integer coefficients, of random 64-bit keys is 0 modulo 2<sup>64</sup>: about as unlikely as an
 * XOR collision.
 *
 * <p>The keys come from {@link SplitMix64} with a fixed seed, so they are the same in every run.
 */
final class Zobrist {
    static final int RED = 0;
    static final int BLUE = 1;
    static final int TRANSPARENT = 2;

    /** [hole index * 4 + color]: the key of one seed of that color in that hole. */
    static final long[] SEED_KEY = new long[Board.HOLES * 4];
    /** [captured seeds of player 1]. */
    static final long[] CAPTURED_KEY = new long[Board.SEEDS + 1];
    /** Added when player 2 is to move. */
    static final long SIDE_KEY;

    static {
        SplitMix64 keys = new SplitMix64(0x5EED_A3A1_E2025L);
        for (int hole = 0; hole < Board.HOLES; hole++) {
            for (int color = RED; color <= TRANSPARENT; color++) {
                SEED_KEY[hole << 2 | color] = keys.next();
            }
        }
        for (int captured = 1; captured < CAPTURED_KEY.length; captured++) {
            CAPTURED_KEY[captured] = keys.next();
        }
        SIDE_KEY = keys.next();
    }

    private Zobrist() {}

    /** The key of the seeds of a hole (0-based) from its packed contents (see {@link Board}). */
    static long holeKey(int hole, int packed) {
        int base = hole << 2;
        return (packed & 0xFF) * SEED_KEY[base | RED]
                + (packed >>> 8 & 0xFF) * SEED_KEY[base | BLUE]
                + (packed >>> 16 & 0xFF) * SEED_KEY[base | TRANSPARENT];
    }

    /**
     * Prefix sums of seed keys along a list of sowing targets: element {@code k} is the key of
     * {@code k} seeds of one color sown into {@code targets[0..k-1]}.
     */
    static long[] sowingKeys(int[] targets, int color) {
        long[] sums = new long[targets.length + 1];
        for (int k = 0; k < targets.length; k++) {
            sums[k + 1] = sums[k] + SEED_KEY[targets[k] << 2 | color];
        }
        return sums;
    }
}
