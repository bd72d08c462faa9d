package arbitre.sandbox;

import static org.assertj.core.api.Assertions.assertThat;

import arbitre.testbots.TestBots;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

/** What the tests of the sandbox need from the machine and of their folders. */
public final class SandboxTests {
    private SandboxTests() {}

    /** Fails when the sandbox's tools are missing: these tests prove it, they are not skipped. */
    public static void assertAvailable() {
        assertThat(Sandbox.unavailable())
                .as("the sandbox needs bubblewrap (apt-get install bubblewrap)")
                .isEmpty();
    }

    /** Runs a command as another user (util-linux): the tests' way to be an ordinary user. */
    public static final Path RUNUSER = Path.of("/usr/sbin/runuser");

    /** Fails when {@link #RUNUSER} is missing: the tests run as an ordinary user are not skipped. */
    public static void assertRunuserAvailable() {
        assertThat(RUNUSER)
                .as("runuser (util-linux) runs the referee as nobody")
                .isExecutable();
    }

    /** A bot's own folder must be readable by the unprivileged uid a sandboxed bot gets. */
    public static void openToBots(Path dir) throws IOException {
        Files.setPosixFilePermissions(dir, PosixFilePermissions.fromString("rwxr-xr-x"));
    }

    /** Writes an executable file (a script, or a stand-in for a program) at {@code path} under {@code dir}. */
    public static Path executable(Path dir, String path, String text) throws IOException {
        Path file = dir.resolve(path);
        Files.createDirectories(file.getParent());
        Files.writeString(file, text);
        Files.setPosixFilePermissions(file, PosixFilePermissions.fromString("rwxr-xr-x"));
        return file;
    }

    /**
     * Starts the packaged referee ({@code arbitre ARGS…}) in {@code dir} as {@code user}: itself
     * for {@code root}, else through {@link #RUNUSER}, with {@code env} added to its environment.
     * Its standard error is merged into its output.
     */
    public static Process startArbitre(Path dir, String user, Map<String, String> env, String... args)
            throws IOException {
        List<String> command = new ArrayList<>();
        if (!user.equals("root")) {
            command.addAll(List.of(RUNUSER.toString(), "-u", user, "--"));
        }
        command.add("env");
        env.forEach((name, value) -> command.add(name + "=" + value));
        command.addAll(List.of(
                TestBots.javaBin(),
                "-jar",
                Path.of("target/arbitre.jar").toAbsolutePath().toString()));
        command.addAll(List.of(args));
        return new ProcessBuilder(command)
                .directory(dir.toFile())
                .redirectErrorStream(true)
                .start();
    }

    /**
     * Runs the packaged referee as {@link #startArbitre} does, waits for it (two minutes at
     * most), checks that it exited with 0 and returns its output.
     */
    public static String runArbitre(Path dir, String user, String... args) throws Exception {
        Process arbitre = startArbitre(dir, user, Map.of(), args);
        String output = new String(arbitre.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(arbitre.waitFor(120, TimeUnit.SECONDS)).isTrue();
        assertThat(arbitre.exitValue()).as(output).isZero();
        return output;
    }
}
