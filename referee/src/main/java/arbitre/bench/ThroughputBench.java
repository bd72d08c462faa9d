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
 *
 * <p>With several rounds, every run is made once a round, in turns, and each figure is the median
 * of the rounds' (a ratio taken within each round); the bare loops relay the first round's games.
 */
public final class ThroughputBench implements Bench {
    private final int games;
    private final String bot;
    private final int rounds;

    public ThroughputBench(int games, String bot) {
        this(games, bot, 1);
    }

    /**
     * @param rounds how many times each run is made, in turns (arena, bare loop, with bots that
     *     stay up, and the runs of two games): each figure printed is the median of its rounds', a
     *     ratio taken within each round, so that a machine that slows down for a minute moves a
     *     whole round, not one side of a ratio
     */
    public ThroughputBench(int games, String bot, int rounds) {
        this.games = games;
        this.bot = bot;
        this.rounds = rounds;
    }

    /** The wall times of one round, in seconds. */
    private record Round(double start, double arena, double keptStart, double kept, double bare, double bareKept) {}

    @Override
    public boolean run(PrintWriter out) throws Exception {
        if (games < 2 || games % 2 != 0) {
            throw new IllegalArgumentException("--games must be even and at least 2, got " + games);
        }
        if (rounds < 1) {
            throw new IllegalArgumentException("--rounds must be at least 1, got " + rounds);
        }
        Path dir = Files.createTempDirectory("arbitre-throughput");
        String command = bot != null ? bot : compileExample(dir);
        long seed = 11;
        warmLauncher(dir.resolve("launcher.txt"));
        List<Round> measured = new ArrayList<>();
        long plies = 0;
        long keptPlies = 0;
        List<Long> latencies = new ArrayList<>();
        List<MatchLog> keptGames = new ArrayList<>();
        List<Path> logs = List.of();
        List<Integer> relayed = new ArrayList<>();
        List<String> ids = new ArrayList<>();
        for (int round = 1; round <= rounds; round++) {
            // Each round writes its own folders: a tournament run again in the same one would resume.
            String suffix = round == 1 ? "" : "-r" + round;
            Path config = dir.resolve("throughput" + suffix + ".json");
            writeConfig(config, command, games, seed, "out" + suffix, false);
            // The same tournament of two games: what a run costs before and around its games.
            Path shortConfig = dir.resolve("start" + suffix + ".json");
            writeConfig(shortConfig, command, 2, seed, "out-start" + suffix, false);
            Path keptConfig = dir.resolve("stay-up" + suffix + ".json");
            writeConfig(keptConfig, command, games, seed, "out-stay-up" + suffix, true);
            // And with bots that stay up: what such a run costs before and around its games.
            Path keptShortConfig = dir.resolve("stay-up-start" + suffix + ".json");
            writeConfig(keptShortConfig, command, 2, seed, "out-stay-up-start" + suffix, true);

            double startSeconds = timeArena(shortConfig, dir.resolve("arena-start" + suffix + ".txt"));
            double arenaSeconds = timeArena(config, dir.resolve("arena" + suffix + ".txt"));
            double keptStartSeconds = timeArena(keptShortConfig, dir.resolve("arena-stay-up-start" + suffix + ".txt"));
            double keptSeconds = timeArena(keptConfig, dir.resolve("arena-stay-up" + suffix + ".txt"));
            String failed = startSeconds < 0
                    ? "arena-start"
                    : arenaSeconds < 0
                            ? "arena"
                            : keptStartSeconds < 0 ? "arena-stay-up-start" : keptSeconds < 0 ? "arena-stay-up" : null;
            if (failed != null) {
                out.println("the tournament failed; see " + dir.resolve(failed + suffix + ".txt"));
                return false;
            }
            if (round == 1) {
                // The games of the first round are the ones relayed by the bare loops in every round.
                try (var files = Files.list(dir.resolve("out-stay-up/matches"))) {
                    for (Path file :
                            files.filter(p -> p.toString().endsWith(".json")).toList()) {
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
                keptGames.sort(java.util.Comparator.comparing(log -> java.time.Instant.parse(log.startedAt())));
                try (var files = Files.list(dir.resolve("out/matches"))) {
                    logs = files.filter(p -> p.toString().endsWith(".json"))
                            .sorted()
                            .toList();
                }
                // Read once, outside the bare loop's time: each game's plies and the id its seed comes from.
                for (Path file : logs) {
                    int moves = MatchLogs.read(file).moves().size();
                    relayed.add(moves);
                    ids.add(file.getFileName().toString().replace(".json", ""));
                    plies += moves;
                }
            }
            List<String> argv = arbitre.process.Builtins.expand(CommandWords.split(command));
            long started = System.nanoTime();
            for (int g = 0; g < relayed.size(); g++) {
                relay(argv, dir, relayed.get(g), Schedule.seed(seed, ids.get(g)));
            }
            double bareSeconds = (System.nanoTime() - started) / 1e9;
            // The floor under any referee for bots that stay up: their very games, relayed by a
            // bare loop that starts each bot once.
            started = System.nanoTime();
            relayKept(argv, dir, keptGames);
            double bareKeptSeconds = (System.nanoTime() - started) / 1e9;
            measured.add(
                    new Round(startSeconds, arenaSeconds, keptStartSeconds, keptSeconds, bareSeconds, bareKeptSeconds));
        }
        print(out, command, measured, logs.size(), plies, keptGames.size(), keptPlies, latencies);
        out.println("files: " + dir);
        return true;
    }

    /** The median over the rounds of a figure worked out within each round. */
    private static double median(List<Round> rounds, java.util.function.ToDoubleFunction<Round> figure) {
        double[] values = rounds.stream().mapToDouble(figure).sorted().toArray();
        int middle = values.length / 2;
        return values.length % 2 == 1 ? values[middle] : (values[middle - 1] + values[middle]) / 2;
    }

    private static void print(
            PrintWriter out,
            String command,
            List<Round> rounds,
            int games,
            long plies,
            int keptGames,
            long keptPlies,
            List<Long> latencies) {
        out.printf(Locale.ROOT, "%d games, %d plies, one at a time, bot: %s%n", games, plies, command);
        if (rounds.size() > 1) {
            out.printf(
                    Locale.ROOT,
                    "%d rounds, each run once a round, in turns: every figure below is the median of the rounds',"
                            + " each ratio taken within its round%n",
                    rounds.size());
            out.printf(
                    Locale.ROOT,
                    "spread over the rounds (min-max, s): arena %s, bare loop %s, arena with bots that stay up %s,"
                            + " bare loop whose bots stay up %s%n",
                    spread(rounds, Round::arena),
                    spread(rounds, Round::bare),
                    spread(rounds, Round::kept),
                    spread(rounds, Round::bareKept));
        }
        double arenaSeconds = median(rounds, Round::arena);
        double bareSeconds = median(rounds, Round::bare);
        double keptSeconds = median(rounds, Round::kept);
        double bareKeptSeconds = median(rounds, Round::bareKept);
        out.printf(
                Locale.ROOT,
                "arena (a fresh './arbitre tournament', JVM start included): %.2f s, %.1f ms a game%n",
                arenaSeconds,
                1000 * arenaSeconds / games);
        out.printf(
                Locale.ROOT,
                "bare pipe loop, same games:                              %.2f s, %.1f ms a game%n",
                bareSeconds,
                1000 * bareSeconds / games);
        out.printf(
                Locale.ROOT,
                "arena, bots that stay up (\"keepBotsUp\", %d plies):          %.2f s, %.1f ms a game%n",
                keptPlies,
                keptSeconds,
                1000 * keptSeconds / games);
        out.printf(
                Locale.ROOT,
                "bare pipe loop, bots that stay up, the same games:        %.2f s, %.1f ms a game%n",
                bareKeptSeconds,
                1000 * bareKeptSeconds / keptGames);
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
        out.printf(Locale.ROOT, "ratio arena / bare loop: %.2f%n", median(rounds, r -> r.arena() / r.bare()));
        out.printf(
                Locale.ROOT,
                "ratio arena with bots that stay up / bare loop: %.2f%n",
                median(rounds, r -> r.kept() / r.bare()));
        out.printf(
                Locale.ROOT,
                "ratio arena with bots that stay up / arena that starts them each game: %.2f%n",
                median(rounds, r -> r.kept() / r.arena()));
        if (games <= 2) {
            return;
        }
        // A game of the bare loop; a further game of the arena, beyond its run's start and end.
        java.util.function.ToDoubleFunction<Round> bareGame = r -> r.bare() / games;
        java.util.function.ToDoubleFunction<Round> eachGame = r -> (r.arena() - r.start()) / (games - 2);
        out.printf(
                Locale.ROOT,
                "of which a run's start and end (a 2-game tournament): %.2f s; each further game: %.1f ms%n",
                median(rounds, Round::start),
                1000 * median(rounds, eachGame));
        out.printf(
                Locale.ROOT,
                "ratio of a further game to a game of the bare loop: %.2f%n",
                median(rounds, r -> eachGame.applyAsDouble(r) / bareGame.applyAsDouble(r)));
        // The same count for bots that stay up, whose 2-game run starts them once too. Their
        // games are others than the bare loop's: a further game is also given at the bare
        // loop's plies a game, which is what the goal compares.
        java.util.function.ToDoubleFunction<Round> keptEach = r -> (r.kept() - r.keptStart()) / (games - 2);
        double toBarePlies = keptPlies == 0 ? 1 : (double) plies / keptPlies;
        java.util.function.ToDoubleFunction<Round> keptEachScaled = r -> keptEach.applyAsDouble(r) * toBarePlies;
        out.printf(
                Locale.ROOT,
                "with bots that stay up, a run's start and end (a 2-game tournament): %.2f s;"
                        + " each further game: %.1f ms (%.1f us a ply), %.1f ms at the bare loop's %.1f plies a game%n",
                median(rounds, Round::keptStart),
                1000 * median(rounds, keptEach),
                keptPlies == 0 ? 0 : 1e6 * median(rounds, keptEach) * games / keptPlies,
                1000 * median(rounds, keptEachScaled),
                (double) plies / games);
        out.printf(
                Locale.ROOT,
                "ratio of a further game between bots that stay up to a game of the bare loop: %.2f%n",
                median(rounds, r -> keptEachScaled.applyAsDouble(r) / bareGame.applyAsDouble(r)));
        // No referee relays faster than a bare loop: the same figure for the bare loop whose
        // bots stay up says whether the goal can be reached on this machine at all, and the
        // arena's multiple of it is what the referee itself adds.
        java.util.function.ToDoubleFunction<Round> bareKeptGame = r -> r.bareKept() / keptGames;
        java.util.function.ToDoubleFunction<Round> bareKeptScaled = r -> keptPlies == 0
                ? bareKeptGame.applyAsDouble(r)
                : bareKeptGame.applyAsDouble(r) * (keptGames * (double) plies / games) / keptPlies;
        out.printf(
                Locale.ROOT,
                "ratio of a game of the bare loop whose bots stay up, at the bare loop's plies a game, to a game"
                        + " of the bare loop: %.2f (the floor for any referee)%n",
                median(rounds, r -> bareKeptScaled.applyAsDouble(r) / bareGame.applyAsDouble(r)));
        out.printf(
                Locale.ROOT,
                "ratio of a further game between bots that stay up to a game of the bare loop whose bots stay up:"
                        + " %.2f%n",
                median(rounds, r -> keptEach.applyAsDouble(r) / bareKeptGame.applyAsDouble(r)));
        double goalKept = median(rounds, keptEachScaled);
        double goalBare = median(rounds, bareGame) / 2;
        boolean met = median(rounds, r -> keptEachScaled.applyAsDouble(r) / bareGame.applyAsDouble(r)) <= 0.5;
        out.printf(
                Locale.ROOT,
                "goal (a further game between bots that stay up, at the bare loop's plies a game, in at most half"
                        + " a game of the bare loop, which starts its bots each game): %.1f ms against %.1f ms: %s%n",
                1000 * goalKept,
                1000 * goalBare,
                met ? "met" : "not met");
    }

    /** The least and the most of a time over the rounds, in seconds. */
    private static String spread(List<Round> rounds, java.util.function.ToDoubleFunction<Round> time) {
        return String.format(
                Locale.ROOT,
                "%.2f-%.2f",
                rounds.stream().mapToDouble(time).min().orElse(0),
                rounds.stream().mapToDouble(time).max().orElse(0));
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
