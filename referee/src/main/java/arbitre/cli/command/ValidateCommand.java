package arbitre.cli.command;

import arbitre.cli.exit.ExitCode;
import arbitre.cli.exit.UsageException;
import arbitre.cli.options.ClockOptions;
import arbitre.cli.options.GameOptions;
import arbitre.cli.options.SandboxOptions;
import arbitre.clock.TimeControl;
import arbitre.game.GameRegistry;
import arbitre.game.GameType;
import arbitre.sandbox.Sandbox;
import arbitre.sandbox.SandboxSpec;
import arbitre.tournament.config.BotLayout;
import arbitre.tournament.config.ConfigException;
import arbitre.tournament.config.ConfigLoader;
import arbitre.tournament.config.TournamentConfig;
import arbitre.validate.BotList;
import arbitre.validate.BotReport;
import arbitre.validate.Candidate;
import arbitre.validate.JsonResults;
import arbitre.validate.JunitXml;
import arbitre.validate.TextReport;
import arbitre.validate.ValidationSettings;
import arbitre.validate.Validator;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import picocli.CommandLine.ArgGroup;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code arbitre validate}: checks a bot submission, or a class's worth of them, against the protocol. */
@Command(
        name = "validate",
        mixinStandardHelpOptions = true,
        sortOptions = false,
        customSynopsis = "arbitre validate (--bot=CMD | --bots=FILE) [OPTIONS]",
        optionListHeading = "%nOptions:%n",
        description = {
            "Checks that a bot keeps the protocol, before it is submitted (or a whole class of bots).",
            "Plays the bot against the seeded random bot through the real referee, and checks: 1 it starts,"
                    + " 2 it answers START, 3 it answers as player 2, 4 nothing out of turn, no debug text on"
                    + " standard output, every move flushed, 5 N full games with no forfeit, 6 its slowest move"
                    + " (WARN above 80%% of the limit), 7 it exits after END and leaves no process behind,"
                    + " 8 (with --min-score or --min-level) it scores enough, 9 (with --openings) it plays from an opening"
                    + " (OPENING m1 … mk before its first request).",
            "Each check is PASS, WARN (a pass) or FAIL with a reason; a failure shows where it happened and the"
                    + " bot's last output. With --bots, validates every bot of a list and prints a summary table.",
        },
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {
            "0:every check passed (WARN included)",
            "1:a check failed",
            "2:bad usage",
            "3:a file could not be read or written",
            "130:interrupted (Ctrl-C)"
        })
public final class ValidateCommand implements Callable<Integer> {

    @Spec
    private CommandSpec spec;

    @Option(
            names = "--bot",
            paramLabel = "CMD",
            description = "The bot's command line (as player 1, and as player 2 without --bot-p2).")
    private String command;

    @Option(names = "--bot-p2", paramLabel = "CMD", description = "The bot's command line when it plays second.")
    private String commandAsPlayer2;

    @Option(names = "--name", paramLabel = "NAME", description = "The bot's name (default: from its command).")
    private String name;

    @Option(
            names = "--bots",
            paramLabel = "FILE",
            description = "A list of bots, one per line: 'name: command' or a command; # starts a comment. "
                    + "Or a tournament config (.json): its bots, with their folders, variables and per-side commands.")
    private Path botList;

    @ArgGroup(validate = false, heading = "%nGame:%n", order = 1)
    private GameOptions gameOptions = new GameOptions();

    @ArgGroup(validate = false, heading = "%nClock:%n", order = 2)
    private ClockOptions clockOptions = new ClockOptions();

    @Option(
            names = "--games",
            paramLabel = "N",
            defaultValue = "4",
            description = "Games against the random bot, alternating sides, at least 2 (default: ${DEFAULT-VALUE}).")
    private int games;

    @Option(
            names = "--openings",
            description = "Also check that the bot plays from an opening: two more games from a "
                    + ValidationSettings.OPENING_PLIES + "-ply opening, told with OPENING before the first request.")
    private boolean openings;

    @Option(
            names = "--min-score",
            paramLabel = "X",
            description = "Also require this share (0..1) of the points against the random bot (a win 1, a draw 1/2).")
    private Double minScore;

    @Option(
            names = "--min-level",
            paramLabel = "N",
            description = "Play every game against level N of the bundled bot (builtin:iddfs --level N: 1 up to the"
                    + " top of the game's ladder, or full) instead of the random bot, and require half of the points"
                    + " (or --min-score's share).")
    private String minLevel;

