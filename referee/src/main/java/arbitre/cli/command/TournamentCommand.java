package arbitre.cli.command;

import arbitre.cli.exit.ExitCode;
import arbitre.cli.exit.UsageException;
import arbitre.cli.options.ClockPolicyOptions;
import arbitre.cli.options.OverloadedOption;
import arbitre.cli.options.SandboxOptions;
import arbitre.sandbox.Sandbox;
import arbitre.standings.StandingsFiles;
import arbitre.terminal.Terminal;
import arbitre.tournament.config.ConfigException;
import arbitre.tournament.config.ConfigLoader;
import arbitre.tournament.config.Format;
import arbitre.tournament.config.TournamentConfig;
import arbitre.tournament.run.FolderLock;
import arbitre.tournament.run.Preflight;
import arbitre.tournament.run.Progress;
import arbitre.tournament.run.TournamentRunner;
import arbitre.tournament.schedule.Schedule;
import arbitre.tournament.schedule.Shard;
import arbitre.tournament.schedule.StageFiles;
import arbitre.tournament.schedule.TournamentPlan;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import picocli.CommandLine.ArgGroup;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code arbitre tournament}: a round robin (or a gauntlet), a Swiss or a knockout from a config file. */
@Command(
        name = "tournament",
        mixinStandardHelpOptions = true,
        sortOptions = false,
        customSynopsis = "arbitre tournament [OPTIONS] CONFIG",
        optionListHeading = "%nOptions:%n",
        description = {
            "Plays the tournament of a config file (a round robin, a gauntlet, a Swiss or a knockout), and"
                    + " writes its logs, standings and report.",
            "A config with \"format\": \"swiss\" or \"knockout\" is played round by round, each round paired from"
                    + " the results before it (<output>/swiss.md: the Swiss table with Buchholz and Sonneborn-Berger;"
                    + " <output>/bracket.html).",
            "Each pair plays both sides, many games at once; every match log, the standings (JSON, Markdown) and"
                    + " the report go into the output folder. Every bot is started once before the first game: one"
                    + " that cannot start stops the tournament before anything is played (unless --allow-broken).",
            "Running the same command again resumes: finished matches are kept and skipped.",
        },
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {
            "0:every match was played, whoever won",
            "2:a bad config, a bot that cannot start, a folder in use",
            "3:a match log could not be written (the same command resumes)",
            "130:interrupted (Ctrl-C)",
            "143:stopped by SIGTERM"
        })
public final class TournamentCommand implements Callable<Integer> {

    @Spec
    private CommandSpec spec;

    @Parameters(index = "0", paramLabel = "CONFIG", description = "The tournament's JSON config (see configs/).")
    private Path configFile;

    @Option(
            names = "--output",
            paramLabel = "DIR",
            description = "Output folder (default: the config's \"output\", else results/<name>; "
                    + "with --shard, a shard-K-of-N folder inside it).")
    private Path output;

    @Option(
            names = "--shard",
            paramLabel = "K/N",
            description = "Play only the K-th of N parts of the schedule (1-based), for N machines.")
    private String shardText;

    @Option(
            names = "--gauntlet",
            paramLabel = "NAME",
            description = "Only the games of bot NAME against each other bot.")
    private String gauntlet;

    @Option(
            names = "--concurrency",
            paramLabel = "N",
            description = "Matches at once (default: the config's \"concurrency\", else the number of cores).")
    private Integer concurrency;

    @Option(
            names = "--list",
            description = "Print the schedule (match ids, with their opening and done or pending) and play nothing;"
                    + " for a Swiss or a knockout, the next round's matches.")
    private boolean list;

    @Option(
            names = "--replay",
            paramLabel = "BOT",
            description = "Play the finished matches of BOT again (repeatable); their old logs are kept aside.")
    private List<String> replay = new java.util.ArrayList<>();

    @Option(
            names = "--serve",
            paramLabel = "[HOST:]PORT",
            description = "Also serve, on this address (127.0.0.1 unless a host is given), the live page of the"
                    + " tournament at / and the seats of its remote bots (\"remote\": true) at /seat/NAME;"
                    + " their tokens go to tokens.txt in the output folder.")
    private String serve;

