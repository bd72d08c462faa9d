package arbitre.tournament.run;

import static org.assertj.core.api.Assertions.assertThat;

import arbitre.cli.CliRun;
import arbitre.cli.exit.ExitCode;
import arbitre.log.MatchLogs;
import arbitre.standings.Standings;
import arbitre.standings.StandingsFiles;
import arbitre.testbots.NoProcessLeft;
import arbitre.testbots.TestBots;
import arbitre.tournament.config.ConfigFiles;
import arbitre.tournament.config.ConfigLoader;
import arbitre.tournament.schedule.Schedule;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

/**
 * What an instructor relies on in a class tournament: every match in its own file, a broken bot
 * found before the first game, a fixed bot's games played again, only the schedule's verified logs
 * counted, one run per folder, a full disk stopping the run, Ctrl-C starting nothing.
 */
@Timeout(value = 3, unit = TimeUnit.MINUTES)
class TournamentTrustIT {
    /** A quick bot: the Python starter bot, seeded by the tournament. */
    static final String PY = "python3 "
            + Path.of("../bots/examples/python/bot.py").toAbsolutePath().normalize();

    @TempDir
    Path dir;

    @RegisterExtension
    final NoProcessLeft processes = new NoProcessLeft(10);

    private Path config(String name, Map<String, Object> fields, Map<String, String> bots) throws IOException {
        Map<String, Object> config = new LinkedHashMap<>(Map.of(
                "name", name, "moveMs", 2000, "firstMoveGraceMs", 3000, "output", "out", "seed", 7, "concurrency", 1));
        config.putAll(fields);
        return ConfigFiles.write(dir.resolve(name + ".json"), config, bots, processes.marker());
    }

    private static Map<String, String> bots(String... nameCommand) {
        return ConfigFiles.bots(nameCommand);
    }

    private Path out() {
        return dir.resolve("out");
    }

    private List<Path> logs() throws IOException {
        try (Stream<Path> files = Files.list(out().resolve("matches"))) {
            return files.filter(p -> p.getFileName().toString().endsWith(".json"))
                    .sorted()
                    .toList();
        }
    }

    private Standings standings() throws IOException {
        return StandingsFiles.read(out().resolve("standings.json"));
    }

    @Test
    void tournament_namesThatJoinAlike_playEveryMatchIntoItsOwnFile() throws Exception {
        Path file = config("names", Map.of(), bots("a", PY, "b-vs-c", PY, "a-vs-b", PY, "c", PY));

        CliRun run = CliRun.of("tournament", file.toString());
        CliRun list = CliRun.of("tournament", file.toString(), "--list");

        assertThat(run.exitCode()).as(run.err()).isZero();
        assertThat(logs()).hasSize(12);
        assertThat(standings().games()).isEqualTo(12);
        assertThat(list.exitCode()).as(list.err()).isZero();
        assertThat(list.out()).contains("12 matches, 12 done");
    }

    @Test
    void tournament_unicodeNames_showTheNameAndUseSafeFiles() throws Exception {
        Path file = config("unicode", Map.of(), bots("Élodie", PY, "Jean Dupont", PY));

        CliRun run = CliRun.of("tournament", file.toString());

        assertThat(run.exitCode()).as(run.err()).isZero();
        assertThat(standings().standings())
                .extracting(Standings.Row::name)
                .containsExactlyInAnyOrder("Élodie", "Jean Dupont");
        assertThat(logs())
                .extracting(p -> p.getFileName().toString())
                .allSatisfy(n -> assertThat(n).matches("[A-Za-z0-9_.+~-]+\\.json"));
        assertThat(run.out()).contains("Élodie").contains("Jean Dupont");
    }

