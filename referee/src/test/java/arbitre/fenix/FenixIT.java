package arbitre.fenix;

import static org.assertj.core.api.Assertions.assertThat;

import arbitre.cli.CliRun;
import arbitre.cli.exit.ExitCode;
import arbitre.game.fenix.FenixType;
import arbitre.log.MatchLog;
import arbitre.log.MatchLogs;
import arbitre.match.Violation;
import arbitre.standings.Standings;
import arbitre.standings.StandingsFiles;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Fenix through the whole referee, with real processes: the bundled bots, the Python starter and
 * course agents run through the adapter play matches, a tournament and validation; replay checks
 * the logs and catches a tampered one.
 */
@Timeout(value = 4, unit = TimeUnit.MINUTES)
class FenixIT {
    private static final Path BOTS = Path.of("..", "bots").toAbsolutePath().normalize();
    private static final String STARTER = "python3 " + BOTS.resolve("examples/python/fenix_bot.py");
    private static final String EXAMPLE_AGENT = "python3 " + BOTS.resolve("adapters/fenix_agent.py") + " --agent "
            + BOTS.resolve("adapters/examples/capture_agent.py");
    /** The adapter's test agents, whose stand-in engine imports the starter's rules. */
    private static final Path TEST_AGENTS = BOTS.resolve("src/test/resources/fenix-agent");

    @TempDir
    Path dir;

    private MatchLog match(String p1, String p2, String... more) throws Exception {
        Path log = dir.resolve("m-" + Math.abs((p1 + p2).hashCode()) + ".json");
        List<String> args = new java.util.ArrayList<>(List.of(
                "match",
                "--game",
                "fenix",
                "--p1",
                p1,
                "--p2",
                p2,
                "--move-ms",
                "10000",
                "--bank-ms",
                "20000",
                "--first-move-grace-ms",
                "5000",
                "--log",
                log.toString()));
        args.addAll(List.of(more));
        CliRun run = CliRun.of(args.toArray(String[]::new));
        assertThat(run.exitCode()).as(run.err()).isEqualTo(ExitCode.OK);
        assertThat(run.out()).contains("log: " + log);
        return MatchLogs.read(log);
    }

    private static void assertEndedByTheRules(MatchLog log) {
        assertThat(Violation.fromWireName(log.result().reason()))
                .as("%s: %s", log.result().reason(), log.result().detail())
                .isEmpty();
        assertThat(FenixType.INSTANCE.endReasons()).contains(log.result().reason());
        assertThat(log.game()).isEqualTo("fenix");
        assertThat(log.players())
                .allSatisfy(p -> assertThat(p.cleanExit())
                        .as("%s exits after END", p.name())
                        .isTrue());
    }

    private CliRun verify(Path log) {
        return CliRun.of("replay", "--verify", log.toString());
    }

    private static boolean onPath(String tool) {
        return Stream.of(System.getenv("PATH").split(File.pathSeparator))
                .anyMatch(folder -> Files.isExecutable(Path.of(folder, tool)));
    }

    @Test
    void match_bundledBots_playToAnEndByTheRulesAndTheLogVerifies() throws Exception {
        MatchLog log = match("builtin:iddfs --depth 2", "builtin:greedy --seed 4");

        assertEndedByTheRules(log);
        assertThat(log.moves())
                .hasSize(log.result().plies())
                .allSatisfy(move -> assertThat(move.move()).contains("-"));
        assertThat(log.result().captured())
                .hasSize(2)
                .allSatisfy(n -> assertThat(n).isBetween(0, 21));
        Path file = dir.resolve(Files.list(dir)
                .filter(p -> p.toString().endsWith(".json"))
                .findFirst()
                .orElseThrow());
        CliRun verified = verify(file);
        assertThat(verified.exitCode()).as(verified.out() + verified.err()).isEqualTo(ExitCode.OK);
        assertThat(verified.out()).contains("1 verified, 0 failed");
    }

    @Test
    void match_fromAPositionText_startsThere() throws Exception {
        String position = "S.SS.S../SKSS...s/SSG...ss/S.S.ssss/G.S...g./...s.s../..s.k.gs r 16 - 4";

        MatchLog log = match("builtin:greedy --seed 1", "builtin:random --seed 2", "--pos", position);

        assertEndedByTheRules(log);
        assertThat(log.start()).isEqualTo(position);
        assertThat(log.moves().get(0).ply())
                .as("the first action is ply 17 of the game")
                .isEqualTo(17);
        Path file = Files.list(dir)
                .filter(p -> p.toString().endsWith(".json"))
                .findFirst()
                .orElseThrow();
        assertThat(verify(file).exitCode()).isEqualTo(ExitCode.OK);
    }

