package arbitre.cli.command;

import static org.assertj.core.api.Assertions.assertThat;

import arbitre.sandbox.SandboxTests;
import arbitre.testbots.TestBots;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * What a bot writes reaches a person's terminal (a pseudo-terminal, through {@code script}) only
 * escaped, and says why the bot stopped: the start check's cause and a crash's last line of
 * standard error.
 */
class BotWordsOnTerminalIT {
    private static final String ESC = "\u001b";

    /** Clears the screen, sets the window's title and prints a fake all-clear, then exits. */
    private static final String HOSTILE = "#!/bin/sh\nprintf '\\033[2J\\033]0;pwned\\007all bots OK\\n' >&2\nexit 1\n";

    @TempDir
    Path dir;

    @BeforeEach
    void setUp() throws Exception {
        SandboxTests.openToBots(dir);
    }

    private Path bot(String name, String text) throws Exception {
        Path folder = Files.createDirectories(dir.resolve(name));
        SandboxTests.openToBots(folder);
        return SandboxTests.executable(folder, name + (text.startsWith("#!") ? ".sh" : ".py"), text);
    }

    /** Runs {@code arbitre ARGS…} in a pseudo-terminal and returns all it showed there. */
    private String onTerminal(String... args) throws Exception {
        StringBuilder command =
                new StringBuilder(quote(TestBots.javaBin()) + " -jar " + quote(System.getProperty("arbitre.jar")));
        for (String arg : args) {
            command.append(' ').append(quote(arg));
        }
        ProcessBuilder builder = new ProcessBuilder("script", "-q", "-e", "-c", command.toString(), "/dev/null")
                .directory(dir.toFile())
                .redirectErrorStream(true);
        builder.environment().put("TERM", "xterm");
        builder.environment().remove("CI");
        Process script = builder.start();
        script.getOutputStream().close();
        String screen = new String(script.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(script.waitFor(120, TimeUnit.SECONDS)).as(screen).isTrue();
        return screen;
    }

    private static String quote(String word) {
        return "'" + word.replace("'", "'\\''") + "'";
    }

    private Path config(Map<String, Path> bots) throws Exception {
        List<String> entries = new ArrayList<>();
        bots.forEach((name, file) -> entries.add("{\"name\": \"" + name + "\", \"command\": \""
                + (file.toString().endsWith(".py") ? "python3 " : "") + file + "\"}"));
        return Files.writeString(
                dir.resolve("class.json"),
                "{\"name\": \"class\", \"moveMs\": 200, \"output\": \"out\", \"bots\": [" + String.join(", ", entries)
                        + "]}");
    }

    @Test
    void startCheck_botThatExits_isNamedWithItsReason_andItsBytesAreEscaped() throws Exception {
        Path good = Path.of("../bots/examples/python/bot.py").toAbsolutePath().normalize();
        Path hostile = bot("mallory", HOSTILE);
        Path missing = dir.resolve("nothere").resolve("nothere.py");
        Files.createDirectories(missing.getParent());
        SandboxTests.openToBots(missing.getParent());

        String screen = onTerminal(
                "tournament",
                config(Map.of("alice", good, "mallory", hostile, "nothere", missing))
                        .toString());

        assertThat(screen).contains("2 bots cannot start; nothing was played");
        // A missing script is named where it was looked for, not taken for a slow bot under a 200 ms limit.
        assertThat(screen)
                .contains("nothere (as player 1 and 2)")
                .contains("no such file: " + missing)
                .doesNotContain("arbitre-bot-");
        assertThat(screen).contains("mallory (as player 1 and 2)").contains("exited with code 1 before answering");
        assertThat(screen)
                .as("the bot's escape sequences, as they reached the terminal")
                .doesNotContain(ESC + "[2J")
                .doesNotContain(ESC + "]0;")
                .contains("\\u001b[2J\\u001b]0;pwned\\u0007all bots OK");
    }

    @Test
    void match_crash_showsTheLastLineOfTheBotsStandardError_escaped() throws Exception {
        Path crasher = bot("crasher", """
                import sys
                sys.stdin.readline()
                sys.stderr.write("Traceback (most recent call last):\\n")
                sys.stderr.write("PermissionError: [Errno 13] Permission denied: 'weights.bin' \\x1b[2J\\n")
                sys.stderr.flush()
                sys.exit(1)
                """);

        String screen = onTerminal(
                "match",
                "--p1",
                "python3 " + crasher,
                "--p2",
                "builtin:random --seed 1",
                "--log",
                dir.resolve("out/crash.json").toString());

        assertThat(screen)
                .contains("crash (")
                .contains("its standard error ends: PermissionError: [Errno 13] Permission denied: 'weights.bin'"
                        + " \\u001b[2J")
                .doesNotContain(ESC + "[2J");
    }

    @Test
    void validateBots_nameWithEscapeSequences_isShownEscaped() throws Exception {
        Path good = Path.of("../bots/examples/python/bot.py").toAbsolutePath().normalize();
        Path list = Files.writeString(dir.resolve("bots.txt"), "mal" + ESC + "[2Jlory: python3 " + good + "\n");

        String screen = onTerminal("validate", "--bots", list.toString(), "--output", "out");

        assertThat(screen).contains("mal\\u001b[2Jlory").doesNotContain(ESC + "[2J");
    }
}
