package arbitre.process;

import static org.assertj.core.api.Assertions.assertThat;

import arbitre.testbots.TestBots;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * The program that starts each bot in one step ({@code src/main/c/arbitre-spawn.c}), built here
 * with the machine's C compiler as the launcher builds it, on its own and through the referee.
 */
@Timeout(value = 120, unit = TimeUnit.SECONDS)
class SpawnProgramIT {
    @TempDir
    static Path built;

    @TempDir
    Path dir;

    private static Path spawn;

    @BeforeAll
    static void build() throws Exception {
        spawn = TestBots.buildSpawnProgram(built);
    }

    @Test
    void spawn_runsTheProgramInASessionOfItsOwn() throws Exception {
        Run run = run(List.of(spawn.toString(), "--", "sh", "-c", "echo $$ $(cut -d' ' -f6 /proc/$$/stat)"));

        assertThat(run.code).as(run.err).isZero();
        String[] words = run.out.strip().split("\\s+");
        assertThat(words).hasSize(2);
        assertThat(words[1]).as("the session is the program's own").isEqualTo(words[0]);
        assertThat(Long.parseLong(words[1]))
                .isNotEqualTo(ProcessHandle.current().pid());
    }

    @Test
    void spawn_groupItCannotJoin_exitsWith126_namingTheFile() throws Exception {
        Run run = run(List.of(
                spawn.toString(), "-g", dir.resolve("no-group/cgroup.procs").toString(), "--", "true"));

        assertThat(run.code).isEqualTo(126);
        assertThat(run.err).contains("no-group/cgroup.procs").contains("No such file");
    }

    @Test
    void spawn_withA_givesTheFileOnDescriptor4_andRemovesIt() throws Exception {
        Path options = Files.writeString(dir.resolve("options"), "--unshare-pid\0--die-with-parent\0");

        Run run = run(List.of(spawn.toString(), "-a", options.toString(), "--", "sh", "-c", "tr '\\0' ' ' <&4"));

        assertThat(run.code).as(run.err).isZero();
        assertThat(run.out).isEqualTo("--unshare-pid --die-with-parent ");
        assertThat(options).as("removed once open").doesNotExist();
    }

    @Test
    void spawn_withAFileThatIsMissing_startsNothingAndExitsWith126_namingTheFile() throws Exception {
        Path ran = dir.resolve("ran");

        Run run = run(List.of(spawn.toString(), "-a", dir.resolve("gone").toString(), "--", "touch", ran.toString()));

        assertThat(run.code).isEqualTo(126);
        assertThat(run.err).contains("cannot open").contains("gone").contains("No such file");
        assertThat(ran).doesNotExist();
    }

    @Test
    void spawn_withKAndAPidThatIsNotItsParent_startsNothingAndExitsWith126() throws Exception {
        // As when the referee was killed before the request to die with it was made: its bot is
        // then adopted by another process, and must not start.
        Path ran = dir.resolve("ran");
        Run run = run(List.of(spawn.toString(), "-k", "-p", "1", "--", "touch", ran.toString()));

        assertThat(run.code).isEqualTo(126);
        assertThat(ran).doesNotExist();

        Run parent = run(List.of(
                spawn.toString(),
                "-k",
                "-p",
                Long.toString(ProcessHandle.current().pid()),
                "--",
                "touch",
                ran.toString()));
        assertThat(parent.code).as(parent.err).isZero();
        assertThat(ran).exists();
    }

    @Test
    void spawn_programThatCannotRun_exitsWith127_namingIt() throws Exception {
        Run run = run(List.of(spawn.toString(), "--", dir.resolve("missing-bot").toString()));

        assertThat(run.code).isEqualTo(127);
        assertThat(run.err).contains("cannot run").contains("missing-bot");
    }

