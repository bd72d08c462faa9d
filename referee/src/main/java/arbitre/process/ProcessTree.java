package arbitre.process;

import java.io.IOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
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

    private ProcessTree() {}

    /**
     * The process, its descendants and the processes of the session it leads, alive now. One pass
     * over {@code /proc} reads each process's parent and session: this runs at the end of every
     * match, on machines that may have thousands of processes, so it reads each entry once.
     */
    public static Set<ProcessHandle> snapshot(long pid) {
        Set<Long> members = new LinkedHashSet<>();
        members.add(pid);
        Map<Long, List<Long>> children = new HashMap<>();
        for (long[] entry : table()) {
            children.computeIfAbsent(entry[1], k -> new ArrayList<>()).add(entry[0]);
            if (entry[2] == pid) {
                members.add(entry[0]);
            }
        }
        // The descendants of the session's processes too: a child of one of them is the bot's as well.
        Deque<Long> frontier = new ArrayDeque<>(members);
        while (!frontier.isEmpty()) {
            for (long child : children.getOrDefault(frontier.pop(), List.of())) {
                if (members.add(child)) {
                    frontier.push(child);
                }
            }
        }
        Set<ProcessHandle> tree = new LinkedHashSet<>();
        for (long member : members) {
            ProcessHandle.of(member).filter(ProcessHandle::isAlive).ifPresent(tree::add);
        }
        return tree;
    }

    /** Whether the kernel keeps each thread's list of children, which {@link #descendants} reads. */
    private static final boolean CHILDREN_LISTED = Files.isReadable(Path.of("/proc/thread-self/children"));

    /**
     * The process and its descendants, alive now: from the children lists where the kernel keeps
     * them ({@link #descendants}), a few files whatever the machine runs, else from a pass over
     * every process ({@link #snapshot}). Unlike a snapshot, a process that left the tree is not in
     * it: use where none can leave (a bot in a PID namespace of its own, whose orphans go to the
     * namespace's init, below the bot's root).
     */
    public static Set<ProcessHandle> descendantsAlive(long pid) {
        if (!CHILDREN_LISTED) {
            return snapshot(pid);
        }
        Set<ProcessHandle> tree = new LinkedHashSet<>();
        for (long member : descendants(pid)) {
            ProcessHandle.of(member).filter(ProcessHandle::isAlive).ifPresent(tree::add);
        }
        return tree;
    }

    /**
     * The process and its descendants, found from each thread's list of children
     * ({@code /proc/PID/task/TID/children}) rather than a pass over every process: cheap enough
     * to run on every move. Processes that left the tree (a daemon adopted by init) are not in it.
     */
    public static List<Long> descendants(long pid) {
        List<Long> found = new ArrayList<>();
        Deque<Long> frontier = new ArrayDeque<>();
        frontier.push(pid);
        while (!frontier.isEmpty() && found.size() < 4096) {
            long next = frontier.pop();
            found.add(next);
            try (DirectoryStream<Path> tasks =
                    Files.newDirectoryStream(PROC.resolve(Long.toString(next)).resolve("task"))) {
                for (Path task : tasks) {
                    String children = Files.readString(task.resolve("children")).strip();
                    if (!children.isEmpty()) {
                        for (String child : children.split(" ")) {
                            frontier.push(Long.parseLong(child));
                        }
                    }
                }
            } catch (IOException | RuntimeException e) {
                // gone, or a kernel without the children lists
            }
        }
        return found;
    }

    /** Every process as {@code {pid, parent, session}}; empty where there is no {@code /proc}. */
    private static List<long[]> table() {
        List<long[]> table = new ArrayList<>();
        if (!Files.isDirectory(PROC)) {
            return table;
        }
        try (DirectoryStream<Path> entries = Files.newDirectoryStream(PROC)) {
            for (Path entry : entries) {
                String name = entry.getFileName().toString();
                if (name.isEmpty() || !Character.isDigit(name.charAt(0))) {
                    continue;
                }
                long[] fields = stat(entry);
                if (fields != null) {
                    table.add(fields);
                }
            }
        } catch (IOException | RuntimeException e) {
            // /proc unreadable: only the root itself is known
        }
        return table;
    }

    /** {@code {pid, parent, session}} from {@code /proc/PID/stat}, or {@code null} when it is gone. */
    private static long[] stat(Path dir) {
        long[] fields = statFields(dir, SESSION);
        if (fields == null) {
            return null;
        }
        try {
            return new long[] {Long.parseLong(dir.getFileName().toString()), fields[PARENT], fields[SESSION]};
        } catch (NumberFormatException e) {
            return null;
        }
    }

    /**
     * Whether the process has exited or is exiting: gone, a zombie its parent has not reaped yet,
     * or on its way out. The kernel marks a process exiting ({@code PF_EXITING} in the flags of
     * {@code /proc/PID/stat}) before it closes its files, and keeps the mark on the zombie.
     */
    static boolean exiting(long pid) {
        long[] fields = statFields(PROC.resolve(Long.toString(pid)), FLAGS);
        return fields == null || (fields[FLAGS] & PF_EXITING) != 0;
    }

    /** Numbers of the fields of {@code /proc/PID/stat} read here (man proc(5)). */
    private static final int PARENT = 4;

    private static final int SESSION = 6;
    private static final int FLAGS = 9;
    /** The flag of an exiting process, in {@link #FLAGS} (the kernel's {@code include/linux/sched.h}). */
    private static final long PF_EXITING = 0x4;

    private static final int USER_TIME = 14;
    private static final int CHILDREN_SYSTEM_TIME = 17;
    private static final int RESIDENT_PAGES = 24;

    /**
     * The numeric fields of {@code /proc/PID/stat} up to field {@code last}, indexed by their
     * number (from 4, the parent; negative ones read as their digits), or {@code null} when the
     * process is gone. The command name (field 2) may hold spaces and parentheses, so the fields
     * are counted from its last {@code ')'}.
     */
    private static long[] statFields(Path dir, int last) {
        byte[] buffer = STAT_BUFFER.get();
        int length;
        try (java.io.FileInputStream in =
                new java.io.FileInputStream(dir.resolve("stat").toFile())) {
            length = in.read(buffer);
        } catch (IOException e) {
            return null;
        }
        int at = length - 1;
        while (at >= 0 && buffer[at] != ')') {
            at--;
        }
        long[] values = new long[last + 1];
        int field = 3;
        for (int i = at + 2; i < length && field <= last; i++) {
            byte b = buffer[i];
            if (b == ' ') {
                field++;
            } else if (field >= PARENT && b >= '0' && b <= '9') {
                values[field] = values[field] * 10 + (b - '0');
            }
        }
        return field < last ? null : values;
    }

    /**
     * What a tree of processes uses now: how many processes, their resident memory, and their CPU
     * time, each process's own plus that of the children it has reaped.
     *
     * @param processes live processes of the tree
     * @param residentBytes their resident memory, summed
     * @param cpuMillis their CPU time (user and system, with reaped children's), summed
     */
    public record Usage(int processes, long residentBytes, long cpuMillis) {}

    /** The kernel's clock ticks per second in {@code /proc/PID/stat} (USER_HZ, 100 on Linux). */
    private static final long TICKS_PER_SECOND = 100;

    private static final long PAGE_BYTES = 4096;

    /** The usage of a process, its descendants and its session's processes ({@link #snapshot}). */
    public static Usage usage(long pid) {
        return usage(snapshot(pid));
    }

    /** The usage of the processes {@code tree}, a {@link #snapshot} just taken. */
    static Usage usage(Set<ProcessHandle> tree) {
        int processes = 0;
        long pages = 0;
        long ticks = 0;
        for (ProcessHandle process : tree) {
            long[] fields = statFields(PROC.resolve(Long.toString(process.pid())), RESIDENT_PAGES);
            if (fields != null) {
                processes++;
                for (int field = USER_TIME; field <= CHILDREN_SYSTEM_TIME; field++) {
                    ticks += fields[field];
                }
                pages += fields[RESIDENT_PAGES];
            }
        }
        return new Usage(processes, pages * PAGE_BYTES, ticks * 1000 / TICKS_PER_SECOND);
    }

    /** A stat line is a few hundred bytes; the fields read come before the first 1 KiB. */
    private static final ThreadLocal<byte[]> STAT_BUFFER = ThreadLocal.withInitial(() -> new byte[1024]);

    /**
     * SIGTERM to the whole tree, then SIGKILL to what is still alive after {@code termGraceMs}.
     *
     * @return how many processes had to be killed with SIGKILL
     */
    public static int stop(long pid, long termGraceMs) {
        return stop(pid, snapshot(pid), termGraceMs);
    }

    /**
     * SIGTERM to these processes, then SIGKILL to those still alive after {@code termGraceMs};
     * no second look for processes they started meanwhile (the caller's control group has them).
     */
    /**
     * The live processes, other than this one, whose environment holds {@code entry}
     * ({@code NAME=VALUE}): what a bot started and took out of every other reach (a daemon that
     * moved itself out of its control groups and its session) still carries the environment it
     * was born with, unless it overwrote it. Only processes this user may inspect are seen.
     */
    public static Set<ProcessHandle> carrying(String entry) {
        return carrying(entry, SpawnProgram.program());
    }

    /**
     * As {@link #carrying(String)}, leaving out the processes of {@code helper}, the program that
     * starts bots ({@link SpawnProgram}): the watcher it leaves beside a bot carries the bot's
     * environment, and is the referee's own.
     */
    static Set<ProcessHandle> carrying(String entry, java.util.Optional<String> helper) {
        byte[] needle = (entry + "\0").getBytes(java.nio.charset.StandardCharsets.ISO_8859_1);
        long self = ProcessHandle.current().pid();
        Path helperFile = helper.map(ProcessTree::realPath).orElse(null);
        Set<ProcessHandle> found = new LinkedHashSet<>();
        try (DirectoryStream<Path> procs = Files.newDirectoryStream(PROC)) {
            for (Path proc : procs) {
                String name = proc.getFileName().toString();
                if (name.isEmpty() || !name.chars().allMatch(Character::isDigit) || Long.parseLong(name) == self) {
                    continue;
                }
                try {
                    byte[] environ = Files.readAllBytes(proc.resolve("environ"));
                    if (holds(environ, needle)
                            && (helperFile == null
                                    || !helperFile.equals(
                                            realPath(proc.resolve("exe").toString())))) {
                        ProcessHandle.of(Long.parseLong(name))
                                .filter(ProcessHandle::isAlive)
                                .ifPresent(found::add);
                    }
                } catch (IOException | RuntimeException e) {
                    // gone, or not this user's to read
                }
            }
        } catch (IOException e) {
            return found;
        }
        return found;
    }

    /** The file a path leads to, or {@code null} when it cannot be told. */
    private static Path realPath(String file) {
        try {
            return Path.of(file).toRealPath();
        } catch (IOException | RuntimeException e) {
            return null;
        }
    }

    /** Whether {@code environ} (NUL-separated entries) holds the entry {@code needle}, NUL-ended. */
    private static boolean holds(byte[] environ, byte[] needle) {
        outer:
        for (int start = 0; start + needle.length <= environ.length; ) {
            for (int i = 0; i < needle.length; i++) {
                if (environ[start + i] != needle[i]) {
                    int next = start;
                    while (next < environ.length && environ[next] != 0) {
                        next++;
                    }
                    start = next + 1;
                    continue outer;
                }
            }
            return true;
        }
        return false;
    }

    public static void stopAll(Set<ProcessHandle> processes, long termGraceMs) {
        processes.forEach(ProcessHandle::destroy);
        long deadline = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(termGraceMs);
        for (ProcessHandle p : processes) {
            long left = deadline - System.nanoTime();
            if (left > 0) {
                try {
                    p.onExit().get(left, TimeUnit.NANOSECONDS);
                } catch (Exception e) {
                    // still alive, or interrupted: it gets SIGKILL below
                }
            }
        }
        processes.stream().filter(ProcessHandle::isAlive).forEach(ProcessHandle::destroyForcibly);
    }

    /**
     * As {@link #stop(long, long)}, from a {@link #snapshot} just taken.
     *
     * @return how many processes had to be killed with SIGKILL
     */
    public static int stop(long pid, Set<ProcessHandle> tree, long termGraceMs) {
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
}
