package arbitre.bots.kalah;

import arbitre.engine.kalah.KalahBoard;

/** A Kalah bot's brain: the pit to play. The {@link KalahConversation} does the talking. */
@FunctionalInterface
public interface KalahPlayer {

    /**
     * Chooses a legal pit for the player to move in a game that goes on.
     *
     * @param position the position; the player must not change it (it may copy it)
     * @param turnStartNanos {@link System#nanoTime()} when this ply's clock most likely started
     * @return a pit 1..6 of the player to move that holds seeds
     */
    int choosePit(KalahBoard position, long turnStartNanos);

    /** Prepares for a game from {@code start} for about {@code nanos} (see {@link arbitre.bots.protocol.Conversation#warmUp}); nothing by default. */
    default void warmUp(KalahBoard start, long nanos) {}
}
