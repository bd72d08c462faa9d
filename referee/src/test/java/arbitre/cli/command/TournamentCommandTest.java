package arbitre.cli.command;

import static org.assertj.core.api.Assertions.assertThat;

import arbitre.cli.CliRun;
import arbitre.cli.exit.ExitCode;
import arbitre.clock.TimeControl;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

class TournamentCommandTest {
    @TempDir
    Path dir;

    @Test
    void tournament_badConfig_exitsTwoNamingFileLineAndField() throws Exception {
        Path file = dir.resolve("bad.json");
        Files.writeString(file, """
                {"gamesPerPair": 3,
                 "bots": [{"name": "a", "command": "x"}, {"name": "b", "command": "y"}]}""");

        CliRun run = CliRun.of("tournament", file.toString());

        assertThat(run.exitCode()).isEqualTo(ExitCode.USAGE);
        assertThat(run.err())
                .startsWith("arbitre: " + file + ":1:2: gamesPerPair: 3 is odd")
                .doesNotContain("Exception");
        assertThat(dir.resolve("results")).doesNotExist();
    }

    @Test
    void tournament_missingConfig_exitsTwo() {
        CliRun run = CliRun.of("tournament", dir.resolve("none.json").toString());

        assertThat(run.exitCode()).isEqualTo(ExitCode.USAGE);
        assertThat(run.err()).contains("none.json: no such file");
    }

    @Test
    void tournament_badShard_exitsTwo() throws Exception {
        Path file = dir.resolve("ok.json");
        Files.writeString(
                file,
                "{\"output\": \"out\", \"bots\": [{\"name\": \"a\", \"command\": \"x\"}, {\"name\": \"b\", \"command\": \"y\"}]}");

        CliRun run = CliRun.of("tournament", file.toString(), "--shard", "3/2");

        assertThat(run.exitCode()).isEqualTo(ExitCode.USAGE);
        assertThat(run.err()).contains("a shard is K/N with 1 <= K <= N, got 3/2");
    }

    @Test
    void clock_optionsGiven_replaceTheConfigsFieldsAndKeepTheRest() {
        TimeControl config = new TimeControl(500, 0, 0, 0, 1000, 7, 2000, "wall", false, "replay");
        TournamentCommand command = CommandLine.populateCommand(
                new TournamentCommand(),
                "--clock",
                "cpu",
                "--startup-ms",
                "4000",
                "--ponder",
                "--overloaded",
                "count",
                "configs/demo.json");

        assertThat(command.clock(config)).isEqualTo(new TimeControl(500, 0, 0, 0, 1000, 7, 4000, "cpu", true, "count"));
    }

    @Test
    void clock_onlyATimeMargin_keepsTheConfigsClockAndPolicy() {
        TimeControl config = new TimeControl(500, 0, 0, 0, 1000, 0, 2000, "cpu", true, "count");
        TournamentCommand command =
                CommandLine.populateCommand(new TournamentCommand(), "--time-margin", "30", "configs/demo.json");

        assertThat(command.clock(config))
                .isEqualTo(new TimeControl(500, 0, 0, 0, 1000, 30, 2000, "cpu", true, "count"));
    }

    @Test
    void clock_noOption_isTheConfigs() {
        TimeControl config = new TimeControl(500, 0, 0, 0, 1000, 0, 2000, "cpu", true, "count");
        TournamentCommand command = CommandLine.populateCommand(new TournamentCommand(), "configs/demo.json");

        assertThat(command.clock(config)).isEqualTo(config);
    }

    @Test
    void tournament_badClock_exitsTwoNamingTheOption() {
        CliRun run = CliRun.of("tournament", "--clock", "sundial", "../configs/demo.json", "--list");

        assertThat(run.exitCode()).isEqualTo(ExitCode.USAGE);
        assertThat(run.err()).startsWith("arbitre: --clock: clock must be 'wall' or 'cpu', got 'sundial'");
    }

    @Test
    void tournament_clockOptionBeforeTheConfig_listsTheSchedule() {
        CliRun run = CliRun.of("tournament", "--clock", "cpu", "--no-ponder", "../configs/demo.json", "--list");

        assertThat(run.err()).isEmpty();
        assertThat(run.exitCode()).isZero();
        assertThat(run.out()).contains("matches, 0 done");
    }

    @Test
    void tournament_list_printsTheScheduleAndWritesNothing() throws Exception {
        Path file = dir.resolve("ok.json");
        Files.writeString(
                file,
                "{\"output\": \"out\", \"bots\": [{\"name\": \"a\", \"command\": \"x\"}, {\"name\": \"b\", \"command\": \"y\"}]}");

        CliRun run = CliRun.of("tournament", file.toString(), "--list");

        assertThat(run.exitCode()).isZero();
        assertThat(run.out()).contains("a-vs-b-1\n").contains("b-vs-a-1\n").contains("2 matches, 0 done");
        assertThat(dir.resolve("out")).doesNotExist();
    }

    @Test
    void standings_severalFoldersWithoutOutput_exitsTwo() throws Exception {
        Files.createDirectories(dir.resolve("x"));
        Files.createDirectories(dir.resolve("y"));

        CliRun run = CliRun.of(
                "standings", dir.resolve("x").toString(), dir.resolve("y").toString());

        assertThat(run.exitCode()).isEqualTo(ExitCode.USAGE);
        assertThat(run.err()).contains("give --output DIR");
    }
}
