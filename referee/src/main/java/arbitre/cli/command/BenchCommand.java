package arbitre.cli.command;

import arbitre.bench.Bench;
import arbitre.bench.BenchException;
import arbitre.bench.FairnessBench;
import arbitre.bench.RankingBench;
import arbitre.bench.RefereeBench;
import arbitre.bench.RemoteBench;
import arbitre.bench.SandboxBench;
import arbitre.bench.StartupBench;
import arbitre.bench.ThroughputBench;
import arbitre.bench.TimingBench;
import arbitre.cli.exit.ExitCode;
import arbitre.cli.exit.UsageException;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.function.Supplier;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code arbitre bench}: what the referee costs the bots, measured against a bare pipe in the same run.
 * Each sub-command reads its options and hands them to its benchmark in {@code arbitre.bench}.
 */
@Command(
        name = "bench",
        mixinStandardHelpOptions = true,
        description = "Benchmarks of the referee (not tests: run them on a quiet machine).",
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {"0:done", "2:bad usage", "3:a benchmark could not run"},
        subcommands = {
            BenchCommand.Overhead.class,
            BenchCommand.Timing.class,
            BenchCommand.Fairness.class,
            BenchCommand.Throughput.class,
            BenchCommand.Sandbox.class,
            BenchCommand.Ranking.class,
            BenchCommand.Startup.class,
            BenchCommand.Remote.class
        })
public final class BenchCommand implements Runnable {

    @Spec
    private CommandSpec spec;

    @Override
    public void run() {
        spec.commandLine().usage(spec.commandLine().getOut());
    }

    /**
     * Runs a benchmark made from the options: a setting it refuses is bad usage, a benchmark that
     * cannot run here is named on standard error.
     */
    static int measure(CommandSpec spec, Supplier<Bench> make) throws Exception {
        try {
            return make.get().run(spec.commandLine().getOut()) ? ExitCode.OK : ExitCode.FAILED;
        } catch (IllegalArgumentException e) {
            throw new UsageException(e.getMessage(), e);
        } catch (BenchException e) {
            spec.commandLine().getErr().println("arbitre bench " + spec.name() + ": " + e.getMessage());
            return ExitCode.ERROR;
        }
    }

    /** {@code arbitre bench remote}: the options of {@link RemoteBench}. */
    @Command(
            name = "remote",
            mixinStandardHelpOptions = true,
            description = {
                "Measures what a remote seat adds to a move against a local seat, in the same run.",
                "A seat served in this process is played by a bridge ('arbitre connect') in a process of its own,"
                        + " on the loopback and through a proxy that delays every chunk by each of DELAYS ms each way;"
                        + " its opponent is the same bot (builtin:random) run by the referee. For each setting it"
                        + " reports the mean time from the referee's request to the answer on both seats, the round"
                        + " trip the server measured, and what the remote seat added beyond it.",
                "Then a remote bot that thinks 80%% of the limit plays through the slowest network, and its"
                        + " forfeits on time are counted.",
            },
            exitCodeListHeading = "%nExit codes:%n",
            exitCodeList = {
                "0:done, no forfeit",
                "1:a game was forfeited",
                "2:bad usage",
                "3:the benchmark could not run"
            })
    static final class Remote implements Callable<Integer> {
        @Spec
        private CommandSpec spec;

        @Option(
                names = "--games",
                paramLabel = "N",
                defaultValue = "4",
                description = "Games per network (default: ${DEFAULT-VALUE}).")
        private int games;

        @Option(
                names = "--delays",
                split = ",",
                defaultValue = "0,50,200",
                paramLabel = "MS",
                description = "The proxy's delay each way, in ms; 0 is the loopback without a proxy"
                        + " (default: ${DEFAULT-VALUE}).")
        private List<Long> delays;

        @Option(
                names = "--move-ms",
                paramLabel = "MS",
                defaultValue = "1000",
                description = "The move limit (default: ${DEFAULT-VALUE}).")
        private long moveMs;