    @Test
    void spawn_withK_isKilledWhenTheThreadThatStartedItEnds_withoutIt_livesOn() throws Exception {
        String marker = TestBots.newMarker();
        for (boolean k : new boolean[] {true, false}) {
            List<String> command = new ArrayList<>(List.of(spawn.toString()));
            if (k) {
                command.add("-k");
            }
            command.addAll(List.of("--", "sleep", "30"));
            AtomicReference<Process> started = new AtomicReference<>();
            Thread starter = new Thread(() -> {
                try {
                    ProcessBuilder builder = new ProcessBuilder(command);
                    builder.environment().put(TestBots.MARKER, marker + k);
                    Process process = builder.start();
                    started.set(process);
                    // Ends once the program became sleep: it asked to be killed with this thread
                    // before it did.
                    awaitCommand(process.pid(), "sleep");
                } catch (Exception e) {
                    throw new IllegalStateException(e);
                }
            });
            starter.start();
            starter.join();
            Process sleeper = started.get();
            try {
                if (k) {
                    assertThat(sleeper.waitFor(10, TimeUnit.SECONDS))
                            .as("killed once its starting thread ended")
                            .isTrue();
                    assertThat(TestBots.processesMarked(marker + k)).isEmpty();
                } else {
                    assertThat(sleeper.waitFor(500, TimeUnit.MILLISECONDS))
                            .as("without -k it lives on")
                            .isFalse();
                }
            } finally {
                sleeper.destroyForcibly();
            }
        }
    }

    @Test
    void spawn_withW_killsWhatItsProgramLeftInItsSession_whenItsRefereeIsKilled_withoutIt_thatLivesOn()
            throws Exception {
        // The shape of a sandbox whose referee is killed while bubblewrap sets it up: the program
        // dies with its referee, but its child has not yet asked to die with it, and is adopted.
        for (boolean w : new boolean[] {true, false}) {
            String marker = TestBots.newMarker();
            String options = w ? "-k -w" : "-k";
            ProcessBuilder builder =
                    new ProcessBuilder("sh", "-c", spawn + " " + options + " -- sh -c 'sleep 60 & wait' & wait");
            builder.environment().put(TestBots.MARKER, marker);
            Process referee = builder.start();
            try {
                assertThat(TestBots.awaitMarked(marker, w ? 4 : 3, 10))
                        .as("the referee, the program, its child and the watcher")
                        .hasSizeGreaterThanOrEqualTo(w ? 4 : 3);
                referee.destroyForcibly().waitFor();

                if (w) {
                    assertThat(TestBots.awaitNoneMarked(marker, 10))
                            .as("left after the referee was killed")
                            .isEmpty();
                } else {
                    Thread.sleep(500);
                    assertThat(TestBots.processesMarked(marker))
                            .as("without -w the adopted child lives on")
                            .isNotEmpty();
                }
            } finally {
                for (long pid : TestBots.processesMarked(marker)) {
                    ProcessHandle.of(pid).ifPresent(ProcessHandle::destroyForcibly);
                }
            }
        }
    }

    @Test
    void spawn_withW_holdsNoPipeOfTheBot_andTheWatcherEndsWithIt() throws Exception {
        String marker = TestBots.newMarker();
        ProcessBuilder builder =
                new ProcessBuilder(spawn.toString(), "-w", "--", "sh", "-c", "echo done; exec >&- 2>&-; exec sleep 30");
        builder.environment().put(TestBots.MARKER, marker);
        Process process = builder.start();
        try {
            process.getOutputStream().close();

            // Its output ends when it closes it: the watcher keeps no copy of the pipe.
            String out = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
            assertThat(out).isEqualTo("done\n");
            assertThat(process.isAlive())
                    .as("the output ended before the program")
                    .isTrue();
            assertThat(TestBots.processesMarked(marker))
                    .as("the program and its watcher")
                    .hasSize(2);

            process.destroyForcibly().waitFor();
            assertThat(TestBots.awaitNoneMarked(marker, 10))
                    .as("the watcher ends with the program")
                    .isEmpty();
        } finally {
            process.destroyForcibly();
        }
    }

