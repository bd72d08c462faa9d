package arbitre.engine;

/**
 * Zobrist keys of a position, kept up to date by {@link Board} as seeds move.
 *
 * <p>A position's key is the XOR of one random 64-bit key per (hole, color, count of that
 * color in that hole), one for the side to move and one for player 1's captured count (player
 * 2's follows from the seeds on the board, so together they fix the score). The key of count 0 is
 * 0, so empty holes cost nothing. Adding one seed of color c to hole h that held n of them XORs
 * in {@code key(h, c, n) ^ key(h, c, n + 1)}, read from a precomputed table of such deltas: one
 * load and one XOR per sown seed.
 *
 * <p>The keys come from SplitMix64 with a fixed seed, so they are the same in every run.
 */
final class Zobrist {
    /** Counts per (hole, color) slot: a set-up position may hold up to 96 seeds of a color in one hole. */
    static final int COUNTS = 128;
    static final int RED = 0;
    static final int BLUE = 1;
    static final int TRANSPARENT = 2;

    /** [((hole * 4) + color) * COUNTS + count]: the key of a count, 0 for count 0. */
    static final long[] COUNT_KEY = new long[Board.HOLES * 4 * COUNTS];
    /** Same index: {@code COUNT_KEY[i] ^ COUNT_KEY[i + 1]}, the change of adding one seed. */
    static final long[] ADD_KEY = new long[Board.HOLES * 4 * COUNTS];
    /** [captured seeds of player 1]. */
    static final long[] CAPTURED_KEY = new long[97];
    /** XORed in when player 2 is to move. */
    static final long SIDE_KEY;

    static {
        long state = 0x5EED_A3A1_E2025L;
        for (int hole = 0; hole < Board.HOLES; hole++) {
            for (int color = 0; color < 3; color++) {
                for (int count = 1; count < COUNTS; count++) {
                    state += 0x9E37_79B9_7F4A_7C15L;
                    COUNT_KEY[index(hole, color, count)] = mix(state);
                }
            }
        }
        for (int i = 0; i + 1 < COUNT_KEY.length; i++) {
            ADD_KEY[i] = COUNT_KEY[i] ^ COUNT_KEY[i + 1];
        }
        for (int captured = 1; captured < CAPTURED_KEY.length; captured++) {
            state += 0x9E37_79B9_7F4A_7C15L;
            CAPTURED_KEY[captured] = mix(state);
        }
        state += 0x9E37_79B9_7F4A_7C15L;
        SIDE_KEY = mix(state);
    }

    private Zobrist() {
    }

    static int index(int hole, int color, int count) {
        return ((hole << 2) | color) * COUNTS + count;
    }

    /** The key of a whole hole from its packed contents (see {@link Board}). */
    static long holeKey(int hole, int packed) {
        int base = (hole << 2) * COUNTS;
        return COUNT_KEY[base + (packed & 0xFF)]
                ^ COUNT_KEY[base + COUNTS + (packed >>> 8 & 0xFF)]
                ^ COUNT_KEY[base + 2 * COUNTS + (packed >>> 16 & 0xFF)];
    }

    private static long mix(long z) {
        z = (z ^ (z >>> 30)) * 0xBF58_476D_1CE4_E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D0_49BB_1331_11EBL;
        return z ^ (z >>> 31);
    }
}
