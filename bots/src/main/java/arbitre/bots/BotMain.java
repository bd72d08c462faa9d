package arbitre.bots;

import arbitre.bots.bench.Bench;
import arbitre.bots.cli.Arguments;
import arbitre.bots.cli.ExitCode;
import arbitre.bots.cli.UsageException;
import arbitre.bots.fenix.FenixBots;
import arbitre.bots.greedy.GreedyPlayer;
import arbitre.bots.iddfs.IddfsPlayer;
import arbitre.bots.iddfs.Search;
import arbitre.bots.protocol.BotGame;
import arbitre.bots.protocol.Player;
import arbitre.bots.protocol.ProcessClock;
import arbitre.bots.protocol.ProtocolLoop;
import arbitre.bots.random.RandomPlayer;
import arbitre.engine.RuleSet;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.PrintStream;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * {@code java -jar bots.jar <iddfs|random|greedy|bench> [options]}: runs one bundled bot for one
 * game over standard input and output, or the search benchmark. A command line or an
 * {@code ARBITRE_*} variable that cannot be used prints one line on standard error and exits with
 * {@link ExitCode#USAGE}.
 */
public final class BotMain {
    static final int DEFAULT_TABLE_MB = 64;
    static final long DEFAULT_BENCH_MS = 2000;

    static final String USAGE = """
            Usage: java -jar bots.jar <bot> [options]

            Bots (each plays one game on standard input and output, as in PROTOCOL.md):
              iddfs    iterative-deepening alpha-beta search
              random   a uniformly random legal move
              greedy   the move that captures the most seeds at once (Fenix: the
                       capture that leaves the opponent the least to take back)
              bench    not a bot: the search's speed and depth on fixed positions

            Options:
              --game awale|fenix       the game (default: ARBITRE_GAME, else awale)
                                       [iddfs, random, greedy]
              --bank-ms N              Fenix: the time bank for the whole game in ms;
                                       iddfs spends a share of what is left on each
                                       action (default: ARBITRE_BANK_MS, else none) [iddfs]
              --rules official|report  Awale rule set (default: ARBITRE_RULES, else
                                       official) [iddfs, random, greedy, bench]
              --move-ms N              the referee's per-move limit in ms; iddfs searches for
                                       two thirds of it (default: ARBITRE_MOVE_MS, else 3000)
                                       [iddfs]
              --depth N                search exactly N plies per move, with no time limit
                                       [iddfs]
              --table-mb N             transposition table size in MB (default 64)
                                       [iddfs, bench]
              --seed N                 random seed, for a reproducible game (default:
                                       ARBITRE_SEED, else from the clock; printed on standard
                                       error) [random, greedy]
              --think-ms N             answer N ms after the turn began, for timing
                                       benchmarks, and report on standard error when each
                                       answer was flushed (default 0) [random]
              --ms N                   search time per position (default 2000) [bench]
              --help                   this text

            Exit codes: 0 the game or the command ended normally, 1 the input broke the
            protocol (an illegal or malformed move), 2 a bad option or ARBITRE_* variable.
            """;

    private BotMain() {
    }

    public static void main(String[] args) {
        long processStart = ProcessClock.processStartNanos();
        int code = run(args, System.getenv(), System.in, System.out, System.err, processStart, true);
        System.exit(code);
    }

    /**
     * Runs a command and returns its exit code.
     *
     * @param processStartNanos when this process started ({@link ProcessClock}), from which the
     *     first move is timed when {@code ownProcess} is set
     * @param ownProcess whether the bot runs as its own process; when not, the first move is timed
     *     from its first read
     */
    public static int run(String[] args, Map<String, String> environment, InputStream in,
            OutputStream out, PrintStream err, long processStartNanos, boolean ownProcess) {
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
            if (!command.equals("bench") && Arguments.game(command, options, environment).equals("fenix")) {
                BotGame fenix = FenixBots.create(command, options, environment, clockSeed(), err);
                return (ownProcess ? ProtocolLoop.forProcess(command, fenix, processStartNanos)
                        : ProtocolLoop.inProcess(command, fenix)).run(in, out, err);
            }
            if (command.equals("bench")) {
                Arguments parsed = Arguments.parse(command, options, Set.of("ms", "rules", "table-mb"), environment);
                long ms = parsed.longValue("ms", 1, 3_600_000, DEFAULT_BENCH_MS);
                int tableMb = parsed.intValue("table-mb", 1, 16_384, DEFAULT_TABLE_MB);
                RuleSet rules = parsed.rules();
                new Bench(rules, tableMb, ms).run(new PrintStream(out, true));
                return ExitCode.OK;
            }
            Player player;
            RuleSet rules;
            boolean reportTiming = false;
            switch (command) {
                case "iddfs" -> {
                    Arguments parsed = Arguments.parse(command, options,
                            Set.of("game", "rules", "move-ms", "depth", "table-mb"), environment);
                    rules = parsed.rules();
                    int depth = parsed.intValue("depth", 1, Search.MAX_DEPTH, 0);
                    int tableMb = parsed.intValue("table-mb", 1, 16_384, DEFAULT_TABLE_MB);
                    int moveMs = parsed.moveMillis();
                    player = IddfsPlayer.create(rules, tableMb, depth, moveMs, err);
                }
                case "random", "greedy" -> {
                    Arguments parsed = Arguments.parse(command, options,
                            command.equals("random") ? Set.of("game", "rules", "seed", "think-ms")
                                    : Set.of("game", "rules", "seed"),
                            environment);
                    rules = parsed.rules();
                    long seed = parsed.seed(clockSeed());
                    err.println(command + ": seed " + seed);
                    long thinkMs = command.equals("random") ? parsed.longValue("think-ms", 0, 3_600_000, 0) : 0;
                    // A bot that answers at a set time reports when it did, for timing benchmarks.
                    reportTiming = thinkMs > 0;
                    player = command.equals("random") ? new RandomPlayer(seed, thinkMs) : new GreedyPlayer(seed);
                }
                default -> throw new UsageException(
                        "bots: unknown bot '" + command + "' (expected iddfs, random, greedy or bench; try --help)");
            }
            ProtocolLoop loop = ownProcess
                    ? ProtocolLoop.forProcess(command, rules, player, processStartNanos)
                    : ProtocolLoop.inProcess(command, rules, player);
            return (reportTiming ? loop.withTimingReport() : loop).run(in, out, err);
        } catch (UsageException e) {
            err.println(e.getMessage());
            return ExitCode.USAGE;
        }
    }

    /** A seed for a game nobody asked to repeat: from the clock and the process id. */
    private static long clockSeed() {
        return System.nanoTime() ^ ProcessHandle.current().pid() * 0x9E37_79B9_7F4A_7C15L;
    }

    private static boolean isHelp(String arg) {
        return arg.equals("--help") || arg.equals("-h") || arg.equals("help");
    }
}
