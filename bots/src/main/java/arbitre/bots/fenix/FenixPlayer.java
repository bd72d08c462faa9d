package arbitre.bots.fenix;

import arbitre.engine.fenix.FenixAction;
import arbitre.engine.fenix.FenixBoard;

/** A Fenix bot's brain: the action to play in a position. {@link FenixConversation} does the talking. */
@FunctionalInterface
public interface FenixPlayer {

    /**
     * Chooses a legal action for the side to move in a game that goes on.
     *
     * @param position the position; the player must not change it (it may copy it)
     * @param turnStartNanos {@link System#nanoTime()} when this turn's clock most likely started
     */
    FenixAction choose(FenixBoard position, long turnStartNanos);

    /** Prepares for a game from {@code start} for about {@code nanos} (see {@link arbitre.bots.protocol.Conversation#warmUp}); nothing by default. */
    default void warmUp(FenixBoard start, long nanos) {}
}