        @Option(
                names = "--think-games",
                paramLabel = "N",
                defaultValue = "1",
                description = "Games of the bot that thinks 80%% of the limit, through the slowest network; 0 for"
                        + " none (default: ${DEFAULT-VALUE}).")
        private int thinkGames;

        @Override
        public Integer call() throws Exception {
            return measure(spec, () -> new RemoteBench(games, delays, moveMs, thinkGames));
        }
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

        @Option(
                names = "--games",
                paramLabel = "N",
                defaultValue = "20",
                description = "Games to play (default: ${DEFAULT-VALUE}).")
        private int games;

        @Option(
                names = "--bot",
                paramLabel = "CMD",
                defaultValue = "builtin:random",
                description = "The instant bot playing both sides (default: ${DEFAULT-VALUE}).")
        private String bot;

        @Option(
                names = "--round-trips",
                paramLabel = "N",
                defaultValue = "20000",
                description = "Round trips of the bare pipe baseline (default: ${DEFAULT-VALUE}).")
        private int roundTrips;

        @Override
        public Integer call() throws Exception {
            return measure(spec, () -> new RefereeBench(games, bot, roundTrips));
        }
    }

    /** {@code arbitre bench fairness}: the options of {@link FairnessBench}. */
    @Command(
            name = "fairness",
            mixinStandardHelpOptions = true,
            description = "Plays series between correct bots of several kinds (thinking 90%% of the limit, instant"
                    + " native, Python, JVM) at several limits, CONCURRENCY games at once, on a quiet machine and beside"
                    + " one busy loop per core, and counts the bots' forfeits on time (all false verdicts), the"
                    + " timeouts the referee found the machine's doing (still so after the last replay) and the games"
                    + " played again for it, the referee's latency and the start-up taken off the clock.",
            exitCodeListHeading = "%nExit codes:%n",
            exitCodeList = {"0:done", "2:bad usage", "3:the benchmark could not run"})
    static final class Fairness implements Callable<Integer> {
        @Spec
        private CommandSpec spec;

        @Option(
                names = "--limits",
                paramLabel = "MS[,MS...]",
                split = ",",
                defaultValue = "100,300,1000",
                description = "Move limits in ms (default: ${DEFAULT-VALUE}).")
        private List<Long> limits;

        @Option(
                names = "--kinds",
                paramLabel = "KIND[,KIND...]",
                split = ",",
                defaultValue = "thinking,instant,python,jvm",
                description = "Bot kinds (default: ${DEFAULT-VALUE}).")
        private List<String> kinds;

        @Option(
                names = "--concurrency",
                paramLabel = "N[,N...]",
                split = ",",
                description = "Games at once (default: 1 and the number of cores).")
        private List<Integer> concurrency;

        @Option(
                names = "--load",
                paramLabel = "LOAD[,LOAD...]",
                split = ",",
                defaultValue = "quiet,busy",
                description = "quiet, and busy: one busy loop per core beside the games (default: ${DEFAULT-VALUE}).")
        private List<String> loads;

        @Option(
                names = "--games",
                paramLabel = "N",
                defaultValue = "2",
                description = "Games per case (even; default: ${DEFAULT-VALUE}).")
        private int games;

        @Option(
                names = "--arbitre",
                paramLabel = "CMD",
                description = "A referee to measure, as a command (for instance 'java -jar old/arbitre.jar'); "
                        + "repeat to compare (default: this one).")
        private List<String> referees;

        @Option(names = "--sandbox", description = "Run the bots in the sandbox (default: unconfined).")
        private boolean sandbox;

        @Override
        public Integer call() throws Exception {
            return measure(spec, () -> new FairnessBench(limits, kinds, concurrency, loads, games, referees, sandbox));
        }
    }

    /** {@code arbitre bench ranking}: the options of {@link RankingBench}. */
    @Command(
            name = "ranking",
            mixinStandardHelpOptions = true,
            description = "Simulates classes of bots of known Elo, ranked by a round robin and by Swiss tournaments,"
                    + " and prints how close each order is to the truth and to each other (Spearman's rho), how"
                    + " often the winners agree, and the games each format needs; and, as the ceiling of any"
                    + " format, how far a second round robin of the same class agrees with the first. Plays no"
                    + " real game: games are drawn from the Elo formula.")
    static final class Ranking implements Callable<Integer> {
        @Spec
        private CommandSpec spec;

