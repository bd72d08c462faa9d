package arbitre.match;

import arbitre.clock.TimeControl;
import arbitre.process.BotConnection;
import arbitre.process.BotEvent;
import java.util.Objects;
import java.util.concurrent.BlockingQueue;
import java.util.function.Function;

/**
 * A side played inside the referee's own process rather than by a bot process, such as a person
 * at the terminal. The match loop sees its connection like any other: it is sent the same
 * messages and its moves arrive as events on the same queue.
 *
 * @param player 1 or 2
 * @param timeControl its own clock ({@link TimeControl#UNTIMED} for a person)
 * @param connect makes its connection when the match starts, given the queue its events go on
 */
public record LocalPlayer(
        int player, TimeControl timeControl, Function<BlockingQueue<BotEvent>, BotConnection> connect) {

    public LocalPlayer {
        if (player != 1 && player != 2) {
            throw new IllegalArgumentException("a player is 1 or 2, got " + player);
        }
        Objects.requireNonNull(timeControl, "timeControl");
        Objects.requireNonNull(connect, "connect");
    }
}
