package arbitre.process;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Collection;
import java.util.List;
import java.util.Optional;

/**
 * Pins a bot to its CPU for good: a cpuset cgroup of its own, which its processes cannot leave
 * (an unprivileged process can write neither its cgroup nor, beyond the cpuset, its affinity).
 * {@code taskset} alone binds the bot too, but a bot may undo its own binding and take a second
 * CPU from the match next to it.
 *
 * <p>Made where the referee may: a cgroup v1 {@code cpuset} hierarchy, or a cgroup v2 tree whose
 * {@code cpuset} controller is enabled for the referee's children; in practice as root. Elsewhere
 * (a user without a delegated cgroup) the bot keeps {@code taskset}'s binding alone. The bot's
 * processes are moved in just after its start: what it forks in the first instant, before the
 * move, keeps the binding {@code taskset} gave it.
 */
final class CpuSet implements AutoCloseable {
    private static final Path CGROUPS = Path.of("/sys/fs/cgroup");

    private final Path dir;

    private CpuSet(Path dir) {
        this.dir = dir;
    }

    /** A cpuset of one CPU named {@code name}, or empty where none can be made here. */
    static Optional<CpuSet> create(String name, int cpu) {
        Optional<Path> parent = parent();
        if (parent.isEmpty()) {
            return Optional.empty();
        }
        Path dir = parent.get().resolve(name);
        try {
            Files.createDirectory(dir);
            CpuSet set = new CpuSet(dir);
            try {
                Path mems = parent.get().resolve("cpuset.mems");
                if (Files.exists(dir.resolve("cpuset.mems")) && Files.isReadable(mems)) {
                    // v1 refuses processes until the set has memory nodes; v2 inherits its parent's.
                    String parentMems = Files.readString(mems).strip();
                    if (!parentMems.isEmpty()) {
                        write(dir.resolve("cpuset.mems"), parentMems);
                    }
                }
                write(dir.resolve("cpuset.cpus"), Integer.toString(cpu));
                return Optional.of(set);
            } catch (IOException | RuntimeException e) {
                set.close();
                return Optional.empty();
            }
        } catch (IOException | RuntimeException e) {
            return Optional.empty();
        }
    }

    /** Moves these processes into the set; one that is gone already is skipped. */
    void add(Collection<Long> pids) {
        for (long pid : pids) {
            try {
                write(dir.resolve("cgroup.procs"), Long.toString(pid));
            } catch (IOException e) {
                // exited in the meantime
            }
        }
    }

    /** Removes the set once its processes are gone (the kernel refuses while any is left). */
    @Override
    public void close() {
        for (int attempt = 0; attempt < 20; attempt++) {
            try {
                Files.deleteIfExists(dir);
                return;
            } catch (IOException e) {
                try {
                    Thread.sleep(10);
                } catch (InterruptedException interrupted) {
                    Thread.currentThread().interrupt();
                    return;
                }
            }
        }
    }

    /** The cpuset cgroup the referee is in, where it may make children; empty when there is none. */
    private static Optional<Path> parent() {
        List<String> lines;
        try {
            lines = Files.readAllLines(Path.of("/proc/self/cgroup"));
        } catch (IOException e) {
            return Optional.empty();
        }
        for (String line : lines) {
            String[] fields = line.split(":", 3);
            if (fields.length == 3 && List.of(fields[1].split(",")).contains("cpuset")) {
                Path v1 = CGROUPS.resolve("cpuset").resolve(fields[2].substring(1));
                if (Files.isWritable(v1) && Files.exists(v1.resolve("cpuset.cpus"))) {
                    return Optional.of(v1);
                }
            }
        }
        for (String line : lines) {
            if (line.startsWith("0::")) {
                Path v2 = CGROUPS.resolve(line.substring(4));
                try {
                    if (Files.isWritable(v2)
                            && Files.readString(v2.resolve("cgroup.subtree_control"))
                                    .contains("cpuset")) {
                        return Optional.of(v2);
                    }
                } catch (IOException e) {
                    return Optional.empty();
                }
            }
        }
        return Optional.empty();
    }

    private static void write(Path file, String value) throws IOException {
        Files.write(file, value.getBytes(StandardCharsets.US_ASCII));
    }
}