    @Test
    void tournament_botThatCannotStart_stopsBeforeAnyGame_namingEachCause() throws Exception {
        Path file = config(
                "broken", Map.of(), bots("alice", PY, "carol", "pyhton3 carol.py", "dave", "python3 missing.py"));

        CliRun run = CliRun.of("tournament", file.toString());

        assertThat(run.exitCode()).isEqualTo(ExitCode.USAGE);
        assertThat(run.err())
                .contains("2 bots cannot start; nothing was played")
                .contains("carol (as player 1 and 2): pyhton3 carol.py: command not found: pyhton3")
                .contains("dave (as player 1 and 2): python3 missing.py: no such file: missing.py (the program python3"
                        + " is to run; looked in ")
                .doesNotContain("arbitre-bot-")
                .doesNotContain("alice (");
        assertThat(logs()).isEmpty();
    }

    @Test
    void tournament_botSlowToStart_passesTheStartCheck_andPlaysWithoutAGrace() throws Exception {
        // 1.5 s of start-up work under a 300 ms limit and no first-move grace: the start check
        // noted it as slow, and every first move it made was lost on time.
        Path file = config(
                "slow",
                Map.of("moveMs", 300, "firstMoveGraceMs", 0),
                bots("alice", PY, "slow", arbitre.testbots.TestBots.command("slow-start", "1500")));

        CliRun run = CliRun.of("tournament", file.toString());

        assertThat(run.exitCode()).as(run.err()).isZero();
        assertThat(run.err()).doesNotContain("did not answer");
        assertThat(standings().standings())
                .allSatisfy(row ->
                        assertThat(row.forfeits().values()).as(row.name()).containsOnly(0));
    }

    @Test
    void tournament_botFixedAfterARun_itsMatchesArePlayedAgain_andTheRunSaysSo() throws Exception {
        Path file = config("fixed", Map.of(), bots("alice", PY, "carol", "pyhton3 carol.py"));
        CliRun broken = CliRun.of("tournament", file.toString(), "--allow-broken");
        assertThat(broken.exitCode()).as(broken.err()).isZero();
        assertThat(broken.err())
                .contains("playing anyway (--allow-broken)")
                .containsPattern("alice wins \\(no-start, 0 plies, 0-0\\): .*command not found: pyhton3");
        assertThat(standings().standings().stream()
                        .filter(r -> r.name().equals("carol"))
                        .findFirst()
                        .orElseThrow()
                        .forfeits())
                .containsEntry("no-start", 2);

        config("fixed", Map.of(), bots("alice", PY, "carol", PY));
        CliRun fixed = CliRun.of("tournament", file.toString());

        assertThat(fixed.exitCode()).as(fixed.err()).isZero();
        assertThat(fixed.err())
                .contains("carol: changed since its matches were played (command 'pyhton3 carol.py' → '" + PY + "')")
                .contains("its 2 finished matches are played again")
                .contains("2 matches, 0 already done");
        assertThat(standings().standings())
                .allSatisfy(r -> assertThat(r.forfeits().values()).containsOnly(0));
        assertThat(out().resolve("tournament.json")).content().contains(PY).doesNotContain("pyhton3");
    }

    @Test
    void tournament_botEnvironmentChanged_itsMatchesArePlayedAgain() throws Exception {
        Path file = config("env", Map.of(), bots("alice", PY, "bob", PY));
        assertThat(CliRun.of("tournament", file.toString()).exitCode()).isZero();
        String json =
                Files.readString(file).replace("\"ARBITRE_TEST_MARKER\"", "\"LEVEL\":\"3\",\"ARBITRE_TEST_MARKER\"");
        Files.writeString(file, json);

        CliRun again = CliRun.of("tournament", file.toString());

        assertThat(again.exitCode()).as(again.err()).isZero();
        assertThat(again.err())
                .contains("alice: changed since its matches were played (env changed); its 2 finished "
                        + "matches are played again")
                .contains("bob: changed since its matches were played (env changed); its 2")
                .contains("2 matches, 0 already done");
    }

