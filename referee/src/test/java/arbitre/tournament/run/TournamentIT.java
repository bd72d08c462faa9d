package arbitre.tournament.run;

import static org.assertj.core.api.Assertions.assertThat;

import arbitre.cli.CliRun;
import arbitre.cli.exit.ExitCode;
import arbitre.log.MatchLog;
import arbitre.log.MatchLogs;
import arbitre.standings.Standings;
import arbitre.standings.StandingsFiles;
import arbitre.testbots.NoProcessLeft;
import arbitre.testbots.TestBots;
import arbitre.tournament.config.ConfigFiles;
import arbitre.tournament.config.ConfigLoader;
import arbitre.tournament.schedule.Schedule;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

/** Whole tournaments of real bot processes: played, resumed after a kill, sharded and merged. */
@Timeout(value = 3, unit = TimeUnit.MINUTES)
class TournamentIT {
    @TempDir
    Path dir;

    @RegisterExtension
    final NoProcessLeft processes = new NoProcessLeft(10);

    /** A config whose bots all carry the test's marker in their environment. */
    private Path config(String name, Map<String, Object> fields, Map<String, String> bots) throws IOException {
        Map<String, Object> config = new LinkedHashMap<>(
                Map.of("name", name, "moveMs", 2000, "firstMoveGraceMs", 3000, "output", "out-" + name, "seed", 7));
        config.putAll(fields);
        return ConfigFiles.write(dir.resolve(name + ".json"), config, bots, processes.marker());
    }

    /** The arena in a JVM of its own, as a user starts it; what it writes goes to {@code output}. */
    private static Process arena(Path output, String... args) throws IOException {
        List<String> java = new ArrayList<>(
                List.of(TestBots.javaBin(), "-cp", System.getProperty("java.class.path"), "arbitre.cli.Main"));
        java.addAll(List.of(args));
        return new ProcessBuilder(java)
                .redirectErrorStream(true)
                .redirectOutput(output.toFile())
                .start();
    }

    private static Map<String, String> bots(String... nameCommand) {
        return ConfigFiles.bots(nameCommand);
    }

    private static List<Path> logs(Path folder) throws IOException {
        try (Stream<Path> files = Files.list(folder.resolve("matches"))) {
            return files.filter(p -> p.getFileName().toString().endsWith(".json"))
                    .sorted()
                    .toList();
        }
    }

    private static Map<String, byte[]> contents(List<Path> files) throws IOException {
        Map<String, byte[]> out = new HashMap<>();
        for (Path f : files) {
            out.put(f.getFileName().toString(), Files.readAllBytes(f));
        }
        return out;
    }

    /** Plays a tournament of a legal bot, the random bot (under the given name) and a bot that writes garbage. */
    private CliRun legalRandomGarbage(String name, Map<String, Object> fields, String randomName) throws IOException {
        Path file = config(
                name,
                fields,
                bots(
                        "legal",
                        TestBots.command("legal"),
                        randomName,
                        "builtin:random",
                        "garbage",
                        TestBots.command("garbage")));
        return CliRun.of("tournament", file.toString());
    }

    @Test
    void tournament_smallRoundRobin_playsEveryMatch_andCountsForfeits() throws Exception {
        CliRun run = legalRandomGarbage("small", Map.of("concurrency", 2), "random");

        assertThat(run.exitCode()).as(run.err()).isEqualTo(ExitCode.OK);
        Path out = dir.resolve("out-small");
        assertThat(logs(out)).hasSize(6);
        Standings s = StandingsFiles.read(out.resolve("standings.json"));
        assertThat(s.games()).isEqualTo(6);
        assertThat(s.standings())
                .extracting(Standings.Row::name)
                .containsExactlyInAnyOrder("legal", "random", "garbage");
        assertThat(s.standings().stream().mapToDouble(Standings.Row::points).sum())
                .isEqualTo(6.0);
        Standings.Row garbage = s.standings().get(2);
        assertThat(garbage.name()).isEqualTo("garbage");
        assertThat(garbage.points()).isZero();
        assertThat(garbage.forfeits()).containsEntry("malformed", 4);
        assertThat(s.matches())
                .allSatisfy(g -> assertThat(out.resolve(g.file())).exists());
        assertThat(out.resolve("standings.md")).content().contains("| garbage |");
        assertThat(out.resolve("tournament.json")).exists();
        // The run's last report is final: it does not say it is live nor reload itself.
        assertThat(out.resolve("report.html"))
                .content()
                .contains("garbage")
                .doesNotContainPattern("(src|href)=\"https?:")
                .doesNotContain("\"live\":{");
        assertThat(run.out())
                .contains("garbage")
                .contains("4 malformed")
                .contains("standings: " + out.resolve("standings.md"))
                .contains("report: " + out.resolve("report.html"));
        assertThat(run.err()).contains("[6/6]");
    }

