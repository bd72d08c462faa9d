package arbitre.bench;

import arbitre.game.GameRegistry;
import arbitre.log.MatchLog;
import arbitre.log.MatchLogs;
import arbitre.process.CommandWords;
import arbitre.process.GameRelay;
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
import java.util.Set;
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
 *
 * <p>The same tournament is also run with {@code "keepBotsUp": true}: bots that say they can stay
 * up play every game on one process, which no loop that starts its bots per game can match. Its
 * bots, seeded once, play other games than the bare loop's; their plies are counted apart.
 *
 * <p>A run's own start and end (a JVM, the preflight, the last standings and report) is the time
 * of the same tournament of two games; what each game adds beyond it is the rest over the other
 * games, with bots started each game and with bots that stay up. The goal for bots that stay up
 * is on that figure, taken at the bare loop's plies a game: at most half a game of the bare loop.
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
        writeConfig(config, command, games, seed, "out", false);
        // The same tournament of two games: what a run costs before and around its games.
        Path shortConfig = dir.resolve("start.json");
        writeConfig(shortConfig, command, 2, seed, "out-start", false);
        Path keptConfig = dir.resolve("stay-up.json");
        writeConfig(keptConfig, command, games, seed, "out-stay-up", true);
        // And with bots that stay up: what such a run costs before and around its games.
        Path keptShortConfig = dir.resolve("stay-up-start.json");
        writeConfig(keptShortConfig, command, 2, seed, "out-stay-up-start", true);

        warmLauncher(dir.resolve("launcher.txt"));
        double startSeconds = timeArena(shortConfig, dir.resolve("arena-start.txt"));
        double arenaSeconds = timeArena(config, dir.resolve("arena.txt"));
        double keptStartSeconds = timeArena(keptShortConfig, dir.resolve("arena-stay-up-start.txt"));
        double keptSeconds = timeArena(keptConfig, dir.resolve("arena-stay-up.txt"));
        String failed = startSeconds < 0
                ? "arena-start.txt"
                : arenaSeconds < 0
                        ? "arena.txt"
                        : keptStartSeconds < 0
                                ? "arena-stay-up-start.txt"
                                : keptSeconds < 0 ? "arena-stay-up.txt" : null;
        if (failed != null) {
            out.println("the tournament failed; see " + dir.resolve(failed));
            return false;
        }
        long keptPlies = 0;
        List<Long> latencies = new ArrayList<>();
        List<MatchLog> keptGames = new ArrayList<>();
        try (var files = Files.list(dir.resolve("out-stay-up/matches"))) {
            for (Path file : files.filter(p -> p.toString().endsWith(".json")).toList()) {
                MatchLog kept = MatchLogs.read(file);
                keptGames.add(kept);
                List<MatchLog.Move> moves = kept.moves();
                keptPlies += moves.size();
                for (MatchLog.Move move : moves) {
                    if (move.latencyUs() != null) {
                        latencies.add(move.latencyUs());
                    }
                }
            }
        }
        latencies.sort(null);

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
            relay(
                    arbitre.process.Builtins.expand(CommandWords.split(command)),
                    dir,
                    log.moves().size(),
                    Schedule.seed(seed, id));
        }
        double bareSeconds = (System.nanoTime() - started) / 1e9;
        // The floor under any referee for bots that stay up: their very games, relayed by a bare
        // loop that starts each bot once.
        keptGames.sort(java.util.Comparator.comparing(log -> java.time.Instant.parse(log.startedAt())));
        started = System.nanoTime();
        relayKept(arbitre.process.Builtins.expand(CommandWords.split(command)), dir, keptGames);
        double bareKeptSeconds = (System.nanoTime() - started) / 1e9;

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
        out.printf(
                Locale.ROOT,
                "arena, bots that stay up (\"keepBotsUp\", %d plies):          %.2f s, %.1f ms a game%n",
                keptPlies,
                keptSeconds,
                1000 * keptSeconds / logs.size());
        out.printf(
                Locale.ROOT,
                "bare pipe loop, bots that stay up, the same games:        %.2f s, %.1f ms a game%n",
                bareKeptSeconds,
                1000 * bareKeptSeconds / keptGames.size());
        if (!latencies.isEmpty()) {
            // The referee's own part of each ply (from a bot's line to the request to the other
            // bot); its mean against its median tells how much the slow plies cost.
            out.printf(
                    Locale.ROOT,
                    "  the referee's latency per move there: median %d us, 99th percentile %d us, mean %.0f us%n",
                    latencies.get((latencies.size() - 1) / 2),
                    latencies.get((int) Math.ceil(0.99 * latencies.size()) - 1),
                    latencies.stream().mapToLong(Long::longValue).average().orElse(0));
        }
        out.printf(Locale.ROOT, "ratio arena / bare loop: %.2f%n", arenaSeconds / bareSeconds);
        out.printf(Locale.ROOT, "ratio arena with bots that stay up / bare loop: %.2f%n", keptSeconds / bareSeconds);
        out.printf(
                Locale.ROOT,
                "ratio arena with bots that stay up / arena that starts them each game: %.2f%n",
                keptSeconds / arenaSeconds);
        if (logs.size() > 2) {
            double bareGame = bareSeconds / logs.size();
            double eachGame = (arenaSeconds - startSeconds) / (logs.size() - 2);
            out.printf(
                    Locale.ROOT,
                    "of which a run's start and end (a 2-game tournament): %.2f s; each further game: %.1f ms%n",
                    startSeconds,
                    1000 * eachGame);
            out.printf(Locale.ROOT, "ratio of a further game to a game of the bare loop: %.2f%n", eachGame / bareGame);
            // The same count for bots that stay up, whose 2-game run starts them once too. Their
            // games are others than the bare loop's: a further game is also given at the bare
            // loop's plies a game, which is what the goal compares.
            double keptEach = (keptSeconds - keptStartSeconds) / (logs.size() - 2);
            double keptEachScaled = keptPlies == 0 ? keptEach : keptEach * plies / keptPlies;
            out.printf(
                    Locale.ROOT,
                    "with bots that stay up, a run's start and end (a 2-game tournament): %.2f s;"
                            + " each further game: %.1f ms (%.1f us a ply), %.1f ms at the bare loop's %.1f plies a game%n",
                    keptStartSeconds,
                    1000 * keptEach,
                    keptPlies == 0 ? 0 : 1e6 * keptEach * logs.size() / keptPlies,
                    1000 * keptEachScaled,
                    (double) plies / logs.size());
            out.printf(
                    Locale.ROOT,
                    "ratio of a further game between bots that stay up to a game of the bare loop: %.2f%n",
                    keptEachScaled / bareGame);
            // No referee relays faster than a bare loop: the same figure for the bare loop whose
            // bots stay up says whether the goal can be reached on this machine at all, and the
            // arena's multiple of it is what the referee itself adds.
            double bareKeptScaled = keptPlies == 0
                    ? bareKeptSeconds / keptGames.size()
                    : bareKeptSeconds
                            / keptGames.size()
                            * (keptGames.size() * (double) plies / logs.size())
                            / keptPlies;
            out.printf(
                    Locale.ROOT,
                    "ratio of a game of the bare loop whose bots stay up, at the bare loop's plies a game, to a game"
                            + " of the bare loop: %.2f (the floor for any referee)%n",
                    bareKeptScaled / bareGame);
            out.printf(
                    Locale.ROOT,
                    "ratio of a further game between bots that stay up to a game of the bare loop whose bots stay up:"
                            + " %.2f%n",
                    keptEach / (bareKeptSeconds / keptGames.size()));
            out.printf(
                    Locale.ROOT,
                    "goal (a further game between bots that stay up, at the bare loop's plies a game, in at most half"
                            + " a game of the bare loop, which starts its bots each game): %.1f ms against %.1f ms: %s%n",
                    1000 * keptEachScaled,
                    1000 * bareGame / 2,
                    keptEachScaled <= bareGame / 2 ? "met" : "not met");
        }
        out.println("files: " + dir);
        return true;
    }

    private static void writeConfig(
            Path config, String command, int games, long seed, String output, boolean keepBotsUp) throws IOException {
        Files.write(
                config,
                MatchLogs.mapper()
                        .writeValueAsBytes(Map.of(
                                "keepBotsUp",
                                keepBotsUp,
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
     * Runs the launcher once, untimed, when this is the project's folder: after a build its first
     * run builds what is stale and makes its cache of classes with a training tournament, which
     * would otherwise be timed as the first run's start.
     */
    private static void warmLauncher(Path transcript) throws IOException, InterruptedException {
        Path launcher = Path.of("arbitre").toAbsolutePath();
        if (Files.isExecutable(launcher) && Files.isRegularFile(launcher)) {
            new ProcessBuilder(launcher.toString(), "--version")
                    .redirectErrorStream(true)
                    .redirectOutput(transcript.toFile())
                    .start()
                    .waitFor();
        }
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

    /**
     * The games of bots that stay up, in the order they were played, relayed without a referee:
     * each bot is started where the arena started it (its seed and first side; the arena keeps a
     * bot for the games of its own seed), and told each next game as the arena told it ({@code GAME 1}
     * or {@code GAME 2}). Each line must be the move the arena's log holds: the bots play the very
     * same games, or the bench fails.
     */
    private static void relayKept(List<String> command, Path dir, List<MatchLog> games)
            throws IOException, InterruptedException {
        Codec codec = GameRegistry.defaultGame().codec();
        Map<String, Process> bots = new java.util.HashMap<>();
        Map<String, BufferedReader> lines = new java.util.HashMap<>();
        // The bots that read each next game's start on their GAME line, as the arena tells it them.
        Set<String> startOnGameLine = new java.util.HashSet<>();
        List<Process> done = new ArrayList<>();
        try {
            for (int g = 0; g < games.size(); g++) {
                MatchLog game = games.get(g);
                List<String> seats = new ArrayList<>();
                for (MatchLog.Player player : game.players()) {
                    // A bot kept by the arena is one of that name and seed (another seed, another process).
                    String name = player.name() + " " + player.seed();
                    seats.add(name);
                    if (!player.kept()) {
                        Process before = bots.remove(name);
                        if (before != null) {
                            before.getOutputStream().close();
                            done.add(before);
                        }
                        ProcessBuilder builder = new ProcessBuilder(command)
                                .directory(dir.toFile())
                                .redirectError(ProcessBuilder.Redirect.DISCARD);
                        if (player.seed() != null) {
                            builder.environment().put("ARBITRE_SEED", player.seed());
                        }
                        builder.environment().put("ARBITRE_PLAYER", Integer.toString(player.player()));
                        builder.environment().put("ARBITRE_STAY_UP", "1");
                        Process bot = builder.start();
                        BufferedReader reader = new BufferedReader(
                                new InputStreamReader(bot.getInputStream(), StandardCharsets.US_ASCII));
                        String declaration = reader.readLine();
                        if (GameRelay.DECLARATION_WITH_START.equals(declaration)) {
                            startOnGameLine.add(name);
                        } else if (!GameRelay.DECLARATION.equals(declaration)) {
                            throw new IOException("the bot did not say STAY-UP: " + command);
                        }
                        bots.put(name, bot);
                        lines.put(name, reader);
                    } else {
                        send(
                                bots.get(name),
                                "GAME " + player.player() + (startOnGameLine.contains(name) ? " " + game.start() : ""));
                    }
                }
                String message = codec.encode(new Message.Start());
                for (MatchLog.Move move : game.moves()) {
                    String mover = seats.get(move.player() - 1);
                    send(bots.get(mover), message);
                    message = lines.get(mover).readLine();
                    if (message == null || !message.trim().equalsIgnoreCase(move.move())) {
                        throw new IOException("the bare loop's game " + (g + 1) + " left the arena's at ply "
                                + move.ply() + ": " + message + " against " + move.move());
                    }
                }
                for (String name : seats) {
                    send(bots.get(name), codec.encode(new Message.End()));
                }
            }
        } finally {
            for (Process bot : bots.values()) {
                bot.getOutputStream().close();
                done.add(bot);
            }
            for (Process bot : done) {
                if (!bot.waitFor(5, TimeUnit.SECONDS)) {
                    bot.destroyForcibly();
                }
            }
        }
    }

    private static void send(Process bot, String line) throws IOException {
        OutputStream input = bot.getOutputStream();
        input.write((line + "\n").getBytes(StandardCharsets.US_ASCII));
        input.flush();
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
