package arbitre.bench;

import arbitre.clock.TimeControl;
import arbitre.log.MatchLog;
import arbitre.match.MatchListener;
import arbitre.match.MatchSpec;
import arbitre.match.Referee;
import arbitre.process.BotSpec;
import arbitre.process.Builtins;
import arbitre.process.CommandWords;
import arbitre.process.RemoteBots;
import arbitre.serve.LiveFeed;
import arbitre.serve.RemoteSeats;
import arbitre.serve.SeatServer;
import arbitre.serve.Tokens;
import java.io.File;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.TimeUnit;

/**
 * {@code arbitre bench remote}: what a remote seat costs a move against a local seat, in the same
 * run. A served seat in this process is played by a real bridge ({@code arbitre connect}) in a
 * process of its own, straight on the loopback or through a proxy that delays every chunk each
 * way; its opponent is the same bot run by the referee. For each move the referee's time from its
 * request to the answer is taken on both seats: the remote seat's, less the local seat's and less
 * the round trip the server measured, is what the seat itself adds. Then a bot that thinks 80% of
 * its limit plays through the slowest network, and its forfeits on time are counted.
 */
public final class RemoteBench implements Bench {
    private static final String SEAT = "far";

    private final int games;
    private final List<Long> delays;
    private final long moveMs;
    private final int thinkGames;

    public RemoteBench(int games, List<Long> delays, long moveMs, int thinkGames) {
        if (games < 1) {
            throw new IllegalArgumentException("--games must be at least 1");
        }
        if (delays.isEmpty() || delays.stream().anyMatch(d -> d < 0 || d > 5_000)) {
            throw new IllegalArgumentException("--delays must be from 0 to 5000 ms each");
        }
        if (moveMs < 50) {
            throw new IllegalArgumentException("--move-ms must be at least 50");
        }
        if (thinkGames < 0) {
            throw new IllegalArgumentException("--think-games must not be negative");
        }
        this.games = games;
        this.delays = List.copyOf(delays);
        this.moveMs = moveMs;
        this.thinkGames = thinkGames;
    }

    /** What one setting measured. */
    private static final class Tally {
        long remoteMoves;
        long localMoves;
        double remoteNanos;
        double localNanos;
        double rttNanos;
        long maxRemoteNanos;
        final List<Long> remoteTimes = new ArrayList<>();
        final List<Long> localTimes = new ArrayList<>();
        int forfeits;
        int timeouts;
        final List<String> notes = new ArrayList<>();
    }

    @Override
    public boolean run(PrintWriter out) throws Exception {
        Path dir = Files.createTempDirectory("arbitre-bench-remote");
        out.printf(
                Locale.ROOT,
                "remote seat (a bridge in its own process) against a local seat, both builtin:random, %d games"
                        + " each, limit %d ms%n",
                games,
                moveMs);
        out.printf(
                Locale.ROOT,
                "%-18s %6s %6s %9s %9s %9s %9s %9s %9s %9s %9s%n",
                "network each way",
                "remote",
                "local",
                "local",
                "remote",
                "r - l",
                "path rtt",
                "added",
                "added p50",
                "added p99",
                "measured");
        boolean fine = true;
        List<String> notes = new ArrayList<>();
        for (long delay : delays) {
            Tally t = play(dir.resolve("delay-" + delay), delay, games, List.of("builtin:random"), moveMs);
            double local = t.localNanos / Math.max(1, t.localMoves) / 1e6;
            double remote = t.remoteNanos / Math.max(1, t.remoteMoves) / 1e6;
            double rtt = t.rttNanos / Math.max(1, t.remoteMoves) / 1e6;
            out.printf(
                    Locale.ROOT,
                    "%-18s %6d %6d %9.3f %9.3f %9.3f %9d %9.3f %9.3f %9.3f %9.3f%n",
                    delay == 0 ? "loopback" : delay + " ms proxy",
                    t.remoteMoves,
                    t.localMoves,
                    local,
                    remote,
                    remote - local,
                    2 * delay,
                    remote - local - 2 * delay,
                    quantileMs(t.remoteTimes, 0.5) - quantileMs(t.localTimes, 0.5) - 2 * delay,
                    quantileMs(t.remoteTimes, 0.99) - quantileMs(t.localTimes, 0.99) - 2 * delay,
                    rtt);
            fine &= t.forfeits == 0;
            notes.addAll(t.notes);
        }
        out.println("(remote, local: moves timed; then, in ms, the mean time from the referee's request to the"
                + " answer on each seat, their difference, the proxy's round trip, what the remote seat added beyond"
                + " it, the same of the medians and of the 99th percentiles of the two seats' times, and the round"
                + " trip the server measured with pings at each request, which the move is allowed on top of its"
                + " limit)");
        if (thinkGames > 0) {
            long slowest = delays.stream().mapToLong(Long::longValue).max().orElse(0);
            long think = moveMs * 8 / 10;
            Tally t = play(
                    dir.resolve("think"),
                    slowest,
                    thinkGames,
                    List.of("builtin:random", "--think-ms", Long.toString(think)),
                    moveMs);
            out.printf(
                    Locale.ROOT,
                    "thinking %d ms of %d through %d ms each way: %d remote moves, the slowest %.1f ms, mean round"
                            + " trip %.1f ms, %d forfeits on time, %d forfeits in all%n",
                    think,
                    moveMs,
                    slowest,
                    t.remoteMoves,
                    t.maxRemoteNanos / 1e6,
                    t.rttNanos / Math.max(1, t.remoteMoves) / 1e6,
                    t.timeouts,
                    t.forfeits);
            fine &= t.forfeits == 0;
            notes.addAll(t.notes);
        }
        notes.forEach(note -> out.println("note: " + note));
        out.println("match logs: " + dir);
        return fine;
    }

