package arbitre.process;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;

/**
 * A file of the kernel's ({@code /proc}, {@code /sys/fs/cgroup}) read or written many times a
 * game: kept open, read from its start into one buffer, parsed without making strings. Opening a
 * file and reading it into a string costs tens of microseconds and garbage; this costs a system
 * call. Not thread-safe: one owner reads it.
 */
final class KernelFile implements AutoCloseable {
    private final Path path;
    private final boolean write;
    private final ByteBuffer buffer;
    private FileChannel channel;

    private KernelFile(Path path, boolean write, int size) {
        this.path = path;
        this.write = write;
        // Direct: the channel reads into it without a buffer of its own to copy from.
        this.buffer = ByteBuffer.allocateDirect(size);
    }

    /** A file read again and again. */
    static KernelFile reader(Path path, int size) {
        return new KernelFile(path, false, size);
    }

    /** A file written again and again. */
    static KernelFile writer(Path path) {
        return new KernelFile(path, true, 32);
    }

    Path path() {
        return path;
    }

    /**
     * A read of a kernel file shorter than this returned the whole file. The kernel fills a read
     * from a page-sized buffer of whole lines, stopping short only at the end of the file or when
     * the next line does not fit; these files' lines are a few dozen bytes. Stopping there saves
     * the second read (the one that returns nothing) on every move.
     */
    static final int WHOLE_FILE_READ = 2048;

    /** Reads the file from its start; the buffer holds what was read, ready to be parsed. */
    ByteBuffer read() throws IOException {
        FileChannel open = channel();
        buffer.clear();
        long position = 0;
        int read;
        while (buffer.hasRemaining() && (read = open.read(buffer, position)) > 0) {
            position += read;
            if (read < WHOLE_FILE_READ) {
                break;
            }
        }
        buffer.flip();
        return buffer;
    }

    /** The first whole number in the file. */
    long readLong() throws IOException {
        return nextLong(read());
    }

    /** Writes a short value from the file's start. */
    void write(byte[] value) throws IOException {
        channel().write(ByteBuffer.wrap(value), 0);
    }

    void write(String value) throws IOException {
        write(value.getBytes(StandardCharsets.US_ASCII));
    }

    private FileChannel channel() throws IOException {
        if (channel == null) {
            channel = write
                    ? FileChannel.open(path, StandardOpenOption.WRITE)
                    : FileChannel.open(path, StandardOpenOption.READ);
        }
        return channel;
    }

    /**
     * The next whole number from the buffer's position on, skipping what comes before it; the
     * position moves past it. -1 when there is none.
     */
    static long nextLong(ByteBuffer text) {
        while (text.hasRemaining()) {
            byte b = text.get(text.position());
            if (b >= '0' && b <= '9') {
                break;
            }
            text.get();
        }
        if (!text.hasRemaining()) {
            return -1;
        }
        long value = 0;
        while (text.hasRemaining()) {
            byte b = text.get(text.position());
            if (b < '0' || b > '9') {
                break;
            }
            value = value * 10 + (b - '0');
            text.get();
        }
        return value;
    }

    /** Moves the buffer's position past the next occurrence of {@code word}; false when there is none. */
    static boolean skipPast(ByteBuffer text, byte[] word) {
        outer:
        for (int start = text.position(); start + word.length <= text.limit(); start++) {
            for (int i = 0; i < word.length; i++) {
                if (text.get(start + i) != word[i]) {
                    continue outer;
                }
            }
            text.position(start + word.length);
            return true;
        }
        return false;
    }

    @Override
    public void close() {
        if (channel != null) {
            try {
                channel.close();
            } catch (IOException e) {
                // nothing to do
            }
            channel = null;
        }
    }
}
