package arbitre.sandbox;

import static org.assertj.core.api.Assertions.assertThat;

import arbitre.log.MatchLog;
import arbitre.log.MatchLogs;
import arbitre.process.BotCgroup;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Probes that hold memory where no process's resident set shows it, each run by a referee as root
 * (as on CI) and as an ordinary user ({@code nobody}, through {@code runuser}): memory files held
 * open or mapped by one page and closed, System V segments, shared memory filled by children that
 * exited, files in {@code /dev/shm} and in {@code /tmp}, files in {@code /dev}, and many children
 * each under the limit. Each must end as over the memory limit, or be denied, never hold more than
 * the limit and play on.
 */
class SandboxMemoryIT {
    /**
     * Holds {@code MIB} MiB in the way {@code KIND} says, {@code EACH} MiB at a time, then says
     * {@code ESCAPED} (a malformed move) after a second in which the watchdog looks several times.
     */
    private static final String PROBE = """
            import ctypes, mmap, os, sys, time
            kind, mib, each = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
            sys.stdin.readline()
            held, done, chunk = [], 0, b"x" * (1 << 20)
            try:
                if kind == "memfd":
                    while done < mib:
                        fd = os.memfd_create("probe")
                        for _ in range(each):
                            os.write(fd, chunk)
                        held.append(fd)
                        done += each
                elif kind == "memfd-mapped":
                    # One page of each file mapped, its descriptor closed: held by no open file.
                    while done < mib:
                        fd = os.memfd_create("probe")
                        for _ in range(each):
                            os.write(fd, chunk)
                        held.append(mmap.mmap(fd, 4096))
                        os.close(fd)
                        done += each
                elif kind == "sysv":
                    # Segments filled, then detached from every process.
                    libc = ctypes.CDLL(None, use_errno=True)
                    libc.shmat.restype = ctypes.c_void_p
                    libc.shmat.argtypes = [ctypes.c_int, ctypes.c_void_p, ctypes.c_int]
                    libc.shmdt.argtypes = [ctypes.c_void_p]
                    while done < mib:
                        segment = libc.shmget(0, each << 20, 0o1600)
                        if segment < 0:
                            raise OSError(ctypes.get_errno(), os.strerror(ctypes.get_errno()))
                        address = libc.shmat(segment, None, 0)
                        ctypes.memset(address, 1, each << 20)
                        libc.shmdt(ctypes.c_void_p(address))
                        done += each
                elif kind == "shared":
                    # Holders of shared memory that a child of each filled and left: in no resident set.
                    # One at a time, so that no two children's pages are resident together.
                    for i in range(mib // each):
                        ready, told = os.pipe()
                        if os.fork() == 0:
                            block = mmap.mmap(-1, each << 20)
                            if os.fork() == 0:
                                for j in range(0, len(block), 4096):
                                    block[j] = 1
                                os._exit(0)
                            os.wait()
                            os.write(told, b"x")
                            time.sleep(30)
                            os._exit(0)
                        os.read(ready, 1)
                        done += each
                elif kind == "children":
                    for i in range(mib // each):
                        if os.fork() == 0:
                            block = bytearray(each << 20)
                            for j in range(0, len(block), 4096):
                                block[j] = 1
                            time.sleep(30)
                            os._exit(0)
                        done += each
                else:
                    i = 0
                    while done < mib:
                        with open("%s/probe-%d" % (kind, i), "wb") as f:
                            for _ in range(each):
                                f.write(chunk)
                        i += 1
                        done += each
                time.sleep(1.5)
                print("ESCAPED %s: held %d MiB" % (kind, done), flush=True)
            except OSError as e:
                print("DENIED %s after %d MiB: %s" % (kind, done, e), flush=True)
            sys.stdin.readline()
            """;

    @TempDir
    Path dir;

    @BeforeEach
    void setUp() throws Exception {
        SandboxTests.assertAvailable();
        SandboxTests.assertRunuserAvailable();
        Files.setPosixFilePermissions(dir, PosixFilePermissions.fromString("rwxrwxrwx"));
        Path probe = Files.writeString(dir.resolve("probe.py"), PROBE);
        Files.setPosixFilePermissions(probe, PosixFilePermissions.fromString("rwxr-xr-x"));
    }

    /** Plays the probe against a random bot in the sandbox, as {@code user}, and returns the log. */
    private MatchLog play(String user, int memoryMb, int tmpMb, String probeArgs) throws Exception {
        SandboxTests.runArbitre(
                dir,
                user,
                "match",
                "--sandbox",
                "--sandbox-memory-mb=" + memoryMb,
                "--sandbox-tmp-mb=" + tmpMb,
                "--move-ms=20000",
                "--p1",
                "builtin:random --seed 1",
                "--p2",
                "python3 " + dir.resolve("probe.py") + " " + probeArgs,
                "--log",
                dir.resolve("results/" + user + ".json").toString());
        return MatchLogs.read(dir.resolve("results/" + user + ".json"));
    }

