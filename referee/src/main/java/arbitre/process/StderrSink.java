package arbitre.process;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;

/**
 * Drains a bot's standard error into a file on its own thread, so that a bot that writes a lot
 * never blocks. The file keeps the first {@code cap} bytes and then a line saying how much was
 * cut; the rest is read and dropped. A symbolic link in the file's place is not followed: the
 * bot's standard error is then dropped.
 */
final class StderrSink implements Runnable {
    private final InputStream in;
    private final Path file;
    private final long cap;
    private final StderrWords words;

    StderrSink(InputStream in, Path file, long cap) {
        this(in, file, cap, null);
    }

    /** @param words where what the bot writes is also kept by ply, or {@code null} */
    StderrSink(InputStream in, Path file, long cap, StderrWords words) {
        this.in = in;
        this.file = file;
        this.cap = cap;
        this.words = words;
    }

    @Override
    public void run() {
        byte[] chunk = new byte[8192];
        long total = 0;
        OutputStream out = null;
        try {
            // A symbolic link planted in the output folder is not followed: its target is not ours to write.
            out = file == null
                    ? OutputStream.nullOutputStream()
                    : Files.newOutputStream(
                            file,
                            StandardOpenOption.CREATE,
                            StandardOpenOption.TRUNCATE_EXISTING,
                            StandardOpenOption.WRITE,
                            LinkOption.NOFOLLOW_LINKS);
        } catch (IOException e) {
            out = OutputStream.nullOutputStream();
        }
        try (OutputStream sink = out) {
            int read;
            while (true) {
                if (words != null) {
                    words.draining();
                }
                read = in.read(chunk);
                if (read <= 0) {
                    break;
                }
                if (words != null) {
                    words.read();
                    words.wrote(chunk, 0, read);
                }
                if (total < cap) {
                    sink.write(chunk, 0, (int) Math.min(read, cap - total));
                    sink.flush();
                }
                total += read;
            }
            if (total > cap) {
                sink.write(("\n[arbitre: standard error cut after " + cap + " bytes; " + (total - cap)
                                + " more were dropped]\n")
                        .getBytes(StandardCharsets.UTF_8));
            }
        } catch (IOException e) {
            // The bot is gone or the file cannot be written: nothing more to keep.
        }
        try {
            in.close();
        } catch (IOException ignored) {
            // already closed
        }
    }
}
