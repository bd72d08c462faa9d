package arbitre.tournament.run;

import static org.assertj.core.api.Assertions.assertThat;

import arbitre.log.MatchLog;
import arbitre.log.MatchLogs;
import arbitre.process.CommandWords;
import arbitre.replay.LogVerifier;
import arbitre.serve.ServedTournament;
import arbitre.testbots.TestBots;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * A served tournament whose remote bot is absent, or late: the local bots' matches go ahead while
 * it is waited for, without a slot. Real processes: the referee with {@code --serve}, and the
 * remote bot's bridge ({@code arbitre connect}).
 */
@Timeout(value = 4, unit = TimeUnit.MINUTES)
class AbsentRemoteBotIT {
    private static final String TOKEN = "alice-token-0123456789";

    @TempDir
    Path dir;

    private final List<Process> started = new ArrayList<>();
    private final List<ServedTournament> served = new ArrayList<>();

    @AfterEach
    void stopEverything() throws InterruptedException {
        for (Process p : started) {
            p.descendants().forEach(ProcessHandle::destroyForcibly);
            p.destroyForcibly();
            p.waitFor(10, TimeUnit.SECONDS);
        }
        for (ServedTournament tournament : served) {
            tournament.close();
        }
    }

    private Process arbitre(String logName, String... args) throws IOException {
        String jar = System.getProperty("arbitre.jar");
        assertThat(jar).as("system property arbitre.jar (set by the build)").isNotNull();
        List<String> command = new ArrayList<>(List.of(TestBots.javaBin(), "-jar", jar));
        command.addAll(List.of(args));
        Process process = new ProcessBuilder(command)
                .directory(dir.toFile())
                .redirectOutput(dir.resolve(logName + ".out").toFile())
                .redirectError(dir.resolve(logName + ".err").toFile())
                .start();
        started.add(process);
        return process;
    }

    /** A tournament of the remote alice (first, so that her matches come first) and three instant local bots. */
    private ServedTournament tournament(int concurrency, long remoteConnectMs) throws IOException {
        Map<String, Object> config = new LinkedHashMap<>();
        config.put("moveMs", 1000);
        config.put("concurrency", concurrency);
        config.put("remoteConnectMs", remoteConnectMs);
        List<Map<String, Object>> bots = new ArrayList<>();
        bots.add(Map.of("name", "alice", "remote", true, "token", TOKEN));
        for (String name : List.of("ann", "ben", "cid")) {
            bots.add(Map.of("name", name, "command", TestBots.command("legal")));
        }
        config.put("bots", bots);
        ServedTournament tournament = ServedTournament.start(dir, config);
        served.add(tournament);
        return tournament;
    }

    /** The match logs written so far, by file name. */
    private Map<String, MatchLog> logs() throws IOException {
        Path matches = dir.resolve("out/matches");
        Map<String, MatchLog> logs = new LinkedHashMap<>();
        if (!Files.isDirectory(matches)) {
            return logs;
        }
        try (Stream<Path> files = Files.list(matches)) {
            for (Path path : files.filter(p -> p.getFileName().toString().endsWith(".json"))
                    .sorted()
                    .toList()) {
                MatchLog log = MatchLogs.read(path);
                assertThat(LogVerifier.verify(log)).as(path.toString()).isEmpty();
                List<String> names =
                        log.players().stream().map(MatchLog.Player::name).toList();
                assertThat(path.getFileName().toString())
                        .as("a match played out of order is filed under its own id")
                        .startsWith(names.get(0) + "-vs-" + names.get(1) + "-");
                logs.put(path.getFileName().toString(), log);
            }
        }
        return logs;
    }

    private static boolean hasAlice(MatchLog log) {
        return log.players().stream().anyMatch(p -> p.name().equals("alice"));
    }

    private static Instant startOf(MatchLog log) {
        return Instant.parse(log.startedAt());
    }