    @Test
    void tournament_gradebookFiles_agreeWithStandingsJson() throws Exception {
        CliRun run =
                legalRandomGarbage("grades", Map.of("concurrency", 2, "description", "Week 3, group B"), "=random");

        assertThat(run.exitCode()).as(run.err()).isEqualTo(ExitCode.OK);
        Path out = dir.resolve("out-grades");
        Standings s = StandingsFiles.read(out.resolve("standings.json"));
        assertThat(s.header().description()).isEqualTo("Week 3, group B");
        assertThat(s.header().game()).isEqualTo("awale");
        assertThat(s.header().timeControl().moveMs()).isEqualTo(2000);
        assertThat(s.header().starts()).containsExactly("standard");
        List<org.apache.commons.csv.CSVRecord> table = csv(out.resolve("standings.csv"));
        assertThat(table).hasSize(4);
        List<String> header = table.get(0).toList();
        for (int r = 1; r < table.size(); r++) {
            Standings.Row row = s.standings().get(r - 1);
            org.apache.commons.csv.CSVRecord line = table.get(r);
            assertThat(line.get(1)).isEqualTo(row.name().startsWith("=") ? "'" + row.name() : row.name());
            assertThat(Double.parseDouble(line.get(header.indexOf("points")))).isEqualTo(row.points());
            assertThat(Integer.parseInt(line.get(header.indexOf("forfeits")))).isEqualTo(row.forfeitCount());
            assertThat(Double.parseDouble(line.get(header.indexOf("mean_thinking_ms"))))
                    .isEqualTo(row.thinking().meanMs());
            List<Double> byRound = s.rounds().points().get(s.rounds().names().indexOf(row.name()));
            assertThat(byRound.get(byRound.size() - 1)).isEqualTo(row.points());
            assertThat(row.forfeitGames()).hasSize(row.forfeitCount()).allSatisfy(f -> {
                assertThat(out.resolve(f.file())).exists();
                assertThat(out.resolve(f.stderr())).exists();
            });
        }
        assertThat(s.rounds().numbers()).containsExactly(1);
        Standings.Row garbage = s.standings().get(2);
        assertThat(garbage.forfeitGames())
                .extracting(Standings.Forfeit::reason)
                .containsOnly("malformed")
                .hasSize(4);
        List<org.apache.commons.csv.CSVRecord> games = csv(out.resolve("games.csv"));
        assertThat(games).hasSize(7);
        assertThat(games.subList(1, 7))
                .extracting(r -> r.get(0))
                .containsExactlyElementsOf(s.matches().stream()
                        .map(arbitre.standings.GameRecord::id)
                        .toList());
        assertThat(games.subList(1, 7)).allSatisfy(r -> {
            assertThat(r.get(1)).isEqualTo("1");
            assertThat(out.resolve(r.get(games.get(0).toList().indexOf("log")))).exists();
        });
    }

    private static List<org.apache.commons.csv.CSVRecord> csv(Path file) throws IOException {
        String text = Files.readString(file);
        assertThat(text).startsWith("\uFEFF");
        return org.apache.commons.csv.CSVFormat.RFC4180
                .parse(new java.io.StringReader(text.substring(1)))
                .getRecords();
    }

