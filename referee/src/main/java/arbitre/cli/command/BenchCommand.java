package arbitre.cli.command;

import arbitre.cli.exit.ExitCode;
import arbitre.clock.TimeControl;
import arbitre.log.MatchLog;
import arbitre.match.MatchListener;
import arbitre.match.MatchSpec;
import arbitre.match.Referee;
import arbitre.process.BotSpec;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code arbitre bench}: what the referee costs the bots, measured against a bare pipe in the same run. */
@Command(
        name = "bench",
        mixinStandardHelpOptions = true,
        description = "Benchmarks of the referee (not tests: run them on a quiet machine).",
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {"0:done", "2:bad usage", "3:a benchmark could not run"},
        subcommands = {
            BenchCommand.Overhead.class,
            TimingBench.class,
            FairnessBench.class,
            ThroughputBench.class,
            SandboxBench.class,
            RankingBench.class,
            StartupBench.class
        })
public final class BenchCommand implements Runnable {

    @Spec
    private CommandSpec spec;

    @Override
    public void run() {
        spec.commandLine().usage(spec.commandLine().getOut());
    }

    /** The referee's own time per ply against a bare pipe round trip to {@code cat}. */
    @Command(
            name = "referee",
            mixinStandardHelpOptions = true,
            description = {
                "Measures the referee's own time per ply against a bare pipe.",
                "Plays GAMES games between two instant bots and reports the referee's own time per ply (from a"
                        + " bot's line to the flushed forward: validation, relay, record) next to a bare pipe round"
                        + " trip to 'cat' measured in the same run.",
            },
            exitCodeListHeading = "%nExit codes:%n",
            exitCodeList = {"0:done", "2:bad usage", "3:the benchmark could not run"})
    static final class Overhead implements Callable<Integer> {
        @Spec
        private CommandSpec spec;

        @Option(names = "--games", defaultValue = "20", description = "Games to play (default: ${DEFAULT-VALUE}).")
        private int games;

        @Option(
                names = "--bot",
                defaultValue = "builtin:random",
                description = "The instant bot playing both sides (default: ${DEFAULT-VALUE}).")
        private String bot;

        @Option(
                names = "--round-trips",
                defaultValue = "20000",
                description = "Round trips of the bare pipe baseline (default: ${DEFAULT-VALUE}).")
        private int roundTrips;

        @Override
        public Integer call() throws Exception {
            PrintWriter out = spec.commandLine().getOut();
            double pipeMicros = barePipeRoundTrip(roundTrips);
            out.printf(
                    Locale.ROOT, "bare pipe round trip (cat): %.1f us over %d round trips%n", pipeMicros, roundTrips);
            Path dir = Files.createTempDirectory("arbitre-bench");
            double weighted = 0;
            double max = 0;
            long plies = 0;
            long wallNanos = 0;
            for (int game = 1; game <= games; game++) {
                MatchSpec match = new MatchSpec(
                        BotSpec.of("a", bot),
                        BotSpec.of("b", bot),
                        "official",
                        TimeControl.perMove(3000),
                        dir.resolve("game-" + game + ".json"),
                        MatchSpec.DEFAULT_STDERR_CAP);
                long start = System.nanoTime();
                MatchLog log = Referee.play(match, MatchListener.NONE);
                wallNanos += System.nanoTime() - start;
                MatchLog.Overhead overhead = log.overhead();
                weighted += overhead.meanMicros() * overhead.plies();
                max = Math.max(max, overhead.maxMicros());
                plies += overhead.plies();
            }
            double mean = plies == 0 ? 0 : weighted / plies;
            out.printf(
                    Locale.ROOT,
                    "referee time per ply: %.1f us mean, %.1f us max, over %d plies in %d games"
                            + " (%.1f s of wall time)%n",
                    mean,
                    max,
                    plies,
                    games,
                    wallNanos / 1e9);
            out.printf(Locale.ROOT, "ratio referee/bare pipe: %.2f%n", mean / pipeMicros);
            out.println("match logs: " + dir);
            return ExitCode.OK;
        }

        private static double barePipeRoundTrip(int count) throws IOException, InterruptedException {
            Process cat = new ProcessBuilder("cat").start();
            try (OutputStream to = cat.getOutputStream();
                    BufferedReader from = new BufferedReader(
                            new InputStreamReader(cat.getInputStream(), StandardCharsets.US_ASCII))) {
                byte[] line = "14TB\n".getBytes(StandardCharsets.US_ASCII);
                for (int i = 0; i < count / 10; i++) {
                    to.write(line);
                    to.flush();
                    from.readLine();
                }
                long start = System.nanoTime();
                for (int i = 0; i < count; i++) {
                    to.write(line);
                    to.flush();
                    from.readLine();
                }
                return (System.nanoTime() - start) / 1e3 / count;
            } finally {
                cat.destroy();
                cat.waitFor();
            }
        }
    }
}
