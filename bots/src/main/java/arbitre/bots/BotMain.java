package arbitre.bots;

import arbitre.bots.awale.AwaleConversation;
import arbitre.bots.awale.GreedyPlayer;
import arbitre.bots.awale.IddfsPlayer;
import arbitre.bots.awale.RandomPlayer;
import arbitre.bots.bench.Bench;
import arbitre.bots.cli.Arguments;
import arbitre.bots.cli.UsageException;
import arbitre.bots.fenix.FenixConversation;
import arbitre.bots.fenix.FenixGreedyPlayer;
import arbitre.bots.fenix.FenixIddfsPlayer;
import arbitre.bots.fenix.FenixNode;
import arbitre.bots.fenix.FenixRandomPlayer;
import arbitre.bots.kalah.KalahConversation;
import arbitre.bots.kalah.KalahEndgames;
import arbitre.bots.kalah.KalahEvaluation;
import arbitre.bots.kalah.KalahGreedyPlayer;
import arbitre.bots.kalah.KalahIddfsPlayer;
import arbitre.bots.kalah.KalahRandomPlayer;
import arbitre.bots.protocol.Conversation;
import arbitre.bots.protocol.ExitCode;
import arbitre.bots.protocol.Game;
import arbitre.bots.protocol.GameSelection;
import arbitre.bots.protocol.ProcessClock;
import arbitre.bots.protocol.ProtocolLoop;
import arbitre.bots.search.Level;
import arbitre.bots.search.Search;
import arbitre.bots.search.SearchLimits;
import arbitre.bots.search.TranspositionTable;
import arbitre.bots.time.TimeBudget;
import arbitre.engine.awale.RuleSet;
import arbitre.engine.fenix.FenixBoard;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.PrintStream;
import java.util.Arrays;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import java.util.function.Supplier;

/**
 * {@code java -jar bots.jar <iddfs|random|greedy|bench> [options]}: runs one bundled bot for one
 * game over standard input and output, or the search benchmark. Each bot plays Awale, Kalah and
 * Fenix: the game comes from {@code --game} or {@code ARBITRE_GAME}, else from the referee's first
 * line ({@link GameSelection}). A command line or an
 * {@code ARBITRE_*} variable that cannot be used prints one line on standard error and exits with
 * {@link ExitCode#USAGE}.
 */
public final class BotMain {
    static final int DEFAULT_TABLE_MB = 64;
    static final long DEFAULT_BENCH_MS = 2000;
    /**
     * How long iddfs searches the start position while it starts up, by default: long enough for
     * the JVM to compile the search, so that the first moves are not played by the interpreter.
     */
    static final long DEFAULT_WARM_UP_MS = 250;
    /** The seed of a level's random moves when neither {@code --seed} nor {@code ARBITRE_SEED} gives one. */
    static final long DEFAULT_LEVEL_SEED = 1;
    /** The most nodes a move may be given with {@code --nodes}. */
    static final long MAX_NODES = 1_000_000_000_000L;

    static final String USAGE = """
            Usage: java -jar bots.jar <bot> [options]

            Bots (each plays one game of Awale, Kalah or Fenix on standard input and
            output, as docs/protocol.md and docs/fenix.md say):
              iddfs    iterative-deepening alpha-beta search
              random   a uniformly random legal move
              greedy   the move that captures the most seeds at once (Fenix: the
                       capture that leaves the opponent the least to take back)
              bench    not a bot: the search's speed and depth on fixed positions

            Options:
              --game awale|kalah|fenix the game (default: ARBITRE_GAME, else Kalah when the
                                       first line is POSITION, else Awale; Fenix must be
                                       named; bench: Awale) [iddfs, random, greedy, bench]
              --rules official|report  Awale rule set (default: ARBITRE_RULES, else official)
                                       [iddfs, random, greedy, bench]
              --move-ms N              the referee's per-move limit in ms; iddfs searches for
                                       it less a reserve of 20% or more, 40 ms at least, more
                                       on a loaded machine (default: ARBITRE_MOVE_MS, else 3000)
                                       [iddfs]
              --bank-ms N              the time bank per game in ms, 0 for none; iddfs spends
                                       a share of what is left of it on each Kalah or Fenix
                                       ply; Fenix with a bank has no per-move limit unless
                                       one is set (default: ARBITRE_BANK_MS, else 0) [iddfs]
              --increment-ms N         added to the bank after each move (default:
                                       ARBITRE_INCREMENT_MS, else 0) [iddfs]
              --depth N                search exactly N plies per move, with no time limit
                                       [iddfs]
              --nodes N                search about N nodes per move, with no time limit:
                                       the same games on any machine under any load,
                                       for comparing versions [iddfs]
              --level N                a level of the game's ladder, 1 (the weakest) to 15
                                       in the Awale, 10 in Kalah, 7 in Fenix, or 'full'
                                       (the full bot, as without --level): each
                                       caps the search's depth or nodes, and the lowest
                                       play some moves at random, drawn from the seed;
                                       see docs/students.md (default: full) [iddfs]
              --table-mb N             transposition table size in MB (default 64)
                                       [iddfs, bench]
              --warm-up-ms N           search the start for N ms before reading the first
                                       line, so that the JVM has compiled the search by the
                                       first move; 0 for none (default 250; none with
                                       --depth or --nodes) [iddfs]
              --seed N                 random seed, for a reproducible game (default:
                                       ARBITRE_SEED, else from the clock; for iddfs's
                                       levels, else 1; printed on standard error)
                                       [random, greedy, iddfs]
              --think-ms N             answer N ms after the turn began, for timing
                                       benchmarks, and report on standard error when each
                                       answer was flushed (default 0) [random, Awale]
              --ms N                   search time per position (default 2000) [bench]
              --help                   this text

            Exit codes: 0 the game or the command ended normally, 1 the input broke the
            protocol (an illegal or malformed move), 2 a bad option or ARBITRE_* variable.
            """;

