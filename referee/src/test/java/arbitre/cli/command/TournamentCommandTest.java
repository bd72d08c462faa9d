package arbitre.cli.command;

import static org.assertj.core.api.Assertions.assertThat;

import arbitre.cli.CliRun;
import arbitre.cli.exit.ExitCode;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

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
