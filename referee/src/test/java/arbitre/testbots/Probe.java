package arbitre.testbots;

import java.io.IOException;
import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * The forbidden things a sandbox probe tries, one per limit, each bounded so that it cannot hurt
 * the machine even where no sandbox stops it: at most 512 MiB of heap, 200 processes of
 * {@code sleep}, 30 s of CPU, 8 MiB of file.
 *
 * <p>Each returns the line the probe answers with ({@code DENIED …} or {@code ESCAPED …}), or
 * {@code null} to play a normal move. Only a sandbox that stops the probe outright (the memory hog,
 * the CPU burner) keeps it from answering.
 */
final class Probe {
    static final Set<String> NAMES =
            Set.of("memory-hog", "fork-bomb", "cpu-burn", "disk-fill", "dial", "read", "detach");

    private Probe() {}

    static String run(String probe, String[] args) throws Exception {
        return switch (probe) {
            case "memory-hog" -> memoryHog();
            case "fork-bomb" -> forkBomb();
            case "cpu-burn" -> cpuBurn();
            case "disk-fill" -> diskFill();
            case "dial" -> dial(args);
            case "read" -> read(args);
            case "detach" -> detach();
            default -> throw new IllegalArgumentException("no probe " + probe);
        };
    }

    /** Holds 1 MiB arrays until 512 MiB; a heap limit below that ends the JVM first. */
    private static String memoryHog() {
        List<byte[]> held = new ArrayList<>();
        for (int i = 0; i < 512; i++) {
            byte[] chunk = new byte[1 << 20];
            chunk[i % chunk.length] = 1;
            held.add(chunk);
        }
        return "ESCAPED memory: held " + held.size() + " MiB";
    }

    /** Starts up to 200 processes that sleep 20 s; the process limit stops it first. */
    private static String forkBomb() {
        List<Process> started = new ArrayList<>();
        try {
            for (int i = 0; i < 200; i++) {
                started.add(new ProcessBuilder("sleep", "20").start());
            }
            return "ESCAPED processes: started " + started.size();
        } catch (IOException e) {
            System.err.println("fork denied after " + started.size() + " processes: " + e.getMessage());
            return "DENIED processes after " + started.size() + ": " + oneLine(e);
        }
    }

    /** Spins for up to 30 s of wall time without answering. */
    private static String cpuBurn() {
        long end = System.nanoTime() + 30_000_000_000L;
        long spins = 0;
        while (System.nanoTime() < end) {
            spins++;
        }
        return "ESCAPED cpu: spun " + spins + " times";
    }

    /** Writes up to 8 MiB into a file in its temporary folder. */
    private static String diskFill() {
        Path file = Path.of(
                System.getenv().getOrDefault("TMPDIR", "/tmp"),
                "fill-" + ProcessHandle.current().pid());
        long written = 0;
        byte[] chunk = new byte[64 * 1024];
        try (OutputStream out = Files.newOutputStream(file)) {
            while (written < 8L << 20) {
                out.write(chunk);
                written += chunk.length;
            }
            return "ESCAPED disk: wrote " + written + " bytes";
        } catch (IOException e) {
            return "DENIED disk after " + written + " bytes: " + oneLine(e);
        } finally {
            try {
                Files.deleteIfExists(file);
            } catch (IOException ignored) {
                // the sandbox's /tmp goes with it
            }
        }
    }

    /** Connects to each HOST:PORT given, 1 s each. */
    private static String dial(String[] targets) {
        StringBuilder denied = new StringBuilder("DENIED network:");
        for (String target : targets) {
            int colon = target.lastIndexOf(':');
            try (Socket socket = new Socket()) {
                socket.connect(
                        new InetSocketAddress(
                                target.substring(0, colon), Integer.parseInt(target.substring(colon + 1))),
                        1000);
                return "ESCAPED network: connected to " + target;
            } catch (IOException e) {
                denied.append(' ')
                        .append(target)
                        .append(" (")
                        .append(oneLine(e))
                        .append(')');
            }
        }
        return denied.toString();
    }

    /** Reads each file, or lists each folder, given. */
    private static String read(String[] paths) {
        StringBuilder denied = new StringBuilder("DENIED read:");
        for (String word : paths) {
            // A path written backwards is one the bot knows but its command does not name.
            String name = word.startsWith("reversed:")
                    ? new StringBuilder(word.substring("reversed:".length()))
                            .reverse()
                            .toString()
                    : word;
            Path path = Path.of(name);
            try {
                if (Files.isDirectory(path)) {
                    try (var entries = Files.list(path)) {
                        List<Path> listed = entries.toList();
                        if (!listed.isEmpty()) {
                            return "ESCAPED read: listed " + name + ": "
                                    + listed.get(0).getFileName();
                        }
                        denied.append(' ').append(name).append(" (empty)");
                    }
                } else {
                    Files.readAllBytes(path);
                    return "ESCAPED read: " + name;
                }
            } catch (IOException e) {
                denied.append(' ').append(name).append(" (").append(oneLine(e)).append(')');
            }
        }
        return denied.toString();
    }

    /** A grandchild in a session of its own, reparented away from the bot: it sleeps 120 s. */
    private static String detach() throws Exception {
        new ProcessBuilder("setsid", "sh", "-c", "sleep 120 >/dev/null 2>&1 </dev/null &")
                .redirectOutput(ProcessBuilder.Redirect.DISCARD)
                .redirectErrorStream(true)
                .start()
                .waitFor();
        System.err.println("detached a sleeping grandchild");
        return null;
    }

    private static String oneLine(Exception e) {
        String message = e.getClass().getSimpleName() + ": " + e.getMessage();
        return message.replace('\n', ' ').replace('\r', ' ');
    }
}
