package arbitre.cli;

import arbitre.cli.command.BenchCommand;
import arbitre.cli.command.GamesCommand;
import arbitre.cli.command.MatchCommand;
import arbitre.cli.command.OpeningsCommand;
import arbitre.cli.command.PerftCommand;
import arbitre.cli.command.PlayCommand;
import arbitre.cli.command.PositionCommand;
import arbitre.cli.command.ReplayCommand;
import arbitre.cli.command.StandingsCommand;
import arbitre.cli.command.TournamentCommand;
import arbitre.cli.command.ValidateCommand;
import arbitre.cli.exit.ExitCode;
import arbitre.cli.exit.UsageException;
import arbitre.terminal.Terminal;
import java.io.PrintWriter;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.function.Supplier;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.IExecutionExceptionHandler;
import picocli.CommandLine.IParameterExceptionHandler;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.ParseResult;

/** The {@code arbitre} command: a referee and arena for game bots that run as processes. */
@Command(
        name = "arbitre",
        mixinStandardHelpOptions = true,
        versionProvider = Version.class,
        description = "Referee and arena for game bots that run as processes ('arbitre games' lists the games).",
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {
            "0:done (a match that was refereed exits 0, whoever won)",
            "1:a check failed (validate, replay --verify, standings)",
            "2:bad input: an unknown option, a bad value, an illegal move, a bad config",
            "3:a file could not be read or written, or an unexpected error",
            "130:interrupted (Ctrl-C)",
            "143:stopped by SIGTERM"
        })
public final class Main implements java.util.concurrent.Callable<Integer> {
    @picocli.CommandLine.Spec
    private CommandLine.Model.CommandSpec spec;

    public static void main(String[] args) {
        int code = run(args, new PrintWriter(System.out, true), new PrintWriter(System.err, true));
        if (code == ExitCode.OK && Start.asksVersion(args)) {
            // The version starts no thread: the JVM ends with 0 when this returns. System.exit would
            // ask the JDK for its logger of exits first (from Java 21 on), which looks for a logging
            // service in every jar of the class path: each library opened, a good part of the run.
            return;
        }
        System.exit(code);
    }

    /** Runs the command line with the given output streams and returns the exit code. */
    public static int run(String[] args, PrintWriter out, PrintWriter err) {
        if (Start.asksVersion(args)) {
            // Picocli would print the same lines, after building its model of the command line: a
            // good part of the start of a short run, for two lines.
            for (String line : new Version().getVersion()) {
                out.println(line);
            }
            out.flush();
            return ExitCode.OK;
        }
        CommandLine cli = commandLine(args);
        cli.setOut(out);
        cli.setErr(err);
        return cli.execute(args);
    }

    /** The command line with every sub-command: what the help shows and the reference is made from. */
    public static CommandLine commandLine() {
        return commandLine(new String[0]);
    }

    /**
     * The command line for these arguments. Picocli reads the options of every command it is given
     * when it is built, which takes a good part of the start-up: when the arguments name a
     * sub-command, only that one is built; the version needs none; help and usage errors get them all.
     */
    static CommandLine commandLine(String[] args) {
        CommandLine cli = new CommandLine(new Main());
        Supplier<Object> named = args.length > 0 ? Commands.ALL.get(args[0]) : null;
        if (named != null && !args[0].equals("help")) {
            cli.addSubcommand(args[0], named.get());
        } else if (!Start.asksVersion(args)) {
            Commands.ALL.forEach((name, command) -> cli.addSubcommand(name, command.get()));
        }
        cli.getSubcommands().values().forEach(Main::withoutVersionOption);
        cli.setParameterExceptionHandler(new ShortUsageErrors());
        cli.setExecutionExceptionHandler(new ShortExecutionErrors());
        cli.setCaseInsensitiveEnumValuesAllowed(true);
        return cli;
    }

    /**
     * A sub-command and its own sub-commands without {@code -V, --version}: the version is the
     * program's, asked of {@code arbitre} itself. The commands take picocli's standard help options
     * for their {@code -h, --help}.
     */
    private static void withoutVersionOption(CommandLine command) {
        CommandLine.Model.CommandSpec spec = command.getCommandSpec();
        CommandLine.Model.OptionSpec version = spec.findOption("--version");
        if (version != null && version.versionHelp()) {
            spec.remove(version);
        }
        command.getSubcommands().values().forEach(Main::withoutVersionOption);
    }

