package arbitre.cli.command;

import static org.assertj.core.api.Assertions.assertThat;

import arbitre.cli.CliRun;
import arbitre.cli.exit.ExitCode;
import arbitre.clock.TimeControl;
import arbitre.engine.awale.RuleSet;
import arbitre.log.MatchLog;
import arbitre.log.MatchLogBuilder;
import arbitre.log.MatchLogs;
import arbitre.replay.SampleLogs;
import arbitre.standings.Standings;
import arbitre.standings.StandingsFiles;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code standings} over folders of logs: what it counts, what it refuses, and how it says so. */
class StandingsCommandTest {
    @TempDir
    Path dir;

    /** A finished game between two named bots, with a clock. */
    private static MatchLog game(long seed, String first, String second, TimeControl clock) {
        MatchLog log = SampleLogs.finished(seed, RuleSet.OFFICIAL);
        List<MatchLog.Player> players = List.of(
                new MatchLog.Player(1, first, "./" + first, List.of(), "x.p1.stderr.txt", 0, true),
                new MatchLog.Player(2, second, "./" + second, List.of(), "x.p2.stderr.txt", 0, true));
        return MatchLogBuilder.from(log).timeControl(clock).players(players).build();
    }

    private static MatchLog game(long seed, String first, String second) {
        return game(seed, first, second, TimeControl.perMove(100));
    }

    private Path write(String file, MatchLog log) throws Exception {
        Path path = dir.resolve(file);
        MatchLogs.write(path, log);
        return path;
    }

    private void tournamentFile(String folder, String name, long moveMs, String... bots) throws Exception {
        StringBuilder list = new StringBuilder();
        for (String bot : bots) {
            list.append(list.length() == 0 ? "" : ", ")
                    .append("{\"name\": \"")
                    .append(bot)
                    .append("\"}");
        }
        Files.createDirectories(dir.resolve(folder));
        Files.writeString(
                dir.resolve(folder).resolve("tournament.json"),
                "{\"format\": 1, \"name\": \"" + name
                        + "\", \"rules\": \"official\", \"timeControl\": {\"moveMs\": " + moveMs + ", \"bankMs\": 0, "
                        + "\"incrementMs\": 0, \"firstMoveGraceMs\": 0, \"endGraceMs\": 1000}, \"gamesPerPair\": 2, "
                        + "\"bots\": [" + list + "]}");
    }

    @Test
    void standings_folderThatDoesNotExist_isNamedAsMissing() {
        Path missing = dir.resolve("nope");

        CliRun run = CliRun.of("standings", missing.toString());

        assertThat(run.exitCode()).isEqualTo(ExitCode.USAGE);
        assertThat(run.err()).contains(missing + ": no such folder or file").doesNotContain("--output");
    }

    @Test
    void standings_emptyFolder_saysItFoundNoMatchLog() throws Exception {
        Path empty = Files.createDirectories(dir.resolve("empty"));

        CliRun run = CliRun.of("standings", empty.toString());

        assertThat(run.exitCode()).isEqualTo(ExitCode.FAILED);
        assertThat(run.err()).contains("no match log found under " + empty);
        assertThat(empty.resolve("standings.json")).doesNotExist();
    }

    @Test
    void standings_truncatedLog_isNamedWithLineAndColumn_withoutParserInternals() throws Exception {
        write("logs/a-vs-b-1.json", game(1, "a", "b"));
        Path cut = write("logs/b-vs-a-1.json", game(2, "b", "a"));
        byte[] bytes = Files.readAllBytes(cut);
        Files.write(cut, java.util.Arrays.copyOf(bytes, bytes.length / 2));

        CliRun run = CliRun.of("standings", dir.resolve("logs").toString());

        assertThat(run.exitCode()).isEqualTo(ExitCode.FAILED);
        assertThat(run.err())
                .containsPattern(java.util.regex.Pattern.quote(cut.toString())
                        + ": not valid JSON: .* at line \\d+, column \\d+")
                .doesNotContain("Source")
                .doesNotContain("marker")
                .doesNotContain("OBJECT");
        assertThat(StandingsFiles.read(dir.resolve("logs/standings.json")).games())
                .isEqualTo(1);
    }

