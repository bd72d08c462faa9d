package arbitre.game.nim;

import static org.assertj.core.api.Assertions.assertThat;

import arbitre.cli.CliRun;
import arbitre.cli.exit.ExitCode;
import arbitre.clock.TimeControl;
import arbitre.game.GameRegistry;
import arbitre.log.MatchLog;
import arbitre.log.MatchLogs;
import arbitre.match.MatchListener;
import arbitre.match.MatchSpec;
import arbitre.match.Referee;
import arbitre.process.BotSpec;
import arbitre.process.CommandWords;
import arbitre.replay.LogVerifier;
import arbitre.standings.Standings;
import arbitre.standings.StandingsFiles;
import arbitre.testbots.NoProcessLeft;
import arbitre.testbots.TestBots;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

/**
 * A game added from outside: Nim lives in this package of the test sources and one line of {@code
 * META-INF/services/arbitre.game.GameType}, and the referee plays, verifies and ranks it between
 * real bot processes like its own games.
 */
@Timeout(value = 120, unit = TimeUnit.SECONDS)
class NimIT {
    @TempDir
    Path dir;

    @RegisterExtension
    final NoProcessLeft processes = new NoProcessLeft();

    private static String bot(String strategy) {
        return CommandWords.join(List.of(
                TestBots.javaBin(),
                "-XX:+UseSerialGC",
                "-XX:TieredStopAtLevel=1",
                "-cp",
                System.getProperty("java.class.path"),
                NimBot.class.getName(),
                strategy));
    }

    @Test
    void registry_findsNimByItsServiceLine() {
        assertThat(GameRegistry.names()).contains("nim").startsWith(GameRegistry.DEFAULT_GAME);
        assertThat(GameRegistry.get("nim")).isInstanceOf(NimType.class);
    }

    @Test
    void match_twoNimProcesses_playToTheEnd_andTheLogVerifies() throws Exception {
        Map<String, String> env = Map.of(TestBots.MARKER, processes.marker());
        MatchSpec spec = new MatchSpec(
                "nim",
                "heaps:2,3,4",
                new BotSpec("perfect", bot("perfect"), dir, env),
                new BotSpec("first", bot("first"), dir, env),
                "normal",
                new TimeControl(5000, 0, 0, 5000, 1000),
                dir.resolve("match.json"),
                64 * 1024,
                null,
                null);

        MatchLog log = Referee.play(spec, MatchListener.NONE);

        assertThat(log.result().forfeit())
                .as("%s: %s", log.result().reason(), log.result().detail())
                .isNull();
        assertThat(log.game()).isEqualTo("nim");
        assertThat(log.startPosition()).containsExactly(2, 3, 4);
        assertThat(log.result().reason()).isEqualTo("last-take");
        // 2 ^ 3 ^ 4 is not zero: the perfect player, moving first, wins.
        assertThat(log.result().winner()).isEqualTo(1);
        assertThat(log.result().captured())
                .containsExactly(
                        log.result().captured().get(0),
                        9 - log.result().captured().get(0));
        assertThat(MatchLogs.read(dir.resolve("match.json"))).isEqualTo(log);
        assertThat(LogVerifier.verify(log)).isEmpty();
        CliRun replay =
                CliRun.of("replay", "--verify", dir.resolve("match.json").toString());
        assertThat(replay.exitCode()).as(replay.out() + replay.err()).isEqualTo(ExitCode.OK);
    }

    @Test
    void tournament_roundRobinOfThreeNimBots_playsEveryMatch_andItsLogsVerify() throws Exception {
        Path config = dir.resolve("nim.json");
        Map<String, Object> marker = Map.of(TestBots.MARKER, processes.marker());
        Files.write(
                config,
                new ObjectMapper()
                        .writeValueAsBytes(Map.of(
                                "name",
                                "nim-cup",
                                "game",
                                "nim",
                                "gamesPerPair",
                                2,
                                "moveMs",
                                5000,
                                "firstMoveGraceMs",
                                5000,
                                "seed",
                                3,
                                "output",
                                "out",
                                "bots",
                                List.of(
                                        Map.of("name", "perfect", "command", bot("perfect"), "env", marker),
                                        Map.of("name", "first", "command", bot("first"), "env", marker),
                                        Map.of("name", "other", "command", bot("perfect"), "env", marker)))));

        CliRun run = CliRun.of("tournament", config.toString());

        assertThat(run.exitCode()).as(run.out() + run.err()).isEqualTo(ExitCode.OK);
        Path out = dir.resolve("out");
        Standings standings = StandingsFiles.read(out.resolve("standings.json"));
        assertThat(standings.games()).isEqualTo(6);
        assertThat(standings.standings())
                .extracting(Standings.Row::name)
                .containsExactlyInAnyOrder("perfect", "first", "other");
        assertThat(standings.standings().stream()
                        .mapToDouble(Standings.Row::points)
                        .sum())
                .isEqualTo(6.0);
        try (Stream<Path> logs = Files.list(out.resolve("matches"))) {
            List<Path> files = logs.filter(f -> f.toString().endsWith(".json")).toList();
            assertThat(files).hasSize(6);
            for (Path file : files) {
                MatchLog log = MatchLogs.read(file);
                assertThat(log.game()).isEqualTo("nim");
                assertThat(log.result().forfeit())
                        .as(file + ": " + log.result().detail())
                        .isNull();
            }
        }
        CliRun verify = CliRun.of("replay", "--verify", out.resolve("matches").toString());
        assertThat(verify.exitCode()).as(verify.out() + verify.err()).isEqualTo(ExitCode.OK);
        // The report embeds the games for its viewer, whatever the game.
        assertThat(out.resolve("report.html")).content().contains("perfect").contains("nim");
    }
}
