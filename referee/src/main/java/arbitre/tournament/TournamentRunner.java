package arbitre.tournament;

import arbitre.log.MatchLog;
import arbitre.log.MatchLogs;
import arbitre.match.MatchListener;
import arbitre.match.MatchSpec;
import arbitre.match.Referee;
import arbitre.process.Cpus;
import arbitre.standings.GameRecord;
import arbitre.standings.MatchLogScanner;
import arbitre.standings.Standings;
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
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.atomic.AtomicBoolean;
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
 * A match whose log is already there and readable is finished: it is kept and not played again.
 * So running the same command after a crash, a Ctrl-C or a {@code kill -9} picks up where it
 * stopped and loses nothing: a match that was running had no log yet, and is played again. A log
 * that cannot be read is moved aside (to {@code <id>.json.corrupt}) and its match played again; a
 * log that names other bots than the schedule says stops the run, since the folder then belongs to
 * another tournament.
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

        /** Told of each match log as soon as it is written, on the match's thread. */
        default void matchWritten(Path logFile, MatchLog log) {
        }

        Publisher NONE = (standings, folder) -> {
        };
    }

    /**
     * How a run went.
     *
     * @param scheduled matches in the part of the schedule this run had
     * @param alreadyDone of those, finished by an earlier run
     * @param played finished by this run
     * @param failures matches that ended without a log, with why
     * @param standings the folder's standings at the end
     */
    public record Outcome(int scheduled, int alreadyDone, int played, List<String> failures, Standings standings) {
    }

    private static final long PUBLISH_INTERVAL_NANOS = 1_000_000_000L;
    private static final long REPORT_INTERVAL_NANOS = 10_000_000_000L;

    private final TournamentConfig config;
    private final List<Schedule.Match> matches;
    private final PrintWriter notes;
    private final Publisher publisher;
    private final Path folder;
    private final Path matchFolder;
    private final Map<String, GameRecord> games = Collections.synchronizedMap(new LinkedHashMap<>());
    private final List<String> failures = Collections.synchronizedList(new ArrayList<>());
    private final java.util.concurrent.locks.ReentrantLock publishing = new java.util.concurrent.locks.ReentrantLock();
    private volatile long nextPublish = System.nanoTime();
    private long nextReport = System.nanoTime();
    private final java.util.concurrent.atomic.AtomicBoolean publishQueued = new java.util.concurrent.atomic.AtomicBoolean();
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
    public TournamentRunner(TournamentConfig config, List<Schedule.Match> matches, PrintWriter notes,
            Publisher publisher) {
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
     * half-written, and reads the matches already finished.
     *
     * @throws ConfigException when the folder holds another tournament
     */
    public void prepare() throws IOException {
        Files.createDirectories(matchFolder);
        TournamentFile.check(folder, config);
        TournamentFile.write(folder, config);
        readFinished(true);
    }

    /** Reads the matches already finished, changing nothing in the folder. */
    public void inspect() throws IOException {
        TournamentFile.check(folder, config);
        if (Files.isDirectory(matchFolder)) {
            readFinished(false);
        }
    }

    private void readFinished(boolean repair) throws IOException {
        try (Stream<Path> files = Files.list(matchFolder)) {
            for (Path temp : files.filter(p -> p.getFileName().toString().startsWith(".")
                    && p.getFileName().toString().endsWith(".tmp")).toList()) {
                if (repair) {
                    Files.deleteIfExists(temp);
                }
            }
        }
        MatchLogScanner scanner = new MatchLogScanner(folder).scan(matchFolder);
        for (GameRecord game : scanner.games()) {
            games.put(game.id(), game);
        }
        for (Schedule.Match match : matches) {
            Path file = logFile(folder, match.id());
            GameRecord found = games.get(match.id());
            if (found == null && Files.exists(file) && repair) {
                Path aside = aside(file);
                Files.move(file, aside);
                notes.println("arbitre: " + file + " could not be read; moved to " + aside.getFileName()
                        + " and its match will be played again");
            } else if (found != null && (!found.player1().equals(match.player1().name())
                    || !found.player2().equals(match.player2().name()))) {
                throw new ConfigException(file + " holds " + found.player1() + " vs " + found.player2()
                        + ", but this tournament's match " + match.id() + " is " + match.player1().name() + " vs "
                        + match.player2().name() + ": use another output folder");
            }
        }
    }

    /**
     * Plays every pending match, {@code concurrency} at once, and returns when all have ended.
     *
     * @throws InterruptedException when interrupted; running matches are stopped and leave no log
     */
    public Outcome run(Progress progress) throws IOException, InterruptedException {
        List<Schedule.Match> pending = pending();
        int alreadyDone = matches.size() - pending.size();
        // The standings of an earlier run's matches, on the standings' own thread: the first
        // match need not wait for them.
        requestPublish();
        int cores = Runtime.getRuntime().availableProcessors();
        if (config.concurrency() > cores) {
            notes.println("arbitre: " + config.concurrency() + " matches at once on " + cores
                    + " cores would make bots lose time to each other; playing " + cores + " at once");
        }
        int slots = Math.max(1, Math.min(Math.min(config.concurrency(), cores), pending.size()));
        // A match holds its slot while its bots play; stopping them and writing the log overlap
        // with the next match, so twice as many threads as slots. With several slots, each has a
        // CPU of its own: a match's bots starting up (a JVM's start takes a core for a good part
        // of a second) then never take the time of another match's thinking bot.
        BlockingQueue<Integer> free = new LinkedBlockingQueue<>();
        List<Integer> cpus = Cpus.allowed();
        for (int slot = 0; slot < slots; slot++) {
            free.add(slot);
        }
        ExecutorService pool = Executors.newFixedThreadPool(2 * slots, r -> {
            Thread t = new Thread(r, "arbitre-match");
            t.setDaemon(true);
            return t;
        });
        AtomicInteger played = new AtomicInteger();
        List<Future<?>> running = new ArrayList<>();
        boolean allEnded = false;
        try {
            for (Schedule.Match match : pending) {
                running.add(pool.submit(() -> {
                    int slot = free.take();
                    AtomicBoolean holding = new AtomicBoolean(true);
                    Runnable release = () -> {
                        if (holding.compareAndSet(true, false)) {
                            free.add(slot);
                        }
                    };
                    progress.started(match);
                    GameRecord game = null;
                    try {
                        game = play(match, slots > 1 ? cpus.get(slot % cpus.size()) : null, release);
                        played.incrementAndGet();
                    } finally {
                        release.run();
                        progress.finished(match, game);
                    }
                    requestPublish();
                    return null;
                }));
            }
            for (Future<?> future : running) {
                try {
                    future.get();
                } catch (ExecutionException e) {
                    Throwable cause = e.getCause();
                    if (cause instanceof InterruptedException) {
                        throw (InterruptedException) cause;
                    }
                    failures.add(String.valueOf(cause.getMessage() == null ? cause : cause.getMessage()));
                }
            }
            allEnded = true;
        } finally {
            pool.shutdownNow();
            if (allEnded) {
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
        Standings standings = publish(true);
        return new Outcome(matches.size(), alreadyDone, played.get(), List.copyOf(failures), standings);
    }

    private GameRecord play(Schedule.Match match, Integer cpu, Runnable decided)
            throws IOException, InterruptedException {
        Path file = logFile(folder, match.id());
        Map<String, String> env = Map.of("ARBITRE_SEED", Long.toString(seed(config.seed(), match.id())));
        MatchSpec spec = new MatchSpec(config.game(), match.start(), match.player1().spec(1, env),
                match.player2().spec(2, env), config.rules(), config.timeControl(), file, config.stderrCapBytes(),
                config.sandbox(), cpu);
        MatchLog log;
        try {
            log = Referee.play(spec, new MatchListener() {
                @Override
                public void decided() {
                    decided.run();
                }
            });
        } catch (IOException e) {
            throw new IOException("match " + match.id() + ": its log could not be written: " + e.getMessage(), e);
        }
        publisher.matchWritten(file, log);
        GameRecord game = GameRecord.of(match.id(), folder.relativize(file).toString().replace('\\', '/'), log);
        games.put(match.id(), game);
        return game;
    }

    /**
     * Asks for fresh standings, made on a thread of their own so that the matches go on: at once,
     * or when the last ones are old enough (see {@link #publish}). Requests made while one waits
     * are served by it.
     */
    private void requestPublish() {
        if (publishQueued.compareAndSet(false, true)) {
            long delay = Math.max(0, nextPublish - System.nanoTime());
            background.schedule(() -> {
                publishQueued.set(false);
                try {
                    publish(false);
                } catch (IOException | RuntimeException e) {
                    notes.println("arbitre: the standings could not be written: " + e.getMessage());
                }
            }, delay, TimeUnit.NANOSECONDS);
        }
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
            List<GameRecord> all;
            synchronized (games) {
                all = new ArrayList<>(games.values());
            }
            all.sort(java.util.Comparator.comparing(GameRecord::id));
            Standings standings = Standings.compute(config.name(), config.rules(),
                    config.bots().stream().map(TournamentConfig.Bot::name).toList(), all, config.eloAnchor(),
                    Instant.now().truncatedTo(ChronoUnit.SECONDS).toString());
            arbitre.standings.StandingsFiles.write(standings, folder);
            nextPublish = System.nanoTime() + PUBLISH_INTERVAL_NANOS;
            if (always || now - nextReport >= 0) {
                long start = System.nanoTime();
                publisher.publish(standings, folder);
                long took = System.nanoTime() - start;
                nextReport = System.nanoTime() + Math.max(REPORT_INTERVAL_NANOS, 10 * took);
            }
            return standings;
        } finally {
            publishing.unlock();
        }
    }

    private static Path aside(Path file) {
        Path aside = file.resolveSibling(file.getFileName() + ".corrupt");
        for (int i = 2; Files.exists(aside); i++) {
            aside = file.resolveSibling(file.getFileName() + ".corrupt" + i);
        }
        return aside;
    }

    /** The seed of one match: the tournament's seed mixed with the match's name (SplitMix64's finalizer). */
    public static long seed(long tournamentSeed, String id) {
        long z = tournamentSeed + 0x9E37_79B9_7F4A_7C15L * id.hashCode();
        z = (z ^ (z >>> 30)) * 0xBF58_476D_1CE4_E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D0_49BB_1331_11EBL;
        return (z ^ (z >>> 31)) & Long.MAX_VALUE;
    }
}
