package arbitre.match;

import arbitre.clock.TimeControl;
import arbitre.engine.Text;
import arbitre.game.Game;
import arbitre.game.InvalidMoveException;
import arbitre.log.MatchLog;
import arbitre.process.BotCgroup;
import arbitre.process.BotConnection;
import arbitre.process.BotEvent;
import arbitre.process.CpuTimes;
import arbitre.protocol.Message;
import arbitre.protocol.Reply;
import arbitre.sandbox.LimitHit;
import arbitre.sandbox.Sandbox;
import arbitre.sandbox.SandboxSpec;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.function.LongSupplier;

/**
 * The game between two seats, turn by turn, until it ends by the rules or by a violation
 * (docs/protocol.md); then what the bots write while they wind down.
 *
 * <h2>One queue, one clock</h2>
 * Both bots' output arrives as {@link BotEvent}s on one queue, each stamped by the reader that
 * saw it. A turn sends the seat's request (the opponent's plies, {@code START} or {@code AGAIN}),
 * notes the time right after the flush, and waits on the queue until that time plus the seat's
 * limit. Whatever comes first decides: the mover's line (its thinking time is its stamp minus the
 * send time, so a slow referee never costs a bot its time), a line from the other bot (out of
 * turn, unless it only closes the game), an exit or closed output (crash), a resignation, or
 * nothing (timeout). The game says who moves next, so a player may move several times in a row;
 * a line of the mover read before its request was written is out of turn (it played its extra
 * ply before {@code AGAIN}, or answered a line that asks for nothing).
 */
final class MatchLoop {
    /**
     * How long a turn waits for a line without sleeping (see {@link #nextEvent}). None with a
     * single CPU, where the bot needs that CPU to answer.
     */
    private static final long SPIN_NANOS =
            Runtime.getRuntime().availableProcessors() > 1 ? TimeUnit.MICROSECONDS.toNanos(100) : 0;

    private final Game game;
    private final Seat[] seats;
    private final BlockingQueue<BotEvent> events;
    private final MatchListener listener;
    private final MatchRecorder recorder;
    private final SandboxSpec sandbox;
    private final LongSupplier clock;
    private long lastLineNanos = -1;
    /** The last move, when what the scheduler counted for it is still to be read; or {@code null}. */
    private Unsettled unsettled;

    /** A move whose CPU time and run-queue wait are read after the next request went out. */
    private record Unsettled(Seat seat, CpuTimes before, int index, long wall) {}

    /** Reads and records what the scheduler counted for the last move, if it is still to be. */
    private void settle() {
        Unsettled last = unsettled;
        unsettled = null;
        if (last != null) {
            CpuTimes now = last.seat.times();
            last.seat.lastTimes(now);
            CpuTimes used = now.since(last.before).within(last.wall);
            if (used.cpuNanos() >= 0) {
                recorder.measured(
                        last.index, millis(used.cpuNanos()), used.waitNanos() < 0 ? null : millis(used.waitNanos()));
            }
        }
    }

    /** The turn that ended the game by a timeout at its deadline, or {@code null}. */
    private TimedOut timedOut;
    /** When the referee began to end the game (sent the first {@code RESULT}), or -1 before. */
    private long endBegan = -1;

    /**
     * How soon after the end began a timed-out bot's move may come and still be taken as flushed
     * by its exit: the time to read {@code RESULT} or {@code END} and exit. A move that comes later
     * was only late (its author's program was still thinking), and is reported as such.
     */
    static final long EXIT_FLUSH_NANOS = TimeUnit.MILLISECONDS.toNanos(300);

    /**
     * How long before a bot's deadline its CPU time is read, to be read again at the deadline:
     * a bot busy for at least a quarter of that span was thinking (a quarter, not all: on a busy
     * machine a thinking bot shares its CPU); one that used less was waiting for input, its move
     * written but not flushed, or not written. A waiting bot uses none. Time its threads spent
     * ready to run but kept off the CPU counts as busy: they wanted to think. At most half the
     * move limit.
     */
    static final long CPU_WINDOW_NANOS = TimeUnit.MILLISECONDS.toNanos(100);

    /**
     * Whether a bot was thinking over the last {@code window} before its deadline, from its CPU
     * time and run-queue wait read at the window's start and at the deadline; {@code null} when
     * that cannot be told (no reading, or a window too short for the kernel's 10 ms accounting).
     */
    static Boolean thinking(CpuTimes before, CpuTimes after, long window) {
        long windowMs = TimeUnit.NANOSECONDS.toMillis(window);
        CpuTimes spent = after.since(before);
        if (before.cpuNanos() < 0 || after.cpuNanos() < before.cpuNanos() || windowMs < 40) {
            return null;
        }
        long busyMs = TimeUnit.NANOSECONDS.toMillis(spent.cpuNanos() + Math.max(0, spent.waitNanos()));
        return 4 * busyMs >= windowMs;
    }

