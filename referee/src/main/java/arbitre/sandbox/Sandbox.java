package arbitre.sandbox;

import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.concurrent.ThreadLocalRandom;

/**
 * Wraps a bot's command line so that it runs isolated and limited, with standard Debian tools:
 * {@code prlimit} (util-linux) sets the resource limits, {@code bwrap} (bubblewrap) builds the
 * isolated view, and inside it {@code setpriv} (util-linux) drops root to a uid of the bot's own:
 *
 * <pre>
 * prlimit --as=… --nproc=… --cpu=S:S+2 --fsize=… --nofile=… \
 *   bwrap --unshare-ipc --unshare-pid --unshare-net --unshare-uts --unshare-cgroup-try \
 *     --die-with-parent --new-session --ro-bind /usr /usr --symlink usr/bin /bin … --ro-bind /etc /etc \
 *     --dev /dev --perms 01777 --size … --tmpfs /dev/shm --remount-ro /dev \
 *     --proc /proc --perms 01777 --size … --tmpfs /tmp \
 *     --ro-bind WORKDIR WORKDIR [--ro-bind CLASSPATH-ENTRY …] --chdir WORKDIR \
 *     --setenv HOME /tmp --setenv TMPDIR /tmp -- \
 *   setpriv --reuid=U --regid=U --clear-groups --inh-caps=-all --bounding-set=-all -- BOT…
 * </pre>
 *
 * <p>bwrap runs before the uid changes so that it can bind what only root may open (a class path
 * under {@code /root}); the bot itself then reads only what its uid may.
 *
 * <p>Isolation: no network (a network namespace with only a loopback that is down), its own PID
 * namespace (it sees only its own processes, and when its first process dies the kernel kills the
 * rest), a new session (no terminal to inject into), a read-only system ({@code /usr}, {@code
 * /etc}) and its own directory read-only (with the folders of the files its command names), a private {@code /tmp} of a fixed size as its only
 * writable place, and nothing else of the host: no {@code /home}, no {@code /root}, no other
 * bot's files. {@code --die-with-parent} kills it when the referee dies, even by SIGKILL.
 *
 * <p>Why a uid of its own: the kernel counts {@code RLIMIT_NPROC} per real uid, and ignores it
 * for root. A referee running as root (CI, a tournament server) therefore starts each bot as a
 * fresh unprivileged uid, drawn at random from a range no account uses, so that the process limit
 * counts exactly that bot's processes, and so that root's files (such as {@code /etc/shadow}) are
 * closed to it. A user namespace alone would not do: its root maps back to the real root, whose
 * files stay readable. A referee running as an ordinary user cannot change uid; then the bot
 * keeps that user's uid and the process limit is not set, since it would count every process
 * of the user.
 *
 * <p>Memory: a native bot gets an address-space limit ({@code RLIMIT_AS}), so allocations beyond
 * it fail. A JVM reserves gigabytes of address space it never uses and will not start under such
 * a limit, so a JVM bot ({@code builtin:} bots and commands starting with {@code java}) gets its
 * heap limited instead ({@code -Xmx}, placed after the bot's own JVM options, where it wins over
 * any {@code -Xmx} of the bot's) and exits as soon as the heap is exhausted
 * ({@code -XX:+ExitOnOutOfMemoryError}, exit code 3) rather than linger without answering.
 */
public final class Sandbox {
    /** How to get bubblewrap, for the message when it is missing. */
    public static final String INSTALL_HINT = "apt-get install bubblewrap";

    /** The first uid handed to bots; above every account of a normal system and below the overflow uid. */
    static final int FIRST_BOT_UID = 2_000_000;

    static final int BOT_UIDS = 1_000_000;

    /** Variables of the referee's environment that a sandboxed bot keeps; the rest (tokens, CI secrets) stay out. */
    private static final Set<String> KEPT = Set.of("PATH", "LANG");

    private Sandbox() {}

