package arbitre.game.kalah;

import arbitre.engine.SplitMix64;
import arbitre.engine.kalah.FairKalahOpenings;
import arbitre.engine.kalah.KalahStart;
import arbitre.game.OpeningSuite;

/**
 * Kalah's one suite, {@value #NAME}: one of the 254 FairKalah openings per pair, drawn from the
 * seed in a series, and from the number a tournament draws for two bots and a pair.
 */
record FairKalahSuite(long seed) implements OpeningSuite {
    /** The suite's name in command lines and configs. */
    static final String NAME = "fairkalah";

    @Override
    public String start(long pair) {
        long draw = new SplitMix64(seed + 0x9E37_79B9_7F4A_7C15L * pair).next();
        return KalahStart.fair((int) Long.remainderUnsigned(draw, FairKalahOpenings.COUNT))
                .name();
    }

    @Override
    public String start(long pair, long draw) {
        return KalahStart.fair((int) (draw % FairKalahOpenings.COUNT)).name();
    }
}