    /**
     * @param seats player 1's and player 2's
     * @param sandbox the sandbox the bots run in, to explain an exit; {@code null} for none
     * @param clock the time, in nanoseconds, of the same origin as the events' stamps
     */
    MatchLoop(
            Game game,
            Seat first,
            Seat second,
            BlockingQueue<BotEvent> events,
            MatchListener listener,
            MatchRecorder recorder,
            SandboxSpec sandbox,
            LongSupplier clock) {
        this.game = game;
        this.seats = new Seat[] {null, first, second};
        this.events = events;
        this.listener = listener;
        this.recorder = recorder;
        this.sandbox = sandbox;
        this.clock = clock;
    }

    /**
     * Plays the game to its end: both bots get ready, off the clock; then the briefing both get
     * first, then turn after turn.
     */
    Ending play(List<Message> briefing) throws InterruptedException {
        Ending ending = noStart();
        if (ending == null) {
            ending = awaitReady();
        }
        for (int i = 0; ending == null && i < briefing.size(); i++) {
            for (int p = 1; p <= 2 && ending == null; p++) {
                ending = send(seats[p], briefing.get(i));
            }
        }
        while (ending == null) {
            ending = takeTurn(seats[game.toMove()]);
        }
        return ending;
    }

    // ---------------------------------------------------------------- start-up

    /**
     * How often a starting bot is looked at, at first; the pause doubles up to {@link
     * #READY_PAUSE_MAX_NANOS}. A native bot is ready within a millisecond or two of its start, and
     * each pause more is that much longer a quick game; a look costs a few reads of /proc.
     */
    private static final long READY_PAUSE_NANOS = TimeUnit.MICROSECONDS.toNanos(200);

    private static final long READY_PAUSE_MAX_NANOS = TimeUnit.MILLISECONDS.toNanos(8);

    /**
     * Waits until both bots are ready for their first message (see {@link
     * arbitre.process.BotConnection#ready()}), each within its start-up limit, and records how
     * long each took. A bot that exits meanwhile, or is not ready in time, forfeits {@code
     * no-start}: it never got to play.
     */
    private Ending awaitReady() throws InterruptedException {
        long began = clock.getAsLong();
        long[] took = {0, -1, -1};
        long pause = READY_PAUSE_NANOS;
        while (true) {
            boolean waiting = false;
            boolean late = false;
            for (int p = 1; p <= 2; p++) {
                if (took[p] >= 0) {
                    continue;
                }
                if (seats[p].bot().ready()) {
                    took[p] = clock.getAsLong() - began;
                } else if (clock.getAsLong() - began > seats[p].clock().startup()) {
                    late = true;
                } else {
                    waiting = true;
                }
            }
            if (!waiting) {
                break;
            }
            if (late && took[1] < 0 && took[2] < 0) {
                break;
            }
            // Not Thread.sleep: before Java 21 it rounds a part of a millisecond up to a whole one.
            java.util.concurrent.locks.LockSupport.parkNanos(pause);
            if (Thread.interrupted()) {
                throw new InterruptedException("interrupted while the bots were starting up");
            }
            pause = Math.min(2 * pause, READY_PAUSE_MAX_NANOS);
        }
        recorder.clocking(new MatchLog.Clocking(
                List.of(startupMs(took[1]), startupMs(took[2])),
                seats[1].clock().ponders() ? "ponder" : BotCgroup.available() ? "exclusive" : "shared",
                BotCgroup.layout()));
        String[] why = new String[3];
        for (int p = 1; p <= 2; p++) {
            Integer code = seats[p].bot().exitCode();
            if (code != null) {
                why[p] = "exited with code " + code + " while starting up, before its first message"
                        + " (its standard error may say why)";
            } else if (took[p] < 0) {
                why[p] = "not ready within the start-up limit of "
                        + shownMs(seats[p].clock().startup())
                        + " (a bot is ready when it waits for its first line on standard input)";
            }
        }
        if (why[1] != null && why[2] != null) {
            String detail = "player 1: " + why[1] + "; player 2: " + why[2];
            listener.note("neither bot could start: " + detail);
            return new Ending.Forfeit(0, Violation.NO_START, detail, null);
        }
        for (int p = 1; p <= 2; p++) {
            if (why[p] != null) {
                return violation(seats[p], Violation.NO_START, why[p]);
            }
        }
        return null;
    }

    private static long startupMs(long nanos) {
        return nanos < 0 ? -1 : millis(nanos);
    }

    // ---------------------------------------------------------------- turns

    /**
     * How long a turn of the CPU clock waits between two readings of the bot's CPU time, at most:
     * a tenth of its limit, within these bounds.
     */
    private static final long CPU_POLL_MIN_NANOS = TimeUnit.MILLISECONDS.toNanos(2);

    private static final long CPU_POLL_MAX_NANOS = TimeUnit.MILLISECONDS.toNanos(20);