    @Option(
            names = "--seed",
            paramLabel = "N",
            defaultValue = "1",
            description = "The random bot's seed in game 1, then +1 per game (default: ${DEFAULT-VALUE}).")
    private long seed;

    @Option(
            names = "--output",
            paramLabel = "DIR",
            description = "Where the match logs go, a folder per bot (default: results/validate/<time>).")
    private Path output;

    @Option(
            names = "--junit",
            paramLabel = "FILE",
            description = "Also write the results as JUnit XML, a test suite per bot.")
    private Path junit;

    @Option(names = "--json", paramLabel = "FILE", description = "Also write the results as JSON.")
    private Path json;

    /**
     * On where bubblewrap is installed, as in a tournament
     * (a tournament config's own {@code "sandbox"} setting holds for its bots).
     */
    @ArgGroup(validate = false, heading = "%nSandbox:%n", order = 3)
    private SandboxOptions sandboxOptions = new SandboxOptions();

    @Option(
            names = "--concurrency",
            paramLabel = "N",
            defaultValue = "1",
            description =
                    "Bots of a list validated at once, at most the number of processors (default: ${DEFAULT-VALUE}).")
    private int concurrency;

    @Override
    public Integer call() throws IOException {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        TournamentConfig tournament = tournament();
        ValidationSettings settings = settings(tournament);
        List<Candidate> candidates = tournament != null ? fromTournament(tournament) : candidates();
        if (settings.sandbox() != null && Sandbox.unavailable().isPresent()) {
            err.println("arbitre: " + Sandbox.unavailable().get());
            return ExitCode.ERROR;
        }
        if (settings.sandbox() == null) {
            err.println(SandboxOptions.unconfined());
        }
        if (tournament != null && settings.sandbox() != null) {
            // The tournament refuses a class whose bots would see each other's files or the config; so does its triage.
            List<String> layout = BotLayout.problems(tournament);
            if (!layout.isEmpty()) {
                throw new UsageException(BotLayout.refusal(layout));
            }
        }
        int threads = concurrency;
        if (concurrency > Validator.maxConcurrency()) {
            threads = Validator.maxConcurrency();
            err.println("arbitre: --concurrency " + concurrency + " is more than the " + threads
                    + " processors; validating " + threads + " at a time");
        }
        out.println(
                settings.sandbox() != null
                        ? "sandbox: on, as in a tournament (its limits, a clean environment: PATH, LANG, the bot's own"
                                + " variables)"
                        : "sandbox: off (--no-sandbox, or no bubblewrap here); a tournament runs its bots sandboxed"
                                + " where bubblewrap is installed");
        out.println("match logs: " + settings.outputDir());
        out.flush();
        List<BotReport> reports;
        try {
            reports = new Validator(settings).validateAll(candidates, threads, report -> {
                synchronized (out) {
                    TextReport.bot(report).forEach(out::println);
                    out.println();
                    out.flush();
                }
            });
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            err.println("arbitre: interrupted; the bots were stopped");
            return ExitCode.INTERRUPTED;
        }
        if (botList != null) {
            TextReport.table(reports).forEach(out::println);
        }
        if (junit != null) {
            JunitXml.write(junit, reports);
            out.println("JUnit XML: " + junit);
        }
        if (json != null) {
            JsonResults.write(json, reports);
            out.println("JSON: " + json);
        }
        out.flush();
        return reports.stream().allMatch(BotReport::passed) ? ExitCode.OK : ExitCode.FAILED;
    }

    /** The tournament config given as --bots, or {@code null} for a bot or a plain list of bots. */
    private TournamentConfig tournament() {
        if (botList == null || !botList.getFileName().toString().endsWith(".json")) {
            return null;
        }
        if (command != null) {
            throw new UsageException("give either --bot CMD or --bots FILE");
        }
        if (commandAsPlayer2 != null || name != null) {
            throw new UsageException("--bot-p2 and --name go with --bot, not with --bots");
        }
        try {
            return ConfigLoader.load(botList);
        } catch (ConfigException e) {
            throw new UsageException(e.getMessage(), e);
        }
    }

