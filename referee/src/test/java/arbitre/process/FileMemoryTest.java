package arbitre.process;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class FileMemoryTest {
    @Test
    void sharedMappings_countEachSharedObjectAtItsExtent_andNothingElse(@TempDir Path dir) throws Exception {
        Files.writeString(dir.resolve("maps"), """
                55d0c0000000-55d0c0100000 r-xp 00000000 fd:01 1234 /usr/bin/python3.11
                7f0000000000-7f0004000000 rw-s 00000000 00:01 2048 /dev/zero (deleted)
                7f0004000000-7f0004001000 rw-s 00000000 00:01 4096 /memfd:probe (deleted)
                7f0004001000-7f0004002000 r--s 00003000 00:01 4096 /memfd:probe (deleted)
                7f0005000000-7f0005100000 rw-s 00000000 00:01 65536 /SYSV00000000 (deleted)
                7f0006000000-7f0007000000 rw-p 00000000 00:00 0
                7f0008000000-7f0008100000 rw-s 00000000 00:25 77 /tmp/cache.bin
                """);
        Map<Long, Long> extents = new HashMap<>();

        FileMemory.sharedMappings(dir, extents);

        // 64 MiB of shared anonymous memory, a memory file mapped up to its fourth page, 1 MiB of System V;
        // not the program, private memory or a file of /tmp (whose tmpfs is counted on its own).
        assertThat(extents)
                .containsOnly(Map.entry(2048L, 64L << 20), Map.entry(4096L, 4L * 4096), Map.entry(65536L, 1L << 20));
    }

    @Test
    void sharedMappings_processGone_addsNothing(@TempDir Path dir) {
        Map<Long, Long> extents = new HashMap<>();

        FileMemory.sharedMappings(dir.resolve("gone"), extents);

        assertThat(extents).isEmpty();
    }

    @Test
    void held_aProcessInAMountNamespaceOfItsOwnStillUnderTheHostsRoot_countsNoneOfTheHostsFiles() throws Exception {
        // As a sandbox is while bubblewrap sets it up: its mount namespace is its own, its root
        // still the machine's, whose /tmp holds what everybody wrote there.
        assertThat(System.getProperty("user.name"))
                .as("unshare --mount needs root")
                .isEqualTo("root");
        Process apart = new ProcessBuilder("unshare", "--mount", "sleep", "30").start();
        try {
            Path ns = Path.of("/proc", Long.toString(apart.pid()), "ns", "mnt");
            long until = System.nanoTime() + java.util.concurrent.TimeUnit.SECONDS.toNanos(10);
            while (Files.readSymbolicLink(ns).equals(Files.readSymbolicLink(Path.of("/proc/self/ns/mnt")))
                    && System.nanoTime() - until < 0) {
                Thread.sleep(10);
            }
            assertThat(Files.readSymbolicLink(ns)).isNotEqualTo(Files.readSymbolicLink(Path.of("/proc/self/ns/mnt")));

            FileMemory.Held held = FileMemory.held(java.util.Set.of(apart.toHandle()));

            assertThat(held.tmpfsBytes()).isZero();
        } finally {
            apart.destroyForcibly().waitFor();
        }
    }
}