    /** Asks a seat for a ply and plays it; returns the ending, or {@code null} when the game goes on. */
    private Ending takeTurn(Seat seat) throws InterruptedException {
        long asking = clock.getAsLong();
        Message request = seat.request();
        // The CPU clock counts from before the request; otherwise only the relay and the bots'
        // weights stand between the opponent's line and this request: the scheduler is asked after it.
        CpuTimes before = seat.clock().cpu() ? seat.times() : null;
        if (!seat.clock().ponders()) {
            // Before the request, not after: the bot wakes to read it with the weight of a
            // thinking bot. Woken with the least weight, on a loaded machine it waited for a CPU
            // until the scheduler next looked at the new weight, up to 36 ms into a 100 ms move.
            seats[3 - seat.player()].thinking(false);
            seat.thinking(true);
        }
        awaitPassedOn();
        Ending unsent = send(seat, request);
        if (unsent != null) {
            return unsent;
        }
        long sentAt = clock.getAsLong();
        seat.asked();
        Long latencyUs = null;
        if (lastLineNanos >= 0) {
            recorder.overhead(sentAt - lastLineNanos);
            latencyUs = TimeUnit.NANOSECONDS.toMicros(Math.max(0, sentAt - lastLineNanos));
        }
        settle();
        if (before == null) {
            // Pondering is counted in the move it helps: the reading taken when its last move was
            // settled, unless the bot may ponder (then only this turn counts). The wait for a CPU
            // counts from the request only: a bot kept waiting while its opponent thought was not
            // kept from answering this move.
            CpuTimes atRequest = seat.times();
            before = seat.lastTimes() != null && !seat.clock().ponders()
                    ? new CpuTimes(seat.lastTimes().cpuNanos(), atRequest.waitNanos())
                    : atRequest;
        }
        seat.lastTimes(null);
        long limit = seat.clock().limit();
        long margin = seat.margin();
        if (seat.clock().cpu() && before.cpuNanos() >= 0) {
            return cpuTurn(seat, request, asking, sentAt, before, latencyUs);
        }
        long deadline = sentAt + limit + margin;
        // Near the deadline, the CPU time of a bot that has not answered yet is read, and again at
        // the deadline: whether it was thinking then or waiting for input (see explain).
        long window = Math.min(CPU_WINDOW_NANOS, limit / 2);
        CpuTimes timesBefore = CpuTimes.UNKNOWN;
        boolean watched = false;
        boolean awaited = false;
        while (true) {
            boolean beforeWindow = !watched && deadline - window - clock.getAsLong() > 0;
            BotEvent event = nextEvent(beforeWindow ? deadline - window : deadline);
            if (event == null && beforeWindow) {
                watched = true;
                timesBefore = seat.times();
                continue;
            }
            if (event == null && !awaited) {
                awaited = true;
                event = lineOnItsWay(seat);
            }
            if (event == null) {
                // Still working at the deadline, or waiting for input: asked of the bot's threads
                // where they can be seen, else judged from what it used of the CPU near the end.
                Boolean waiting = seat.waitingForInput();
                timedOut = new TimedOut(
                        seat,
                        sentAt,
                        limit,
                        margin,
                        waiting != null ? (Boolean) !waiting : thinking(timesBefore, seat.times(), window));
                return timeout(
                        seat,
                        "no move within " + shownMs(limit) + marginNote(margin) + bankNote(seat),
                        seat.times().since(before).within(limit + margin),
                        limit + margin,
                        -1);
            }
            Ending decided = decide(seat, event, new Turn(request, asking, sentAt, before, latencyUs));
            if (decided != CONTINUE) {
                return decided;
            }
        }
    }

    /** The longest a request waits for lines being passed on ({@link #awaitPassedOn}). */
    static final long PASSING_ON_NANOS = TimeUnit.MILLISECONDS.toNanos(50);

    /**
     * Waits, briefly, until neither bot's lines are being passed on to the queue. A bot that wrote
     * its move and a second line together has both read at once, but put on the queue one after
     * the other: without this wait, the opponent's instant answer to the move could come between
     * them, and the second line would be taken for the next ply's.
     */
    private void awaitPassedOn() {
        long until = System.nanoTime() + PASSING_ON_NANOS;
        for (int p = 1; p <= 2; p++) {
            BotConnection bot = seats[p].bot();
            while (bot != null && bot.passingOn() && System.nanoTime() - until < 0) {
                Thread.onSpinWait();
            }
        }
    }

    /** A request that went out, and what the loop knew when it did. */
    private record Turn(Message request, long asking, long sentAt, CpuTimes before, Long latencyUs) {}

    /**
     * An event during {@code seat}'s turn, from either bot: the ending it makes, or {@link
     * #CONTINUE} when the turn goes on.
     */
    private Ending decide(Seat seat, BotEvent event, Turn turn) {
        seats[event.player()].taken(event);
        if (event.player() != seat.player()) {
            Ending offTurn = offTurn(seats[event.player()], event, seat);
            return offTurn != null ? offTurn : CONTINUE;
        }
        return answer(seat, event, turn.request, turn.asking, turn.sentAt, turn.before, turn.latencyUs);
    }

    /** What a turn's wait for an answer returns when it goes on waiting (a line to ignore). */
    private static final Ending CONTINUE = new Ending.Resignation(-1);

