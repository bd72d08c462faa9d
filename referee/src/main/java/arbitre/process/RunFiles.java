package arbitre.process;

import java.io.IOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.Optional;
import java.util.stream.Stream;

/**
 * The temporary files a referee makes for its bots (a bot's fresh folder, a sandbox's options),
 * named after the referee that made them: {@code PREFIX<pid>-<start>-<random>}, its process id
 * and the moment it started, in milliseconds. A referee removes its own as each bot ends; one
 * killed outright (SIGKILL, the kernel's out-of-memory killer, a cluster's time limit) cannot, and
 * the next referee to start a bot on the machine removes them, with whatever its bots left in
 * them: those of a referee whose process is gone, or is another process with its number.
 */
final class RunFiles {
    private RunFiles() {}

    /** {@code <pid>-<start>-} of this referee. */
    static final String OWN_TAG =
            tag(ProcessHandle.current()).orElse(ProcessHandle.current().pid() + "-0-");

    private static volatile boolean swept;

    /** The tag of a live process, or empty when it is gone or its start is not known. */
    private static Optional<String> tag(ProcessHandle process) {
        return process.info().startInstant().map(start -> process.pid() + "-" + start.toEpochMilli() + "-");
    }

    /** A new temporary folder of this referee's, named {@code prefix} and its tag; stale ones swept first. */
    static Path newFolder(String prefix) throws IOException {
        sweepOnce();
        return Files.createTempDirectory(prefix + OWN_TAG);
    }

    /** A new temporary file of this referee's, named {@code prefix}, its tag and {@code suffix}. */
    static Path newFile(String prefix, String suffix) throws IOException {
        sweepOnce();
        return Files.createTempFile(prefix + OWN_TAG, suffix);
    }

    /** The prefixes of the files made here, each followed by a referee's tag. */
    static final java.util.List<String> PREFIXES = java.util.List.of("arbitre-bot-", "arbitre-sandbox-");

    private static void sweepOnce() {
        if (!swept) {
            swept = true;
            sweep(Path.of(System.getProperty("java.io.tmpdir")));
        }
    }

    /** Removes the files of referees that are gone from {@code folder}; returns how many were removed. */
    static int sweep(Path folder) {
        int removed = 0;
        try (DirectoryStream<Path> entries = Files.newDirectoryStream(folder, "arbitre-*")) {
            for (Path entry : entries) {
                if (stale(entry.getFileName().toString()) && ours(entry) && remove(entry)) {
                    removed++;
                }
            }
        } catch (IOException | RuntimeException e) {
            // no temporary folder to look at
        }
        return removed;
    }

    /** Whether a file of that name was made by a referee that is gone. */
    static boolean stale(String name) {
        for (String prefix : PREFIXES) {
            if (!name.startsWith(prefix)) {
                continue;
            }
            String[] parts = name.substring(prefix.length()).split("-", 3);
            if (parts.length < 3 || !parts[0].matches("\\d{1,10}") || !parts[1].matches("\\d{1,19}")) {
                return false;
            }
            long pid = Long.parseLong(parts[0]);
            String tag = parts[0] + "-" + parts[1] + "-";
            if (tag.equals(OWN_TAG)) {
                return false;
            }
            Optional<ProcessHandle> process = ProcessHandle.of(pid);
            // A referee that is alive keeps its own; so does one whose start cannot be read.
            return process.isEmpty()
                    || process.get().info().startInstant().isPresent()
                            && !tag(process.get()).orElse("").equals(tag);
        }
        return false;
    }

    /** Whether the file belongs to the user this referee runs as (no one else's is touched). */
    private static boolean ours(Path entry) {
        try {
            return Files.getOwner(entry, java.nio.file.LinkOption.NOFOLLOW_LINKS)
                    .getName()
                    .equals(System.getProperty("user.name"));
        } catch (IOException | UnsupportedOperationException e) {
            return false;
        }
    }

    /** Removes a file, or a folder and what it holds, without following the links a bot made in it. */
    private static boolean remove(Path entry) {
        try (Stream<Path> files = Files.walk(entry)) {
            files.sorted(Comparator.reverseOrder())
                    .forEach(path -> path.toFile().delete());
        } catch (IOException | RuntimeException e) {
            // another referee removing it too, or a file it cannot remove
        }
        return !Files.exists(entry, java.nio.file.LinkOption.NOFOLLOW_LINKS);
    }
}
