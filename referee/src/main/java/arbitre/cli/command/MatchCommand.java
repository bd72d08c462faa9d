package arbitre.cli.command;

import arbitre.cli.exit.ExitCode;
import arbitre.cli.exit.UsageException;
import arbitre.cli.options.ClockOptions;
import arbitre.cli.options.GameOptions;
import arbitre.cli.options.SandboxOptions;
import arbitre.cli.options.SeriesOptions;
import arbitre.clock.TimeControl;
import arbitre.log.MatchLog;
import arbitre.log.MatchLogs;
import arbitre.log.StderrTail;
import arbitre.log.UnreadableLogException;
import arbitre.match.MatchListener;
import arbitre.match.MatchSpec;
import arbitre.match.Referee;
import arbitre.match.TrafficLog;
import arbitre.match.Violation;
import arbitre.process.BotSpec;
import arbitre.process.Builtins;
import arbitre.process.CommandWords;
import arbitre.replay.PlayAgain;
import arbitre.sandbox.Sandbox;
import arbitre.sandbox.SandboxSpec;
import arbitre.terminal.Terminal;
import ch.qos.logback.classic.Level;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import org.slf4j.LoggerFactory;
import picocli.CommandLine.ArgGroup;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code arbitre match}: one game between two bot processes. */
@Command(
        name = "match",
        mixinStandardHelpOptions = true,
        sortOptions = false,
        customSynopsis = "arbitre match --p1=CMD --p2=CMD [OPTIONS]",
        optionListHeading = "%nOptions:%n",
        description = {
            "Plays one game between two bot processes, prints the result and writes the match log.",
            "A bot is a command line (quotes respected, no shell) or builtin:iddfs, builtin:random, builtin:greedy.",
            "With --games N: N games in pairs from the same opening with the sides swapped, and the Elo difference.",
        },
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {
            "0:the match was refereed, whoever won; with --games, the series ended",
            "2:bad input: an unknown option or builtin: bot, a bad value, a folder of another series",
            "3:the log could not be written, or an unexpected error",
            "130:interrupted (Ctrl-C)"
        })
public final class MatchCommand implements Callable<Integer> {

    @Spec
    private CommandSpec spec;

    @Option(names = "--p1", required = true, paramLabel = "CMD", description = "Player 1's command (moves first).")
    private String command1;

    @Option(names = "--p2", required = true, paramLabel = "CMD", description = "Player 2's command.")
    private String command2;

    @Option(
            names = "--p1-as-p2",
            paramLabel = "CMD",
            description = "With --games: player 1's command when it moves second (default: --p1), for bots that"
                    + " learn their side from their command line; the log records the command that ran.")
    private String command1AsPlayer2;

    @Option(
            names = "--p2-as-p1",
            paramLabel = "CMD",
            description = "With --games: player 2's command when it moves first (default: --p2).")
    private String command2AsPlayer1;

    @Option(names = "--name1", paramLabel = "NAME", description = "Player 1's name (default: from its command).")
    private String name1;

    @Option(names = "--name2", paramLabel = "NAME", description = "Player 2's name (default: from its command).")
    private String name2;

    @ArgGroup(validate = false, heading = "%nGame:%n", order = 1)
    private GameOptions gameOptions = new GameOptions();

    @ArgGroup(validate = false, heading = "%nClock:%n", order = 2)
    private ClockOptions clockOptions = new ClockOptions();

    @Option(
            names = "--log",
            paramLabel = "FILE",
            description = "Where to write the match log (default: results/matches/<time>-<name1>-vs-<name2>.json).")
    private Path log;

    @Option(
            names = "--from",
            paramLabel = "LOG",
            description = "Play again the game of a match log from the position after --ply: its game, variant,"
                    + " start and clock (clock options given here win), each bot given the seed the log says it"
                    + " had, and told the plies already played as the game tells openings.")
    private Path from;

    @Option(
            names = "--ply",
            paramLabel = "N",
            description = "With --from: the ply after which the game goes on (0: from the log's start).")
    private Integer ply;

    @Option(names = "--verbose", description = "Show the traffic between the referee and the bots live.")
    private boolean verbose;

    @ArgGroup(validate = false, heading = "%nSeries (--games):%n", order = 3)
    private SeriesOptions series = new SeriesOptions();

