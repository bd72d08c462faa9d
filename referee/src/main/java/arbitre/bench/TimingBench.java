package arbitre.bench;

import arbitre.clock.TimeControl;
import arbitre.log.MatchLog;
import arbitre.match.MatchListener;
import arbitre.match.MatchSpec;
import arbitre.match.Referee;
import arbitre.process.BotSpec;
import arbitre.process.Cpus;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * {@code arbitre bench timing}: many moves of bots that answer close to the limit, some games at
 * once: does the arena ever make a bot lose on time?
 *
 * <p>The bots ({@code builtin:random --think-ms}) report on standard error when, by their own
 * clock, each answer was flushed. Set beside the referee's measure of the same move, that splits
 * every move's time into the bot's part and the part lost outside it (pipes, the referee, the
 * scheduler), and says of each timeout where the time went.
 */
public final class TimingBench implements Bench {
    private final int moves;
    private final long moveMs;
    private final int percent;
    private final int concurrency;

    public TimingBench(int moves, long moveMs, int percent, int concurrency) {
        this.moves = moves;
        this.moveMs = moveMs;
        this.percent = percent;
        this.concurrency = concurrency;
    }

    private static final Pattern ANSWERED = Pattern.compile("ply (\\d+) answered at ([0-9.]+) ms");

    private final AtomicInteger made = new AtomicInteger();
    private final AtomicInteger games = new AtomicInteger();
    private final List<String> timeouts = Collections.synchronizedList(new ArrayList<>());
    private final AtomicInteger outsideTimeouts = new AtomicInteger();
    private final List<Double> outside = Collections.synchronizedList(new ArrayList<>());

    @Override
    public boolean run(PrintWriter out) throws Exception {
        int cores = Runtime.getRuntime().availableProcessors();
        if (concurrency < 1 || concurrency > cores) {
            throw new IllegalArgumentException(
                    "--concurrency must be 1.." + cores + " (the cores here), got " + concurrency);
        }
        if (percent < 1 || percent > 100 || moves < 1 || moveMs < 1) {
            throw new IllegalArgumentException("--percent must be 1..100, --moves and --move-ms at least 1");
        }
        Path dir = Files.createTempDirectory("arbitre-timing");
        ExecutorService pool = Executors.newFixedThreadPool(concurrency);
        List<Future<Void>> workers = new ArrayList<>();
        List<Integer> cpus = Cpus.allowed();
        for (int i = 0; i < concurrency; i++) {
            // As a tournament plays them: with several games at once, each on a CPU of its own.
            Integer cpu = concurrency > 1 ? cpus.get(i % cpus.size()) : null;
            workers.add(pool.submit(() -> {
                while (made.get() < moves) {
                    play(dir, out, cpu);
                }
                return null;
            }));
        }
        for (Future<Void> worker : workers) {
            worker.get();
        }
        pool.shutdown();
        out.println();
        List<Double> lost = new ArrayList<>(outside);
        Collections.sort(lost);
        out.printf(
                Locale.ROOT,
                "%d moves at %d%% of a %d ms limit in %d games, %d at once: %d timeouts, %d of them"
                        + " with the bot in time by its own clock%n",
                made.get(),
                percent,
                moveMs,
                games.get(),
                concurrency,
                timeouts.size(),
                outsideTimeouts.get());
        if (!lost.isEmpty()) {
            out.printf(
                    Locale.ROOT,
                    "time lost outside the bots per move (referee's measure, in whole ms, minus the bot's; first"
                            + " moves aside): median %.2f ms, 99th percentile %.2f ms, max %.2f ms over %d moves%n",
                    percentile(lost, 0.5),
                    percentile(lost, 0.99),
                    lost.get(lost.size() - 1),
                    lost.size());
        }
        out.println("match logs: " + dir);
        return timeouts.isEmpty();
    }

    private void play(Path dir, PrintWriter out, Integer cpu) throws IOException, InterruptedException {
        int game = games.incrementAndGet();
        String bot = "builtin:random --think-ms " + (moveMs * percent / 100);
        MatchSpec match = new MatchSpec(
                        BotSpec.of("a", bot),
                        BotSpec.of("b", bot),
                        "official",
                        new TimeControl(moveMs, 0, 0, 2000, 1000),
                        dir.resolve("game-" + game + ".json"),
                        MatchSpec.DEFAULT_STDERR_CAP)
                .onCpu(cpu);
        MatchLog log = Referee.play(match, MatchListener.NONE);
        int total = made.addAndGet(log.moves().size());
        Map<Integer, Double> answeredAt = new HashMap<>();
        for (int p = 1; p <= 2; p++) {
            answeredAt.putAll(answers(match.stderrFile(p)));
        }
        for (MatchLog.Move move : log.moves()) {
            Double own = answeredAt.get(move.ply());
            if (move.ply() > 2 && own != null) {
                outside.add(move.ms() - own);
            }
        }
        if (log.result().reason().equals("timeout")) {
            int ply = log.result().plies() + 1;
            Double own = answeredAt.get(ply);
            String where;
            if (own == null) {
                where = "the bot never reported an answer";
            } else if (own < moveMs) {
                outsideTimeouts.incrementAndGet();
                where = String.format(
                        Locale.ROOT, "the bot answered at %.2f ms by its own clock: time lost outside it", own);
            } else {
                where = String.format(Locale.ROOT, "the bot itself was late (%.2f ms by its own clock)", own);
            }
            timeouts.add(where);
            synchronized (out) {
                out.println();
                out.println("timeout in game " + game + " at ply " + ply + ": "
                        + log.result().detail() + "; " + where);
            }
        }
        synchronized (out) {
            out.printf(
                    Locale.ROOT,
                    "\r%d/%d moves, %d games, %d timeouts",
                    Math.min(total, moves),
                    moves,
                    game,
                    timeouts.size());
            out.flush();
        }
    }

    /** What a bot reported of its answers: ply → ms after its turn began. */
    static Map<Integer, Double> answers(Path stderr) throws IOException {
        Map<Integer, Double> at = new HashMap<>();
        if (!Files.exists(stderr)) {
            return at;
        }
        for (String line : Files.readAllLines(stderr, java.nio.charset.StandardCharsets.ISO_8859_1)) {
            Matcher m = ANSWERED.matcher(line);
            if (m.find()) {
                at.put(Integer.parseInt(m.group(1)), Double.parseDouble(m.group(2)));
            }
        }
        return at;
    }

    private static double percentile(List<Double> sorted, double q) {
        return sorted.get(Math.min(sorted.size() - 1, (int) Math.floor(q * sorted.size())));
    }
}