    /**
     * The sub-commands, by name, in the order the help lists them; a class of its own, so that a run
     * that needs none (the version) does not load theirs.
     */
    private static final class Commands {
        static final Map<String, Supplier<Object>> ALL = commands();
    }

    private static Map<String, Supplier<Object>> commands() {
        Map<String, Supplier<Object>> commands = new LinkedHashMap<>();
        commands.put("match", MatchCommand::new);
        commands.put("tournament", TournamentCommand::new);
        commands.put("connect", arbitre.cli.command.ConnectCommand::new);
        commands.put("standings", StandingsCommand::new);
        commands.put("replay", ReplayCommand::new);
        commands.put("play", PlayCommand::new);
        commands.put("validate", ValidateCommand::new);
        commands.put("bench", BenchCommand::new);
        commands.put("games", GamesCommand::new);
        commands.put("openings", OpeningsCommand::new);
        commands.put("perft", PerftCommand::new);
        commands.put("position", PositionCommand::new);
        commands.put("help", CommandLine.HelpCommand::new);
        return commands;
    }

    /** No sub-command: a usage error, which says what there is. */
    @Override
    public Integer call() {
        spec.commandLine().usage(spec.commandLine().getErr());
        return ExitCode.USAGE;
    }

    /** A usage error is one line and a pointer to the help, never the whole usage text. */
    private static final class ShortUsageErrors implements IParameterExceptionHandler {
        @Override
        public int handleParseException(ParameterException e, String[] args) {
            CommandLine cmd = e.getCommandLine();
            PrintWriter err = cmd.getErr();
            err.println(Terminal.printable("arbitre: " + message(e)));
            CommandLine.UnmatchedArgumentException.printSuggestions(e, err);
            err.println("Try '" + cmd.getCommandSpec().qualifiedName() + " --help' for more information.");
            return ExitCode.USAGE;
        }
    }

    /**
     * A parse error's message. For arguments left over, picocli calls them all options when the
     * first looks like one ("Unknown options: '--clock', 'configs/demo.json'"): here an option is
     * called an option and any other word an argument.
     */
    static String message(ParameterException e) {
        if (!(e instanceof CommandLine.UnmatchedArgumentException unmatched)
                || unmatched.getUnmatched().isEmpty()) {
            return e.getMessage();
        }
        java.util.List<String> options = new java.util.ArrayList<>();
        java.util.List<String> others = new java.util.ArrayList<>();
        for (String arg : unmatched.getUnmatched()) {
            (arg.startsWith("-") && arg.length() > 1 ? options : others).add("'" + arg + "'");
        }
        java.util.List<String> parts = new java.util.ArrayList<>();
        if (!options.isEmpty()) {
            parts.add((options.size() == 1 ? "unknown option " : "unknown options ") + String.join(", ", options));
        }
        if (!others.isEmpty()) {
            parts.add((others.size() == 1 ? "unexpected argument " : "unexpected arguments ")
                    + String.join(", ", others));
        }
        return String.join("; ", parts);
    }

    /** Refused input is one line; anything else is reported plainly, with the stack trace only on request. */
    private static final class ShortExecutionErrors implements IExecutionExceptionHandler {
        @Override
        public int handleExecutionException(Exception e, CommandLine cmd, ParseResult parsed) {
            PrintWriter err = cmd.getErr();
            if (e instanceof UsageException) {
                err.println(Terminal.printable("arbitre: " + e.getMessage()));
                return ExitCode.USAGE;
            }
            err.println(Terminal.printable("arbitre: " + (e.getMessage() == null ? e.toString() : e.getMessage())));
            if (System.getenv("ARBITRE_DEBUG") != null) {
                e.printStackTrace(err);
            } else {
                err.println("(set ARBITRE_DEBUG=1 for the stack trace)");
            }
            return ExitCode.ERROR;
        }
    }
}
