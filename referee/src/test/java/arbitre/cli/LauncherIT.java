package arbitre.cli;

import static org.assertj.core.api.Assertions.assertThat;

import arbitre.cli.exit.ExitCode;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.FileTime;
import java.util.List;
import java.util.Map;
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
        return run(directory, Map.of(), command);
    }

    private Run run(Path directory, Map<String, String> environment, String... command) throws Exception {
        Path out = dir.resolve("out.txt");
        Path err = dir.resolve("err.txt");
        ProcessBuilder builder = new ProcessBuilder(command)
                .directory(directory.toFile())
                .redirectOutput(out.toFile())
                .redirectError(err.toFile());
        builder.environment().putAll(environment);
        Process process = builder.start();
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
    void launcher_jvmReplacedAtItsPathWithOlderFileTimes_asksItsVersionAgain() throws Exception {
        Path java = Files.createDirectories(dir.resolve("jdk/bin")).resolve("java");
        Files.writeString(
                java,
                "#!/bin/sh\nexec '" + ProcessHandle.current().info().command().orElseThrow() + "' \"$@\"\n");
        java.toFile().setExecutable(true);
        Run first = run(dir, Map.of("JAVA_HOME", dir.resolve("jdk").toString()), LAUNCHER.toString(), "--version");
        assertThat(first.exitCode()).as(first.err()).isZero();

        // An upgrade by a package: the same path, a new file, the file times of the package.
        Path replacement = dir.resolve("jdk/bin/java.new");
        Files.writeString(
                replacement,
                "#!/bin/sh\necho '    java.specification.version = 11' >&2\necho 'openjdk version \"11\"' >&2\n");
        replacement.toFile().setExecutable(true);
        Files.setLastModifiedTime(replacement, FileTime.fromMillis(0));
        Files.move(replacement, java, StandardCopyOption.REPLACE_EXISTING);
        Run second = run(dir, Map.of("JAVA_HOME", dir.resolve("jdk").toString()), LAUNCHER.toString(), "--version");

        assertThat(second.exitCode()).isNotZero();
        assertThat(second.err()).contains("Java 17 or newer is needed").contains("version 11");
    }

    @Test
    void launcher_withoutArguments_printsTheUsageAndExitsTwo() throws Exception {
        Run run = run(dir, List.of(LAUNCHER.toString()).toArray(String[]::new));

        assertThat(run.exitCode()).isEqualTo(ExitCode.USAGE);
        assertThat(run.err()).contains("Usage: arbitre").contains("tournament");
        assertThat(run.out()).isEmpty();
    }
}
