package arbitre.process;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashSet;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.TimeUnit;

/**
 * Stops a bot and every process it started.
 *
 * <p>A bot is started as the leader of its own session (see {@link BotProcess}), so the tree to
 * stop is its descendants plus every process still in its session: the latter also catches
 * children that double-forked away from the bot and were adopted by init. The tree is snapshotted
 * before any signal, asked to stop with SIGTERM, and what is left after a grace is killed with
 * SIGKILL.
 */
public final class ProcessTree {
    private static final Path PROC = Path.of("/proc");

    private ProcessTree() {
    }

    /** The process, its descendants and the processes of the session it leads, alive now. */
    public static Set<ProcessHandle> snapshot(long pid) {
        Set<ProcessHandle> tree = new LinkedHashSet<>();
        ProcessHandle.of(pid).ifPresent(root -> {
            tree.add(root);
            root.descendants().forEach(tree::add);
        });
        if (Files.isDirectory(PROC)) {
            ProcessHandle.allProcesses()
                    .filter(p -> p.pid() != pid && sessionOf(p.pid()).orElse(-1L) == pid)
                    .forEach(tree::add);
        }
        tree.removeIf(p -> !p.isAlive());
        return tree;
    }

    /**
     * SIGTERM to the whole tree, then SIGKILL to what is still alive after {@code termGraceMs}.
     *
     * @return how many processes had to be killed with SIGKILL
     */
    public static int stop(long pid, long termGraceMs) {
        Set<ProcessHandle> tree = snapshot(pid);
        if (tree.isEmpty()) {
            // Nothing alive, so nothing left that could start another process.
            return 0;
        }
        tree.forEach(ProcessHandle::destroy);
        long deadline = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(termGraceMs);
        for (ProcessHandle p : tree) {
            long left = deadline - System.nanoTime();
            if (left > 0) {
                try {
                    p.onExit().get(left, TimeUnit.NANOSECONDS);
                } catch (Exception e) {
                    // still alive, or interrupted: it gets SIGKILL below
                }
            }
        }
        int killed = 0;
        // A process may have started others while the tree was being stopped: look again.
        Set<ProcessHandle> left = new LinkedHashSet<>(tree);
        left.addAll(snapshot(pid));
        for (ProcessHandle p : left) {
            if (p.isAlive()) {
                p.destroyForcibly();
                killed++;
            }
        }
        return killed;
    }

    /** The session id of a process, from {@code /proc/PID/stat}. */
    static Optional<Long> sessionOf(long pid) {
        try {
            String stat = Files.readString(PROC.resolve(Long.toString(pid)).resolve("stat"));
            // pid (comm) state ppid pgrp session ...; comm may hold spaces and parentheses.
            String[] fields = stat.substring(stat.lastIndexOf(')') + 2).split(" ");
            return Optional.of(Long.parseLong(fields[3]));
        } catch (IOException | RuntimeException e) {
            return Optional.empty();
        }
    }
}
