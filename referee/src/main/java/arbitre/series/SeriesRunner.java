package arbitre.series;

import arbitre.log.MatchLog;
import arbitre.log.MatchLogs;
import arbitre.log.StderrTail;
import arbitre.log.UnreadableLogException;
import arbitre.match.KeptBots;
import arbitre.match.MatchListener;
import arbitre.match.MatchPool;
import arbitre.match.Referee;
import arbitre.match.Violation;
import arbitre.process.BotProcess;
import arbitre.replay.Finding;
import arbitre.replay.LogVerifier;
import arbitre.stats.Sprt;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.CancellationException;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Future;

/**
 * Plays a series ({@link SeriesSpec}) into its folder and says where it stands.
 *
 * <h2>Order and stopping</h2>
 * Games are started in order, pair after pair, {@code concurrency} at once on a {@link MatchPool}
 * (each game's bots on a CPU of their own). After each game, a progress line; when it completes a
 * pair and an SPRT is given, the SPRT is asked about the finished pairs, and once it has a verdict
 * (or {@link #stop()} is called) no new pair is begun: the games running go on, and so does the
 * second game of a pair whose first has begun, so that the series ends on whole pairs. The
 * verdict stands, whatever those games add: they are counted, but do not take it back.
 *
 * <h2>Resuming</h2>
 * Game {@code n}'s log is {@code games/game-0000n.json}, written atomically by the referee. A game
 * whose log is there is finished: it is counted and not played again, so running the same command
 * after an interrupt plays only the games that are missing. A log of another game, start, pair of
 * bots (names and commands), rule set or clock than this series gives game {@code n} stops the
 * run: the folder holds another series. A log that cannot be read ({@code .corrupt}), or that the
 * engine refutes move by move and result by result as {@code replay --verify} does ({@code
 * .refused}), is moved aside and its game played again.
 *
 * <h2>Bots that stay up</h2>
 * Unless told otherwise ({@link #keepBotsUp}), a bot that says it can play another game keeps its
 * process from one game of the series to the next ({@link KeptBots}); the run stops them at its end.
 */
public final class SeriesRunner {
    /** Told of each finished game, on the game's thread, one at a time. */
    @FunctionalInterface
    public interface Progress {
        void finished(int number, MatchLog log, SeriesSummary now);
    }

    private final SeriesSpec spec;
    private final PrintWriter notes;
    private final SeriesTally tally;
    private final Set<Integer> begunPairs = new HashSet<>();
    private volatile boolean stopped;
    /** Why a bot could not start, once one could not: the series then begins no new pair. */
    private volatile String cannotStart;
    /** The first game whose log could not be kept, with why: no game begins after it. */
    private volatile String unkept;

    private int alreadyDone;
    private boolean keepBotsUp = true;

    public SeriesRunner(SeriesSpec spec, PrintWriter notes) {
        this.spec = spec;
        this.notes = notes;
        this.tally = new SeriesTally(spec.botA().name(), spec.botB().name(), spec.sprt());
    }

    /**
     * Reads the games an earlier run finished.
     *
     * @throws IllegalStateException when the folder holds another series' game
     */
    public void prepare() throws IOException {
        Files.createDirectories(spec.logFile(1).getParent());
        for (int number = 1; number <= spec.games(); number++) {
            Path file = spec.logFile(number);
            if (!Files.exists(file)) {
                continue;
            }
            MatchLog log;
            try {
                log = MatchLogs.read(file);
            } catch (UnreadableLogException e) {
                Path aside = file.resolveSibling(file.getFileName() + ".corrupt");
                Files.move(file, aside, java.nio.file.StandardCopyOption.REPLACE_EXISTING);
                notes.println("arbitre: " + file + " could not be read (" + e.getMessage() + "); moved to "
                        + aside.getFileName() + " and its game will be played again");
                continue;
            }
            List<Finding> findings = LogVerifier.verify(log);
            if (!findings.isEmpty()) {
                Path aside = file.resolveSibling(file.getFileName() + ".refused");
                Files.move(file, aside, java.nio.file.StandardCopyOption.REPLACE_EXISTING);
                notes.println("arbitre: " + file + ": the engine refutes it: " + findings.get(0)
                        + (findings.size() > 1 ? " (and " + (findings.size() - 1) + " more)" : "") + "; moved to "
                        + aside.getFileName() + " and its game will be played again");
                continue;
            }
            if (isNoStart(log)) {
                // Says nothing of the bots' play, and the bot may have been mended since.
                Path aside = file.resolveSibling(file.getFileName() + ".no-start");
                Files.move(file, aside, java.nio.file.StandardCopyOption.REPLACE_EXISTING);
                notes.println("arbitre: " + file + ": a bot could not start in it; moved to " + aside.getFileName()
                        + " and its game will be played again");
                continue;
            }
            checkBelongs(number, file, log);
            tally.add(number, log);
            begunPairs.add(SeriesSpec.pairOf(number));
            alreadyDone++;
        }
    }

    /** Refuses a game that this series would not have played: other bots, start, rules or clock. */
    private void checkBelongs(int number, Path file, MatchLog log) {
        var expected = spec.match(number);
        String found = log.game() + " "
                + describe(
                        log.players().get(0).name(),
                        log.players().get(0).command(),
                        log.players().get(1).name(),
                        log.players().get(1).command())
                + " from " + log.start() + ", "
                + (log.rules() == null ? null : log.rules().get("name")) + " rules";
        String wanted = expected.game() + " "
                + describe(
                        expected.player1().name(),
                        expected.player1().command(),
                        expected.player2().name(),
                        expected.player2().command())
                + " from " + expected.start() + ", "
                + expected.rules() + " rules";
        if (found.equals(wanted)
                && log.timeControl() != null
                && !log.timeControl().equals(expected.timeControl())) {
            throw new IllegalStateException(file + " holds a game with another clock than this series' ("
                    + expected.timeControl().differences(log.timeControl())
                    + "): use another output folder, or the same command to resume");
        }
        if (!found.equals(wanted)) {
            throw new IllegalStateException(file + " holds " + found + ", but game " + number + " of this series is "
                    + wanted + ": use another output folder, or the same command to resume");
        }
    }

