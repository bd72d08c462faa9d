package arbitre.cli.command;

import arbitre.cli.exit.ExitCode;
import arbitre.cli.exit.UsageException;
import arbitre.cli.options.SeriesOptions;
import arbitre.clock.TimeControl;
import arbitre.game.OpeningSuite;
import arbitre.log.MatchLogs;
import arbitre.process.BotSpec;
import arbitre.sandbox.SandboxSpec;
import arbitre.series.Openings;
import arbitre.series.SeriesRunner;
import arbitre.series.SeriesSpec;
import arbitre.series.SeriesSummary;
import arbitre.stats.Sprt;
import arbitre.terminal.Terminal;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

/**
 * {@code match --games N}: a series between two bots, its progress and its summary. Ctrl-C begins
 * no new game; the games running are stopped by the referee's own shutdown (they leave no log and
 * are played again on resume), and the summary of the finished games is printed before the
 * referee exits.
 */
final class MatchSeries {
    /** How long Ctrl-C waits for the summary to be printed. */
    private static final long SUMMARY_WAIT_SECONDS = 10;

    private MatchSeries() {}

    /**
     * @param start the start of every pair without {@code --openings}
     */
    static int run(
            PrintWriter out,
            PrintWriter err,
            SeriesOptions options,
            BotSpec botA,
            BotSpec botB,
            BotSpec botAAsPlayer2,
            BotSpec botBAsPlayer1,
            String game,
            String start,
            String rules,
            TimeControl clock,
            SandboxSpec sandbox)
            throws IOException {
        SeriesSpec spec;
        SeriesRunner runner;
        try {
            Sprt sprt = options.sprt == null ? null : Sprt.parse(options.sprt);
            OpeningSuite openings =
                    Openings.parse(options.openings, null, game, start, rules, options.seed, options.maxEval);
            Path folder = options.output != null
                    ? options.output
                    : Path.of(
                            "results",
                            "series",
                            MatchCommand.safe(botA.name()) + "-vs-" + MatchCommand.safe(botB.name()));
            spec = new SeriesSpec(
                    botA,
                    botB,
                    game,
                    rules,
                    clock,
                    sandbox,
                    options.games,
                    options.concurrency,
                    folder,
                    openings,
                    sprt,
                    botAAsPlayer2,
                    botBAsPlayer1);
            runner = new SeriesRunner(spec, err).keepBotsUp(!options.restartBots);
            runner.prepare();
        } catch (IllegalArgumentException | IllegalStateException e) {
            throw new UsageException(e.getMessage(), e);
        }
        err.println("series " + botA.name() + " vs " + botB.name() + ": up to " + spec.games() + " games, "
                + runner.alreadyDone() + " already played; logs: " + spec.folder());
        if (runner.alreadyDone() > 0) {
            // A student who changed a bot and runs the same command again is not playing anew.
            err.println("  (the games already played are counted as they were: to play them all again, as with a"
                    + " bot you have changed, give another --output, or remove " + spec.folder() + ")");
        }
        err.flush();
        CountDownLatch summarized = new CountDownLatch(1);
        Thread onInterrupt = new Thread(
                () -> {
                    runner.stop();
                    try {
                        summarized.await(SUMMARY_WAIT_SECONDS, TimeUnit.SECONDS);
                    } catch (InterruptedException e) {
                        Thread.currentThread().interrupt();
                    }
                },
                "arbitre-series-stop");
        Runtime.getRuntime().addShutdownHook(onInterrupt);
        List<String> failures;
        boolean interrupted = false;
        try {
            failures = runner.run((number, log, now) -> {
                err.println(progressLine(number, spec.games(), now));
                if (log.result().forfeit() != null) {
                    // Who lost by what, with the last words of a bot that crashed or could not start,
                    // and where to look at the game and play it again.
                    err.println("  " + MatchCommand.summary(log, spec.logFile(number)));
                    err.println(
                            "  log: " + Terminal.printable(spec.logFile(number).toString()));
                    String again = MatchCommand.playAgain(log, spec.logFile(number));
                    if (again != null) {
                        err.println("  play it again: " + again);
                    }
                }
                err.flush();
            });
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            failures = List.of();
            interrupted = true;
        }
        boolean shuttingDown = arbitre.process.BotProcess.stoppingAll();
        try {
            SeriesSummary summary = runner.summary();
            failures.forEach(failure -> err.println("arbitre: " + failure));
            runner.cannotStart()
                    .ifPresent(why -> err.println("arbitre: " + Terminal.printable(why)
                            + "; the series stops (run the same command again once the bot starts: games in"
                            + " which a bot could not start are played again)"));
            runner.unkept()
                    .ifPresent(why -> err.println("arbitre: " + why + "; the series stopped there: make room (or"
                            + " fix the folder) and run the same command to resume; finished games are kept"));
            if (interrupted || shuttingDown) {
                err.println("arbitre: interrupted; finished games are kept, run the same command to resume");
            }
            out.println();
            out.print(summaryText(summary));
            out.println("logs: " + spec.folder());
            out.flush();
            if (options.json != null) {
                MatchLogs.writeAtomically(
                        options.json,
                        MatchLogs.mapper().writerWithDefaultPrettyPrinter().writeValueAsBytes(summary));
            }
        } finally {
            summarized.countDown();
            if (!shuttingDown) {
                Runtime.getRuntime().removeShutdownHook(onInterrupt);
            }
        }
        if (interrupted || shuttingDown) {
            return ExitCode.INTERRUPTED;
        }
        return failures.isEmpty()
                        && runner.cannotStart().isEmpty()
                        && runner.unkept().isEmpty()
                ? ExitCode.OK
                : ExitCode.ERROR;
    }

    /** One line per finished game: the count, the score so far, and the SPRT's standing. */
    static String progressLine(int number, int games, SeriesSummary now) {
        StringBuilder line = new StringBuilder(String.format(
                Locale.ROOT,
                "game %d done (%d/%d): +%d =%d -%d, Elo %s",
                number,
                now.games(),
                games,
                now.wins(),
                now.draws(),
                now.losses(),
                SeriesSummary.eloOf(now)));
        if (now.llr() != null) {
            line.append(String.format(
                    Locale.ROOT, ", LLR %.2f [%.2f, %.2f]", now.llr(), now.lowerBound(), now.upperBound()));
        }
        return line.toString();
    }

    private static String summaryText(SeriesSummary summary) {
        return SeriesSummary.textOf(summary);
    }
}
