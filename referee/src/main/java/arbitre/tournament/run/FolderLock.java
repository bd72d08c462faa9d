package arbitre.tournament.run;

import java.io.IOException;
import java.io.PrintWriter;
import java.net.InetAddress;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.channels.OverlappingFileLockException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.time.Instant;
import java.time.temporal.ChronoUnit;

/**
 * The lock of an output folder: one run at a time plays into it. Two runs on one folder would
 * both play every pending match and overwrite each other's logs.
 *
 * <p>{@code .arbitre.lock} holds who runs (pid, host, start time) for the message a second run
 * gets, and an operating-system lock on it says whether that run is still alive: the system drops
 * the lock of a process that dies, however it dies, so a lock file left by a killed run is taken
 * over (with a note), never waited for.
 */
public final class FolderLock implements AutoCloseable {
    static final String NAME = ".arbitre.lock";

    private final Path file;
    private final FileChannel channel;
    private final FileLock lock;

    private FolderLock(Path file, FileChannel channel, FileLock lock) {
        this.file = file;
        this.channel = channel;
        this.lock = lock;
    }

    /**
     * Takes the folder's lock.
     *
     * @param notes told when the lock of a run that is gone is taken over
     * @throws FolderInUseException when another live run holds it
     */
    public static FolderLock acquire(Path folder, PrintWriter notes) throws IOException {
        Files.createDirectories(folder);
        Path file = folder.resolve(NAME);
        if (Files.isSymbolicLink(file)) {
            throw new IOException(file + " is a symbolic link, which the referee does not follow in its output folder:"
                    + " remove it");
        }
        FileChannel channel;
        try {
            channel = FileChannel.open(
                    file,
                    StandardOpenOption.CREATE,
                    StandardOpenOption.READ,
                    StandardOpenOption.WRITE,
                    LinkOption.NOFOLLOW_LINKS);
        } catch (java.nio.file.FileSystemException e) {
            throw new IOException(file + " cannot be opened" + (e.getReason() == null ? "" : ": " + e.getReason()), e);
        }
        FileLock lock;
        try {
            lock = channel.tryLock();
        } catch (OverlappingFileLockException e) {
            lock = null; // held by this very process, by another run of the command line
        } catch (IOException e) {
            // A file system without locks (some network ones): run, but say that nothing guards the folder.
            channel.close();
            notes.println("arbitre: " + folder + " cannot be locked (" + e.getMessage() + "); make sure no other run"
                    + " plays into it");
            return new FolderLock(file, null, null);
        }
        String holder = read(channel);
        if (lock == null) {
            channel.close();
            throw new FolderInUseException(folder + " is in use by another run ("
                    + (holder.isEmpty() ? "unknown" : holder) + "); wait for it to end, or give another --output");
        }
        if (!holder.isEmpty()) {
            notes.println("arbitre: " + folder + " was locked by a run that is no longer running (" + holder
                    + "); taking it over");
        }
        String host = hostName();
        String me = "pid " + ProcessHandle.current().pid() + " on " + host + ", started "
                + Instant.now().truncatedTo(ChronoUnit.SECONDS);
        channel.truncate(0);
        channel.write(ByteBuffer.wrap(me.getBytes(StandardCharsets.UTF_8)), 0);
        channel.force(false);
        return new FolderLock(file, channel, lock);
    }

    /** This machine's name, without a network look-up where the system says it. */
    private static String hostName() {
        try {
            return Files.readString(Path.of("/proc/sys/kernel/hostname")).strip();
        } catch (IOException | RuntimeException e) {
            try {
                return InetAddress.getLocalHost().getHostName();
            } catch (IOException unknown) {
                return "unknown host";
            }
        }
    }

    private static String read(FileChannel channel) throws IOException {
        ByteBuffer buffer = ByteBuffer.allocate(1024);
        channel.read(buffer, 0);
        return new String(buffer.array(), 0, buffer.position(), StandardCharsets.UTF_8).strip();
    }

    /** Empties and releases the lock: the next run finds no holder to mention. */
    @Override
    public void close() throws IOException {
        if (channel == null) {
            return;
        }
        try {
            channel.truncate(0);
            lock.release();
        } finally {
            channel.close();
        }
    }

    /** The folder is in use by another run. */
    public static final class FolderInUseException extends RuntimeException {
        private static final long serialVersionUID = 1L;

        FolderInUseException(String message) {
            super(message);
        }
    }
}
