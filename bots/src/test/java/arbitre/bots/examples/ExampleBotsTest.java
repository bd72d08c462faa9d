package arbitre.bots.examples;

import static org.assertj.core.api.Assertions.assertThat;

import arbitre.bots.support.GameDriver;
import arbitre.bots.support.KalahGameDriver;
import arbitre.bots.support.PythonProcess;
import arbitre.engine.awale.Board;
import arbitre.engine.awale.Moves;
import arbitre.engine.awale.RuleSet;
import arbitre.engine.kalah.KalahBoard;
import arbitre.engine.kalah.KalahMoves;
import arbitre.engine.kalah.KalahStart;
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
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The example bots for students, run as real processes (their tool must be installed): full
 * games on both sides and both rule sets against an engine-checked random opponent, and a clean
 * exit on {@code RESULT} or {@code END}; the Python Kalah bot likewise, from the standard and from
 * FairKalah openings.
 */
class ExampleBotsTest {
    private static final Path EXAMPLES =
            Path.of(System.getProperty("basedir", ".")).resolve("examples");

    @TempDir
    Path temp;

    /** The command line of an example bot, compiled first if it needs to be. */
    private List<String> command(String language) throws Exception {
        if (language.equals("python")) {
            assertThat(PythonProcess.onPath("python3"))
                    .as("python3 is needed (apt-get install python3)")
                    .isTrue();
            return List.of("python3", EXAMPLES.resolve("python/bot.py").toString());
        }
        assertThat(PythonProcess.onPath("gcc"))
                .as("gcc is needed (apt-get install gcc)")
                .isTrue();
        Path binary = temp.resolve("bot");
        Process gcc = new ProcessBuilder(
                        "gcc",
                        "-O2",
                        "-Wall",
                        "-Wextra",
                        "-Werror",
                        "-o",
                        binary.toString(),
                        EXAMPLES.resolve("c/bot.c").toString())
                .redirectErrorStream(true)
                .start();
        String output = new String(gcc.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(gcc.waitFor(60, TimeUnit.SECONDS)).isTrue();
        assertThat(gcc.exitValue()).as(output).isZero();
        return List.of(binary.toString());
    }

    private Process start(List<String> command, RuleSet rules) throws IOException {
        return start(command, Map.of("ARBITRE_RULES", rules.wireName()));
    }

    private Process start(List<String> command, Map<String, String> environment) throws IOException {
        ProcessBuilder builder = new ProcessBuilder(command)
                .redirectError(temp.resolve("stderr.txt").toFile());
        builder.environment().putAll(environment);
        return builder.start();
    }

    private static List<String> kalahCommand() {
        assertThat(PythonProcess.onPath("python3"))
                .as("python3 is needed (apt-get install python3)")
                .isTrue();
        return List.of("python3", EXAMPLES.resolve("python/kalah_bot.py").toString());
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
            BufferedReader reader =
                    new BufferedReader(new InputStreamReader(bot.getInputStream(), StandardCharsets.US_ASCII));
            Writer writer = new OutputStreamWriter(bot.getOutputStream(), StandardCharsets.US_ASCII);

            Board end = driver.play(reader, writer);

            assertThat(end.isOver()).isTrue();
            assertThat(bot.waitFor(10, TimeUnit.SECONDS))
                    .as("exits after RESULT and END")
                    .isTrue();
            assertThat(bot.exitValue())
                    .as(Files.readString(temp.resolve("stderr.txt")))
                    .isZero();
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
                BufferedReader reader =
                        new BufferedReader(new InputStreamReader(bot.getInputStream(), StandardCharsets.US_ASCII));
                writer.write("START\n");
                writer.flush();
                String answer = reader.readLine();
                assertThat(Board.start(RuleSet.OFFICIAL).isLegal(Moves.parse(answer)))
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

    static Stream<Arguments> kalahGames() {
        List<Arguments> games = new ArrayList<>();
        for (String start : List.of("standard", "fair:0", "fair:99", "fair:253")) {
            for (int side = 1; side <= 2; side++) {
                games.add(Arguments.of(start, side, (long) games.size()));
            }
        }
        return games.stream();
    }

    @ParameterizedTest(name = "Python Kalah bot as player {1} from {0}")
    @MethodSource("kalahGames")
    @Timeout(value = 60, unit = TimeUnit.SECONDS)
    void kalahBot_fullGame_playsOnlyLegalPitsAndExits(String start, int side, long seed) throws Exception {
        Process bot = start(kalahCommand(), Map.of("ARBITRE_GAME", "kalah", "ARBITRE_SEED", Long.toString(seed)));
        try {
            KalahGameDriver driver = new KalahGameDriver(KalahStart.parse(start), side, seed * 31 + side);
            BufferedReader reader =
                    new BufferedReader(new InputStreamReader(bot.getInputStream(), StandardCharsets.US_ASCII));
            Writer writer = new OutputStreamWriter(bot.getOutputStream(), StandardCharsets.US_ASCII);

            KalahBoard end = driver.play(reader, writer);

            assertThat(end.isOver()).isTrue();
            assertThat(driver.botMoves()).isNotEmpty();
            assertThat(bot.waitFor(10, TimeUnit.SECONDS))
                    .as("exits after RESULT and END")
                    .isTrue();
            assertThat(bot.exitValue())
                    .as(Files.readString(temp.resolve("stderr.txt")))
                    .isZero();
            assertThat(reader.readLine()).as("nothing after its last move").isNull();
        } finally {
            bot.destroyForcibly();
        }
    }

    @Test
    @Timeout(value = 60, unit = TimeUnit.SECONDS)
    void kalahBot_againAfterExtraTurns_keepsTheBoard() throws Exception {
        // South's 5 passes the turn; North's pits 5 (two seeds) and 6 (one) both end in its store,
        // so whatever the bot picks, AGAIN follows at least once.
        int[] start = {3, 3, 3, 3, 1, 1, 10, 0, 0, 0, 0, 2, 1, 21};
        Process bot = start(kalahCommand(), Map.of("ARBITRE_SEED", "5"));
        try {
            Writer writer = new OutputStreamWriter(bot.getOutputStream(), StandardCharsets.US_ASCII);
            BufferedReader reader =
                    new BufferedReader(new InputStreamReader(bot.getInputStream(), StandardCharsets.US_ASCII));
            KalahBoard board = KalahBoard.of(start);
            board.play(5);
            writer.write("POSITION 3 3 3 3 1 1 10 0 0 0 0 2 1 21\n5\n");
            writer.flush();
            int agains = 0;
            while (true) {
                String line = reader.readLine();
                assertThat(line)
                        .as(Files.readString(temp.resolve("stderr.txt")))
                        .isNotNull();
                int pit = KalahMoves.parse(line);
                assertThat(board.illegalReason(pit)).isNull();
                if (!board.play(pit)) {
                    break;
                }
                agains++;
                writer.write("AGAIN\n");
                writer.flush();
            }
            writer.write("END\n");
            writer.flush();
            assertThat(agains).isPositive();
            assertThat(bot.waitFor(10, TimeUnit.SECONDS)).isTrue();
            assertThat(bot.exitValue())
                    .as(Files.readString(temp.resolve("stderr.txt")))
                    .isZero();
        } finally {
            bot.destroyForcibly();
        }
    }

    @Test
    @Timeout(value = 60, unit = TimeUnit.SECONDS)
    void kalahBot_illegalOpponentPit_exitsWithAnError() throws Exception {
        Process bot = start(kalahCommand(), Map.of());
        try {
            Writer writer = new OutputStreamWriter(bot.getOutputStream(), StandardCharsets.US_ASCII);
            writer.write("POSITION 1 0 2 3 0 5 9 4 0 3 5 6 2 8\n2\n");
            writer.flush();
            assertThat(bot.waitFor(10, TimeUnit.SECONDS)).isTrue();
            assertThat(bot.exitValue()).isEqualTo(1);
            assertThat(Files.readString(temp.resolve("stderr.txt"))).contains("pit 2 is not legal");
        } finally {
            bot.destroyForcibly();
        }
    }
}