    /** Why the sandbox cannot run here (a missing tool, with how to install it), or empty when it can. */
    public static Optional<String> unavailable() {
        String path = System.getenv("PATH");
        if (Programs.findOnPath("bwrap", path).isEmpty()) {
            return Optional.of("the sandbox needs bubblewrap (bwrap), which is not installed: " + INSTALL_HINT);
        }
        for (String tool : List.of("prlimit", "setpriv")) {
            if (Programs.findOnPath(tool, path).isEmpty()) {
                return Optional.of("the sandbox needs " + tool + " (util-linux), which is not installed:"
                        + " apt-get install util-linux");
            }
        }
        return Optional.empty();
    }

    /**
     * The command line that runs {@code argv} in the sandbox.
     *
     * @param spec the limits
     * @param argv the bot's command, {@code builtin:} bots already expanded
     * @param workdir the bot's working directory, absolute; bound read-only, the sandbox starts there
     */
    public static List<String> command(SandboxSpec spec, List<String> argv, Path workdir) {
        return command(spec, argv, workdir, null);
    }

    /**
     * The command line that runs {@code argv} in the sandbox, with a folder kept out of its sight.
     *
     * @param hidden a folder the bot must not see, such as the one its match's log and its
     *     opponent's standard error are written to ({@code null}: none); where it lies inside a
     *     bound folder, the part of it under that folder is covered by an empty read-only folder
     * @throws IllegalArgumentException when {@code hidden} is the bot's own folder, which cannot be covered
     */
    public static List<String> command(SandboxSpec spec, List<String> argv, Path workdir, Path hidden) {
        argv = resolved(argv, workdir);
        boolean jvm = Programs.isJvm(Path.of(argv.get(0)));
        boolean root = isRoot();
        List<String> command = new ArrayList<>();
        command.add("prlimit");
        if (!jvm) {
            command.add("--as=" + mib(spec.memoryMb()));
        }
        if (root) {
            command.add("--nproc=" + spec.processes());
        }
        command.add("--cpu=" + spec.cpuSeconds() + ":" + (spec.cpuSeconds() + SandboxSpec.CPU_KILL_AFTER_S));
        command.add("--fsize=" + mib(spec.fileSizeMb()));
        command.add("--nofile=" + spec.openFiles());
        Optional<Path> filter = MemoryCallsFilter.file();
        if (filter.isPresent()) {
            // bubblewrap reads its seccomp filter from a descriptor, which the shell opens on the file.
            command.addAll(
                    List.of("sh", "-c", "exec \"$@\" 3< \"$0\"", filter.get().toString()));
        }
        command.add("bwrap");
        if (filter.isPresent()) {
            command.addAll(List.of("--seccomp", "3"));
        }
        if (root) {
            // No user namespace: inside, setpriv must be able to become a real unprivileged uid.
            command.addAll(List.of(
                    "--unshare-ipc", "--unshare-pid", "--unshare-net", "--unshare-uts", "--unshare-cgroup-try"));
        } else {
            command.add("--unshare-all");
        }
        command.addAll(List.of("--die-with-parent", "--new-session"));
        for (String dir : Programs.SYSTEM) {
            Path path = Path.of(dir);
            if (Files.isSymbolicLink(path)) {
                try {
                    command.addAll(
                            List.of("--symlink", Files.readSymbolicLink(path).toString(), dir));
                } catch (IOException e) {
                    throw new IllegalStateException("cannot read the symbolic link " + dir + ": " + e.getMessage(), e);
                }
            } else if (Files.isDirectory(path)) {
                command.addAll(List.of("--ro-bind", dir, dir));
            }
        }
        String tmpBytes = Long.toString(mib(spec.tmpMb()));
        // /dev is a tmpfs of half the machine's memory, which an ordinary user's bot owns: read-only,
        // with a private /dev/shm of the size of /tmp as its one writable place.
        command.addAll(List.of(
                "--dev",
                "/dev",
                "--perms",
                "01777",
                "--size",
                tmpBytes,
                "--tmpfs",
                "/dev/shm",
                "--remount-ro",
                "/dev",
                "--proc",
                "/proc",
                "--perms",
                "01777",
                "--size",
                tmpBytes,
                "--tmpfs",
                "/tmp"));
        Set<Path> binds = readOnlyPaths(argv, workdir);
        for (Path dir : mountPointParents(binds)) {
            // bwrap would copy the modes of the host's folders (/root is 0700); the bot only passes through.
            command.addAll(List.of("--perms", "0755", "--dir", dir.toString()));
        }
        for (Path path : binds) {
            command.addAll(List.of("--ro-bind", path.toString(), path.toString()));
        }
        for (Path cover : covers(binds, hidden)) {
            command.addAll(List.of(
                    "--perms",
                    "0555",
                    "--size",
                    "4096",
                    "--tmpfs",
                    cover.toString(),
                    "--remount-ro",
                    cover.toString()));
        }
        command.addAll(
                List.of("--chdir", workdir.toString(), "--setenv", "HOME", "/tmp", "--setenv", "TMPDIR", "/tmp", "--"));
        if (root) {
            int uid = FIRST_BOT_UID + ThreadLocalRandom.current().nextInt(BOT_UIDS);
            command.addAll(List.of(
                    "setpriv",
                    "--reuid=" + uid,
                    "--regid=" + uid,
                    "--clear-groups",
                    "--inh-caps=-all",
                    "--bounding-set=-all",
                    "--"));
        }
        command.addAll(
                jvm
                        ? Programs.withJvmOptions(
                                argv,
                                List.of(
                                        "-Xmx" + spec.memoryMb() + "m",
                                        "-XX:+ExitOnOutOfMemoryError",
                                        // The JVM's own words ("Terminating due to ...") are not moves.
                                        "-XX:+DisplayVMOutputToStderr"))
                        : argv);
        return command;
    }