    /**
     * The mover's event during its turn: its move (played), its end, or a line it wrote before it
     * was asked; {@link #CONTINUE} for a line to ignore.
     */
    private Ending answer(
            Seat seat, BotEvent event, Message request, long asking, long sentAt, CpuTimes before, Long latencyUs) {
        long limit = seat.clock().limit();
        long margin = seat.margin();
        {
            if (event instanceof BotEvent.Resigned) {
                return resigned(seat);
            }
            if (!(event instanceof BotEvent.Line line)) {
                return event instanceof BotEvent.Overlong overlong
                        ? violation(seat, Violation.MALFORMED, "a line longer than " + overlong.cap() + " bytes")
                        : crash(seat, event);
            }
            if (line.nanos() < asking) {
                // Read before the request was written: the bot did not wait to be asked, as a bot
                // that plays its extra ply before AGAIN, or answers POSITION.
                listener.received(seat.player(), line.text(), -1);
                Reply early = seat.codec().decode(line.text(), this::isMove);
                if (early instanceof Reply.Closing) {
                    ignore(seat, line.text());
                    return CONTINUE;
                }
                return outOfTurn(
                        seat,
                        early,
                        "wrote '" + printable(line.text()) + "' before it was asked to move ("
                                + seat.codec().encode(request) + ")");
            }
            // A quick bot can answer before the sending thread has read the clock after its write.
            long wall = Math.max(0, line.nanos() - sentAt);
            boolean cpuClock = seat.clock().cpu() && before.cpuNanos() >= 0;
            // Read now only when it decides something; a move in time has it read after the next request.
            CpuTimes used = cpuClock || wall > limit + margin
                    ? seat.times().since(before).within(wall)
                    : null;
            cpuClock = cpuClock && used.cpuNanos() >= 0;
            long elapsed = cpuClock ? used.cpuNanos() : wall;
            listener.received(seat.player(), line.text(), millis(elapsed));
            if (elapsed > limit + margin) {
                String late = cpuClock
                        ? "used " + shownMs(elapsed) + " of CPU time; the limit is " + shownMs(limit)
                        : late(elapsed, limit, margin);
                if (!cpuClock && wall - line.readerWaitNanos() <= limit + margin) {
                    // The line came in time; the referee's own reading thread could not run to see it.
                    return violation(
                            seat,
                            Violation.TIMEOUT,
                            late + bankNote(seat) + "; the machine was overloaded: the referee's thread that"
                                    + " reads the bot's output waited " + shownMs(line.readerWaitNanos())
                                    + " for a CPU before it could read the move",
                            null,
                            Diagnosis.MACHINE_OVERLOADED);
                }
                return timeout(seat, late + bankNote(seat), used, wall, limit + margin);
            }
            lastLineNanos = line.nanos();
            int recorded = recorder.moveCount();
            Ending ending = play(seat, line.text(), elapsed, used == null ? CpuTimes.UNKNOWN : used, latencyUs);
            if (used == null && recorder.moveCount() > recorded) {
                unsettled = new Unsettled(seat, before, recorder.moveCount() - 1, wall);
            }
            if (elapsed > limit && !(ending instanceof Ending.Forfeit)) {
                recorder.lateMove(new MatchLog.LateMove(game.ply(), seat.player(), millis(elapsed - limit)));
            }
            return ending;
        }
    }

    /**
     * A turn of the CPU clock: the limit is on the CPU time the bot's processes use while it is
     * asked, read every few milliseconds; a wall-clock limit {@link TimeControl#CPU_CLOCK_SAFETY}
     * times longer stops a bot that waits without using its CPU.
     */
    private Ending cpuTurn(Seat seat, Message request, long asking, long sentAt, CpuTimes before, Long latencyUs)
            throws InterruptedException {
        long limit = seat.clock().limit();
        long margin = seat.clock().margin();
        long wallDeadline = sentAt + TimeControl.CPU_CLOCK_SAFETY * (limit + margin);
        long poll = Math.max(CPU_POLL_MIN_NANOS, Math.min(CPU_POLL_MAX_NANOS, limit / 10));
        while (true) {
            long next = Math.min(wallDeadline, clock.getAsLong() + poll);
            BotEvent event = nextEvent(next);
            if (event == null) {
                CpuTimes used = seat.times().since(before);
                long now = clock.getAsLong();
                if (used.cpuNanos() > limit + margin || now - wallDeadline >= 0) {
                    timedOut = new TimedOut(seat, sentAt, limit, margin, used.cpuNanos() > limit + margin);
                    String detail = used.cpuNanos() > limit + margin
                            ? "used more than " + shownMs(limit) + " of CPU time without a move" + marginNote(margin)
                            : "no move within " + shownMs(now - sentAt) + " of wall time (the CPU clock's safety"
                                    + " net), having used " + shownMs(Math.max(0, used.cpuNanos())) + " of CPU time";
                    return violation(seat, Violation.TIMEOUT, detail + bankNote(seat));
                }
                continue;
            }
            Ending decided = decide(seat, event, new Turn(request, asking, sentAt, before, latencyUs));
            if (decided != CONTINUE) {
                return decided;
            }
        }
    }

