package arbitre.cli.command;

import arbitre.cli.exit.ExitCode;
import arbitre.cli.exit.UsageException;
import arbitre.log.MatchLog;
import arbitre.log.MatchLogs;
import arbitre.log.UnreadableLogException;
import arbitre.replay.Finding;
import arbitre.replay.LogFiles;
import arbitre.replay.LogVerifier;
import arbitre.replay.Replay;
import arbitre.terminal.Terminal;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code arbitre replay}: shows a saved match from its log, or confirms logs against the engine. */
@Command(
        name = "replay",
        mixinStandardHelpOptions = true,
        description = {
            "Shows a saved match from its log alone, or confirms logs against the engine (--verify).",
            "Shows the players, the rules, the result, then the board after each move. With --verify, re-plays "
                    + "every move of each LOG (files, or folders searched for match logs) through the "
                    + "engine and confirms the players, each move and its time, and the recorded result.",
        },
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {
            "0:shown, or every log confirmed",
            "1:a log disagrees with the engine",
            "2:bad usage, or a file that is not a readable match log",
            "3:the viewer could not be written"
        })
public final class ReplayCommand implements Callable<Integer> {

    @Spec
    private CommandSpec spec;

    @Parameters(paramLabel = "LOG", arity = "1..*", description = "A match log; with --verify, logs or folders.")
    private List<Path> logs = new ArrayList<>();

    @Option(names = "--ply", paramLabel = "N", description = "Show only the position after ply N (0: the start).")
    private Integer ply;

    @Option(
            names = "--step",
            description = "Show one ply per line read from standard input: Enter for the next, " + "q to quit.")
    private boolean step;

    @Option(names = "--verify", description = "Confirm each log against the engine; print what disagrees.")
    private boolean verify;

    @Option(
            names = "--html",
            paramLabel = "FILE",
            description = "Write a self-contained HTML replay viewer of the game.")
    private Path html;

    @Override
    public Integer call() throws IOException {
        PrintWriter out = spec.commandLine().getOut();
        if (verify) {
            if (ply != null || step || html != null) {
                throw new UsageException("--verify does not go with --ply, --step or --html");
            }
            return verify(out);
        }
        if (logs.size() != 1) {
            throw new UsageException(
                    "replay shows one log at a time (" + logs.size() + " given); " + "--verify takes several");
        }
        if (ply != null && step) {
            throw new UsageException("--ply and --step do not go together");
        }
        MatchLog log = read(logs.get(0));
        Replay replay;
        try {
            replay = Replay.of(log);
        } catch (IllegalArgumentException e) {
            throw new UsageException(logs.get(0) + ": " + e.getMessage());
        }
        if (ply != null
                && ply == replay.plies() + 1
                && log.result() != null
                && log.result().move() != null) {
            // The ply a refused move would have been: where a forfeit's detail points.
            throw new UsageException("--ply " + ply + ": ply " + ply + " was not played: player "
                    + log.result().forfeit() + "'s move "
                    + Terminal.printable(log.result().move())
                    + " was refused (" + log.result().reason() + "); --ply " + replay.plies()
                    + " shows the position it was refused in");
        }
        if (ply != null && (ply < replay.firstPly() || ply > replay.plies())) {
            throw new UsageException(
                    "--ply " + ply + " is outside the game: " + replay.firstPly() + " to " + replay.plies());
        }
        if (html != null) {
            arbitre.report.HtmlReport.writeGame(
                    html, log, logs.get(0).getFileName().toString(), logs.get(0));
            out.println("viewer: " + html);
            if (ply == null && !step) {
                return ExitCode.OK;
            }
        }
        return show(replay, out);
    }

    private int show(Replay replay, PrintWriter out) throws IOException {
        out.print(Terminal.printable(replay.header()));
        BufferedReader keys =
                step ? new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8)) : null;
        try {
            if (ply == null || ply == 0) {
                out.println();
                out.println("start");
                out.print(replay.position());
            }
            while (replay.ply() < replay.plies() && (ply == null || replay.ply() < ply)) {
                if (keys != null) {
                    out.print("-- ply " + replay.ply() + "/" + replay.plies() + ": Enter for the next, q to quit ");
                    out.flush();
                    String key = keys.readLine();
                    if (key == null || key.strip().equalsIgnoreCase("q")) {
                        out.println();
                        return ExitCode.OK;
                    }
                }
                String line = replay.next();
                if (ply == null || replay.ply() == ply) {
                    out.println();
                    out.println(Terminal.printable(line));
                    out.print(replay.position());
                }
            }
        } catch (IllegalStateException e) {
            out.flush();
            spec.commandLine().getErr().println(Terminal.printable("arbitre: " + logs.get(0) + ": " + e.getMessage()));
            return ExitCode.FAILED;
        }
        out.flush();
        return ExitCode.OK;
    }

    private int verify(PrintWriter out) {
        PrintWriter err = spec.commandLine().getErr();
        List<Path> files;
        try {
            files = LogFiles.expand(logs);
        } catch (UnreadableLogException e) {
            throw new UsageException(e.getMessage());
        }
        int verified = 0;
        int failed = 0;
        int unreadable = 0;
        for (Path file : files) {
            MatchLog log;
            try {
                log = MatchLogs.read(file);
            } catch (UnreadableLogException e) {
                if (e.foreign() && !logs.contains(file)) {
                    continue; // other JSON in a folder, such as standings.json
                }
                err.println(Terminal.printable("arbitre: " + e.getMessage()));
                unreadable++;
                continue;
            }
            List<Finding> findings = LogVerifier.verify(log);
            if (findings.isEmpty()) {
                verified++;
            } else {
                failed++;
                for (Finding finding : findings) {
                    out.println(Terminal.printable(file + ": " + finding));
                }
            }
        }
        out.println(verified + " verified, " + (failed + unreadable) + " failed"
                + (unreadable > 0 ? " (" + unreadable + " unreadable)" : ""));
        out.flush();
        return unreadable > 0 ? ExitCode.USAGE : failed > 0 ? ExitCode.FAILED : ExitCode.OK;
    }

    private static MatchLog read(Path file) {
        try {
            return MatchLogs.read(file);
        } catch (UnreadableLogException e) {
            throw new UsageException(e.getMessage());
        }
    }
}