    /**
     * The {@code q}-quantile of {@code nanos} in milliseconds, by the nearest rank (the smallest
     * value with at least a share {@code q} of the values at or below it); 0 when there are none.
     */
    static double quantileMs(List<Long> nanos, double q) {
        if (nanos.isEmpty()) {
            return 0;
        }
        long[] sorted = nanos.stream().mapToLong(Long::longValue).sorted().toArray();
        int rank = (int) Math.ceil(q * sorted.length);
        return sorted[Math.max(0, Math.min(sorted.length - 1, rank - 1))] / 1e6;
    }

    /** Plays {@code count} games between the remote seat and a local one, colours alternating. */
    private Tally play(Path dir, long delayMs, int count, List<String> bot, long limitMs) throws Exception {
        Tally t = new Tally();
        String token = Tokens.generate();
        RemoteSeats seats = new RemoteSeats(Map.of(SEAT, token), 60_000, RemoteSeats.DEFAULT_LAG_CAP_MS);
        SeatServer server = SeatServer.start("127.0.0.1", 0, seats, new LiveFeed("bench remote"));
        DelayProxy proxy = delayMs > 0 ? new DelayProxy(server.port(), delayMs) : null;
        RemoteBots.install(seats);
        Process bridge = null;
        try {
            int port = proxy != null ? proxy.port() : server.port();
            // The bridge as `arbitre connect` runs: a JVM with the options the launcher gave this one
            // (its compiler, collector and class cache).
            List<String> command = new ArrayList<>(
                    List.of(ProcessHandle.current().info().command().orElse("java")));
            StartupBench.launcherOptions().stream()
                    .filter(option -> option.startsWith("-XX:"))
                    .forEach(command::add);
            command.addAll(List.of(
                    "-cp",
                    System.getProperty("java.class.path"),
                    "arbitre.cli.Main",
                    "connect",
                    "ws://127.0.0.1:" + port,
                    "--name",
                    SEAT,
                    "--"));
            command.addAll(Builtins.expand(bot));
            ProcessBuilder builder = new ProcessBuilder(command)
                    .redirectOutput(ProcessBuilder.Redirect.to(new File("/dev/null")))
                    .redirectError(ProcessBuilder.Redirect.to(
                            Files.createDirectories(dir).resolve("bridge.err").toFile()));
            builder.environment().put("ARBITRE_TOKEN", token);
            bridge = builder.start();
            String local = CommandWords.join(bot);
            for (int game = 1; game <= count; game++) {
                BotSpec far = BotSpec.of(SEAT, RemoteBots.COMMAND_PREFIX + SEAT);
                BotSpec near = BotSpec.of("near", local);
                boolean farFirst = game % 2 == 1;
                int farPlayer = farFirst ? 1 : 2;
                MatchSpec spec = new MatchSpec(
                        farFirst ? far : near,
                        farFirst ? near : far,
                        "official",
                        TimeControl.perMove(limitMs),
                        dir.resolve("game-" + game + ".json"),
                        MatchSpec.DEFAULT_STDERR_CAP);
                long[] asked = new long[3];
                long[] rttAtRequest = new long[3];
                MatchLog log = Referee.play(spec, new MatchListener() {
                    @Override
                    public void sent(int player, String line) {
                        if (line.startsWith("RESULT") || line.equals("END")) {
                            asked[player] = 0;
                            return;
                        }
                        asked[player] = System.nanoTime();
                        if (player == farPlayer) {
                            rttAtRequest[player] = Math.max(0, seats.medianRttNanos(SEAT));
                        }
                    }

                    @Override
                    public void received(int player, String line, long ms) {
                        if (asked[player] == 0) {
                            return;
                        }
                        long took = System.nanoTime() - asked[player];
                        asked[player] = 0;
                        if (player == farPlayer) {
                            t.remoteMoves++;
                            t.remoteNanos += took;
                            t.rttNanos += rttAtRequest[player];
                            t.maxRemoteNanos = Math.max(t.maxRemoteNanos, took);
                            t.remoteTimes.add(took);
                        } else {
                            t.localMoves++;
                            t.localNanos += took;
                            t.localTimes.add(took);
                        }
                    }
                });
                if (log.result().forfeit() != null) {
                    t.forfeits++;
                    if ("timeout".equals(log.result().reason())) {
                        t.timeouts++;
                    }
                    t.notes.add(dir.resolve("game-" + game + ".json") + ": "
                            + log.result().reason() + ", " + log.result().detail());
                }
            }
        } finally {
            RemoteBots.install(null);
            if (bridge != null) {
                bridge.descendants().forEach(ProcessHandle::destroyForcibly);
                bridge.destroyForcibly();
                bridge.waitFor(10, TimeUnit.SECONDS);
            }
            if (proxy != null) {
                proxy.close();
            }
            server.close();
        }
        return t;
    }
}
