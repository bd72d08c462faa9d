package arbitre.cli.command;

import static org.assertj.core.api.Assertions.assertThat;

import arbitre.cli.CliRun;
import arbitre.cli.exit.ExitCode;
import arbitre.log.MatchLog;
import arbitre.log.MatchLogs;
import arbitre.sandbox.SandboxSpec;
import arbitre.sandbox.SandboxTests;
import arbitre.testbots.NoProcessLeft;
import arbitre.testbots.TestBots;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

/**
 * The sandbox is on by default where it can run for the commands that run many untrusted bots
 * ({@code tournament}, {@code validate --bots}); {@code --no-sandbox} or {@code "sandbox": false}
 * turn it off, and then, or without bubblewrap, one line says the bots run unconfined.
 * {@code validate --bot} runs a bot as a tournament will; {@code match} stays opt-in.
 */
class SafeByDefaultIT {
    @TempDir
    Path dir;

    @RegisterExtension
    final NoProcessLeft processes = new NoProcessLeft(10);

    @BeforeEach
    void openToBots() throws IOException {
        SandboxTests.assertAvailable();
        SandboxTests.openToBots(dir);
    }

    private Path config(String sandbox) throws IOException {
        String env = "\"env\": {\"" + TestBots.MARKER + "\": \"" + processes.marker() + "\"}";
        Path file = dir.resolve("class.json");
        Files.writeString(
                file,
                "{\"name\": \"class\", \"moveMs\": 2000, \"firstMoveGraceMs\": 3000, \"gamesPerPair\": 2,"
                        + " \"output\": \"out\", \"concurrency\": 1,"
                        + (sandbox == null ? "" : " \"sandbox\": " + sandbox + ",")
                        + " \"bots\": [{\"name\": \"random\", \"command\": \"builtin:random\", " + env + "},"
                        + " {\"name\": \"greedy\", \"command\": \"builtin:greedy\", " + env + "}]}");
        return file;
    }

    /** The match logs under a folder (a tournament's {@code matches}, or validation's output). */
    private static List<MatchLog> logs(Path folder) throws IOException {
        try (Stream<Path> files = Files.walk(folder)) {
            return files.filter(p -> p.getFileName().toString().endsWith(".json"))
                    .map(p -> {
                        try {
                            return MatchLogs.read(p);
                        } catch (IOException e) {
                            throw new IllegalStateException(p + ": " + e.getMessage(), e);
                        }
                    })
                    .toList();
        }
    }

    @Test
    void tournament_configSilentOnTheSandbox_sandboxesEveryBot() throws Exception {
        CliRun run = CliRun.of("tournament", config(null).toString());

        assertThat(run.exitCode()).as(run.err()).isEqualTo(ExitCode.OK);
        assertThat(logs(dir.resolve("out/matches")))
                .hasSize(2)
                .allSatisfy(log -> assertThat(log.sandbox()).isEqualTo(SandboxSpec.DEFAULT.asApplied()));
        assertThat(run.err()).doesNotContain("unconfined");
    }

    @Test
    void tournament_noSandbox_runsUnconfinedAndSaysSo() throws Exception {
        CliRun run = CliRun.of("tournament", config(null).toString(), "--no-sandbox");

        assertThat(run.exitCode()).as(run.err()).isEqualTo(ExitCode.OK);
        assertThat(logs(dir.resolve("out/matches")))
                .hasSize(2)
                .allSatisfy(log -> assertThat(log.sandbox()).isNull());
        assertThat(run.err())
                .contains("arbitre: the bots run unconfined, able to do anything this user can:"
                        + " the sandbox is turned off");
    }

    @Test
    void tournament_configTurnsItOff_commandLineTurnsItBackOn() throws Exception {
        CliRun run = CliRun.of("tournament", config("false").toString(), "--sandbox", "--sandbox-cpu-s", "60");

        assertThat(run.exitCode()).as(run.err()).isEqualTo(ExitCode.OK);
        assertThat(logs(dir.resolve("out/matches")))
                .allSatisfy(log -> assertThat(log.sandbox())
                        .isEqualTo(SandboxSpec.DEFAULT.withCpuSeconds(60).asApplied()));
    }

