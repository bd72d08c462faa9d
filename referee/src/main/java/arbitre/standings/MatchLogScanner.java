package arbitre.standings;

import arbitre.clock.TimeControl;
import arbitre.log.MatchLog;
import arbitre.log.MatchLogs;
import arbitre.log.UnreadableLogException;
import arbitre.replay.Finding;
import arbitre.replay.LogVerifier;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

/**
 * Finds the match logs under folders (a tournament's output, a shard's, any folder of logs) and
 * turns them into {@link GameRecord}s. A log counts only when it reads, when the engine confirms
 * it (as {@code replay --verify} does: a changed winner is refused), and, given a tournament's
 * schedule, when it is the log of one of its matches. Any other file is reported, never fatal, so
 * one bad file cannot hide every other result; a match found twice (the same file name in two
 * folders, as when shards are copied together) counts once.
 */
public final class MatchLogScanner {
    private final List<GameRecord> games = new ArrayList<>();
    private final List<String> problems = new ArrayList<>();
    private final Map<String, Path> seen = new HashMap<>();
    private final java.util.Set<String> rules = new java.util.LinkedHashSet<>();
    private final java.util.Set<String> gameNames = new java.util.LinkedHashSet<>();
    private final java.util.Set<TimeControl> clocks = new java.util.LinkedHashSet<>();
    private final Path base;
    private java.util.Set<String> schedule;
    private String tournament;

    /** A scanner whose records name files relative to {@code base} where they lie under it. */
    public MatchLogScanner(Path base) {
        this.base = base.toAbsolutePath().normalize();
    }

    /**
     * Counts only the logs of these matches, by id: the schedule of {@code tournament}, which
     * the folders hold.
     */
    public MatchLogScanner onlySchedule(java.util.Set<String> ids, String tournament) {
        this.schedule = java.util.Set.copyOf(ids);
        this.tournament = tournament;
        return this;
    }

    /** Adds every match log under a folder (or the file itself). */
    public MatchLogScanner scan(Path folderOrFile) throws IOException {
        if (Files.isRegularFile(folderOrFile)) {
            add(folderOrFile);
            return this;
        }
        if (!Files.isDirectory(folderOrFile)) {
            throw new IOException(folderOrFile + ": no such folder");
        }
        List<Path> files;
        try (Stream<Path> walk = Files.walk(folderOrFile)) {
            files = walk.filter(p -> p.getFileName().toString().endsWith(".json"))
                    .filter(Files::isRegularFile)
                    .filter(p -> !p.getFileName().toString().startsWith("."))
                    .sorted()
                    .toList();
        }
        for (Path file : files) {
            String name = file.getFileName().toString();
            if (name.equals(StandingsFiles.JSON) || name.equals("tournament.json")) {
                continue;
            }
            add(file);
        }
        return this;
    }

    /** Adds one log file, or notes why it cannot be used. */
    public void add(Path file) {
        String id = file.getFileName().toString().replaceFirst("\\.json$", "");
        Path absolute = file.toAbsolutePath().normalize();
        Path first = seen.get(id);
        if (first != null) {
            if (!first.equals(absolute)) {
                problems.add(file + ": match " + id + " was already read from " + first + "; counted once");
            }
            return;
        }
        if (schedule != null && !schedule.contains(id)) {
            problems.add(file + ": not a match of tournament '" + tournament + "' (not in its schedule); not counted");
            return;
        }
        MatchLog log;
        try {
            log = MatchLogs.read(file);
        } catch (UnreadableLogException e) {
            problems.add(e.getMessage());
            return;
        }
        List<Finding> findings = LogVerifier.verify(log);
        if (!findings.isEmpty()) {
            problems.add(file + ": the engine refutes it: " + findings.get(0)
                    + (findings.size() > 1 ? " (and " + (findings.size() - 1) + " more)" : "") + "; not counted");
            return;
        }
        seen.put(id, absolute);
        if (log.timeControl() != null) {
            clocks.add(log.timeControl());
        }
        gameNames.add(log.game());
        if (log.rules() != null && log.rules().get("name") != null) {
            rules.add(String.valueOf(log.rules().get("name")));
        }
        String shown = absolute.startsWith(base)
                ? base.relativize(absolute).toString().replace('\\', '/')
                : absolute.toString();
        games.add(GameRecord.of(id, shown, log));
    }

    /** The games found, in the order found. */
    public List<GameRecord> games() {
        return List.copyOf(games);
    }

    /** One line per file that could not be used or was found twice. */
    public List<String> problems() {
        return List.copyOf(problems);
    }

    /** The clocks the games were played with, in the order first seen. */
    public List<TimeControl> clocks() {
        return List.copyOf(clocks);
    }

    /** The games played ({@code awale}), by name, in the order first seen. */
    public List<String> gameNames() {
        return List.copyOf(gameNames);
    }

    /** The rule sets the games were played under, by name, in the order first seen. */
    public List<String> rules() {
        return List.copyOf(rules);
    }
}
