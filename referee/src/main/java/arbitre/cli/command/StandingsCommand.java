package arbitre.cli.command;

import arbitre.cli.exit.ExitCode;
import arbitre.cli.exit.UsageException;
import arbitre.clock.TimeControl;
import arbitre.standings.Groups;
import arbitre.standings.MatchLogScanner;
import arbitre.standings.Standings;
import arbitre.standings.StandingsFiles;
import arbitre.terminal.Terminal;
import arbitre.tournament.run.TournamentFile;
import arbitre.tournament.schedule.Schedule;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code arbitre standings}: the table of the match logs under some folders, such as the shards of a tournament. */
@Command(
        name = "standings",
        mixinStandardHelpOptions = true,
        description = {
            "Writes the standings and the report of the match logs under some folders (a tournament, its shards).",
            "Reads the match logs under any number of folders (tournament outputs, shards, plain folders of"
                    + " logs), re-plays each through the engine, and writes the merged standings (JSON, Markdown)"
                    + " and the report into the output folder, with standings.csv and games.csv for a gradebook."
                    + " A file that is not a readable, confirmed match log (or, in a tournament's folder, not one"
                    + " of its schedule) is named and not counted; the others all count.",
        },
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {
            "0:written, every log counted",
            "1:a file was not counted, or no match log was found",
            "2:bad usage: a missing folder, logs that cannot share a table",
            "3:a file could not be written"
        })
public final class StandingsCommand implements Callable<Integer> {

    @Spec
    private CommandSpec spec;

    @Parameters(
            arity = "1..*",
            paramLabel = "DIR",
            description = "Folders of match logs (searched recursively) or log files.")
    private List<Path> folders;

    @Option(
            names = "--output",
            paramLabel = "DIR",
            description = "Where to write the standings (default: DIR, when only one).")
    private Path output;

    @Option(
            names = "--name",
            paramLabel = "NAME",
            description = "The tournament's name (default: from tournament.json, else the output folder's name).")
    private String name;

    @Option(
            names = "--anchor",
            paramLabel = "BOT",
            description = "The bot whose Elo is 0 (default: the tournament's eloAnchor, else the mean is 0).")
    private String anchor;

    @Override
    public Integer call() throws IOException {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        for (Path folder : folders) {
            if (!Files.exists(folder)) {
                throw new UsageException(folder + ": no such folder or file");
            }
        }
        if (output == null) {
            if (folders.size() > 1 || !Files.isDirectory(folders.get(0))) {
                throw new UsageException(
                        "give --output DIR: with several folders (or a file) there is no one place to write to");
            }
            output = folders.get(0);
        }
        Path target = output.toAbsolutePath().normalize();
        TournamentInfo info = TournamentInfo.find(folders);
        MatchLogScanner scanner = new MatchLogScanner(target);
        if (info.name() != null && !info.bots().isEmpty() && info.gamesPerPair() > 0) {
            scanner.onlySchedule(Schedule.ids(info.bots(), info.gamesPerPair()), info.name());
        }
        for (Path folder : folders) {
            scanner.scan(folder);
        }
        for (String problem : scanner.problems()) {
            err.println(Terminal.printable("arbitre: " + problem));
        }
        if (scanner.games().isEmpty()) {
            err.println("arbitre: no match log found under "
                    + String.join(", ", folders.stream().map(Path::toString).toList())
                    + (scanner.problems().isEmpty() ? "" : " that could be counted") + "; nothing written");
            return ExitCode.FAILED;
        }
        if (scanner.rules().size() > 1) {
            throw new UsageException("the logs mix rule sets (" + String.join(", ", scanner.rules())
                    + "); their games cannot share one table");
        }
        if (scanner.clocks().size() > 1) {
            throw new UsageException("the logs mix clocks ("
                    + String.join(
                            "; ",
                            scanner.clocks().stream()
                                    .map(StandingsCommand::clock)
                                    .toList()) + "); their games cannot share one table");
        }
        List<List<String>> groups = Groups.of(scanner.games());
        if (groups.size() > 1) {
            err.println(Terminal.printable("arbitre: warning: these games form " + groups.size()
                    + " groups of bots with no game between them ("
                    + String.join(
                            " | ",
                            groups.stream().map(g -> String.join(", ", g)).toList())
                    + "): ranks and ratings compare only within a group"));
        }
        String game = scanner.gameNames().isEmpty() ? null : scanner.gameNames().get(0);
        // Logs that name no rule set were played under their game's first.
        String rules =
                scanner.rules().isEmpty() ? firstVariant(game) : scanner.rules().get(0);
        String title = name != null
                ? name
                : info.name() != null ? info.name() : target.getFileName().toString();
        Standings.Header header = Standings.Header.of(
                game,
                rules,
                scanner.clocks().isEmpty() ? null : scanner.clocks().get(0),
                info.description());
        Standings standings = Standings.compute(
                title,
                header,
                info.bots(),
                scanner.games(),
                anchor != null ? anchor : info.eloAnchor(),
                Instant.now().truncatedTo(ChronoUnit.SECONDS).toString());
        if (anchor != null && standings.eloAnchor() == null) {
            throw new UsageException("--anchor: no bot named '" + anchor + "' in these games");
        }
        StandingsFiles.write(standings, target);
        Reports.publisher().publish(standings, target);
        out.print(Terminal.printable(StandingsFiles.text(standings)));
        out.println();
        out.println("standings: " + target.resolve(StandingsFiles.MARKDOWN));
        if (Files.exists(target.resolve(Reports.HTML))) {
            out.println("report: " + target.resolve(Reports.HTML));
        }
        out.flush();
        return scanner.problems().isEmpty() ? ExitCode.OK : ExitCode.FAILED;
    }

