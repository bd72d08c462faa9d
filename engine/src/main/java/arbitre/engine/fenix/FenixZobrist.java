package arbitre.engine.fenix;

/**
 * Zobrist keys for Fenix positions: one random 64-bit key per square and stack (three heights,
 * two colours), XORed together for the squares; and keys for the side to move, the creation flags
 * and each setup ply, for the search's transposition table. The keys come from SplitMix64 with a
 * fixed seed, so they are the same in every run.
 */
final class FenixZobrist {
    /** [square * 7 + stack + 3], stack from -3 to 3 (0 unused). */
    private static final long[] SQUARE_KEY = new long[Squares.COUNT * 7];

    private static final long SIDE_KEY;
    private static final long[] FLAG_KEY = new long[4];
    private static final long[] SETUP_PLY_KEY = new long[FenixBoard.SETUP_PLIES];

    static {
        long state = 0xF3E1_7A5E_ED00_0001L;
        for (int i = 0; i < SQUARE_KEY.length; i++) {
            state += 0x9E37_79B9_7F4A_7C15L;
            SQUARE_KEY[i] = mix(state);
        }
        state += 0x9E37_79B9_7F4A_7C15L;
        SIDE_KEY = mix(state);
        for (int i = 1; i < FLAG_KEY.length; i++) {
            state += 0x9E37_79B9_7F4A_7C15L;
            FLAG_KEY[i] = mix(state);
        }
        for (int i = 0; i < SETUP_PLY_KEY.length; i++) {
            state += 0x9E37_79B9_7F4A_7C15L;
            SETUP_PLY_KEY[i] = mix(state);
        }
    }

    private FenixZobrist() {}

    static long squareKey(int square, int stack) {
        return SQUARE_KEY[square * 7 + stack + 3];
    }

    /** The key of everything but the squares that the legal actions depend on. */
    static long stateKey(int toMove, int flags, int ply) {
        return (toMove == 1 ? SIDE_KEY : 0L)
                ^ FLAG_KEY[flags]
                ^ (ply < FenixBoard.SETUP_PLIES ? SETUP_PLY_KEY[ply] : 0L);
    }

    private static long mix(long z) {
        z = (z ^ (z >>> 30)) * 0xBF58_476D_1CE4_E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D0_49BB_1331_11EBL;
        return z ^ (z >>> 31);
    }
}