    @Test
    void tournament_runAgain_playsNothingAndChangesNoLog() throws Exception {
        Path file = config(
                "again",
                Map.of("concurrency", 2),
                bots("one", TestBots.command("legal"), "two", TestBots.command("random")));
        assertThat(CliRun.of("tournament", file.toString()).exitCode()).isZero();
        Path out = dir.resolve("out-again");
        Map<String, byte[]> before = contents(logs(out));

        CliRun again = CliRun.of("tournament", file.toString());

        assertThat(again.exitCode()).as(again.err()).isZero();
        assertThat(again.err()).contains("2 matches, 2 already done");
        assertThat(contents(logs(out))).containsOnlyKeys(before.keySet());
        before.forEach((name, bytes) ->
                assertThat(out.resolve("matches").resolve(name)).hasBinaryContent(bytes));
        // The standings written at the start of a run, on their own thread, are never cut short by
        // the end of a run that had nothing to play.
        for (int i = 0; i < 8; i++) {
            CliRun more = CliRun.of("tournament", file.toString());
            assertThat(more.err()).doesNotContain("could not be written");
        }
    }

    @Test
    void tournament_killedWithSigkill_resumesAndLosesNothing() throws Exception {
        String slow = TestBots.command("delay", "40");
        Path file = config(
                "killed",
                Map.of("concurrency", 1),
                bots("a", slow, "b", TestBots.command("legal"), "c", TestBots.command("random")));
        Path out = dir.resolve("out-killed");
        Process arena = arena(dir.resolve("arena.txt"), "tournament", file.toString());
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
        while (System.nanoTime() < deadline
                && (!Files.isDirectory(out.resolve("matches")) || logs(out).isEmpty())) {
            Thread.sleep(50);
        }
        arena.destroyForcibly().waitFor();
        Map<String, byte[]> finished = contents(logs(out));
        assertThat(finished)
                .as(Files.readString(dir.resolve("arena.txt")))
                .isNotEmpty()
                .hasSizeLessThan(6);

        // Run again as its user would: a new arena, which also ends what the killed one left.
        Process resumed = arena(dir.resolve("resumed.txt"), "tournament", file.toString(), "--concurrency", "2");
        assertThat(resumed.waitFor(2, TimeUnit.MINUTES)).isTrue();
        String said = Files.readString(dir.resolve("resumed.txt"));

        assertThat(resumed.exitValue()).as(said).isZero();
        assertThat(said).contains(finished.size() + " already done");
        List<Path> all = logs(out);
        assertThat(all)
                .extracting(p -> p.getFileName().toString().replace(".json", ""))
                .containsExactlyInAnyOrderElementsOf(Schedule.roundRobin(ConfigLoader.load(file)).stream()
                        .map(Schedule.Match::id)
                        .toList());
        finished.forEach((name, bytes) ->
                assertThat(out.resolve("matches").resolve(name)).hasBinaryContent(bytes));
        try (Stream<Path> left = Files.list(out.resolve("matches"))) {
            assertThat(left.map(p -> p.getFileName().toString())).noneMatch(n -> n.endsWith(".tmp"));
        }
        assertThat(StandingsFiles.read(out.resolve("standings.json")).games()).isEqualTo(6);
    }

    @Test
    void tournament_matchLog_recordsTheVersionEachBotsSeedAndFolder() throws Exception {
        Path file = config(
                "audit",
                Map.of("concurrency", 1),
                bots("one", TestBots.command("legal"), "two", TestBots.command("random")));

        CliRun run = CliRun.of("tournament", file.toString());

        assertThat(run.exitCode()).as(run.err()).isZero();
        MatchLog log = MatchLogs.read(dir.resolve("out-audit/matches/one-vs-two-1.json"));
        assertThat(log.arbitre()).isEqualTo(arbitre.log.ArbitreVersion.number());
        String seed = Long.toString(Schedule.seed(7, "one-vs-two-1"));
        assertThat(log.players()).allSatisfy(p -> {
            assertThat(p.seed()).isEqualTo(seed);
            // Without a workdir a bot runs in its own folder, never the config's, where results lie.
            assertThat(Path.of(p.workdir())).isAbsolute().isNotEqualTo(dir.toAbsolutePath());
        });
    }

