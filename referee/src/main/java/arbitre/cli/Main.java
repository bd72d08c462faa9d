package arbitre.cli;

import arbitre.cli.command.BenchCommand;
import arbitre.cli.command.MatchCommand;
import arbitre.cli.command.PerftCommand;
import arbitre.cli.command.PositionCommand;
import arbitre.cli.command.ReplayCommand;
import arbitre.cli.command.StandingsCommand;
import arbitre.cli.command.TournamentCommand;
import arbitre.cli.command.ValidateCommand;
import java.io.PrintWriter;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.IExecutionExceptionHandler;
import picocli.CommandLine.IParameterExceptionHandler;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.ParseResult;

/** The {@code arbitre} command: a referee and arena for Awale bots that run as processes. */
@Command(
        name = "arbitre",
        mixinStandardHelpOptions = true,
        versionProvider = Version.class,
        description = "Referee and arena for colored-seed Awale bots that run as processes.",
        subcommands = {
            MatchCommand.class,
            TournamentCommand.class,
            StandingsCommand.class,
            ReplayCommand.class,
            ValidateCommand.class,
            BenchCommand.class,
            PerftCommand.class,
            PositionCommand.class,
            CommandLine.HelpCommand.class,
        },
        footer = {"", "Exit codes: 0 done, 1 a check failed, 2 bad input, 3 I/O or internal error, 130 interrupted."})
public final class Main implements Runnable {

    @picocli.CommandLine.Spec
    private CommandLine.Model.CommandSpec spec;

    public static void main(String[] args) {
        System.exit(run(args, new PrintWriter(System.out, true), new PrintWriter(System.err, true)));
    }

    /** Runs the command line with the given output streams and returns the exit code. */
    public static int run(String[] args, PrintWriter out, PrintWriter err) {
        CommandLine cli = commandLine();
        cli.setOut(out);
        cli.setErr(err);
        return cli.execute(args);
    }

    static CommandLine commandLine() {
        CommandLine cli = new CommandLine(new Main());
        cli.setParameterExceptionHandler(new ShortUsageErrors());
        cli.setExecutionExceptionHandler(new ShortExecutionErrors());
        cli.setCaseInsensitiveEnumValuesAllowed(true);
        return cli;
    }

    @Override
    public void run() {
        // No sub-command: say what there is.
        spec.commandLine().usage(spec.commandLine().getOut());
    }

    /** A usage error is one line and a pointer to the help, never the whole usage text. */
    private static final class ShortUsageErrors implements IParameterExceptionHandler {
        @Override
        public int handleParseException(ParameterException e, String[] args) {
            CommandLine cmd = e.getCommandLine();
            PrintWriter err = cmd.getErr();
            err.println("arbitre: " + e.getMessage());
            CommandLine.UnmatchedArgumentException.printSuggestions(e, err);
            err.println("Try '" + cmd.getCommandSpec().qualifiedName() + " --help' for more information.");
            return ExitCode.USAGE;
        }
    }

    /** Refused input is one line; anything else is reported plainly, with the stack trace only on request. */
    private static final class ShortExecutionErrors implements IExecutionExceptionHandler {
        @Override
        public int handleExecutionException(Exception e, CommandLine cmd, ParseResult parsed) {
            PrintWriter err = cmd.getErr();
            if (e instanceof UsageException) {
                err.println("arbitre: " + e.getMessage());
                return ExitCode.USAGE;
            }
            err.println("arbitre: " + (e.getMessage() == null ? e.toString() : e.getMessage()));
            if (System.getenv("ARBITRE_DEBUG") != null) {
                e.printStackTrace(err);
            } else {
                err.println("(set ARBITRE_DEBUG=1 for the stack trace)");
            }
            return ExitCode.ERROR;
        }
    }
}