    /** Opens the file of options on descriptor 4, removes it, and becomes the rest of the command. */
    static final String OPEN_REMOVE_EXEC = "exec 4< \"$0\"; rm -f \"$0\" 2>/dev/null; exec \"$@\"";

    /**
     * The same command with bubblewrap's options read from {@code file} ({@code --args}) instead of
     * its command line, which the bot would read as {@code /proc/1/cmdline}: the init of its PID
     * namespace is a copy of bubblewrap. The options name the folders bound and hidden, the limits
     * and the bot's uid; bubblewrap reads them and closes the file before the bot runs. The file is
     * written here, readable by this user alone; it is removed once it is open, and by the caller
     * once the bot is stopped, in case it never started.
     *
     * @param opened whether whoever starts the command opens the file on descriptor 4 and removes it
     *     ({@code arbitre-spawn -a}); else a shell in the command does, with an {@code rm} of its own
     * @throws IllegalArgumentException when the command does not run bubblewrap with options and {@code --}
     */
    public static List<String> optionsThroughFile(List<String> command, Path file, boolean opened) throws IOException {
        int bwrap = command.indexOf("bwrap");
        int end = bwrap < 0 ? -1 : command.subList(bwrap, command.size()).indexOf("--");
        if (bwrap < 0 || end < 0) {
            throw new IllegalArgumentException("not a command of the sandbox: " + command);
        }
        end += bwrap;
        StringBuilder options = new StringBuilder();
        for (String option : command.subList(bwrap + 1, end)) {
            if (option.indexOf('\0') >= 0) {
                throw new IllegalArgumentException("an option of the sandbox holds a NUL character: " + option);
            }
            options.append(option).append('\0');
        }
        Files.writeString(file, options, java.nio.charset.StandardCharsets.UTF_8);
        List<String> through = new ArrayList<>(command.subList(0, bwrap));
        if (!opened) {
            // The shell opens the file on descriptor 4, removes it (a referee killed later leaves
            // nothing behind) and becomes bubblewrap, which reads it.
            through.addAll(List.of("sh", "-c", OPEN_REMOVE_EXEC, file.toString()));
        }
        through.addAll(List.of("bwrap", "--args", "4"));
        through.addAll(command.subList(end, command.size()));
        return through;
    }

    /** The folders above the bound paths that bwrap must create, parents first. */
    static Set<Path> mountPointParents(Set<Path> binds) {
        Set<Path> dirs = new java.util.TreeSet<>();
        for (Path bound : binds) {
            for (Path dir = bound.getParent(); dir != null && dir.getParent() != null; dir = dir.getParent()) {
                Path candidate = dir;
                if (!isSystem(candidate)
                        && !candidate.equals(Path.of("/tmp"))
                        && binds.stream().noneMatch(candidate::startsWith)) {
                    dirs.add(candidate);
                }
            }
        }
        return dirs;
    }