    @Test
    void tournament_withoutBubblewrap_runsUnconfinedAndSaysHowToInstallIt() throws Exception {
        // A PATH with the tools the referee uses, bubblewrap left out.
        Path bin = Files.createDirectories(dir.resolve("bin"));
        for (String tool : List.of("setsid", "taskset", "prlimit", "setpriv", "unshare", "sh")) {
            Files.createSymbolicLink(
                    bin.resolve(tool), Path.of("/usr/bin", tool).toRealPath());
        }
        ProcessBuilder builder = new ProcessBuilder(
                        TestBots.javaBin(),
                        "-jar",
                        Path.of("target/arbitre.jar").toAbsolutePath().toString(),
                        "tournament",
                        config(null).toString())
                .redirectOutput(dir.resolve("out.txt").toFile())
                .redirectError(dir.resolve("err.txt").toFile());
        builder.environment().put("PATH", bin.toString());
        builder.environment().put(TestBots.MARKER, processes.marker());

        Process arbitre = builder.start();

        assertThat(arbitre.waitFor(120, TimeUnit.SECONDS)).isTrue();
        String err = Files.readString(dir.resolve("err.txt"), StandardCharsets.UTF_8);
        assertThat(arbitre.exitValue()).as(err).isZero();
        assertThat(err.lines().filter(line -> line.contains("unconfined")).toList())
                .containsExactly(
                        "arbitre: the bots run unconfined, able to do anything this user can: the sandbox needs bubblewrap"
                                + " (bwrap), which is not installed: apt-get install bubblewrap");
        assertThat(logs(dir.resolve("out/matches")))
                .hasSize(2)
                .allSatisfy(log -> assertThat(log.sandbox()).isNull());
    }

    /** Runs {@code arbitre validate --bot COMMAND} as a process, with {@code PYTHONUNBUFFERED} set as on many desks. */
    private String validate(String command, String output) throws Exception {
        ProcessBuilder builder = new ProcessBuilder(
                        TestBots.javaBin(),
                        "-jar",
                        System.getProperty("arbitre.jar"),
                        "validate",
                        "--bot",
                        command,
                        "--games",
                        "2",
                        "--output",
                        dir.resolve(output).toString())
                .directory(dir.toFile())
                .redirectErrorStream(true);
        builder.environment().put("PYTHONUNBUFFERED", "1");
        Process validate = builder.start();
        String said = new String(validate.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(validate.waitFor(120, TimeUnit.SECONDS)).as(said).isTrue();
        assertThat(validate.exitValue()).as(said).isNotZero();
        return said;
    }

    @Test
    void validate_botsThatATournamentFails_failValidationToo() throws Exception {
        String example = Files.readString(Path.of("../bots/examples/python/bot.py"));
        assertThat(example).contains("print(move, flush=True)");
        Path unflushed = Files.createDirectories(dir.resolve("unflushed"));
        SandboxTests.openToBots(unflushed);
        Files.writeString(unflushed.resolve("bot.py"), example.replace("flush=True", "flush=False"));
        Path writer = Files.createDirectories(dir.resolve("writer"));
        SandboxTests.openToBots(writer);
        Files.writeString(writer.resolve("bot.py"), "open('cache.txt', 'w').write('x')\n" + example);

        // Flushed for it by the person's PYTHONUNBUFFERED, which a tournament's clean environment drops.
        String unflushedSaid = validate("python3 " + unflushed.resolve("bot.py"), "unflushed-out");
        // Writes beside its script, in a folder a tournament's sandbox keeps read-only.
        String writerSaid = validate("python3 " + writer.resolve("bot.py"), "writer-out");

        assertThat(unflushedSaid)
                .contains("sandbox: on, as in a tournament")
                .contains("FAIL first move as player 1")
                .contains("flush standard output after each move");
        assertThat(writerSaid).contains("sandbox: on, as in a tournament").contains("FAIL starts");
        assertThat(writer.resolve("cache.txt")).doesNotExist();
    }

    @Test
    void validate_aBotAndTheBotsOfAList_areSandboxedByDefault_asATournamentRunsThem() throws Exception {
        Path list = Files.writeString(dir.resolve("bots.txt"), "greedy: builtin:greedy\n");

        CliRun many = CliRun.of(
                "validate",
                "--bots",
                list.toString(),
                "--games",
                "2",
                "--output",
                dir.resolve("many").toString());
        CliRun one = CliRun.of(
                "validate",
                "--bot",
                "builtin:greedy",
                "--games",
                "2",
                "--output",
                dir.resolve("one").toString());
        CliRun off = CliRun.of(
                "validate",
                "--bot",
                "builtin:greedy",
                "--games",
                "2",
                "--no-sandbox",
                "--output",
                dir.resolve("off").toString());

        assertThat(many.exitCode()).as(many.out() + many.err()).isEqualTo(ExitCode.OK);
        assertThat(one.exitCode()).as(one.out() + one.err()).isEqualTo(ExitCode.OK);
        assertThat(off.exitCode()).as(off.out() + off.err()).isEqualTo(ExitCode.OK);
        assertThat(one.out()).contains("sandbox: on, as in a tournament");
        assertThat(off.out()).contains("sandbox: off");
        assertThat(off.err()).contains("the bots run unconfined");
        assertThat(logs(dir.resolve("many")))
                .isNotEmpty()
                .allSatisfy(log -> assertThat(log.sandbox()).isNotNull());
        assertThat(logs(dir.resolve("one")))
                .isNotEmpty()
                .allSatisfy(log -> assertThat(log.sandbox()).isNotNull());
        assertThat(logs(dir.resolve("off")))
                .isNotEmpty()
                .allSatisfy(log -> assertThat(log.sandbox()).isNull());
    }
}
