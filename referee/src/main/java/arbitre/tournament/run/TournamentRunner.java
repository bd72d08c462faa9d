package arbitre.tournament.run;

import arbitre.log.MatchLog;
import arbitre.log.MatchLogs;
import arbitre.log.StderrTail;
import arbitre.log.UnreadableLogException;
import arbitre.match.KeptBots;
import arbitre.match.MatchListener;
import arbitre.match.MatchPool;
import arbitre.match.MatchSpec;
import arbitre.match.Referee;
import arbitre.process.BotProcess;
import arbitre.replay.Finding;
import arbitre.replay.LogVerifier;
import arbitre.standings.GameRecord;
import arbitre.standings.Standings;
import arbitre.tournament.config.ConfigException;
import arbitre.tournament.config.TournamentConfig;
import arbitre.tournament.schedule.Schedule;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CancellationException;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.Stream;

/**
 * Plays the matches of a schedule (or of one shard of it) into an output folder, and keeps the
 * standings of that folder current.
 *
 * <h2>The output folder</h2>
 * {@code matches/<id>.json} per finished match, each written atomically by the referee (a
 * complete log or none), with each bot's standard error beside it; {@code tournament.json}, what
 * the folder holds; {@code standings.json} and {@code standings.md}, rewritten as games finish
 * (on a thread of their own, at most once a second, and always after the last), and through the
 * {@link Publisher} whatever else is made from them (the HTML report, at most every ten seconds).
 *
 * <h2>Resuming</h2>
 * A match whose log is already there, and counts, is finished: it is kept and not played again.
 * So running the same command after a crash, a Ctrl-C or a {@code kill -9} picks up where it
 * stopped and loses nothing: a match that was running had no log yet, and is played again. A log
 * counts when it is the log of a match of the schedule, reads, is confirmed by the engine, and was
 * played by the bots as the config has them now ({@link #readFinished}); any other is named, and
 * set aside ({@code .corrupt}, {@code .refused}, {@code .replaced}) so that its match is played
 * again. A log that names other bots than the schedule says stops the run, since the folder then
 * belongs to another tournament.
 *
 * <h2>Order</h2>
 * Matches are started by one loop, each when a slot is free, in the schedule's order but for the
 * matches of remote bots ({@link NextMatch}): one whose player is not connected waits without a
 * slot while the matches after it are played, until its player connects or the connect limit runs
 * out (it then forfeits at once), and a remote bot's matches never run two at once. A match played
 * out of order is filed under its own id all the same: logs, standings and the report read the
 * same as in order.
 *
 * <h2>Stopping</h2>
 * Once the run is stopping (Ctrl-C, see {@link #stop()}, or a log that could not be written: a full
 * disk would lose every later result too) it starts no other match, and the ones waiting for a
 * remote player are neither played nor counted; the ones running end as they end. An interrupted
 * run's last standings and report are those of the matches whose log was written, final (the
 * report no longer reloads) and saying the run was interrupted.
 *
 * <h2>Concurrency</h2>
 * {@code concurrency} matches at once, each on its own thread; a match keeps about one core busy
 * (its bots think in turn), so more matches than cores would make bots lose time to each other,
 * and the runner refuses to go beyond the cores it sees. With several at once, each match's bots
 * are bound to a CPU of their own, so that a JVM starting up in one match cannot take the time of
 * a bot thinking in another. A match gives up its place as soon as
 * its game is decided: stopping its bots and writing its log, which take a few milliseconds but
 * no thinking, overlap with the next match.
 */
public final class TournamentRunner {
    /** Called with fresh standings, after {@code standings.json} has been written. */
    @FunctionalInterface
    public interface Publisher {
        void publish(Standings standings, Path folder) throws IOException;

        /**
         * As {@link #publish(Standings, Path)}, saying whether the run goes on ({@code live}) or
         * these are its last standings.
         */
        default void publish(Standings standings, Path folder, boolean live) throws IOException {
            publish(standings, folder);
        }

        /** Told of each match log as soon as it is written, on the match's thread. */
        default void matchWritten(Path logFile, MatchLog log) {}