        @Option(
                names = "--bots",
                paramLabel = "N[,N...]",
                split = ",",
                defaultValue = "32,100,200",
                description = "Class sizes (default: ${DEFAULT-VALUE}).")
        private List<Integer> bots;

        @Option(
                names = "--rounds",
                paramLabel = "R[,R...]",
                split = ",",
                description = "Swiss rounds to try (default: the Swiss's default for each size, and the most"
                        + " rounds within 10%% of the round robin's games).")
        private List<Integer> rounds;

        @Option(
                names = "--games-per-pair",
                paramLabel = "N",
                defaultValue = "2",
                description = "Games per pairing (default: ${DEFAULT-VALUE}).")
        private int gamesPerPair;

        @Option(
                names = "--spread",
                paramLabel = "ELO",
                defaultValue = "200",
                description = "Standard deviation of the true Elos (default: ${DEFAULT-VALUE}).")
        private double spread;

        @Option(
                names = "--draw-rate",
                paramLabel = "P",
                defaultValue = "0.1",
                description = "Draw rate of equal bots (default: ${DEFAULT-VALUE}).")
        private double drawRate;

        @Option(
                names = "--runs",
                paramLabel = "N",
                defaultValue = "50",
                description = "Classes simulated per line (default: ${DEFAULT-VALUE}).")
        private int runs;

        @Option(
                names = "--seed",
                paramLabel = "S",
                defaultValue = "1",
                description = "Seed of the simulation (default: ${DEFAULT-VALUE}).")
        private long seed;

        @Override
        public Integer call() throws Exception {
            return measure(spec, () -> new RankingBench(bots, rounds, gamesPerPair, spread, drawRate, runs, seed));
        }
    }

    /** {@code arbitre bench sandbox}: the options of {@link SandboxBench}. */
    @Command(
            name = "sandbox",
            mixinStandardHelpOptions = true,
            description = {
                "Measures the sandbox's cost against no sandbox, in the same run.",
                "Times the start-up of a trivial program (/bin/true) with and without it, the wall time per ply of"
                        + " GAMES games played alternately with and without it, and what freezing a sandboxed bot"
                        + " between its turns (SIGSTOP/SIGCONT of its processes) would cost a move.",
            },
            exitCodeListHeading = "%nExit codes:%n",
            exitCodeList = {"0:done", "2:bad usage", "3:the benchmark could not run"})
    static final class Sandbox implements Callable<Integer> {
        @Spec
        private CommandSpec spec;

        @Option(
                names = "--games",
                paramLabel = "N",
                defaultValue = "6",
                description = "Games on each side (default: ${DEFAULT-VALUE}).")
        private int games;

        @Option(
                names = "--starts",
                paramLabel = "N",
                defaultValue = "30",
                description = "Start-ups on each side (default: ${DEFAULT-VALUE}).")
        private int starts;

        @Option(
                names = "--bot",
                paramLabel = "CMD",
                defaultValue = "builtin:random",
                description = "The instant bot playing both sides (default: ${DEFAULT-VALUE}).")
        private String bot;

        @Override
        public Integer call() throws Exception {
            return measure(spec, () -> new SandboxBench(games, starts, bot));
        }
    }

    /** {@code arbitre bench startup}: the options of {@link StartupBench}. */
    @Command(
            name = "startup",
            mixinStandardHelpOptions = true,
            description = {
                "Measures the start of the command line against the start of its JVM.",
                "Runs, in turns, 'java -version' of the JVM this command runs on; 'arbitre --version' on that JVM with"
                        + " no options (a plain 'java -jar'); the same with the options the launcher gave this run"
                        + " (its class-data archive or ahead-of-time cache, its compiler and collector); and the"
                        + " launcher itself when it is known; then a match of two instant bots (builtin:random), end"
                        + " to end. Prints the median and the fastest wall time of each and its ratio to"
                        + " 'java -version' (the goal, for 'arbitre --version': 1.5 at most).",
            },
            exitCodeListHeading = "%nExit codes:%n",
            exitCodeList = {"0:done", "2:bad usage", "3:the benchmark could not run"})
    static final class Startup implements Callable<Integer> {
        @Spec
        private CommandSpec spec;

