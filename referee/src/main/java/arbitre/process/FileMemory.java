package arbitre.process;

import java.io.IOException;
import java.nio.file.DirectoryStream;
import java.nio.file.FileStore;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;

/**
 * Memory a sandboxed bot holds in files, which is in no process's resident set: the memory files
 * ({@code memfd_create}) its processes hold open without mapping them, and what it wrote to the
 * memory file systems of its sandbox ({@code /tmp} and {@code /dev/shm}, each a private tmpfs).
 * A bot could otherwise write 96 memory files of 16 MiB, close its mappings and hold 1.5 GiB
 * under a 512 MiB limit.
 *
 * <p>Shared memory mapped by a process is in its resident set only for the pages that process
 * has touched: a child that fills a shared mapping of its parent and exits leaves the pages in
 * nobody's resident set. So every shared memory mapping (memory files, shared anonymous memory,
 * System V segments) counts at its whole mapped size.
 *
 * <p>How it is read, without privileges: each process's open files are the links of {@code
 * /proc/PID/fd}; a link to {@code /memfd:…} is a memory file, whose size the link's target gives;
 * each process's mappings are the lines of {@code /proc/PID/maps}. One object held by several
 * processes, or twice, counts once, at the larger of its size and its mapped extent. The tmpfs are
 * reached through the root of a process inside the sandbox ({@code /proc/PID/root/tmp}), and their
 * use is their size less their free space.
 *
 * <p>On the safe side, pages a process has touched count twice: in its resident set and here
 * (also a file of a tmpfs that is mapped). Out of sight stay a memory file closed with only part
 * of it mapped and a System V segment mapped by no process; the sandbox's seccomp filter denies
 * the calls that make them.
 */
final class FileMemory {
    /**
     * What a bot holds in files.
     *
     * @param memfdBytes the sizes of the memory files its processes hold open or map, and of the
     *     shared memory they map
     * @param tmpfsBytes what its private {@code /tmp} and {@code /dev/shm} hold
     */
    record Held(long memfdBytes, long tmpfsBytes) {
        static final Held NONE = new Held(0, 0);

        long total() {
            return memfdBytes + tmpfsBytes;
        }
    }

    private static final Path PROC = Path.of("/proc");
    private static final String MEMFD = "/memfd:";
    private static final List<String> TMPFS = List.of("tmp", "dev/shm");

    private FileMemory() {}

    /** What the processes {@code tree} (a bot's, from {@link ProcessTree#snapshot}) hold in files. */
    static Held held(Set<ProcessHandle> tree) {
        Map<Object, Long> memfds = new HashMap<>();
        Map<Object, Long> inodes = new HashMap<>();
        Path inside = null;
        for (ProcessHandle process : tree) {
            Path dir = PROC.resolve(Long.toString(process.pid()));
            openMemfds(dir, memfds, inodes);
            if (inside == null && inSandbox(dir)) {
                inside = dir;
            }
        }
        Map<Long, Long> shared = new HashMap<>();
        for (Map.Entry<Object, Long> memfd : memfds.entrySet()) {
            shared.merge(inodes.get(memfd.getKey()), memfd.getValue(), Math::max);
        }
        for (ProcessHandle process : tree) {
            sharedMappings(PROC.resolve(Long.toString(process.pid())), shared);
        }
        long memfdBytes = 0;
        for (long bytes : shared.values()) {
            memfdBytes += bytes;
        }
        return new Held(memfdBytes, inside == null ? 0 : tmpfsBytes(inside));
    }

    /** Adds the memory files open in process {@code dir}: size and inode by file key. */
    private static void openMemfds(Path dir, Map<Object, Long> sizes, Map<Object, Long> inodes) {
        try (DirectoryStream<Path> fds = Files.newDirectoryStream(dir.resolve("fd"))) {
            for (Path fd : fds) {
                try {
                    if (!Files.readSymbolicLink(fd).toString().startsWith(MEMFD)) {
                        continue;
                    }
                    Map<String, Object> attributes = Files.readAttributes(fd, "unix:ino,size");
                    Object inode = attributes.get("ino");
                    sizes.put(inode, (Long) attributes.get("size"));
                    inodes.put(inode, ((Number) inode).longValue());
                } catch (IOException | RuntimeException e) {
                    // closed meanwhile
                }
            }
        } catch (IOException | RuntimeException e) {
            // the process is gone, or its files are not ours to see
        }
    }

    /**
     * Adds the shared memory process {@code dir} maps ({@code /proc/PID/maps}): memory files
     * ({@code /memfd:…}), shared anonymous memory ({@code /dev/zero (deleted)}) and System V
     * segments ({@code /SYSV…}), each object's extent by inode.
     */
    static void sharedMappings(Path dir, Map<Long, Long> extents) {
        try (var lines = Files.lines(dir.resolve("maps"))) {
            // Most lines are the program's and its libraries': only these few are split.
            lines.filter(FileMemory::mayBeSharedMemory).forEach(line -> {
                String[] fields = line.trim().split("\\s+", 6);
                if (fields.length == 6 && isSharedMemory(fields[5])) {
                    try {
                        String[] range = fields[0].split("-", 2);
                        long length = Long.parseUnsignedLong(range[1], 16) - Long.parseUnsignedLong(range[0], 16);
                        long end = Long.parseUnsignedLong(fields[2], 16) + length;
                        extents.merge(Long.parseLong(fields[4]), end, Math::max);
                    } catch (RuntimeException e) {
                        // not a line of maps as the kernel writes it
                    }
                }
            });
        } catch (IOException | RuntimeException e) {
            // the process is gone
        }
    }

    private static boolean mayBeSharedMemory(String line) {
        return line.contains(MEMFD) || line.contains("/SYSV") || line.contains("/dev/zero");
    }

    private static boolean isSharedMemory(String path) {
        return path.startsWith(MEMFD) || path.startsWith("/SYSV") || path.equals("/dev/zero (deleted)");
    }

    /**
     * Whether process {@code dir} is inside the sandbox: it sees other mounts than the referee, and
     * its root is another folder. While bubblewrap sets a sandbox up, its processes have mounts of
     * their own but still the machine's root, whose /tmp holds what everybody wrote there: counted,
     * it took a starting bot over its memory limit.
     */
    private static boolean inSandbox(Path dir) {
        try {
            return !Objects.equals(
                            Files.readSymbolicLink(dir.resolve("ns/mnt")),
                            Files.readSymbolicLink(PROC.resolve("self/ns/mnt")))
                    && !Files.isSameFile(dir.resolve("root"), PROC.resolve("self/root"));
        } catch (IOException | RuntimeException e) {
            return false;
        }
    }

    /** What the sandbox's tmpfs hold, seen through the root of process {@code dir}. */
    private static long tmpfsBytes(Path dir) {
        long bytes = 0;
        for (String folder : TMPFS) {
            try {
                // The sizes come from statfs of the path itself; the store's name may be the host's.
                FileStore store = Files.getFileStore(dir.resolve("root").resolve(folder));
                bytes += Math.max(0, store.getTotalSpace() - store.getUnallocatedSpace());
            } catch (IOException | RuntimeException e) {
                // the process is gone
            }
        }
        return bytes;
    }
}
