package arbitre.process;

import arbitre.sandbox.Programs;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.TimeUnit;

/**
 * Keeps every process a bot starts, outside the sandbox too, in a PID namespace of the bot's own,
 * which no process can leave: a daemon that double-forks and calls {@code setsid} escapes the
 * session {@link ProcessTree} follows, but not the namespace. The bot runs under a small shell
 * that is the namespace's first process (its init):
 *
 * <pre>
 * [setpriv --pdeathsig KILL] unshare [--user --map-current-user] --pid sh -c OUTER arbitre-bot INIT BOT…
 * </pre>
 *
 * <p>{@code unshare} only makes the namespace and becomes the outer shell, the process the
 * referee started; the namespace's first process is the outer shell's child: the init, which
 * starts the bot. Both hand the referee's pipes on and keep none themselves, so that a bot that
 * closes its standard output is seen to, and writing to a bot that died fails, as without them.
 * The init waits for the bot and exits with its exit code when the bot leaves nothing behind.
 * When processes of the bot's are still alive, it becomes {@value #LINGER} instead: the
 * namespace, and every process in it, then lives on until the referee has counted them
 * ({@link #leftAfterExit}) and stops the tree. When the init goes, the kernel kills everything in
 * the namespace.
 *
 * <p>A referee running as root makes the namespace directly; an ordinary user needs a user
 * namespace of its own (mapped to the same uid, so the bot's rights do not change). Where neither
 * works (user namespaces disabled), bots run as before, followed by session only.
 */
final class PidNamespace {
    /** What the namespace's init becomes after the bot exits while processes it started live on. */
    static final String LINGER = "sleep 2147483647";

    /** The init: starts the bot on the pipes, keeps none, and waits (see above). */
    private static final String INIT = "exec 3<&0; \"$@\" <&3 3<&- & exec 3<&- </dev/null >/dev/null 2>&1;"
            + " wait $!; code=$?; kill -0 -1 2>/dev/null || exit $code; exec " + LINGER;

    /**
     * The outer shell: starts the init ({@code $1}) on the pipes, keeps none, and exits as it
     * does. The {@code %s} is how the init is started: {@code sh}, or {@code setpriv --pdeathsig
     * KILL sh} so that the init, and with it the namespace, dies with the outer shell.
     */
    private static final String OUTER = "exec 3<&0 4>&1 5>&2 </dev/null >/dev/null 2>&1; init=$1; shift;"
            + " %s -c \"$init\" arbitre-init \"$@\" <&3 >&4 2>&5 3<&- 4>&- 5>&- & exec 3<&- 4>&- 5>&-; wait $!";

    private static final List<String> PREFIX = probe();

    private PidNamespace() {}

    /** Whether bots run in a PID namespace of their own here. */
    static boolean available() {
        return !PREFIX.isEmpty();
    }

    /**
     * The command that runs {@code argv} (read from {@code workdir}) in a PID namespace of its
     * own, or {@code argv} where none can be made.
     */
    static List<String> wrap(List<String> argv, Path workdir) {
        if (PREFIX.isEmpty()) {
            return argv;
        }
        List<String> command = new ArrayList<>(PREFIX);
        boolean jvm = Programs.resolve(argv.get(0), workdir, System.getenv("PATH"))
                .map(Programs::isJvm)
                .orElse(false);
        // Every bot's JVM has a small pid of its own here: the shared /tmp/hsperfdata_USER/PID files
        // would clash, and the JVM says so on standard output, where a move is expected.
        command.addAll(jvm ? Programs.withJvmOptions(argv, List.of("-XX:+PerfDisableSharedMem")) : argv);
        return command;
    }

    /**
     * When the bot itself has exited but processes it started live on in its namespace: how many.
     * Otherwise (the bot still runs, or nothing of it is left) -1.
     *
     * @param pid the process the referee started ({@code unshare})
     * @param tree a {@link ProcessTree#snapshot} of it
     */
    static int leftAfterExit(long pid, Set<ProcessHandle> tree) {
        for (ProcessHandle process : tree) {
            Optional<ProcessHandle> parent = process.parent();
            if (parent.isPresent() && parent.get().pid() == pid && LINGER.equals(commandLine(process.pid()))) {
                return tree.size() - 2;
            }
        }
        return -1;
    }

    private static String commandLine(long pid) {
        try {
            byte[] raw = Files.readAllBytes(Path.of("/proc", Long.toString(pid), "cmdline"));
            return new String(raw, StandardCharsets.UTF_8).replace('\0', ' ').strip();
        } catch (IOException e) {
            return "";
        }
    }

    /** The words before the bot's command, or none where a namespace cannot be made here. */
    private static List<String> probe() {
        String path = System.getenv("PATH");
        Optional<String> unshare = Programs.findOnPath("unshare", path);
        Optional<String> sh = Programs.findOnPath("sh", path);
        if (unshare.isEmpty() || sh.isEmpty()) {
            return List.of();
        }
        Optional<String> setpriv = Programs.findOnPath("setpriv", path);
        // With setpriv, the outer shell dies with the referee's thread that started it, even when the
        // referee is killed, and the init with the outer shell: nothing of the bot outlives the referee.
        List<List<String>> dying = setpriv.isEmpty()
                ? List.of(List.of())
                : List.of(List.of(setpriv.get(), "--pdeathsig", "KILL"), List.of());
        List<List<String>> options = List.of(List.of("--pid"), List.of("--user", "--map-current-user", "--pid"));
        for (List<String> death : dying) {
            for (List<String> option : options) {
                List<String> prefix = new ArrayList<>(death);
                prefix.add(unshare.get());
                prefix.addAll(option);
                String init = String.join(" ", death) + (death.isEmpty() ? "" : " ") + sh.get();
                prefix.addAll(List.of(sh.get(), "-c", String.format(OUTER, init), "arbitre-bot", INIT));
                if (works(prefix)) {
                    return List.copyOf(prefix);
                }
            }
        }
        return List.of();
    }

    private static boolean works(List<String> prefix) {
        List<String> command = new ArrayList<>(prefix);
        command.addAll(List.of("sh", "-c", "exit 7"));
        try {
            Process process = new ProcessBuilder(command)
                    .redirectErrorStream(true)
                    .redirectOutput(ProcessBuilder.Redirect.DISCARD)
                    .start();
            if (!process.waitFor(10, TimeUnit.SECONDS)) {
                process.destroyForcibly();
                return false;
            }
            return process.exitValue() == 7;
        } catch (IOException e) {
            return false;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return false;
        }
    }
}
