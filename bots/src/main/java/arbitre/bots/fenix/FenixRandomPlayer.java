package arbitre.bots.fenix;

import arbitre.engine.fenix.FenixAction;
import arbitre.engine.fenix.FenixActionList;
import arbitre.engine.fenix.FenixBoard;
import java.util.SplittableRandom;

/**
 * Plays a uniformly random legal action, each distinct action once (two paths to the same action
 * are one action). Seeded, one draw per turn from the engine's fixed order, so the same seed
 * against the same opponent plays the same game.
 */
public final class FenixRandomPlayer implements FenixPlayer {
    private final SplittableRandom random;
    private final FenixActionList actions = new FenixActionList();

    public FenixRandomPlayer(long seed) {
        this.random = new SplittableRandom(seed);
    }

    @Override
    public FenixAction choose(FenixBoard position, long turnStartNanos) {
        int count = position.legalActions(actions);
        if (count == 0) {
            throw new IllegalStateException("no legal action: " + position);
        }
        return actions.get(random.nextInt(count));
    }
}