    @Test
    void refereeStartingBotsWithIt_killedWithSigkill_leavesNoBotBehind() throws Exception {
        String marker = TestBots.newMarker();
        Path bot = dir.resolve("bot.sh");
        Files.writeString(
                bot,
                "#!/bin/sh\n"
                        + "echo session $$ $(cut -d' ' -f6 /proc/$$/stat) >&2\n"
                        + "cat /proc/self/cgroup >&2\n"
                        + "echo said >&2\n"
                        + "exec " + TestBots.command("silent") + "\n");
        bot.toFile().setExecutable(true);
        ProcessBuilder builder = new ProcessBuilder(
                        TestBots.javaBin(),
                        "-D" + SpawnProgram.PROPERTY + "=" + spawn,
                        "-jar",
                        jar(),
                        "match",
                        "--p1",
                        bot.toString(),
                        "--p2",
                        TestBots.command("silent"),
                        "--move-ms",
                        "60000",
                        "--log",
                        dir.resolve("killed.json").toString())
                .redirectErrorStream(true)
                .redirectOutput(dir.resolve("out.txt").toFile());
        builder.environment().put(TestBots.MARKER, marker);
        Process arbitre = builder.start();
        assertThat(TestBots.awaitMarked(marker, 3, 30))
                .as("referee and two bots")
                .hasSizeGreaterThanOrEqualTo(3);
        Path stderr = awaitStderrOfPlayer1();
        String said = Files.readString(stderr);
        String[] session = said.lines()
                .filter(line -> line.startsWith("session "))
                .findFirst()
                .orElseThrow()
                .split("\\s+");
        assertThat(session[2]).as("the bot's session is its own: %s", said).isEqualTo(session[1]);
        if (BotCgroup.available()) {
            assertThat(said).as("born in a control group of its own").contains("/arbitre-");
        }

        new ProcessBuilder("kill", "-KILL", Long.toString(arbitre.pid()))
                .start()
                .waitFor();

        assertThat(arbitre.waitFor(20, TimeUnit.SECONDS)).isTrue();
        if (BotCgroup.available()) {
            // Only where the bot has a group is it asked to die with the referee (a bot without one
            // dies with its PID namespace instead).
            assertThat(TestBots.awaitNoneMarked(marker, 10))
                    .as("left after the referee was killed: %s", Files.readString(dir.resolve("out.txt")))
                    .isEmpty();
        }
    }

    @Test
    void refereeStartingSandboxedBotsWithIt_playsTheGame_andLeavesNoFileOfOptions() throws Exception {
        Path tmp = Files.createDirectories(dir.resolve("tmp"));
        com.fasterxml.jackson.databind.JsonNode game = playsThePythonExampleAgainstItself(
                dir.resolve("sandboxed.json"), "-Djava.io.tmpdir=" + tmp, "--sandbox");

        assertThat(game.path("sandbox").isMissingNode() || game.path("sandbox").isNull())
                .as("played in the sandbox: %s", game.path("sandbox"))
                .isFalse();
        try (java.util.stream.Stream<Path> left = Files.list(tmp)) {
            assertThat(left.map(p -> p.getFileName().toString())).noneMatch(name -> name.endsWith(".args"));
        }
    }

    @Test
    void refereeStartingUnsandboxedBotsWithIt_playsTheGame_andFindsNoProcessOfTheirsThatLeft() throws Exception {
        // Each bot's watcher carries the bot's environment, and may outlive it for a moment: it
        // is the referee's own, not a process the bot left behind.
        com.fasterxml.jackson.databind.JsonNode game =
                playsThePythonExampleAgainstItself(dir.resolve("unsandboxed.json"));

        assertThat(game.path("warnings").toString()).doesNotContain("left its control groups or its session");
        assertThat(game.path("players").get(0).path("processesLeftBehind").asInt())
                .isZero();
        assertThat(game.path("players").get(1).path("processesLeftBehind").asInt())
                .isZero();
    }

