package arbitre.sandbox;

import static org.assertj.core.api.Assertions.assertThat;

import arbitre.clock.TimeControl;
import arbitre.log.MatchLog;
import arbitre.log.MatchLogs;
import arbitre.match.MatchListener;
import arbitre.match.MatchSpec;
import arbitre.match.Referee;
import arbitre.process.BotSpec;
import arbitre.testbots.NoProcessLeft;
import arbitre.testbots.TestBots;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

/**
 * What a sandboxed bot sees, and the set-ups of a class it must not break. Each probe is a small
 * program that, at its first turn, writes what it found as its move (a malformed line the match
 * log keeps), against a legal bot.
 */
@Timeout(value = 120, unit = TimeUnit.SECONDS)
class SandboxSightIT {
    private static final String LEGAL = TestBots.command("legal");
    private static final TimeControl CLOCK = new TimeControl(10_000, 0, 0, 3000, 1000);
    private static final SandboxSpec LIMITS = SandboxSpec.DEFAULT.withCpuSeconds(60);
    /** What a sandboxed bot's environment may hold besides the bot's own variables; a shell adds the last three. */
    private static final Set<String> ALLOWED = Set.of("PATH", "LANG", "HOME", "TMPDIR", "PWD", "SHLVL", "_");

    @TempDir
    Path dir;

    @RegisterExtension
    final NoProcessLeft processes = new NoProcessLeft(5);

    @BeforeAll
    static void needsTheSandboxTools() {
        SandboxTests.assertAvailable();
    }

    @BeforeEach
    void setUp() throws Exception {
        SandboxTests.openToBots(dir);
    }

    /** Plays a legal bot against {@code command} (player 2, in {@code workdir}; {@code null}: its own folder). */
    private MatchLog play(String command, Path workdir, SandboxSpec sandbox, Map<String, String> extra)
            throws Exception {
        Map<String, String> env = new HashMap<>(extra);
        env.put(TestBots.MARKER, processes.marker());
        MatchSpec spec = new MatchSpec(
                        new BotSpec("legal", LEGAL, dir, Map.of(TestBots.MARKER, processes.marker())),
                        new BotSpec("probe", command, workdir, env),
                        "official",
                        CLOCK,
                        dir.resolve("results/matches/match.json"),
                        64 * 1024)
                .withSandbox(sandbox);
        return Referee.play(spec, MatchListener.NONE);
    }

    /** The line the probe wrote as its move, as the log keeps it. */
    private static String said(MatchLog log) {
        assertThat(log.result().reason())
                .as("detail: %s", log.result().detail())
                .isEqualTo("malformed");
        return log.result().move();
    }

    private Path script(String name, String text) throws Exception {
        return SandboxTests.executable(dir, name, text);
    }

    @Test
    void environment_ofTheReferee_doesNotReachTheBot() throws Exception {
        assertThat(System.getenv().keySet())
                .as("the referee's environment holds variables a bot must not see")
                .anyMatch(name -> !ALLOWED.contains(name) && !name.startsWith("ARBITRE_"));
        script(
                "env.sh",
                "#!/bin/sh\nread line\nenv >&2\necho \"NAMES $(env | cut -d= -f1 | sort | tr '\\n' ' ')\" >&2\n"
                        + "echo SEEN\ncat >/dev/null\n");

        MatchLog log = play("./env.sh", dir, LIMITS, Map.of("LEVEL", "3"));

        assertThat(said(log)).isEqualTo("SEEN");
        String stderr = Files.readString(
                dir.resolve("results/matches").resolve(log.players().get(1).stderr()));
        String names = stderr.lines()
                .filter(l -> l.startsWith("NAMES "))
                .findFirst()
                .orElseThrow()
                .substring(6);
        assertThat(names.strip().split(" "))
                .allMatch(
                        name -> ALLOWED.contains(name) || name.startsWith("ARBITRE_") || name.equals("LEVEL"),
                        "PATH, LANG, HOME, TMPDIR, ARBITRE_* or its own")
                .contains("PATH", "ARBITRE_PLAYER", "ARBITRE_RULES", "LEVEL");
        assertThat(stderr).contains("HOME=/tmp").contains("TMPDIR=/tmp");
    }

