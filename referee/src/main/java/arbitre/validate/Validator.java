package arbitre.validate;

import arbitre.game.GameRegistry;
import arbitre.game.OpeningDraw;
import arbitre.game.OpeningSuite;
import arbitre.log.MatchLog;
import arbitre.match.MatchListener;
import arbitre.match.MatchSpec;
import arbitre.match.Referee;
import arbitre.process.BotSpec;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.function.Consumer;

/**
 * Validates bots: plays each one against the seeded random bot (or a level of the bundled bot,
 * {@link ValidationSettings#minLevel}) through the real {@link Referee},
 * real processes and all, and has {@link Judge} decide every {@link Check} from the match logs.
 *
 * <p>The games alternate sides, the bot moving first in game 1, so that games 1 and 2 show its
 * first move on each side. The first two games are always played (unless the bot cannot be
 * started); after a forfeit no further game is played, since every check it could inform has
 * already failed. Each bot gets a folder of its own under the output folder, named after it.
 *
 * <p>The list of bots may come from anywhere (a command line, a bot list file, a tournament
 * config): {@link #validateAll} takes {@link Candidate}s.
 */
public final class Validator {
    private final ValidationSettings settings;

    public Validator(ValidationSettings settings) {
        this.settings = settings;
    }

    public ValidationSettings settings() {
        return settings;
    }

    /**
     * Validates bots, up to {@code concurrency} at a time (never more than the processors: each
     * validation game runs two processes), and returns their reports in the order given.
     *
     * @param onEach told of each report as soon as it is done, from the thread that made it
     * @throws IOException when a match log cannot be written
     * @throws InterruptedException when interrupted; running bots are stopped
     */
    public List<BotReport> validateAll(List<Candidate> candidates, int concurrency, Consumer<BotReport> onEach)
            throws IOException, InterruptedException {
        List<String> folders = folderNames(candidates);
        int threads = Math.max(1, Math.min(Math.min(concurrency, maxConcurrency()), candidates.size()));
        if (threads == 1) {
            List<BotReport> reports = new ArrayList<>();
            for (int i = 0; i < candidates.size(); i++) {
                BotReport report = validate(candidates.get(i), folders.get(i));
                onEach.accept(report);
                reports.add(report);
            }
            return reports;
        }
        ExecutorService pool = Executors.newFixedThreadPool(threads, task -> {
            Thread thread = new Thread(task, "validate");
            thread.setDaemon(true);
            return thread;
        });
        try {
            List<Future<BotReport>> futures = new ArrayList<>();
            for (int i = 0; i < candidates.size(); i++) {
                Candidate candidate = candidates.get(i);
                String folder = folders.get(i);
                futures.add(pool.submit(() -> {
                    BotReport report = validate(candidate, folder);
                    onEach.accept(report);
                    return report;
                }));
            }
            List<BotReport> reports = new ArrayList<>();
            for (Future<BotReport> future : futures) {
                reports.add(future.get());
            }
            return reports;
        } catch (ExecutionException e) {
            Throwable cause = e.getCause();
            if (cause instanceof IOException io) {
                throw io;
            }
            if (cause instanceof InterruptedException interrupted) {
                throw interrupted;
            }
            if (cause instanceof RuntimeException runtime) {
                throw runtime;
            }
            throw new IllegalStateException("validation failed: " + cause, cause);
        } finally {
            // Interrupts running validations, whose referees then stop their bots.
            pool.shutdownNow();
        }
    }

    /** The most bots validated at once: one per processor. */
    public static int maxConcurrency() {
        return Runtime.getRuntime().availableProcessors();
    }

