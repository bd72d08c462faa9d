package arbitre.process;

import java.io.IOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;

/**
 * Sees when no process of a sandboxed bot holds its standard output any more. Outside the
 * sandbox a bot that closes its output ends the pipe, and the referee reads the end at once. In
 * the sandbox, bubblewrap's own two processes (the one started, and the init of the bot's PID
 * namespace) keep the pipe open for as long as the bot runs, so its end never comes: the bot's
 * processes are looked at instead, in {@code /proc/PID/fd}, for a link to the pipe.
 */
final class OutputWatch {
    private static final Path PROC = Path.of("/proc");

    private final long root;
    private final String pipe;

    private OutputWatch(long root, String pipe) {
        this.root = root;
        this.pipe = pipe;
    }

    /** A watch on the output of the bot started as {@code root}, or {@code null} when its output is not a pipe. */
    static OutputWatch of(long root) {
        try {
            String link = Files.readSymbolicLink(fd(root).resolve("1")).toString();
            return link.startsWith("pipe:") ? new OutputWatch(root, link) : null;
        } catch (IOException | RuntimeException e) {
            return null;
        }
    }

    /**
     * Whether a process of {@code tree} other than the sandbox's own holds the output; also true
     * while the bot has no process yet (the sandbox is being set up), or none any more.
     *
     * <p>A process that has exited, or is exiting, counts as none of the bot's: the kernel closed
     * its files, the bot closed nothing, and an exit is the bot's exit to report, not a closed
     * output. Until its parent reaps it, such a process stays in the tree: on a loaded machine the
     * sandbox's starting shell, waiting for a CPU, left the {@code rm} it had run unreaped for
     * longer than two looks, and a bot still starting was judged to have closed its output. A
     * process is asked whether it is exiting after its files are looked at: one found holding
     * nothing because it exits is marked so by then.
     */
    boolean held(Set<ProcessHandle> tree) {
        boolean bot = false;
        for (ProcessHandle process : tree) {
            long pid = process.pid();
            if (pid == root || namespaceInit(pid)) {
                continue;
            }
            if (holds(pid)) {
                return true;
            }
            if (!ProcessTree.exiting(pid)) {
                bot = true;
            }
        }
        return !bot;
    }

    private boolean holds(long pid) {
        try (DirectoryStream<Path> fds = Files.newDirectoryStream(fd(pid))) {
            for (Path fd : fds) {
                try {
                    if (Files.readSymbolicLink(fd).toString().equals(pipe)) {
                        return true;
                    }
                } catch (IOException | RuntimeException e) {
                    // closed meanwhile
                }
            }
        } catch (IOException | RuntimeException e) {
            // gone, or not ours to see: taken as holding nothing only when it is gone
            return Files.isDirectory(PROC.resolve(Long.toString(pid)));
        }
        return false;
    }

    /** Whether {@code pid} is process 1 of its PID namespace: the sandbox's init, never the bot. */
    private static boolean namespaceInit(long pid) {
        try {
            for (String line :
                    Files.readAllLines(PROC.resolve(Long.toString(pid)).resolve("status"))) {
                if (line.startsWith("NSpid:")) {
                    List<String> ids =
                            List.of(line.substring("NSpid:".length()).trim().split("\\s+"));
                    return ids.size() > 1 && ids.get(ids.size() - 1).equals("1");
                }
            }
        } catch (IOException | RuntimeException e) {
            // gone
        }
        return false;
    }

    private static Path fd(long pid) {
        return PROC.resolve(Long.toString(pid)).resolve("fd");
    }
}