    @Option(
            names = "--tls-keystore",
            paramLabel = "FILE",
            description = "With --serve: serve HTTPS and WSS only, with the key and certificate of this PKCS12 (or"
                    + " JKS) key store; its password from the variable ARBITRE_TLS_PASSWORD.")
    private Path tlsKeystore;

    @Option(names = "--allow-broken", description = "Play even when a bot cannot start (its games are then forfeits).")
    private boolean allowBroken;

    /**
     * Starts every bot that has a match to play once (see {@link Preflight}); false when one cannot
     * start and {@code --allow-broken} was not given.
     */
    private boolean preflight(TournamentConfig config, List<Schedule.Match> pending, int atOnce, PrintWriter err)
            throws InterruptedException {
        java.util.Set<String> playing = new java.util.HashSet<>();
        pending.forEach(m -> {
            playing.add(m.player1().name());
            playing.add(m.player2().name());
        });
        List<TournamentConfig.Bot> bots = config.bots().stream()
                // A remote bot's program is on its player's machine: there is nothing here to start.
                .filter(b -> playing.contains(b.name()) && !b.isRemote())
                .toList();
        Preflight.Findings findings = Preflight.check(config, bots, atOnce);
        for (String note : findings.notes()) {
            err.println("arbitre: " + Terminal.printable(note));
        }
        if (findings.broken().isEmpty()) {
            return true;
        }
        int n = findings.broken().size();
        err.println("arbitre: " + n + " bot" + (n == 1 ? "" : "s") + " cannot start"
                + (allowBroken
                        ? "; playing anyway (--allow-broken), " + (n == 1 ? "its" : "their") + " games are forfeits:"
                        : "; nothing was played:"));
        for (Preflight.Broken broken : findings.broken()) {
            // The cause quotes the bot's standard error: whatever it wrote reaches the terminal escaped.
            err.println("  " + Terminal.printable(broken.toString()));
        }
        if (!allowBroken) {
            err.println("Fix " + (n == 1 ? "its command" : "their commands") + " in " + configFile
                    + " and run the same command, or give --allow-broken to play anyway.");
        }
        err.flush();
        return allowBroken;
    }

    @ArgGroup(validate = false, heading = "%nClock (each option in place of the config's field):%n", order = 1)
    private ClockOverrides clockOverrides = new ClockOverrides();

    /** The config's clock with the clock options given on the command line in place of its fields. */
    arbitre.clock.TimeControl clock(arbitre.clock.TimeControl config) {
        return clockOverrides.applyTo(config);
    }

    /** The clock options of a tournament: its limits are the config's, how it is kept may be changed here. */
    static final class ClockOverrides {
        @ArgGroup(validate = false)
        private ClockPolicyOptions policy = new ClockPolicyOptions();

        @ArgGroup(validate = false)
        private OverloadedOption overloaded = new OverloadedOption();

        arbitre.clock.TimeControl applyTo(arbitre.clock.TimeControl base) {
            return overloaded.applyTo(policy.applyTo(base));
        }
    }

    /**
     * The sandbox is on by default (where bubblewrap is installed); the config's {@code "sandbox"}
     * and {@code --sandbox}/{@code --no-sandbox} decide otherwise, and the limits given here
     * override the config's, or else the defaults.
     */
    @ArgGroup(validate = false, heading = "%nSandbox (each limit in place of the config's):%n", order = 2)
    private SandboxOptions sandboxOptions = new SandboxOptions();