    /**
     * Validates one bot, its match logs in {@code <output>/<folder>}.
     *
     * @throws IOException when a match log cannot be written
     * @throws InterruptedException when interrupted; the bots are stopped
     */
    public BotReport validate(Candidate candidate, String folder) throws IOException, InterruptedException {
        long started = System.nanoTime();
        Path dir = settings.outputDir().resolve(folder);
        for (int side = 1; side <= 2; side++) {
            String missing = MissingScript.problem(candidate.side(side));
            if (missing != null) {
                CheckResult starts = new CheckResult(
                        Check.STARTS,
                        Status.FAIL,
                        "as player " + side + ": " + missing,
                        List.of("command: " + candidate.side(side).command()));
                return new BotReport(
                        candidate.name(),
                        candidate.asPlayer1().command(),
                        candidate.asPlayer2().command(),
                        dir,
                        Judge.notStarted(starts, settings),
                        (System.nanoTime() - started) / 1_000_000);
            }
        }
        List<PlayedGame> games = new ArrayList<>();
        for (int number = 1; number <= settings.games(); number++) {
            PlayedGame game = play(candidate, number, dir);
            games.add(game);
            if (game.botDidNotStart() || (number >= 2 && games.stream().anyMatch(PlayedGame::botForfeited))) {
                break;
            }
        }
        List<PlayedGame> openingGames = new ArrayList<>();
        if (settings.openings() && games.stream().noneMatch(PlayedGame::botDidNotStart)) {
            OpeningDraw openings = GameRegistry.get(settings.game())
                    .drawOpenings(
                            settings.rules(),
                            ValidationSettings.OPENING_PLIES,
                            OpeningSuite.DEFAULT_MAX_EVAL,
                            settings.seed());
            for (int side = 1; side <= 2; side++) {
                String start = openings.start(side);
                openingGames.add(play(
                        candidate,
                        settings.games() + side,
                        side,
                        start,
                        dir.resolve("opening-" + side + "-p" + side + ".json")));
            }
        }
        List<CheckResult> checks = Judge.judge(games, openingGames, settings);
        return new BotReport(
                candidate.name(),
                candidate.asPlayer1().command(),
                candidate.asPlayer2().command(),
                dir,
                checks,
                (System.nanoTime() - started) / 1_000_000);
    }

    private PlayedGame play(Candidate candidate, int number, Path dir) throws IOException, InterruptedException {
        int side = number % 2 == 1 ? 1 : 2;
        return play(candidate, number, side, settings.start(), dir.resolve("game-" + number + "-p" + side + ".json"));
    }

    private PlayedGame play(Candidate candidate, int number, int side, String start, Path logFile)
            throws IOException, InterruptedException {
        BotSpec bot = candidate.side(side);
        BotSpec opponent = BotSpec.of(settings.opponentName(), settings.opponentCommand(number));
        MatchSpec spec = new MatchSpec(
                settings.game(),
                start,
                side == 1 ? bot : opponent,
                side == 1 ? opponent : bot,
                settings.rules(),
                settings.timeControl(),
                logFile,
                MatchSpec.DEFAULT_STDERR_CAP,
                settings.sandbox(),
                null);
        StdoutTail tail = new StdoutTail(side);
        MatchLog log = Referee.play(spec, tail);
        return new PlayedGame(number, side, logFile, log, tail.lines());
    }

    /** A folder name per bot, from its name, made safe and unique. */
    static List<String> folderNames(List<Candidate> candidates) {
        Set<String> taken = new HashSet<>();
        List<String> names = new ArrayList<>();
        for (Candidate candidate : candidates) {
            String base = candidate.name().replaceAll("[^A-Za-z0-9._-]+", "_");
            base = base.length() > 40 ? base.substring(0, 40) : base;
            if (base.isEmpty() || base.startsWith(".")) {
                base = "bot" + base;
            }
            String name = base;
            for (int n = 2; !taken.add(name); n++) {
                name = base + "-" + n;
            }
            names.add(name);
        }
        return names;
    }

    /** Keeps the last lines one player wrote on standard output. */
    private static final class StdoutTail implements MatchListener {
        private final int player;
        private final Deque<String> lines = new ArrayDeque<>();

        StdoutTail(int player) {
            this.player = player;
        }

        @Override
        public synchronized void received(int from, String line, long ms) {
            if (from == player) {
                lines.addLast(arbitre.engine.Text.printable(line, 160));
                if (lines.size() > PlayedGame.TAIL_LINES) {
                    lines.removeFirst();
                }
            }
        }

        synchronized List<String> lines() {
            return List.copyOf(lines);
        }
    }
}
