package arbitre.serve;

import arbitre.process.BotConnection;
import arbitre.process.BotEvent;
import arbitre.process.BotSpec;
import arbitre.process.BotStartException;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.BlockingQueue;

/**
 * The remote seats of the tournament being served. A remote bot's {@link BotSpec} has the command
 * {@link #COMMAND_PREFIX}NAME; the referee gets its connection here rather than starting a process.
 */
public final class RemoteSeats implements arbitre.process.RemoteBots.Seats {
    /** The command of a remote bot's spec: no program of a config can be named so. */
    public static final String COMMAND_PREFIX = arbitre.process.RemoteBots.COMMAND_PREFIX;
    /** How long a match waits for a remote bot to connect, by default. */
    public static final long DEFAULT_CONNECT_MS = 60_000;
    /** The most a move's allowance for the round trip may be, by default. */
    public static final long DEFAULT_LAG_CAP_MS = 1_000;

    private final Map<String, RemoteSeat> seats = new LinkedHashMap<>();
    private final long connectMs;
    private final long lagCapMs;

    /** Run each time a player connects ({@link #whenConnected}). */
    private final List<Runnable> connected = new java.util.concurrent.CopyOnWriteArrayList<>();

    public RemoteSeats(Map<String, String> tokens, long connectMs, long lagCapMs) {
        tokens.forEach((name, token) ->
                seats.put(name, new RemoteSeat(name, token, () -> connected.forEach(Runnable::run))));
        this.connectMs = connectMs;
        this.lagCapMs = lagCapMs;
    }

    public static boolean isRemote(BotSpec bot) {
        return arbitre.process.RemoteBots.isRemote(bot);
    }

    RemoteSeat seat(String name) {
        return seats.get(name);
    }

    public java.util.Collection<RemoteSeat> all() {
        return seats.values();
    }

    /** The live page shows, from now on, which seats are connected. */
    public void shownOn(LiveFeed feed) {
        seats.values().forEach(seat -> seat.shownOn(feed));
    }

    @Override
    public void whenConnected(Runnable wake) {
        connected.add(wake);
    }

    /** The median of the last round trips measured to a seat's player, in nanoseconds; -1 when none was. */
    public long medianRttNanos(String name) {
        RemoteSeat seat = seat(name);
        return seat == null ? -1 : seat.medianRttNanos();
    }

    public long lagCapMs() {
        return lagCapMs;
    }

    /**
     * Reserves the remote seats among {@code bots} for one game, in the order of their names (two
     * matches that share two remote bots never hold one each and wait for the other).
     */
    @Override
    public void reserve(List<BotSpec> bots) throws InterruptedException {
        List<String> names = new ArrayList<>();
        for (BotSpec bot : bots) {
            if (isRemote(bot) && seat(bot.name()) != null && !names.contains(bot.name())) {
                names.add(bot.name());
            }
        }
        names.sort(Comparator.naturalOrder());
        List<String> taken = new ArrayList<>();
        try {
            for (String name : names) {
                seat(name).reserve();
                taken.add(name);
            }
        } catch (InterruptedException e) {
            taken.forEach(name -> seat(name).release());
            throw e;
        }
    }

    @Override
    public long waitNanos(String name) {
        RemoteSeat seat = seat(name);
        return seat == null ? 0 : seat.waitNanos(connectMs);
    }

    /**
     * The connection of a reserved remote seat for one game, once its player is connected.
     *
     * @param returnMs how long a lost connection may take to come back
     * @throws BotStartException when the bot is not connected within the connect limit (the seat is then released)
     */
    @Override
    public BotConnection connect(
            BotSpec bot,
            int player,
            Map<String, String> variables,
            BlockingQueue<BotEvent> events,
            long returnMs,
            arbitre.process.RemoteBots.Resumer resumer)
            throws BotStartException, InterruptedException {
        RemoteSeat seat = seat(bot.name());
        if (seat == null) {
            throw new BotStartException(bot.name() + " is a remote bot, and no server is running for it");
        }
        try {
            return seat.begin(player, variables, events, connectMs, returnMs + lagCapMs, lagCapMs, resumer);
        } catch (BotStartException | InterruptedException | RuntimeException e) {
            seat.release();
            throw e;
        }
    }
}
