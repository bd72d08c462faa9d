package arbitre.bots.adapters;

import static org.assertj.core.api.Assertions.assertThat;

import arbitre.bots.support.FenixGameDriver;
import arbitre.bots.support.PythonProcess;
import arbitre.engine.fenix.FenixBoard;
import java.io.BufferedReader;
import java.io.File;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The adapter for course agents, run as a real python3 process on agents of the course's shape
 * (a subclass of {@code agent.Agent} in its own file, beside {@code fenix.py} and {@code agent.py}),
 * playing full games against the Java engine over the protocol.
 */
class FenixAgentAdapterTest {
    private static final Path ADAPTER = PythonProcess.MODULE.resolve("adapters/fenix_agent.py");
    private static final Path AGENTS = PythonProcess.MODULE.resolve("src/test/resources/fenix-agent");

    @TempDir
    Path folder;

    private File stderr;

    /** The student's folder: the agents, the engine and the base class side by side. */
    @BeforeEach
    void copyAgents() throws IOException {
        try (Stream<Path> files = Files.list(AGENTS)) {
            for (Path file : (Iterable<Path>) files::iterator) {
                Files.copy(file, folder.resolve(file.getFileName()));
            }
        }
        stderr = folder.resolve("stderr.txt").toFile();
    }

    private Process adapter(Map<String, String> environment, String agent) throws IOException {
        return PythonProcess.start(
                environment,
                stderr,
                ADAPTER.toString(),
                "--agent",
                folder.resolve(agent).toString());
    }

    private String errors() throws IOException {
        return Files.readString(stderr.toPath());
    }

    @ParameterizedTest(name = "player {0}, seed {1}")
    @CsvSource({"1, 1", "2, 2", "1, 3", "2, 4"})
    @Timeout(value = 60, unit = TimeUnit.SECONDS)
    void adapter_fullGame_playsLegalActionsAndKeepsPrintsOffTheProtocol(int side, long seed) throws Exception {
        Process bot = adapter(
                Map.of(
                        "ARBITRE_PLAYER",
                        String.valueOf(side),
                        "ARBITRE_SEED",
                        String.valueOf(seed),
                        "ARBITRE_BANK_MS",
                        "300000"),
                "chatty_agent.py");
        try {
            FenixGameDriver driver = new FenixGameDriver(side, 100 + seed);
            BufferedReader reader =
                    new BufferedReader(new InputStreamReader(bot.getInputStream(), StandardCharsets.US_ASCII));
            Writer writer = new OutputStreamWriter(bot.getOutputStream(), StandardCharsets.US_ASCII);

            FenixBoard end = driver.play(reader, writer);

            assertThat(end.isOver()).isTrue();
            assertThat(bot.waitFor(20, TimeUnit.SECONDS))
                    .as("exits after RESULT")
                    .isTrue();
            assertThat(bot.exitValue()).as(errors()).isZero();
            assertThat(reader.readLine()).as("nothing after the last action").isNull();
            assertThat(errors())
                    .contains("playing ChattyAgent from")
                    .contains("thinking at ply " + (side - 1) + " with 299.5 s left")
                    .contains("a raw write on file descriptor 1");
        } finally {
            bot.destroyForcibly();
        }
    }