    /**
     * Share of a move's time that, spent by the bot's threads waiting for a CPU, makes a timeout
     * at the deadline the machine's doing (see {@link #overloaded}).
     */
    static final double OVERLOAD_SHARE = 0.25;

    /**
     * Share of the time a bot had that its CPU time may exceed the time it did not wait and still
     * be one thread's work: a JVM's compiler and collector threads run beside its main thread.
     */
    static final double OWN_THREADS_SHARE = 0.1;

    /**
     * Whether a bot kept off the CPU for part of a turn of {@code wall} nanoseconds kept itself
     * waiting: it used more CPU time than the time it did not wait (beyond {@link
     * #OWN_THREADS_SHARE} of {@code allowed}), so several of its own threads or processes were
     * runnable at once, and their waits for a CPU are their contest with each other.
     */
    private static boolean ownThreadsWaited(CpuTimes used, long wall, long allowed) {
        return used.cpuNanos() > wall - used.waitNanos() + OWN_THREADS_SHARE * allowed;
    }

    /**
     * Whether a turn of {@code wall} nanoseconds that ran out without a move was the machine's
     * doing: the bot's threads were runnable but kept off the CPU for at least a quarter of it, and
     * the bot did not keep itself waiting ({@link #ownThreadsWaited}).
     */
    static boolean overloaded(CpuTimes used, long wall) {
        if (used.cpuNanos() < 0 || used.waitNanos() < 0 || wall <= 0) {
            return false;
        }
        return used.waitNanos() >= OVERLOAD_SHARE * wall && !ownThreadsWaited(used, wall, wall);
    }

    /**
     * The least share of its allowed time a late bot must have waited for a CPU for its lateness
     * to be the machine's ({@link #lateByTheMachine}).
     */
    static final double EXPLAINED_SHARE = 0.05;

    /**
     * Whether a move of {@code wall} nanoseconds that came after the {@code allowed} time was late
     * because of the machine: what the bot would have needed had it not waited for a CPU (its time
     * less its wait) fits the allowed time, the wait is a twentieth of that time at least, and the
     * bot did not keep itself waiting ({@link #ownThreadsWaited}). A bot that answered after 307 ms
     * of a 300 ms move, having waited 66 ms for a CPU and thought 240 ms, is the machine's; one that
     * thought 320 ms is its own, however long it waited.
     */
    static boolean lateByTheMachine(CpuTimes used, long wall, long allowed) {
        if (used.cpuNanos() < 0 || used.waitNanos() < 0 || wall <= allowed) {
            return false;
        }
        return wall - used.waitNanos() <= allowed
                && used.waitNanos() >= EXPLAINED_SHARE * allowed
                && !ownThreadsWaited(used, wall, allowed);
    }

    /**
     * A timeout, named the machine's when the scheduler says so: {@link #lateByTheMachine} for a
     * move that came late ({@code allowed} its allowed time), {@link #overloaded} for none yet
     * ({@code allowed} negative).
     */
    private Ending timeout(Seat seat, String detail, CpuTimes used, long wall, long allowed) {
        if (seat.bot() != null && seat.bot().lostReason() != null) {
            // A remote bot whose connection was down at its deadline: the network, not the bot.
            return violation(seat, Violation.DISCONNECTED, seat.bot().lostReason());
        }
        // Where the count can miss what the bot ran, its figures excuse nothing.
        boolean counted = seat.bot() != null && seat.bot().cpuTrusted();
        if (counted && (allowed >= 0 ? lateByTheMachine(used, wall, allowed) : overloaded(used, wall))) {
            return violation(
                    seat,
                    Violation.TIMEOUT,
                    detail + "; the machine was overloaded: the bot ran " + shownMs(used.cpuNanos()) + " and waited "
                            + shownMs(used.waitNanos()) + " for a CPU",
                    null,
                    Diagnosis.MACHINE_OVERLOADED);
        }
        return violation(seat, Violation.TIMEOUT, detail + scheduled(used, wall));
    }

    /**
     * What the scheduler counted for a late move, when the bot was computing for a good part of
     * it: "(CPU 340 ms, waited 20 ms for a CPU)". An idle bot's figures say nothing.
     */
    private static String scheduled(CpuTimes used, long wall) {
        if (used.cpuNanos() < 0 || used.cpuNanos() < OVERLOAD_SHARE * wall) {
            return "";
        }
        return " (CPU " + shownMs(used.cpuNanos())
                + (used.waitNanos() < 0 ? "" : ", waited " + shownMs(used.waitNanos()) + " for a CPU") + ")";
    }

    /** How many times, a millisecond apart, a line on its way at a deadline is looked for: a second at most. */
    static final int LINE_ON_ITS_WAY_LOOKS = 1000;

    /**
     * At a deadline with nothing on the queue, a line the bot wrote may still be on its way: the
     * write woke the referee's reading thread, which has not run yet (where it cannot run under a
     * real-time policy, a loaded machine kept it waiting 30-60 ms). It is waited for, a second at
     * most, so that its stamp decides the verdict and the detail says when it came. The next
     * event, or {@code null} when none came.
     */
    private BotEvent lineOnItsWay(Seat seat) throws InterruptedException {
        for (int look = 0; look < LINE_ON_ITS_WAY_LOOKS && seat.lineOnItsWay(); look++) {
            BotEvent event = events.poll(1, TimeUnit.MILLISECONDS);
            if (event != null) {
                return event;
            }
        }
        return events.poll();
    }

