package arbitre.tournament.run;

import static org.assertj.core.api.Assertions.assertThat;

import arbitre.cli.CliRun;
import arbitre.cli.exit.ExitCode;
import arbitre.log.MatchLogs;
import arbitre.log.SmallDisk;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Results written to a disk that fills up: a log that cannot be kept whole is not kept at all,
 * the run stops at it saying so, and every result finished before it stays readable.
 */
class FullDiskIT {
    @TempDir
    Path dir;

    @Test
    void tournament_diskFillsUp_stopsAtTheFirstLogItCannotKeep_andKeepsEveryFinishedOne() throws Exception {
        try (SmallDisk disk = SmallDisk.mount(dir.resolve("small"), "120k")) {
            Path out = disk.folder().resolve("out");
            Path config = Files.writeString(dir.resolve("t.json"), """
                    {"name": "t", "output": "%s", "moveMs": 2000, "gamesPerPair": 2, "concurrency": 1,
                     "bots": [{"name": "a", "command": "builtin:random"}, {"name": "b", "command": "builtin:random"},
                              {"name": "c", "command": "builtin:random"}, {"name": "d", "command": "builtin:random"}]}
                    """.formatted(out));

            CliRun run = CliRun.of("tournament", config.toString());

            assertThat(run.exitCode()).as(run.err()).isEqualTo(ExitCode.ERROR);
            assertThat(run.err())
                    .contains("its log could not be written")
                    .contains("No space left on device")
                    .contains("the tournament stopped there");
            java.util.regex.Matcher first =
                    java.util.regex.Pattern.compile("\\] (\\S+): no result").matcher(run.err());
            assertThat(first.find()).as(run.err()).isTrue();
            assertThat(run.err())
                    .as("the run stopped at the first log it could not keep")
                    .contains("match " + first.group(1) + ": its log could not be written: No space left on device;"
                            + " the tournament stopped there");
            List<Path> logs = matchFiles(out.resolve("matches"));
            assertThat(logs).as("the run stopped before its 12 matches").hasSizeLessThan(12);
            for (Path log : logs) {
                assertThat(log.getFileName().toString()).as("no temporary left").doesNotStartWith(".");
                MatchLogs.read(log); // every kept log is whole
            }
        }
    }

    @Test
    void series_diskFillsUp_stopsAtTheFirstGameItCannotKeep_andKeepsEveryFinishedOne() throws Exception {
        try (SmallDisk disk = SmallDisk.mount(dir.resolve("small"), "120k")) {
            Path out = disk.folder().resolve("series");

            CliRun run = CliRun.of(
                    "match",
                    "--p1",
                    "builtin:random",
                    "--p2",
                    "builtin:random",
                    "--games",
                    "40",
                    "--concurrency",
                    "1",
                    "--move-ms",
                    "2000",
                    "--output",
                    out.toString());

            assertThat(run.exitCode()).as(run.err()).isEqualTo(ExitCode.ERROR);
            assertThat(run.err())
                    .contains("its log could not be written")
                    .contains("No space left on device")
                    .contains("the series stopped there");
            List<Path> logs = matchFiles(out.resolve("games"));
            assertThat(logs).hasSizeLessThan(40);
            for (Path log : logs) {
                assertThat(log.getFileName().toString()).as("no temporary left").doesNotStartWith(".");
                MatchLogs.read(log);
            }
        }
    }

    /** The JSON files of a folder, temporaries included: a match log or a leftover. */
    private static List<Path> matchFiles(Path folder) throws Exception {
        if (!Files.isDirectory(folder)) {
            return List.of();
        }
        try (Stream<Path> files = Files.list(folder)) {
            return files.filter(p -> p.getFileName().toString().contains(".json"))
                    .filter(p -> !p.getFileName().toString().endsWith(".stderr.txt"))
                    .sorted()
                    .toList();
        }
    }
}