    @Test
    void carrying_findsTheProgramStarted_butNotItsWatcher() throws Exception {
        String marker = TestBots.newMarker();
        ProcessBuilder builder = new ProcessBuilder(spawn.toString(), "-w", "--", "sleep", "30");
        builder.environment().put(TestBots.MARKER, marker);
        Process process = builder.start();
        try {
            assertThat(TestBots.awaitMarked(marker, 2, 10))
                    .as("the program and its watcher")
                    .hasSize(2);

            assertThat(ProcessTree.carrying(TestBots.MARKER + "=" + marker, java.util.Optional.of(spawn.toString())))
                    .extracting(ProcessHandle::pid)
                    .containsExactly(process.pid());
        } finally {
            process.destroyForcibly().waitFor();
        }
    }

    /**
     * A referee started with the program, with {@code options} ({@code -D...} for its JVM, then
     * for {@code match}), plays the Python example against itself to the end: the log, read.
     */
    private com.fasterxml.jackson.databind.JsonNode playsThePythonExampleAgainstItself(Path log, String... options)
            throws Exception {
        String python = "python3 "
                + Path.of("../bots/examples/python/bot.py").toAbsolutePath().normalize();
        List<String> command = new ArrayList<>(List.of(TestBots.javaBin(), "-D" + SpawnProgram.PROPERTY + "=" + spawn));
        List<String> matchOptions = new ArrayList<>();
        for (String option : options) {
            (option.startsWith("-D") ? command : matchOptions).add(option);
        }
        command.addAll(List.of("-jar", jar(), "match"));
        command.addAll(matchOptions);
        command.addAll(List.of("--p1", python, "--p2", python, "--log", log.toString()));
        Process arbitre = new ProcessBuilder(command)
                .redirectErrorStream(true)
                .redirectOutput(dir.resolve("out.txt").toFile())
                .start();

        assertThat(arbitre.waitFor(60, TimeUnit.SECONDS)).isTrue();
        String out = Files.readString(dir.resolve("out.txt"));
        assertThat(arbitre.exitValue()).as(out).isZero();
        com.fasterxml.jackson.databind.JsonNode game =
                new com.fasterxml.jackson.databind.ObjectMapper().readTree(log.toFile());
        assertThat(game.path("result").path("forfeit").isNull()).as(out).isTrue();
        return game;
    }

    private Path awaitStderrOfPlayer1() throws Exception {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(20);
        while (System.nanoTime() < deadline) {
            try (var files = Files.list(dir)) {
                for (Path file : files.toList()) {
                    if (file.getFileName().toString().endsWith("p1.stderr.txt")
                            && Files.readString(file).contains("said")) {
                        return file;
                    }
                }
            }
            Thread.sleep(100);
        }
        throw new AssertionError("player 1 wrote nothing to its standard error in " + dir);
    }

    private static void awaitCommand(long pid, String name) throws Exception {
        Path cmdline = Path.of("/proc", Long.toString(pid), "cmdline");
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
        while (System.nanoTime() < deadline) {
            if (Files.exists(cmdline) && Files.readString(cmdline).startsWith(name + "\0")) {
                return;
            }
            Thread.sleep(5);
        }
        throw new AssertionError("process " + pid + " never became " + name);
    }

    private static String jar() {
        String jar = System.getProperty("arbitre.jar");
        assertThat(jar).as("system property arbitre.jar (set by the build)").isNotNull();
        return jar;
    }

    private record Run(int code, String out, String err) {}

    private static Run run(List<String> command) throws Exception {
        Process process = new ProcessBuilder(command).start();
        process.getOutputStream().close();
        String out = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        String err = new String(process.getErrorStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(process.waitFor(20, TimeUnit.SECONDS)).isTrue();
        return new Run(process.exitValue(), out, err);
    }
}