    @Override
    public Integer call() throws IOException {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        TournamentConfig config;
        Shard shard;
        List<Schedule.Match> matches;
        try {
            config = ConfigLoader.load(configFile);
            shard = shardText == null ? Shard.ALL : Shard.parse(shardText);
            if (concurrency != null) {
                if (concurrency < 1) {
                    throw new UsageException("--concurrency must be at least 1, got " + concurrency);
                }
                config = config.withConcurrency(concurrency);
            }
            Path folder = output != null ? output.toAbsolutePath().normalize() : config.output();
            if (shard.count() > 1 && output == null) {
                folder = folder.resolve("shard-" + shard.number() + "-of-" + shard.count());
            }
            config = config.withOutput(folder).withTimeControl(clock(config.timeControl()));
            // On unless the config or the command line turns it off (or bubblewrap is missing and nothing asked for
            // it).
            config = config.withSandbox(sandboxOptions.limits(config.sandbox(), config.sandbox() != null));
            List<String> layout =
                    config.sandbox() == null ? List.of() : arbitre.tournament.config.BotLayout.problems(config);
            if (!layout.isEmpty()) {
                throw new UsageException(arbitre.tournament.config.BotLayout.refusal(layout));
            }
            for (String bot : replay) {
                if (config.bot(bot) == null) {
                    throw new UsageException("--replay: no bot named '" + bot + "' in " + configFile);
                }
            }
            if (config.format().kind() != Format.Kind.ROUND_ROBIN) {
                if (gauntlet != null) {
                    throw new UsageException("--gauntlet is for a round robin, and " + configFile + " is a "
                            + config.format().kind().configName());
                }
                // A staged tournament's folder holds its shards' folders: the plan reads them all.
                Path root = output != null
                        ? output.toAbsolutePath().normalize()
                        : shard.count() > 1 ? config.output().getParent() : config.output();
                return staged(config.withOutput(root), shard);
            }
            List<Schedule.Match> schedule =
                    gauntlet == null ? Schedule.roundRobin(config) : Schedule.gauntlet(config, gauntlet);
            matches = Schedule.shard(schedule, shard);
        } catch (ConfigException | IllegalArgumentException e) {
            throw new UsageException(e.getMessage(), e);
        }
        if (config.sandbox() != null && Sandbox.unavailable().isPresent() && !list) {
            err.println("arbitre: " + Sandbox.unavailable().get());
            return ExitCode.ERROR;
        }
        if (config.sandbox() == null && !list) {
            err.println(SandboxOptions.unconfined());
        }
        TournamentRunner runner =
                new TournamentRunner(config, matches, err, publisher(false), java.util.Set.copyOf(replay));
        if (list) {
            try {
                runner.inspect();
            } catch (ConfigException e) {
                throw new UsageException(e.getMessage(), e);
            }
            List<Schedule.Match> pending = runner.pending();
            for (Schedule.Match m : matches) {
                out.println(m.id()
                        + (config.openings() != null ? " " + m.start() : "")
                        + (pending.contains(m) ? "" : " done"));
            }
            out.println(matches.size() + " matches, " + (matches.size() - pending.size()) + " done; output: "
                    + config.output());
            return ExitCode.OK;
        }
        FolderLock lock = lock(config.output(), err);
        try (lock;
                Served served = served(config, err)) {
            int code = play(config, shard, matches, runner, true, true);
            if (code == ExitCode.OK) {
                served.over();
            }
            return code;
        }
    }