    @ParameterizedTest(name = "python starter as player {0}")
    @ValueSource(ints = {1, 2})
    void match_pythonStarter_playsLegallyAsEitherSide(int side) throws Exception {
        assertThat(onPath("python3"))
                .as("python3 is needed (apt-get install python3)")
                .isTrue();
        MatchLog log =
                side == 1 ? match(STARTER, "builtin:random --seed 9") : match("builtin:greedy --seed 9", STARTER);

        assertEndedByTheRules(log);
    }

    @ParameterizedTest(name = "course agent through the adapter as player {0}")
    @ValueSource(ints = {1, 2})
    void match_courseAgentThroughTheAdapter_playsLegallyAsEitherSide(int side) throws Exception {
        assertThat(onPath("python3"))
                .as("python3 is needed (apt-get install python3)")
                .isTrue();
        MatchLog log = side == 1
                ? match(EXAMPLE_AGENT, "builtin:random --seed 3")
                : match("builtin:random --seed 3", EXAMPLE_AGENT);

        assertEndedByTheRules(log);
        String stderr = Files.readString(dir.resolve(log.players().get(side - 1).stderr()));
        assertThat(stderr).contains("playing CaptureAgent");
    }

    @Test
    void match_courseAgentOutsideTheAdaptersFolder_namedRelatively_playsInTheSandbox(@TempDir Path course)
            throws Exception {
        assertThat(onPath("python3"))
                .as("python3 is needed (apt-get install python3)")
                .isTrue();
        // A class's layout: each student's agent with the course's files beside it, the adapter
        // elsewhere, both named from the referee's folder. The bot's uid must be able to pass through.
        Path alice = Files.createDirectories(course.resolve("students/alice"));
        for (String file : List.of("capture_agent.py", "fenix.py", "agent.py")) {
            Files.copy(BOTS.resolve("adapters/examples").resolve(file), alice.resolve(file));
        }
        // The stand-in fenix.py takes its rules from the starter, found beside it here.
        Files.copy(BOTS.resolve("examples/python/fenix_bot.py"), alice.resolve("fenix_bot.py"));
        for (Path folder : List.of(course, course.resolve("students"), alice)) {
            Files.setPosixFilePermissions(folder, java.nio.file.attribute.PosixFilePermissions.fromString("rwxr-xr-x"));
        }
        Path here = Path.of("").toAbsolutePath();
        String agent = "python3 " + here.relativize(BOTS.resolve("adapters/fenix_agent.py")) + " --agent "
                + here.relativize(alice.resolve("capture_agent.py"));

        MatchLog log = match(agent, "builtin:random --seed 3", "--sandbox");

        assertEndedByTheRules(log);
        assertThat(Files.readString(dir.resolve(log.players().get(0).stderr()))).contains("playing CaptureAgent");
    }

    @Test
    void replayVerify_tamperedFenixLog_isCaught() throws Exception {
        MatchLog log = match("builtin:greedy --seed 5", "builtin:random --seed 6");
        Path file = Files.list(dir)
                .filter(p -> p.toString().endsWith(".json"))
                .findFirst()
                .orElseThrow();
        ObjectNode root = (ObjectNode) MatchLogs.mapper().readTree(file.toFile());
        // Black's first setup action moved to another square of black's: still well formed, no longer what was played.
        ObjectNode second = (ObjectNode) ((ArrayNode) root.get("moves")).get(1);
        String played = second.get("move").asText();
        second.put("move", played.equals("6,7-5,7") ? "5,7-6,7" : "6,7-5,7");
        Path tampered = dir.resolve("tampered.json");
        Files.write(tampered, MatchLogs.mapper().writeValueAsBytes(root));

        CliRun run = verify(tampered);

        assertThat(log.moves()).hasSizeGreaterThan(2);
        assertThat(run.exitCode()).as(run.out() + run.err()).isEqualTo(ExitCode.FAILED);
        assertThat(run.out()).contains("0 verified, 1 failed");
    }

