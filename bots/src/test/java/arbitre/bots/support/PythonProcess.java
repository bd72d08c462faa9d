package arbitre.bots.support;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

/** Starts the Python programs of the bots module (example bots, adapters) as real processes. */
public final class PythonProcess {
    /** The bots module's folder. */
    public static final Path MODULE = Path.of(System.getProperty("basedir", "."));
    /** The Python example bots' folder. */
    public static final Path EXAMPLES = MODULE.resolve("examples/python");

    private PythonProcess() {}

    /** Whether an executable of this name is on the PATH. */
    public static boolean onPath(String tool) {
        String path = System.getenv("PATH");
        if (path == null) {
            return false;
        }
        return Stream.of(path.split(File.pathSeparator)).anyMatch(dir -> Files.isExecutable(Path.of(dir, tool)));
    }

    /**
     * Starts {@code python3} with arguments; standard error goes to {@code stderr}. Python writes
     * no bytecode next to the sources, and the example bots' folder is on its module path.
     */
    public static Process start(Map<String, String> environment, File stderr, String... args) throws IOException {
        assertThat(onPath("python3"))
                .as("python3 is needed (apt-get install python3)")
                .isTrue();
        List<String> command = new ArrayList<>();
        command.add("python3");
        command.addAll(List.of(args));
        ProcessBuilder builder = new ProcessBuilder(command).redirectError(stderr);
        builder.environment().put("PYTHONDONTWRITEBYTECODE", "1");
        builder.environment().put("PYTHONPATH", EXAMPLES.toAbsolutePath().toString());
        builder.environment().putAll(environment);
        return builder.start();
    }
}