    @Test
    void standings_tournamentFolder_writesTheGradebookFiles_withTheDescriptionAndTheLogsClock() throws Exception {
        tournamentFile("out", "final", 100, "a", "b");
        Path info = dir.resolve("out/tournament.json");
        Files.writeString(
                info,
                Files.readString(info)
                        .replace("\"gamesPerPair\": 2,", "\"gamesPerPair\": 2, \"description\": \"Week 3\","));
        write("out/matches/a-vs-b-1.json", game(1, "a", "b"));
        write("out/matches/b-vs-a-1.json", game(2, "b", "a"));

        CliRun run = CliRun.of("standings", dir.resolve("out").toString());

        assertThat(run.exitCode()).as(run.err()).isEqualTo(ExitCode.OK);
        Standings s = StandingsFiles.read(dir.resolve("out/standings.json"));
        assertThat(s.header())
                .isEqualTo(new Standings.Header(
                        "awale", "official", List.of("standard"), TimeControl.perMove(100), "Week 3"));
        assertThat(dir.resolve("out/standings.csv")).content().contains("rank,name,games");
        assertThat(dir.resolve("out/games.csv"))
                .content()
                .contains("a-vs-b-1,1,a,b,")
                .contains("matches/a-vs-b-1.json");
        assertThat(s.matches())
                .allSatisfy(g ->
                        assertThat(g.stderr()).containsExactly("matches/x.p1.stderr.txt", "matches/x.p2.stderr.txt"));
    }

    @Test
    void standings_tournamentWithAnEloAnchor_keepsItUnlessTheCommandSaysOtherwise() throws Exception {
        tournamentFile("out", "final", 100, "a", "b");
        Path info = dir.resolve("out/tournament.json");
        Files.writeString(
                info,
                Files.readString(info).replace("\"gamesPerPair\": 2,", "\"gamesPerPair\": 2, \"eloAnchor\": \"b\","));
        write("out/matches/a-vs-b-1.json", game(1, "a", "b"));
        write("out/matches/b-vs-a-1.json", game(2, "b", "a"));

        CliRun run = CliRun.of("standings", dir.resolve("out").toString());

        assertThat(run.exitCode()).as(run.err()).isEqualTo(ExitCode.OK);
        Standings anchored = StandingsFiles.read(dir.resolve("out/standings.json"));
        assertThat(anchored.eloAnchor()).isEqualTo("b");
        assertThat(anchored.standings())
                .filteredOn(r -> r.name().equals("b"))
                .singleElement()
                .satisfies(r -> assertThat(r.elo()).isZero());

        CliRun other = CliRun.of("standings", dir.resolve("out").toString(), "--anchor", "a");

        assertThat(other.exitCode()).as(other.err()).isEqualTo(ExitCode.OK);
        assertThat(StandingsFiles.read(dir.resolve("out/standings.json")).eloAnchor())
                .isEqualTo("a");
    }

    @Test
    void standings_shardsWithoutTournamentFile_roundsFromTheLogNames() throws Exception {
        write("s1/a-vs-b-1.json", game(1, "a", "b"));
        write("s2/b-vs-a-1.json", game(2, "b", "a"));
        write("s2/a-vs-b-2.json", game(3, "a", "b"));

        CliRun run = CliRun.of(
                "standings",
                dir.resolve("s1").toString(),
                dir.resolve("s2").toString(),
                "--output",
                dir.resolve("merged").toString());

        assertThat(run.exitCode()).as(run.err()).isEqualTo(ExitCode.OK);
        Standings s = StandingsFiles.read(dir.resolve("merged/standings.json"));
        assertThat(s.rounds().numbers()).containsExactly(1, 2);
        assertThat(s.matches())
                .extracting(g -> g.id() + ":" + g.round())
                .containsExactlyInAnyOrder("a-vs-b-1:1", "b-vs-a-1:1", "a-vs-b-2:2");
        assertThat(s.header().description()).isNull();
        assertThat(Files.readAllLines(dir.resolve("merged/games.csv"))).hasSize(4);
    }