        Publisher NONE = (standings, folder) -> {};
    }

    /**
     * How a run went.
     *
     * @param scheduled matches in the part of the schedule this run had
     * @param alreadyDone of those, finished by an earlier run
     * @param played finished by this run
     * @param failures matches that ended without a log, with why
     * @param stopped why the run stopped before the end (a log that could not be written), or {@code null}
     * @param standings the folder's standings at the end
     */
    public record Outcome(
            int scheduled, int alreadyDone, int played, List<String> failures, String stopped, Standings standings) {}

    private static final long PUBLISH_INTERVAL_NANOS = 1_000_000_000L;
    private static final long REPORT_INTERVAL_NANOS = 10_000_000_000L;
    /** How long an interrupted run waits for its matches to stop, of the ten seconds its shutdown allows. */
    private static final long STOPPING_MILLIS = 2_000;

    private final TournamentConfig config;
    private final List<Schedule.Match> matches;
    private final PrintWriter notes;
    private final Publisher publisher;
    private final Path folder;
    private final Path matchFolder;
    private final Map<String, GameRecord> games = Collections.synchronizedMap(new LinkedHashMap<>());
    private final java.util.Set<String> replayBots;
    private final List<Schedule.Match> scheduled;
    private volatile boolean stopping;
    /** Whether the run was interrupted (Ctrl-C, SIGTERM): see {@link #stop()}. */
    private volatile boolean interrupted;
    /** The bots that stay up between matches during a run, when the config allows it; {@code null} else. */
    private volatile KeptBots keeper;

    private volatile String stoppedBy;
    /** The order of the standings when it is not their own (a Swiss's table); {@code null}: their own. */
    private volatile arbitre.standings.Standings.Ranking ranking;
    /** What this runner's standings are while it plays a stage of a tournament; {@code null}: not a stage. */
    private volatile Stage during;
    /** What they are once the stage is over, worked out then; {@code null}: not a stage. */
    private volatile java.util.concurrent.Callable<Stage> over;

    private final List<String> failures = Collections.synchronizedList(new ArrayList<>());
    private final java.util.concurrent.locks.ReentrantLock publishing = new java.util.concurrent.locks.ReentrantLock();
    private volatile long nextPublish = System.nanoTime();
    private long nextReport = System.nanoTime();
    private final java.util.concurrent.atomic.AtomicBoolean publishQueued =
            new java.util.concurrent.atomic.AtomicBoolean();
    private final java.util.concurrent.ScheduledThreadPoolExecutor background =
            new java.util.concurrent.ScheduledThreadPoolExecutor(1, r -> {
                Thread t = new Thread(r, "arbitre-standings");
                t.setDaemon(true);
                return t;
            });

    /**
     * A runner.
     *
     * @param matches the matches to play: the schedule, or a shard of it
     * @param notes where warnings go (a log moved aside, concurrency lowered)
     */
    public TournamentRunner(
            TournamentConfig config, List<Schedule.Match> matches, PrintWriter notes, Publisher publisher) {
        this(config, matches, notes, publisher, java.util.Set.of());
    }

    /**
     * A runner that also plays again the finished matches of some bots.
     *
     * @param replayBots the bots whose finished matches are played again (their logs set aside)
     */
    public TournamentRunner(
            TournamentConfig config,
            List<Schedule.Match> matches,
            PrintWriter notes,
            Publisher publisher,
            java.util.Set<String> replayBots) {
        this(config, matches, notes, publisher, replayBots, Schedule.roundRobin(config));
    }

    /**
     * A runner of one stage of a tournament whose schedule grows as it is played (a Swiss, a knockout).
     *
     * @param scheduled every match the folder's logs may be of: the stages so far; only these count
     */
    public TournamentRunner(
            TournamentConfig config,
            List<Schedule.Match> matches,
            PrintWriter notes,
            Publisher publisher,
            java.util.Set<String> replayBots,
            List<Schedule.Match> scheduled) {
        this.scheduled = List.copyOf(scheduled);
        this.replayBots = java.util.Set.copyOf(replayBots);
        this.config = config;
        this.matches = List.copyOf(matches);
        this.notes = notes;
        this.publisher = publisher;
        this.folder = config.output();
        this.matchFolder = folder.resolve("matches");
    }