    /**
     * Whether a command runs a JVM: its program, found as the bot's launch finds it, is a JVM's
     * launcher ({@link Programs#isJvm}); a program that is merely named {@code java} is not.
     */
    public static boolean isJvm(List<String> argv) {
        return Programs.resolve(argv.get(0), Path.of("").toAbsolutePath(), System.getenv("PATH"))
                .map(Programs::isJvm)
                .orElse(false);
    }

    /**
     * The environment of a sandboxed bot: {@code PATH} and {@code LANG} of the referee's, then the
     * bot's own ({@code env} of a config, the referee's hints such as {@code ARBITRE_PLAYER});
     * {@code HOME} and {@code TMPDIR} are set to its private {@code /tmp} by the sandbox. Nothing
     * else of the referee's environment (tokens, CI secrets, the referee's own {@code ARBITRE_*}
     * settings) reaches the bot.
     */
    public static Map<String, String> environment(Map<String, String> referee, Map<String, String> bot) {
        Map<String, String> env = new TreeMap<>();
        referee.forEach((name, value) -> {
            if (KEPT.contains(name)) {
                env.put(name, value);
            }
        });
        env.putAll(bot);
        env.put("HOME", "/tmp");
        env.put("TMPDIR", "/tmp");
        return env;
    }

    /**
     * The limits of {@code spec} that this referee cannot apply: the process limit for a referee
     * that is not root, since the kernel counts it per user and the bot keeps the user's uid.
     */
    public static List<String> notApplied() {
        return notApplied(isRoot());
    }

    static List<String> notApplied(boolean root) {
        return root ? List.of() : List.of("processes");
    }

    /**
     * The limit an exit code of a sandboxed bot shows it went over: the signals the kernel sends at
     * the soft CPU time limit (SIGXCPU) and at the file size limit (SIGXFSZ). A kill (SIGKILL) is
     * the hard CPU limit or the referee, so it names no limit.
     */
    public static Optional<Limit> limitOfExit(int code) {
        return switch (code - 128) {
            case 24 -> Optional.of(Limit.CPU);
            case 25 -> Optional.of(Limit.FILE_SIZE);
            default -> Optional.empty();
        };
    }

    /**
     * What an exit code of a sandboxed bot says, when it says more than a number: a code above 128
     * is a signal, and some signals are the sandbox's limits.
     */
    public static Optional<String> explainExit(int code, boolean jvm) {
        if (code > 128 && code < 128 + 65) {
            int signal = code - 128;
            String why = switch (signal) {
                case 9 -> "killed: the hard CPU time limit, or the referee";
                case 24 -> "CPU time limit";
                case 25 -> "file size limit";
                case 11 -> "segmentation fault, perhaps a failed allocation";
                case 6 -> "aborted";
                case 15 -> "terminated";
                default -> null;
            };
            return Optional.of("killed by signal " + signal + (why == null ? "" : " (" + why + ")"));
        }
        if (code == 3 && jvm) {
            return Optional.of("the JVM ran out of its heap limit, or exited with code 3");
        }
        return Optional.empty();
    }

    /**
     * The command with its program as an absolute path, found as {@link Programs#resolve} finds it
     * (a pyenv shim replaced by the interpreter it picks), so that what runs inside is what was
     * meant outside, where the {@code PATH}'s folders may not be visible. Unchanged when not found.
     */
    public static List<String> resolved(List<String> argv, Path workdir) {
        Optional<Path> program = Programs.resolve(argv.get(0), workdir, System.getenv("PATH"));
        if (program.isEmpty() || program.get().toString().equals(argv.get(0))) {
            return argv;
        }
        List<String> words = new ArrayList<>(argv);
        words.set(0, program.get().toString());
        return List.copyOf(words);
    }

    /** The folders to cover so that {@code hidden} is out of sight: its top under each bound folder that holds it. */
    static Set<Path> covers(Set<Path> binds, Path hidden) {
        Set<Path> covers = new LinkedHashSet<>();
        if (hidden == null) {
            return covers;
        }
        Path target = hidden.toAbsolutePath().normalize();
        for (Path bound : binds) {
            if (target.equals(bound) || bound.startsWith(target)) {
                throw new IllegalArgumentException("the bot's folder " + bound + " is, or lies inside, " + target
                        + ", where the match's log and the bots' standard error are written: give the bot a folder"
                        + " of its own, or write the results elsewhere");
            }
            if (target.startsWith(bound)) {
                covers.add(bound.resolve(bound.relativize(target).getName(0)));
            }
        }
        return covers;
    }