    @Test
    void standings_logWithAFlippedWinner_isRefusedAndNamed() throws Exception {
        write("logs/a-vs-b-1.json", game(1, "a", "b"));
        MatchLog honest = game(2, "b", "a");
        MatchLog.Result r = honest.result();
        MatchLog flipped = MatchLogBuilder.from(honest)
                .result(new MatchLog.Result(
                        r.winner() == 1 ? 2 : 1, r.reason(), r.captured(), r.plies(), r.detail(), r.forfeit()))
                .build();
        Path bad = write("logs/b-vs-a-1.json", flipped);

        CliRun run = CliRun.of("standings", dir.resolve("logs").toString());

        assertThat(run.exitCode()).isEqualTo(ExitCode.FAILED);
        assertThat(run.err()).contains(bad + ": the engine refutes it: result.winner");
        assertThat(StandingsFiles.read(dir.resolve("logs/standings.json")).games())
                .isEqualTo(1);
    }

    @Test
    void standings_logsNotInTheTournamentsSchedule_evenInASubFolder_areNotCounted() throws Exception {
        tournamentFile("out", "final", 100, "a", "b");
        write("out/matches/a-vs-b-1.json", game(1, "a", "b"));
        write("out/matches/b-vs-a-1.json", game(2, "b", "a"));
        Path stray = write("out/matches/old/a-vs-b-7.json", game(3, "a", "b"));
        Path other = write("out/matches/a-vs-z-1.json", game(4, "a", "z"));

        CliRun run = CliRun.of("standings", dir.resolve("out").toString());

        assertThat(StandingsFiles.read(dir.resolve("out/standings.json")).games())
                .isEqualTo(2);
        assertThat(run.err())
                .contains(stray + ": not a match of tournament 'final' (not in its schedule)")
                .contains(other + ": not a match of tournament 'final'");
        assertThat(run.out()).doesNotContain(" z ");
    }

    @Test
    void standings_foldersOfDifferentTournaments_areRefused() throws Exception {
        tournamentFile("fast", "final", 100, "a", "b");
        tournamentFile("slow", "final", 3000, "a", "b");
        write("fast/matches/a-vs-b-1.json", game(1, "a", "b"));
        write("slow/matches/a-vs-b-1.json", game(2, "a", "b", TimeControl.perMove(3000)));

        CliRun run = CliRun.of(
                "standings",
                dir.resolve("fast").toString(),
                dir.resolve("slow").toString(),
                "--output",
                dir.resolve("merged").toString());

        assertThat(run.exitCode()).isEqualTo(ExitCode.USAGE);
        assertThat(run.err()).contains("are of different tournaments (timeControl");
    }

    @Test
    void standings_logsOfDifferentClocks_areRefused() throws Exception {
        write("one/a-vs-b-1.json", game(1, "a", "b"));
        write("two/c-vs-d-1.json", game(2, "c", "d", TimeControl.perMove(3000)));

        CliRun run = CliRun.of(
                "standings",
                dir.resolve("one").toString(),
                dir.resolve("two").toString(),
                "--output",
                dir.resolve("merged").toString());

        assertThat(run.exitCode()).isEqualTo(ExitCode.USAGE);
        assertThat(run.err()).contains("the logs mix clocks (100 ms a move; 3000 ms a move)");
    }

    @Test
    void standings_groupsWithNoGameBetweenThem_areWarnedAbout() throws Exception {
        write("one/a-vs-b-1.json", game(1, "a", "b"));
        write("two/c-vs-d-1.json", game(2, "c", "d"));

        CliRun run = CliRun.of(
                "standings",
                dir.resolve("one").toString(),
                dir.resolve("two").toString(),
                "--output",
                dir.resolve("merged").toString());

        assertThat(run.exitCode()).as(run.err()).isZero();
        assertThat(run.err())
                .contains("warning: these games form 2 groups of bots with no game between them " + "(a, b | c, d)");
    }
}