    @Test
    void tournament_replayOption_playsThatBotsMatchesAgain_andKeepsTheOldLogs() throws Exception {
        Path file = config("replay", Map.of(), bots("alice", PY, "bob", PY, "carl", PY));
        assertThat(CliRun.of("tournament", file.toString()).exitCode()).isZero();

        CliRun again = CliRun.of("tournament", file.toString(), "--replay", "carl");

        assertThat(again.exitCode()).as(again.err()).isZero();
        assertThat(again.err())
                .contains("carl: replayed on request (--replay); its 4 finished matches are played again")
                .contains("6 matches, 2 already done");
        try (Stream<Path> files = Files.list(out().resolve("matches"))) {
            assertThat(files.filter(p -> p.toString().endsWith(".json.replaced")))
                    .hasSize(4);
        }
        assertThat(CliRun.of("tournament", file.toString(), "--replay", "zed").err())
                .contains("no bot named 'zed'");
    }

    @Test
    void tournament_botRemovedFromTheConfig_disappearsFromTheStandings() throws Exception {
        Path file = config("removed", Map.of(), bots("alice", PY, "bob", PY, "carl", PY));
        assertThat(CliRun.of("tournament", file.toString()).exitCode()).isZero();
        config("removed", Map.of(), bots("alice", PY, "bob", PY));

        CliRun again = CliRun.of("tournament", file.toString());

        assertThat(again.exitCode()).as(again.err()).isZero();
        assertThat(standings().standings()).extracting(Standings.Row::name).containsExactlyInAnyOrder("alice", "bob");
        assertThat(standings().games()).isEqualTo(2);
        assertThat(again.out()).doesNotContain("carl");
        assertThat(again.err()).contains("4 match logs under").contains("not of this tournament's schedule");
    }

    @Test
    void tournament_logsNotOfTheSchedule_orRefutedByTheEngine_areNotCounted() throws Exception {
        Path file = config("verified", Map.of(), bots("alice", PY, "bob", PY));
        assertThat(CliRun.of("tournament", file.toString()).exitCode()).isZero();
        Path log = out().resolve("matches/alice-vs-bob-1.json");
        Files.createDirectories(out().resolve("matches/old"));
        Files.copy(out().resolve("matches/bob-vs-alice-1.json"), out().resolve("matches/old/bob-vs-alice-9.json"));
        ObjectNode tree = (ObjectNode) MatchLogs.mapper().readTree(log.toFile());
        ObjectNode result = (ObjectNode) tree.get("result");
        int winner = result.get("winner").asInt();
        result.put("winner", winner == 1 ? 2 : 1);
        Files.write(log, MatchLogs.mapper().writeValueAsBytes(tree));

        CliRun again = CliRun.of("tournament", file.toString());

        assertThat(again.exitCode()).as(again.err()).isZero();
        assertThat(again.err())
                .contains(log + ": the engine refutes it: result.winner")
                .contains("moved to alice-vs-bob-1.json.refused")
                .contains("1 match log under")
                .contains("old/bob-vs-alice-9.json");
        assertThat(standings().games()).isEqualTo(2);
        assertThat(log.resolveSibling("alice-vs-bob-1.json.refused")).exists();
    }

    @Test
    void tournament_folderInUse_secondRunIsRefusedAtOnce_namingTheOtherRun() throws Exception {
        Path file = config("locked", Map.of(), bots("alice", PY, "bob", PY));
        StringWriter notes = new StringWriter();
        CliRun second;
        try (FolderLock held = FolderLock.acquire(out(), new PrintWriter(notes, true))) {
            second = CliRun.of("tournament", file.toString());
        }

        assertThat(second.exitCode()).isEqualTo(ExitCode.USAGE);
        assertThat(second.err())
                .contains(out() + " is in use by another run (pid "
                        + ProcessHandle.current().pid() + " on ")
                .contains(", started ");
        assertThat(out().resolve("matches")).doesNotExist();
    }

    @Test
    void tournament_staleLockOfADeadRun_isTakenOverWithANote() throws Exception {
        Path file = config("stale", Map.of(), bots("alice", PY, "bob", PY));
        Files.createDirectories(out());
        Files.writeString(out().resolve(FolderLock.NAME), "pid 999999 on elsewhere, started 2026-01-01T00:00:00Z");

        CliRun run = CliRun.of("tournament", file.toString());

        assertThat(run.exitCode()).as(run.err()).isZero();
        assertThat(run.err()).contains("was locked by a run that is no longer running (pid 999999 on elsewhere");
        assertThat(logs()).hasSize(2);
    }