    @ArgGroup(validate = false, heading = "%nSandbox:%n", order = 4)
    private SandboxOptions sandboxOptions = new SandboxOptions();

    @Override
    public Integer call() throws IOException {
        TimeControl clock;
        BotSpec bot1;
        BotSpec bot2;
        SandboxSpec limits;
        MatchLog earlier = earlierGame();
        MatchLog.From playedAlready = null;
        try {
            clock = earlier == null
                    ? clockOptions.timeControl()
                    : clockOptions.over(
                            earlier.timeControl(), spec.commandLine().getParseResult()::hasMatchedOption);
            clock = series.overloaded.applyTo(clock);
            for (String[] given : new String[][] {{"--name1", name1}, {"--name2", name2}}) {
                String problem = given[1] == null ? null : arbitre.tournament.config.BotNames.problem(given[1]);
                if (problem != null) {
                    throw new IllegalArgumentException(given[0] + ": " + problem);
                }
            }
            String first = name1 != null ? name1 : defaultName(command1);
            String second = name2 != null ? name2 : defaultName(command2);
            if (name1 == null && name2 == null && first.equals(second)) {
                first += "-1";
                second += "-2";
            }
            bot1 = BotSpec.of(first, command1);
            bot2 = BotSpec.of(second, command2);
            if (earlier != null) {
                bot1 = new BotSpec(first, command1, null, PlayAgain.seed(earlier, 1));
                bot2 = new BotSpec(second, command2, null, PlayAgain.seed(earlier, 2));
                try {
                    playedAlready = PlayAgain.from(from.toString(), earlier, ply);
                } catch (IllegalArgumentException e) {
                    throw new IllegalArgumentException(from + ": " + e.getMessage(), e);
                }
            }
            Builtins.expand(bot1.words());
            Builtins.expand(bot2.words());
            // A missing program would start in a folder made for it, and complain of a path there.
            for (BotSpec bot : List.of(bot1, bot2)) {
                String missing = arbitre.validate.MissingScript.problem(bot);
                if (missing != null) {
                    throw new IllegalArgumentException(
                            (bot == bot1 ? "--p1" : "--p2") + " " + bot.command() + ": " + missing);
                }
            }
            String game =
                    earlier != null ? earlier.game() : gameOptions.game().type().name();
            Builtins.checkLevel(bot1.words(), game);
            Builtins.checkLevel(bot2.words(), game);
            limits = sandboxOptions.limits(SandboxSpec.DEFAULT);
        } catch (IllegalArgumentException e) {
            throw new UsageException(e.getMessage(), e);
        }
        if (limits == null) {
            String inherited = behaviourVariables(System.getenv());
            if (inherited != null) {
                spec.commandLine()
                        .getErr()
                        .println("arbitre: note: " + inherited + " set here, and match passes your environment to"
                                + " the bots; validate and tournaments clear it, so a bot that needs it (say, to"
                                + " flush its moves) loses there. Play as they do with --sandbox.");
            }
        }
        if (limits != null && Sandbox.unavailable().isPresent()) {
            spec.commandLine()
                    .getErr()
                    .println("arbitre: " + Sandbox.unavailable().get());
            return ExitCode.ERROR;
        }
        if (series.requested()) {
            BotSpec bot1AsPlayer2;
            BotSpec bot2AsPlayer1;
            try {
                String game = gameOptions.game().type().name();
                bot1AsPlayer2 = sideCommand(bot1.name(), command1AsPlayer2, game);
                bot2AsPlayer1 = sideCommand(bot2.name(), command2AsPlayer1, game);
            } catch (IllegalArgumentException e) {
                throw new UsageException(e.getMessage(), e);
            }
            return MatchSeries.run(
                    spec.commandLine().getOut(),
                    spec.commandLine().getErr(),
                    series,
                    bot1,
                    bot2,
                    bot1AsPlayer2,
                    bot2AsPlayer1,
                    gameOptions.game().type().name(),
                    gameOptions.game().start(),
                    gameOptions.variant(),
                    clock,
                    limits);
        }
        if (command1AsPlayer2 != null || command2AsPlayer1 != null) {
            throw new UsageException("--p1-as-p2 and --p2-as-p1 are for a series (--games N), where the bots"
                    + " swap sides; in one game --p1 moves first and --p2 second");
        }
        Path logFile = log != null ? log : defaultLog(bot1.name(), bot2.name());
        String unwritable = unwritable(logFile);
        if (unwritable != null) {
            spec.commandLine()
                    .getErr()
                    .println("arbitre: cannot write the match log " + logFile + ": " + unwritable
                            + "; nothing was played");
            return ExitCode.ERROR;
        }
        MatchSpec match = new MatchSpec(
                earlier != null ? earlier.game() : gameOptions.game().type().name(),
                earlier != null ? earlier.start() : gameOptions.game().start(),
                bot1,
                bot2,
                earlier != null ? String.valueOf(earlier.rules().get("name")) : gameOptions.variant(),
                clock,
                logFile,
                MatchSpec.DEFAULT_STDERR_CAP,
                limits,
                null);
        MatchListener listener = MatchListener.NONE;
        if (verbose) {
            ((ch.qos.logback.classic.Logger) LoggerFactory.getLogger("arbitre.traffic")).setLevel(Level.INFO);
            listener = new TrafficLog(bot1.name(), bot2.name());
        }
        MatchLog result;
        try {
            result = Referee.play(match, listener, playedAlready);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            spec.commandLine().getErr().println("arbitre: interrupted; the bots were stopped and no log was written");
            return ExitCode.INTERRUPTED;
        }
        PrintWriter out = spec.commandLine().getOut();
        out.println(summary(result, logFile));
        out.println("log: " + logFile);
        String again = playAgain(result, logFile);
        if (again != null) {
            out.println("play it again: " + again);
        }
        out.flush();
        return ExitCode.OK;
    }