    /** The log file of a match. */
    public static Path logFile(Path folder, String id) {
        return folder.resolve("matches").resolve(id + ".json");
    }

    /** The matches of the schedule that have no log yet, after {@link #prepare()}. */
    public List<Schedule.Match> pending() {
        return matches.stream().filter(m -> !games.containsKey(m.id())).toList();
    }

    /**
     * Readies the folder: checks that it belongs to this tournament, clears what a killed run left
     * half-written, and reads the matches already finished, setting aside the logs that cannot
     * count (see {@link #readFinished}).
     *
     * @throws ConfigException when the folder holds another tournament
     */
    public void prepare() throws IOException {
        Files.createDirectories(matchFolder);
        TournamentFile.check(folder, config);
        readFinished(true);
        TournamentFile.write(folder, config);
    }

    /** Reads the matches already finished, changing nothing in the folder. */
    public void inspect() throws IOException {
        TournamentFile.check(folder, config);
        readFinished(false);
    }

    /**
     * Reads the log of each match of the schedule that has one. A log counts only when it is the
     * log of a match of the schedule ({@code matches/<id>.json}: nothing else in the folder is
     * counted), it reads, the engine confirms it move by move and result by result (as {@code
     * replay --verify} does), and its bots are still what the config says they are: the same
     * command lines, and the same folder and environment by {@code tournament.json}. Any other
     * log is named and, when {@code repair}, set aside ({@code .corrupt}, {@code .refused},
     * {@code .replaced}) so that its match is played again. A match without a log of its own
     * counts the log a shard of the tournament played ({@code shard-K-of-N/matches/<id>.json}),
     * which is never moved from there: the whole tournament, run again once its shards are done,
     * then has every game, and plays none again.
     */
    private void readFinished(boolean repair) throws IOException {
        if (repair) {
            try (Stream<Path> files = Files.list(matchFolder)) {
                for (Path temp : files.filter(p -> p.getFileName().toString().startsWith(".")
                                && p.getFileName().toString().endsWith(".tmp"))
                        .toList()) {
                    Files.deleteIfExists(temp);
                }
            }
        }
        Map<String, String> changed = TournamentFile.changedBots(folder, config);
        Map<String, String> why = new LinkedHashMap<>();
        Map<String, Integer> replayed = new LinkedHashMap<>();
        java.util.Set<String> scheduled = new java.util.HashSet<>();
        List<Path> shards = shardFolders(folder);
        for (Schedule.Match match : this.scheduled) {
            scheduled.add(match.id() + ".json");
            Path file = logFile(folder, match.id());
            boolean own = Files.isRegularFile(file);
            if (!own) {
                file = shards.stream()
                        .map(shard -> logFile(shard, match.id()))
                        .filter(Files::isRegularFile)
                        .findFirst()
                        .orElse(null);
                if (file == null) {
                    continue;
                }
            }
            boolean mend = repair && own;
            MatchLog log;
            try {
                log = MatchLogs.read(file);
            } catch (UnreadableLogException e) {
                setAside(file, ".corrupt", e.getMessage(), mend);
                continue;
            }
            List<Finding> findings = LogVerifier.verify(log);
            if (!findings.isEmpty()) {
                setAside(
                        file,
                        ".refused",
                        file + ": the engine refutes it: " + findings.get(0)
                                + (findings.size() > 1 ? " (and " + (findings.size() - 1) + " more)" : ""),
                        mend);
                continue;
            }
            GameRecord found =
                    GameRecord.of(match.id(), folder.relativize(file).toString().replace('\\', '/'), log);
            if (!found.player1().equals(match.player1().name())
                    || !found.player2().equals(match.player2().name())) {
                throw new ConfigException(file + " holds " + found.player1() + " vs " + found.player2()
                        + ", but this tournament's match " + match.id() + " is "
                        + match.player1().name() + " vs "
                        + match.player2().name() + ": use another output folder");
            }
            List<String> stale = staleBots(match, log, changed, why);
            if (!stale.isEmpty()) {
                stale.forEach(bot -> replayed.merge(bot, 1, Integer::sum));
                if (mend) {
                    Files.move(file, aside(file, ".replaced"));
                }
                continue;
            }
            games.put(match.id(), found);
        }
        replayed.forEach((bot, count) -> notes.println("arbitre: " + bot + ": " + why.get(bot) + "; its " + count
                + " finished match" + (count == 1 ? " is" : "es are") + " played again"
                + (repair ? " (the old logs are kept as *.json.replaced)" : "")));
        List<Path> strays;
        try (Stream<Path> walk = Files.walk(matchFolder)) {
            strays = walk.filter(p -> p.getFileName().toString().endsWith(".json") && Files.isRegularFile(p))
                    .filter(p -> !p.getParent().equals(matchFolder)
                            || !scheduled.contains(p.getFileName().toString()))
                    .sorted()
                    .toList();
        } catch (java.nio.file.NoSuchFileException e) {
            strays = List.of();
        }
        if (!strays.isEmpty()) {
            notes.println("arbitre: " + strays.size() + " match log" + (strays.size() == 1 ? "" : "s") + " under "
                    + matchFolder + " " + (strays.size() == 1 ? "is" : "are") + " not of this tournament's schedule"
                    + " and not counted: "
                    + String.join(
                            ", ",
                            strays.stream()
                                    .limit(5)
                                    .map(p -> matchFolder.relativize(p).toString())
                                    .toList())
                    + (strays.size() > 5 ? ", …" : ""));
        }
    }

