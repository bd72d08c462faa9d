package arbitre.engine;

/**
 * SplitMix64, the generator of the engines' Zobrist keys: a fixed seed gives the same keys in
 * every run, and its output passes the usual statistical tests, which is all a key table needs.
 */
public final class SplitMix64 {
    private static final long GOLDEN_GAMMA = 0x9E37_79B9_7F4A_7C15L;

    private long state;

    public SplitMix64(long seed) {
        this.state = seed;
    }

    /** The next 64-bit value. */
    public long next() {
        state += GOLDEN_GAMMA;
        long z = state;
        z = (z ^ (z >>> 30)) * 0xBF58_476D_1CE4_E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D0_49BB_1331_11EBL;
        return z ^ (z >>> 31);
    }
}