    @Test
    @Timeout(value = 30, unit = TimeUnit.SECONDS)
    void adapter_missingAgentFile_exitsWithAMessage() throws Exception {
        Process bot = adapter(Map.of(), "nobody.py");

        assertThat(bot.waitFor(20, TimeUnit.SECONDS)).isTrue();
        assertThat(bot.exitValue()).isEqualTo(2);
        assertThat(errors()).contains("agent file not found").contains("nobody.py");
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(
            delimiter = '|',
            value = {
                "confused_agent.py:Missing | no class Missing in",
                "confused_agent.py         | several agent classes in",
            })
    @Timeout(value = 30, unit = TimeUnit.SECONDS)
    void adapter_noSingleAgentClass_exitsNamingTheCandidates(String agent, String message) throws Exception {
        Process bot = adapter(Map.of(), agent);

        assertThat(bot.waitFor(20, TimeUnit.SECONDS)).isTrue();
        assertThat(bot.exitValue()).isEqualTo(2);
        assertThat(errors()).contains(message).contains("FirstAgent, IllegalAgent, NoneAgent");
    }

    @Test
    @Timeout(value = 30, unit = TimeUnit.SECONDS)
    void adapter_actRaises_exitsNonZeroWithTheTraceback() throws Exception {
        Process bot = adapter(Map.of("ARBITRE_PLAYER", "1"), "broken_agent.py");
        send(bot, "START");

        assertThat(bot.waitFor(20, TimeUnit.SECONDS)).isTrue();
        assertThat(bot.exitValue()).isEqualTo(1);
        assertThat(errors()).contains("act() raised").contains("RuntimeError: this agent always fails");
        assertThat(bot.getInputStream().readAllBytes()).isEmpty();
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(
            delimiter = '|',
            value = {
                "confused_agent.py:IllegalAgent | 3,3-3,4 | not among state.actions()",
                "confused_agent.py:NoneAgent    | none    | which is not an action",
            })
    @Timeout(value = 30, unit = TimeUnit.SECONDS)
    void adapter_answerNotLegal_isSentForTheRefereeToRefuse(String agent, String line, String message)
            throws Exception {
        Process bot = adapter(Map.of("ARBITRE_PLAYER", "1"), agent);
        send(bot, "START");
        BufferedReader reader =
                new BufferedReader(new InputStreamReader(bot.getInputStream(), StandardCharsets.US_ASCII));

        assertThat(reader.readLine()).isEqualTo(line);
        send(bot, "RESULT LOSS 0 0 illegal-move");
        assertThat(bot.waitFor(20, TimeUnit.SECONDS)).isTrue();
        assertThat(bot.exitValue()).isZero();
        assertThat(errors()).contains(message);
    }

    @Test
    @Timeout(value = 30, unit = TimeUnit.SECONDS)
    void adapter_refereeLineTheEngineRefuses_exitsNamingIt() throws Exception {
        Process bot = adapter(Map.of("ARBITRE_PLAYER", "2"), "chatty_agent.py");
        send(bot, "3,3-3,4");

        assertThat(bot.waitFor(20, TimeUnit.SECONDS)).isTrue();
        assertThat(bot.exitValue()).isEqualTo(1);
        assertThat(errors()).contains("the referee's line '3,3-3,4' is not a legal action of the course's engine");
    }

    @Test
    @Timeout(value = 60, unit = TimeUnit.SECONDS)
    void adapter_agentFileNamedAgent_takesThePlaceOfTheBaseModule() throws Exception {
        // Some students put a self-contained class Agent in their own agent.py.
        Path solo = Files.createDirectory(folder.resolve("solo"));
        Files.writeString(solo.resolve("agent.py"), """
                import random


                class Agent:
                    def __init__(self, player):
                        self.player = player

                    def act(self, state, remaining_time):
                        print("solo agent for", self.player)
                        return random.choice(state.actions())
                """);
        Process bot = PythonProcess.start(
                Map.of("ARBITRE_PLAYER", "2"),
                stderr,
                ADAPTER.toString(),
                "--agent",
                solo.resolve("agent.py").toString(),
                "--engine",
                folder.resolve("fenix.py").toString());
        try {
            FenixBoard end = new FenixGameDriver(2, 9)
                    .play(
                            new BufferedReader(new InputStreamReader(bot.getInputStream(), StandardCharsets.US_ASCII)),
                            new OutputStreamWriter(bot.getOutputStream(), StandardCharsets.US_ASCII));

            assertThat(end.isOver()).isTrue();
            assertThat(bot.waitFor(20, TimeUnit.SECONDS)).isTrue();
            assertThat(bot.exitValue()).as(errors()).isZero();
            assertThat(errors()).contains("playing Agent from").contains("solo agent for -1");
        } finally {
            bot.destroyForcibly();
        }
    }

    private static void send(Process bot, String line) throws IOException {
        Writer writer = new OutputStreamWriter(bot.getOutputStream(), StandardCharsets.US_ASCII);
        writer.write(line + "\n");
        writer.flush();
    }
}
