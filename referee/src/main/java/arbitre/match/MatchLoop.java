package arbitre.match;

import arbitre.clock.Clock;
import arbitre.clock.TimeControl;
import arbitre.clock.TimedOut;
import arbitre.clock.Turn;
import arbitre.clock.Verdict;
import arbitre.engine.Text;
import arbitre.game.Game;
import arbitre.game.InvalidMoveException;
import arbitre.log.MatchLog;
import arbitre.process.BotCgroup;
import arbitre.process.BotConnection;
import arbitre.process.BotEvent;
import arbitre.process.CpuTimes;
import arbitre.protocol.Message;
import arbitre.protocol.Notation;
import arbitre.protocol.Reply;
import arbitre.sandbox.LimitHit;
import arbitre.sandbox.Sandbox;
import arbitre.sandbox.SandboxSpec;
import java.util.List;
import java.util.Optional;
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
 * notes the time right after the flush, and waits on the queue until that time plus what the
 * seat's {@link Clock} allows. Whatever comes first decides: the mover's line (its thinking time is
 * its stamp minus the send time, so a slow referee never costs a bot its time), a line from the
 * other bot (out of turn, unless it only closes the game), an exit or closed output (crash), a
 * resignation, or nothing (timeout). The game says who moves next, so a player may move several
 * times in a row; a line of the mover read before its request was written is out of turn (it
 * played its extra ply before {@code AGAIN}, or answered a line that asks for nothing).
 *
 * <h2>A move's walk</h2>
 * A line is read once: the seat's codec decodes it with the game's notation ({@link #read}), so
 * the reply carries the move in canonical form. The mover's clock judges the turn from what the
 * loop saw ({@link Clock#charge(Turn)}); the loop only asks, and acts on the verdict. A move that
 * counts is played, passed on, and given to the recorder with its times: at once when they are
 * known, else once the scheduler's figures are read after the next request went out ({@link
 * #settle}), so that reading them never delays the relay.
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

    /** A move played whose CPU time and run-queue wait are read after the next request went out. */
    private record Unsettled(Seat seat, CpuTimes before, long wall, MatchLog.Move move) {}

    /** Reads what the scheduler counted for the last move, if it is still to be, and records the move with it. */
    private void settle() {
        Unsettled last = unsettled;
        unsettled = null;
        if (last != null) {
            CpuTimes now = last.seat.times();
            last.seat.lastTimes(now);
            CpuTimes used = now.since(last.before).within(last.wall);
            MatchLog.Move move = last.move;
            recorder.move(
                    used.cpuNanos() < 0
                            ? move
                            : new MatchLog.Move(
                                    move.ply(),
                                    move.player(),
                                    move.move(),
                                    move.ms(),
                                    millis(used.cpuNanos()),
                                    used.waitNanos() < 0 ? null : millis(used.waitNanos()),
                                    move.latencyUs(),
                                    move.rttMs()));
        }
    }

    /** The turn that ended the game by a timeout at its deadline, or {@code null}; and whose it was. */
    private TimedOut timedOut;

    private int timedOutPlayer;
    /** When the referee began to end the game (sent the first {@code RESULT}), or -1 before. */
    private long endBegan = -1;

    /** {@link TimedOut#thinking} of the bot's CPU times read at the window's start and at the deadline. */
    static Boolean thinking(CpuTimes before, CpuTimes after, long window) {
        CpuTimes spent = after.since(before);
        boolean known = before.cpuNanos() >= 0 && after.cpuNanos() >= before.cpuNanos();
        return known ? TimedOut.thinking(spent.cpuNanos(), Math.max(0, spent.waitNanos()), window) : null;
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
     * first, then turn after turn. The last move is recorded by the time it returns.
     */
    Ending play(List<Message> briefing) throws InterruptedException {
        Optional<Ending> ending = noStart();
        if (ending.isEmpty()) {
            ending = awaitReady();
        }
        for (int i = 0; ending.isEmpty() && i < briefing.size(); i++) {
            for (int p = 1; p <= 2 && ending.isEmpty(); p++) {
                ending = send(seats[p], briefing.get(i));
            }
        }
        while (ending.isEmpty()) {
            ending = takeTurn(seats[game.toMove()]);
        }
        settle();
        return ending.get();
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
    private Optional<Ending> awaitReady() throws InterruptedException {
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
                        + Clock.shown(seats[p].clock().startup())
                        + " (a bot is ready when it waits for its first line on standard input)";
            }
        }
        if (why[1] != null && why[2] != null) {
            String detail = "player 1: " + why[1] + "; player 2: " + why[2];
            listener.note("neither bot could start: " + detail);
            return Optional.of(new Ending.Forfeit(0, Violation.NO_START, detail, null));
        }
        for (int p = 1; p <= 2; p++) {
            if (why[p] != null) {
                return Optional.of(violation(seats[p], Violation.NO_START, why[p]));
            }
        }
        return Optional.empty();
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

    /** Asks a seat for a ply and plays it; returns the ending, or nothing when the game goes on. */
    private Optional<Ending> takeTurn(Seat seat) throws InterruptedException {
        long asking = clock.getAsLong();
        Message request = seat.request();
        // The CPU clock counts from before the request; otherwise only the relay and the bots'
        // weights stand between the opponent's line and this request: the scheduler is asked after it.
        CpuTimes before = seat.clock().cpu() ? seat.times() : null;
        boolean exclusive = !seat.clock().ponders();
        if (exclusive) {
            // Before the request, not after: the bot wakes to read it with the weight of a
            // thinking bot. Woken with the least weight, on a loaded machine it waited for a CPU
            // until the scheduler next looked at the new weight, up to 36 ms into a 100 ms move.
            seat.thinking(true);
        }
        awaitPassedOn();
        Optional<Ending> unsent = send(seat, request);
        if (unsent.isPresent()) {
            return unsent;
        }
        long sentAt = clock.getAsLong();
        if (exclusive) {
            // The bot that just answered waits once the request is out: the least weight, when it
            // uses the CPU while waiting (BotCgroup.awaitingTurn), written off the relay's path.
            seats[3 - seat.player()].awaitingTurn();
        }
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
        Asked turn = new Asked(request, asking, sentAt, before, latencyUs);
        if (seat.clock().cpu() && before.cpuNanos() >= 0) {
            return cpuTurn(seat, turn);
        }
        long limit = seat.clock().limit();
        long deadline = sentAt + seat.clock().allowed(seat.networkAllowance());
        // Near the deadline, the CPU time of a bot that has not answered yet is read, and again at
        // the deadline: whether it was thinking then or waiting for input (see explain).
        long window = TimedOut.window(limit);
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
                timedOutPlayer = seat.player();
                timedOut = seat.clock()
                        .timedOut(
                                sentAt,
                                seat.networkAllowance(),
                                waiting != null ? (Boolean) !waiting : thinking(timesBefore, seat.times(), window));
                return Optional.of(timeout(
                        seat,
                        seat.clock()
                                .expired(facts(seat, sentAt, -1, seat.times().since(before), 0))));
            }
            Step step = decide(seat, event, turn);
            if (!(step instanceof Step.Waits)) {
                return step.outcome();
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
    private record Asked(Message request, long asking, long sentAt, CpuTimes before, Long latencyUs) {}

    /** What an event does to a turn: it ends the game, ends the turn (the mover played), or leaves the turn waiting. */
    private sealed interface Step {
        /** The game's ending, or nothing when it goes on. */
        default Optional<Ending> outcome() {
            return Optional.empty();
        }

        /** The game ended. */
        record Ends(Ending ending) implements Step {
            @Override
            public Optional<Ending> outcome() {
                return Optional.of(ending);
            }
        }

        /** The mover played, and the game goes on. */
        record Played() implements Step {}

        /** Nothing decided: the turn waits on (a line to ignore). */
        record Waits() implements Step {}
    }

    private static final Step PLAYED = new Step.Played();
    private static final Step WAITS = new Step.Waits();

    /**
     * An event during {@code seat}'s turn, from either bot: a line is decoded here, once, and the
     * reply goes to the mover's answer or to the other bot's line out of turn.
     */
    private Step decide(Seat seat, BotEvent event, Asked turn) {
        Seat from = seats[event.player()];
        from.taken(event);
        if (event instanceof BotEvent.Line line) {
            Reply reply = from.codec().decode(line.text(), this::read);
            return from == seat ? answer(seat, line, reply, turn) : lineOffTurn(from, line, reply, seat);
        }
        if (from != seat) {
            return new Step.Ends(offTurn(from, event, seat));
        }
        if (event instanceof BotEvent.Resigned) {
            return new Step.Ends(resigned(seat));
        }
        return new Step.Ends(
                event instanceof BotEvent.Overlong overlong
                        ? violation(seat, Violation.MALFORMED, "a line longer than " + overlong.cap() + " bytes")
                        : crash(seat, event));
    }

    /**
     * The mover's line during its turn: its move (judged by its clock, then played), its end, or a
     * line it wrote before it was asked.
     */
    private Step answer(Seat seat, BotEvent.Line line, Reply reply, Asked turn) {
        if (line.nanos() < turn.asking) {
            // Read before the request was written: the bot did not wait to be asked, as a bot
            // that plays its extra ply before AGAIN, or answers POSITION.
            listener.received(seat.player(), line.text(), -1);
            if (reply instanceof Reply.Closing) {
                ignore(seat, line.text());
                return WAITS;
            }
            return new Step.Ends(outOfTurn(
                    seat,
                    reply,
                    "wrote '" + printable(line.text()) + "' before it was asked to move ("
                            + seat.codec().encode(turn.request) + ")"));
        }
        seat.answered();
        Clock seatClock = seat.clock();
        // A quick bot can answer before the sending thread has read the clock after its write.
        long wall = Math.max(0, line.nanos() - turn.sentAt);
        // Read now only when it decides something; a move in time has it read after the next request.
        CpuTimes used =
                seatClock.cpu() && turn.before.cpuNanos() >= 0 || wall > seatClock.allowed(seat.networkAllowance())
                        ? seat.times().since(turn.before).within(wall)
                        : null;
        Verdict verdict = seatClock.charge(
                facts(seat, turn.sentAt, line.nanos(), used == null ? CpuTimes.UNKNOWN : used, line.readerWaitNanos()));
        listener.received(seat.player(), line.text(), millis(verdict.elapsedNanos()));
        if (verdict instanceof Verdict.Late late) {
            return new Step.Ends(timeout(seat, late));
        }
        lastLineNanos = line.nanos();
        Optional<Ending> ending = play(seat, line.text(), reply, verdict.elapsedNanos(), used, turn, wall);
        if (verdict instanceof Verdict.InMargin inMargin && !(ending.orElse(null) instanceof Ending.Forfeit)) {
            recorder.lateMove(new MatchLog.LateMove(game.ply(), seat.player(), millis(inMargin.overNanos())));
        }
        return ending.<Step>map(Step.Ends::new).orElse(PLAYED);
    }

    /** What the loop saw of a turn, for the seat's clock to judge. */
    private static Turn facts(Seat seat, long sentAt, long stamp, CpuTimes used, long readerWait) {
        BotConnection bot = seat.bot();
        return new Turn(
                sentAt,
                stamp,
                used.cpuNanos(),
                used.waitNanos(),
                readerWait,
                seat.networkAllowance(),
                bot != null && bot.cpuTrusted(),
                bot != null && bot.lostReason() != null);
    }

    /** The forfeit of a seat whose flag fell, named for whose doing the lateness was. */
    private Ending timeout(Seat seat, Verdict.Late late) {
        return switch (late.blame()) {
            case NETWORK -> violation(seat, Violation.DISCONNECTED, seat.bot().lostReason());
            case MACHINE -> violation(seat, Violation.TIMEOUT, late.detail(), null, Diagnosis.MACHINE_OVERLOADED);
            case BOT -> violation(seat, Violation.TIMEOUT, late.detail());
        };
    }

    /**
     * A turn of the CPU clock: the limit is on the CPU time the bot's processes use while it is
     * asked, read every few milliseconds; a wall-clock limit {@link TimeControl#CPU_CLOCK_SAFETY}
     * times longer stops a bot that waits without using its CPU.
     */
    private Optional<Ending> cpuTurn(Seat seat, Asked turn) throws InterruptedException {
        Clock seatClock = seat.clock();
        long wallDeadline = turn.sentAt + seatClock.safetyNet();
        long poll = Math.max(CPU_POLL_MIN_NANOS, Math.min(CPU_POLL_MAX_NANOS, seatClock.limit() / 10));
        while (true) {
            long next = Math.min(wallDeadline, clock.getAsLong() + poll);
            BotEvent event = nextEvent(next);
            if (event == null) {
                CpuTimes used = seat.times().since(turn.before);
                Optional<Verdict.Late> late = seatClock.spent(used.cpuNanos(), clock.getAsLong() - turn.sentAt);
                if (late.isPresent()) {
                    // A bot whose CPU time ran past its limit was thinking at its deadline.
                    timedOutPlayer = seat.player();
                    timedOut = seatClock.timedOut(turn.sentAt, 0, seatClock.overItsCpu(used.cpuNanos()));
                    return Optional.of(timeout(seat, late.get()));
                }
                continue;
            }
            Step step = decide(seat, event, turn);
            if (!(step instanceof Step.Waits)) {
                return step.outcome();
            }
        }
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

    /** Plays the mover's reply; returns the ending, or nothing when the game goes on. */
    private Optional<Ending> play(
            Seat seat, String line, Reply reply, long elapsed, CpuTimes used, Asked turn, long wall) {
        if (reply instanceof Reply.Prose prose) {
            return Optional.of(violation(
                    seat,
                    Violation.MALFORMED,
                    "ply " + (game.ply() + 1) + ": '" + printable(prose.text()) + "' is not a move: "
                            + Diagnosis.DEBUG_OUTPUT.advice(),
                    printable(prose.text()),
                    Diagnosis.DEBUG_OUTPUT));
        }
        Reply.Claim claim = null;
        if (reply instanceof Reply.Closing closing) {
            if (closing.move() != null) {
                // The course's way to end a game: RESULT <move> <score1> <score2>.
                claim = closing.claim();
                reply = new Reply.Move(closing.move(), closing.move());
            } else {
                // A closing line where a move is due is read as one.
                reply = Reply.asMove(line, read(line));
            }
        }
        if (reply instanceof Reply.NotAMove notAMove) {
            return Optional.of(violation(
                    seat,
                    Violation.MALFORMED,
                    "ply " + (game.ply() + 1) + ": " + notAMove.reason(),
                    printable(notAMove.text())));
        }
        String canonical = ((Reply.Move) reply).canonical();
        try {
            game.play(canonical);
        } catch (InvalidMoveException e) {
            return Optional.of(violation(
                    seat, Violation.ILLEGAL_MOVE, "ply " + (game.ply() + 1) + ": " + e.getMessage(), canonical));
        }
        MatchLog.Move played = new MatchLog.Move(
                game.ply(),
                seat.player(),
                canonical,
                millis(elapsed),
                used == null || used.cpuNanos() < 0 ? null : millis(used.cpuNanos()),
                used == null || used.waitNanos() < 0 ? null : millis(used.waitNanos()),
                turn.latencyUs,
                seat.rttMs());
        recorder.played(played.ply(), played.player());
        if (used == null) {
            unsettled = new Unsettled(seat, turn.before, wall, played);
        } else {
            recorder.move(played);
        }
        listener.played(played);
        seats[3 - seat.player()].opponentPlayed(canonical);
        if (claim != null) {
            checkClaim(seat, claim, canonical);
        }
        return game.isOver() ? Optional.of(new Ending.ByRules(game.winner(), game.endReason())) : Optional.empty();
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

    /** A line from the bot that is not to move: a closing line is ignored, any other ends its game. */
    private Step lineOffTurn(Seat other, BotEvent.Line line, Reply reply, Seat mover) {
        listener.received(other.player(), line.text(), -1);
        if (reply instanceof Reply.Closing) {
            ignore(other, line.text());
            return WAITS;
        }
        return new Step.Ends(outOfTurn(
                other,
                reply,
                "wrote '" + printable(line.text()) + "' while player " + mover.player() + " was to move"));
    }

    /** An event other than a line from the bot that is not to move: the end of its game. */
    private Ending offTurn(Seat other, BotEvent event, Seat mover) {
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
     * when it came at last ({@link TimedOut#hindsight}). A timeout the machine caused is left as it
     * is: the game is played again, whatever the bot did after.
     */
    Ending explain(Ending ending) {
        if (timedOut == null
                || !(ending instanceof Ending.Forfeit forfeit)
                || forfeit.diagnosis() == Diagnosis.MACHINE_OVERLOADED) {
            return ending;
        }
        return timedOut.hindsight(endBegan, forfeit.detail())
                .<Ending>map(hindsight -> hindsight instanceof TimedOut.Hindsight.Late late
                        ? forfeit.explained(late.detail(), null)
                        : forfeit.explained(
                                forfeit.detail() + "; " + Diagnosis.UNFLUSHED_OUTPUT.advice(),
                                Diagnosis.UNFLUSHED_OUTPUT))
                .orElse(ending);
    }

    /**
     * An event after the game: a line is logged and ignored within its seat's bounds, and a course
     * bot's claimed scores are compared with the game's when the game ended by the rules; the rest
     * ({@code null} included) is ignored. The first line of a bot that timed out is its late move.
     */
    void afterGame(BotEvent event, Ending ending) {
        if (event != null && timedOut != null && event.player() == timedOutPlayer) {
            if (event instanceof BotEvent.Line line) {
                timedOut.sawLine(line.nanos());
            } else if (event instanceof BotEvent.OutputClosed || event instanceof BotEvent.Exited) {
                timedOut.sawEnd(event.nanos());
            }
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
                    && seat.codec().decode(line.text(), this::read) instanceof Reply.Closing closing
                    && closing.claim() != null) {
                checkClaim(seat, closing.claim(), null);
            }
        }
    }

    // ---------------------------------------------------------------- violations

    private Optional<Ending> noStart() {
        Seat first = seats[1];
        Seat second = seats[2];
        if (first.bot() != null && second.bot() != null) {
            return Optional.empty();
        }
        if (first.bot() == null && second.bot() == null) {
            String detail = "player 1: " + first.startError() + "; player 2: " + second.startError();
            listener.note("neither bot could be started: " + detail);
            return Optional.of(new Ending.Forfeit(0, Violation.NO_START, detail, null));
        }
        Seat failed = first.bot() == null ? first : second;
        return Optional.of(violation(failed, Violation.NO_START, failed.startError()));
    }

    /** Sends a message; the crash of a bot that no longer reads, or nothing. */
    private Optional<Ending> send(Seat seat, Message message) {
        String line = seat.send(message);
        if (line == null) {
            return Optional.of(crash(seat, null));
        }
        listener.sent(seat.player(), line);
        return Optional.empty();
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
            return detail + signal(code);
        }
        LimitHit hit = seat.bot().limitHit();
        if (hit != null) {
            return detail + ": killed " + hit.verdict() + "; sandbox limits: " + Sandbox.describe(sandbox);
        }
        return Sandbox.explainExit(code, Sandbox.isJvm(seat.bot().argv()))
                .map(why -> detail + ": " + why + "; sandbox limits: " + Sandbox.describe(sandbox))
                .orElse(detail);
    }

    /**
     * What an exit code above 128 says of a bot outside the sandbox: the signal that killed it, or
     * its shell's child ({@code ": killed by signal 11 (segmentation fault)"}); empty otherwise.
     */
    static String signal(int code) {
        if (code <= 128 || code >= 128 + 65) {
            return "";
        }
        int signal = code - 128;
        String why = switch (signal) {
            case 4 -> "illegal instruction";
            case 6 -> "aborted";
            case 7 -> "bus error";
            case 8 -> "floating-point exception, perhaps a division by zero";
            case 9 -> "killed";
            case 11 -> "segmentation fault";
            case 13 -> "broken pipe";
            case 15 -> "terminated";
            default -> null;
        };
        return ": killed by signal " + signal + (why == null ? "" : " (" + why + ")");
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

    /** A word or line read in the game's notation: the one place the loop reads a move. */
    private Notation.Reading read(String word) {
        try {
            return new Notation.Reading.Canonical(game.canonical(word));
        } catch (InvalidMoveException e) {
            return new Notation.Reading.Invalid(e.getMessage());
        }
    }

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

    private static long millis(long nanos) {
        return TimeUnit.NANOSECONDS.toMillis(nanos);
    }

    /** A bot's line made safe to show: control and non-ASCII characters escaped, long lines cut. */
    static String printable(String line) {
        return Text.printable(line, 80);
    }
}
