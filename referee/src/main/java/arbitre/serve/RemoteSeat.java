package arbitre.serve;

import arbitre.process.BotEvent;
import arbitre.process.BotStartException;
import java.nio.ByteBuffer;
import java.util.ArrayDeque;
import java.util.Arrays;
import java.util.Deque;
import java.util.Map;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.Semaphore;
import java.util.concurrent.TimeUnit;
import org.eclipse.jetty.websocket.api.Callback;
import org.eclipse.jetty.websocket.api.Session;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The seat of one remote bot on the server: its token, the WebSocket its player is connected by
 * (one at a time), the round trips measured on it, and the game it plays now (one at a time).
 * A connection outlives games: each game is a {@link RemoteConnection} of its own.
 */
public final class RemoteSeat {
    private static final Logger LOG = LoggerFactory.getLogger(RemoteSeat.class);
    /** How many round trips the allowance is the median of. */
    static final int RTT_SAMPLES = 5;
    /** Lines a client may send outside a game before it is taken for a flood and cut. */
    static final int IDLE_LINES_MAX = 64;
    /** The reason of the close that follows {@code @OVER}. */
    static final String OVER_REASON = "tournament over";

    private final String name;
    private final String token;
    private final Semaphore free = new Semaphore(1, true);
    private final Deque<Long> rtts = new ArrayDeque<>();
    private Session session;
    /**
     * The connection the lines of the game in play go out on: one the game began on, or one that
     * said where its client is ({@code @HELLO}). A connection made again during a game is sent
     * nothing of it before its {@code @HELLO}: the lines it is sent then start where its client
     * left off, and a line sent before would come twice, or before one the client missed.
     */
    private Session inStep;

    private RemoteConnection game;
    private long games;
    /** The tournament is over: no game will come, and a client is told so ({@link #over()}). */
    private boolean over;

    private int idleLines;
    private volatile long lastPongNanos;
    /** A game waited the whole connect limit for this seat, and no connection came since: later games do not wait. */
    private boolean missed;
    /** Whether games wait for a connection to this seat, since {@link #waitingSince} (nanoseconds). */
    private boolean waiting;

    private long waitingSince;

    private volatile LiveFeed feed;

    /**
     * Until when the seat is held for a connection whose handshake was accepted and that has yet
     * to open (nanoseconds), or 0: a second handshake meanwhile is refused as for an open one.
     */
    private long heldUntil;

    /** The longest a seat is held for an accepted handshake whose connection never opens. */
    static final long HOLD_NANOS = java.util.concurrent.TimeUnit.SECONDS.toNanos(5);

    /** Told of each connection the seat takes, outside the seat's lock. */
    private final Runnable onConnected;

    RemoteSeat(String name, String token) {
        this(name, token, () -> {});
    }

    RemoteSeat(String name, String token, Runnable onConnected) {
        this.name = name;
        this.token = token;
        this.onConnected = onConnected;
    }

    public String name() {
        return name;
    }

    boolean accepts(String given) {
        return Tokens.matches(token, given);
    }

    // ------------------------------------------------------------ the connection

    /**
     * Takes a new connection, unless one is open already, and says so to whoever waits for one
     * (after the seat's lock is let go: they look at the seat under their own lock first).
     */
    boolean attach(Session s) {
        boolean taken = take(s);
        if (taken) {
            onConnected.run();
        }
        return taken;
    }

    private synchronized boolean take(Session s) {
        if (session != null && session.isOpen()) {
            return false;
        }
        heldUntil = 0;
        session = s;
        inStep = game == null ? s : null;
        idleLines = 0;
        missed = false;
        waiting = false;
        lastPongNanos = System.nanoTime();
        notifyAll();
        show(true);
        return true;
    }

    /** The live page shows the seat's connection from now on. */
    synchronized void shownOn(LiveFeed page) {
        feed = page;
        show(connected());
    }

    private void show(boolean connected) {
        LiveFeed page = feed;
        if (page != null) {
            page.seat(name, connected);
        }
    }

    /** Whether a connection is open on the seat now. */
    public synchronized boolean connected() {
        return session != null && session.isOpen();
    }