    /**
     * A Swiss or a knockout: plans the next stage from the logs so far, plays it (this shard's part
     * of it), and plans again, until the tournament is over or, for a shard, until the stage waits
     * for the other shards' games.
     */
    private int staged(TournamentConfig rooted, Shard shard) throws IOException {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        Path root = rooted.output();
        TournamentConfig config = shard.count() > 1
                ? rooted.withOutput(root.resolve("shard-" + shard.number() + "-of-" + shard.count()))
                : rooted;
        if (config.sandbox() != null && Sandbox.unavailable().isPresent() && !list) {
            err.println("arbitre: " + Sandbox.unavailable().get());
            return ExitCode.ERROR;
        }
        TournamentPlan.Step step;
        try {
            step = TournamentPlan.of(rooted, root);
        } catch (ConfigException | IllegalArgumentException e) {
            throw new UsageException(e.getMessage(), e);
        }
        if (list) {
            java.util.Set<String> done = doneIds(root);
            List<Schedule.Match> mine = Schedule.shard(step.next(), shard);
            for (Schedule.Match m : mine) {
                out.println(m.id()
                        + (config.openings() != null ? " " + m.start() : "")
                        + (done.contains(m.id()) ? " done" : ""));
            }
            out.println((step.finished() ? "finished" : step.stage()) + ": " + mine.size() + " matches"
                    + (shard.count() > 1 ? " in shard " + shard : "") + "; output: " + root);
            return ExitCode.OK;
        }
        if (config.sandbox() == null) {
            err.println(SandboxOptions.unconfined());
        }
        FolderLock lock = lock(config.output(), err);
        try (lock;
                Served served = served(config, err)) {
            // The live page's bracket and stage, from the same logs as the plan's.
            arbitre.serve.LiveFeed.followStages(() -> {
                StageFiles.Now now = StageFiles.now(rooted, root);
                return new arbitre.serve.LiveFeed.Stage(now.stage(), now.bracket());
            });
            boolean first = true;
            List<String> before = null;
            while (!step.finished()) {
                List<String> ids = step.next().stream().map(Schedule.Match::id).toList();
                if (ids.equals(before)) {
                    err.println("arbitre: " + step.stage() + ": this shard's games are done; the next stage is planned"
                            + " when every shard's games of this one are finished (run the same command then)");
                    return ExitCode.OK;
                }
                before = ids;
                StageFiles.write(rooted, step, root);
                err.println("tournament " + config.name() + ": " + step.stage());
                arbitre.serve.LiveFeed.stageBegins();
                List<Schedule.Match> matches = Schedule.shard(step.next(), shard);
                TournamentRunner runner = new TournamentRunner(
                        config, matches, err, publisher(true), java.util.Set.copyOf(replay), step.known());
                // One order in the standings, the report and the live page: the Swiss table's, which
                // qualifies its best for the final (none without a Swiss). At the stage's end its own
                // games count too, from the logs; a shard's stage is over once every shard's is.
                TournamentPlan.Step playing = step;
                runner.playsStage(new TournamentRunner.Stage(step.swissRanking(), step.notFinal(false)), () -> {
                    TournamentPlan.Step now = TournamentPlan.of(rooted, root);
                    boolean over = now.finished() || !now.stage().equals(playing.stage());
                    return new TournamentRunner.Stage(now.swissRanking(), playing.notFinal(over));
                });
                int code = play(config, shard, matches, runner, first, false);
                if (code != ExitCode.OK) {
                    return code;
                }
                first = false;
                step = TournamentPlan.of(rooted, root);
            }
            StageFiles.write(rooted, step, root);
            // The whole tournament's standings, once more with every stage's games.
            List<Schedule.Match> none = List.of();
            TournamentRunner last =
                    new TournamentRunner(config, none, err, publisher(false), java.util.Set.of(), step.known());
            if (step.swiss() != null && rooted.format().then() == null) {
                // A Swiss has one final order, its table's: the standings follow it, tie-breaks named.
                last.rankAs(arbitre.standings.TieBreaks.ranking(step.swissTable()));
            }
            int code = play(config, shard, none, last, false, true);
            if (code == ExitCode.OK) {
                served.over();
            }
            if (step.swiss() != null) {
                out.println("swiss table: " + root.resolve(StageFiles.SWISS_MARKDOWN));
            }
            if (step.bracket() != null) {
                out.println("bracket: " + root.resolve(StageFiles.BRACKET_HTML)
                        + (step.champion() != null ? "; winner: " + step.champion() : ""));
            }
            out.flush();
            return code;
        }
    }

    /** The server of a served tournament while it plays; nothing without {@code --serve}. */
    private interface Served extends AutoCloseable {
        /**
         * Every game is played: the remote players still connected are told the tournament is over,
         * so that their clients stop. Not called for a run that stops before the end (interrupted,
         * a shard that waits for the others): their clients keep trying to connect.
         */
        default void over() {}

        @Override
        void close();
    }