    @Test
    void tournament_corruptLog_isKeptAsideAndItsMatchPlayedAgain() throws Exception {
        Path file = config(
                "corrupt",
                Map.of("concurrency", 2),
                bots("one", TestBots.command("legal"), "two", TestBots.command("random")));
        assertThat(CliRun.of("tournament", file.toString()).exitCode()).isZero();
        Path log = dir.resolve("out-corrupt/matches/one-vs-two-1.json");
        byte[] original = Files.readAllBytes(log);
        Files.write(log, java.util.Arrays.copyOf(original, original.length / 2));

        CliRun again = CliRun.of("tournament", file.toString());

        assertThat(again.exitCode()).as(again.err()).isZero();
        assertThat(again.err()).contains(log + ": not valid JSON").contains("moved to one-vs-two-1.json.corrupt");
        assertThat(log.resolveSibling("one-vs-two-1.json.corrupt")).hasSize(original.length / 2);
        assertThat(MatchLogs.read(log).players().get(0).name()).isEqualTo("one");
    }

    @Test
    void tournament_folderOfAnotherTournament_isRefused() throws Exception {
        Path first = config(
                "first",
                Map.of("concurrency", 2),
                bots("one", TestBots.command("legal"), "two", TestBots.command("random")));
        assertThat(CliRun.of("tournament", first.toString()).exitCode()).isZero();
        Path second = config(
                "second",
                Map.of("output", "out-first"),
                bots("one", TestBots.command("legal"), "two", TestBots.command("random")));

        CliRun run = CliRun.of("tournament", second.toString());

        assertThat(run.exitCode()).isEqualTo(ExitCode.USAGE);
        assertThat(run.err()).contains("already holds tournament 'first'");
    }

    @Test
    void shards_playedApart_mergeIntoTheWholeSchedule() throws Exception {
        Path file = config(
                "sharded",
                Map.of("concurrency", 1),
                bots("a", TestBots.command("legal"), "b", TestBots.command("random"), "c", TestBots.command("legal")));
        Path out = dir.resolve("out-sharded");

        CliRun one = CliRun.of("tournament", file.toString(), "--shard", "1/2");
        CliRun two = CliRun.of("tournament", file.toString(), "--shard", "2/2", "--concurrency", "2");
        CliRun merged = CliRun.of(
                "standings",
                out.resolve("shard-1-of-2").toString(),
                out.resolve("shard-2-of-2").toString(),
                "--output",
                out.toString());

        assertThat(one.exitCode()).as(one.err()).isZero();
        assertThat(two.exitCode()).as(two.err()).isZero();
        assertThat(merged.exitCode()).as(merged.err()).isZero();
        assertThat(logs(out.resolve("shard-1-of-2"))).hasSize(3);
        assertThat(logs(out.resolve("shard-2-of-2"))).hasSize(3);
        Standings s = StandingsFiles.read(out.resolve("standings.json"));
        assertThat(s.name()).isEqualTo("sharded");
        assertThat(s.matches())
                .extracting(arbitre.standings.GameRecord::id)
                .containsExactlyInAnyOrderElementsOf(Schedule.roundRobin(ConfigLoader.load(file)).stream()
                        .map(Schedule.Match::id)
                        .toList());
        assertThat(s.matches())
                .allSatisfy(g -> assertThat(out.resolve(g.file())).exists());

        // The whole tournament, run again where its shards played: every game is done already.
        CliRun whole = CliRun.of("tournament", file.toString());

        assertThat(whole.exitCode()).as(whole.err()).isZero();
        assertThat(whole.err()).contains("6 matches, 6 already done");
        Standings again = StandingsFiles.read(out.resolve("standings.json"));
        assertThat(again.matches())
                .extracting(arbitre.standings.GameRecord::id)
                .containsExactlyInAnyOrderElementsOf(s.matches().stream()
                        .map(arbitre.standings.GameRecord::id)
                        .toList());
        assertThat(again.standings().stream().mapToInt(r -> r.games()).sum()).isEqualTo(12);
    }

