package arbitre.bots;

import static org.assertj.core.api.Assertions.assertThat;

import arbitre.clock.TimeControl;
import arbitre.log.MatchLog;
import arbitre.match.MatchListener;
import arbitre.match.MatchSpec;
import arbitre.match.Referee;
import arbitre.match.Violation;
import arbitre.process.BotSpec;
import arbitre.testbots.TestBots;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The bundled bots and the students' example bots, played through the referee as real processes. */
class BundledBotsIT {
    private static final Path EXAMPLES =
            Path.of("..", "bots", "examples").toAbsolutePath().normalize();

    @TempDir
    Path dir;

    private MatchLog play(String p1, String p2, String rules, long moveMs) throws Exception {
        return play(p1, p2, rules, new TimeControl(moveMs, 0, 0, 0, 1000));
    }

    private MatchLog play(String p1, String p2, String rules, TimeControl clock) throws Exception {
        MatchSpec spec = new MatchSpec(
                BotSpec.of("one", p1),
                BotSpec.of("two", p2),
                rules,
                clock,
                dir.resolve("m.json"),
                MatchSpec.DEFAULT_STDERR_CAP);
        return Referee.play(spec, MatchListener.NONE);
    }

    private static void assertNoForfeit(MatchLog log) {
        assertThat(Violation.fromWireName(log.result().reason()))
                .as("%s: %s", log.result().reason(), log.result().detail())
                .isEmpty();
        assertThat(log.players())
                .allSatisfy(p -> assertThat(p.cleanExit())
                        .as("%s exits after END", p.name())
                        .isTrue());
    }

    @ParameterizedTest(name = "{0} vs {1}, {2}")
    @CsvSource({
        "builtin:iddfs --depth 3, builtin:greedy, official",
        "builtin:greedy, builtin:iddfs --depth 3, report",
        "builtin:random --seed 7, builtin:greedy --seed 3, official",
    })
    void builtins_playWholeGamesWithoutForfeit(String p1, String p2, String rules) throws Exception {
        assertNoForfeit(play(p1, p2, rules, 3000));
    }

    @Test
    void iddfs_onItsOwnClock_searchesEachMoveWithinItsBudget() throws Exception {
        // The bot's budget is a tenth of the referee's limit, so the game tests the timed search
        // through real pipes without depending on how busy the machine is.
        MatchLog log = play("builtin:iddfs --move-ms 300", "builtin:random --seed 5", "official", 3000);

        assertNoForfeit(log);
        List<String> summaries = Files.readAllLines(
                        dir.resolve(log.players().get(0).stderr()))
                .stream()
                .filter(line -> line.startsWith("iddfs: ply "))
                .toList();
        assertThat(summaries).hasSize((log.result().plies() + 1) / 2);
        assertThat(summaries).anySatisfy(line -> assertThat(line).containsPattern(" depth ([3-9]|\\d\\d) "));
    }

    @ParameterizedTest(name = "bank {0} ms, move limit {1} ms")
    @CsvSource({"3000, 1000", "2000, 3000"})
    void iddfs_onATimeBank_spendsItWithoutRunningOut(long bankMs, long moveMs) throws Exception {
        // Each move may take most of the move limit, so a bot that ignored the bank would empty
        // it within a few moves; a long game needs many times more moves than that.
        MatchLog log = play(
                "builtin:iddfs", "builtin:random --seed 5", "official", new TimeControl(moveMs, bankMs, 0, 0, 1000));

        assertNoForfeit(log);
        assertThat(log.result().plies()).isGreaterThan(20);
    }

    @ParameterizedTest(name = "python example as player {0}, {1}")
    @CsvSource({"1, official", "2, report"})
    void pythonExample_playsLegallyThroughTheReferee(int side, String rules) throws Exception {
        assertThat(onPath("python3"))
                .as("python3 is needed (apt-get install python3)")
                .isTrue();
        String python = "python3 " + EXAMPLES.resolve("python").resolve("bot.py");
        MatchLog log =
                side == 1 ? play(python, "builtin:random", rules, 3000) : play("builtin:random", python, rules, 3000);

        assertNoForfeit(log);
    }

    @ParameterizedTest(name = "C example as player {0}, {1}")
    @CsvSource({"1, report", "2, official"})
    void cExample_playsLegallyThroughTheReferee(int side, String rules) throws Exception {
        assertThat(onPath("cc"))
                .as("a C compiler is needed (apt-get install gcc)")
                .isTrue();
        String c = TestBots.compileC(EXAMPLES.resolve("c").resolve("bot.c"), dir.resolve("c-bot"))
                .toString();
        MatchLog log = side == 1 ? play(c, "builtin:greedy", rules, 3000) : play("builtin:greedy", c, rules, 3000);

        assertNoForfeit(log);
    }

    private static boolean onPath(String command) {
        for (String dir : System.getenv().getOrDefault("PATH", "").split(":")) {
            if (Files.isExecutable(Path.of(dir.isEmpty() ? "." : dir, command))) {
                return true;
            }
        }
        return false;
    }
}
