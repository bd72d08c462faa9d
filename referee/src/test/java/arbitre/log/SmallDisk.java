package arbitre.log;

import static org.assertj.core.api.Assertions.fail;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;

/**
 * A tiny filesystem mounted for a test (a {@code tmpfs} of a given size), to see what a full disk
 * does. It needs root; a test that cannot mount one fails saying so, it is never skipped.
 */
public final class SmallDisk implements AutoCloseable {
    private final Path folder;

    private SmallDisk(Path folder) {
        this.folder = folder;
    }

    /** Mounts a {@code tmpfs} of {@code size} (as {@code mount -o size=} reads it: {@code 120k}) on {@code folder}. */
    public static SmallDisk mount(Path folder, String size) throws IOException, InterruptedException {
        Files.createDirectories(folder);
        String result = run("mount", "-t", "tmpfs", "-o", "size=" + size, "tmpfs", folder.toString());
        if (result != null) {
            fail("this test needs a small filesystem and could not mount one (it must run as root): " + result);
        }
        return new SmallDisk(folder);
    }

    /** The folder the filesystem is mounted on. */
    public Path folder() {
        return folder;
    }

    @Override
    public void close() throws IOException, InterruptedException {
        String result = run("umount", "-l", folder.toString());
        if (result != null) {
            throw new IOException("could not unmount " + folder + ": " + result);
        }
    }

    /** Runs a command; {@code null} when it succeeded, else what it said. */
    private static String run(String... command) throws IOException, InterruptedException {
        Process process;
        try {
            process = new ProcessBuilder(command).redirectErrorStream(true).start();
        } catch (IOException e) {
            return e.getMessage();
        }
        String said = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8).trim();
        if (!process.waitFor(30, TimeUnit.SECONDS)) {
            process.destroyForcibly();
            return String.join(" ", command) + " did not end";
        }
        return process.exitValue() == 0 ? null : String.join(" ", command) + ": " + said;
    }
}