        @Option(
                names = "--runs",
                paramLabel = "N",
                defaultValue = "10",
                description = "Runs of each command, in turns (default: ${DEFAULT-VALUE}).")
        private int runs;

        @Override
        public Integer call() throws Exception {
            return measure(spec, () -> new StartupBench(runs));
        }
    }

    /** {@code arbitre bench throughput}: the options of {@link ThroughputBench}. */
    @Command(
            name = "throughput",
            mixinStandardHelpOptions = true,
            description = {
                "Times a tournament of instant bots against the same games relayed by a bare pipe loop.",
                "Plays GAMES games between two instances of an instant bot, one match at a time, as a fresh"
                        + " 'arbitre tournament' process, and the same games in a bare pipe loop, and prints the ratio.",
                "Plays them again with bots that stay up between games (\"keepBotsUp\"), and each kind of run with 2"
                        + " games, for what a further game costs beyond a run's start and end; the goal is that a"
                        + " further game between bots that stay up costs at most half a game of the bare loop.",
            },
            exitCodeListHeading = "%nExit codes:%n",
            exitCodeList = {"0:done", "2:bad usage", "3:the benchmark could not run"})
    static final class Throughput implements Callable<Integer> {
        @Spec
        private CommandSpec spec;

        @Option(
                names = "--games",
                paramLabel = "N",
                defaultValue = "200",
                description = "Games to play (even; default: ${DEFAULT-VALUE}).")
        private int games;

        @Option(
                names = "--bot",
                paramLabel = "CMD",
                description = "The bot (default: the C example bot, compiled with cc into a temporary folder).")
        private String bot;

        @Option(
                names = "--rounds",
                paramLabel = "N",
                defaultValue = "1",
                description = "Make every run N times, in turns, and print the medians, each ratio taken within"
                        + " its round (default: ${DEFAULT-VALUE}): for a machine whose speed varies from one"
                        + " minute to the next.")
        private int rounds;

        @Override
        public Integer call() throws Exception {
            return measure(spec, () -> new ThroughputBench(games, bot, rounds));
        }
    }

    /** {@code arbitre bench timing}: the options of {@link TimingBench}. */
    @Command(
            name = "timing",
            mixinStandardHelpOptions = true,
            description = {
                "Counts the timeouts of bots that think close to their limit.",
                "Plays games until MOVES moves have been made by bots that think for PERCENT of the limit,"
                        + " CONCURRENCY games at once, and counts timeouts, each attributed to the bot or to what lies"
                        + " outside it.",
            },
            exitCodeListHeading = "%nExit codes:%n",
            exitCodeList = {"0:done", "2:bad usage", "3:the benchmark could not run"})
    static final class Timing implements Callable<Integer> {
        @Spec
        private CommandSpec spec;

        @Option(
                names = "--moves",
                paramLabel = "N",
                defaultValue = "10000",
                description = "Moves to make in all (default: ${DEFAULT-VALUE}).")
        private int moves;

        @Option(
                names = "--move-ms",
                paramLabel = "MS",
                defaultValue = "100",
                description = "The move limit (default: ${DEFAULT-VALUE}).")
        private long moveMs;

        @Option(
                names = "--percent",
                paramLabel = "P",
                defaultValue = "90",
                description = "Thinking time as a share of the limit (default: ${DEFAULT-VALUE}).")
        private int percent;

        @Option(
                names = "--concurrency",
                paramLabel = "N",
                defaultValue = "1",
                description = "Games at once, at most the number of cores (default: ${DEFAULT-VALUE}).")
        private int concurrency;

        @Override
        public Integer call() throws Exception {
            return measure(spec, () -> new TimingBench(moves, moveMs, percent, concurrency));
        }
    }
}
