package arbitre.cli.command;

import static org.assertj.core.api.Assertions.assertThat;

import arbitre.cli.CliRun;
import arbitre.cli.exit.ExitCode;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code arbitre bench throughput} with real tournaments of the C example bot, kept short. */
class ThroughputBenchIT {

    @TempDir
    Path dir;

    @Test
    void throughput_fourGamesTwoRounds_printsTheMedianRatiosTheirSpreadWhatARunCostsBeforeItsFirstGameAndTheGoal()
            throws Exception {
        Path source = Path.of("..", "bots", "examples", "c", "bot.c");
        Path bot = dir.resolve("bot");
        Process cc = new ProcessBuilder("cc", "-O2", "-o", bot.toString(), source.toString())
                .inheritIO()
                .start();
        assertThat(cc.waitFor()).as("cc " + source).isZero();

        CliRun run = CliRun.of("bench", "throughput", "--games", "4", "--bot", bot.toString(), "--rounds", "2");

        assertThat(run.exitCode()).as(run.out() + run.err()).isEqualTo(ExitCode.OK);
        assertThat(run.out())
                .contains("4 games, ")
                .contains("2 rounds, each run once a round, in turns")
                .containsPattern("spread over the rounds \\(min-max, s\\): arena \\d+\\.\\d\\d-\\d+\\.\\d\\d, bare loop"
                        + " \\d+\\.\\d\\d-\\d+\\.\\d\\d,")
                .containsPattern("the referee's latency per move there: median \\d+ us, 99th percentile \\d+ us,"
                        + " mean \\d+ us")
                .containsPattern("ratio arena / bare loop: \\d+\\.\\d\\d")
                .containsPattern("ratio arena with bots that stay up / bare loop: \\d+\\.\\d\\d")
                .containsPattern("of which a run's start and end \\(a 2-game tournament\\): \\d+\\.\\d\\d s;"
                        + " each further game: -?\\d+\\.\\d ms")
                .containsPattern("ratio of a further game to a game of the bare loop: -?\\d+\\.\\d\\d")
                .containsPattern("with bots that stay up, a run's start and end \\(a 2-game tournament\\):"
                        + " \\d+\\.\\d\\d s; each further game: -?\\d+\\.\\d ms")
                .containsPattern("ratio of a further game between bots that stay up to a game of the bare loop:"
                        + " -?\\d+\\.\\d\\d")
                .containsPattern("bare pipe loop, bots that stay up, the same games: +\\d+\\.\\d\\d s")
                .containsPattern("to a game of the bare loop: \\d+\\.\\d\\d \\(the floor for any referee\\)")
                .containsPattern("ratio of a further game between bots that stay up to a game of the bare loop whose"
                        + " bots stay up: -?\\d+\\.\\d\\d")
                .containsPattern("goal \\(a further game between bots that stay up, .*\\): -?\\d+\\.\\d ms against"
                        + " \\d+\\.\\d ms: (met|not met)");
        Path files = Path.of(run.out()
                .lines()
                .filter(l -> l.startsWith("files: "))
                .findFirst()
                .orElseThrow()
                .substring("files: ".length()));
        try (var logs = Files.list(files.resolve("out-start/matches"))) {
            assertThat(logs.filter(p -> p.toString().endsWith(".json"))).hasSize(2);
        }
        try (var logs = Files.list(files.resolve("out-stay-up-start/matches"))) {
            assertThat(logs.filter(p -> p.toString().endsWith(".json"))).hasSize(2);
        }
        try (var logs = Files.list(files.resolve("out-stay-up/matches"))) {
            assertThat(logs.filter(p -> p.toString().endsWith(".json"))).hasSize(4);
        }
        // The second round's runs, in folders of their own (a tournament run again would resume).
        try (var logs = Files.list(files.resolve("out-stay-up-r2/matches"))) {
            assertThat(logs.filter(p -> p.toString().endsWith(".json"))).hasSize(4);
        }
        try (var logs = Files.list(files.resolve("out/matches"))) {
            assertThat(logs.filter(p -> p.toString().endsWith(".json"))).hasSize(4);
        } finally {
            try (var all = Files.walk(files)) {
                all.sorted(java.util.Comparator.reverseOrder())
                        .forEach(p -> p.toFile().delete());
            }
        }
    }
}