    @Test
    void tournament_threeFenixBots_playsEveryGameAndWritesStandings() throws Exception {
        assertThat(onPath("python3"))
                .as("python3 is needed (apt-get install python3)")
                .isTrue();
        Map<String, Object> config = Map.of(
                "name", "fenix-three",
                "game", "fenix",
                "moveMs", 10000,
                "bankMs", 20000,
                "firstMoveGraceMs", 5000,
                "gamesPerPair", 2,
                "concurrency", 2,
                "seed", 11,
                "output", dir.resolve("out").toString(),
                "bots",
                        List.of(
                                Map.of("name", "greedy", "command", "builtin:greedy"),
                                Map.of("name", "starter", "command", STARTER),
                                Map.of(
                                        "name",
                                        "chatty",
                                        "command",
                                        "python3 " + BOTS.resolve("adapters/fenix_agent.py")
                                                + " --agent chatty_agent.py",
                                        "workdir",
                                        TEST_AGENTS.toString(),
                                        "env",
                                        Map.of(
                                                "PYTHONPATH",
                                                BOTS.resolve("examples/python").toString()))));
        config = new java.util.HashMap<>(config);
        // chatty's stand-in engine finds the starter through PYTHONPATH, a folder a sandboxed bot does not see.
        config.put("sandbox", false);
        Path file = dir.resolve("fenix.json");
        Files.write(file, MatchLogs.mapper().writeValueAsBytes(config));

        CliRun run = CliRun.of("tournament", file.toString());

        assertThat(run.exitCode()).as(run.err()).isEqualTo(ExitCode.OK);
        Standings standings = StandingsFiles.read(dir.resolve("out").resolve("standings.json"));
        assertThat(standings.games()).isEqualTo(6);
        assertThat(standings.header().game()).isEqualTo("fenix");
        assertThat(standings.standings())
                .extracting(Standings.Row::name)
                .containsExactlyInAnyOrder("greedy", "starter", "chatty");
        assertThat(standings.standings())
                .allSatisfy(row ->
                        assertThat(row.forfeits().values()).as(row.name()).containsOnly(0));
        assertThat(standings.standings().stream()
                        .mapToDouble(Standings.Row::points)
                        .sum())
                .isEqualTo(6.0);
        CliRun verified = verify(dir.resolve("out").resolve("matches"));
        assertThat(verified.out()).as(verified.err()).contains("6 verified, 0 failed");
    }

    @Test
    void shippedConfig_itsCourseAgent_playsInTheSandbox() throws Exception {
        assertThat(onPath("python3"))
                .as("python3 is needed (apt-get install python3)")
                .isTrue();
        Path configs = BOTS.resolveSibling("configs");
        com.fasterxml.jackson.databind.JsonNode shipped =
                MatchLogs.mapper().readTree(configs.resolve("fenix.json").toFile());
        ObjectNode agent = null;
        for (com.fasterxml.jackson.databind.JsonNode bot : shipped.path("bots")) {
            if (bot.path("name").asText().equals("capture-agent")) {
                agent = (ObjectNode) bot.deepCopy();
            }
        }
        assertThat(agent).as("the shipped config's course agent").isNotNull();
        agent.put(
                "workdir",
                configs.resolve(agent.path("workdir").asText()).normalize().toString());
        ObjectNode config = MatchLogs.mapper().createObjectNode();
        config.put("name", "fenix-shipped");
        config.put("game", "fenix");
        config.put("moveMs", 10000);
        config.put("bankMs", 20000);
        config.put("firstMoveGraceMs", 5000);
        config.put("gamesPerPair", 2);
        config.put("concurrency", 2);
        config.put("output", dir.resolve("out").toString());
        ArrayNode bots = config.putArray("bots");
        bots.addObject().put("name", "greedy").put("command", "builtin:greedy");
        bots.add(agent);
        Path file = dir.resolve("shipped.json");
        Files.write(file, MatchLogs.mapper().writeValueAsBytes(config));

        CliRun run = CliRun.of("tournament", file.toString());

        assertThat(run.exitCode()).as(run.out() + run.err()).isEqualTo(ExitCode.OK);
        for (Path log : Files.list(dir.resolve("out/matches"))
                .filter(p -> p.toString().endsWith(".json"))
                .toList()) {
            MatchLog game = MatchLogs.read(log);
            assertThat(game.sandbox()).as("played in the sandbox").isNotNull();
            assertEndedByTheRules(game);
        }
    }

    @Test
    void validate_fenixBundledBot_passesEveryCheck() {
        CliRun run = CliRun.of(
                "validate",
                "--game",
                "fenix",
                "--bot",
                "builtin:greedy",
                "--games",
                "2",
                "--move-ms",
                "5000",
                "--first-move-grace-ms",
                "3000",
                "--output",
                dir.resolve("logs").toString());

        assertThat(run.exitCode()).as(run.out() + run.err()).isEqualTo(ExitCode.OK);
        assertThat(run.out()).contains("greedy: 7 of 7 checks passed");
    }

    @Test
    void validate_fenixBotThatPlaysAwale_failsItsFirstMove() {
        CliRun run = CliRun.of(
                "validate",
                "--game",
                "fenix",
                "--bot",
                "builtin:greedy --game awale",
                "--games",
                "2",
                "--move-ms",
                "5000",
                "--first-move-grace-ms",
                "3000",
                "--output",
                dir.resolve("logs").toString());

        assertThat(run.exitCode()).as(run.out() + run.err()).isEqualTo(ExitCode.FAILED);
        assertThat(run.out())
                .contains("2 FAIL first move as player 1: malformed")
                .contains("is not a Fenix action");
    }
}