    @Test
    void tournament_logThatCannotBeWritten_stopsTheRun_andResumeFinishesIt() throws Exception {
        // Carl thinks 40 ms a move, so that each of his four matches outlasts the first one, whose
        // log cannot be written: the run must stop while some of them are still to be played.
        String slow = TestBots.command("delay", "40");
        Path file = config("full", Map.of("concurrency", 2), bots("alice", PY, "bob", PY, "carl", slow));
        String first = Schedule.roundRobin(ConfigLoader.load(file)).get(0).id();
        Path blocker = out().resolve("matches").resolve(first + ".json");
        Files.createDirectories(blocker.resolve("in-the-way"));
        Path standingsBlocker =
                Files.createDirectories(out().resolve("standings.json").resolve("in-the-way"));

        CliRun stopped = CliRun.of("tournament", file.toString());

        assertThat(stopped.exitCode()).isEqualTo(ExitCode.ERROR);
        assertThat(stopped.err())
                .contains("match " + first + ": its log could not be written")
                .contains("the tournament stopped there")
                .contains("the standings could not be written either");
        // The run stops there: matches already under way (two at once, the next ones started early)
        // finish and are kept, but not all five others are played.
        assertThat(logs().stream().filter(Files::isRegularFile)).hasSizeLessThan(5);

        Files.delete(blocker.resolve("in-the-way"));
        Files.delete(blocker);
        Files.delete(standingsBlocker);
        Files.delete(standingsBlocker.getParent());
        CliRun resumed = CliRun.of("tournament", file.toString());

        assertThat(resumed.exitCode()).as(resumed.err()).isZero();
        assertThat(logs()).hasSize(6);
    }

    @Test
    void tournament_interrupted_startsNoOtherMatch_andSaysSo() throws Exception {
        // Each bot thinks 300 ms a move and then writes a line on standard error: a match whose
        // game began has one there. The next match's bots may already be started while the first
        // game is played (off its clock, without a request); that one's file stays empty.
        String slow = TestBots.command("busy", "300");
        Path file = config("interrupted", Map.of(), bots("a", slow, "b", slow));
        List<String> java = new ArrayList<>(List.of(
                TestBots.javaBin(),
                "-cp",
                System.getProperty("java.class.path"),
                "arbitre.cli.Main",
                "tournament",
                file.toString()));
        Path output = dir.resolve("arena.txt");
        Process arena = new ProcessBuilder(java)
                .redirectErrorStream(true)
                .redirectOutput(output.toFile())
                .start();
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
        while (System.nanoTime() < deadline && started().isEmpty()) {
            Thread.sleep(20);
        }
        Thread.sleep(500);
        new ProcessBuilder("kill", "-INT", Long.toString(arena.pid())).start().waitFor();

        assertThat(arena.waitFor(30, TimeUnit.SECONDS)).isTrue();
        String printed = Files.readString(output);
        assertThat(arena.exitValue()).as(printed).isEqualTo(ExitCode.INTERRUPTED);
        assertThat(printed)
                .contains("arbitre: interrupted; finished matches are kept")
                .doesNotContain("no result");
        assertThat(started()).as("matches started").hasSize(1);
        assertThat(logs()).isEmpty();
    }

    /** The matches whose game began: their player 1 answered a move and said so on standard error. */
    private List<String> started() throws IOException {
        if (!Files.isDirectory(out().resolve("matches"))) {
            return List.of();
        }
        try (Stream<Path> files = Files.list(out().resolve("matches"))) {
            return files.filter(p -> p.getFileName().toString().endsWith(".p1.stderr.txt"))
                    .filter(p -> p.toFile().length() > 0)
                    .map(p -> p.getFileName().toString())
                    .toList();
        }
    }
}
