package arbitre.match;

import static org.assertj.core.api.Assertions.assertThat;

import arbitre.clock.TimeControl;
import arbitre.engine.kalah.KalahBoard;
import arbitre.engine.kalah.KalahStart;
import arbitre.log.MatchLog;
import arbitre.log.MatchLogs;
import arbitre.process.BotSpec;
import arbitre.replay.LogVerifier;
import arbitre.testbots.NoProcessLeft;
import arbitre.testbots.TestBots;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Kalah through the referee: the bundled bots and the Python starter bot as real processes. */
@Timeout(value = 120, unit = TimeUnit.SECONDS)
class KalahMatchIT {
    private static final Path EXAMPLES =
            Path.of("..", "bots", "examples").toAbsolutePath().normalize();
    private static final String PYTHON_STARTER =
            "python3 " + EXAMPLES.resolve("python").resolve("kalah_bot.py");

    /**
     * Answers START with pit 3 (four seeds: the last one lands in its store) and, in the same
     * write, with pit 1, without waiting for AGAIN. Writes its environment to standard error.
     */
    private static final String EAGER = """
            import os, sys
            for name in sorted(os.environ):
                if name.startswith("ARBITRE_"):
                    print(name + "=" + os.environ[name], file=sys.stderr)
            sys.stderr.flush()
            for line in sys.stdin:
                if line.strip() == "START":
                    sys.stdout.write("3\\n1\\n")
                    sys.stdout.flush()
                elif line.startswith("END"):
                    break
            """;

    @TempDir
    Path dir;

    @RegisterExtension
    final NoProcessLeft processes = new NoProcessLeft();

    private MatchLog play(String start, String p1, String p2, TimeControl clock) throws Exception {
        Map<String, String> env = Map.of(TestBots.MARKER, processes.marker(), "ARBITRE_SEED", "11");
        MatchSpec spec = new MatchSpec(
                "kalah",
                start,
                new BotSpec("one", p1, dir, env),
                new BotSpec("two", p2, dir, env),
                "kalah",
                clock,
                dir.resolve("match.json"),
                64 * 1024,
                null,
                null);
        MatchLog log = Referee.play(spec, MatchListener.NONE);
        assertThat(MatchLogs.read(dir.resolve("match.json")))
                .as("the log on disk")
                .isEqualTo(log);
        return log;
    }

    @ParameterizedTest
    @CsvSource({
        "standard, builtin:greedy, python",
        "fair:117, python, builtin:iddfs --depth 4",
        "fair:3, builtin:random, builtin:greedy",
    })
    void match_kalahBots_playToTheEndAndTheLogIsTheEnginesGame(String start, String p1, String p2) throws Exception {
        MatchLog log = play(
                start,
                p1.equals("python") ? PYTHON_STARTER : p1,
                p2.equals("python") ? PYTHON_STARTER : p2,
                new TimeControl(5000, 0, 0, 2000, 1000));

        assertThat(log.result().forfeit())
                .as("%s: %s", log.result().reason(), log.result().detail())
                .isNull();
        assertThat(log.game()).isEqualTo("kalah");
        assertThat(log.start()).isEqualTo(start);
        assertThat(log.startPosition())
                .containsExactlyElementsOf(
                        Arrays.stream(KalahStart.parse(start).vector()).boxed().toList());
        assertThat(log.rules()).containsEntry("name", "kalah");
        // The engine's replay: each ply's player is the one the rules put to move.
        KalahBoard board = KalahStart.parse(start).board();
        boolean extraTurn = false;
        for (MatchLog.Move move : log.moves()) {
            assertThat(move.player()).as("player of ply %d", move.ply()).isEqualTo(board.toMove());
            extraTurn |= board.play(Integer.parseInt(move.move()));
        }
        assertThat(extraTurn).as("some ply of the game earned an extra turn").isTrue();
        assertThat(board.isOver()).isTrue();
        assertThat(log.result().reason()).isEqualTo("empty-side");
        assertThat(log.result().winner()).isEqualTo(board.winner());
        assertThat(log.result().captured()).containsExactly(board.store(1), board.store(2));
        assertThat(log.result().plies()).isEqualTo(board.ply());
        assertThat(LogVerifier.verify(log)).isEmpty();
        assertThat(log.players())
                .allSatisfy(p -> assertThat(p.cleanExit()).as(p.name()).isTrue());
    }

    @Test
    void match_botThatPlaysItsExtraPlyBeforeAgain_forfeitsOutOfTurn() throws Exception {
        Files.writeString(dir.resolve("eager.py"), EAGER);

        MatchLog log =
                play("standard", "python3 eager.py", "builtin:random", new TimeControl(5000, 60_000, 100, 2000, 1000));

        assertThat(log.result().reason()).as(log.result().detail()).isEqualTo("out-of-turn");
        assertThat(log.result().forfeit()).isEqualTo(1);
        assertThat(log.result().winner()).isEqualTo(2);
        assertThat(log.result().detail()).isEqualTo("wrote '1' before it was asked to move (AGAIN)");
        assertThat(log.moves()).extracting(MatchLog.Move::move).containsExactly("3");
        assertThat(LogVerifier.verify(log)).isEmpty();
        String stderr = Files.readString(dir.resolve(log.players().get(0).stderr()));
        assertThat(stderr.lines())
                .contains(
                        "ARBITRE_GAME=kalah",
                        "ARBITRE_START=standard",
                        "ARBITRE_BANK_MS=60000",
                        "ARBITRE_INCREMENT_MS=100",
                        "ARBITRE_MOVE_MS=5000",
                        "ARBITRE_STARTUP_MS=10000",
                        "ARBITRE_PLAYER=1");
        assertThat(stderr).doesNotContain("ARBITRE_RULES");
    }
}