    /**
     * The settings of the games. With a tournament's config, its bots are validated as the
     * tournament plays them: its game, start, clock and rule set (an option given here still wins),
     * and its sandbox setting.
     */
    private ValidationSettings settings(TournamentConfig tournament) {
        if (concurrency < 1) {
            throw new UsageException("--concurrency must be 1 or more, got " + concurrency);
        }
        try {
            picocli.CommandLine.ParseResult parsed = spec.commandLine().getParseResult();
            TimeControl clock = tournament == null
                    ? clockOptions.timeControl()
                    : clockOptions.over(tournament.timeControl(), parsed::hasMatchedOption);
            Path folder = output != null ? output : defaultOutput();
            if (tournament != null && !parsed.hasMatchedOption("--game")) {
                // The config's game, start and rule set; --start and --rules given here still win.
                GameType type = GameRegistry.get(tournament.game());
                String start = parsed.hasMatchedOption("--start")
                        ? parsed.matchedOptionValue("--start", "")
                        : tournament.start();
                String ruleSet =
                        gameOptions.rules().given() ? gameOptions.rules().name() : tournament.rules();
                if (!type.variants().contains(ruleSet)) {
                    throw new UsageException(
                            "--rules " + ruleSet + " is not a rule set of " + type.name() + ", the game of " + botList
                                    + " (its rule sets: " + String.join(", ", type.variants()) + ")");
                }
                type.start(ruleSet, start);
                return new ValidationSettings(
                        type.name(),
                        start,
                        ruleSet,
                        clock,
                        games,
                        minScore,
                        seed,
                        folder,
                        sandbox(tournament),
                        openings,
                        minLevel(type.name()));
            }
            return new ValidationSettings(
                    gameOptions.game().type().name(),
                    gameOptions.game().start(),
                    gameOptions.variant(),
                    clock,
                    games,
                    minScore,
                    seed,
                    folder,
                    sandbox(tournament),
                    openings,
                    minLevel(gameOptions.game().type().name()));
        } catch (IllegalArgumentException e) {
            throw new UsageException(e.getMessage(), e);
        }
    }

    /** The level of {@code --min-level} on the game's ladder, by number, or {@code null}. */
    private Integer minLevel(String game) {
        if (minLevel == null) {
            return null;
        }
        try {
            return arbitre.bots.Ladders.parse(minLevel, arbitre.bots.protocol.Game.fromName(game))
                    .number();
        } catch (IllegalArgumentException e) {
            throw new UsageException("--min-level: " + e.getMessage());
        }
    }

    private List<Candidate> candidates() throws IOException {
        if ((command == null) == (botList == null)) {
            throw new UsageException("give either --bot CMD or --bots FILE");
        }
        if (botList != null && (commandAsPlayer2 != null || name != null)) {
            throw new UsageException("--bot-p2 and --name go with --bot, not with --bots");
        }
        String problem = name == null ? null : arbitre.tournament.config.BotNames.problem(name);
        if (problem != null) {
            throw new UsageException("--name: " + problem);
        }
        try {
            if (botList != null) {
                return BotList.read(botList, MatchCommand::defaultName);
            }
            Candidate candidate =
                    Candidate.of(name != null ? name : MatchCommand.defaultName(command), command, commandAsPlayer2);
            candidate.asPlayer1().words();
            candidate.asPlayer2().words();
            return List.of(candidate);
        } catch (NoSuchFileException e) {
            throw new UsageException("bot list not found: " + botList, e);
        } catch (IllegalArgumentException e) {
            throw new UsageException(e.getMessage(), e);
        }
    }

    /** Every bot of a tournament config, each started on each side as the tournament would start it. */
    static List<Candidate> fromTournament(TournamentConfig config) {
        return config.bots().stream()
                .map(bot -> new Candidate(bot.name(), bot.spec(1, java.util.Map.of()), bot.spec(2, java.util.Map.of())))
                .toList();
    }

    /**
     * The sandbox of the games, as a tournament would run the bots: for a tournament's config, its
     * setting (on unless it turns it off); for {@code --bot} and a list, on where bubblewrap is
     * installed, as a tournament's default. {@code --sandbox}/{@code --no-sandbox} and the limits
     * given here decide over all three.
     */
    private SandboxSpec sandbox(TournamentConfig tournament) {
        if (tournament != null) {
            return sandboxOptions.limits(tournament.sandbox(), tournament.sandbox() != null);
        }
        return sandboxOptions.limits(SandboxSpec.DEFAULT, Sandbox.unavailable().isEmpty());
    }

    private static Path defaultOutput() {
        String time = LocalDateTime.now().format(DateTimeFormatter.ofPattern("yyyyMMdd-HHmmss-SSS", Locale.ROOT));
        return Path.of("results", "validate", time);
    }
}