    /** The shard folders of a tournament's folder ({@code shard-K-of-N}); none in a shard's own. */
    private static List<Path> shardFolders(Path folder) throws IOException {
        if (!Files.isDirectory(folder)) {
            return List.of();
        }
        try (Stream<Path> children = Files.list(folder)) {
            return children.filter(p -> p.getFileName().toString().matches("shard-\\d+-of-\\d+"))
                    .filter(Files::isDirectory)
                    .sorted()
                    .toList();
        }
    }

    /**
     * The bots of a finished match that are no longer what played it (or whose matches are to be
     * played again on request); {@code why} gets what changed, by bot.
     */
    private List<String> staleBots(
            Schedule.Match match, MatchLog log, Map<String, String> changed, Map<String, String> why) {
        List<String> stale = new ArrayList<>();
        for (int player = 1; player <= 2; player++) {
            TournamentConfig.Bot bot = player == 1 ? match.player1() : match.player2();
            String played = log.players().get(player - 1).command();
            String what = bot.commandAsPlayer1() == null && bot.commandAsPlayer2() == null
                    ? "command"
                    : "command as player " + player;
            if (replayBots.contains(bot.name())) {
                why.putIfAbsent(bot.name(), "replayed on request (--replay)");
            } else if (played != null && !played.equals(bot.commandAs(player))) {
                why.putIfAbsent(
                        bot.name(),
                        "changed since its matches were played (" + what + " '" + played + "' → '"
                                + bot.commandAs(player) + "')");
            } else if (changed.containsKey(bot.name())) {
                why.putIfAbsent(bot.name(), "changed since its matches were played (" + changed.get(bot.name()) + ")");
            } else {
                continue;
            }
            stale.add(bot.name());
        }
        return stale;
    }

    /** Names a log that cannot count and, when {@code repair}, moves it aside so its match is played again. */
    private void setAside(Path file, String suffix, String problem, boolean repair) throws IOException {
        if (repair) {
            Path aside = aside(file, suffix);
            Files.move(file, aside);
            notes.println("arbitre: " + problem + "; moved to " + aside.getFileName() + " and its match will be played"
                    + " again");
        } else {
            notes.println("arbitre: " + problem + "; not counted");
        }
    }