    /**
     * Starts the server of {@code --serve}: the remote seats with their tokens (the config's, those
     * of an earlier run of the same folder, or fresh ones, all written to tokens.txt), and the live
     * page. A config with remote bots needs it.
     */
    private Served served(TournamentConfig config, PrintWriter err) throws IOException {
        List<TournamentConfig.Bot> remote =
                config.bots().stream().filter(TournamentConfig.Bot::isRemote).toList();
        if (serve == null) {
            if (tlsKeystore != null) {
                throw new UsageException("--tls-keystore is for --serve: give both");
            }
            if (!remote.isEmpty()) {
                throw new UsageException(configFile + " has remote bots ("
                        + String.join(
                                ", ",
                                remote.stream().map(TournamentConfig.Bot::name).toList())
                        + "): give --serve [HOST:]PORT for them to connect to");
            }
            return () -> {};
        }
        java.net.InetSocketAddress address;
        try {
            address = arbitre.serve.SeatServer.parseAddress(serve);
        } catch (IllegalArgumentException e) {
            throw new UsageException(e.getMessage(), e);
        }
        java.util.Map<String, String> earlier = arbitre.serve.Tokens.read(config.output());
        java.util.Map<String, String> tokens = new java.util.LinkedHashMap<>();
        for (TournamentConfig.Bot bot : remote) {
            String token = bot.remote().token();
            if (token == null) {
                token = earlier.get(bot.name());
            }
            tokens.put(bot.name(), token != null ? token : arbitre.serve.Tokens.generate());
        }
        long connectMs = remote.isEmpty()
                ? arbitre.serve.RemoteSeats.DEFAULT_CONNECT_MS
                : remote.get(0).remote().connectMs();
        long lagCapMs = remote.isEmpty()
                ? arbitre.serve.RemoteSeats.DEFAULT_LAG_CAP_MS
                : remote.get(0).remote().lagCapMs();
        arbitre.serve.RemoteSeats seats = new arbitre.serve.RemoteSeats(tokens, connectMs, lagCapMs);
        arbitre.serve.LiveFeed feed = new arbitre.serve.LiveFeed(config.name());
        seats.shownOn(feed);
        feed.reportsIn(config.output());
        arbitre.serve.SeatServer server;
        try {
            server = arbitre.serve.SeatServer.start(
                    address.getHostString(),
                    address.getPort(),
                    seats,
                    feed,
                    tlsKeystore,
                    tlsKeystore == null ? null : System.getenv().getOrDefault("ARBITRE_TLS_PASSWORD", ""));
        } catch (Exception e) {
            throw new UsageException("--serve " + serve + ": cannot listen there: " + e.getMessage(), e);
        }
        arbitre.process.RemoteBots.install(seats);
        arbitre.serve.LiveFeed.install(feed);
        err.println("arbitre: live page: " + server.address());
        if (!tokens.isEmpty()) {
            java.nio.file.Path file = arbitre.serve.Tokens.write(config.output(), tokens);
            String ws = server.address().replaceFirst("^http", "ws").replaceAll("/$", "");
            err.println(
                    "arbitre: remote seats at " + ws + "/seat/NAME; their tokens (give each player its own): " + file);
        }
        err.flush();
        return new Served() {
            @Override
            public void over() {
                server.tournamentOver();
            }

            @Override
            public void close() {
                arbitre.process.RemoteBots.install(null);
                arbitre.serve.LiveFeed.install(null);
                feed.flush();
                server.close();
            }
        };
    }

    /**
     * The report's publisher, which also tells the live page of a served tournament of fresh
     * standings: for a stage that others follow ({@code stageOfMore}), its last standings are not
     * the tournament's, and the page does not call them final.
     */
    private static TournamentRunner.Publisher publisher(boolean stageOfMore) {
        TournamentRunner.Publisher report = Reports.publisher();
        return new TournamentRunner.Publisher() {
            @Override
            public void publish(arbitre.standings.Standings standings, Path folder) throws IOException {
                publish(standings, folder, false);
            }

            @Override
            public void publish(arbitre.standings.Standings standings, Path folder, boolean live) throws IOException {
                // The page first: the report takes a while, the standings are news now.
                arbitre.serve.LiveFeed.standings(folder, live || stageOfMore);
                report.publish(standings, folder, live);
            }

            @Override
            public void matchWritten(Path logFile, arbitre.log.MatchLog log) {
                report.matchWritten(logFile, log);
            }
        };
    }

    /**
     * Takes the output folder's lock, once the folder and then (the lock held, so that a run
     * refused for a folder in use changes nothing) its {@code matches/} are known to be writable:
     * before the first game, a folder that cannot take the logs stops the run, saying why.
     */
    private static FolderLock lock(Path folder, PrintWriter err) throws IOException {
        refuseUnwritable(folder, "the standings");
        FolderLock lock;
        try {
            lock = FolderLock.acquire(folder, err);
        } catch (FolderLock.FolderInUseException e) {
            throw new UsageException(e.getMessage(), e);
        }
        try {
            refuseUnwritable(folder.resolve("matches"), "the match logs");
        } catch (UsageException e) {
            lock.close();
            throw e;
        }
        return lock;
    }

