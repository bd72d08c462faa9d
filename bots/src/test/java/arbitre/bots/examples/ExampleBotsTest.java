package arbitre.bots.examples;

import static org.assertj.core.api.Assertions.assertThat;

import arbitre.bots.support.GameDriver;
import arbitre.bots.support.PythonProcess;
import arbitre.engine.Board;
import arbitre.engine.Moves;
import arbitre.engine.RuleSet;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The example bots for students, run as real processes when their tool is installed (skipped,
 * not passed, when it is not): full games on both sides and both rule sets against an
 * engine-checked random opponent, and a clean exit on {@code RESULT} or {@code END}.
 */
class ExampleBotsTest {
    private static final Path EXAMPLES = Path.of(System.getProperty("basedir", ".")).resolve("examples");

    @TempDir
    Path temp;

    /** The command line of an example bot, compiled first if it needs to be. */
    private List<String> command(String language) throws Exception {
        if (language.equals("python")) {
            assertThat(PythonProcess.onPath("python3")).as("python3 is needed (apt-get install python3)").isTrue();
            return List.of("python3", EXAMPLES.resolve("python/bot.py").toString());
        }
        assertThat(PythonProcess.onPath("gcc")).as("gcc is needed (apt-get install gcc)").isTrue();
        Path binary = temp.resolve("bot");
        Process gcc = new ProcessBuilder("gcc", "-O2", "-Wall", "-Wextra", "-Werror", "-o", binary.toString(),
                EXAMPLES.resolve("c/bot.c").toString()).redirectErrorStream(true).start();
        String output = new String(gcc.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(gcc.waitFor(60, TimeUnit.SECONDS)).isTrue();
        assertThat(gcc.exitValue()).as(output).isZero();
        return List.of(binary.toString());
    }

    private Process start(List<String> command, RuleSet rules) throws IOException {
        ProcessBuilder builder = new ProcessBuilder(command)
                .redirectError(temp.resolve("stderr.txt").toFile());
        builder.environment().put("ARBITRE_RULES", rules.wireName());
        return builder.start();
    }

    static Stream<Arguments> games() {
        List<Arguments> games = new ArrayList<>();
        for (String language : List.of("python", "c")) {
            for (RuleSet rules : RuleSet.values()) {
                for (int side = 1; side <= 2; side++) {
                    for (long seed = 0; seed < 2; seed++) {
                        games.add(Arguments.of(language, rules, side, seed));
                    }
                }
            }
        }
        return games.stream();
    }

    @ParameterizedTest(name = "{0} as player {2}, {1} rules, game {3}")
    @MethodSource("games")
    @Timeout(value = 60, unit = TimeUnit.SECONDS)
    void exampleBot_fullGame_playsOnlyLegalMovesAndExits(String language, RuleSet rules, int side, long seed)
            throws Exception {
        List<String> command = command(language);
        Process bot = start(command, rules);
        try {
            GameDriver driver = new GameDriver(rules, side, seed * 97 + side);
            BufferedReader reader = new BufferedReader(
                    new InputStreamReader(bot.getInputStream(), StandardCharsets.US_ASCII));
            Writer writer = new OutputStreamWriter(bot.getOutputStream(), StandardCharsets.US_ASCII);

            Board end = driver.play(reader, writer);

            assertThat(end.isOver()).isTrue();
            assertThat(bot.waitFor(10, TimeUnit.SECONDS)).as("exits after RESULT and END").isTrue();
            assertThat(bot.exitValue()).as(Files.readString(temp.resolve("stderr.txt"))).isZero();
            assertThat(reader.readLine()).as("nothing after its last move").isNull();
        } finally {
            bot.destroyForcibly();
        }
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"python", "c"})
    @Timeout(value = 60, unit = TimeUnit.SECONDS)
    void exampleBot_resultWithInputLeftOpen_exits(String language) throws Exception {
        List<String> command = command(language);
        for (String last : List.of("RESULT LOSS 0 0 timeout", "END")) {
            Process bot = start(command, RuleSet.OFFICIAL);
            try {
                Writer writer = new OutputStreamWriter(bot.getOutputStream(), StandardCharsets.US_ASCII);
                BufferedReader reader = new BufferedReader(
                        new InputStreamReader(bot.getInputStream(), StandardCharsets.US_ASCII));
                writer.write("START\n");
                writer.flush();
                String answer = reader.readLine();
                assertThat(Board.start(RuleSet.OFFICIAL).isLegal(Moves.parse(answer))).isTrue();

                writer.write(last + "\n");
                writer.flush();

                assertThat(bot.waitFor(10, TimeUnit.SECONDS)).as("exits on '%s' without end of input", last)
                        .isTrue();
                assertThat(bot.exitValue()).isZero();
            } finally {
                bot.destroyForcibly();
            }
        }
    }
}
