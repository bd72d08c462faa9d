package arbitre.sandbox;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.PosixFileAttributes;
import java.nio.file.attribute.PosixFilePermission;
import java.nio.file.attribute.PosixFilePermissions;
import java.nio.file.attribute.UserPrincipal;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HexFormat;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;

/**
 * A seccomp filter, in the classic BPF that bubblewrap loads ({@code --seccomp FD}), under which
 * the system calls that make memory no process's resident set shows and no file system's size
 * bounds fail with {@code ENOSYS}: {@code memfd_create}, {@code memfd_secret} and System V shared
 * memory ({@code shmget}, and {@code ipc} for 32-bit programs). A bot could otherwise hold any
 * amount of memory out of a watchdog's sight: a memory file with one page of it mapped and its
 * descriptor closed, or a System V segment detached from every process. Programs that can use
 * these calls fall back when they are missing; {@code /dev/shm} stays, as small as {@code /tmp} and
 * counted.
 *
 * <p>Every other call is allowed. The filter knows the 64-bit and 32-bit calls of x86-64 and
 * AArch64; elsewhere there is none, and the watchdog's count of memory files is the one guard.
 */
final class MemoryCallsFilter {
    private static final int LD_W_ABS = 0x20;
    private static final int ALU_AND_K = 0x54;
    private static final int JEQ_K = 0x15;
    private static final int RET_K = 0x06;
    private static final int OFFSET_NR = 0;
    private static final int OFFSET_ARCH = 4;
    private static final int RET_ALLOW = 0x7fff0000;
    private static final int RET_ENOSYS = 0x00050000 | 38;

    /** The calls denied for one architecture, {@code mask} applied to the call's number first. */
    record Arch(int audit, int mask, int... calls) {}

    /** x86-64 (the x32 calls share its numbers, with bit 30 set, which the mask clears), and i386. */
    static final List<Arch> X86_64 =
            List.of(new Arch(0xc000003e, 0xbfffffff, 319, 447, 29), new Arch(0x40000003, -1, 356, 447, 395, 117));

    /** AArch64, and 32-bit ARM. */
    static final List<Arch> AARCH64 =
            List.of(new Arch(0xc00000b7, -1, 279, 447, 194), new Arch(0x40000028, -1, 385, 307));

    private static Path file;

    private MemoryCallsFilter() {}

    /** The architectures of the machine the referee runs on, or none where the filter does not know them. */
    static List<Arch> forThisMachine() {
        return switch (System.getProperty("os.arch", "").toLowerCase(Locale.ROOT)) {
            case "amd64", "x86_64" -> X86_64;
            case "aarch64", "arm64" -> AARCH64;
            default -> List.of();
        };
    }

    /** The filter's program, as bubblewrap reads it: {@code struct sock_filter}s in the machine's byte order. */
    static byte[] program(List<Arch> arches) {
        List<int[]> code = new ArrayList<>();
        List<Integer> toDeny = new ArrayList<>();
        for (Arch arch : arches) {
            int body = 1 + (arch.mask() == -1 ? 0 : 1) + arch.calls().length + 1;
            code.add(new int[] {LD_W_ABS, 0, 0, OFFSET_ARCH});
            code.add(new int[] {JEQ_K, 0, body, arch.audit()});
            code.add(new int[] {LD_W_ABS, 0, 0, OFFSET_NR});
            if (arch.mask() != -1) {
                code.add(new int[] {ALU_AND_K, 0, 0, arch.mask()});
            }
            for (int call : arch.calls()) {
                toDeny.add(code.size());
                code.add(new int[] {JEQ_K, 0, 0, call});
            }
            code.add(new int[] {RET_K, 0, 0, RET_ALLOW});
        }
        code.add(new int[] {RET_K, 0, 0, RET_ALLOW});
        int deny = code.size();
        code.add(new int[] {RET_K, 0, 0, RET_ENOSYS});
        for (int at : toDeny) {
            code.get(at)[1] = deny - at - 1;
        }
        ByteBuffer bytes = ByteBuffer.allocate(code.size() * 8).order(ByteOrder.nativeOrder());
        for (int[] instruction : code) {
            if (instruction[1] > 255 || instruction[2] > 255) {
                throw new IllegalStateException("a jump of the filter is too long");
            }
            bytes.putShort((short) instruction[0])
                    .put((byte) instruction[1])
                    .put((byte) instruction[2])
                    .putInt(instruction[3]);
        }
        return bytes.array();
    }

    /**
     * The file holding this machine's filter, readable by all (a referee run by root hands it to
     * bubblewrap, which may read it as another user); empty where there is none.
     */
    static synchronized Optional<Path> file() {
        List<Arch> arches = forThisMachine();
        if (arches.isEmpty()) {
            return Optional.empty();
        }
        if (file == null || !Files.isRegularFile(file)) {
            try {
                file = written(Path.of(System.getProperty("java.io.tmpdir")), program(arches));
            } catch (IOException e) {
                throw new UncheckedIOException("cannot write the sandbox's seccomp filter: " + e.getMessage(), e);
            }
        }
        return Optional.of(file);
    }

    /**
     * The filter's file in {@code dir}: one per user and filter, named after its content, written
     * by the first referee and used as it is by the next ones, so that referees that were killed
     * leave no file each behind. A file of that name is used only when it is a regular file of this
     * user's, writable by no one else, that holds exactly the filter; otherwise the filter goes to a
     * file of this referee's own, removed when it exits.
     */
    static Path written(Path dir, byte[] program) throws IOException {
        Path temp = Files.createTempFile(
                dir,
                "arbitre-seccomp-",
                ".tmp",
                PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rw-r--r--")));
        Files.write(temp, program);
        UserPrincipal user = Files.getOwner(temp);
        Path shared = dir.resolve("arbitre-seccomp-" + user.getName() + "-" + digest(program) + ".bpf");
        if (holds(shared, user, program)) {
            Files.delete(temp);
            return shared;
        }
        try {
            Files.move(temp, shared, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
            if (holds(shared, user, program)) {
                return shared;
            }
        } catch (IOException e) {
            // another user's file of that name, in a folder where only its owner may replace it
        }
        if (Files.exists(temp, LinkOption.NOFOLLOW_LINKS)) {
            temp.toFile().deleteOnExit();
            return temp;
        }
        return written(Files.createTempDirectory(dir, "arbitre-seccomp-"), program);
    }

    private static boolean holds(Path file, UserPrincipal user, byte[] program) {
        try {
            PosixFileAttributes attributes =
                    Files.readAttributes(file, PosixFileAttributes.class, LinkOption.NOFOLLOW_LINKS);
            Set<PosixFilePermission> permissions = attributes.permissions();
            return attributes.isRegularFile()
                    && attributes.owner().equals(user)
                    && !permissions.contains(PosixFilePermission.GROUP_WRITE)
                    && !permissions.contains(PosixFilePermission.OTHERS_WRITE)
                    && attributes.size() == program.length
                    && Arrays.equals(Files.readAllBytes(file), program);
        } catch (IOException e) {
            return false;
        }
    }

    private static String digest(byte[] program) {
        try {
            byte[] hash = MessageDigest.getInstance("SHA-256").digest(program);
            return HexFormat.of().formatHex(hash, 0, 8);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("SHA-256 is part of every Java", e);
        }
    }
}
