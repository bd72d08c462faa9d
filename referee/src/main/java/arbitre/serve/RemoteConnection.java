package arbitre.serve;

import arbitre.process.BotConnection;
import arbitre.process.BotEvent;
import arbitre.process.BotProcess;
import arbitre.process.RemoteBots;
import arbitre.protocol.Message;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.eclipse.jetty.websocket.api.Callback;
import org.eclipse.jetty.websocket.api.Session;

/**
 * One game of a remote seat, as the match loop sees it: a {@link BotConnection} like a process's.
 * The referee's lines go out as text frames (and are kept, to be sent again to a client that comes
 * back), the client's text frames come in as the bot's lines, stamped on arrival by the referee's
 * own clock. A lost connection may come back within {@code returnMs}; after that the seat is lost.
 */
final class RemoteConnection implements BotConnection {
    /** The most of the bot's lines waiting on the referee's queue; more is a flood, and the connection is cut. */
    static final int QUEUED_MAX = 256;

    private final RemoteSeat seat;
    private final long id;
    private final int player;
    private final Map<String, String> variables;
    private final BlockingQueue<BotEvent> events;
    private final long returnMs;
    private final long lagCapMs;
    private final RemoteBots.Resumer resumer;
    /** Every line the referee sent in this game. */
    private final List<String> sent = new ArrayList<>();
    /** The lines the client's bot process was given: {@link #sent}, or a fresh start and what was sent after it. */
    private List<String> given = new ArrayList<>();
    /** How a fresh bot is brought to the game as of the last request, and how many lines were sent then. */
    private RemoteBots.Catchup catchup;

    private int catchupAt;
    /** The bot's first line since the last request, or {@code null}. */
    private String answer;

    private final AtomicInteger queued = new AtomicInteger();
    private volatile boolean ready;
    private volatile boolean listening = true;
    private volatile boolean over;
    private volatile String lost;
    private ScheduledFuture<?> giveUp;
    private volatile String droppedBecause;

    RemoteConnection(
            RemoteSeat seat,
            long id,
            int player,
            Map<String, String> variables,
            BlockingQueue<BotEvent> events,
            long returnMs,
            long lagCapMs,
            RemoteBots.Resumer resumer) {
        this.seat = seat;
        this.resumer = resumer;
        this.id = id;
        this.player = player;
        this.variables = Map.copyOf(variables);
        this.events = events;
        this.returnMs = returnMs;
        this.lagCapMs = lagCapMs;
    }

    /** The control frame that starts the game on the client: {@code @GAME ID {variables}}. */
    String gameFrame() {
        return gameFrame(variables);
    }

    private String gameFrame(Map<String, String> these) {
        try {
            return "@GAME " + id + " " + new ObjectMapper().writeValueAsString(new java.util.TreeMap<>(these));
        } catch (JsonProcessingException e) {
            throw new IllegalStateException(e);
        }
    }

    /** Called with the seat's lock held. */
    void sendGame(Session session) {
        session.sendText(gameFrame(), Callback.NOOP);
        seat.ping();
    }

    boolean listening() {
        return listening && !over && lost == null;
    }

    /** A frame of the client's during the game. */
    void fromBot(String text) {
        if (text.startsWith("@READY")) {
            if (text.equals("@READY " + id)) {
                ready = true;
            }
            return;
        }
        if (text.startsWith("@")) {
            return; // a control frame of a later version: ignored
        }
        long now = System.nanoTime();
        if (text.getBytes(StandardCharsets.UTF_8).length > BotProcess.LINE_CAP) {
            events.offer(new BotEvent.Overlong(player, BotProcess.LINE_CAP, now));
        } else {
            if (queued.incrementAndGet() > QUEUED_MAX) {
                Session s = seat.session();
                if (s != null) {
                    seat.cut(s, "more than " + QUEUED_MAX + " lines waiting for the referee");
                }
                return;
            }
            synchronized (seat) {
                if (answer == null) {
                    answer = text;
                }
            }
            events.offer(new BotEvent.Line(player, text, now));
        }
    }

