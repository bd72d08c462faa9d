package arbitre.dist;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

/**
 * A machine as a person who downloads a release has it: the system's tools on the PATH, an empty
 * home, no Maven, no Maven repository, no network, and either a Java runtime or no Java at all. What
 * must be absent is hidden by empty file systems mounted over it, in a mount namespace of the
 * command's own: Maven's folder and the local repository always, the JDKs' folder on request.
 */
final class Machine {
    private static final String SYSTEM_PATH = "/usr/bin:/bin:/usr/sbin:/sbin";
    private static final Path JDKS = Path.of("/usr/lib/jvm");

    record Run(int exitCode, String out, String err) {
        String all() {
            return out + err;
        }
    }

    private final Path dir;
    private final Path home;
    private final Path tmp;

    Machine(Path dir) throws IOException {
        this.dir = dir;
        this.home = Files.createDirectories(dir.resolve("home"));
        this.tmp = Files.createDirectories(dir.resolve("tmp"));
    }

    /** A system tool's path, found on the system's own PATH (not this machine's). */
    static Optional<Path> systemTool(String name) {
        return Stream.of(SYSTEM_PATH.split(":"))
                .map(folder -> Path.of(folder, name))
                .filter(Files::isExecutable)
                .findFirst();
    }

    /** A folder that holds only a link to this test's own Java, for a PATH with one Java on it. */
    Path javaOnly() throws IOException {
        Path bin = Files.createDirectories(dir.resolve("java-only"));
        Path java = bin.resolve("java");
        if (!Files.exists(java, LinkOption.NOFOLLOW_LINKS)) {
            Files.createSymbolicLink(java, Path.of(System.getProperty("java.home"), "bin", "java"));
        }
        return bin;
    }

    /**
     * Runs a command in {@code workdir} on this machine: only {@code extraPath} before the system's
     * tools, no network, and with {@code withoutJava} the JDKs' folder hidden.
     */
    Run run(Path workdir, List<Path> extraPath, Map<String, String> variables, boolean withoutJava, String... command)
            throws IOException, InterruptedException {
        List<Path> hidden = new ArrayList<>(List.of(
                Path.of(System.getProperty("user.home"), ".m2"),
                Path.of(System.getProperty("maven.home", "/usr/share/maven")),
                Path.of("/usr/share/maven")));
        if (withoutJava) {
            hidden.add(JDKS);
        }
        StringBuilder mounts = new StringBuilder();
        for (Path folder : hidden) {
            if (Files.isDirectory(folder)) {
                mounts.append("mount -t tmpfs tmpfs '").append(folder).append("' && ");
            }
        }
        List<String> line = new ArrayList<>(List.of(
                systemTool("unshare").orElseThrow().toString(),
                "--mount",
                "--net",
                "--",
                systemTool("sh").orElseThrow().toString(),
                "-c",
                "PATH=" + SYSTEM_PATH + " " + mounts + "PATH=\"$ARBITRE_TEST_PATH\" exec \"$@\"",
                "sh"));
        line.addAll(List.of(command));
        StringBuilder path = new StringBuilder();
        for (Path extra : extraPath) {
            path.append(extra).append(':');
        }
        path.append(SYSTEM_PATH);
        Path out = Files.createTempFile(dir, "out", ".txt");
        Path err = Files.createTempFile(dir, "err", ".txt");
        ProcessBuilder builder = new ProcessBuilder(line)
                .directory(workdir.toFile())
                .redirectOutput(out.toFile())
                .redirectError(err.toFile());
        Map<String, String> environment = builder.environment();
        environment.clear();
        environment.put("ARBITRE_TEST_PATH", path.toString());
        environment.put("HOME", home.toString());
        environment.put("TMPDIR", tmp.toString());
        environment.put("LANG", "C.UTF-8");
        environment.putAll(variables);
        Process process = builder.start();
        if (!process.waitFor(5, TimeUnit.MINUTES)) {
            process.destroyForcibly();
            throw new AssertionError("still running after 5 minutes: " + String.join(" ", command));
        }
        return new Run(
                process.exitValue(),
                Files.readString(out, StandardCharsets.UTF_8),
                Files.readString(err, StandardCharsets.UTF_8));
    }

    /** Unpacks a release archive with the system's tar or unzip, as a person would. */
    Path unpack(Path archive, Path into) throws IOException, InterruptedException {
        Files.createDirectories(into);
        String name = archive.getFileName().toString();
        List<String> command = name.endsWith(".zip")
                ? List.of("unzip", "-q", archive.toString(), "-d", into.toString())
                : List.of("tar", "-xzf", archive.toString(), "-C", into.toString());
        Run run = run(into, List.of(), Map.of(), false, command.toArray(String[]::new));
        assertThat(run.exitCode()).as("unpacking %s: %s", name, run.all()).isZero();
        try (Stream<Path> entries = Files.list(into)) {
            List<Path> top = entries.toList();
            assertThat(top).as("what %s unpacks to", name).hasSize(1);
            return top.get(0);
        }
    }
}
