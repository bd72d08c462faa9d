package arbitre.sandbox;

import static org.assertj.core.api.Assertions.assertThat;

import arbitre.cli.CliRun;
import arbitre.cli.exit.ExitCode;
import arbitre.tournament.config.ConfigFiles;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A sandboxed bot sees its whole folder: a class laid out so that it would see another's files is refused. */
class SharedBotFolderIT {
    private static final Path EXAMPLE =
            Path.of("../bots/examples/python/bot.py").toAbsolutePath().normalize();

    @TempDir
    Path dir;

    @Test
    void tournament_twoStudentsScriptsInOneFolder_isRefusedSayingHowToArrangeTheClass() throws Exception {
        SandboxTests.assertAvailable();
        Path shared = Files.createDirectories(dir.resolve("class"));
        Files.copy(EXAMPLE, shared.resolve("alice.py"));
        Files.copy(EXAMPLE, shared.resolve("bob.py"));
        Path config = ConfigFiles.write(
                dir.resolve("t.json"),
                Map.of("name", "t", "output", "out", "moveMs", 2000),
                ConfigFiles.bots("alice", "python3 class/alice.py", "bob", "python3 class/bob.py"));

        CliRun run = CliRun.of("tournament", config.toString());

        assertThat(run.exitCode()).as(run.err()).isEqualTo(ExitCode.USAGE);
        assertThat(run.err())
                .contains("alice runs in " + shared + ", which holds bob's files")
                .contains("bob runs in " + shared + ", which holds alice's files")
                .contains("give each bot a folder of its own");
        assertThat(dir.resolve("out/standings.json")).doesNotExist();
    }

    @Test
    void validateBots_ofAConfigWhoseBotsShareAFolder_isRefusedAsTheTournamentIs() throws Exception {
        // The class is triaged with the tournament's config: its bots would see each other's files and it.
        SandboxTests.assertAvailable();
        Files.copy(EXAMPLE, dir.resolve("alice.py"));
        Files.copy(EXAMPLE, dir.resolve("bob.py"));
        Path config = ConfigFiles.write(
                dir.resolve("t.json"),
                Map.of("name", "t", "output", "out", "moveMs", 2000),
                ConfigFiles.bots("alice", "python3 alice.py", "bob", "python3 bob.py"));

        CliRun run = CliRun.of(
                "validate",
                "--bots",
                config.toString(),
                "--output",
                dir.resolve("checks").toString());

        assertThat(run.exitCode()).as(run.out() + run.err()).isEqualTo(ExitCode.USAGE);
        assertThat(run.err())
                .contains("alice runs in " + dir + ", which holds the config t.json, bob's files")
                .contains("give each bot a folder of its own");
        assertThat(dir.resolve("checks")).doesNotExist();
    }

    @Test
    void tournament_botBesideTheConfig_isRefused() throws Exception {
        SandboxTests.assertAvailable();
        Files.copy(EXAMPLE, dir.resolve("alice.py"));
        Path bob = Files.createDirectories(dir.resolve("bob"));
        Files.copy(EXAMPLE, bob.resolve("bot.py"));
        Path config = ConfigFiles.write(
                dir.resolve("t.json"),
                Map.of("name", "t", "output", "out", "moveMs", 2000),
                ConfigFiles.bots("alice", "python3 alice.py", "bob", "python3 bob/bot.py"));

        CliRun run = CliRun.of("tournament", config.toString());

        assertThat(run.exitCode()).as(run.err()).isEqualTo(ExitCode.USAGE);
        assertThat(run.err()).contains("alice runs in " + dir + ", which holds the config t.json, bob's files");
    }

    @Test
    void tournamentAndValidate_twoBotsWithOneWorkdirAndRelativeCommands_areRefusedNamingTheFolder() throws Exception {
        // The instructors' own layout, {"workdir": "../bots/class"} with "python3 alice.py": each would read the other.
        SandboxTests.assertAvailable();
        Path shared = Files.createDirectories(dir.resolve("bots/class"));
        Files.copy(EXAMPLE, shared.resolve("alice.py"));
        Files.copy(EXAMPLE, shared.resolve("bob.py"));
        Path config = Files.createDirectories(dir.resolve("configs")).resolve("t.json");
        Files.writeString(config, """
                {"name": "t", "output": "out", "moveMs": 2000, "bots": [
                  {"name": "alice", "command": "python3 alice.py", "workdir": "../bots/class"},
                  {"name": "bob", "command": "python3 bob.py", "workdir": "../bots/class"}]}
                """);

        CliRun tournament = CliRun.of("tournament", config.toString());
        CliRun validate = CliRun.of(
                "validate",
                "--bots",
                config.toString(),
                "--output",
                dir.resolve("checks").toString());

        for (CliRun run : new CliRun[] {tournament, validate}) {
            assertThat(run.exitCode()).as(run.out() + run.err()).isEqualTo(ExitCode.USAGE);
            assertThat(run.err())
                    .contains("alice runs in " + shared + ", which holds bob's files, and bob runs there too")
                    .contains("bob runs in " + shared + ", which holds alice's files, and alice runs there too")
                    .contains("give each bot a folder of its own");
        }
        assertThat(dir.resolve("configs/out/standings.json")).doesNotExist();
        assertThat(dir.resolve("checks")).doesNotExist();
    }
}
