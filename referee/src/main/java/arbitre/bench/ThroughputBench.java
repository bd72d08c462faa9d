package arbitre.bench;

import arbitre.game.GameRegistry;
import arbitre.log.MatchLog;
import arbitre.log.MatchLogs;
import arbitre.process.CommandWords;
import arbitre.protocol.Codec;
import arbitre.protocol.Message;
import arbitre.tournament.schedule.Schedule;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.TimeUnit;

/**
 * {@code arbitre bench throughput}: a tournament of instant bots, timed as a user runs it (a new
 * JVM, the whole command), against the same games relayed by a bare pipe loop in the same run.
 *
 * <p>The bots are seeded from {@code ARBITRE_SEED} as the tournament seeds them, so the bare loop
 * plays the very same games: it starts both processes, relays each line to the other bot without
 * looking at it, and ends each game after as many plies as the tournament's log of it holds. What
 * the arena adds on top (a JVM, validation, logs written to disk, standings, the report) is the
 * difference.
 */
public final class ThroughputBench implements Bench {
    private final int games;
    private final String bot;

    public ThroughputBench(int games, String bot) {
        this.games = games;
        this.bot = bot;
    }

    @Override
    public boolean run(PrintWriter out) throws Exception {
        if (games < 2 || games % 2 != 0) {
            throw new IllegalArgumentException("--games must be even and at least 2, got " + games);
        }
        Path dir = Files.createTempDirectory("arbitre-throughput");
        String command = bot != null ? bot : compileExample(dir);
        long seed = 11;
        Path config = dir.resolve("throughput.json");
        writeConfig(config, command, games, seed, "out");
        // The same tournament of two games: what a run costs before and around its games.
        Path shortConfig = dir.resolve("start.json");
        writeConfig(shortConfig, command, 2, seed, "out-start");

        double startSeconds = timeArena(shortConfig, dir.resolve("arena-start.txt"));
        double arenaSeconds = timeArena(config, dir.resolve("arena.txt"));
        if (startSeconds < 0 || arenaSeconds < 0) {
            out.println(
                    "the tournament failed; see " + dir.resolve(startSeconds < 0 ? "arena-start.txt" : "arena.txt"));
            return false;
        }

        List<Path> logs;
        try (var files = Files.list(dir.resolve("out/matches"))) {
            logs = files.filter(p -> p.toString().endsWith(".json")).sorted().toList();
        }
        long plies = 0;
        long started = System.nanoTime();
        for (Path file : logs) {
            MatchLog log = MatchLogs.read(file);
            String id = file.getFileName().toString().replace(".json", "");
            plies += log.moves().size();
            relay(CommandWords.split(command), dir, log.moves().size(), Schedule.seed(seed, id));
        }
        double bareSeconds = (System.nanoTime() - started) / 1e9;

        out.printf(Locale.ROOT, "%d games, %d plies, one at a time, bot: %s%n", logs.size(), plies, command);
        out.printf(
                Locale.ROOT,
                "arena (a fresh './arbitre tournament', JVM start included): %.2f s, %.1f ms a game%n",
                arenaSeconds,
                1000 * arenaSeconds / logs.size());
        out.printf(
                Locale.ROOT,
                "bare pipe loop, same games:                              %.2f s, %.1f ms a game%n",
                bareSeconds,
                1000 * bareSeconds / logs.size());
        out.printf(Locale.ROOT, "ratio arena / bare loop: %.2f%n", arenaSeconds / bareSeconds);
        if (logs.size() > 2) {
            double eachGame = (arenaSeconds - startSeconds) / (logs.size() - 2);
            out.printf(
                    Locale.ROOT,
                    "of which a run's start and end (a 2-game tournament): %.2f s; each further game: %.1f ms%n",
                    startSeconds,
                    1000 * eachGame);
            out.printf(
                    Locale.ROOT,
                    "ratio of a further game to a game of the bare loop: %.2f%n",
                    eachGame / (bareSeconds / logs.size()));
        }
        out.println("files: " + dir);
        return true;
    }