    /**
     * The client came back: what it has not seen of this game is sent again. A client that plays
     * another game (a bridge started again, its bot process new) gets the game again, its bot
     * brought to the game's position as a game resumed from a ply of a log is (the game's
     * resumption lines, then {@code START} when it is to move), or, before any ply or where the
     * game cannot say so, every line of the game.
     */
    void resume(Session session, long theirs, int seen) {
        synchronized (seat) {
            if (giveUp != null) {
                giveUp.cancel(false);
                giveUp = null;
            }
            droppedBecause = null;
            if (lost != null || over) {
                return;
            }
            if (theirs == id) {
                for (String line : given.subList(Math.max(0, Math.min(seen, given.size())), given.size())) {
                    session.sendText(line, Callback.NOOP);
                }
                return;
            }
            RemoteBots.Fresh fresh = catchup == null ? null : catchup.fresh(answer);
            if (fresh == null) {
                given = new ArrayList<>(sent);
                session.sendText(gameFrame(), Callback.NOOP);
            } else {
                given = new ArrayList<>(fresh.lines());
                given.addAll(sent.subList(catchupAt, sent.size()));
                session.sendText(gameFrame(fresh.variables()), Callback.NOOP);
            }
            for (String line : given) {
                session.sendText(line, Callback.NOOP);
            }
        }
    }

    /** The connection was lost (the seat's lock held): the seat is lost unless it comes back in time. */
    void dropped(String why) {
        if (over || lost != null || giveUp != null) {
            return;
        }
        droppedBecause = why;
        giveUp = SeatServer.TIMERS.schedule(
                () -> {
                    synchronized (seat) {
                        if (seat.connected() || over) {
                            return;
                        }
                        lost = seat.name() + " lost its connection (" + why + ") and did not come back within "
                                + returnMs + " ms";
                    }
                    events.offer(new BotEvent.OutputClosed(player, System.nanoTime()));
                },
                returnMs,
                TimeUnit.MILLISECONDS);
    }

    // ------------------------------------------------------------ BotConnection

    @Override
    public void deliver(Message message, String line) throws IOException {
        RemoteBots.Catchup now = resumer == null ? null : resumer.at(message);
        synchronized (seat) {
            if (now != null) {
                catchup = now;
                catchupAt = sent.size() + 1;
                answer = null;
            }
        }
        send(line);
    }

    @Override
    public void send(String line) throws IOException {
        synchronized (seat) {
            if (lost != null) {
                throw new IOException(lost);
            }
            sent.add(line);
            given.add(line);
            Session s = seat.sessionInStep();
            if (s != null) {
                s.sendText(line, Callback.NOOP);
                // A fresh round trip for the allowance, measured while the bot thinks. After the
                // line, not before: the client answers a ping before it reads on, and the line
                // would wait for that.
                seat.ping();
            }
        }
    }

    @Override
    public void closeInput() {
        end();
    }

    private void end() {
        synchronized (seat) {
            if (over) {
                return;
            }
            over = true;
            if (giveUp != null) {
                giveUp.cancel(false);
            }
            Session s = seat.session();
            if (s != null && s.isOpen() && lost == null) {
                s.sendText("@END " + id, Callback.NOOP);
            }
            seat.ended(this);
        }
        seat.release();
    }

    @Override
    public void stopListening() {
        listening = false;
    }

    @Override
    public void taken() {
        queued.decrementAndGet();
    }

    @Override
    public boolean isAlive() {
        return !over && lost == null;
    }

    @Override
    public boolean ready() {
        return ready;
    }

    @Override
    public Integer exitCode() {
        return over ? 0 : null;
    }

    @Override
    public boolean savesStderr() {
        return false;
    }

    @Override
    public List<String> argv() {
        return List.of("remote", seat.name());
    }

    @Override
    public String lostReason() {
        if (lost != null) {
            return lost;
        }
        String down = droppedBecause;
        return down != null && !over && !seat.connected()
                ? seat.name() + " lost its connection (" + down + ") and was not back in time for its move"
                : null;
    }

    @Override
    public long lagAllowanceNanos() {
        long rtt = seat.medianRttNanos();
        return rtt < 0 ? 0 : Math.min(rtt, TimeUnit.MILLISECONDS.toNanos(lagCapMs));
    }

    @Override
    public Long rttMs() {
        long rtt = seat.medianRttNanos();
        return rtt < 0 ? null : TimeUnit.NANOSECONDS.toMillis(rtt);
    }

    @Override
    public boolean stop(long graceMs, long termGraceMs) {
        end();
        return true;
    }

    @Override
    public int processesLeftBehind() {
        return 0;
    }

    @Override
    public void close() {
        end();
    }
}
