package arbitre.sandbox;

import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;

/**
 * What a bot's program really is: where it lies (on the {@code PATH}, behind a pyenv shim), what
 * installation it needs (a virtual environment, a conda or pyenv Python, a JDK), and whether it
 * is a JVM, told by what the file is (an ELF launcher with a {@code libjvm.so} in its
 * installation) rather than by its name, which a bot chooses.
 */
public final class Programs {
    /** System folders: read-only in the sandbox, and never a bot's own. */
    public static final List<String> SYSTEM =
            List.of("/usr", "/bin", "/sbin", "/lib", "/lib32", "/lib64", "/libx32", "/etc", "/opt");

    private static final byte[] ELF = {0x7f, 'E', 'L', 'F'};
    private static final Map<String, Path> SHIMS = new ConcurrentHashMap<>();

    private Programs() {}

    /** The first executable file named {@code command} in the folders of {@code path}. */
    public static Optional<String> findOnPath(String command, String path) {
        if (path == null) {
            return Optional.empty();
        }
        for (String dir : path.split(File.pathSeparator)) {
            Path file = Path.of(dir.isEmpty() ? "." : dir, command);
            if (Files.isRegularFile(file) && Files.isExecutable(file)) {
                return Optional.of(file.toString());
            }
        }
        return Optional.empty();
    }

    /**
     * The program a command's first word runs, as an absolute path: a path read from the bot's
     * folder, or a name looked up on {@code path}; a pyenv shim (a script that picks a Python by
     * the folder it runs in) is replaced by the interpreter it picks for that folder. Empty when
     * nothing is found.
     */
    public static Optional<Path> resolve(String program, Path workdir, String path) {
        Path file;
        if (program.contains("/")) {
            file = workdir.resolve(program).toAbsolutePath().normalize();
            if (!Files.isRegularFile(file)) {
                return Optional.empty();
            }
        } else {
            Optional<String> found = findOnPath(program, path);
            if (found.isEmpty()) {
                return Optional.empty();
            }
            file = Path.of(found.get()).toAbsolutePath().normalize();
        }
        return Optional.of(isPyenvShim(file) ? pyenvTarget(file, workdir).orElse(file) : file);
    }

    /** Whether the file is a JVM's launcher: an ELF executable whose installation holds a {@code libjvm.so}. */
    public static boolean isJvm(Path program) {
        Path real;
        try {
            real = program.toRealPath();
        } catch (IOException e) {
            return false;
        }
        if (!startsWith(real, ELF)
                || real.getParent() == null
                || real.getParent().getParent() == null) {
            return false;
        }
        Path home = real.getParent().getParent();
        for (String lib : List.of(
                "lib/server/libjvm.so",
                "lib/client/libjvm.so",
                "jre/lib/amd64/server/libjvm.so",
                "lib/amd64/server/libjvm.so")) {
            if (Files.isRegularFile(home.resolve(lib))) {
                return true;
            }
        }
        return false;
    }

    /** Whether a path lies in a system folder. */
    public static boolean isSystem(Path path) {
        return SYSTEM.stream().anyMatch(path::startsWith);
    }

    /**
     * The installations a program needs besides itself, outside the system folders: the folder
     * above its {@code bin} when that is an installation (a virtual environment with its {@code
     * pyvenv.cfg}, a conda environment, a prefix with a {@code lib}, such as a JDK or a pyenv
     * Python), for the path as given and for the file it links to (a virtual environment's
     * interpreter links to its base installation).
     */
    public static Set<Path> installations(Path program) {
        Set<Path> found = new LinkedHashSet<>();
        addInstallation(found, program);
        try {
            addInstallation(found, program.toRealPath());
        } catch (IOException e) {
            // a dangling link: only the path as given
        }
        return found;
    }

    private static void addInstallation(Set<Path> found, Path program) {
        Path bin = program.getParent();
        if (bin == null
                || bin.getFileName() == null
                || !bin.getFileName().toString().equals("bin")) {
            return;
        }
        Path prefix = bin.getParent();
        if (prefix == null || prefix.getParent() == null || isSystem(prefix)) {
            return;
        }
        if (Files.isRegularFile(prefix.resolve("pyvenv.cfg"))
                || Files.isDirectory(prefix.resolve("conda-meta"))
                || Files.isDirectory(prefix.resolve("lib"))) {
            found.add(prefix);
        }
    }

    /**
     * A java command with options added after its own, where they win over the bot's (the last
     * {@code -Xmx} counts), before its main class, {@code -jar} or {@code -m}.
     */
    public static List<String> withJvmOptions(List<String> argv, List<String> options) {
        int main = mainClassIndex(argv);
        List<String> command = new java.util.ArrayList<>(argv.subList(0, main));
        command.addAll(options);
        command.addAll(argv.subList(main, argv.size()));
        return List.copyOf(command);
    }

    /** Where a java command's own options end: the main class, {@code -jar} or {@code -m}. */
    private static int mainClassIndex(List<String> argv) {
        Set<String> withValue = Set.of(
                "-cp",
                "-classpath",
                "--class-path",
                "-p",
                "--module-path",
                "--add-modules",
                "--add-opens",
                "--add-exports",
                "--add-reads",
                "--upgrade-module-path",
                "--limit-modules");
        for (int i = 1; i < argv.size(); i++) {
            String word = argv.get(i);
            if (withValue.contains(word)) {
                i++;
            } else if (!word.startsWith("-") || word.equals("-jar") || word.equals("-m") || word.equals("--module")) {
                return i;
            }
        }
        return argv.size();
    }

    private static boolean isPyenvShim(Path file) {
        Path shims = file.getParent();
        return shims != null
                && shims.getFileName() != null
                && shims.getFileName().toString().equals("shims")
                && Files.isExecutable(shims.resolveSibling("bin").resolve("pyenv"));
    }

    /** What {@code pyenv which} names for the shim in that folder (its {@code .python-version} counts). */
    private static Optional<Path> pyenvTarget(Path shim, Path workdir) {
        String key = shim + "\0" + workdir;
        Path known = SHIMS.get(key);
        if (known != null) {
            return Optional.of(known);
        }
        Path root = shim.getParent().getParent();
        ProcessBuilder which = new ProcessBuilder(
                        root.resolve("bin/pyenv").toString(),
                        "which",
                        shim.getFileName().toString())
                .directory(workdir.toFile())
                .redirectError(ProcessBuilder.Redirect.DISCARD);
        which.environment().put("PYENV_ROOT", root.toString());
        try {
            Process process = which.start();
            process.getOutputStream().close();
            String out;
            try (InputStream in = process.getInputStream()) {
                out = new String(in.readNBytes(4096), StandardCharsets.UTF_8).strip();
            }
            if (!process.waitFor(10, TimeUnit.SECONDS)) {
                process.destroyForcibly();
                return Optional.empty();
            }
            if (process.exitValue() != 0 || out.isEmpty() || !Files.isExecutable(Path.of(out))) {
                return Optional.empty();
            }
            Path target = Path.of(out);
            SHIMS.put(key, target);
            return Optional.of(target);
        } catch (IOException e) {
            return Optional.empty();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return Optional.empty();
        }
    }

    private static boolean startsWith(Path file, byte[] magic) {
        try (InputStream in = Files.newInputStream(file)) {
            byte[] head = in.readNBytes(magic.length);
            return java.util.Arrays.equals(head, magic);
        } catch (IOException e) {
            return false;
        }
    }
}
