package arbitre.cli.command;

import arbitre.cli.ExitCode;
import arbitre.cli.UsageException;
import arbitre.cli.output.Terminal;
import arbitre.standings.MatchLogScanner;
import arbitre.standings.Standings;
import arbitre.standings.StandingsFiles;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
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
@Command(name = "standings", mixinStandardHelpOptions = true,
        description = {
            "Reads the match logs under any number of folders (tournament outputs, shards, plain folders of logs),",
            "and writes the merged standings (JSON, Markdown) and the report into the output folder.",
            "A file that is not a readable match log is reported and skipped; the others all count.",
        })
public final class StandingsCommand implements Callable<Integer> {

    @Spec
    private CommandSpec spec;

    @Parameters(arity = "1..*", paramLabel = "DIR", description = "Folders of match logs (searched recursively) or log files.")
    private List<Path> folders;

    @Option(names = "--output", paramLabel = "DIR", description = "Where to write the standings (default: DIR, when only one).")
    private Path output;

    @Option(names = "--name", paramLabel = "NAME",
            description = "The tournament's name (default: from tournament.json, else the output folder's name).")
    private String name;

    @Option(names = "--anchor", paramLabel = "BOT", description = "The bot whose Elo is 0 (default: the mean is 0).")
    private String anchor;

    @Override
    public Integer call() throws IOException {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        if (output == null) {
            if (folders.size() > 1 || !Files.isDirectory(folders.get(0))) {
                throw new UsageException("give --output DIR: with several folders (or a file) there is no one place to write to");
            }
            output = folders.get(0);
        }
        Path target = output.toAbsolutePath().normalize();
        MatchLogScanner scanner = new MatchLogScanner(target);
        for (Path folder : folders) {
            if (!Files.exists(folder)) {
                throw new UsageException(folder + ": no such folder or file");
            }
            scanner.scan(folder);
        }
        for (String problem : scanner.problems()) {
            err.println(Terminal.printable("arbitre: " + problem));
        }
        if (scanner.rules().size() > 1) {
            throw new UsageException("the logs mix rule sets (" + String.join(", ", scanner.rules())
                    + "); their games cannot share one table");
        }
        String rules = scanner.rules().isEmpty() ? "official" : scanner.rules().get(0);
        TournamentInfo info = TournamentInfo.find(folders);
        String title = name != null ? name : info.name() != null ? info.name() : target.getFileName().toString();
        Standings standings = Standings.compute(title, rules, info.bots(), scanner.games(), anchor,
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

    /** The name and bots of the tournament the folders came from, when a {@code tournament.json} says. */
    private record TournamentInfo(String name, List<String> bots) {
        static TournamentInfo find(List<Path> folders) {
            ObjectMapper mapper = new ObjectMapper();
            for (Path folder : folders) {
                for (Path dir = folder.toAbsolutePath().normalize(); dir != null; dir = dir.getParent()) {
                    Path file = dir.resolve("tournament.json");
                    if (Files.isRegularFile(file)) {
                        try {
                            JsonNode node = mapper.readTree(file.toFile());
                            List<String> bots = new java.util.ArrayList<>();
                            node.path("bots").forEach(b -> bots.add(b.path("name").asText()));
                            return new TournamentInfo(node.path("name").asText(null), bots);
                        } catch (IOException e) {
                            break;
                        }
                    }
                    if (dir.equals(folder.toAbsolutePath().normalize().getParent())) {
                        break;
                    }
                }
            }
            return new TournamentInfo(null, List.of());
        }
    }
}
