package arbitre.sandbox;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;

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
}