    /**
     * Over the limit, as the kernel counts it where the referee can make a control group that
     * counts memory (root, here), else as the watchdog counts it ({@code held}: what it names).
     */
    private static void assertOverTheMemoryLimit(MatchLog log, String user, String held) {
        assertThat(log.result().forfeit())
                .as("detail: %s", log.result().detail())
                .isEqualTo(2);
        assertThat(log.result().reason()).isEqualTo("crash");
        assertThat(log.result().diagnosis()).isEqualTo("memory-limit");
        assertThat(log.result().detail())
                .contains("over the whole-bot memory limit")
                .contains(user.equals("root") && BotCgroup.available() ? "the kernel killed" : held);
    }

    @ParameterizedTest
    @ValueSource(strings = {"root", "nobody"})
    void memoryFiles_cannotBeMade(String user) throws Exception {
        // 24 memory files of 8 MiB (each under the file size limit), held open: 192 MiB beside a 128 MiB limit.
        MatchLog log = play(user, 128, 8, "memfd 192 8");

        assertDenied(log, "memfd");
    }

    @ParameterizedTest
    @ValueSource(strings = {"root", "nobody"})
    void memoryFilesMappedByOnePageAndClosed_cannotBeMade(String user) throws Exception {
        // As an ordinary user, 768 MiB were held this way under a 256 MiB limit, out of the watchdog's sight.
        MatchLog log = play(user, 128, 8, "memfd-mapped 192 8");

        assertDenied(log, "memfd-mapped");
    }

    @ParameterizedTest
    @ValueSource(strings = {"root", "nobody"})
    void systemVSharedMemory_cannotBeMade(String user) throws Exception {
        // Segments detached from every process are in none of their resident sets.
        MatchLog log = play(user, 128, 8, "sysv 192 8");

        assertDenied(log, "sysv");
    }

    @ParameterizedTest
    @ValueSource(strings = {"root", "nobody"})
    void sharedMemoryFilledByChildrenThatLeft_countsAgainstTheMemoryLimit(String user) throws Exception {
        // 4 holders of 64 MiB each, each under the address-space limit, filled by children that exited:
        // 256 MiB beside a 160 MiB limit, while the processes' resident memory stays under it.
        MatchLog log = play(user, 160, 8, "shared 256 64");

        assertOverTheMemoryLimit(log, user, "in memory files and shared memory");
    }

    /** The probe's first call of {@code kind} failed as a call the sandbox does not have. */
    private static void assertDenied(MatchLog log, String kind) {
        assertThat(log.result().forfeit()).isEqualTo(2);
        assertThat(log.result().detail())
                .contains("'DENIED " + kind + " after 0 MiB: [Errno 38] Function not implemented");
    }

    @ParameterizedTest
    @ValueSource(strings = {"root", "nobody"})
    void devShm_isAsSmallAsTmp_andCounts(String user) throws Exception {
        // /dev/shm was a tmpfs of half the machine's memory (or closed, for root's bots).
        MatchLog log = play(user, 128, 8, "/dev/shm 192 1");

        assertThat(log.result().forfeit()).isEqualTo(2);
        assertThat(log.result().detail()).contains("'DENIED /dev/shm after 8 MiB: [Errno 28] No space left");
    }

    @ParameterizedTest
    @ValueSource(strings = {"root", "nobody"})
    void filesInTmp_countAgainstTheMemoryLimit(String user) throws Exception {
        // A /tmp larger than the memory limit: what the bot writes there is memory all the same.
        MatchLog log = play(user, 64, 128, "/tmp 112 8");

        assertOverTheMemoryLimit(log, user, "in /tmp and /dev/shm");
    }

    @ParameterizedTest
    @ValueSource(strings = {"root", "nobody"})
    void dev_isReadOnly(String user) throws Exception {
        // As an ordinary user the bot owned /dev, a tmpfs of half the machine's memory.
        MatchLog log = play(user, 128, 8, "/dev 192 8");

        assertThat(log.result().forfeit()).isEqualTo(2);
        assertThat(log.result().detail()).containsPattern("'DENIED /dev after 0 MiB: \\[Errno (30|13)\\]");
    }

    @ParameterizedTest
    @ValueSource(strings = {"root", "nobody"})
    void manyChildrenEachUnderTheLimit_countTogether(String user) throws Exception {
        // 12 children of 16 MiB: each far under a 128 MiB limit, 192 MiB together.
        MatchLog log = play(user, 128, 8, "children 192 16");

        assertOverTheMemoryLimit(log, user, "resident together");
    }
}
