package arbitre.process;

import static org.assertj.core.api.Assertions.assertThat;

import arbitre.log.MatchLog;
import arbitre.log.MatchLogs;
import arbitre.sandbox.SandboxTests;
import arbitre.testbots.TestBots;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A bot run without the sandbox by a referee running as root runs as root itself: a daemon it
 * starts can move itself out of the bot's control groups and its session, where the referee's
 * stop does not reach. It is still found after the game, by the environment it was born with,
 * stopped, and the log says so.
 */
class EscapedProcessIT {
    @TempDir
    Path dir;

    private final String marker = TestBots.newMarker();

    @AfterEach
    void noneLeft() throws Exception {
        for (long pid : TestBots.processesMarked(marker)) {
            ProcessHandle.of(pid).ifPresent(ProcessHandle::destroyForcibly);
        }
    }

    @Test
    void daemonThatLeftItsGroupsAndSession_asRootWithoutTheSandbox_isFoundStoppedAndWarnedAbout() throws Exception {
        assertThat(BotCgroup.available())
                .as("this test runs as root, where bots get control groups of their own")
                .isTrue();
        // It answers its first request, after starting a daemon that joins the root group of every
        // hierarchy and a session of its own; then it never answers again.
        Path bot = SandboxTests.executable(
                dir,
                "escapist.sh",
                "#!/bin/sh\nread line\n"
                        + "setsid sh -c 'for d in /sys/fs/cgroup/*/ /sys/fs/cgroup/; do"
                        + " echo $$ > \"$d/cgroup.procs\" 2>/dev/null; done; exec sleep 120' </dev/null >/dev/null 2>&1 &\n"
                        + "echo 1R\ncat >/dev/null\n");

        ProcessBuilder run = new ProcessBuilder(List.of(
                        TestBots.javaBin(),
                        "-jar",
                        Path.of("target/arbitre.jar").toAbsolutePath().toString(),
                        "match",
                        "--no-sandbox",
                        "--move-ms",
                        "500",
                        "--p1",
                        bot.toString(),
                        "--p2",
                        "builtin:random --seed 1",
                        "--log",
                        dir.resolve("results/escape.json").toString()))
                .directory(dir.toFile())
                .redirectErrorStream(true);
        run.environment().put(TestBots.MARKER, marker);
        Process arbitre = run.start();
        String output = new String(arbitre.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(arbitre.waitFor(60, TimeUnit.SECONDS)).isTrue();

        MatchLog log = MatchLogs.read(dir.resolve("results/escape.json"));
        assertThat(log.warnings())
                .as(output)
                .anySatisfy(w -> assertThat(w)
                        .contains("player 1")
                        .contains("started 1 process(es) that left its control groups or its session"));
        assertThat(TestBots.awaitNoneMarked(marker, 5))
                .as("the daemon, after the match")
                .isEmpty();
    }
}
