package arbitre.cli.command;

import static org.assertj.core.api.Assertions.assertThat;

import arbitre.cli.CliRun;
import arbitre.cli.exit.ExitCode;
import arbitre.testbots.TestBots;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/** {@code arbitre bench startup}, run from the packaged jar as the launcher runs it (no timing is asserted). */
class StartupBenchIT {

    @Test
    void startup_fromTheJar_measuresEachStartBesideJavaVersionAndAMatch() throws Exception {
        Process bench = new ProcessBuilder(
                        TestBots.javaBin(),
                        "-XX:TieredStopAtLevel=1",
                        "-jar",
                        Path.of("target/arbitre.jar").toAbsolutePath().toString(),
                        "bench",
                        "startup",
                        "--runs",
                        "1")
                .redirectErrorStream(true)
                .start();
        String out = new String(bench.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(bench.waitFor(2, TimeUnit.MINUTES)).isTrue();

        assertThat(bench.exitValue()).as(out).isZero();
        assertThat(out)
                .contains("options the launcher gave: -XX:TieredStopAtLevel=1")
                .containsPattern("\\| java -version \\| \\d+ \\| \\d+ \\| 1\\.00 \\|")
                .containsPattern("\\| arbitre --version, plain java -jar \\| \\d+ \\| \\d+ \\| \\d+\\.\\d\\d \\|")
                .containsPattern(
                        "\\| arbitre --version, the launcher's JVM options \\| \\d+ \\| \\d+ \\| \\d+\\.\\d\\d \\|")
                .containsPattern(
                        "\\| arbitre match of two instant bots, the launcher's JVM options \\| \\d+ \\| \\d+ \\| \\d+\\.\\d\\d \\|")
                .containsPattern("\\| java -version \\| \\d+ \\| \\d+ \\| 1\\.00 \\| \\d+ \\| 1\\.00 \\|");
    }

    @Test
    void startup_noRuns_isBadUsage() {
        CliRun run = CliRun.of("bench", "startup", "--runs", "0");

        assertThat(run.exitCode()).isEqualTo(ExitCode.USAGE);
    }
}
