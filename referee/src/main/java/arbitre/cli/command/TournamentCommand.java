package arbitre.cli.command;

import arbitre.cli.ExitCode;
import arbitre.cli.UsageException;
import arbitre.cli.options.SandboxOptions;
import arbitre.cli.output.Terminal;
import arbitre.sandbox.Sandbox;
import arbitre.sandbox.SandboxSpec;
import arbitre.standings.StandingsFiles;
import arbitre.tournament.ConfigException;
import arbitre.tournament.ConfigLoader;
import arbitre.tournament.Progress;
import arbitre.tournament.Schedule;
import arbitre.tournament.Shard;
import arbitre.tournament.TournamentConfig;
import arbitre.tournament.TournamentRunner;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code arbitre tournament}: a round robin (or a gauntlet) from a config file. */
@Command(name = "tournament", mixinStandardHelpOptions = true,
        description = {
            "Plays a double round robin (each pair both sides) between the bots of a config file, many games at once,",
            "and writes every match log, the standings (JSON, Markdown) and the report into the output folder.",
            "Running the same command again resumes: finished matches are kept and skipped.",
        })
public final class TournamentCommand implements Callable<Integer> {

    @Spec
    private CommandSpec spec;

    @Parameters(index = "0", paramLabel = "CONFIG", description = "The tournament's JSON config (see configs/).")
    private Path configFile;

    @Option(names = "--output", paramLabel = "DIR",
            description = "Output folder (default: the config's \"output\", else results/<name>; "
                    + "with --shard, a shard-K-of-N folder inside it).")
    private Path output;

    @Option(names = "--shard", paramLabel = "K/N",
            description = "Play only the K-th of N parts of the schedule (1-based), for N machines.")
    private String shardText;

    @Option(names = "--gauntlet", paramLabel = "NAME", description = "Only the games of bot NAME against each other bot.")
    private String gauntlet;

    @Option(names = "--concurrency", paramLabel = "N",
            description = "Matches at once (default: the config's \"concurrency\", else the number of cores).")
    private Integer concurrency;

    @Option(names = "--list", description = "Print the schedule (match ids, with their opening and done or pending) and play nothing.")
    private boolean list;

    /** With --sandbox, the limits given here override the config's "sandbox" limits, or else the defaults. */
    @Mixin
    private SandboxOptions sandboxOptions;

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
            config = config.withOutput(folder);
            SandboxSpec fromCommandLine = sandboxOptions.limits(
                    config.sandbox() != null ? config.sandbox() : SandboxSpec.DEFAULT);
            if (fromCommandLine != null) {
                config = config.withSandbox(fromCommandLine);
            }
            List<Schedule.Match> schedule = gauntlet == null ? Schedule.roundRobin(config)
                    : Schedule.gauntlet(config, gauntlet);
            matches = Schedule.shard(schedule, shard);
        } catch (ConfigException | IllegalArgumentException e) {
            throw new UsageException(e.getMessage(), e);
        }
        if (config.sandbox() != null && Sandbox.unavailable().isPresent() && !list) {
            err.println("arbitre: " + Sandbox.unavailable().get());
            return ExitCode.ERROR;
        }
        TournamentRunner runner = new TournamentRunner(config, matches, err, Reports.publisher());
        try {
            if (list) {
                runner.inspect();
            } else {
                runner.prepare();
            }
        } catch (ConfigException e) {
            throw new UsageException(e.getMessage(), e);
        }
        List<Schedule.Match> pending = runner.pending();
        if (list) {
            for (Schedule.Match m : matches) {
                out.println(m.id() + (config.openings() != null ? " " + m.start() : "")
                        + (pending.contains(m) ? "" : " done"));
            }
            out.println(matches.size() + " matches, " + (matches.size() - pending.size()) + " done; output: "
                    + config.output());
            return ExitCode.OK;
        }
        err.println("tournament " + config.name() + ": " + matches.size() + " matches"
                + (shard.count() > 1 ? " (shard " + shard + ")" : "") + ", " + (matches.size() - pending.size())
                + " already done, " + Math.min(config.concurrency(), Runtime.getRuntime().availableProcessors())
                + " at once; output: " + config.output());
        err.flush();
        TournamentRunner.Outcome outcome;
        try (Progress progress = Progress.on(err, matches.size(), matches.size() - pending.size(),
                Terminal.isInteractive())) {
            outcome = runner.run(progress);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            err.println("arbitre: interrupted; finished matches are kept, run the same command to resume");
            return ExitCode.INTERRUPTED;
        }
        out.println();
        out.print(StandingsFiles.text(outcome.standings()));
        out.println();
        out.println("standings: " + config.output().resolve(StandingsFiles.MARKDOWN));
        if (java.nio.file.Files.exists(config.output().resolve(Reports.HTML))) {
            out.println("report: " + config.output().resolve(Reports.HTML));
        }
        out.flush();
        for (String failure : outcome.failures()) {
            err.println("arbitre: " + failure);
        }
        return outcome.failures().isEmpty() ? ExitCode.OK : ExitCode.ERROR;
    }
}