    private BotMain() {}

    public static void main(String[] args) {
        long processStart = ProcessClock.processStartNanos();
        int code = run(args, System.getenv(), System.in, System.out, System.err, processStart, true);
        System.exit(code);
    }

    /**
     * Runs a command and returns its exit code.
     *
     * @param processStartNanos when this process started ({@link ProcessClock}), from which the
     *     first move is timed when {@code ownProcess} is set and the referee does not say that it
     *     keeps start-up off the clock ({@code ARBITRE_STARTUP_MS})
     * @param ownProcess whether the bot runs as its own process; when not, the first move is timed
     *     from its first read
     */
    public static int run(
            String[] args,
            Map<String, String> environment,
            InputStream in,
            OutputStream out,
            PrintStream err,
            long processStartNanos,
            boolean ownProcess) {
        if (args.length == 0) {
            err.println("bots: which bot? iddfs, random, greedy or bench (try --help)");
            return ExitCode.USAGE;
        }
        List<String> options = Arrays.asList(args).subList(1, args.length);
        boolean help = false;
        for (String arg : args) {
            help |= isHelp(arg);
        }
        if (help) {
            PrintStream stdout = new PrintStream(out, true);
            stdout.print(USAGE);
            stdout.flush();
            return ExitCode.OK;
        }
        String command = args[0];
        try {
            if (command.equals("bench")) {
                Arguments parsed =
                        Arguments.parse(command, options, Set.of("game", "ms", "rules", "table-mb"), environment);
                long ms = parsed.longValue("ms", 1, 3_600_000, DEFAULT_BENCH_MS);
                int tableMb = parsed.intValue("table-mb", 1, 16_384, DEFAULT_TABLE_MB);
                Game benchGame = parsed.game() == null ? Game.AWALE : parsed.game();
                RuleSet rules = awaleRules(parsed, benchGame);
                new Bench(benchGame, rules, tableMb, ms).run(new PrintStream(out, true));
                return ExitCode.OK;
            }
            Map<Game, Supplier<Conversation>> conversations = new EnumMap<>(Game.class);
            Game game;
            boolean reportTiming = false;
            long warmUpMs = 0;
            switch (command) {
                case "iddfs" -> {
                    Arguments parsed = Arguments.parse(
                            command,
                            options,
                            Set.of(
                                    "game",
                                    "rules",
                                    "move-ms",
                                    "bank-ms",
                                    "increment-ms",
                                    "depth",
                                    "nodes",
                                    "table-mb",
                                    "warm-up-ms",
                                    "level",
                                    "seed"),
                            environment);
                    game = parsed.game();
                    RuleSet rules = awaleRules(parsed, game);
                    // Each game has its own ladder: a bot told its game is held to that game's levels now;
                    // one that learns it from the first line, once it knows.
                    Strength named = game == null ? null : Strength.of(parsed, command, game);
                    if (game == null) {
                        Strength.anyGame(parsed, command);
                    }
                    // A level's random moves are drawn from the seed: the same seed, the same games.
                    long seed = parsed.seed(DEFAULT_LEVEL_SEED);
                    if (named != null) {
                        named.tell(command, seed, err);
                    }
                    java.util.function.Function<Game, Strength> strength = each -> {
                        if (named != null) {
                            return named;
                        }
                        Strength chosen = Strength.of(parsed, command, each);
                        chosen.tell(command, seed, err);
                        return chosen;
                    };
                    int tableMb = parsed.intValue("table-mb", 1, 16_384, DEFAULT_TABLE_MB);
                    warmUpMs = parsed.longValue("warm-up-ms", 0, 60_000, DEFAULT_WARM_UP_MS);
                    int moveMs = parsed.moveMillis();
                    long bankMs = parsed.bankMillis();
                    long incrementMs = parsed.incrementMillis();
                    conversations.put(Game.AWALE, () -> {
                        Strength awale = strength.apply(Game.AWALE);
                        return new AwaleConversation(
                                rules,
                                IddfsPlayer.create(
                                                rules,
                                                awale.level().isFull(),
                                                tableMb,
                                                awale.depth(),
                                                awale.nodes(),
                                                bankMs > 0 && !parsed.hasMoveLimit() ? 0 : moveMs,
                                                bankMs,
                                                incrementMs,
                                                err)
                                        .withRandomMoves(awale.level().randomPercent(), seed));
                    });
                    // The full Kalah bot's endgame table takes about 1.5 s to build: the bot plays
                    // with it when it can build it while it starts, before its first read, and the
                    // referee keeps that off the clock; otherwise (its game learnt from the first
                    // line, or a referee that times start-up) it plays without.
                    boolean buildEndgames = ownProcess && game != null && Arguments.startupOffTheClock(environment);
                    conversations.put(Game.KALAH, () -> {
                        Strength kalah = strength.apply(Game.KALAH);
                        SearchLimits fixed = kalah.fixed();
                        KalahEvaluation evaluation = KalahEvaluation.of(kalah.level());
                        KalahEndgames endgames = null;
                        if (evaluation == KalahEvaluation.FULL && buildEndgames) {
                            long started = System.nanoTime();
                            endgames = KalahEndgames.played(); // built once a process
                            err.println("iddfs: endgame table of every position with at most "
                                    + endgames.maxSeeds() + " seeds in pits ready in "
                                    + TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - started) + " ms");
                        }
                        return new KalahConversation((fixed != null
                                        ? KalahIddfsPlayer.fixed(tableMb, evaluation, endgames, fixed, err)
                                        : KalahIddfsPlayer.timed(
                                                tableMb,
                                                evaluation,
                                                endgames,
                                                TimeBudget.withBank(moveMs, bankMs, incrementMs),
                                                err))
                                .withRandomMoves(kalah.level().randomPercent(), seed));
                    });
                    // Fenix is played on a bank alone: a per-move limit binds only when the referee sets one.
                    FenixBoard fenixStart = fenixStart(parsed, game, command);
                    conversations.put(Game.FENIX, () -> {
                        Strength fenix = strength.apply(Game.FENIX);
                        SearchLimits fixed = fenix.fixed();
                        return new FenixConversation(
                                (fixed != null
                                                ? FenixIddfsPlayer.fixed(
                                                        FenixNode.search(TranspositionTable.ofMegabytes(tableMb)),
                                                        fixed,
                                                        err)
                                                : FenixIddfsPlayer.timed(
                                                        tableMb,
                                                        bankMs > 0 && !parsed.hasMoveLimit()
                                                                ? TimeBudget.bankOnly(bankMs, incrementMs)
                                                                : TimeBudget.withBank(moveMs, bankMs, incrementMs),
                                                        err))
                                        .withRandomMoves(fenix.level().randomPercent(), seed),
                                fenixStart);
                    });
                }
                case "random", "greedy" -> {
                    boolean random = command.equals("random");
                    Arguments parsed = Arguments.parse(
                            command,
                            options,
                            random ? Set.of("game", "rules", "seed", "think-ms") : Set.of("game", "rules", "seed"),
                            environment);
                    game = parsed.game();
                    RuleSet rules = awaleRules(parsed, game);
                    long seed = parsed.seed(
                            System.nanoTime() ^ ProcessHandle.current().pid() * 0x9E37_79B9_7F4A_7C15L);
                    err.println(command + ": seed " + seed);
                    long thinkMs = random ? parsed.longValue("think-ms", 0, 3_600_000, 0) : 0;
                    // A bot that answers at a set time reports when it did, for timing benchmarks.
                    reportTiming = thinkMs > 0;
                    conversations.put(
                            Game.AWALE,
                            () -> new AwaleConversation(
                                    rules, random ? new RandomPlayer(seed, thinkMs) : new GreedyPlayer(seed)));
                    conversations.put(
                            Game.KALAH,
                            () -> new KalahConversation(
                                    random ? new KalahRandomPlayer(seed) : new KalahGreedyPlayer(seed)));
                    FenixBoard fenixStart = fenixStart(parsed, game, command);
                    conversations.put(
                            Game.FENIX,
                            () -> new FenixConversation(
                                    random ? new FenixRandomPlayer(seed) : new FenixGreedyPlayer(seed), fenixStart));
                }
                default ->
                    throw new UsageException("bots: unknown bot '" + command
                            + "' (expected iddfs, random, greedy or bench; try --help)");
            }
            // A search plays each game of a process that stays up as a new process would (a new table,
            // a full bank), so that games at fixed limits are the same either way; a random player
            // keeps its generator, or it would play the same game again and again.
            Conversation conversation = new GameSelection(game, conversations, command.equals("iddfs"));
            if (ownProcess) {
                // Before the first read: a referee that waits for its bots to be ready keeps this off the clock.
                conversation.warmUp(TimeUnit.MILLISECONDS.toNanos(warmUpMs));
            }
            // A referee that waits for its bots to be ready may have started this one long before its
            // game: the process's start says nothing of when the first line was sent.
            ProtocolLoop loop = ownProcess && !Arguments.startupOffTheClock(environment)
                    ? ProtocolLoop.forProcess(command, conversation, processStartNanos)
                    : ProtocolLoop.fromFirstRead(command, conversation);
            if (ownProcess && "1".equals(environment.get("ARBITRE_STAY_UP"))) {
                // The referee offers to keep this process for its next game: it is accepted.
                loop = loop.stayingUp();
            }
            return (reportTiming ? loop.withTimingReport() : loop).run(in, out, err);
        } catch (UsageException e) {
            err.println(e.getMessage());
            return ExitCode.USAGE;
        }
    }

    /**
     * What {@code --level}, {@code --depth} and {@code --nodes} make of a game's search: the level
     * of that game's ladder (the full bot when none is given), and its cap. A level below the full
     * bot caps the search's depth or nodes itself, so neither may be given beside it.
     */
    private record Strength(Level level, int depth, long nodes) {
        static Strength of(Arguments parsed, String command, Game game) {
            Level level = Ladders.top(game);
            if (parsed.has("level")) {
                try {
                    level = Ladders.parse(parsed.text("level"), game);
                } catch (IllegalArgumentException e) {
                    throw new UsageException(command + ": option --level: " + e.getMessage());
                }
            }
            if (!level.isFull() && (parsed.has("depth") || parsed.has("nodes"))) {
                throw new UsageException(command + ": --level " + level.number()
                        + " sets the search's depth or nodes itself; --depth and --nodes go with the full bot only");
            }
            int depth = parsed.intValue("depth", 1, Search.MAX_DEPTH, level.maxDepth());
            long nodes = parsed.longValue("nodes", 1, MAX_NODES, level.maxNodes());
            if (depth > 0 && nodes > 0) {
                throw new UsageException(command + ": --depth and --nodes cannot be used together");
            }
            return new Strength(level, depth, nodes);
        }

        /**
         * Refuses, for a bot not yet told its game, what no game would take: a {@code --level} that
         * is a level of no game's ladder, or a depth or node count that is wrong whatever the game.
         */
        static void anyGame(Arguments parsed, String command) {
            Game taking = Game.AWALE;
            if (parsed.has("level")) {
                for (Game each : Game.values()) {
                    try {
                        Ladders.parse(parsed.text("level"), each);
                        taking = each;
                        break;
                    } catch (IllegalArgumentException e) {
                        // Another game's ladder may have it; the Awale's names the levels when none does.
                    }
                }
            }
            of(parsed, command, taking);
        }

        /** A fixed depth or number of nodes, the same for every game; {@code null} to play on the clock. */
        SearchLimits fixed() {
            return SearchLimits.fixed(depth, nodes);
        }

        /** Says on standard error which level plays, for a level below the full bot. */
        void tell(String command, long seed, PrintStream err) {
            if (!level.isFull()) {
                err.println(command + ": level " + level.number() + " (" + level.describe() + "), seed " + seed);
            }
        }
    }

    /**
     * The Awale rule set, read only when the game may be the Awale: a referee of another game may
     * set {@code ARBITRE_RULES} to that game's own variant.
     */
    private static RuleSet awaleRules(Arguments parsed, Game game) {
        return game == null || game == Game.AWALE ? parsed.variant(RuleSet::fromName) : RuleSet.OFFICIAL;
    }

    /**
     * The Fenix start from {@code ARBITRE_START}, read only when the game is Fenix: the other games
     * name their starts otherwise (Kalah's {@code POSITION} line).
     */
    private static FenixBoard fenixStart(Arguments parsed, Game game, String command) {
        if (game != Game.FENIX) {
            return FenixBoard.start();
        }
        try {
            return FenixConversation.startBoard(parsed.start());
        } catch (IllegalArgumentException e) {
            throw new UsageException(command + ": " + Arguments.START_VARIABLE + ": " + e.getMessage());
        }
    }

    private static boolean isHelp(String arg) {
        return arg.equals("--help") || arg.equals("-h") || arg.equals("help");
    }
}
