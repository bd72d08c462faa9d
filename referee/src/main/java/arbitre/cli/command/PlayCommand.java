package arbitre.cli.command;

import arbitre.cli.exit.ExitCode;
import arbitre.cli.exit.UsageException;
import arbitre.cli.options.ClockOptions;
import arbitre.cli.options.GameOptions;
import arbitre.cli.options.SandboxOptions;
import arbitre.clock.TimeControl;
import arbitre.game.GameType;
import arbitre.log.MatchLog;
import arbitre.match.MatchSpec;
import arbitre.play.PlaySession;
import arbitre.play.Screen;
import arbitre.process.BotSpec;
import arbitre.sandbox.Sandbox;
import arbitre.sandbox.SandboxSpec;
import arbitre.terminal.Terminal;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintWriter;
import java.nio.charset.Charset;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import picocli.CommandLine.ArgGroup;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code arbitre play}: a person at the terminal against a bot, refereed and logged like any match. */
@Command(
        name = "play",
        mixinStandardHelpOptions = true,
        sortOptions = false,
        customSynopsis = "arbitre play --bot=CMD [OPTIONS]",
        optionListHeading = "%nOptions:%n",
        description = {
            "Plays a game against a bot at the terminal: the board after every ply, your moves typed in the game's "
                    + "notation (hint, undo, resign, help). The bot is refereed as in any match; you have no clock.",
            "The game is logged like a match, your side named human.",
        },
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {"0:the game was played (or resigned)", "2:bad usage", "3:the log could not be written"})
public final class PlayCommand implements Callable<Integer> {
    /** The person's name in the log. */
    public static final String PERSON = "human";

    @Spec
    private CommandSpec spec;

    @Option(
            names = "--bot",
            required = true,
            paramLabel = "CMD",
            description = "The bot's command line, or builtin:iddfs, builtin:random, builtin:greedy.")
    private String command;

    @Option(names = "--name", paramLabel = "NAME", description = "The bot's name (default: from its command).")
    private String name;

    @ArgGroup(validate = false, heading = "%nGame:%n", order = 1)
    private GameOptions gameOptions = new GameOptions();

    @Option(
            names = "--as",
            paramLabel = "1|2",
            defaultValue = "1",
            description = "Your side: 1 moves first (default), 2 second.")
    private int side;

    @ArgGroup(validate = false, heading = "%nClock (the bot's; you have none):%n", order = 2)
    private ClockOptions clockOptions = new ClockOptions();

    /**
     * On where bubblewrap is installed: the bot then cannot reach the person's terminal (a private
     * {@code /dev} without the person's {@code /dev/pts}, a session of its own without a terminal).
     */
    @ArgGroup(validate = false, heading = "%nSandbox:%n", order = 3)
    private SandboxOptions sandboxOptions = new SandboxOptions();

    @Option(
            names = "--log",
            paramLabel = "FILE",
            description = "Where to write the match log (default: results/matches/<time>-human-vs-<bot>.json).")
    private Path log;

    @Override
    public Integer call() throws IOException {
        if (side != 1 && side != 2) {
            throw new UsageException("--as: your side is 1 or 2, got " + side);
        }
        TimeControl clock = clockOptions.timeControl();
        GameType type = gameOptions.game().type();
        String start = gameOptions.game().start();
        String variant = gameOptions.variant();
        BotSpec bot;
        try {
            String botName = name != null ? name : MatchCommand.defaultName(command);
            bot = BotSpec.of(botName.equals(PERSON) ? botName + "-bot" : botName, command);
            bot.words();
        } catch (IllegalArgumentException e) {
            throw new UsageException(e.getMessage(), e);
        }
        SandboxSpec limits =
                sandboxOptions.limits(SandboxSpec.DEFAULT, Sandbox.unavailable().isEmpty());
        if (limits != null && Sandbox.unavailable().isPresent()) {
            spec.commandLine()
                    .getErr()
                    .println("arbitre: " + Sandbox.unavailable().get());
            return ExitCode.ERROR;
        }
        if (limits == null) {
            spec.commandLine().getErr().println(SandboxOptions.unconfined() + "; it can write to your terminal");
        }
        BotSpec person = BotSpec.of(PERSON, PERSON + " at the terminal");
        Path logFile = log != null
                ? log
                : side == 1 ? MatchCommand.defaultLog(PERSON, bot.name()) : MatchCommand.defaultLog(bot.name(), PERSON);
        MatchSpec match = new MatchSpec(
                type.name(),
                start,
                side == 1 ? person : bot,
                side == 1 ? bot : person,
                variant,
                clock,
                logFile,
                MatchSpec.DEFAULT_STDERR_CAP,
                limits,
                null);
        PrintWriter out = spec.commandLine().getOut();
        Screen screen = new Screen(out, Screen.colourWanted(Terminal.isInteractive(), System.getenv()));
        BufferedReader input = new BufferedReader(new InputStreamReader(System.in, Charset.defaultCharset()));
        MatchLog result;
        try {
            result = new PlaySession(match, side, input, screen).play();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            spec.commandLine().getErr().println("arbitre: interrupted; the bot was stopped and no log was written");
            return ExitCode.INTERRUPTED;
        }
        out.println(MatchCommand.summary(result, logFile));
        out.println("log: " + logFile);
        out.flush();
        return ExitCode.OK;
    }
}