    @Test
    void environment_theRefereesOwnArbitreVariables_doNotReachTheBot_throughTheCommand() throws Exception {
        script(
                "names.sh",
                "#!/bin/sh\nread line\necho \"NAMES $(env | cut -d= -f1 | sort | tr '\\n' ' ')\" >&2\nexit 1\n");
        Path log = dir.resolve("results/env.json");
        ProcessBuilder command = new ProcessBuilder(
                        TestBots.javaBin(),
                        "-jar",
                        System.getProperty("arbitre.jar"),
                        "match",
                        "--sandbox",
                        "--p1",
                        "builtin:random --seed 1",
                        "--p2",
                        dir.resolve("names.sh").toString(),
                        "--log",
                        log.toString())
                .directory(dir.toFile())
                .redirectErrorStream(true);
        // Settings of the referee's own, one of them named like a secret: neither is a hint.
        command.environment().put("ARBITRE_DEPLOY_TOKEN", "hunter2");
        command.environment().put("ARBITRE_SEED", "7");
        Process referee = command.start();
        String output = new String(referee.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(referee.waitFor(60, TimeUnit.SECONDS)).as(output).isTrue();

        MatchLog written = MatchLogs.read(log);
        String names =
                Files.readString(log.resolveSibling(written.players().get(1).stderr()));
        assertThat(names)
                .as("the names of the bot's environment")
                .contains("NAMES ")
                .contains("ARBITRE_PLAYER")
                .doesNotContain("ARBITRE_DEPLOY_TOKEN")
                .doesNotContain("ARBITRE_SEED");
    }

    @Test
    void results_underTheBotsFolder_areOutOfItsSight() throws Exception {
        script(
                "find.sh",
                "#!/bin/sh\nread line\necho \"FOUND $(find results -type f 2>/dev/null | wc -l)\"\n"
                        + "cat >/dev/null\n");

        MatchLog sandboxed = play("./find.sh", dir, LIMITS, Map.of());
        MatchLog control = play("./find.sh", dir, null, Map.of());

        assertThat(said(sandboxed)).isEqualTo("FOUND 0");
        assertThat(said(control))
                .as("without the sandbox, the live stderr files and the last log are there")
                .isNotEqualTo("FOUND 0");
    }

    @Test
    void initOfTheSandbox_showsNoneOfItsOptions_andNoFileOfThemIsLeft() throws Exception {
        // The namespace's first process is a copy of bubblewrap: its command line is the bot's to read.
        script(
                "init.sh",
                "#!/bin/sh\nread line\ntr '\\0' ' ' </proc/1/cmdline >&2\necho >&2\n"
                        + "if tr '\\0' ' ' </proc/1/cmdline | grep -q -e --ro-bind -e --setenv -e results; then"
                        + " echo SHOWN; else echo HIDDEN; fi\ncat >/dev/null\n");
        Set<Path> before = optionFiles();

        MatchLog log = play("./init.sh", dir, LIMITS, Map.of());

        assertThat(said(log))
                .as(Files.readString(dir.resolve("results/matches")
                        .resolve(log.players().get(1).stderr())))
                .isEqualTo("HIDDEN");
        assertThat(optionFiles())
                .as("files of the sandbox's options left behind")
                .isEqualTo(before);
    }

    private static Set<Path> optionFiles() throws java.io.IOException {
        try (var files = Files.list(Path.of(System.getProperty("java.io.tmpdir")))) {
            return files.filter(f -> f.getFileName().toString().startsWith("arbitre-sandbox-"))
                    .collect(java.util.stream.Collectors.toSet());
        }
    }

    @Test
    void folder_notGiven_isTheFolderOfTheBotsProgram_andHoldsItsData() throws Exception {
        Path bot = script(
                "bots/alice/alice.sh",
                "#!/bin/sh\nread line\n"
                        + "[ \"$(pwd)\" = \"$EXPECTED\" ] && echo \"OWN $(cat data.txt)\" || echo \"OTHER $(pwd)\"\ncat >/dev/null\n");
        Files.writeString(bot.resolveSibling("data.txt"), "book");
        Map<String, String> expected = Map.of("EXPECTED", bot.getParent().toString());

        assertThat(said(play(bot.toString(), null, LIMITS, expected))).isEqualTo("OWN book");
        assertThat(said(play(bot.toString(), null, null, expected))).isEqualTo("OWN book");
    }

    @Test
    void python_fromThePath_isTheInterpreterTheUserRuns() throws Exception {
        script(
                "prefix.py",
                "import sys\nsys.stdin.readline()\nprint('PY ' + sys.prefix, flush=True)\nsys.stdin.read()\n");
        String outside = run(dir, "python3", "-c", "import sys; print(sys.prefix)");

        assertThat(said(play("python3 prefix.py", dir, LIMITS, Map.of()))).isEqualTo("PY " + outside);
    }

    @Test
    void python_ofAVirtualEnvironment_runsWithItsInstallation() throws Exception {
        run(dir, "python3", "-m", "venv", "--without-pip", dir.resolve("venv").toString());
        script(
                "prefix.py",
                "import sys\nsys.stdin.readline()\nprint('PY ' + sys.prefix, flush=True)\nsys.stdin.read()\n");

        assertThat(said(play("venv/bin/python prefix.py", dir, LIMITS, Map.of())))
                .isEqualTo("PY " + dir.resolve("venv"));
    }

    @Test
    void compiledBots_cAndCpp_run() throws Exception {
        Path c = script(
                "c/bot.c",
                "#include <stdio.h>\nint main(void){char l[64];if(!fgets(l,64,stdin))return 0;"
                        + "puts(\"C RAN\");fflush(stdout);while(fgets(l,64,stdin)){}return 0;}\n");
        Path cpp = script(
                "cpp/bot.cpp",
                "#include <iostream>\n#include <string>\nint main(){std::string l;"
                        + "if(!std::getline(std::cin,l))return 0;std::cout<<\"CPP RAN\"<<std::endl;while(std::getline(std::cin,l)){}}\n");
        run(dir, "gcc", "-O1", "-o", c.resolveSibling("bot").toString(), c.toString());
        run(dir, "g++", "-O1", "-o", cpp.resolveSibling("bot").toString(), cpp.toString());

        assertThat(said(play(c.resolveSibling("bot").toString(), null, LIMITS, Map.of())))
                .isEqualTo("C RAN");
        assertThat(said(play(cpp.resolveSibling("bot").toString(), null, LIMITS, Map.of())))
                .isEqualTo("CPP RAN");
    }

    @Test
    void bundledBots_playAWholeGame() throws Exception {
        MatchSpec spec = new MatchSpec(
                        new BotSpec("random", "builtin:random --seed 1", null, Map.of()),
                        new BotSpec("greedy", "builtin:greedy --seed 1", null, Map.of()),
                        "official",
                        CLOCK,
                        dir.resolve("results/matches/bundled.json"),
                        64 * 1024)
                .withSandbox(LIMITS);

        MatchLog log = Referee.play(spec, MatchListener.NONE);

        assertThat(log.result().forfeit())
                .as("detail: %s", log.result().detail())
                .isNull();
        assertThat(log.moves()).hasSize(log.result().plies());
    }

    /** Runs a program outside the sandbox and returns its standard output, stripped. */
    private static String run(Path dir, String... command) throws Exception {
        Process process = new ProcessBuilder(command)
                .directory(dir.toFile())
                .redirectError(ProcessBuilder.Redirect.INHERIT)
                .start();
        String out = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8).strip();
        assertThat(process.waitFor(120, TimeUnit.SECONDS)).isTrue();
        assertThat(process.exitValue())
                .as("exit code of %s", String.join(" ", command))
                .isZero();
        return out;
    }
}
