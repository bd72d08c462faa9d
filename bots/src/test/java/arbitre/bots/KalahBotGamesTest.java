package arbitre.bots;

import static org.assertj.core.api.Assertions.assertThat;

import arbitre.bots.protocol.ExitCode;
import arbitre.bots.support.BotProcess;
import arbitre.bots.support.KalahGameDriver;
import arbitre.engine.kalah.KalahBoard;
import arbitre.engine.kalah.KalahStart;
import java.io.BufferedReader;
import java.io.ByteArrayOutputStream;
import java.io.File;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.io.PrintStream;
import java.io.Writer;
import java.nio.channels.Channels;
import java.nio.channels.Pipe;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The bundled bots play whole Kalah games through their command line, against an engine-checked
 * random opponent: in this JVM over pipes for every bot, side and a few starts, and as real
 * processes for one game each.
 */
class KalahBotGamesTest {
    private static final String[][] BOTS = {
        {"iddfs", "--depth", "5", "--table-mb", "2"},
        {"greedy", "--seed", "3"},
        {"random", "--seed", "4"},
    };

    @TempDir
    Path temp;

    static Stream<Arguments> games() {
        List<Arguments> games = new ArrayList<>();
        for (String[] bot : BOTS) {
            for (String start : List.of("standard", "fair:0", "fair:117", "fair:253")) {
                for (int side = 1; side <= 2; side++) {
                    // Half the games say the game in the environment; the others let POSITION tell.
                    Map<String, String> environment = side == 1 ? Map.of("ARBITRE_GAME", "kalah") : Map.of();
                    games.add(Arguments.of(String.join(" ", bot), start, side, environment));
                }
            }
        }
        return games.stream();
    }

    @ParameterizedTest(name = "{0} as player {2} from {1}, environment {3}")
    @MethodSource("games")
    @Timeout(value = 60, unit = TimeUnit.SECONDS)
    void bot_fullKalahGameInProcess_playsOnlyLegalPitsAndExitsAfterResult(
            String command, String start, int side, Map<String, String> environment) throws Exception {
        Pipe toBot = Pipe.open();
        Pipe fromBot = Pipe.open();
        InputStream botInput = Channels.newInputStream(toBot.source());
        OutputStream botOutput = Channels.newOutputStream(fromBot.sink());
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        CompletableFuture<Integer> bot = CompletableFuture.supplyAsync(() -> BotMain.run(
                command.split(" "),
                environment,
                botInput,
                botOutput,
                new PrintStream(err, true, StandardCharsets.UTF_8),
                System.nanoTime(),
                false));

        KalahGameDriver driver = new KalahGameDriver(KalahStart.parse(start), side, 7L * side + start.length());
        KalahBoard end = driver.play(
                new BufferedReader(
                        new InputStreamReader(Channels.newInputStream(fromBot.source()), StandardCharsets.US_ASCII)),
                new OutputStreamWriter(Channels.newOutputStream(toBot.sink()), StandardCharsets.US_ASCII));

        assertThat(end.isOver()).isTrue();
        assertThat(driver.botMoves()).isNotEmpty();
        assertThat(bot.get(10, TimeUnit.SECONDS))
                .as(err.toString(StandardCharsets.UTF_8))
                .isEqualTo(ExitCode.OK);
    }

    static Stream<Arguments> processGames() {
        return Stream.of(
                Arguments.of(1, "fair:42", new String[] {"iddfs", "--depth", "4", "--table-mb", "2"}),
                Arguments.of(2, "standard", new String[] {"iddfs", "--table-mb", "2"}),
                Arguments.of(1, "standard", new String[] {"greedy", "--seed", "1"}),
                Arguments.of(2, "fair:7", new String[] {"random", "--seed", "2"}));
    }

    @ParameterizedTest(name = "{2} as player {0} from {1}")
    @MethodSource("processGames")
    @Timeout(value = 60, unit = TimeUnit.SECONDS)
    void botProcess_fullKalahGame_handlesAgainAndTurnLines(int side, String start, String[] args) throws Exception {
        File stderr = temp.resolve("stderr.txt").toFile();
        // A short clock and a bank: the timed search must answer every ply, the extra ones too.
        Process bot = BotProcess.start(
                Map.of("ARBITRE_MOVE_MS", "300", "ARBITRE_BANK_MS", "5000", "ARBITRE_PLAYER", Integer.toString(side)),
                stderr,
                args);
        try {
            KalahGameDriver driver = new KalahGameDriver(KalahStart.parse(start), side, 11L * side);
            BufferedReader reader =
                    new BufferedReader(new InputStreamReader(bot.getInputStream(), StandardCharsets.US_ASCII));
            Writer writer = new OutputStreamWriter(bot.getOutputStream(), StandardCharsets.US_ASCII);

            KalahBoard end = driver.play(reader, writer);

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
}
