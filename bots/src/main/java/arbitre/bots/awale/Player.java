package arbitre.bots.awale;

import arbitre.bots.protocol.ProtocolLoop;
import arbitre.engine.awale.Board;

/** A bot's brain: the move to play in a position. The {@link ProtocolLoop} does the talking. */
@FunctionalInterface
public interface Player {

    /**
     * Chooses a legal move for the side to move in a game that goes on.
     *
     * @param position the position; the player must not change it (it may copy it)
     * @param turnStartNanos {@link System#nanoTime()} when this turn's clock most likely started,
     *     for players that manage their time
     * @return a move code of {@link arbitre.engine.awale.Moves}, legal in {@code position}
     */
    int chooseMove(Board position, long turnStartNanos);

    /**
     * Prepares for a game from {@code start} for about {@code nanos} before the first line is read
     * (see {@link Conversation#warmUp}); nothing by default.
     */
    default void warmUp(Board start, long nanos) {}
}