    /**
     * For a game won or forfeited after it began, the command that plays it again from a few plies
     * before its end; {@code null} for a draw, a game that never began, or one no bot can be told.
     */
    static String playAgain(MatchLog log, Path logFile) {
        if (!PlayAgain.lost(log)
                || Violation.NO_START.wireName().equals(log.result().reason())) {
            return null;
        }
        try {
            return Terminal.printable(PlayAgain.command(logFile, log));
        } catch (RuntimeException e) {
            return null; // a position its game cannot tell its bots: the result and the log stand
        }
    }

    /** Variables of the user's environment that change how a bot runs, whatever its command says. */
    static final List<String> BEHAVIOUR_VARIABLES =
            List.of("PYTHONUNBUFFERED", "PYTHONPATH", "PYTHONHOME", "JAVA_TOOL_OPTIONS", "_JAVA_OPTIONS", "LD_PRELOAD");

    /** Those of {@link #BEHAVIOUR_VARIABLES} that are set, such as {@code PYTHONUNBUFFERED is}; {@code null}: none. */
    static String behaviourVariables(java.util.Map<String, String> environment) {
        List<String> set = BEHAVIOUR_VARIABLES.stream()
                .filter(name -> environment.get(name) != null)
                .toList();
        if (set.isEmpty()) {
            return null;
        }
        return String.join(", ", set) + (set.size() == 1 ? " is" : " are");
    }

    /** A bot's command on one side, under its name, or {@code null} when it has none of its own. */
    private static BotSpec sideCommand(String name, String command, String game) {
        if (command == null) {
            return null;
        }
        BotSpec bot = BotSpec.of(name, command);
        Builtins.expand(bot.words());
        Builtins.checkLevel(bot.words(), game);
        return bot;
    }

    /**
     * The log of {@code --from}, or {@code null} without it.
     *
     * @throws UsageException for {@code --from} without {@code --ply} (or the reverse), with a
     *     series, or a log that cannot be read
     */
    private MatchLog earlierGame() {
        if (from == null) {
            if (ply != null) {
                throw new UsageException("--ply needs --from LOG: the log whose game is played again");
            }
            return null;
        }
        if (ply == null) {
            throw new UsageException("--from needs --ply N: the ply after which the game goes on (0: its start)");
        }
        if (series.requested()) {
            throw new UsageException("--from plays one game again; it does not go with --games");
        }
        for (String own : List.of("--game", "--start", "--rules")) {
            if (spec.commandLine().getParseResult().hasMatchedOption(own)) {
                throw new UsageException(
                        "--from plays the log's game, variant and start; " + own + " does not go with it");
            }
        }
        try {
            return MatchLogs.read(from);
        } catch (UnreadableLogException e) {
            throw new UsageException(e.getMessage(), e);
        }
    }

