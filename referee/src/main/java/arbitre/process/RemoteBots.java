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
         * The connection of a reserved seat for one game, once its player is connected.
         *
         * @param variables the game's variables, as a process gets them in its environment
         * @param returnMs how long a lost connection may take to come back
         * @throws BotStartException when the bot is not connected in time (its seat is then released)
         */
        BotConnection connect(
                BotSpec bot, int player, Map<String, String> variables, BlockingQueue<BotEvent> events, long returnMs)
                throws BotStartException, InterruptedException;
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