    private static void refuseUnwritable(Path folder, String what) {
        arbitre.tournament.run.WritableFolder.problem(folder, what).ifPresent(problem -> {
            throw new UsageException(problem);
        });
    }

    private static java.util.Set<String> doneIds(Path root) throws IOException {
        java.util.Set<String> done = new java.util.HashSet<>();
        java.util.List<Path> folders = new java.util.ArrayList<>(List.of(root));
        if (java.nio.file.Files.isDirectory(root)) {
            try (java.util.stream.Stream<Path> list = java.nio.file.Files.list(root)) {
                list.filter(p -> p.getFileName().toString().startsWith("shard-"))
                        .forEach(folders::add);
            }
        }
        for (Path folder : folders) {
            Path matches = folder.resolve("matches");
            if (java.nio.file.Files.isDirectory(matches)) {
                try (java.util.stream.Stream<Path> list = java.nio.file.Files.list(matches)) {
                    list.map(p -> p.getFileName().toString())
                            .filter(n -> n.endsWith(".json"))
                            .forEach(n -> done.add(n.substring(0, n.length() - 5)));
                }
            }
        }
        return done;
    }

    private int play(
            TournamentConfig config,
            Shard shard,
            List<Schedule.Match> matches,
            TournamentRunner runner,
            boolean preflight,
            boolean showStandings)
            throws IOException {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        try {
            runner.prepare();
        } catch (ConfigException e) {
            throw new UsageException(e.getMessage(), e);
        }
        List<Schedule.Match> pending = runner.pending();
        int atOnce = Math.min(config.concurrency(), Runtime.getRuntime().availableProcessors());
        err.println("tournament " + config.name() + ": " + matches.size() + " matches"
                + (shard.count() > 1 ? " (shard " + shard + ")" : "") + ", " + (matches.size() - pending.size())
                + " already done, " + atOnce + " at once; output: " + config.output());
        err.flush();
        // Ctrl-C (or SIGTERM) shuts the JVM down: no match may start after it, and the line that
        // says so must be out before the JVM ends.
        Thread main = Thread.currentThread();
        CountDownLatch reported = new CountDownLatch(1);
        Thread onShutdown = new Thread(
                () -> {
                    runner.stop();
                    main.interrupt();
                    try {
                        reported.await(10, TimeUnit.SECONDS);
                    } catch (InterruptedException e) {
                        Thread.currentThread().interrupt();
                    }
                },
                "arbitre-interrupted");
        Runtime.getRuntime().addShutdownHook(onShutdown);
        TournamentRunner.Outcome outcome;
        try {
            if (preflight && !pending.isEmpty() && !preflight(config, pending, atOnce, err)) {
                return ExitCode.USAGE;
            }
            try (Progress progress =
                    Progress.on(err, matches.size(), matches.size() - pending.size(), Terminal.isInteractive())) {
                outcome = runner.run(progress);
            }
        } catch (InterruptedException e) {
            err.println("arbitre: interrupted; finished matches are kept, run the same command to resume");
            err.flush();
            return ExitCode.INTERRUPTED;
        } finally {
            reported.countDown();
            try {
                Runtime.getRuntime().removeShutdownHook(onShutdown);
            } catch (IllegalStateException e) {
                // shutting down already: the hook is running
            }
            Thread.interrupted(); // an interrupt from the hook that came after the end is not for the caller
        }
        for (String failure : outcome.failures()) {
            err.println("arbitre: " + failure);
        }
        if (outcome.stopped() != null) {
            err.println("arbitre: " + outcome.stopped() + "; the tournament stopped there: make room (or fix the "
                    + "folder) and run the same command to resume");
        }
        boolean ok = outcome.failures().isEmpty() && outcome.stopped() == null;
        if (!showStandings) {
            return ok ? ExitCode.OK : ExitCode.ERROR;
        }
        out.println();
        out.print(StandingsFiles.text(outcome.standings()));
        out.println();
        out.println("standings: " + config.output().resolve(StandingsFiles.MARKDOWN));
        if (java.nio.file.Files.exists(config.output().resolve(Reports.HTML))) {
            out.println("report: " + config.output().resolve(Reports.HTML));
        }
        out.flush();
        return ok ? ExitCode.OK : ExitCode.ERROR;
    }
}
