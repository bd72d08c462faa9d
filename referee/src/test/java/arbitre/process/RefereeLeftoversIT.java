package arbitre.process;

import static org.assertj.core.api.Assertions.assertThat;

import arbitre.testbots.TestBots;
import java.io.IOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * What a referee made for its bots (their control groups, their temporary folders) is gone once it
 * ends, normally or by SIGTERM; a referee killed outright leaves it, and the next one removes it.
 * Each referee runs in a JVM of its own, as from the command line.
 */
@Timeout(value = 180, unit = TimeUnit.SECONDS)
class RefereeLeftoversIT {
    @TempDir
    Path dir;

    private static final Path TMP = Path.of(System.getProperty("java.io.tmpdir"));

    @Test
    void referee_endingNormallyOrBySigterm_leavesNoGroupNorFolder_oneKilled_isCleanedByTheNext() throws Exception {
        Process ended = series("ended", 4);
        assertThat(ended.waitFor(120, TimeUnit.SECONDS)).isTrue();
        assertThat(ended.exitValue()).as(err("ended")).isZero();
        assertThat(games("ended")).isEqualTo(4);
        assertLeftNothing(ended.pid(), "ended");

        Process stopped = series("stopped", 400);
        awaitGames(stopped, "stopped", 2);
        stopped.destroy(); // SIGTERM, as Ctrl-C
        assertThat(stopped.waitFor(60, TimeUnit.SECONDS)).isTrue();
        assertLeftNothing(stopped.pid(), "stopped by SIGTERM");

        Process killed = series("killed", 400);
        awaitGames(killed, "killed", 2);
        killed.destroyForcibly().waitFor();
        assertThat(folders(killed.pid()))
                .as("the killed referee's bots' folders, before the next referee starts")
                .isNotEmpty();

        Process next = series("next", 2);
        assertThat(next.waitFor(120, TimeUnit.SECONDS)).isTrue();
        assertThat(next.exitValue()).as(err("next")).isZero();
        assertLeftNothing(killed.pid(), "killed, then the next referee");
        assertLeftNothing(next.pid(), "the next referee");
    }

    /** A series between two bundled bots (each started in a fresh folder of its own), in a JVM of its own. */
    private Process series(String name, int games) throws IOException {
        List<String> command = new ArrayList<>(List.of(
                TestBots.javaBin(),
                "-cp",
                System.getProperty("java.class.path"),
                "arbitre.cli.Main",
                "match",
                "--games",
                Integer.toString(games),
                "--restart-bots",
                "--no-sandbox",
                "--move-ms",
                "200",
                "--output",
                dir.resolve(name).toString(),
                "--p1",
                "builtin:random",
                "--p2",
                "builtin:greedy"));
        return new ProcessBuilder(command)
                .redirectOutput(dir.resolve(name + ".out").toFile())
                .redirectError(dir.resolve(name + ".err").toFile())
                .start();
    }

    private void awaitGames(Process referee, String name, int count) throws Exception {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(90);
        while (System.nanoTime() - deadline < 0 && games(name) < count && referee.isAlive()) {
            Thread.sleep(20);
        }
        assertThat(games(name)).as(err(name)).isGreaterThanOrEqualTo(count);
    }

    private long games(String name) throws IOException {
        Path folder = dir.resolve(name).resolve("games");
        if (!Files.isDirectory(folder)) {
            return 0;
        }
        try (Stream<Path> files = Files.list(folder)) {
            return files.filter(f -> f.getFileName().toString().endsWith(".json"))
                    .count();
        }
    }

    private String err(String name) throws IOException {
        return Files.readString(dir.resolve(name + ".err"));
    }

    private static void assertLeftNothing(long referee, String how) throws IOException {
        assertThat(folders(referee))
                .as("temporary folders of the referee %s", how)
                .isEmpty();
        if (BotCgroup.available()) {
            assertThat(groups(referee))
                    .as("control groups of the referee %s", how)
                    .isEmpty();
        }
    }

    /** The referee's temporary files for its bots. */
    private static List<Path> folders(long referee) throws IOException {
        List<Path> found = new ArrayList<>();
        for (String prefix : RunFiles.PREFIXES) {
            try (DirectoryStream<Path> files = Files.newDirectoryStream(TMP, prefix + referee + "-*")) {
                files.forEach(found::add);
            }
        }
        return found;
    }

    /** The folders of the referee's control groups, in every tree. */
    private static List<Path> groups(long referee) throws IOException {
        List<Path> groups = new ArrayList<>();
        List<Path> trees = new ArrayList<>(List.of(Path.of("/sys/fs/cgroup")));
        try (Stream<Path> all = Files.list(Path.of("/sys/fs/cgroup"))) {
            all.filter(Files::isDirectory).forEach(trees::add);
        }
        for (Path tree : trees) {
            try (DirectoryStream<Path> folders = Files.newDirectoryStream(tree, "arbitre-" + referee + "-*")) {
                folders.forEach(groups::add);
            }
        }
        return groups;
    }
}
