package arbitre.replay;

import static org.assertj.core.api.Assertions.assertThat;

import arbitre.clock.TimeControl;
import arbitre.log.MatchLog;
import arbitre.match.MatchListener;
import arbitre.match.MatchSpec;
import arbitre.match.Referee;
import arbitre.process.BotSpec;
import arbitre.testbots.NoProcessLeft;
import arbitre.testbots.TestBots;
import java.nio.file.Path;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every kind of ending the referee writes, played by real bot processes, passes {@code replay
 * --verify}: the verifier's rules on who can forfeit for what refuse no genuine log.
 */
@Timeout(value = 60, unit = TimeUnit.SECONDS)
class LogVerifierIT {
    private static final String LEGAL = TestBots.command("legal");

    private static final TimeControl CLOCK = new TimeControl(500, 0, 0, 2000, 1000);

    @TempDir
    Path dir;

    @RegisterExtension
    final NoProcessLeft processes = new NoProcessLeft();

    /** Player 1's command, player 2's, the clock, then the reason, forfeit and diagnosis the log must show. */
    static Stream<Arguments> endings() {
        return Stream.of(
                Arguments.of(LEGAL, TestBots.command("random"), CLOCK, null, null, null),
                Arguments.of(TestBots.unflushedPython(), LEGAL, CLOCK, "timeout", 1, "unflushed-output"),
                Arguments.of(LEGAL, TestBots.command("silent"), CLOCK, "timeout", 2, null),
                Arguments.of(LEGAL, TestBots.command("illegal"), CLOCK, "illegal-move", 2, null),
                Arguments.of(TestBots.command("garbage"), LEGAL, CLOCK, "malformed", 1, "debug-output"),
                Arguments.of(TestBots.command("invalid-utf8"), LEGAL, CLOCK, "malformed", 1, null),
                Arguments.of(TestBots.command("two-lines"), LEGAL, CLOCK, "out-of-turn", 1, null),
                Arguments.of(
                        TestBots.command("delay", "800", "1"),
                        TestBots.command("early"),
                        new TimeControl(3000, 0, 0, 2000, 1000),
                        "out-of-turn",
                        2,
                        null),
                Arguments.of(LEGAL, TestBots.command("exit-mid", "3"), CLOCK, "crash", 2, null),
                Arguments.of(TestBots.command("close-stdout", "2"), LEGAL, CLOCK, "crash", 1, null),
                Arguments.of(LEGAL, "./no-such-bot --fast", CLOCK, "no-start", 2, null),
                Arguments.of(
                        TestBots.command("never-ready"),
                        LEGAL,
                        new TimeControl(300, 0, 0, 0, 1000).withPolicy(1500, TimeControl.WALL, false),
                        "no-start",
                        1,
                        null),
                Arguments.of("no-such-command-anywhere", "./nor-this-one", CLOCK, "no-start", 0, null));
    }

    @ParameterizedTest
    @MethodSource("endings")
    void verify_logOfEachKindOfEnding_isConfirmed(
            String p1, String p2, TimeControl clock, String reason, Integer forfeit, String diagnosis)
            throws Exception {
        Map<String, String> env = Map.of(TestBots.MARKER, processes.marker());
        MatchSpec spec = new MatchSpec(
                new BotSpec("one", p1, null, env),
                new BotSpec("two", p2, null, env),
                "official",
                clock,
                dir.resolve("match.json"),
                64 * 1024);

        MatchLog log = Referee.play(spec, MatchListener.NONE);

        if (reason != null) {
            assertThat(log.result().reason()).as(log.result().detail()).isEqualTo(reason);
        }
        assertThat(log.result().forfeit()).as(log.result().detail()).isEqualTo(forfeit);
        assertThat(log.result().diagnosis()).as(log.result().detail()).isEqualTo(diagnosis);
        assertThat(LogVerifier.verify(log)).as(log.result().detail()).isEmpty();
    }
}