    /**
     * The absolute file an argument names, with its folder: the argument itself ({@code
     * /x/agent.py}), an option's value ({@code --agent=/x/agent.py}), either followed by a class
     * in the file ({@code /x/agent.py:Agent}, as the Fenix adapter takes it).
     */
    static Optional<Path> namedFile(String word) {
        String value = word;
        int equals = value.indexOf('=');
        if (value.startsWith("-") && equals > 0) {
            value = value.substring(equals + 1);
        }
        List<String> candidates = new ArrayList<>(List.of(value));
        int colon = value.lastIndexOf(':');
        if (colon > 0 && value.substring(colon + 1).matches("[A-Za-z_][A-Za-z0-9_]*")) {
            candidates.add(value.substring(0, colon));
        }
        for (String candidate : candidates) {
            Path named = Path.of(candidate);
            if (candidate.startsWith("/") && Files.isRegularFile(named) && named.getParent() != null) {
                return Optional.of(named);
            }
        }
        return Optional.empty();
    }

    /** The bot's folder, and what its program (its installation: a JDK, a Python) and a JVM's class path need from outside it. */
    static Set<Path> readOnlyPaths(List<String> argv, Path workdir) {
        Set<Path> paths = new LinkedHashSet<>();
        paths.add(workdir);
        Path program = Path.of(argv.get(0));
        if (program.isAbsolute()) {
            for (Path installation : Programs.installations(program)) {
                addOutside(paths, installation, workdir);
            }
            addOutside(paths, program, workdir);
        }
        for (String word : argv.subList(1, argv.size())) {
            // A file the command names (an adapter's agent), with the files beside it.
            namedFile(word).ifPresent(named -> addOutside(paths, named.getParent(), workdir));
        }
        if (Programs.isJvm(program)) {
            for (int i = 1; i < argv.size() - 1; i++) {
                String word = argv.get(i);
                if (word.equals("-cp")
                        || word.equals("-classpath")
                        || word.equals("--class-path")
                        || word.equals("-jar")) {
                    for (String entry : argv.get(i + 1).split(File.pathSeparator)) {
                        if (!entry.isEmpty() && !entry.endsWith("*")) {
                            addOutside(paths, workdir.resolve(entry).normalize(), workdir);
                        }
                    }
                    if (word.equals("-jar")) {
                        break;
                    }
                    i++;
                } else if (!word.startsWith("-")) {
                    break;
                }
            }
        }
        return paths;
    }

    private static void addOutside(Set<Path> paths, Path path, Path workdir) {
        if (!Files.exists(path) || paths.stream().anyMatch(path::startsWith)) {
            return;
        }
        if (!isSystem(path)) {
            paths.removeIf(bound -> bound.startsWith(path) && !bound.equals(workdir));
            paths.add(path);
        }
    }

    private static boolean isSystem(Path path) {
        return Programs.isSystem(path);
    }

    /** Whether the referee runs as root (uid 0), which may change uid, set the process limit and make cgroups. */
    public static boolean isRoot() {
        try {
            for (String line : Files.readAllLines(Path.of("/proc/self/status"))) {
                if (line.startsWith("Uid:")) {
                    return line.split("\\s+")[2].equals("0");
                }
            }
        } catch (IOException | RuntimeException e) {
            // not Linux as we know it: assume an ordinary user
        }
        return false;
    }

    private static long mib(int value) {
        return value * 1024L * 1024L;
    }

    /** The limits as one phrase, for the match log. */
    public static String describe(SandboxSpec spec) {
        return String.format(
                Locale.ROOT,
                "memory %d MiB, %d processes, %d s CPU, files %d MiB, %d open files, /tmp %d MiB",
                spec.memoryMb(),
                spec.processes(),
                spec.cpuSeconds(),
                spec.fileSizeMb(),
                spec.openFiles(),
                spec.tmpMb());
    }
}
