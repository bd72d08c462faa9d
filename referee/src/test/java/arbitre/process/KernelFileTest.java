package arbitre.process;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Kernel files read again and again from their start. */
class KernelFileTest {

    @Test
    void read_kernelFileLongerThanAPage_isReadWhole() throws Exception {
        // Every mapping of this virtual machine: many pages of lines, handed out a page at a time.
        Path maps = Path.of("/proc/self/maps");
        try (KernelFile file = KernelFile.reader(maps, 1 << 22)) {
            String read = text(file.read());
            String lastLine = lastLine(Files.readString(maps));
            assertThat(read.length()).as("more than one read's worth").isGreaterThan(2 * KernelFile.WHOLE_FILE_READ);
            assertThat(read).as("the mappings up to the last one").endsWith(lastLine + "\n");
        }
    }

    @Test
    void read_shortFileReadAgain_givesItsContentEachTime() throws Exception {
        Path stat = Path.of("/proc/self/schedstat");
        try (KernelFile file = KernelFile.reader(stat, 128)) {
            long first = file.readLong();
            long second = file.readLong();
            assertThat(first).isPositive();
            assertThat(second).as("time on the CPU only grows").isGreaterThanOrEqualTo(first);
        }
    }

    @Test
    void read_ordinaryFileLongerThanOneRead_isReadWhole(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("long");
        String content = "1234567\n".repeat(4000);
        Files.writeString(file, content);
        try (KernelFile kernelFile = KernelFile.reader(file, 64 * 1024)) {
            assertThat(text(kernelFile.read())).isEqualTo(content);
        }
    }

    private static String text(ByteBuffer buffer) {
        byte[] bytes = new byte[buffer.remaining()];
        buffer.get(bytes);
        return new String(bytes, StandardCharsets.US_ASCII);
    }

    private static String lastLine(String text) {
        String[] lines = text.strip().split("\n");
        return lines[lines.length - 1];
    }
}
