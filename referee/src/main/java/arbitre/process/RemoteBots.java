package arbitre.process;

import java.util.List;
import java.util.Map;
import java.util.concurrent.BlockingQueue;

/**
 * Bots played from elsewhere, through the seats of a served tournament: the referee gets their
 * connection here rather than starting a process. A remote bot's {@link BotSpec} has the command
 * {@link #COMMAND_PREFIX}NAME.
 */
public final class RemoteBots {
    /** The command of a remote bot's spec: no program of a config can be named so. */
    public static final String COMMAND_PREFIX = "arbitre-remote-seat:";

    /** The seats of the tournament being served. */
    public interface Seats {
        /**
         * Reserves the remote seats among {@code bots} for one game, waiting while another game
         * holds one; released when the game's connection is stopped or closed.
         */
        void reserve(List<BotSpec> bots) throws InterruptedException;

        /**
         * How long a game of the remote bot {@code name} is yet to wait before it may begin, in
         * nanoseconds: 0 when its player is connected, or when the connect limit ran out without
         * a connection (the game then forfeits at once), or when there is no such seat. The first
         * call while the player is absent starts the wait of the connect limit, which the game's
         * own {@link #connect} then only finishes.
         */
        long waitNanos(String name);

        /** Runs {@code wake} each time a player connects to a seat: a game that waited for one may begin. */
        default void whenConnected(Runnable wake) {}

        /**
         * The connection of a reserved seat for one game, once its player is connected.
         *
         * @param variables the game's variables, as a process gets them in its environment
         * @param returnMs how long a lost connection may take to come back
         * @param resumer how a bot process started afresh on the player's machine is brought to the game's position
         * @throws BotStartException when the bot is not connected in time (its seat is then released)
         */
        BotConnection connect(
                BotSpec bot,
                int player,
                Map<String, String> variables,
                BlockingQueue<BotEvent> events,
                long returnMs,
                Resumer resumer)
                throws BotStartException, InterruptedException;
    }

    /**
     * What a bot process started afresh in the middle of a game is given to be where the seat's
     * bot was: its variables (a resumed start in {@code ARBITRE_START}) and its lines (the
     * briefing, what tells it of the plies played, and {@code START} when it is to move).
     */
    public record Fresh(Map<String, String> variables, List<String> lines) {}

    /** How a fresh bot is brought to the game as of a request it was sent. */
    public interface Catchup {
        /**
         * @param answer the bot's line since the request, or {@code null} when it has not answered
         * @return what a fresh bot is given, or {@code null} when the game's protocol cannot tell it
         *     (all the lines of the game are then sent again)
         */
        Fresh fresh(String answer);
    }

    /** Called on the referee's thread as each line goes to a remote bot. */
    public interface Resumer {
        /** How a fresh bot is brought to the game after this message, or {@code null} when it is no request. */
        Catchup at(arbitre.protocol.Message sent);
    }

    private static volatile Seats current;

    private RemoteBots() {}

    /** The seats being served, or {@code null} when no server runs. */
    public static Seats current() {
        return current;
    }

    public static void install(Seats seats) {
        current = seats;
    }

    public static boolean isRemote(BotSpec bot) {
        return bot.command().startsWith(COMMAND_PREFIX);
    }
}