    @Test
    void standings_unreadableLog_isReportedAndTheOthersCount() throws Exception {
        Path file = config(
                "mixed",
                Map.of("concurrency", 2),
                bots("one", TestBots.command("legal"), "two", TestBots.command("random")));
        assertThat(CliRun.of("tournament", file.toString()).exitCode()).isZero();
        Path out = dir.resolve("out-mixed");
        Files.writeString(out.resolve("matches/stray.json"), "{\"format\": 1, \"moves\": [");
        Path copy = Files.createDirectories(dir.resolve("copy")).resolve("one-vs-two-1.json");
        Files.copy(out.resolve("matches/one-vs-two-1.json"), copy);
        Files.writeString(copy.resolveSibling("two-vs-one-1.json"), "{\"format\": 1, \"moves\": [");

        CliRun run = CliRun.of("standings", out.toString());
        CliRun loose = CliRun.of("standings", copy.getParent().toString());

        assertThat(run.exitCode()).isEqualTo(ExitCode.FAILED);
        assertThat(run.err()).contains("stray.json: not a match of tournament 'mixed'");
        assertThat(loose.exitCode()).isEqualTo(ExitCode.FAILED);
        assertThat(loose.err()).contains("two-vs-one-1.json: not valid JSON").contains(" at line ");
        assertThat(loose.out()).contains("1 games");
        assertThat(StandingsFiles.read(out.resolve("standings.json")).games()).isEqualTo(2);
        assertThat(run.out()).contains("2 games");
    }

    @Test
    void tournament_startAfterAPlyOfALog_everyMatchPlaysOnFromThereAndVerifies() throws Exception {
        Path first = dir.resolve("first.json");
        CliRun match = CliRun.of(
                "match", "--p1", "builtin:random --seed 5", "--p2", "builtin:greedy", "--log", first.toString());
        assertThat(match.exitCode()).as(match.err()).isEqualTo(ExitCode.OK);
        List<MatchLog.Move> earlier = MatchLogs.read(first).moves().subList(0, 8);
        Path file = config(
                "from-log",
                Map.of("start", Map.of("log", "first.json", "ply", 8), "concurrency", 2),
                bots("random", "builtin:random", "greedy", "builtin:greedy", "other", "builtin:random --seed 9"));

        CliRun run = CliRun.of("tournament", file.toString());

        assertThat(run.exitCode()).as(run.err()).isEqualTo(ExitCode.OK);
        List<Path> logs = logs(dir.resolve("out-from-log"));
        assertThat(logs).hasSize(6);
        for (Path f : logs) {
            MatchLog log = MatchLogs.read(f);
            assertThat(log.result().forfeit())
                    .as("%s: %s", f.getFileName(), log.result().detail())
                    .isNull();
            assertThat(log.from().moves())
                    .as("%s starts after the log's eighth ply", f.getFileName())
                    .containsExactlyElementsOf(
                            earlier.stream().map(MatchLog.Move::move).toList());
            assertThat(log.from().log()).isEqualTo("first.json");
            assertThat(log.moves().get(0).ply()).isEqualTo(9);
            assertThat(arbitre.replay.LogVerifier.verify(log))
                    .as(f.getFileName().toString())
                    .isEmpty();
        }
    }

