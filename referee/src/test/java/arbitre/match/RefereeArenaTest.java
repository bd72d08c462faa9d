package arbitre.match;

import static org.assertj.core.api.Assertions.assertThat;

import arbitre.clock.TimeControl;
import arbitre.engine.awale.RuleSet;
import arbitre.log.MatchLog;
import arbitre.log.MatchLogs;
import arbitre.process.BotSpec;
import arbitre.replay.SampleLogs;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** An arena plays again a game the machine overloaded, keeping the log of the one it replaced. */
class RefereeArenaTest {
    @TempDir
    Path dir;

    private final StringWriter notes = new StringWriter();

    @Test
    void playInArena_gameTheMachineOverloaded_isPlayedAgain_andItsLogKeptAside() throws Exception {
        MatchSpec spec = spec(TimeControl.REPLAY);
        Deque<MatchLog> games = new ArrayDeque<>(List.of(overloaded(), finished()));

        MatchLog log = Referee.playInArena(spec, () -> write(spec, games.pop()), new PrintWriter(notes, true));

        assertThat(log.result().diagnosis()).isNull();
        assertThat(MatchLogs.read(spec.logFile())).isEqualTo(log);
        assertThat(dir.resolve("m.json.overloaded-1")).exists();
        assertThat(notes.toString()).contains("m.json: ").contains("playing it again (1 of 3)");
    }

    @Test
    void playInArena_machineOverloadedEveryTime_countsTheGameAfterThreeReplays() throws Exception {
        MatchSpec spec = spec(TimeControl.REPLAY);
        int[] played = {0};

        MatchLog log = Referee.playInArena(
                spec,
                () -> {
                    played[0]++;
                    return write(spec, overloaded());
                },
                new PrintWriter(notes, true));

        assertThat(played[0]).isEqualTo(1 + TimeControl.OVERLOAD_REPLAYS);
        assertThat(log.result().diagnosis()).isEqualTo(Diagnosis.MACHINE_OVERLOADED.wireName());
        assertThat(notes.toString()).contains("4 times in a row; counted as it is");
    }

    @Test
    void playInArena_clockThatCountsOverloads_keepsTheGameWithAWarning() throws Exception {
        MatchSpec spec = spec(TimeControl.COUNT);
        int[] played = {0};

        Referee.playInArena(
                spec,
                () -> {
                    played[0]++;
                    return write(spec, overloaded());
                },
                new PrintWriter(notes, true));

        assertThat(played[0]).isEqualTo(1);
        assertThat(Files.list(dir)).hasSize(1);
        assertThat(notes.toString()).contains("counted as it is");
    }

    private MatchSpec spec(String overloads) {
        TimeControl clock = new TimeControl(
                300, 0, 0, 0, 1000, 0, TimeControl.DEFAULT_STARTUP_MS, TimeControl.WALL, false, overloads);
        return new MatchSpec(
                BotSpec.of("a", "builtin:random"),
                BotSpec.of("b", "builtin:random"),
                "official",
                clock,
                dir.resolve("m.json"),
                MatchSpec.DEFAULT_STDERR_CAP);
    }

    private static MatchLog finished() {
        return SampleLogs.finished(3, RuleSet.OFFICIAL);
    }

    private static MatchLog overloaded() {
        MatchLog log = finished();
        return SampleLogs.withResult(
                log,
                new MatchLog.Result(
                        1,
                        "timeout",
                        List.of(0, 0),
                        0,
                        "no move within 300 ms; the machine was overloaded",
                        2,
                        null,
                        Diagnosis.MACHINE_OVERLOADED.wireName()));
    }

    private static MatchLog write(MatchSpec spec, MatchLog log) throws java.io.IOException {
        MatchLogs.write(spec.logFile(), log);
        return log;
    }
}
