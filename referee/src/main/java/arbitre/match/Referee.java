package arbitre.match;

import arbitre.game.Game;
import arbitre.game.Games;
import arbitre.game.InvalidMoveException;
import arbitre.log.MatchLog;
import arbitre.log.MatchLogs;
import arbitre.process.BotEvent;
import arbitre.process.BotProcess;
import arbitre.process.BotStartException;
import arbitre.sandbox.Sandbox;
import java.io.IOException;
import java.nio.file.Path;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Plays one match between two bot processes and writes its log (PROTOCOL.md, DESIGN.md "The flow
 * of one match").
 *
 * <h2>One queue, one clock</h2>
 * Both bots' output arrives as {@link BotEvent}s on one queue, each stamped with
 * {@link System#nanoTime()} by the reader thread that saw it. The referee sends {@code START} or
 * the last move to the bot to move, notes the time right after the flush, and waits on the queue
 * with a timed poll until that time plus the limit. Whatever comes first decides: the mover's line
 * (its thinking time is its stamp minus the send time, so a slow referee never costs a bot its
 * time), a line from the other bot (out of turn), an exit or closed output (crash), or nothing
 * (timeout). The engine, through the {@link Game} seam, checks and applies each move.
 *
 * <h2>The end</h2>
 * Each bot still running gets {@code RESULT} and {@code END}, and its standard input is closed. The
 * referee keeps reading during the grace (course bots print their own {@code RESULT} line then;
 * claimed scores that differ from the engine's become warnings), then stops each bot and every
 * process it started. The log is written atomically at the very end.
 */
public final class Referee {
    private static final Logger LOG = LoggerFactory.getLogger(Referee.class);
    /** After SIGTERM, how long a bot's processes have before SIGKILL. */
    private static final long TERM_GRACE_MS = 500;
    /** The most ignored lines kept in a log. */
    private static final int IGNORED_CAP = 100;
    /**
     * Runs the stop of one bot on a thread of its own, so that both bots' are done at once: not
     * the common pool, which has a single thread on two cores.
     */
    private static final java.util.concurrent.Executor OWN_THREAD =
            task -> arbitre.process.BotThreads.run(task, "arbitre-bot-stop");

    /**
     * How long the referee waits for a line without sleeping (see {@link #nextEvent}). None with a
     * single CPU, where the bot needs that CPU to answer.
     */
    private static final long SPIN_NANOS =
            Runtime.getRuntime().availableProcessors() > 1 ? TimeUnit.MICROSECONDS.toNanos(100) : 0;

    private final MatchSpec spec;
    private final MatchListener listener;
    private final Game game;
    private final BlockingQueue<BotEvent> events = new LinkedBlockingQueue<>();
    private final BotProcess[] bots = new BotProcess[3];
    private final String[] startErrors = new String[3];
    private final long[] bankNanos = new long[3];
    private final int[] movesMade = new int[3];
    private final boolean[] cleanExit = new boolean[3];
    private final List<MatchLog.Move> moves = new ArrayList<>();
    private final List<String> warnings = new ArrayList<>();
    private final List<MatchLog.IgnoredLine> ignored = new ArrayList<>();
    private long lastSentNanos;
    private long overheadTotal;
    private long overheadMax;
    private int overheadCount;

    private Referee(MatchSpec spec, MatchListener listener) {
        this.spec = spec;
        this.listener = listener;
        this.game = Games.start(spec.rules());
    }

    /**
     * Plays a match and writes its log to {@link MatchSpec#logFile()}.
     *
     * @return the log, as written
     * @throws IOException when the log cannot be written (the result is lost with it)
     * @throws InterruptedException when interrupted; the bots are stopped and no log is written
     */
    public static MatchLog play(MatchSpec spec, MatchListener listener) throws IOException, InterruptedException {
        Referee referee = new Referee(spec, listener);
        String startedAt = now();
        Outcome outcome;
        try {
            outcome = referee.refereeGame();
            listener.decided();
            referee.finish(outcome);
        } catch (InterruptedException e) {
            referee.abort();
            throw e;
        } catch (RuntimeException e) {
            referee.abort();
            throw e;
        }
        if (BotProcess.stoppingAll()) {
            // The bots were stopped by our own shutdown, not by the game: there is no result.
            throw new InterruptedException("the referee is shutting down");
        }
        MatchLog log = referee.log(startedAt, now(), outcome);
        MatchLogs.write(spec.logFile(), log);
        return log;
    }

    // ---------------------------------------------------------------- the game

    private Outcome refereeGame() throws InterruptedException {
        if (!startBots()) {
            return noStart();
        }
        TimeControl clock = spec.timeControl();
        for (int p = 1; p <= 2; p++) {
            bankNanos[p] = TimeUnit.MILLISECONDS.toNanos(clock.bankMs());
        }
        if (!send(1, "START")) {
            return crash(1, null);
        }
        long sentAt = lastSentNanos;
        while (true) {
            int mover = game.toMove();
            long limit = limitNanos(mover);
            BotEvent event = nextEvent(sentAt + limit);
            if (event == null) {
                // A line stamped in time may have been queued while the poll was waking up.
                event = events.poll();
            }
            if (event == null) {
                return violation(mover, Reason.TIMEOUT, "no move within " + millis(limit) + " ms" + bankNote(mover));
            }
            if (event.player() != mover) {
                Outcome offTurn = offTurn(event, mover);
                if (offTurn != null) {
                    return offTurn;
                }
                continue;
            }
            if (!(event instanceof BotEvent.Line line)) {
                return event instanceof BotEvent.Overlong overlong
                        ? violation(mover, Reason.MALFORMED, "a line longer than " + overlong.cap() + " bytes")
                        : crash(mover, event);
            }
            // A quick bot can answer before the sending thread has read the clock after its write.
            long elapsed = Math.max(0, line.nanos() - sentAt);
            listener.received(mover, line.text(), millis(elapsed));
            if (elapsed > limit) {
                return violation(mover, Reason.TIMEOUT, "answered after " + millis(elapsed) + " ms; the limit was "
                        + millis(limit) + " ms" + bankNote(mover));
            }
            Outcome invalid = playLine(mover, line.text(), elapsed);
            if (invalid != null) {
                return invalid;
            }
            if (game.isOver()) {
                return new Outcome(game.winner(), Reason.fromWireName(game.endReason()), null, null, null);
            }
            String canonical = moves.get(moves.size() - 1).move();
            if (!send(3 - mover, canonical)) {
                return crash(3 - mover, null);
            }
            long overhead = lastSentNanos - line.nanos();
            overheadTotal += overhead;
            overheadMax = Math.max(overheadMax, overhead);
            overheadCount++;
            sentAt = lastSentNanos;
        }
    }

    /**
     * The next event, or {@code null} at the deadline. The queue is polled without sleeping for a
     * short while first: a quick bot's line is then taken as soon as its reader posts it, instead of
     * after the wake-up of a sleeping thread, which is most of the cost of relaying a move (and
     * more on a virtual machine).
     */
    private BotEvent nextEvent(long deadline) throws InterruptedException {
        if (SPIN_NANOS > 0) {
            long spinUntil = Math.min(deadline, System.nanoTime() + SPIN_NANOS);
            do {
                BotEvent event = events.poll();
                if (event != null) {
                    return event;
                }
                Thread.onSpinWait();
            } while (System.nanoTime() - spinUntil < 0);
        }
        return events.poll(deadline - System.nanoTime(), TimeUnit.NANOSECONDS);
    }

    /** Checks and plays the mover's line; returns the violation, or {@code null} when the move was played. */
    private Outcome playLine(int mover, String text, long elapsed) {
        String moveText = text;
        int[] claim = null;
        if (text.strip().startsWith("RESULT")) {
            String[] words = text.strip().split("\\s+");
            if (words[0].equals("RESULT") && words.length >= 2 && isMove(words[1])) {
                // The course's way to end a game: RESULT <move> <score1> <score2>.
                moveText = words[1];
                claim = scores(words, 2);
            }
        }
        String canonical;
        try {
            canonical = game.canonical(moveText);
        } catch (InvalidMoveException e) {
            return violation(mover, Reason.MALFORMED, "ply " + (game.ply() + 1) + ": " + e.getMessage(),
                    printable(moveText));
        }
        try {
            game.play(canonical);
        } catch (InvalidMoveException e) {
            return violation(mover, Reason.ILLEGAL_MOVE, "ply " + (game.ply() + 1) + ": " + e.getMessage(), canonical);
        }
        moves.add(new MatchLog.Move(game.ply(), mover, canonical, millis(elapsed)));
        if (spec.timeControl().hasBank()) {
            long charged = movesMade[mover] == 0
                    ? Math.max(0, elapsed - TimeUnit.MILLISECONDS.toNanos(spec.timeControl().firstMoveGraceMs()))
                    : elapsed;
            bankNanos[mover] += TimeUnit.MILLISECONDS.toNanos(spec.timeControl().incrementMs()) - charged;
        }
        movesMade[mover]++;
        if (claim != null) {
            checkClaim(mover, claim, "with " + canonical);
        }
        return null;
    }

    /** A line or event from the bot that is not to move: ignored, or the end of its game. */
    private Outcome offTurn(BotEvent event, int mover) {
        int other = event.player();
        if (event instanceof BotEvent.Line line) {
            String text = line.text().strip();
            listener.received(other, line.text(), -1);
            if (text.startsWith("RESULT") || text.startsWith("END")) {
                ignore(other, line.text());
                return null;
            }
            return violation(other, Reason.OUT_OF_TURN, "wrote '" + printable(line.text())
                    + "' while player " + mover + " was to move");
        }
        if (event instanceof BotEvent.Overlong overlong) {
            return violation(other, Reason.OUT_OF_TURN, "wrote a line longer than " + overlong.cap()
                    + " bytes while player " + mover + " was to move");
        }
        return crash(other, event);
    }

    private long limitNanos(int player) {
        TimeControl clock = spec.timeControl();
        long limit = TimeUnit.MILLISECONDS.toNanos(clock.moveMs());
        if (clock.hasBank()) {
            limit = Math.max(0, Math.min(limit, bankNanos[player]));
        }
        if (movesMade[player] == 0) {
            // The grace is for starting up: it extends both limits and is not taken from the bank.
            limit += TimeUnit.MILLISECONDS.toNanos(clock.firstMoveGraceMs());
        }
        return limit;
    }

    private String bankNote(int player) {
        TimeControl clock = spec.timeControl();
        return clock.hasBank() && bankNanos[player] < TimeUnit.MILLISECONDS.toNanos(clock.moveMs())
                ? " (what was left of the time bank)" : "";
    }

    // ---------------------------------------------------------------- bots

    private boolean startBots() throws InterruptedException {
        try {
            java.nio.file.Files.createDirectories(spec.logFile().toAbsolutePath().getParent());
        } catch (IOException e) {
            startErrors[1] = startErrors[2] = "cannot create the folder of the match log: " + e.getMessage();
            return false;
        }
        // Both at once: starting a process takes milliseconds, a good part of a quick game.
        List<CompletableFuture<BotProcess>> starts = List.of(startBot(1), startBot(2));
        for (int p = 1; p <= 2; p++) {
            try {
                bots[p] = starts.get(p - 1).get();
                LOG.debug("player {} ({}) started as pid {}", p, spec.bot(p).name(), bots[p].pid());
            } catch (java.util.concurrent.ExecutionException e) {
                if (!(e.getCause() instanceof BotStartException failed)) {
                    throw new IllegalStateException("starting player " + p + " failed", e.getCause());
                }
                startErrors[p] = failed.getMessage();
            }
        }
        return bots[1] != null && bots[2] != null;
    }

    private CompletableFuture<BotProcess> startBot(int p) {
        Map<String, String> hints = Map.of(
                "ARBITRE_RULES", String.valueOf(game.rules().get("name")),
                "ARBITRE_MOVE_MS", Long.toString(spec.timeControl().moveMs()),
                "ARBITRE_PLAYER", Integer.toString(p));
        return BotProcess.startAsync(spec.bot(p), p, hints, spec.stderrFile(p), spec.stderrCapBytes(), events,
                spec.sandbox(), spec.cpu());
    }

    private Outcome noStart() {
        boolean first = startErrors[1] != null;
        boolean second = startErrors[2] != null;
        if (first && second) {
            String detail = "player 1: " + startErrors[1] + "; player 2: " + startErrors[2];
            listener.note("neither bot could be started: " + detail);
            return new Outcome(0, Reason.NO_START, detail, 0, null);
        }
        return violation(first ? 1 : 2, Reason.NO_START, startErrors[first ? 1 : 2]);
    }

    private boolean send(int player, String line) {
        try {
            bots[player].send(line);
            lastSentNanos = System.nanoTime();
            listener.sent(player, line);
            return true;
        } catch (IOException e) {
            return false;
        }
    }

    private Outcome crash(int player, BotEvent event) {
        String detail;
        if (event instanceof BotEvent.Exited exited) {
            detail = exitedDuringTheGame(player, exited.exitCode());
        } else {
            Integer code = waitForExit(player, 100);
            detail = code != null ? exitedDuringTheGame(player, code)
                    : event == null ? "stopped reading its standard input" : "closed its standard output";
        }
        return violation(player, Reason.CRASH, detail);
    }

    /** The exit code, and in a sandbox what it means when it names a limit ("killed by signal 24 (CPU time limit)"). */
    private String exitedDuringTheGame(int player, int code) {
        String detail = "exited with code " + code + " during the game";
        if (spec.sandbox() == null) {
            return detail;
        }
        String exceeded = bots[player].limitExceeded();
        if (exceeded != null) {
            return detail + ": killed " + exceeded + "; sandbox limits: " + Sandbox.describe(spec.sandbox());
        }
        return Sandbox.explainExit(code, Sandbox.isJvm(bots[player].argv()))
                .map(why -> detail + ": " + why + "; sandbox limits: " + Sandbox.describe(spec.sandbox()))
                .orElse(detail);
    }

    private Integer waitForExit(int player, long ms) {
        long deadline = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(ms);
        while (bots[player].isAlive() && System.nanoTime() < deadline) {
            Thread.onSpinWait();
            try {
                Thread.sleep(5);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                break;
            }
        }
        return bots[player].exitCode();
    }

    private Outcome violation(int offender, Reason reason, String detail) {
        return violation(offender, reason, detail, null);
    }

    /** A violation; {@code move} is the refused text, recorded so that a replay can check the refusal. */
    private Outcome violation(int offender, Reason reason, String detail, String move) {
        listener.note("player " + offender + " (" + spec.bot(offender).name() + ") " + reason.wireName() + ": " + detail);
        return new Outcome(3 - offender, reason, detail, offender, move);
    }

    // ---------------------------------------------------------------- the end

    private void finish(Outcome outcome) throws InterruptedException {
        for (int p = 1; p <= 2; p++) {
            BotProcess bot = bots[p];
            if (bot != null && bot.isAlive()) {
                String verdict = outcome.winner() == 0 ? "DRAW" : outcome.winner() == p ? "WIN" : "LOSS";
                send(p, "RESULT " + verdict + " " + game.score(p) + " " + game.score(3 - p) + " " + outcome.reason().wireName());
                send(p, "END");
            }
            if (bot != null) {
                bot.closeInput();
            }
        }
        List<CompletableFuture<Void>> stops = new ArrayList<>();
        for (int p = 1; p <= 2; p++) {
            int player = p;
            if (bots[p] != null) {
                stops.add(CompletableFuture.runAsync(() -> cleanExit[player] = bots[player].stop(
                        spec.timeControl().endGraceMs(), TERM_GRACE_MS), OWN_THREAD));
            }
        }
        CompletableFuture<Void> stopped = CompletableFuture.allOf(stops.toArray(CompletableFuture[]::new));
        // Wake the poll below as soon as both bots are stopped, rather than at its next timeout:
        // that wait would be most of a quick game's time. The event of "player 0" is ignored.
        stopped.whenComplete((done, failure) -> events.offer(new BotEvent.OutputClosed(0, System.nanoTime())));
        // Keep reading while the bots wind down: course bots announce their result now.
        while (!stopped.isDone()) {
            BotEvent event = events.poll(20, TimeUnit.MILLISECONDS);
            afterEnd(event, outcome);
        }
        for (int p = 1; p <= 2; p++) {
            if (bots[p] != null) {
                bots[p].stopListening();
                if (!cleanExit[p]) {
                    warnings.add("player " + p + " (" + spec.bot(p).name() + ") did not exit within "
                            + spec.timeControl().endGraceMs() + " ms after END and was stopped");
                }
                if (bots[p].processesLeftBehind() > 0) {
                    warnings.add("player " + p + " (" + spec.bot(p).name() + ") left "
                            + bots[p].processesLeftBehind() + " process(es) of its own running after END; they were stopped");
                }
            }
        }
        BotEvent event;
        while ((event = events.poll()) != null) {
            afterEnd(event, outcome);
        }
    }

    private void afterEnd(BotEvent event, Outcome outcome) {
        if (event instanceof BotEvent.Line line) {
            listener.received(line.player(), line.text(), -1);
            ignore(line.player(), line.text());
            String[] words = line.text().strip().split("\\s+");
            if (words[0].equals("RESULT") && outcome.forfeit() == null) {
                int[] claim = scores(words, 2);
                if (claim != null) {
                    checkClaim(line.player(), claim, "at the end");
                }
            }
        }
    }

    private void abort() {
        for (int p = 1; p <= 2; p++) {
            if (bots[p] != null) {
                bots[p].close();
            }
        }
    }

    private void checkClaim(int player, int[] claim, String when) {
        if (!game.isOver()) {
            warnings.add("player " + player + " claimed the game was over " + when + " at ply " + game.ply()
                    + ", but it goes on");
        } else if (claim[0] != game.score(1) || claim[1] != game.score(2)) {
            warnings.add("player " + player + " claimed a score of " + claim[0] + "-" + claim[1] + " " + when
                    + "; the engine counts " + game.score(1) + "-" + game.score(2));
        }
    }

    private void ignore(int player, String line) {
        listener.note("ignored from player " + player + ": " + printable(line));
        if (ignored.size() < IGNORED_CAP) {
            ignored.add(new MatchLog.IgnoredLine(player, game.ply(), printable(line)));
        }
    }

    private MatchLog log(String startedAt, String finishedAt, Outcome outcome) {
        List<MatchLog.Player> players = new ArrayList<>();
        for (int p = 1; p <= 2; p++) {
            BotProcess bot = bots[p];
            Path stderr = spec.stderrFile(p);
            players.add(new MatchLog.Player(p, spec.bot(p).name(), spec.bot(p).command(),
                    bot == null ? List.of() : bot.argv(),
                    bot == null ? null : stderr.getFileName().toString(),
                    bot == null ? null : bot.exitCode(),
                    bot != null && cleanExit[p]));
        }
        MatchLog.Result result = new MatchLog.Result(outcome.winner(), outcome.reason().wireName(),
                List.of(game.score(1), game.score(2)), game.ply(), outcome.detail(), outcome.forfeit(),
                outcome.move());
        MatchLog.Overhead overhead = new MatchLog.Overhead(overheadCount,
                overheadCount == 0 ? 0 : round(overheadTotal / 1e3 / overheadCount), round(overheadMax / 1e3));
        return new MatchLog(MatchLog.FORMAT, game.rules(), spec.timeControl(), startedAt, finishedAt, players,
                List.copyOf(moves), result, List.copyOf(warnings), List.copyOf(ignored), overhead, spec.sandbox() == null ? null : spec.sandbox().asApplied());
    }

    // ---------------------------------------------------------------- helpers

    private boolean isMove(String word) {
        try {
            game.canonical(word);
            return true;
        } catch (InvalidMoveException e) {
            return false;
        }
    }

    /** Two integers at {@code words[from]} and {@code words[from + 1]}, or {@code null}. */
    private static int[] scores(String[] words, int from) {
        if (words.length < from + 2) {
            return null;
        }
        try {
            return new int[] {Integer.parseInt(words[from]), Integer.parseInt(words[from + 1])};
        } catch (NumberFormatException e) {
            return null;
        }
    }

    private static long millis(long nanos) {
        return TimeUnit.NANOSECONDS.toMillis(nanos);
    }

    private static double round(double value) {
        return Math.round(value * 10) / 10.0;
    }

    private static String now() {
        return Instant.now().truncatedTo(ChronoUnit.MILLIS).toString();
    }

    /** A bot's line made safe to show: control and non-ASCII characters escaped, long lines cut. */
    static String printable(String line) {
        return arbitre.engine.Moves.printable(line, 80);
    }

    /**
     * How a game ended: the winner (0 for a draw), why, and for a violation who and what (the
     * refused move text for an illegal or malformed move).
     */
    private record Outcome(int winner, Reason reason, String detail, Integer forfeit, String move) {
    }
}