    @Test
    void tournament_startAfterAPlyOfASlowerGame_verifiesUnderItsOwnClockAndKeepsItsGamesWhenRunAgain()
            throws Exception {
        Path first = dir.resolve("first.json");
        CliRun match = CliRun.of(
                "match",
                "--move-ms",
                "2000",
                "--p1",
                "builtin:random --seed 5",
                "--p2",
                "builtin:greedy",
                "--log",
                first.toString());
        assertThat(match.exitCode()).as(match.err()).isEqualTo(ExitCode.OK);
        // The earlier game thought a second a move, within its own clock and ten times this one's.
        MatchLog slow = MatchLogs.read(first);
        List<MatchLog.Move> thoughtLonger = slow.moves().stream()
                .map(m -> new MatchLog.Move(m.ply(), m.player(), m.move(), 1000, 1000L, 0L, 50L))
                .toList();
        MatchLogs.write(
                first,
                arbitre.log.MatchLogBuilder.from(slow).moves(thoughtLonger).build());
        assertThat(arbitre.replay.LogVerifier.verify(MatchLogs.read(first))).isEmpty();
        Path file = config(
                "from-slower",
                Map.of(
                        "start",
                        Map.of("log", "first.json", "ply", 8),
                        "moveMs",
                        200,
                        "firstMoveGraceMs",
                        0,
                        "concurrency",
                        2),
                bots("random", "builtin:random", "greedy", "builtin:greedy"));

        CliRun run = CliRun.of("tournament", file.toString());

        assertThat(run.exitCode()).as(run.err()).isEqualTo(ExitCode.OK);
        Path out = dir.resolve("out-from-slower");
        CliRun verify = CliRun.of("replay", "--verify", out.resolve("matches").toString());
        assertThat(verify.exitCode()).as(verify.out() + verify.err()).isEqualTo(ExitCode.OK);
        Map<String, byte[]> before = contents(logs(out));
        assertThat(before).hasSize(2);
        for (Path f : logs(out)) {
            MatchLog log = MatchLogs.read(f);
            assertThat(log.moves())
                    .as("%s: the bots' own moves, none of the earlier game's", f.getFileName())
                    .allSatisfy(m -> assertThat(m.ply()).isGreaterThan(8));
            assertThat(log.from())
                    .as("%s says which plies it started after, and from where", f.getFileName())
                    .isEqualTo(new MatchLog.From(
                            "first.json",
                            8,
                            slow.moves().subList(0, 8).stream()
                                    .map(MatchLog.Move::move)
                                    .toList()));
        }

        CliRun again = CliRun.of("tournament", file.toString());

        assertThat(again.exitCode()).as(again.err()).isZero();
        assertThat(again.err()).contains("2 matches, 2 already done");
        assertThat(contents(logs(out))).containsOnlyKeys(before.keySet());
        before.forEach((name, bytes) ->
                assertThat(out.resolve("matches").resolve(name)).hasBinaryContent(bytes));
        assertThat(CliRun.of("standings", out.toString()).exitCode()).isZero();
        Standings standings = StandingsFiles.read(out.resolve("standings.json"));
        assertThat(standings.games()).isEqualTo(2);
        assertThat(standings.standings())
                .as("the earlier game's thinking is not the new players'")
                .allSatisfy(row -> assertThat(row.thinking().maxMs()).isLessThan(1000));
    }

    @Test
    void tournament_fairKalah_pairsPlayOneOpeningWithTheSidesSwapped() throws Exception {
        String python = "python3 "
                + Path.of("..", "bots", "examples", "python", "kalah_bot.py")
                        .toAbsolutePath()
                        .normalize();
        Path file = config(
                "fair",
                Map.of("game", "kalah", "openings", "fairkalah", "bankMs", 20_000, "moveMs", 20_000, "concurrency", 2),
                bots(
                        "random", "builtin:random",
                        "greedy", "builtin:greedy",
                        "python", python));

        CliRun list = CliRun.of("tournament", file.toString(), "--list");
        CliRun run = CliRun.of("tournament", file.toString());

        assertThat(run.exitCode()).as(run.err()).isEqualTo(ExitCode.OK);
        Path out = dir.resolve("out-fair");
        List<Path> logs = logs(out);
        assertThat(logs).hasSize(6);
        Map<String, String> openingOf = new HashMap<>();
        for (Path f : logs) {
            var log = MatchLogs.read(f);
            String id = f.getFileName().toString().replace(".json", "");
            assertThat(log.game()).isEqualTo("kalah");
            assertThat(log.start()).startsWith("fair:");
            assertThat(log.startPosition())
                    .containsExactlyElementsOf(
                            java.util.Arrays.stream(arbitre.engine.kalah.KalahStart.parse(log.start())
                                            .vector())
                                    .boxed()
                                    .toList());
            assertThat(log.result().forfeit())
                    .as("%s: %s", id, log.result().detail())
                    .isNull();
            assertThat(arbitre.replay.LogVerifier.verify(log)).as(id).isEmpty();
            assertThat(list.out()).as("the schedule names the opening of " + id).contains(id + " " + log.start());
            List<String> pair = new ArrayList<>(
                    List.of(log.players().get(0).name(), log.players().get(1).name()));
            pair.sort(null);
            String other = openingOf.putIfAbsent(String.join(",", pair), log.start());
            if (other != null) {
                assertThat(log.start()).as("both games of " + pair).isEqualTo(other);
            }
        }
        assertThat(openingOf).hasSize(3);
        Standings standings = StandingsFiles.read(out.resolve("standings.json"));
        assertThat(standings.rules()).isEqualTo("kalah");
        assertThat(standings.header().game()).isEqualTo("kalah");
        assertThat(standings.header().starts())
                .containsExactlyInAnyOrderElementsOf(new java.util.HashSet<>(openingOf.values()));
        assertThat(out.resolve("report.html")).exists();
    }
}
