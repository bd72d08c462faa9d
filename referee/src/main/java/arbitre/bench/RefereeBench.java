package arbitre.bench;

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

/**
 * {@code arbitre bench referee}: the referee's own time per ply (from a bot's line to the flushed
 * forward: validation, relay, record) against a bare pipe round trip to {@code cat} measured in the
 * same run.
 */
public final class RefereeBench implements Bench {
    private final int games;
    private final String bot;
    private final int roundTrips;

    public RefereeBench(int games, String bot, int roundTrips) {
        this.games = games;
        this.bot = bot;
        this.roundTrips = roundTrips;
    }

    @Override
    public boolean run(PrintWriter out) throws Exception {
        double pipeMicros = barePipeRoundTrip(roundTrips);
        out.printf(Locale.ROOT, "bare pipe round trip (cat): %.1f us over %d round trips%n", pipeMicros, roundTrips);
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
        return true;
    }

    private static double barePipeRoundTrip(int count) throws IOException, InterruptedException {
        Process cat = new ProcessBuilder("cat").start();
        try (OutputStream to = cat.getOutputStream();
                BufferedReader from =
                        new BufferedReader(new InputStreamReader(cat.getInputStream(), StandardCharsets.US_ASCII))) {
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