    /**
     * Plays every pending match, {@code concurrency} at once, and returns when all have ended.
     *
     * @throws InterruptedException when interrupted ({@link #stop()}, or the thread): running matches
     *     are stopped and leave no log, and the standings and report of the finished ones are written
     */
    public Outcome run(Progress progress) throws IOException, InterruptedException {
        List<Schedule.Match> pending = pending();
        int alreadyDone = matches.size() - pending.size();
        // The standings of an earlier run's matches, on the standings' own thread: the first
        // match need not wait for them.
        requestPublish();
        MatchPool pool = new MatchPool(config.concurrency(), pending.size(), notes);
        keeper = config.keepBotsUp()
                ? new KeptBots(config.timeControl().endGraceMs(), notes, config.concurrency())
                : null;
        AtomicInteger played = new AtomicInteger();
        List<Future<?>> running = new ArrayList<>();
        boolean allEnded = false;
        try {
            // Matches start here, one at a time: each starts its bots while the match before it in its
            // slot plays, and begins its game when that one is decided. Each is the first in the
            // schedule's order that can begin: a match waiting for a remote player holds no slot.
            NextMatch next = new NextMatch(pending, remoteSeats());
            while (!stopping && !BotProcess.stoppingAll()) {
                Future<?> future = pool.submitNext(() -> {
                    Schedule.Match match = next.take(() -> stopping || BotProcess.stoppingAll());
                    return match == null
                            ? null
                            : poolSlot -> {
                                try {
                                    play(match, poolSlot, progress, played);
                                } finally {
                                    next.ended(match);
                                }
                            };
                });
                if (future == null) {
                    // Every match started, or the run is stopping (interrupted, or a log could not
                    // be written): the matches still waiting are neither played nor counted.
                    break;
                }
                running.add(future);
            }
            for (Future<?> future : running) {
                try {
                    future.get();
                } catch (ExecutionException e) {
                    Throwable cause = e.getCause();
                    if (cause instanceof InterruptedException) {
                        throw (InterruptedException) cause;
                    }
                    if (cause instanceof IOException && cause.getMessage().equals(stoppedBy)) {
                        continue; // the reason the run stopped, reported as such
                    }
                    failures.add(String.valueOf(cause.getMessage() == null ? cause : cause.getMessage()));
                }
            }
            allEnded = !interrupted;
        } catch (InterruptedException e) {
            interrupted = true;
        } finally {
            pool.close();
            if (keeper != null) {
                keeper.close();
            }
            if (interrupted) {
                publishInterrupted(pool);
            } else if (allEnded) {
                // Standings being written now are let finish (an interrupted write would be
                // reported as a failure); the ones waiting for their turn are dropped: the last
                // standings follow at once.
                background.setExecuteExistingDelayedTasksAfterShutdownPolicy(false);
                background.shutdown();
                background.awaitTermination(1, TimeUnit.HOURS);
            } else {
                background.shutdownNow();
            }
        }
        if (interrupted) {
            throw new InterruptedException("the run was interrupted");
        }
        Standings standings;
        try {
            standings = publish(true);
        } catch (IOException e) {
            if (stoppedBy == null) {
                throw e;
            }
            // The disk that refused a log refuses the standings too: the run's own reason is the news.
            notes.println("arbitre: the standings could not be written either: " + e.getMessage());
            standings = current(false);
        }
        return new Outcome(matches.size(), alreadyDone, played.get(), List.copyOf(failures), stoppedBy, standings);
    }

    /**
     * Ranks the standings this runner writes as {@code ranking} says: a Swiss's one official
     * order, its table's, in standings.md, standings.json, the report and the command's table.
     */
    public void rankAs(arbitre.standings.Standings.Ranking ranking) {
        this.ranking = ranking;
    }

    /**
     * How the standings of a stage of a tournament are ranked, and what they are in words when they
     * are not the tournament's last ({@link Standings#notFinal()}).
     *
     * @param ranking their order, or {@code null} for points, then Elo
     * @param notFinal what they are, or {@code null} when they are the tournament's last
     */
    public record Stage(Standings.Ranking ranking, String notFinal) {}

    /**
     * Makes the standings this runner writes those of a stage: as {@code during} says while its
     * games are played, and as {@code over} works out (from the games, once they are all played)
     * at its end. A stage's order may change with its last game: a Swiss's table counts complete
     * rounds.
     */
    public void playsStage(Stage during, java.util.concurrent.Callable<Stage> over) {
        this.during = during;
        this.over = over;
    }

