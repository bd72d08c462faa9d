package arbitre.match;

import arbitre.process.BotConnection;
import arbitre.process.BotLaunch;
import arbitre.process.BotProcess;
import arbitre.process.BotSpec;
import arbitre.process.BotThreads;
import arbitre.process.GameRelay;
import arbitre.sandbox.SandboxSpec;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The bots of an arena (a series, a tournament that allows it, {@code validate}) that stay up
 * between games: the life of their processes from one game to the next, apart from the game itself
 * (docs/protocol.md, "Staying up between games").
 *
 * <h2>A bot's life</h2>
 * Every bot this arena starts is offered to stay up ({@link GameRelay#OFFER} in its environment)
 * and writes its events to a {@link GameRelay}. A bot that declared it can stay up, and is still
 * running when its game ends, gets {@code RESULT} and {@code END} as any bot, but keeps its
 * standard input open; it then waits here, idle. The next game that needs the same bot (the same
 * entry, started with the same variables but its side, its start and its seed) takes it back: the
 * relay passes its events to that game's queue under its new side, its standard error goes to that
 * game's file, and it is told {@code GAME <side>}. Its clock is the new game's; its sandbox, its
 * watchdog and its control group are its process's, for its whole life.
 *
 * <h2>Between games</h2>
 * What a waiting bot does is kept by its relay and looked at when it is taken back: a line written
 * when no game was under way, or an exit with a code other than 0 (a crash after {@code END}),
 * forfeits the game it was to play ({@link Charged}), and its process is gone; the game after that
 * starts it again. A bot that exits with code 0 between games, although it said it would stay up,
 * is simply started again. A bot whose start is told only by its environment (a Fenix position)
 * is taken back only for a game from the same start, unless it said it reads each game's start on
 * its {@code GAME} line ({@link GameRelay#DECLARATION_WITH_START}): that line then tells it.
 *
 * <p>The arena closes its keeper at its end: the waiting bots' standard input is closed, and each
 * has its end grace to exit before it is stopped with everything it started.
 */
public final class KeptBots implements AutoCloseable {
    private static final Logger LOG = LoggerFactory.getLogger(KeptBots.class);

    /** After SIGTERM, how long a bot's processes have before SIGKILL. */
    private static final long TERM_GRACE_MS = 500;

    /** The hints that may differ from one game of a kept bot to the next; the side is told by a line. */
    private static final List<String> PER_GAME = List.of("ARBITRE_PLAYER", "ARBITRE_START", "ARBITRE_SEED");

    /** The line that tells a kept bot that a game begins, and its side. */
    static final String NEW_GAME = "GAME";

    private final long endGraceMs;
    private final Map<Key, Deque<Kept>> idle = new HashMap<>();
    /**
     * The crashes of bots that were to stay up and exited with a code other than 0 as soon as
     * their game ended, before it could keep them: each is charged to the next game of its key.
     */
    private final Map<Key, Deque<Charged>> owed = new HashMap<>();

    private final Map<BotConnection, Kept> busy = new java.util.IdentityHashMap<>();
    /** Busy bots whose game is decided: about to be kept, or stopped. */
    private final Set<BotConnection> ending = java.util.Collections.newSetFromMap(new java.util.IdentityHashMap<>());

    private boolean closed;

    /** What makes two bots of an arena the same process: their entry, and all they were started with but per game. */
    private record Key(BotSpec spec, Map<String, String> hints, long stderrCap, SandboxSpec sandbox, Path results) {}

    /**
     * A bot process of the arena, with its relay, the start it was told by its environment, the
     * seed it received ({@code null}: none), and how many games it has played to their end and been
     * kept after.
     */
    private record Kept(BotProcess bot, GameRelay relay, Key key, String start, String seed, int games) {
        /** The same process, kept after one more game. */
        Kept afterAGame() {
            return new Kept(bot, relay, key, start, seed, games + 1);
        }
    }

    /** What a game learns of a waiting bot it took back. */
    @FunctionalInterface
    interface TakenBack {
        /**
         * @param line the line that told the bot its new game, sent
         * @param gamesBefore how many games its process played before this one
         * @param seed the {@code ARBITRE_SEED} its process received, at its first game ({@code null}: none)
         */
        void told(String line, int gamesBefore, String seed);
    }

    /** A forfeit the bot earned between its games, charged to the next game it was to play. */
    static final class Charged extends Exception {
        private static final long serialVersionUID = 1L;
        private final transient Violation violation;

        Charged(Violation violation, String detail) {
            super(detail);
            this.violation = violation;
        }

        Violation violation() {
            return violation;
        }
    }

    /** Where the end of a waiting bot that did not exit cleanly is told, or {@code null}. */
    private final java.io.PrintWriter notes;

    /**
     * The most processes of one bot that wait at once: twice the games played at once (a bot may
     * play both sides). A process beyond it is let go, the one that waited longest: kept ones that
     * no next game can take (each told another start by its environment) do not pile up.
     */
    private final int waitingPerBot;

    /** The waiting bots let go before the end, being stopped: the end waits for them. */
    private final List<CompletableFuture<Void>> lettingGo = new ArrayList<>();

    /** @param endGraceMs how long a waiting bot has to exit once its input is closed, at the end */
    public KeptBots(long endGraceMs) {
        this(endGraceMs, null, 1);
    }

    /**
     * @param endGraceMs how long a waiting bot has to exit once its input is closed, at the end
     * @param notes where a waiting bot that did not end cleanly at the end is told (no game's log
     *     holds that end: its last game was over), or {@code null}
     * @param concurrency how many games are played at once, for the most processes of a bot kept waiting
     */
    public KeptBots(long endGraceMs, java.io.PrintWriter notes, int concurrency) {
        this.endGraceMs = endGraceMs;
        this.notes = notes;
        this.waitingPerBot = 2 * Math.max(1, concurrency);
    }

    private static Key key(BotLaunch launch) {
        Map<String, String> hints = new LinkedHashMap<>(launch.hints());
        PER_GAME.forEach(hints::remove);
        // A sandboxed bot sees the folder of its standard error's files: only the same folder will do.
        Path results = launch.sandbox() == null || launch.stderrFile() == null
                ? null
                : launch.stderrFile().toAbsolutePath().getParent();
        // A tournament gives each match its own seed in the entry's environment; a kept bot keeps its first.
        BotSpec spec = launch.spec();
        Map<String, String> env = new LinkedHashMap<>(spec.env());
        env.remove("ARBITRE_SEED");
        spec = new BotSpec(spec.name(), spec.command(), spec.workdir(), env);
        return new Key(spec, Map.copyOf(hints), launch.stderrCap(), launch.sandbox(), results);
    }

    /**
     * The bot of a game: one of this arena's waiting for a game, taken back, or a new process offered
     * to stay up. It completes with {@link Charged} when the waiting bot misbehaved between games,
     * and with a {@link arbitre.process.BotStartException} when it cannot be started.
     *
     * @param startToldByLines whether the game's lines tell its start, so that a bot told another
     *     start by its environment may play it
     * @param told called once a waiting bot was told its new game
     */
    CompletableFuture<BotConnection> start(BotLaunch launch, boolean startToldByLines, TakenBack told) {
        Key key = key(launch);
        String start = launch.hints().get("ARBITRE_START");
        while (true) {
            Kept kept = takeIdle(key, start, startToldByLines);
            if (kept == null) {
                Charged charged = takeOwed(key);
                if (charged != null) {
                    return CompletableFuture.failedFuture(charged);
                }
                break;
            }
            // It waited with the least CPU weight: on a busy machine it would starve while it reads
            // its END and its new game's lines, and miss its start-up limit. Its game sets its weight.
            kept.bot().thinking(true);
            settle(kept.bot());
            Charged charged = charge(kept);
            if (charged != null) {
                return CompletableFuture.failedFuture(charged);
            }
            if (exitCode(kept) != null) {
                LOG.debug(
                        "{} exited between games: started again", launch.spec().name());
                release(kept);
                continue;
            }
            kept.relay().attach(launch.events(), launch.player());
            kept.bot().nextGame(launch.stderrFile());
            if (launch.cpu() != null) {
                kept.bot().pinTo(launch.cpu());
            }
            String line = NEW_GAME + " " + launch.player()
                    + (kept.relay().startOnGameLine() && fitsALine(start) ? " " + start : "");
            try {
                kept.bot().send(line);
            } catch (IOException e) {
                // It stopped reading while it waited: a process that died, started again.
                release(kept);
                continue;
            }
            synchronized (this) {
                busy.put(kept.bot(), kept);
            }
            told.told(line, kept.games(), kept.seed());
            return CompletableFuture.completedFuture(kept.bot());
        }
        GameRelay relay = new GameRelay(launch.events(), launch.player());
        String own = launch.spec().env().get(MatchRecorder.SEED_VARIABLE);
        String seed = own != null ? own : System.getenv(MatchRecorder.SEED_VARIABLE);
        Map<String, String> hints = new LinkedHashMap<>(launch.hints());
        hints.put(GameRelay.OFFER, "1");
        BotLaunch offered = new BotLaunch(
                launch.spec(),
                launch.player(),
                hints,
                launch.stderrFile(),
                launch.stderrCap(),
                relay,
                launch.sandbox(),
                launch.cpu());
        return BotProcess.startAsync(offered).thenApply(bot -> {
            relay.bot(bot);
            synchronized (this) {
                busy.put(bot, new Kept(bot, relay, key, start, seed, 0));
            }
            return bot;
        });
    }

    /** The longest a game waits for a bot of the game before it, decided and about to be kept. */
    private static final long ENDING_WAIT_MS = 2_000;

    /**
     * The game of {@code bot} is decided: a game that starts now and needs the same bot waits for it
     * to be kept (or stopped) rather than start another process, as the next game of a slot does
     * when its bots start once the slot is free.
     */
    synchronized void ending(BotConnection bot) {
        if (busy.containsKey(bot)) {
            ending.add(bot);
        }
    }

    private synchronized Kept takeIdle(Key key, String start, boolean startToldByLines) {
        long until = System.nanoTime() + java.util.concurrent.TimeUnit.MILLISECONDS.toNanos(ENDING_WAIT_MS);
        while (true) {
            Kept kept = takeIdleNow(key, start, startToldByLines);
            long left = until - System.nanoTime();
            if (kept != null
                    || left <= 0
                    || ending.stream().noneMatch(b -> busy.get(b).key().equals(key))) {
                return kept;
            }
            try {
                wait(Math.max(1, java.util.concurrent.TimeUnit.NANOSECONDS.toMillis(left)));
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return null;
            }
        }
    }

    private Kept takeIdleNow(Key key, String start, boolean startToldByLines) {
        Deque<Kept> waiting = idle.get(key);
        if (waiting == null) {
            return null;
        }
        // The one that waited least first: its caches are the warmest.
        for (var it = waiting.descendingIterator(); it.hasNext(); ) {
            Kept kept = it.next();
            if (startToldByLines
                    || java.util.Objects.equals(kept.start(), start)
                    || (kept.relay().startOnGameLine() && fitsALine(start))) {
                it.remove();
                return kept;
            }
        }
        return null;
    }

    /** Whether a start can be told on a {@code GAME} line: a text of one line. */
    static boolean fitsALine(String start) {
        return start != null && !start.isBlank() && start.indexOf('\n') < 0 && start.indexOf('\r') < 0;
    }

    /** The longest a bot taken back right after its game ended is given to settle, polled every {@link #SETTLE_PAUSE_NANOS}. */
    private static final long SETTLE_NANOS = java.util.concurrent.TimeUnit.SECONDS.toNanos(1);

    private static final long SETTLE_PAUSE_NANOS = java.util.concurrent.TimeUnit.MICROSECONDS.toNanos(200);

    /**
     * Waits until a bot taken back waits for its next line, or has exited: one whose game has just
     * ended may still be reading its {@code END}, and what it does then (wait, write, exit) decides
     * whether it plays. A bot that waits already is looked at once.
     */
    private static void settle(BotProcess bot) {
        long until = System.nanoTime() + SETTLE_NANOS;
        while (bot.isAlive() && !bot.ready() && System.nanoTime() - until < 0) {
            java.util.concurrent.locks.LockSupport.parkNanos(SETTLE_PAUSE_NANOS);
        }
    }

    /** The forfeit a waiting bot earned, its process stopped; {@code null} when it behaved. */
    private Charged charge(Kept kept) {
        GameRelay relay = kept.relay();
        String detail = null;
        Violation violation = null;
        if (relay.lineBetween() != null) {
            violation = Violation.OUT_OF_TURN;
            detail = "wrote '" + MatchLoop.printable(relay.lineBetween())
                    + "' after its previous game had ended, when no game was under way";
        } else if (relay.overlongBetween()) {
            violation = Violation.OUT_OF_TURN;
            detail = "wrote an over-long line after its previous game had ended, when no game was under way";
        } else if (exitCode(kept) != null && exitCode(kept) != 0) {
            release(kept);
            return crashed(exitCode(kept));
        }
        if (violation == null) {
            return null;
        }
        release(kept);
        return new Charged(violation, detail);
    }

    /** The crash of a bot that was to stay up. */
    private static Charged crashed(int exitCode) {
        return new Charged(
                Violation.CRASH,
                "exited with code " + exitCode
                        + " after its previous game had ended, while it was to stay up for this one"
                        + " (its previous game's standard error may say why)");
    }

    private synchronized Charged takeOwed(Key key) {
        Deque<Charged> charges = owed.get(key);
        return charges == null ? null : charges.pollFirst();
    }

    /** The exit code of a bot that exited between games, or {@code null} while it runs. */
    private static Integer exitCode(Kept kept) {
        Integer seen = kept.relay().exitBetween();
        return seen != null ? seen : kept.bot().exitCode();
    }

    /** Stops a bot that will not play again, and what it started. */
    private static void release(Kept kept) {
        kept.bot().closeInput();
        kept.bot().stop(0, TERM_GRACE_MS);
    }

    /**
     * The game of {@code bot} is about to tell it the end. When it is to stay up, what it writes
     * from now on is written between games, for its next game to be charged with: a line it writes
     * once it has read its {@code END} is never taken for its finished game's, however long its
     * reader takes to pass it on. A bot that is not to stay up writes to its game as any bot.
     */
    synchronized void endsItsGame(BotConnection bot) {
        Kept kept = busy.get(bot);
        if (kept != null && !closed && kept.relay().declared() && bot.isAlive()) {
            kept.relay().detach();
        }
    }

    /**
     * The game of {@code bot} is over and it got {@code RESULT} and {@code END}: whether it stays
     * up, waiting here for its next game, with its standard input open. A bot that did not say it
     * can stay up, or no longer runs, is not kept: its game stops it as any other.
     */
    synchronized boolean keep(BotConnection bot) {
        ending.remove(bot);
        notifyAll();
        Kept kept = busy.remove(bot);
        if (kept == null || closed || !kept.relay().declared() || !bot.isAlive()) {
            if (kept != null) {
                // Detached as its END went out, it is its game's to the last after all.
                kept.relay().reattach();
                Integer code = bot.isAlive() ? null : bot.exitCode();
                if (!closed && kept.relay().declared() && code != null && code != 0) {
                    // It crashed on reading its END, before it could be kept: its game records the
                    // exit, and the game it was to stay up for is charged with it, as for any crash
                    // between games.
                    owed.computeIfAbsent(kept.key(), k -> new ArrayDeque<>()).addLast(crashed(code));
                }
            }
            return false;
        }
        kept.relay().detach();
        bot.thinking(false);
        Deque<Kept> waiting = idle.computeIfAbsent(kept.key(), k -> new ArrayDeque<>());
        waiting.addLast(kept.afterAGame());
        if (waiting.size() > waitingPerBot) {
            Kept surplus = waiting.pollFirst();
            lettingGo.removeIf(CompletableFuture::isDone);
            lettingGo.add(BotThreads.run(
                    () -> tell(stop(surplus, "when it was let go, more of its processes waiting than the run can use")),
                    "arbitre-bot-stop"));
        }
        return true;
    }

    /**
     * From now on no bot is kept after its game: a waiting bot may still be taken back for one more
     * game, at whose end it is told the end and stopped as any bot (its exit is then seen).
     */
    public synchronized void keepNoMore() {
        closed = true;
    }

    /** The bot's game stops it: it is no longer this arena's to keep. */
    synchronized void forget(BotConnection bot) {
        ending.remove(bot);
        notifyAll();
        busy.remove(bot);
    }

    /** Stops every waiting bot: its input closed, its end grace to exit, then stopped. */
    @Override
    public void close() {
        List<Kept> waiting = new ArrayList<>();
        synchronized (this) {
            closed = true;
            idle.values().forEach(waiting::addAll);
            idle.clear();
        }
        List<CompletableFuture<Void>> stops = new ArrayList<>();
        List<String> ends = java.util.Collections.synchronizedList(new ArrayList<>());
        for (Kept kept : waiting) {
            stops.add(BotThreads.run(
                    () -> {
                        String end = stop(kept, "at the end of the run");
                        if (end != null) {
                            ends.add(end);
                        }
                    },
                    "arbitre-bot-stop"));
        }
        synchronized (this) {
            stops.addAll(lettingGo);
        }
        CompletableFuture.allOf(stops.toArray(CompletableFuture[]::new)).join();
        ends.sort(null);
        ends.forEach(this::tell);
    }

    /**
     * Stops a waiting bot: its input closed, its end grace to exit, then stopped. Returns how it
     * ended, in words, when it did not end cleanly, else {@code null}.
     */
    private String stop(Kept kept, String when) {
        // It waited with the least CPU weight: on a busy machine it would starve in its grace.
        kept.bot().thinking(true);
        kept.bot().closeInput();
        boolean exited = kept.bot().stop(endGraceMs, TERM_GRACE_MS);
        // When the referee itself is stopped (Ctrl-C), it stops every bot: how they exited is its doing.
        String end = arbitre.process.BotProcess.stoppingAll()
                ? null
                : lastEnd(exited, kept.bot().exitCode(), kept.bot().processesLeftBehind(), endGraceMs);
        String wrote = kept.relay().lineBetween();
        if (wrote != null || kept.relay().overlongBetween()) {
            String what = wrote != null ? "'" + MatchLoop.printable(wrote) + "'" : "an over-long line";
            end = "wrote " + what + " after its last game had ended" + (end == null ? "" : ", then " + end);
        }
        return end == null
                ? null
                : kept.key().spec().name() + "'s process, kept waiting after its last game (" + kept.games()
                        + (kept.games() == 1 ? " game" : " games") + " played on it), " + end + " " + when
                        + "; the logs of its games are unchanged";
    }

    /** Tells how a waiting bot ended; nothing for {@code null}. */
    private void tell(String end) {
        if (end == null) {
            return;
        }
        if (notes != null) {
            notes.println("arbitre: " + end);
            notes.flush();
        } else {
            LOG.warn(end);
        }
    }

    /**
     * How a waiting bot ended when its input was closed at the end of the run, in words, or
     * {@code null} when it exited cleanly (code 0, within its grace, leaving nothing running).
     */
    static String lastEnd(boolean exited, Integer exitCode, int leftBehind, long endGraceMs) {
        if (!exited) {
            return "did not exit within its end grace of " + endGraceMs + " ms once its input was closed (stopped)";
        }
        String left = leftBehind == 0
                ? ""
                : ", leaving " + leftBehind + (leftBehind == 1 ? " process" : " processes") + " running (stopped)";
        if (exitCode != null && exitCode != 0) {
            return "exited with code " + exitCode + " once its input was closed" + left;
        }
        return left.isEmpty() ? null : "exited once its input was closed" + left;
    }
}
