package arbitre.bots.fenix;

import static org.assertj.core.api.Assertions.assertThat;

import arbitre.bots.support.BotProcess;
import arbitre.bots.support.FenixGameDriver;
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
import java.util.stream.Stream;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/** The bundled bots playing Fenix as real processes, chosen by the variable or by the option. */
class FenixBotProcessTest {
    @TempDir
    Path temp;

    static Stream<Arguments> games() {
        Map<String, String> byVariable = Map.of("ARBITRE_GAME", "fenix");
        Map<String, String> banked = Map.of("ARBITRE_GAME", "fenix", "ARBITRE_BANK_MS", "4000");
        return Stream.of(
                Arguments.of(1, byVariable, new String[] {"iddfs", "--depth", "3", "--table-mb", "4"}),
                Arguments.of(2, Map.of(), new String[] {"iddfs", "--game", "fenix", "--depth", "3", "--table-mb", "4"}),
                Arguments.of(1, banked, new String[] {"iddfs", "--table-mb", "4"}),
                Arguments.of(2, byVariable, new String[] {"greedy", "--seed", "3"}),
                Arguments.of(1, Map.of(), new String[] {"greedy", "--game=fenix", "--seed", "5"}),
                Arguments.of(2, byVariable, new String[] {"random", "--seed", "4"}));
    }

    @ParameterizedTest(name = "{2} as player {0}, {1}")
    @MethodSource("games")
    @Timeout(value = 60, unit = TimeUnit.SECONDS)
    void botProcess_fenixGame_playsOnlyLegalActionsAndExitsAfterResult(
            int side, Map<String, String> environment, String[] args) throws Exception {
        File stderr = temp.resolve("stderr.txt").toFile();
        Process bot = BotProcess.start(environment, stderr, args);
        try {
            FenixGameDriver driver = new FenixGameDriver(side, 17L * side + args.length);
            BufferedReader reader =
                    new BufferedReader(new InputStreamReader(bot.getInputStream(), StandardCharsets.US_ASCII));
            Writer writer = new OutputStreamWriter(bot.getOutputStream(), StandardCharsets.US_ASCII);

            FenixBoard end = driver.play(reader, writer);

            assertThat(end.isOver()).isTrue();
            assertThat(driver.botActions()).isNotEmpty();
            assertThat(bot.waitFor(10, TimeUnit.SECONDS))
                    .as("the bot exits after END")
                    .isTrue();
            assertThat(bot.exitValue()).as(Files.readString(stderr.toPath())).isZero();
            assertThat(reader.readLine()).as("nothing after the last action").isNull();
        } finally {
            bot.destroyForcibly();
        }
    }
}
