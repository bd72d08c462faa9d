package arbitre.match;

import arbitre.clock.Clock;
import arbitre.clock.TimeControl;
import arbitre.game.Game;
import arbitre.game.GameRegistry;
import arbitre.game.GameType;
import arbitre.game.InvalidMoveException;
import arbitre.log.MatchLog;
import arbitre.log.MatchLogs;
import arbitre.process.BotConnection;
import arbitre.process.BotEvent;
import arbitre.process.BotLaunch;
import arbitre.process.BotProcess;
import arbitre.process.BotStartException;
import arbitre.process.BotThreads;
import arbitre.protocol.Message;
import java.io.IOException;
import java.nio.file.Files;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Executor;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Plays one match between two bot processes and writes its log (docs/students.md):
 * starts both bots into their {@link Seat}s, lets the {@link MatchLoop} play the
 * game, then ends it.
 *
 * <h2>The end</h2>
 * Each bot still running gets {@code RESULT} and {@code END}, and its standard input is closed. The
 * referee keeps reading during the grace (course bots print their own {@code RESULT} line then;
 * claimed scores that differ from the game's are recorded), then stops each bot and every process
 * it started. The log is written atomically at the very end.
 */
public final class Referee {
    private static final Logger LOG = LoggerFactory.getLogger(Referee.class);
    /** After SIGTERM, how long a bot's processes have before SIGKILL. */
    private static final long TERM_GRACE_MS = 500;
    /**
     * Runs the stop of one bot on a thread of its own, so that both bots' are done at once: not
     * the common pool, which has a single thread on two cores.
     */
    private static final Executor OWN_THREAD = task -> BotThreads.run(task, "arbitre-bot-stop");

    private final MatchSpec spec;
    private final MatchListener listener;
    private final GameType type;
    private final Game game;
    private final BlockingQueue<BotEvent> events = new LinkedBlockingQueue<>();
    private final MatchRecorder recorder = new MatchRecorder();
    private final Seat[] seats = new Seat[3];
    private MatchLoop loop;

    private final LocalPlayer local;
    /** The arena's bots that stay up between games, or {@code null} when every bot starts anew. */
    private final KeptBots keeper;
    /** What a kept bot earned between games, charged to this game, by player. */
    private final KeptBots.Charged[] charged = new KeptBots.Charged[3];
    /** Which players' bots stayed up from an earlier game and were taken back for this one. */
    private final boolean[] takenBack = new boolean[3];

    /** Every ply of the game so far, as played (the loop's thread only). */
    private final List<String> plies = new ArrayList<>();

    /** What the bots find in {@code ARBITRE_START}: the spec's start, or where a resumed game is. */
    private String startHint;

    private Referee(MatchSpec spec, MatchListener listener, LocalPlayer local, KeptBots keeper) {
        this.spec = spec;
        this.listener = listener;
        this.local = local;
        this.keeper = local == null ? keeper : null;
        this.type = GameRegistry.get(spec.game());
        this.game = type.start(spec.rules(), spec.start());
        this.startHint = spec.start();
    }

    /**
     * Plays a match and writes its log to {@link MatchSpec#logFile()}.
     *
     * @return the log, as written
     * @throws IOException when the log cannot be written (the result is lost with it)
     * @throws InterruptedException when interrupted; the bots are stopped and no log is written
     */
    public static MatchLog play(MatchSpec spec, MatchListener listener) throws IOException, InterruptedException {
        return play(spec, listener, null, List.of());
    }

    /**
     * Plays a match with one side in this process, resumed after plies already played, and writes
     * its log.
     *
     * @param local the side played in this process, or {@code null} when both are bot processes
     * @param opening plies already played from the start, with their times: they are recorded as
     *     they are, and the bots are told them after the briefing (see {@link GameType#opening})
     * @return the log, as written
     * @throws IllegalArgumentException when a ply of the opening cannot be played, or the game
     *     cannot tell a bot about plies already played
     * @throws IOException when the log cannot be written
     * @throws InterruptedException when interrupted; the bots are stopped and no log is written
     */
    public static MatchLog play(MatchSpec spec, MatchListener listener, LocalPlayer local, List<MatchLog.Move> opening)
            throws IOException, InterruptedException {
        return play(spec, listener, local, opening, null, MatchPool.Slot.ALONE, null);
    }

    /**
     * Plays a match from the position after plies of an earlier game, and writes its log.
     *
     * @param from the plies, played from the spec's start: the bots are told them after the
     *     briefing, and the log keeps them apart from the game's own moves; {@code null} for a game
     *     from its start
     * @return the log, as written
     * @throws IllegalArgumentException when a ply cannot be played, or the game cannot tell a bot
     *     about plies already played
     * @throws IOException when the log cannot be written
     * @throws InterruptedException when interrupted; the bots are stopped and no log is written
     */
    public static MatchLog play(MatchSpec spec, MatchListener listener, MatchLog.From from)
            throws IOException, InterruptedException {
        return play(spec, listener, null, List.of(), from, MatchPool.Slot.ALONE, null);
    }

    /**
     * Plays a match of an arena whose bots may stay up between games, and writes its log.
     *
     * @param keeper the arena's bots that stay up, or {@code null} to start both anew
     */
    public static MatchLog play(MatchSpec spec, MatchListener listener, KeptBots keeper)
            throws IOException, InterruptedException {
        return play(spec, listener, null, List.of(), null, MatchPool.Slot.ALONE, keeper);
    }

    private static MatchLog play(
            MatchSpec spec,
            MatchListener listener,
            LocalPlayer local,
            List<MatchLog.Move> opening,
            MatchLog.From from,
            MatchPool.Slot slot,
            KeptBots keeper)
            throws IOException, InterruptedException {
        if (spec.timeControl().cpuClock()) {
            BotProcess.cpuUncounted(spec.sandbox() != null).ifPresent(why -> {
                throw new IllegalArgumentException("--clock cpu cannot be used: " + why);
            });
        }
        Referee referee = new Referee(spec, listener, local, keeper);
        List<Message> briefing = referee.resume(from, opening);
        String startedAt = null;
        Ending ending;
        try {
            // Bots that cannot start early start once the slot is taken, on its CPU from the first.
            boolean early = slot.early();
            Integer cpu = early ? null : slot.take();
            referee.startBots(early, cpu != null ? cpu : spec.cpu());
            if (early) {
                referee.begin(slot.take());
            }
            startedAt = now();
            listener.begun();
            ending = referee.chargedBetweenGames();
            if (ending == null) {
                // Before the end is told: a kept bot that died before its game crashed, it did not fail to start.
                ending = referee.explainTakenBack(referee.loop.play(briefing));
            }
            listener.decided();
            referee.ending();
            slot.release();
            referee.finish(ending);
            ending = referee.loop.explain(ending);
            ending = referee.explainStartup(ending);
            ending = referee.explainOutOfMemory(ending);
        } catch (InterruptedException | RuntimeException e) {
            referee.abort();
            if (startedAt == null) {
                // Its game never began: nothing of it is left, as of a match that never started.
                referee.forgetStart();
            }
            throw e;
        }
        if (BotProcess.stoppingAll()) {
            // The bots were stopped by our own shutdown, not by the game: there is no result.
            throw new InterruptedException("the referee is shutting down");
        }
        MatchLog log =
                referee.recorder.log(spec, referee.game, ending, referee.seats[1], referee.seats[2], startedAt, now());
        MatchLogs.write(spec.logFile(), log);
        return log;
    }

    /**
     * A bot that the sandbox stopped for a limit while it started up (a table built before its
     * first move, over the memory limit) did start: it is told which limit, as a bot stopped
     * during the game is, with the diagnosis; its game still never began ({@code no-start}).
     */
    private Ending explainStartup(Ending ending) {
        if (spec.sandbox() == null
                || !(ending instanceof Ending.Forfeit forfeit)
                || forfeit.violation() != Violation.NO_START
                || forfeit.diagnosis() != null
                || forfeit.offender() == 0) {
            return ending;
        }
        BotConnection bot = seats[forfeit.offender()].bot();
        if (bot == null) {
            return ending; // never started: nothing of it was measured
        }
        arbitre.sandbox.LimitHit hit = bot.limitHit();
        Integer code = bot.exitCode();
        Diagnosis cause;
        String why;
        if (hit != null) {
            cause = Diagnosis.of(hit.limit());
            why = "killed " + hit.verdict();
        } else if (code != null && arbitre.sandbox.Sandbox.limitOfExit(code).isPresent()) {
            cause = Diagnosis.of(arbitre.sandbox.Sandbox.limitOfExit(code).get());
            why = arbitre.sandbox.Sandbox.explainExit(code, arbitre.sandbox.Sandbox.isJvm(bot.argv()))
                    .orElse(cause.wireName());
        } else {
            return ending;
        }
        return forfeit.explained(
                forfeit.detail() + ": " + why + "; sandbox limits: " + arbitre.sandbox.Sandbox.describe(spec.sandbox()),
                cause);
    }

    /** A bot's last words that say it ran out of memory, in the languages bots are written in. */
    private static final java.util.regex.Pattern OUT_OF_MEMORY = java.util.regex.Pattern.compile(
            "^MemoryError\\b|java\\.lang\\.OutOfMemoryError|std::bad_alloc|out of memory|Cannot allocate memory"
                    + "|memory allocation of \\d+ bytes failed",
            java.util.regex.Pattern.CASE_INSENSITIVE);

    /**
     * A sandboxed bot that crashed, or failed to start, saying it ran out of memory (a Python
     * {@code MemoryError}, the JVM's {@code OutOfMemoryError}, C++'s {@code std::bad_alloc}) was
     * denied memory by the sandbox's limit: it is told so, with the limits, and the diagnosis.
     */
    private Ending explainOutOfMemory(Ending ending) {
        if (spec.sandbox() == null
                || !(ending instanceof Ending.Forfeit forfeit)
                || (forfeit.violation() != Violation.CRASH && forfeit.violation() != Violation.NO_START)
                || forfeit.diagnosis() != null
                || forfeit.offender() == 0
                || spec.stderrFile(forfeit.offender()) == null) {
            return ending;
        }
        String last = arbitre.log.StderrTail.lastLine(spec.stderrFile(forfeit.offender()));
        if (!OUT_OF_MEMORY.matcher(last).find()) {
            return ending;
        }
        String detail = forfeit.detail() == null ? "" : forfeit.detail();
        String limits = "; sandbox limits: ";
        int at = detail.indexOf(limits);
        String head = at < 0 ? detail : detail.substring(0, at);
        String memory = (head.isEmpty() ? "" : head + ": ") + "it ran out of memory (" + last + ")";
        return forfeit.explained(
                memory + limits + arbitre.sandbox.Sandbox.describe(spec.sandbox()), Diagnosis.MEMORY_LIMIT);
    }

    /**
     * Plays a match as an arena does: a game lost on time because the machine was overloaded
     * ({@link Diagnosis#MACHINE_OVERLOADED}) is played again, up to {@link
     * TimeControl#OVERLOAD_REPLAYS} times, unless its clock says to count it; the log of each
     * game played again is kept beside the new one, renamed {@code NAME.json.overloaded-K}, where
     * no reader of results looks.
     *
     * <p>The game is played within {@code slot}: the bots start before it is taken when it says
     * so ({@link MatchPool.Slot#early}), and it is given up once the game is decided.
     *
     * @param notes where a note about each game played again goes
     * @throws java.util.concurrent.CancellationException when the slot cancels the match; its bots
     *     are stopped and no log is written
     */
    public static MatchLog playInArena(
            MatchSpec spec, MatchPool.Slot slot, MatchListener listener, java.io.PrintWriter notes)
            throws IOException, InterruptedException {
        return playInArena(spec, slot, listener, notes, null, null);
    }

    /**
     * {@link #playInArena(MatchSpec, MatchPool.Slot, MatchListener, java.io.PrintWriter)} from the
     * position after {@code playedFirst}, plies of an earlier game played from the spec's start,
     * each bot told them as a game resumed ({@code null}: from the start).
     */
    public static MatchLog playInArena(
            MatchSpec spec,
            MatchPool.Slot slot,
            MatchListener listener,
            java.io.PrintWriter notes,
            MatchLog.From playedFirst)
            throws IOException, InterruptedException {
        return playInArena(spec, slot, listener, notes, playedFirst, null);
    }

    /**
     * As {@link #playInArena(MatchSpec, MatchPool.Slot, MatchListener, java.io.PrintWriter, MatchLog.From)},
     * with bots that may stay up between the arena's games.
     *
     * @param keeper the arena's bots that stay up, or {@code null} to start both anew
     */
    public static MatchLog playInArena(
            MatchSpec spec,
            MatchPool.Slot slot,
            MatchListener listener,
            java.io.PrintWriter notes,
            MatchLog.From playedFirst,
            KeptBots keeper)
            throws IOException, InterruptedException {
        return playInArena(spec, () -> play(spec, listener, null, List.of(), playedFirst, slot, keeper), notes);
    }

    /** One game played and its log written, for {@link #playInArena}. */
    @FunctionalInterface
    interface OneGame {
        MatchLog play() throws IOException, InterruptedException;
    }

    static MatchLog playInArena(MatchSpec spec, OneGame game, java.io.PrintWriter notes)
            throws IOException, InterruptedException {
        for (int attempt = 1; ; attempt++) {
            MatchLog log = game.play();
            boolean overloaded =
                    Diagnosis.MACHINE_OVERLOADED.wireName().equals(log.result().diagnosis());
            if (!overloaded || !spec.timeControl().replaysOverloaded()) {
                if (overloaded) {
                    note(
                            notes,
                            spec.logFile().getFileName() + ": lost on time while the machine was overloaded;"
                                    + " counted as it is (the clock's 'overloaded' is 'count')");
                }
                return log;
            }
            if (attempt > TimeControl.OVERLOAD_REPLAYS) {
                note(
                        notes,
                        spec.logFile().getFileName() + ": lost on time while the machine was overloaded, " + attempt
                                + " times in a row; counted as it is: the machine is too busy for this clock");
                return log;
            }
            java.nio.file.Path aside =
                    spec.logFile().resolveSibling(spec.logFile().getFileName() + ".overloaded-" + attempt);
            Files.move(spec.logFile(), aside, java.nio.file.StandardCopyOption.REPLACE_EXISTING);
            note(
                    notes,
                    spec.logFile().getFileName() + ": " + log.result().detail() + "; playing it again (" + attempt
                            + " of " + TimeControl.OVERLOAD_REPLAYS + ")");
        }
    }

    /** A note of an arena's, whole, among those of the matches played beside it. */
    private static void note(java.io.PrintWriter notes, String note) {
        synchronized (notes) {
            notes.println("arbitre: " + note);
            notes.flush();
        }
    }

    /**
     * Plays the plies of an earlier game, kept apart in the log, then the opening's, recorded as
     * moves; returns what the bots are told before the first request.
     */
    private List<Message> resume(MatchLog.From from, List<MatchLog.Move> opening) {
        List<Message> briefing = new ArrayList<>(type.briefing(spec.start()));
        List<String> plies = new ArrayList<>();
        if (from != null) {
            for (String move : from.moves()) {
                try {
                    game.play(move);
                } catch (InvalidMoveException e) {
                    throw new IllegalArgumentException(
                            "ply " + (game.ply() + 1) + " of " + from.log() + " (" + move + "): " + e.getMessage(), e);
                }
                plies.add(move);
                this.plies.add(move);
            }
            recorder.startedFrom(from);
        }
        for (MatchLog.Move move : opening) {
            try {
                game.play(move.move());
            } catch (InvalidMoveException e) {
                throw new IllegalArgumentException(
                        "opening ply " + move.ply() + " (" + move.move() + "): " + e.getMessage(), e);
            }
            recorder.playedAndMove(move);
            plies.add(move.move());
            this.plies.add(move.move());
        }
        if (plies.isEmpty()) {
            return briefing;
        }
        arbitre.game.Resumption resumption = type.resumption(spec.start(), game, plies);
        startHint = resumption.start();
        return resumption.told() == null ? briefing : told(briefing, resumption.told());
    }

    /**
     * The briefing with what tells a bot of plies already played: one {@code OPENING} line when
     * the start is itself an opening (its moves, then the plies), since each line counts from the
     * start position; a {@code POSITION} in place of the start's.
     */
    static List<Message> told(List<Message> briefing, Message plies) {
        List<Message> all = new ArrayList<>(briefing);
        if (plies instanceof Message.Position) {
            all.removeIf(Message.Position.class::isInstance);
            all.add(plies);
        } else if (plies instanceof Message.Opening more
                && !all.isEmpty()
                && all.get(all.size() - 1) instanceof Message.Opening first) {
            List<String> moves = new ArrayList<>(first.moves());
            moves.addAll(more.moves());
            all.set(all.size() - 1, new Message.Opening(moves));
        } else {
            all.add(plies);
        }
        return all;
    }

    // ---------------------------------------------------------------- bots

    /**
     * Starts both bots, bound to {@code cpu} ({@code null}: any); with {@code early}, before the
     * match has its slot: they then get ready with the least CPU weight, taking only what the
     * bots at play leave.
     */
    private void startBots(boolean early, Integer cpu) throws InterruptedException {
        String folderError = null;
        try {
            Files.createDirectories(spec.logFile().toAbsolutePath().getParent());
        } catch (IOException e) {
            folderError = "cannot create the folder of the match log: " + e.getMessage();
        }
        if (folderError == null) {
            reserveRemoteSeats();
        }
        // Both at once: starting a process takes milliseconds, a good part of a quick game.
        List<CompletableFuture<? extends BotConnection>> starts =
                folderError != null ? null : List.of(startBot(1, cpu), startBot(2, cpu));
        for (int p = 1; p <= 2; p++) {
            String name = spec.bot(p).name();
            if (isLocal(p)) {
                seats[p] = Seat.started(
                        p, name, local.connect().apply(events), type.codec(), new Clock(local.timeControl()));
                continue;
            }
            Clock clock = new Clock(spec.timeControl());
            if (starts == null) {
                seats[p] = Seat.failed(p, name, folderError, type.codec(), clock);
                continue;
            }
            try {
                BotConnection bot = starts.get(p - 1).get();
                if (early) {
                    bot.thinking(false);
                }
                if (bot instanceof BotProcess process) {
                    LOG.debug("player {} ({}) started as pid {}", p, name, process.pid());
                }
                seats[p] = Seat.started(p, name, bot, type.codec(), clock);
                recorder.words(p, bot.words(), game.ply() + 1);
            } catch (ExecutionException e) {
                if (e.getCause() instanceof KeptBots.Charged charge) {
                    charged[p] = charge;
                    seats[p] = Seat.failed(p, name, charge.getMessage(), type.codec(), clock);
                    continue;
                }
                if (!(e.getCause() instanceof BotStartException failed)) {
                    throw new IllegalStateException("starting player " + p + " failed", e.getCause());
                }
                seats[p] = Seat.failed(p, name, failed.getMessage(), type.codec(), clock);
            }
        }
        MatchListener told = listener;
        // The plies as they are played: a move is recorded in the log only once its times are read.
        MatchListener counting = new MatchListener() {
            @Override
            public void sent(int player, String line) {
                told.sent(player, line);
            }

            @Override
            public void received(int player, String line, long ms) {
                told.received(player, line, ms);
            }

            @Override
            public void played(MatchLog.Move move) {
                plies.add(move.move());
                told.played(move);
            }

            @Override
            public void note(String message) {
                told.note(message);
            }

            @Override
            public void decided() {
                told.decided();
            }
        };
        loop = new MatchLoop(game, seats[1], seats[2], events, counting, recorder, spec.sandbox(), System::nanoTime);
    }

    /**
     * The game of bots started early may begin: they get the weight of a bot at play again, to get
     * ready in their start-up limit, and go to the slot's CPU ({@code null}: they stay where they are).
     */
    private void begin(Integer cpu) {
        for (int p = 1; p <= 2; p++) {
            BotConnection bot = seats[p].bot();
            if (bot == null) {
                continue;
            }
            if (cpu != null) {
                bot.pinTo(cpu);
            }
            bot.thinking(true);
        }
    }

    private boolean isLocal(int p) {
        return local != null && local.player() == p;
    }

    /**
     * Reserves the seats of the match's remote bots, waiting while another game holds one: a
     * remote bot plays one game at a time.
     */
    private void reserveRemoteSeats() throws InterruptedException {
        arbitre.process.RemoteBots.Seats remote = arbitre.process.RemoteBots.current();
        if (remote != null) {
            remote.reserve(List.of(spec.player1(), spec.player2()));
        }
    }

    /**
     * Starts a bot process bound to {@code cpu} ({@code null}: any); none for the local side. A
     * remote bot's connection is waited for instead, up to the server's connect limit.
     */
    private CompletableFuture<? extends BotConnection> startBot(int p, Integer cpu) {
        if (isLocal(p)) {
            return CompletableFuture.completedFuture(null);
        }
        if (arbitre.process.RemoteBots.isRemote(spec.bot(p))) {
            return startRemote(p);
        }
        BotLaunch launch = new BotLaunch(
                spec.bot(p),
                p,
                hints(type, game, startHint, spec.timeControl(), p),
                spec.stderrFile(p),
                spec.stderrCapBytes(),
                events,
                spec.sandbox(),
                cpu);
        if (keeper != null) {
            // Lines tell the start unless it is a start of its own that only the environment says.
            boolean startToldByLines = startHint.equals(type.starts().get(0))
                    || !type.briefing(startHint).isEmpty();
            return keeper.start(launch, startToldByLines, (line, gamesBefore, seed) -> {
                takenBack[p] = true;
                recorder.kept(p, gamesBefore, seed);
                listener.sent(p, line);
            });
        }
        return BotProcess.startAsync(launch);
    }

    /**
     * A bot taken back from an earlier game that exited before this one began was not starting up:
     * it crashed after its previous game's {@code END}, while it was to stay up (its exit came just
     * after it was taken back), and that is what it is charged with.
     */
    private Ending explainTakenBack(Ending ending) {
        if (!(ending instanceof Ending.Forfeit forfeit)
                || forfeit.violation() != Violation.NO_START
                || forfeit.offender() == 0
                || !takenBack[forfeit.offender()]) {
            return ending;
        }
        BotConnection bot = seats[forfeit.offender()].bot();
        Integer code = bot == null ? null : bot.exitCode();
        if (code == null) {
            return ending;
        }
        return new Ending.Forfeit(
                forfeit.offender(),
                Violation.CRASH,
                "exited with code " + code + " after its previous game had ended, while it was to stay up for this"
                        + " one (its previous game's standard error may say why)",
                null,
                forfeit.diagnosis());
    }

    /** The game is decided: the arena's next game waits for its bots that may be kept. */
    private void ending() {
        for (int p = 1; p <= 2 && keeper != null; p++) {
            if (seats[p].bot() != null) {
                keeper.ending(seats[p].bot());
            }
        }
    }

    /**
     * The forfeit of a bot that misbehaved between its games of the arena (see {@link KeptBots}),
     * charged to this game before it begins; {@code null} when there is none.
     */
    private Ending chargedBetweenGames() {
        if (charged[1] == null && charged[2] == null) {
            return null;
        }
        if (charged[1] != null && charged[2] != null) {
            String detail = "player 1: " + charged[1].getMessage() + "; player 2: " + charged[2].getMessage();
            listener.note("both bots forfeit: " + detail);
            return new Ending.Forfeit(0, charged[1].violation(), detail, null);
        }
        int p = charged[1] != null ? 1 : 2;
        listener.note("player " + p + " (" + spec.bot(p).name() + ") "
                + charged[p].violation().wireName() + ": " + charged[p].getMessage());
        return new Ending.Forfeit(p, charged[p].violation(), charged[p].getMessage(), null);
    }

    private CompletableFuture<BotConnection> startRemote(int p) {
        CompletableFuture<BotConnection> connected = new CompletableFuture<>();
        arbitre.process.RemoteBots.Seats remote = arbitre.process.RemoteBots.current();
        Map<String, String> variables =
                new java.util.LinkedHashMap<>(spec.bot(p).env());
        variables.putAll(hints(type, game, spec.start(), spec.timeControl(), p));
        BotThreads.run(
                () -> {
                    try {
                        if (remote == null) {
                            throw new BotStartException(spec.bot(p).name()
                                    + " is a remote bot: it plays in a tournament served with --serve");
                        }
                        connected.complete(remote.connect(
                                spec.bot(p),
                                p,
                                variables,
                                events,
                                spec.timeControl().moveMs(),
                                sent -> catchup(p, sent)));
                    } catch (BotStartException | RuntimeException e) {
                        connected.completeExceptionally(e);
                    } catch (InterruptedException e) {
                        Thread.currentThread().interrupt();
                        connected.completeExceptionally(e);
                    }
                },
                "arbitre-remote-seat");
        return connected;
    }

    /**
     * How a bot process started afresh for a remote seat (its bridge was restarted) is brought to
     * the game as of a request sent to it now (on the loop's thread): the plies so far are kept,
     * the rest is worked out on a copy of the game when it is needed.
     */
    private arbitre.process.RemoteBots.Catchup catchup(int p, Message sent) {
        if (!(sent instanceof Message.Start || sent instanceof Message.Plies || sent instanceof Message.Again)) {
            return null;
        }
        List<String> sofar = List.copyOf(plies);
        return answer -> fresh(p, sofar, answer);
    }

    /**
     * What a fresh bot of player {@code p} is given after {@code plies} (and its own {@code
     * answer}, when it made one): the game's resumption, as for {@code match --from LOG --ply N},
     * then {@code START} when it is to move; {@code null} when nothing was played yet (every line
     * is sent again) or the game cannot tell a bot of these plies.
     */
    private arbitre.process.RemoteBots.Fresh fresh(int p, List<String> plies, String answer) {
        Game copy = type.start(spec.rules(), spec.start());
        List<String> all = new ArrayList<>();
        try {
            for (String ply : plies) {
                copy.play(ply);
                all.add(ply);
            }
            if (answer != null) {
                String canonical = copy.canonical(answer.strip());
                copy.play(canonical);
                all.add(canonical);
            }
        } catch (InvalidMoveException e) {
            return null;
        }
        if (all.isEmpty() || copy.isOver()) {
            return null;
        }
        arbitre.game.Resumption resumption;
        try {
            resumption = type.resumption(spec.start(), copy, all);
        } catch (IllegalArgumentException e) {
            return null;
        }
        List<Message> told = type.briefing(spec.start());
        if (resumption.told() != null) {
            told = told(told, resumption.told());
        }
        List<String> lines = new ArrayList<>();
        for (Message message : told) {
            lines.add(type.codec().encode(message));
        }
        if (answer == null) {
            lines.add(type.codec().encode(new Message.Start()));
        }
        Map<String, String> variables =
                new java.util.LinkedHashMap<>(spec.bot(p).env());
        variables.putAll(hints(type, copy, resumption.start(), spec.timeControl(), p));
        return new arbitre.process.RemoteBots.Fresh(variables, lines);
    }

    /**
     * The variables a bot of a match is started with: the game, its start, its rule set, its clock,
     * its start-up limit and its side.
     *
     * @param game the game as it starts, for its rule set
     */
    public static Map<String, String> hints(GameType type, Game game, String start, TimeControl clock, int player) {
        Map<String, String> hints = new java.util.LinkedHashMap<>();
        hints.put("ARBITRE_GAME", type.name());
        hints.put("ARBITRE_START", start);
        if (type.variants().size() > 1) {
            // A game of one rule set (Kalah) has nothing to choose, and Awale bots read this as theirs.
            hints.put("ARBITRE_RULES", String.valueOf(game.rules().get("name")));
        }
        hints.put("ARBITRE_MOVE_MS", Long.toString(clock.moveMs()));
        hints.put("ARBITRE_PLAYER", Integer.toString(player));
        if (clock.hasBank()) {
            hints.put("ARBITRE_BANK_MS", Long.toString(clock.bankMs()));
            hints.put("ARBITRE_INCREMENT_MS", Long.toString(clock.incrementMs()));
        }
        // Also says that nothing is sent before the bot waits for its first line: a bot started
        // early, while another game is played, times its first turn from its first read.
        hints.put("ARBITRE_STARTUP_MS", Long.toString(clock.startupMs()));
        return hints;
    }

    // ---------------------------------------------------------------- the end

    private void finish(Ending ending) throws InterruptedException {
        List<CompletableFuture<Void>> stops = new ArrayList<>();
        boolean[] kept = new boolean[3];
        loop.endBegins();
        for (int p = 1; p <= 2; p++) {
            Seat seat = seats[p];
            if (seat.bot() == null) {
                continue;
            }
            boolean alive = seat.bot().isAlive();
            // A bot still thinking on its move as its game ends writes that move after its END
            // whatever it does: kept, the line would be charged to its next game. It is stopped, and
            // started again for the next one.
            boolean staysUp = alive && keeper != null && !seat.owesAMove();
            if (staysUp) {
                keeper.endsItsGame(seat.bot());
            }
            if (alive) {
                Message.Result result = new Message.Result(
                        Message.Outcome.of(p, ending.winner()), game.score(p), game.score(3 - p), ending.reason());
                for (Message message : List.of(result, new Message.End())) {
                    String line = seat.send(message);
                    if (line != null) {
                        listener.sent(p, line);
                    }
                }
            }
            if (staysUp && keeper.keep(seat.bot())) {
                // It stays up for its next game: its input stays open, and nothing stops it.
                kept[p] = true;
                seat.stopped(true);
                recorder.stayedUp(p);
                continue;
            }
            if (keeper != null) {
                keeper.forget(seat.bot());
            }
            seat.bot().closeInput();
            stops.add(CompletableFuture.runAsync(
                    () -> seat.stopped(seat.bot().stop(spec.timeControl().endGraceMs(), TERM_GRACE_MS)), OWN_THREAD));
        }
        CompletableFuture<Void> stopped = CompletableFuture.allOf(stops.toArray(CompletableFuture[]::new));
        // Wake the poll below as soon as both bots are stopped, rather than at its next timeout:
        // that wait would be most of a quick game's time. The event of "player 0" is ignored.
        stopped.whenComplete((done, failure) -> events.offer(new BotEvent.OutputClosed(0, System.nanoTime())));
        // Keep reading while the bots wind down: course bots announce their result now.
        while (!stopped.isDone()) {
            loop.afterGame(events.poll(20, TimeUnit.MILLISECONDS), ending);
        }
        for (int p = 1; p <= 2; p++) {
            if (seats[p].bot() != null && !kept[p]) {
                seats[p].bot().stopListening();
            }
        }
        BotEvent event;
        while ((event = events.poll()) != null) {
            loop.afterGame(event, ending);
        }
    }

    private void abort() {
        for (int p = 1; p <= 2; p++) {
            if (seats[p] != null && seats[p].bot() != null) {
                if (keeper != null) {
                    keeper.forget(seats[p].bot());
                }
                seats[p].bot().close();
            }
        }
    }

    /** Removes the standard error files of bots whose game never began. */
    private void forgetStart() {
        for (int p = 1; p <= 2; p++) {
            if (spec.stderrFile(p) != null && seats[p] != null && seats[p].bot() != null) {
                try {
                    Files.deleteIfExists(spec.stderrFile(p));
                } catch (IOException e) {
                    LOG.debug("cannot remove {}: {}", spec.stderrFile(p), e.getMessage());
                }
            }
        }
    }

    private static String now() {
        return Instant.now().truncatedTo(ChronoUnit.MILLIS).toString();
    }
}