    private static String clock(TimeControl c) {
        return c.moveMs() + " ms a move"
                + (c.hasBank() ? ", bank " + c.bankMs() + " ms + " + c.incrementMs() + " ms" : "")
                + (c.firstMoveGraceMs() > 0 ? ", first-move grace " + c.firstMoveGraceMs() + " ms" : "");
    }

    /**
     * The tournament the folders came from, when a {@code tournament.json} says: its name, bots,
     * games per pair (for its schedule) and the bot its Elo is anchored to. Folders of two different tournaments (another name,
     * rule set or clock) are refused: their games cannot share one table.
     */
    private record TournamentInfo(
            String name, List<String> bots, int gamesPerPair, String description, String eloAnchor) {
        static TournamentInfo find(List<Path> folders) {
            TournamentInfo found = new TournamentInfo(null, List.of(), 0, null, null);
            TournamentFile.Contents first = null;
            Path firstFile = null;
            for (Path folder : folders) {
                Path file = fileFor(folder);
                TournamentFile.Contents there = file == null ? null : TournamentFile.read(file);
                if (there == null) {
                    continue;
                }
                if (first == null) {
                    first = there;
                    firstFile = file;
                    found = new TournamentInfo(
                            there.name(),
                            there.bots() == null
                                    ? List.of()
                                    : there.bots().stream()
                                            .map(TournamentFile.BotEntry::name)
                                            .toList(),
                            // A Swiss or a knockout has no fixed schedule: every log of its folders counts.
                            there.pairing() != null ? 0 : there.gamesPerPair(),
                            there.description(),
                            there.eloAnchor());
                } else {
                    String differs = !java.util.Objects.equals(first.name(), there.name())
                            ? "name " + first.name() + " and " + there.name()
                            : !java.util.Objects.equals(first.rules(), there.rules())
                                    ? "rules " + first.rules() + " and " + there.rules()
                                    : !java.util.Objects.equals(first.timeControl(), there.timeControl())
                                            ? "timeControl " + clock(first.timeControl()) + " and "
                                                    + clock(there.timeControl())
                                            : null;
                    if (differs != null) {
                        throw new UsageException(firstFile + " and " + file + " are of different tournaments ("
                                + differs + "): their games cannot share one table");
                    }
                }
            }
            return found;
        }

        /** The {@code tournament.json} of a folder, of the folder itself or of the one above (a shard's). */
        private static Path fileFor(Path folder) {
            Path dir = folder.toAbsolutePath().normalize();
            for (int up = 0; up < 2 && dir != null; up++, dir = dir.getParent()) {
                Path file = dir.resolve(TournamentFile.NAME);
                if (Files.isRegularFile(file)) {
                    return file;
                }
            }
            return null;
        }
    }

    /** The first variant of a game named in a log, or {@code null} for a game this referee does not know. */
    private static String firstVariant(String game) {
        try {
            return arbitre.game.GameRegistry.get(game).variantOrDefault(null);
        } catch (IllegalArgumentException e) {
            return null;
        }
    }
}