    /**
     * Lets no further match start (Ctrl-C, SIGTERM): the matches running are being stopped by the
     * shutdown. The run then ends with the standings of the matches finished, said to be
     * interrupted (see {@link #publishInterrupted}).
     */
    public void stop() {
        interrupted = true;
        stopping = true;
    }

    /**
     * The last standings of an interrupted run, and the report made from them: final (it does not
     * reload), of the matches whose log was written, and saying that the run was interrupted and
     * how to resume it. Written within what a shutdown allows: the matches being stopped are given
     * {@link #STOPPING_MILLIS} to end (a log is written whole or not at all, and one written then
     * counts), and standings being written are stopped, since these follow at once.
     */
    private void publishInterrupted(MatchPool pool) {
        // The interrupt that stopped the run is spent: writing the files must not be stopped by it.
        Thread.interrupted();
        background.shutdownNow();
        try {
            pool.awaitClosed(STOPPING_MILLIS);
            background.awaitTermination(STOPPING_MILLIS, TimeUnit.MILLISECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return;
        }
        publishing.lock();
        try {
            Standings standings = current(false);
            String interruptedRun = "the run was interrupted (Ctrl-C or SIGTERM) with "
                    + standings.matches().size() + " games finished; run the same command again to play the rest";
            standings = standings.withNotFinal(
                    standings.notFinal() == null ? interruptedRun : interruptedRun + "; " + standings.notFinal());
            arbitre.standings.StandingsFiles.write(standings, folder);
            publisher.publish(standings, folder, false);
        } catch (IOException | RuntimeException e) {
            notes.println("arbitre: the standings of the interrupted run could not be written: " + e.getMessage());
        } finally {
            publishing.unlock();
        }
    }

    /** The seats of the remote bots of the tournament being served; none when it is not served. */
    private static NextMatch.Seats remoteSeats() {
        arbitre.process.RemoteBots.Seats seats = arbitre.process.RemoteBots.current();
        if (seats == null) {
            return NextMatch.Seats.NONE;
        }
        return new NextMatch.Seats() {
            @Override
            public long waitNanos(String bot) {
                return seats.waitNanos(bot);
            }

            @Override
            public void whenConnected(Runnable wake) {
                seats.whenConnected(wake);
            }
        };
    }

    /** Plays a match in its slot of the pool, telling the progress and counting it as played. */
    private void play(Schedule.Match match, MatchPool.Slot poolSlot, Progress progress, AtomicInteger played)
            throws IOException, InterruptedException {
        if (stopping || BotProcess.stoppingAll()) {
            return; // stopped while this match waited for its turn
        }
        MatchPool.Slot slot =
                poolSlot.guarded(() -> stopping || BotProcess.stoppingAll(), () -> progress.started(match));
        MatchLog log;
        try {
            log = play(match, slot);
        } catch (CancellationException e) {
            return; // stopped while this match's bots got ready
        } catch (InterruptedException e) {
            stopping = true; // stopped, not finished: nothing to show for it
            throw e;
        } catch (IOException e) {
            stopping = true;
            synchronized (this) {
                // The first log that could not be kept is where the run stopped; a match
                // already under way that fails too is told as a failure of its own.
                if (stoppedBy == null) {
                    stoppedBy = e.getMessage();
                }
            }
            progress.finished(match, null, null);
            throw e;
        } catch (RuntimeException e) {
            progress.finished(match, null, null);
            throw e;
        }
        played.incrementAndGet();
        progress.finished(
                match,
                games.get(match.id()),
                log.result().forfeit() != null
                        ? StderrTail.detailWithLastWords(log, logFile(folder, match.id()))
                        : null);
        requestPublish();
    }

    private MatchLog play(Schedule.Match match, MatchPool.Slot slot) throws IOException, InterruptedException {
        Path file = logFile(folder, match.id());
        Map<String, String> env = Map.of("ARBITRE_SEED", Long.toString(Schedule.seed(config.seed(), match.id())));
        MatchSpec spec = new MatchSpec(
                config.game(),
                match.start(),
                match.player1().spec(1, env),
                match.player2().spec(2, env),
                config.rules(),
                config.timeControl(),
                file,
                config.stderrCapBytes(),
                config.sandbox(),
                null); // the slot binds the bots to its CPU
        MatchLog log;
        try {
            // The live page of a served tournament follows the game; no one else listens.
            MatchListener listener = arbitre.serve.LiveFeed.listenerFor(match.id(), spec, config.playedFirst());
            log = Referee.playInArena(spec, slot, listener, notes, config.playedFirst(), keeper);
        } catch (IOException e) {
            throw new IOException("match " + match.id() + ": its log could not be written: " + e.getMessage(), e);
        }
        publisher.matchWritten(file, log);
        arbitre.serve.LiveFeed.finished(match.id(), log);
        GameRecord game =
                GameRecord.of(match.id(), folder.relativize(file).toString().replace('\\', '/'), log);
        games.put(match.id(), game);
        return log;
    }

    /**
     * Asks for fresh standings, made on a thread of their own so that the matches go on: at once,
     * or when the last ones are old enough (see {@link #publish}). Requests made while one waits
     * are served by it.
     */
    private void requestPublish() {
        if (publishQueued.compareAndSet(false, true)) {
            long delay = Math.max(0, nextPublish - System.nanoTime());
            background.schedule(
                    () -> {
                        publishQueued.set(false);
                        try {
                            publish(false);
                        } catch (IOException | RuntimeException e) {
                            notes.println("arbitre: the standings could not be written: " + e.getMessage());
                        }
                    },
                    delay,
                    TimeUnit.NANOSECONDS);
        }
    }

    /** The standings of the matches finished so far. */
    private Standings current(boolean stageOver) throws IOException {
        Stage stage = during;
        if (stageOver && over != null) {
            try {
                stage = over.call();
            } catch (IOException | RuntimeException e) {
                throw e;
            } catch (Exception e) {
                throw new IOException(e.getMessage(), e);
            }
        }
        List<GameRecord> all;
        synchronized (games) {
            all = new ArrayList<>(games.values());
        }
        all.sort(java.util.Comparator.comparing(GameRecord::id));
        return Standings.compute(
                        config.name(),
                        Standings.Header.of(config.game(), config.rules(), config.timeControl(), config.description()),
                        config.bots().stream().map(TournamentConfig.Bot::name).toList(),
                        all,
                        config.eloAnchor(),
                        Instant.now().truncatedTo(ChronoUnit.SECONDS).toString(),
                        stage == null ? ranking : stage.ranking())
                .withNotFinal(stage == null ? null : stage.notFinal());
    }

    /**
     * Rewrites the standings, and the report made from them. Standings are rewritten at most once a
     * second; the report, which reads every match log, at most every ten seconds and never more
     * often than ten times its own duration, unless {@code always}: with tens of thousands of
     * games it takes seconds.
     */
    private Standings publish(boolean always) throws IOException {
        publishing.lock();
        try {
            long now = System.nanoTime();
            // The last standings of a run are written with always: its matches are over, unless a
            // log could not be written.
            Standings standings = current(always && stoppedBy == null);
            arbitre.standings.StandingsFiles.write(standings, folder);
            nextPublish = System.nanoTime() + PUBLISH_INTERVAL_NANOS;
            if (always || now - nextReport >= 0) {
                long start = System.nanoTime();
                // Only the run's last standings are written with always.
                publisher.publish(standings, folder, !always);
                long took = System.nanoTime() - start;
                nextReport = System.nanoTime() + Math.max(REPORT_INTERVAL_NANOS, 10 * took);
            }
            return standings;
        } finally {
            publishing.unlock();
        }
    }

    private static Path aside(Path file, String suffix) {
        Path aside = file.resolveSibling(file.getFileName() + suffix);
        for (int i = 2; Files.exists(aside); i++) {
            aside = file.resolveSibling(file.getFileName() + suffix + i);
        }
        return aside;
    }
}