    @Test
    void remoteBotNeverConnected_oneSlot_everyLocalMatchIsPlayedDuringItsWait_andItsMatchesForfeitNoStart()
            throws Exception {
        ServedTournament tournament = tournament(1, 20_000);

        assertThat(tournament.process().waitFor(180, TimeUnit.SECONDS))
                .as("the tournament ends")
                .isTrue();
        assertThat(tournament.process().exitValue()).as(tournament.err()).isZero();
        Map<String, MatchLog> logs = logs();
        assertThat(logs).hasSize(12);
        List<MatchLog> alices =
                logs.values().stream().filter(AbsentRemoteBotIT::hasAlice).toList();
        Instant waitOver = alices.stream()
                .map(AbsentRemoteBotIT::startOf)
                .min(Instant::compareTo)
                .orElseThrow();
        int waited = 0;
        for (Map.Entry<String, MatchLog> entry : logs.entrySet()) {
            MatchLog log = entry.getValue();
            if (!hasAlice(log)) {
                assertThat(log.result().forfeit()).as(entry.getKey()).isNull();
                assertThat(startOf(log))
                        .as(entry.getKey() + " started while alice was waited for, not after")
                        .isBefore(waitOver);
                continue;
            }
            assertThat(log.result().reason()).as(entry.getKey()).isEqualTo("no-start");
            assertThat(log.players().get(log.result().forfeit() - 1).name()).isEqualTo("alice");
            assertThat(log.result().detail()).contains("alice is not connected");
            if (log.result().detail().contains("waited 20000 ms for its player")) {
                waited++;
            }
        }
        assertThat(waited).as("games that waited the whole connect limit").isEqualTo(1);

        JsonNode standings =
                new ObjectMapper().readTree(dir.resolve("out/standings.json").toFile());
        assertThat(standings.path("games").asInt()).isEqualTo(12);
        for (JsonNode row : standings.path("standings")) {
            boolean alice = row.path("name").asText().equals("alice");
            assertThat(row.path("games").asInt()).as(row.toString()).isEqualTo(6);
            if (alice) {
                assertThat(row.path("points").asDouble()).as(row.toString()).isZero();
                assertThat(row.path("forfeits").path("no-start").asInt())
                        .as(row.toString())
                        .isEqualTo(6);
                assertThat(row.path("rank").asInt()).as(row.toString()).isEqualTo(4);
            } else {
                assertThat(row.path("points").asDouble()).as(row.toString()).isGreaterThanOrEqualTo(2);
            }
        }
    }

    @Test
    void remoteBotConnectsLate_itsMatchesArePlayedOnceItConnects_oneAtATime_andNoneForfeits() throws Exception {
        ServedTournament tournament = tournament(2, 60_000);
        long until = System.nanoTime() + TimeUnit.SECONDS.toNanos(120);
        while (logs().isEmpty()) {
            assertThat(System.nanoTime() - until)
                    .as("waited for a first local match, alice absent")
                    .isNegative();
            Thread.sleep(100);
        }
        List<String> bridge = new ArrayList<>(
                List.of("connect", "ws://127.0.0.1:" + tournament.port(), "--name", "alice", "--token", TOKEN, "--"));
        bridge.addAll(CommandWords.split(TestBots.command("legal")));
        arbitre("alice", bridge.toArray(String[]::new));

        assertThat(tournament.process().waitFor(180, TimeUnit.SECONDS))
                .as("the tournament ends")
                .isTrue();
        assertThat(tournament.process().exitValue()).as(tournament.err()).isZero();
        Map<String, MatchLog> logs = logs();
        assertThat(logs).hasSize(12);
        for (Map.Entry<String, MatchLog> entry : logs.entrySet()) {
            assertThat(entry.getValue().result().forfeit())
                    .as(entry.getKey() + ": " + entry.getValue().result().detail())
                    .isNull();
        }
        List<MatchLog> alices = logs.values().stream()
                .filter(AbsentRemoteBotIT::hasAlice)
                .sorted(java.util.Comparator.comparing(AbsentRemoteBotIT::startOf))
                .toList();
        assertThat(alices).hasSize(6);
        assertThat(startOf(logs.get("alice-vs-ann-1.json")))
                .as("the schedule's first match, played once alice connected")
                .isAfter(logs.values().stream()
                        .filter(log -> !hasAlice(log))
                        .map(AbsentRemoteBotIT::startOf)
                        .min(Instant::compareTo)
                        .orElseThrow());
        for (int i = 1; i < alices.size(); i++) {
            assertThat(startOf(alices.get(i)))
                    .as("alice plays one game at a time: game " + (i + 1) + " starts after game " + i + " ended")
                    .isAfterOrEqualTo(Instant.parse(alices.get(i - 1).finishedAt()));
        }
    }

    @Test
    void stopped_whileOnlyTheAbsentBotsMatchesWait_endsAtOnce_withThemNeitherPlayedNorCounted() throws Exception {
        ServedTournament tournament = tournament(1, 60_000);
        long until = System.nanoTime() + TimeUnit.SECONDS.toNanos(120);
        while (logs().size() < 6) {
            assertThat(System.nanoTime() - until)
                    .as("waited for the six local matches")
                    .isNegative();
            Thread.sleep(100);
        }

        tournament.process().destroy(); // SIGTERM, as Ctrl-C

        assertThat(tournament.process().waitFor(20, TimeUnit.SECONDS))
                .as("the run ends without waiting for alice")
                .isTrue();
        assertThat(tournament.err()).contains("interrupted; finished matches are kept");
        assertThat(logs()).hasSize(6);
        assertThat(logs().values()).noneMatch(AbsentRemoteBotIT::hasAlice);
        JsonNode standings =
                new ObjectMapper().readTree(dir.resolve("out/standings.json").toFile());
        for (JsonNode row : standings.path("standings")) {
            if (row.path("name").asText().equals("alice")) {
                assertThat(row.path("games").asInt()).as(row.toString()).isZero();
            }
        }
    }
}