    /**
     * The next event, or {@code null} at the deadline. The queue is polled without sleeping for a
     * short while first: a quick bot's line is then taken as soon as its reader posts it, instead of
     * after the wake-up of a sleeping thread, which is most of the cost of relaying a move.
     */
    private BotEvent nextEvent(long deadline) throws InterruptedException {
        long wait = deadline - clock.getAsLong();
        if (SPIN_NANOS > 0) {
            long spinUntil = System.nanoTime() + Math.min(wait, SPIN_NANOS);
            do {
                BotEvent event = events.poll();
                if (event != null) {
                    return event;
                }
                Thread.onSpinWait();
            } while (System.nanoTime() - spinUntil < 0);
        }
        BotEvent event = events.poll(deadline - clock.getAsLong(), TimeUnit.NANOSECONDS);
        // A line stamped in time may have been queued while the poll was waking up.
        return event != null ? event : events.poll();
    }

    /** Checks and plays the mover's line; returns the ending, or {@code null} when the game goes on. */
    private Ending play(Seat seat, String text, long elapsed, CpuTimes used, Long latencyUs) {
        Reply reply = seat.codec().decode(text, this::isMove);
        if (reply instanceof Reply.Prose) {
            return violation(
                    seat,
                    Violation.MALFORMED,
                    "ply " + (game.ply() + 1) + ": '" + printable(text) + "' is not a move: "
                            + Diagnosis.DEBUG_OUTPUT.advice(),
                    printable(text),
                    Diagnosis.DEBUG_OUTPUT);
        }
        String moveText = text;
        Reply.Claim claim = null;
        if (reply instanceof Reply.Closing closing && closing.move() != null) {
            // The course's way to end a game: RESULT <move> <score1> <score2>.
            moveText = closing.move();
            claim = closing.claim();
        }
        String canonical;
        try {
            canonical = game.canonical(moveText);
        } catch (InvalidMoveException e) {
            return violation(
                    seat, Violation.MALFORMED, "ply " + (game.ply() + 1) + ": " + e.getMessage(), printable(moveText));
        }
        try {
            game.play(canonical);
        } catch (InvalidMoveException e) {
            return violation(
                    seat, Violation.ILLEGAL_MOVE, "ply " + (game.ply() + 1) + ": " + e.getMessage(), canonical);
        }
        MatchLog.Move played = new MatchLog.Move(
                game.ply(),
                seat.player(),
                canonical,
                millis(elapsed),
                used.cpuNanos() < 0 ? null : millis(used.cpuNanos()),
                used.waitNanos() < 0 ? null : millis(used.waitNanos()),
                latencyUs,
                seat.rttMs());
        recorder.move(played);
        listener.played(played);
        seat.clock().charge(elapsed);
        seats[3 - seat.player()].opponentPlayed(canonical);
        if (claim != null) {
            checkClaim(seat, claim, canonical);
        }
        return game.isOver() ? new Ending.ByRules(game.winner(), game.endReason()) : null;
    }

    /** A line out of turn; words rather than a move are debug output, and the detail says where it goes. */
    private Ending outOfTurn(Seat offender, Reply reply, String detail) {
        return reply instanceof Reply.Prose
                ? violation(
                        offender,
                        Violation.OUT_OF_TURN,
                        detail + ": " + Diagnosis.DEBUG_OUTPUT.advice(),
                        null,
                        Diagnosis.DEBUG_OUTPUT)
                : violation(offender, Violation.OUT_OF_TURN, detail);
    }

    /** A line or event from the bot that is not to move: ignored, or the end of its game. */
    private Ending offTurn(Seat other, BotEvent event, Seat mover) {
        if (event instanceof BotEvent.Line line) {
            listener.received(other.player(), line.text(), -1);
            Reply reply = other.codec().decode(line.text(), this::isMove);
            if (reply instanceof Reply.Closing) {
                ignore(other, line.text());
                return null;
            }
            return outOfTurn(
                    other,
                    reply,
                    "wrote '" + printable(line.text()) + "' while player " + mover.player() + " was to move");
        }
        if (event instanceof BotEvent.Resigned) {
            return resigned(other);
        }
        if (event instanceof BotEvent.Overlong overlong) {
            return violation(
                    other,
                    Violation.OUT_OF_TURN,
                    "wrote a line longer than " + overlong.cap() + " bytes while player " + mover.player()
                            + " was to move");
        }
        return crash(other, event);
    }

    /** The referee begins to end the game: what a bot writes from now on comes during its end grace. */
    void endBegins() {
        endBegan = clock.getAsLong();
        settle();
        for (int p = 1; p <= 2; p++) {
            seats[p].thinking(true);
        }
    }

