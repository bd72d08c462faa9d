package arbitre.bots;

import static org.assertj.core.api.Assertions.assertThat;

import arbitre.bots.support.BotProcess;
import arbitre.bots.support.GameDriver;
import arbitre.engine.awale.Board;
import arbitre.engine.awale.Moves;
import arbitre.engine.awale.RuleSet;
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
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/** The bots as real processes, talking to a referee over their standard streams. */
class BotProcessTest {
    @TempDir
    Path temp;

    static Stream<Arguments> games() {
        return Stream.of(RuleSet.values())
                .flatMap(rules -> Stream.of(
                        Arguments.of(rules, 1, new String[] {"iddfs", "--depth", "3", "--table-mb", "4"}),
                        Arguments.of(rules, 2, new String[] {"iddfs", "--depth", "3", "--table-mb", "4"}),
                        Arguments.of(rules, 1, new String[] {"greedy", "--seed", "3"}),
                        Arguments.of(rules, 2, new String[] {"random", "--seed", "4"})));
    }

    @ParameterizedTest(name = "{2} as player {1}, {0} rules")
    @MethodSource("games")
    @Timeout(value = 60, unit = TimeUnit.SECONDS)
    void botProcess_fullGame_playsOnlyLegalMovesAndExitsAfterResult(RuleSet rules, int side, String[] args)
            throws Exception {
        File stderr = temp.resolve("stderr.txt").toFile();
        Process bot = BotProcess.start(Map.of("ARBITRE_RULES", rules.wireName()), stderr, args);
        try {
            GameDriver driver = new GameDriver(rules, side, 31L * side + rules.ordinal());
            BufferedReader reader =
                    new BufferedReader(new InputStreamReader(bot.getInputStream(), StandardCharsets.US_ASCII));
            Writer writer = new OutputStreamWriter(bot.getOutputStream(), StandardCharsets.US_ASCII);

            Board end = driver.play(reader, writer);

            assertThat(end.isOver()).isTrue();
            assertThat(bot.waitFor(10, TimeUnit.SECONDS))
                    .as("the bot exits after END")
                    .isTrue();
            assertThat(bot.exitValue()).as(Files.readString(stderr.toPath())).isZero();
            assertThat(reader.readLine()).as("nothing after the last move").isNull();
        } finally {
            bot.destroyForcibly();
        }
    }

    @Test
    @Timeout(value = 30, unit = TimeUnit.SECONDS)
    void botProcess_iddfsOnAMoveLimit_answersStartWithALegalMove() throws Exception {
        // How the budget counts JVM start-up is checked on a fake clock in ProtocolLoopTest; a
        // wall-clock check here would only measure how busy the machine is.
        int limitMs = 1500;
        File stderr = temp.resolve("stderr.txt").toFile();
        Process bot = BotProcess.start(Map.of("ARBITRE_MOVE_MS", Integer.toString(limitMs)), stderr, "iddfs");
        try {
            Writer writer = new OutputStreamWriter(bot.getOutputStream(), StandardCharsets.US_ASCII);
            writer.write("START\n");
            writer.flush();
            BufferedReader reader =
                    new BufferedReader(new InputStreamReader(bot.getInputStream(), StandardCharsets.US_ASCII));
            String answer = reader.readLine();

            assertThat(answer).as(Files.readString(stderr.toPath())).isNotNull();
            assertThat(Board.start(RuleSet.OFFICIAL).isLegal(Moves.parse(answer)))
                    .isTrue();
            writer.write("END\n");
            writer.flush();
            assertThat(bot.waitFor(10, TimeUnit.SECONDS)).isTrue();
        } finally {
            bot.destroyForcibly();
        }
    }

    @Test
    @Timeout(value = 30, unit = TimeUnit.SECONDS)
    void botProcess_badOption_exitsWithUsageCodeAndNoStackTrace() throws Exception {
        File stderr = temp.resolve("stderr.txt").toFile();
        Process bot = BotProcess.start(Map.of(), stderr, "iddfs", "--table-mb", "-5");

        assertThat(bot.waitFor(20, TimeUnit.SECONDS)).isTrue();
        assertThat(bot.exitValue()).isEqualTo(2);
        assertThat(Files.readString(stderr.toPath()))
                .hasLineCount(1)
                .contains("--table-mb")
                .doesNotContain("Exception");
    }
}
