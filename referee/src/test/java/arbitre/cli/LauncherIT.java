package arbitre.cli;

import static org.assertj.core.api.Assertions.assertThat;

import arbitre.cli.exit.ExitCode;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/** The {@code arbitre} launcher at the top of the checkout, as a user runs it. */
@Timeout(value = 5, unit = TimeUnit.MINUTES)
class LauncherIT {
    private static final Path LAUNCHER = Path.of("../arbitre").toAbsolutePath().normalize();

    @TempDir
    Path dir;

    private record Run(int exitCode, String out, String err) {}

    private Run run(Path directory, String... command) throws Exception {
        Path out = dir.resolve("out.txt");
        Path err = dir.resolve("err.txt");
        Process process = new ProcessBuilder(command)
                .directory(directory.toFile())
                .redirectOutput(out.toFile())
                .redirectError(err.toFile())
                .start();
        assertThat(process.waitFor(4, TimeUnit.MINUTES)).isTrue();
        return new Run(
                process.exitValue(),
                Files.readString(out, StandardCharsets.UTF_8),
                Files.readString(err, StandardCharsets.UTF_8));
    }

    @Test
    void launcher_throughSymbolicLinks_findsItsCheckout() throws Exception {
        Path bin = Files.createDirectories(dir.resolve("bin"));
        // ~/bin/arbitre -> ../checkout/arbitre, where checkout is itself a link to the real checkout.
        Files.createSymbolicLink(dir.resolve("checkout"), LAUNCHER.getParent());
        Path link = Files.createSymbolicLink(bin.resolve("arbitre"), Path.of("../checkout/arbitre"));

        Run run = run(dir, link.toString(), "--version");

        assertThat(run.exitCode()).as(run.err()).isZero();
        assertThat(run.out()).containsPattern("arbitre \\d+\\.\\d+\\.\\d+");
    }

    @Test
    void launcher_withoutArguments_printsTheUsageAndExitsTwo() throws Exception {
        Run run = run(dir, List.of(LAUNCHER.toString()).toArray(String[]::new));

        assertThat(run.exitCode()).isEqualTo(ExitCode.USAGE);
        assertThat(run.err()).contains("Usage: arbitre").contains("tournament");
        assertThat(run.out()).isEmpty();
    }
}