    /**
     * The ending, its detail completed by what came after it: the move of a bot that timed out,
     * when it came at last. A move that came as the bot exited, right after the end began, sat
     * in its output buffer ({@link Diagnosis#UNFLUSHED_OUTPUT}), unless the bot was seen thinking
     * at its deadline: its move was late, and came just before the bot read the end and exited.
     * A later move was late too.
     */
    Ending explain(Ending ending) {
        if (timedOut == null || timedOut.lineNanos < 0 || !(ending instanceof Ending.Forfeit forfeit)) {
            return ending;
        }
        if (forfeit.diagnosis() == Diagnosis.MACHINE_OVERLOADED) {
            return ending; // the machine's doing: the game is played again, whatever the bot did after
        }
        long arrived = timedOut.lineNanos;
        if (arrived - timedOut.sentAt <= timedOut.limit + timedOut.margin) {
            return ending; // stamped in time, yet queued after the deadline: nothing to add
        }
        // A bot that was thinking at its deadline was still working on its move, flushed or not.
        boolean withItsExit = timedOut.thinking != Boolean.TRUE
                && (endBegan >= 0 && arrived >= endBegan && arrived - endBegan <= EXIT_FLUSH_NANOS
                        || timedOut.closedNanos >= 0 && (endBegan < 0 || timedOut.closedNanos < endBegan));
        if (withItsExit) {
            return forfeit.explained(
                    forfeit.detail() + "; " + Diagnosis.UNFLUSHED_OUTPUT.advice(), Diagnosis.UNFLUSHED_OUTPUT);
        }
        if (timedOut.seat.clock().cpu()) {
            // Its limit was on CPU time: the wall time its move took is said beside it, not against it.
            return forfeit.explained(
                    forfeit.detail() + "; its move came " + shownMs(arrived - timedOut.sentAt)
                            + " after it was asked, in wall time",
                    null);
        }
        return forfeit.explained(
                late(arrived - timedOut.sentAt, timedOut.limit, timedOut.margin) + bankNote(timedOut.seat), null);
    }

    /**
     * An event after the game: a line is logged and ignored within its seat's bounds, and a course
     * bot's claimed scores are compared with the game's when the game ended by the rules; the rest
     * ({@code null} included) is ignored. The first line of a bot that timed out is its late move.
     */
    void afterGame(BotEvent event, Ending ending) {
        if (event != null && timedOut != null && event.player() == timedOut.seat.player()) {
            timedOut.saw(event);
        }
        if (event instanceof BotEvent.Overlong overlong && overlong.player() >= 1) {
            seats[overlong.player()].taken(event);
        }
        if (event instanceof BotEvent.Line line && line.player() >= 1) {
            Seat seat = seats[line.player()];
            seat.taken(event);
            if (ignore(seat, line.text())) {
                listener.received(seat.player(), line.text(), -1);
            }
            if (ending instanceof Ending.ByRules
                    && seat.codec().decode(line.text(), this::isMove) instanceof Reply.Closing closing
                    && closing.claim() != null) {
                checkClaim(seat, closing.claim(), null);
            }
        }
    }

    // ---------------------------------------------------------------- violations

    private Ending noStart() {
        Seat first = seats[1];
        Seat second = seats[2];
        if (first.bot() != null && second.bot() != null) {
            return null;
        }
        if (first.bot() == null && second.bot() == null) {
            String detail = "player 1: " + first.startError() + "; player 2: " + second.startError();
            listener.note("neither bot could be started: " + detail);
            return new Ending.Forfeit(0, Violation.NO_START, detail, null);
        }
        Seat failed = first.bot() == null ? first : second;
        return violation(failed, Violation.NO_START, failed.startError());
    }

    /** Sends a message; the crash of a bot that no longer reads, or {@code null}. */
    private Ending send(Seat seat, Message message) {
        String line = seat.send(message);
        if (line == null) {
            return crash(seat, null);
        }
        listener.sent(seat.player(), line);
        return null;
    }

    private Ending resigned(Seat seat) {
        listener.note("player " + seat.player() + " (" + seat.name() + ") resigned");
        return new Ending.Resignation(seat.player());
    }

    private Ending crash(Seat seat, BotEvent event) {
        if (seat.bot().lostReason() != null) {
            return violation(seat, Violation.DISCONNECTED, seat.bot().lostReason());
        }
        String detail;
        if (event instanceof BotEvent.Exited exited) {
            detail = exitedDuringTheGame(seat, exited.exitCode());
        } else {
            Integer code = waitForExit(seat, 100);
            detail = code != null
                    ? exitedDuringTheGame(seat, code)
                    : event == null ? "stopped reading its standard input" : "closed its standard output";
        }
        return violation(seat, Violation.CRASH, detail, null, limitDiagnosis(seat, event));
    }

    /** The sandbox limit the bot was stopped for, as a fact for programs; {@code null} when none. */
    private Diagnosis limitDiagnosis(Seat seat, BotEvent event) {
        if (sandbox == null) {
            return null;
        }
        LimitHit hit = seat.bot().limitHit();
        if (hit != null) {
            return Diagnosis.of(hit.limit());
        }
        Integer code = event instanceof BotEvent.Exited exited
                ? Integer.valueOf(exited.exitCode())
                : seat.bot().exitCode();
        return code == null
                ? null
                : Sandbox.limitOfExit(code).map(Diagnosis::of).orElse(null);
    }

