package arbitre.match;

import arbitre.engine.Moves;
import arbitre.game.Game;
import arbitre.game.InvalidMoveException;
import arbitre.log.MatchLog;
import arbitre.process.BotEvent;
import arbitre.protocol.Message;
import arbitre.protocol.Reply;
import arbitre.sandbox.Sandbox;
import arbitre.sandbox.SandboxSpec;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.function.LongSupplier;

/**
 * The game between two seats, turn by turn, until it ends by the rules or by a violation
 * (the README, "The bot protocol in short"); then what the bots write while they wind down.
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

    /**
     * @param seats player 1's and player 2's
     * @param sandbox the sandbox the bots run in, to explain an exit; {@code null} for none
     * @param clock the time, in nanoseconds, of the same origin as the events' stamps
     */
    MatchLoop(Game game, Seat first, Seat second, BlockingQueue<BotEvent> events, MatchListener listener,
            MatchRecorder recorder, SandboxSpec sandbox, LongSupplier clock) {
        this.game = game;
        this.seats = new Seat[] {null, first, second};
        this.events = events;
        this.listener = listener;
        this.recorder = recorder;
        this.sandbox = sandbox;
        this.clock = clock;
    }

    /** Plays the game to its end: the briefing both bots get first, then turn after turn. */
    Ending play(List<Message> briefing) throws InterruptedException {
        Ending ending = noStart();
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

    /** Asks a seat for a ply and plays it; returns the ending, or {@code null} when the game goes on. */
    private Ending takeTurn(Seat seat) throws InterruptedException {
        long asking = clock.getAsLong();
        Message request = seat.request();
        Ending unsent = send(seat, request);
        if (unsent != null) {
            return unsent;
        }
        long sentAt = clock.getAsLong();
        seat.asked();
        if (lastLineNanos >= 0) {
            recorder.overhead(sentAt - lastLineNanos);
        }
        long limit = seat.clock().limit();
        while (true) {
            BotEvent event = nextEvent(sentAt + limit);
            if (event == null) {
                return violation(seat, Violation.TIMEOUT, "no move within " + millis(limit) + " ms" + bankNote(seat));
            }
            seats[event.player()].taken(event);
            if (event.player() != seat.player()) {
                Ending offTurn = offTurn(seats[event.player()], event, seat);
                if (offTurn != null) {
                    return offTurn;
                }
                continue;
            }
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
                if (seat.codec().decode(line.text(), this::isMove) instanceof Reply.Closing) {
                    ignore(seat, line.text());
                    continue;
                }
                return violation(seat, Violation.OUT_OF_TURN, "wrote '" + printable(line.text())
                        + "' before it was asked to move (" + seat.codec().encode(request) + ")");
            }
            // A quick bot can answer before the sending thread has read the clock after its write.
            long elapsed = Math.max(0, line.nanos() - sentAt);
            listener.received(seat.player(), line.text(), millis(elapsed));
            if (elapsed > limit) {
                return violation(seat, Violation.TIMEOUT, "answered after " + millis(elapsed) + " ms; the limit was "
                        + millis(limit) + " ms" + bankNote(seat));
            }
            lastLineNanos = line.nanos();
            return play(seat, line.text(), elapsed);
        }
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
    private Ending play(Seat seat, String text, long elapsed) {
        Reply reply = seat.codec().decode(text, this::isMove);
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
            return violation(seat, Violation.MALFORMED, "ply " + (game.ply() + 1) + ": " + e.getMessage(),
                    printable(moveText));
        }
        try {
            game.play(canonical);
        } catch (InvalidMoveException e) {
            return violation(seat, Violation.ILLEGAL_MOVE, "ply " + (game.ply() + 1) + ": " + e.getMessage(),
                    canonical);
        }
        MatchLog.Move played = new MatchLog.Move(game.ply(), seat.player(), canonical, millis(elapsed));
        recorder.move(played);
        listener.played(played);
        seat.clock().charge(elapsed);
        seats[3 - seat.player()].opponentPlayed(canonical);
        if (claim != null) {
            checkClaim(seat, claim, canonical);
        }
        return game.isOver() ? new Ending.ByRules(game.winner(), game.endReason()) : null;
    }

    /** A line or event from the bot that is not to move: ignored, or the end of its game. */
    private Ending offTurn(Seat other, BotEvent event, Seat mover) {
        if (event instanceof BotEvent.Line line) {
            listener.received(other.player(), line.text(), -1);
            if (other.codec().decode(line.text(), this::isMove) instanceof Reply.Closing) {
                ignore(other, line.text());
                return null;
            }
            return violation(other, Violation.OUT_OF_TURN, "wrote '" + printable(line.text())
                    + "' while player " + mover.player() + " was to move");
        }
        if (event instanceof BotEvent.Resigned) {
            return resigned(other);
        }
        if (event instanceof BotEvent.Overlong overlong) {
            return violation(other, Violation.OUT_OF_TURN, "wrote a line longer than " + overlong.cap()
                    + " bytes while player " + mover.player() + " was to move");
        }
        return crash(other, event);
    }

    /**
     * An event after the game: a line is logged and ignored within its seat's bounds, and a course
     * bot's claimed scores are compared with the game's when the game ended by the rules; the rest
     * ({@code null} included) is ignored.
     */
    void afterGame(BotEvent event, Ending ending) {
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
        String detail;
        if (event instanceof BotEvent.Exited exited) {
            detail = exitedDuringTheGame(seat, exited.exitCode());
        } else {
            Integer code = waitForExit(seat, 100);
            detail = code != null ? exitedDuringTheGame(seat, code)
                    : event == null ? "stopped reading its standard input" : "closed its standard output";
        }
        return violation(seat, Violation.CRASH, detail);
    }

    /** The exit code, and in a sandbox what it means when it names a limit ("killed by signal 24 (CPU time limit)"). */
    private String exitedDuringTheGame(Seat seat, int code) {
        String detail = "exited with code " + code + " during the game";
        if (sandbox == null) {
            return detail;
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
        listener.note("player " + offender.player() + " (" + offender.name() + ") " + violation.wireName() + ": "
                + detail);
        return new Ending.Forfeit(offender.player(), violation, detail, move);
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

    private static String bankNote(Seat seat) {
        return seat.clock().bankIsTheLimit() ? " (what was left of the time bank)" : "";
    }

    private static long millis(long nanos) {
        return TimeUnit.NANOSECONDS.toMillis(nanos);
    }

    /** A bot's line made safe to show: control and non-ASCII characters escaped, long lines cut. */
    static String printable(String line) {
        return Moves.printable(line, 80);
    }
}