    /**
     * Holds the seat for a connection whose handshake is accepted now, until it opens ({@link
     * #attach}) or ends without opening ({@link #unhold}), {@link #HOLD_NANOS} at most: the
     * connection opens only after its handshake's answer is sent, and a second handshake then
     * would find the seat free. False when the seat is in use or already held.
     */
    synchronized boolean hold() {
        long now = System.nanoTime();
        if (connected() || (heldUntil != 0 && now - heldUntil < 0)) {
            return false;
        }
        heldUntil = now + HOLD_NANOS;
        return true;
    }

    /** The connection the seat was held for ended before it opened: the seat is free again. */
    synchronized void unhold() {
        heldUntil = 0;
    }

    synchronized Session session() {
        return session;
    }

    /** The open connection the game's lines go out on now, or {@code null}: see {@link #inStep}. */
    synchronized Session sessionInStep() {
        return session != null && session == inStep && session.isOpen() ? session : null;
    }

    /** The connection is gone; the game in play, if any, waits for it to come back. */
    synchronized void detach(Session s, String why) {
        if (session != s) {
            return;
        }
        session = null;
        inStep = null;
        show(false);
        LOG.info("remote seat {}: connection lost ({})", name, why);
        if (game != null) {
            game.dropped(why);
        }
    }

    /** A text frame from the client. */
    void text(Session s, String text) {
        RemoteConnection now;
        synchronized (this) {
            if (session != s) {
                return;
            }
            if (text.startsWith("@HELLO")) {
                hello(s, text);
                return;
            }
            now = game;
            if (now == null || !now.listening()) {
                if (!text.startsWith("@") && ++idleLines > IDLE_LINES_MAX) {
                    cut(s, "more than " + IDLE_LINES_MAX + " lines outside a game");
                }
                return;
            }
        }
        now.fromBot(text);
    }

    /**
     * {@code @HELLO GAME SEEN}: the client's game and how many of its lines it has seen; the rest is
     * sent again. Once only, on a connection made again during a game: a connection the game's lines
     * already go out on has had, or will have, every one of them.
     */
    private void hello(Session s, String text) {
        if (inStep == s) {
            return;
        }
        inStep = s;
        String[] words = text.split(" ");
        long theirs = -1;
        int seen = 0;
        try {
            if (words.length >= 3) {
                theirs = Long.parseLong(words[1]);
                seen = Integer.parseInt(words[2]);
            }
        } catch (NumberFormatException e) {
            theirs = -1;
        }
        if (game != null) {
            game.resume(s, theirs, seen);
        }
    }

    /** Cuts the connection: the seat's game goes on as for a lost connection. */
    void cut(Session s, String why) {
        LOG.warn("remote seat {}: connection cut: {}", name, why);
        s.close(1008, why.length() > 100 ? why.substring(0, 100) : why, Callback.NOOP);
        detach(s, why);
    }

    /**
     * The tournament is over: the client is told so, and how many games were played on this seat
     * ({@code @OVER GAMES}), and its connection is closed normally; one that connects later is told
     * the same at once ({@link #tellIfOver}).
     *
     * @return done once the close is sent (or could not be)
     */
    java.util.concurrent.CompletableFuture<Void> over() {
        Session s;
        synchronized (this) {
            over = true;
            s = session;
        }
        return s == null ? java.util.concurrent.CompletableFuture.completedFuture(null) : tellOver(s);
    }

    /** Whether the tournament is over, in which case the connection {@code s} is told so and closed. */
    boolean tellIfOver(Session s) {
        synchronized (this) {
            if (!over) {
                return false;
            }
        }
        tellOver(s);
        return true;
    }

    private java.util.concurrent.CompletableFuture<Void> tellOver(Session s) {
        java.util.concurrent.CompletableFuture<Void> closed = new java.util.concurrent.CompletableFuture<>();
        if (!s.isOpen()) {
            closed.complete(null);
            return closed;
        }
        long played;
        synchronized (this) {
            played = games;
        }
        LOG.info("remote seat {}: told the tournament is over ({} games played)", name, played);
        s.sendText(
                "@OVER " + played,
                Callback.from(
                        () -> s.close(
                                1000,
                                OVER_REASON,
                                Callback.from(() -> closed.complete(null), failed -> closed.complete(null))),
                        failed -> closed.complete(null)));
        return closed;
    }

