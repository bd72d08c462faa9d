package arbitre.bots.examples;

import static org.assertj.core.api.Assertions.assertThat;

import arbitre.bots.support.FenixGameDriver;
import arbitre.bots.support.PythonProcess;
import arbitre.engine.fenix.FenixAction;
import arbitre.engine.fenix.FenixBoard;
import java.io.BufferedReader;
import java.io.File;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/** The Python starter bot for Fenix as a real process: full games on both sides against the Java engine. */
class FenixExampleBotTest {
    private static final String BOT =
            PythonProcess.EXAMPLES.resolve("fenix_bot.py").toString();

    @TempDir
    Path temp;

    @ParameterizedTest(name = "player {0}, game {1}")
    @CsvSource({"1, 0", "2, 0", "1, 1", "2, 1", "1, 2", "2, 2"})
    @Timeout(value = 60, unit = TimeUnit.SECONDS)
    void fenixBot_fullGame_playsOnlyLegalActionsAndExits(int side, long seed) throws Exception {
        File stderr = temp.resolve("stderr.txt").toFile();
        Process bot = PythonProcess.start(Map.of("ARBITRE_SEED", String.valueOf(seed)), stderr, BOT);
        try {
            FenixGameDriver driver = new FenixGameDriver(side, seed * 31 + side);
            BufferedReader reader =
                    new BufferedReader(new InputStreamReader(bot.getInputStream(), StandardCharsets.US_ASCII));
            Writer writer = new OutputStreamWriter(bot.getOutputStream(), StandardCharsets.US_ASCII);

            FenixBoard end = driver.play(reader, writer);

            assertThat(end.isOver()).isTrue();
            assertThat(bot.waitFor(10, TimeUnit.SECONDS))
                    .as("exits after RESULT and END")
                    .isTrue();
            assertThat(bot.exitValue()).as(Files.readString(stderr.toPath())).isZero();
            assertThat(reader.readLine()).as("nothing after its last action").isNull();
        } finally {
            bot.destroyForcibly();
        }
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"RESULT LOSS 0 0 timeout", "END"})
    @Timeout(value = 30, unit = TimeUnit.SECONDS)
    void fenixBot_endOfGameWithInputLeftOpen_exits(String last) throws Exception {
        Process bot = PythonProcess.start(Map.of(), temp.resolve("stderr.txt").toFile(), BOT);
        try {
            Writer writer = new OutputStreamWriter(bot.getOutputStream(), StandardCharsets.US_ASCII);
            BufferedReader reader =
                    new BufferedReader(new InputStreamReader(bot.getInputStream(), StandardCharsets.US_ASCII));
            writer.write("START\n");
            writer.flush();
            assertThat(FenixBoard.start().isLegal(FenixAction.parse(reader.readLine())))
                    .isTrue();

            writer.write(last + "\n");
            writer.flush();

            assertThat(bot.waitFor(10, TimeUnit.SECONDS))
                    .as("exits on '%s' without end of input", last)
                    .isTrue();
            assertThat(bot.exitValue()).isZero();
        } finally {
            bot.destroyForcibly();
        }
    }
}