    private static void writeConfig(Path config, String command, int games, long seed, String output)
            throws IOException {
        Files.write(
                config,
                MatchLogs.mapper()
                        .writeValueAsBytes(Map.of(
                                "name",
                                "throughput",
                                "gamesPerPair",
                                games,
                                "concurrency",
                                1,
                                "seed",
                                seed,
                                "output",
                                output,
                                "sandbox",
                                false,
                                "bots",
                                List.of(
                                        Map.of("name", "a", "command", command),
                                        Map.of("name", "b", "command", command)))));
    }

    /**
     * Runs {@code arbitre tournament config} as a user runs it (through the launcher when this is
     * the project's folder), its output into {@code transcript}; returns its wall time in seconds,
     * or -1 when it failed.
     */
    private static double timeArena(Path config, Path transcript) throws IOException, InterruptedException {
        Path launcher = Path.of("arbitre").toAbsolutePath();
        List<String> arena = Files.isExecutable(launcher) && Files.isRegularFile(launcher)
                ? new ArrayList<>(List.of(launcher.toString(), "tournament", config.toString()))
                : new ArrayList<>(List.of(
                        Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                        "-cp",
                        System.getProperty("java.class.path"),
                        "arbitre.cli.Main",
                        "tournament",
                        config.toString()));
        long started = System.nanoTime();
        Process process = new ProcessBuilder(arena)
                .redirectErrorStream(true)
                .redirectOutput(transcript.toFile())
                .start();
        return process.waitFor() == 0 ? (System.nanoTime() - started) / 1e9 : -1;
    }

    /** One game relayed without a referee: {@code plies} lines, each passed to the other bot. */
    private static void relay(List<String> command, Path dir, int plies, long seed)
            throws IOException, InterruptedException {
        Process[] bots = new Process[2];
        BufferedReader[] lines = new BufferedReader[2];
        OutputStream[] inputs = new OutputStream[2];
        for (int p = 0; p < 2; p++) {
            ProcessBuilder builder =
                    new ProcessBuilder(command).directory(dir.toFile()).redirectError(ProcessBuilder.Redirect.DISCARD);
            builder.environment().put("ARBITRE_SEED", Long.toString(seed));
            builder.environment().put("ARBITRE_PLAYER", Integer.toString(p + 1));
            bots[p] = builder.start();
            lines[p] = new BufferedReader(new InputStreamReader(bots[p].getInputStream(), StandardCharsets.US_ASCII));
            inputs[p] = bots[p].getOutputStream();
        }
        Codec codec = GameRegistry.defaultGame().codec();
        String message = codec.encode(new Message.Start());
        for (int ply = 0; ply < plies; ply++) {
            int mover = ply % 2;
            inputs[mover].write((message + "\n").getBytes(StandardCharsets.US_ASCII));
            inputs[mover].flush();
            message = lines[mover].readLine();
            if (message == null) {
                throw new IOException("the bot stopped answering at ply " + (ply + 1));
            }
        }
        for (int p = 0; p < 2; p++) {
            inputs[p].write((codec.encode(new Message.End()) + "\n").getBytes(StandardCharsets.US_ASCII));
            inputs[p].close();
        }
        for (Process b : bots) {
            if (!b.waitFor(5, TimeUnit.SECONDS)) {
                b.destroyForcibly();
            }
        }
    }

    static String compileExample(Path dir) throws IOException, InterruptedException {
        Path source = Path.of("bots", "examples", "c", "bot.c");
        if (!Files.exists(source)) {
            throw new IllegalArgumentException("no " + source + " here: run from the project's folder, or give --bot");
        }
        Path binary = dir.resolve("bot");
        Process cc = new ProcessBuilder("cc", "-O2", "-o", binary.toString(), source.toString())
                .inheritIO()
                .start();
        if (cc.waitFor() != 0) {
            throw new IllegalArgumentException("cc could not compile " + source + "; give --bot");
        }
        return binary.toString();
    }
}