    // ------------------------------------------------------------ round trips

    /** Pings the client: the pong says how long the round trip was. */
    void ping() {
        Session s = session();
        if (s != null && s.isOpen()) {
            ByteBuffer stamp =
                    ByteBuffer.allocate(Long.BYTES).putLong(System.nanoTime()).flip();
            s.sendPing(stamp, Callback.NOOP);
        }
    }

    void pong(ByteBuffer payload) {
        lastPongNanos = System.nanoTime();
        if (payload == null || payload.remaining() != Long.BYTES) {
            return;
        }
        long rtt = System.nanoTime() - payload.getLong(payload.position());
        if (rtt < 0 || rtt > TimeUnit.MINUTES.toNanos(1)) {
            return; // not one of ours
        }
        synchronized (rtts) {
            rtts.addLast(rtt);
            while (rtts.size() > RTT_SAMPLES) {
                rtts.removeFirst();
            }
        }
    }

    long sinceLastPongNanos() {
        return System.nanoTime() - lastPongNanos;
    }

    /** The median of the last round trips, in nanoseconds; -1 when none was measured. */
    long medianRttNanos() {
        long[] all;
        synchronized (rtts) {
            all = rtts.stream().mapToLong(Long::longValue).toArray();
        }
        if (all.length == 0) {
            return -1;
        }
        Arrays.sort(all);
        return all.length % 2 == 1 ? all[all.length / 2] : (all[all.length / 2 - 1] + all[all.length / 2]) / 2;
    }

    // ------------------------------------------------------------ games

    /** Waits until no other game holds the seat. */
    void reserve() throws InterruptedException {
        free.acquire();
    }

    void release() {
        free.release();
    }

    /**
     * How long a game is yet to wait for a connection to this seat, in nanoseconds: 0 when one is
     * open, or when the wait of {@code connectMs} ran out without one; the first call while none is
     * open starts that wait.
     */
    synchronized long waitNanos(long connectMs) {
        if (connected() || missed) {
            return 0;
        }
        return Math.max(0, until(connectMs) - System.nanoTime());
    }

    /** When the wait for a connection ends, starting it now when none is under way. */
    private long until(long connectMs) {
        if (!waiting) {
            waiting = true;
            waitingSince = System.nanoTime();
        }
        return waitingSince + TimeUnit.MILLISECONDS.toNanos(connectMs);
    }

    /**
     * Starts a game on the seat (reserved by {@link #reserve}): waits for a connection up to
     * {@code connectMs} from when the first game began to wait for it (see {@link #waitNanos}),
     * then tells the client the game's variables.
     *
     * @throws BotStartException when no client connected in time
     */
    RemoteConnection begin(
            int player,
            Map<String, String> variables,
            BlockingQueue<BotEvent> events,
            long connectMs,
            long returnMs,
            long lagCapMs,
            arbitre.process.RemoteBots.Resumer resumer)
            throws BotStartException, InterruptedException {
        synchronized (this) {
            if (missed && (session == null || !session.isOpen())) {
                throw new BotStartException(name + " is not connected (an earlier game waited " + connectMs
                        + " ms for it, and it has not connected since)");
            }
            while (session == null || !session.isOpen()) {
                long left = until(connectMs) - System.nanoTime();
                if (left <= 0) {
                    missed = true;
                    waiting = false;
                    throw new BotStartException(name + " is not connected (waited " + connectMs
                            + " ms for its player to connect to the seat)");
                }
                TimeUnit.NANOSECONDS.timedWait(this, left);
            }
            game = new RemoteConnection(this, ++games, player, variables, events, returnMs, lagCapMs, resumer);
            inStep = session;
            game.sendGame(session);
            return game;
        }
    }

    /** The game is over: the seat is free for the next. */
    synchronized void ended(RemoteConnection over) {
        if (game == over) {
            game = null;
            idleLines = 0;
        }
    }
}
