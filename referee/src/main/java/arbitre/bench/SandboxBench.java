package arbitre.bench;

import arbitre.clock.TimeControl;
import arbitre.log.MatchLog;
import arbitre.match.MatchListener;
import arbitre.match.MatchSpec;
import arbitre.match.Referee;
import arbitre.process.BotEvent;
import arbitre.process.BotLaunch;
import arbitre.process.BotProcess;
import arbitre.process.BotSpec;
import arbitre.process.ProcessTree;
import arbitre.sandbox.Sandbox;
import arbitre.sandbox.SandboxSpec;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;

/**
 * {@code arbitre bench sandbox}: what the sandbox costs, with and without it in the same run,
 * alternating so that a machine getting busier weighs on both sides alike.
 */
public final class SandboxBench implements Bench {
    private final int games;
    private final int starts;
    private final String bot;

    public SandboxBench(int games, int starts, String bot) {
        this.games = games;
        this.starts = starts;
        this.bot = bot;
    }

    @Override
    public boolean run(PrintWriter out) throws Exception {
        if (Sandbox.unavailable().isPresent()) {
            throw new BenchException(Sandbox.unavailable().get());
        }
        Path dir = Files.createTempDirectory(
                "arbitre-sandbox-bench",
                PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rwxr-xr-x")));
        SandboxSpec limits = SandboxSpec.DEFAULT;

        List<String> trivial = List.of("/bin/true");
        List<String> wrapped = Sandbox.command(limits, trivial, dir);
        double[] start = new double[2];
        for (int i = 0; i < starts + 3; i++) {
            double plain = run(trivial, dir);
            double boxed = run(wrapped, dir);
            if (i >= 3) {
                start[0] += plain / starts;
                start[1] += boxed / starts;
            }
        }
        out.printf(
                Locale.ROOT,
                "start-up of /bin/true: %.2f ms plain, %.2f ms sandboxed, ratio %.2f%n",
                start[0],
                start[1],
                start[1] / start[0]);

        long[] nanos = new long[2];
        long[] plies = new long[2];
        for (int game = 1; game <= games; game++) {
            for (int side = 0; side < 2; side++) {
                MatchSpec match = new MatchSpec(
                                new BotSpec("a", bot, dir, null),
                                new BotSpec("b", bot, dir, null),
                                "official",
                                TimeControl.perMove(3000),
                                dir.resolve("matches/game-" + game + "-" + side + ".json"),
                                MatchSpec.DEFAULT_STDERR_CAP)
                        .withSandbox(side == 0 ? null : limits);
                long t0 = System.nanoTime();
                MatchLog log = Referee.play(match, MatchListener.NONE);
                nanos[side] += System.nanoTime() - t0;
                plies[side] += log.result().plies();
                if (log.result().forfeit() != null) {
                    out.println("forfeit in game " + game + (side == 0 ? "" : " (sandboxed)") + ": "
                            + log.result().detail());
                }
            }
        }
        double plainGame = nanos[0] / 1e6 / games;
        double boxedGame = nanos[1] / 1e6 / games;
        double plainPly = nanos[0] / 1e3 / Math.max(1, plies[0]);
        double boxedPly = nanos[1] / 1e3 / Math.max(1, plies[1]);
        out.printf(
                Locale.ROOT,
                "%d games a side of %s: %.0f ms a game plain, %.0f ms sandboxed, ratio %.2f%n",
                games,
                bot,
                plainGame,
                boxedGame,
                boxedGame / plainGame);
        out.printf(
                Locale.ROOT,
                "wall time per ply (start-up included): %.0f us plain, %.0f us sandboxed, ratio %.2f%n",
                plainPly,
                boxedPly,
                boxedPly / plainPly);
        freezing(out, dir, limits);
        out.println("match logs: " + dir.resolve("matches"));
        return true;
    }

    /**
     * What freezing a bot between its turns would cost per move: stopping and resuming every
     * process of a sandboxed bot (SIGSTOP, SIGCONT through kill, the tree read from /proc), against
     * a move relayed to the same bot and back ({@code cat}), measured alternately.
     */
    private void freezing(PrintWriter out, Path dir, SandboxSpec limits) throws Exception {
        BlockingQueue<BotEvent> events = new LinkedBlockingQueue<>();
        try (BotProcess cat = BotProcess.start(new BotLaunch(
                new BotSpec("cat", "cat", dir, null),
                1,
                Map.of(),
                dir.resolve("matches/cat.stderr.txt"),
                4096,
                events,
                limits,
                null))) {
            double relay = 0;
            double freeze = 0;
            for (int i = 0; i < starts + 3; i++) {
                long t0 = System.nanoTime();
                cat.send("14R");
                BotEvent echo = events.poll(5, TimeUnit.SECONDS);
                if (!(echo instanceof BotEvent.Line)) {
                    throw new IllegalStateException("the sandboxed cat did not echo: " + echo);
                }
                long t1 = System.nanoTime();
                List<String> pids = ProcessTree.snapshot(cat.pid()).stream()
                        .map(p -> Long.toString(p.pid()))
                        .toList();
                signal("-STOP", pids);
                signal("-CONT", pids);
                long t2 = System.nanoTime();
                if (i >= 3) {
                    relay += (t1 - t0) / 1e6 / starts;
                    freeze += (t2 - t1) / 1e6 / starts;
                }
            }
            out.printf(
                    Locale.ROOT,
                    "freezing a bot between its turns: %.2f ms a move to stop and resume its processes,"
                            + " against %.2f ms to relay a move to it and back, ratio %.1f%n",
                    freeze,
                    relay,
                    freeze / relay);
        }
    }

    private static void signal(String signal, List<String> pids) throws Exception {
        List<String> command = new java.util.ArrayList<>(List.of("kill", signal, "--"));
        command.addAll(pids);
        Process kill = new ProcessBuilder(command).inheritIO().start();
        if (kill.waitFor() != 0) {
            throw new IllegalStateException("kill " + signal + " failed with exit code " + kill.exitValue());
        }
    }

    private static double run(List<String> command, Path dir) throws Exception {
        long t0 = System.nanoTime();
        Process process =
                new ProcessBuilder(command).directory(dir.toFile()).inheritIO().start();
        if (process.waitFor() != 0) {
            throw new IllegalStateException("exit code " + process.exitValue() + " from " + String.join(" ", command));
        }
        return (System.nanoTime() - t0) / 1e6;
    }
}