    private static String describe(String name1, String command1, String name2, String command2) {
        return name1 + " (" + command1 + ") vs " + name2 + " (" + command2 + ")";
    }

    /** Games finished by an earlier run, after {@link #prepare()}. */
    public int alreadyDone() {
        return alreadyDone;
    }

    /** Where the series stands. */
    public synchronized SeriesSummary summary() {
        boolean early = tally.games() < spec.games();
        return SeriesSummary.of(spec.botA().name(), spec.botB().name(), tally, spec.sprt(), early);
    }

    /** Begins no new pair from now on (Ctrl-C). */
    public void stop() {
        stopped = true;
    }

    /** Whether bots that say they can stay up between games keep their processes (the default). */
    public SeriesRunner keepBotsUp(boolean keep) {
        this.keepBotsUp = keep;
        return this;
    }

    /** Whether the SPRT has reached a verdict, as the pairs finished. */
    private synchronized boolean decided() {
        return tally.verdict() != Sprt.Verdict.INCONCLUSIVE;
    }

    /**
     * Plays the games that are missing, until the last, a verdict or {@link #stop()}.
     *
     * @return the games that ended without a log, with why (a game stopped by Ctrl-C is not one)
     */
    public List<String> run(Progress progress) throws InterruptedException {
        if (decided()) {
            return List.of();
        }
        List<Integer> pending = new ArrayList<>();
        for (int number = 1; number <= spec.games(); number++) {
            if (!tally.has(number)) {
                pending.add(number);
            }
        }
        List<String> failures = new ArrayList<>();
        List<Future<?>> running = new ArrayList<>();
        try (KeptBots keeper =
                        keepBotsUp ? new KeptBots(spec.timeControl().endGraceMs(), notes, spec.concurrency()) : null;
                MatchPool pool = new MatchPool(spec.concurrency(), pending.size(), notes)) {
            for (int number : pending) {
                running.add(pool.submit(slot -> play(number, slot, progress, keeper)));
            }
            for (Future<?> future : running) {
                try {
                    future.get();
                } catch (ExecutionException e) {
                    Throwable cause = e.getCause();
                    if (cause instanceof IOException && cause.getMessage().equals(unkept)) {
                        continue; // the reason the series stopped, told by unkept()
                    }
                    if (!(cause instanceof InterruptedException)) {
                        failures.add(String.valueOf(cause.getMessage() == null ? cause : cause.getMessage()));
                    }
                }
            }
        }
        return failures;
    }

    private void play(int number, MatchPool.Slot poolSlot, Progress progress, KeptBots keeper)
            throws IOException, InterruptedException {
        int pair = SeriesSpec.pairOf(number);
        if (notToBegin(pair)) {
            return;
        }
        // Checked again when the game would begin. The slot is given up only once the game is
        // counted (when this task ends), not when it is decided: the game waiting for the slot must
        // see the verdict, or a bot that could not start.
        MatchPool.Slot slot = poolSlot.guarded(() -> BotProcess.stoppingAll() || !begins(pair), () -> {})
                .heldToTheEnd();
        MatchLog log;
        try {
            log = Referee.playInArena(spec.match(number), slot, MatchListener.NONE, notes, null, keeper);
        } catch (CancellationException e) {
            return;
        } catch (IOException e) {
            String why = "game " + number + ": its log could not be written: " + e.getMessage();
            synchronized (this) {
                if (unkept == null) {
                    unkept = why;
                }
                stopped = true;
            }
            throw new IOException(why, e);
        }
        synchronized (this) {
            tally.add(number, log);
            if (isNoStart(log) && cannotStart == null) {
                // Every game after it would end the same way: the series stops at the pair under way.
                int forfeit = log.result().forfeit();
                cannotStart = (forfeit >= 1 && forfeit <= 2
                                ? log.players().get(forfeit - 1).name()
                                : "neither bot")
                        + " could not start: "
                        + StderrTail.detailWithLastWords(log, spec.logFile(number));
                stopped = true;
            }
            progress.finished(number, log, summary());
        }
    }

    /** Whether a game of {@code pair} is not to begin: a pair not begun yet once the series stopped or was decided. */
    private synchronized boolean notToBegin(int pair) {
        return unkept != null || !begunPairs.contains(pair) && (stopped || decided());
    }

    /** Whether a game of {@code pair} may begin now; if so, the pair has begun. */
    private synchronized boolean begins(int pair) {
        if (notToBegin(pair)) {
            return false;
        }
        begunPairs.add(pair);
        return true;
    }

    /**
     * Why a bot could not start in a game of this run, with the last line of its standard error;
     * empty when every bot started. The series begins no new pair after that.
     */
    public java.util.Optional<String> cannotStart() {
        return java.util.Optional.ofNullable(cannotStart);
    }

    /**
     * The first game of this run whose log could not be written (a full disk), with why; empty
     * when every log was kept. No game begins after it, not even the second of its pair.
     */
    public java.util.Optional<String> unkept() {
        return java.util.Optional.ofNullable(unkept);
    }

    private static boolean isNoStart(MatchLog log) {
        return Violation.NO_START.wireName().equals(log.result().reason());
    }
}