    /**
     * One line for the terminal: who won, why (for a crash, with the last line of the bot's
     * standard error, saved beside {@code logFile}), the score and the length of the game; the
     * names and what came from the bots escaped.
     */
    public static String summary(MatchLog log, Path logFile) {
        MatchLog.Result result = log.result();
        String p1 = log.players().get(0).name();
        String p2 = log.players().get(1).name();
        String score = result.captured().get(0) + "-" + result.captured().get(1);
        String detail = StderrTail.detailWithLastWords(log, logFile);
        String how = result.reason() + (detail == null ? "" : " (" + detail + ")");
        String line = result.winner() == 0
                ? "draw between " + p1 + " (P1) and " + p2 + " (P2), " + score + ", " + how
                : (result.winner() == 1 ? p1 + " (P1) beat " + p2 + " (P2)" : p2 + " (P2) beat " + p1 + " (P1)") + ", "
                        + score + ", " + how;
        return Terminal.printable(line + ", " + result.plies() + " plies");
    }

    /**
     * A name from a command: the builtin's name (with its level, {@code iddfs-level-3}, when it is
     * given one), a Java main class's simple name, or the last word that names a file, without its
     * extension.
     */
    static String defaultName(String command) {
        List<String> words = CommandWords.split(command);
        if (Builtins.isBuiltin(words)) {
            String name = words.get(0).substring(Builtins.PREFIX.length());
            String level = Builtins.level(words);
            return level == null ? name : name + "-level-" + level;
        }
        String chosen = words.get(0);
        String program = null;
        for (int i = 1; i < words.size(); i++) {
            String word = words.get(i);
            if (word.equals("-cp") || word.equals("-classpath") || word.equals("--class-path")) {
                i++;
            } else if (word.matches("([a-z_][\\w$]*\\.)+[A-Z][\\w$]*")) {
                return word.substring(word.lastIndexOf('.') + 1);
            } else if (!word.startsWith("-") && PROGRAM_FILE.matcher(word).matches()) {
                // The last program named: an adapter's agent, rather than the adapter.
                program = word;
            }
        }
        if (program != null) {
            chosen = program;
        }
        String file = Path.of(chosen).getFileName().toString();
        int dot = file.lastIndexOf('.');
        return dot > 0 ? file.substring(0, dot) : file;
    }

    /** A file that holds a program, by its extension: not a number, nor the bot's data. */
    private static final java.util.regex.Pattern PROGRAM_FILE =
            java.util.regex.Pattern.compile(".*\\.(py|jar|js|mjs|cjs|rb|pl|sh|php|lua|jl|ts|exe|class|R|r)");

    /**
     * Why a log could not be written at {@code file}, or {@code null}: found out before the game by
     * writing a file beside it, since a result that cannot be kept is not worth playing.
     */
    static String unwritable(Path file) {
        Path target = file.toAbsolutePath();
        if (Files.isDirectory(target)) {
            return "it is a folder";
        }
        try {
            Files.createDirectories(target.getParent());
            Path probe = Files.createTempFile(target.getParent(), ".arbitre-", ".tmp");
            Files.delete(probe);
            return null;
        } catch (java.nio.file.AccessDeniedException e) {
            return "permission denied in " + e.getFile();
        } catch (java.nio.file.FileSystemException e) {
            return (e.getReason() != null
                            ? e.getReason().toLowerCase(Locale.ROOT)
                            : e.getClass().getSimpleName()) + " (" + e.getFile() + ")";
        } catch (IOException e) {
            return String.valueOf(e.getMessage());
        }
    }

    static Path defaultLog(String name1, String name2) {
        String time = LocalDateTime.now().format(DateTimeFormatter.ofPattern("yyyyMMdd-HHmmss-SSS", Locale.ROOT));
        return Path.of("results", "matches", time + "-" + safe(name1) + "-vs-" + safe(name2) + ".json");
    }

    static String safe(String name) {
        String cleaned = name.replaceAll("[^A-Za-z0-9._-]+", "_");
        return cleaned.length() > 40 ? cleaned.substring(0, 40) : cleaned;
    }
}
