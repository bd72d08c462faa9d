package arbitre.process;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Whether a program started outside the referee (by {@code arbitre connect}, for a remote seat)
 * is ready for its first line, as the referee judges its own bots ({@link Readiness}): a thread
 * blocked reading standard input, or every thread idle between two looks. Where the system does
 * not tell (no {@code /proc}), {@link #knowable()} is false.
 */
public final class ProgramReadiness {
    private final ProcessHandle program;
    private Readiness.Sample last;

    public ProgramReadiness(ProcessHandle program) {
        this.program = program;
    }

    /** Whether this system shows what a program's threads do. */
    public static boolean knowable() {
        return Files.isDirectory(Path.of("/proc/self/task"));
    }

    /** One look: whether the program waits for its first line now. */
    public boolean ready() {
        List<Long> pids = new ArrayList<>();
        pids.add(program.pid());
        program.descendants().forEach(p -> pids.add(p.pid()));
        Readiness.Sample sample = Readiness.look(pids);
        boolean ready = sample.readingInput() || sample.idleSince(last);
        last = sample;
        return ready;
    }
}