    /** The exit code, and in a sandbox what it means when it names a limit ("killed by signal 24 (CPU time limit)"). */
    private String exitedDuringTheGame(Seat seat, int code) {
        String detail = "exited with code " + code + " during the game";
        if (sandbox == null) {
            return detail;
        }
        LimitHit hit = seat.bot().limitHit();
        if (hit != null) {
            return detail + ": killed " + hit.verdict() + "; sandbox limits: " + Sandbox.describe(sandbox);
        }
        return Sandbox.explainExit(code, Sandbox.isJvm(seat.bot().argv()))
                .map(why -> detail + ": " + why + "; sandbox limits: " + Sandbox.describe(sandbox))
                .orElse(detail);
    }

    private static Integer waitForExit(Seat seat, long ms) {
        long deadline = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(ms);
        while (seat.bot().isAlive() && System.nanoTime() < deadline) {
            try {
                Thread.sleep(5);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                break;
            }
        }
        return seat.bot().exitCode();
    }

    private Ending violation(Seat offender, Violation violation, String detail) {
        return violation(offender, violation, detail, null);
    }

    /** A violation; {@code move} is the refused text, recorded so that a replay can check the refusal. */
    private Ending violation(Seat offender, Violation violation, String detail, String move) {
        return violation(offender, violation, detail, move, null);
    }

    /** A violation with its likely cause, when the referee can tell it. */
    private Ending violation(Seat offender, Violation violation, String detail, String move, Diagnosis diagnosis) {
        listener.note(
                "player " + offender.player() + " (" + offender.name() + ") " + violation.wireName() + ": " + detail);
        return new Ending.Forfeit(offender.player(), violation, detail, move, diagnosis);
    }

    // ---------------------------------------------------------------- helpers

    /** Keeps a line as ignored if its seat has room; returns whether it did. */
    private boolean ignore(Seat seat, String line) {
        boolean kept = seat.leftovers().ignore(new MatchLog.IgnoredLine(seat.player(), game.ply(), printable(line)));
        if (kept) {
            listener.note("ignored from player " + seat.player() + ": " + printable(line));
        }
        return kept;
    }

    /** Records scores a bot claimed ({@code move}: with that move; {@code null}: after the game) that the game does not confirm. */
    private void checkClaim(Seat seat, Reply.Claim claim, String move) {
        List<Integer> claimed = List.of(claim.first(), claim.second());
        List<Integer> counted = game.isOver() ? List.of(game.score(1), game.score(2)) : null;
        if (!claimed.equals(counted)) {
            seat.leftovers().claim(new MatchLog.Claim(seat.player(), game.ply(), move, claimed, counted));
        }
    }

    private boolean isMove(String word) {
        try {
            game.canonical(word);
            return true;
        } catch (InvalidMoveException e) {
            return false;
        }
    }

    /**
     * A turn that ended at its deadline without a move, and what the bot wrote after: its first
     * line, and the end of its output when that came before the referee ended the game (the bot
     * exited by itself).
     */
    private static final class TimedOut {
        final Seat seat;
        final long sentAt;
        final long limit;
        final long margin;
        /** Whether the bot was thinking at its deadline; {@code null} when not known. */
        final Boolean thinking;

        long lineNanos = -1;
        long closedNanos = -1;

        TimedOut(Seat seat, long sentAt, long limit, long margin, Boolean thinking) {
            this.seat = seat;
            this.sentAt = sentAt;
            this.limit = limit;
            this.margin = margin;
            this.thinking = thinking;
        }

        void saw(BotEvent event) {
            if (event instanceof BotEvent.Line line && lineNanos < 0) {
                lineNanos = line.nanos();
            } else if ((event instanceof BotEvent.OutputClosed || event instanceof BotEvent.Exited)
                    && lineNanos >= 0
                    && closedNanos < 0) {
                closedNanos = event.nanos();
            }
        }
    }

    private static String marginNote(long margin) {
        return margin > 0 ? " and its time margin of " + shownMs(margin) : "";
    }

    private static String bankNote(Seat seat) {
        return seat.clock().bankIsTheLimit() ? " (what was left of the time bank)" : "";
    }

    private static long millis(long nanos) {
        return TimeUnit.NANOSECONDS.toMillis(nanos);
    }

    /** A time for a person, in whole milliseconds with thousands separated: {@code 1,412 ms}. */
    static String shownMs(long nanos) {
        return String.format(Locale.ROOT, "%,d ms", millis(nanos));
    }

    /** A move that came after its limit (and margin), and when. */
    private static String late(long elapsed, long limit, long margin) {
        return "answered after " + shownMs(elapsed) + "; the limit is " + shownMs(limit)
                + (margin > 0 ? ", with a time margin of " + shownMs(margin) : "");
    }

    /** A bot's line made safe to show: control and non-ASCII characters escaped, long lines cut. */
    static String printable(String line) {
        return Text.printable(line, 80);
    }
}
