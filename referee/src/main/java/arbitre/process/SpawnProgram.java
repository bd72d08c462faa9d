package arbitre.process;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;

/**
 * The small program that starts a bot in one step, {@code arbitre-spawn}: the launcher builds it
 * from {@code src/main/c/arbitre-spawn.c} where the machine has a C compiler, and names it in the
 * system property {@value #PROPERTY}. It joins the bot's control group, asks to be killed with
 * the referee's thread that started it and opens a session of its own, then becomes the bot:
 * what {@code setsid}, {@code setpriv --pdeathsig} and a move of that thread into the group and
 * back did, in one start of a program that loads no library. Each bot starts a few milliseconds
 * sooner, for less CPU time, which two bots starting at once on a small machine share.
 *
 * <p>Without it (no property, or a program that does not work here), bots start as before.
 */
final class SpawnProgram {
    /** The system property that names the program. */
    static final String PROPERTY = "arbitre.spawn";

    private static final Optional<String> PROGRAM = probe(System.getProperty(PROPERTY));

    private SpawnProgram() {}

    /** The program, where it is given and works. */
    static Optional<String> program() {
        return PROGRAM;
    }

    /**
     * The words before a bot's command.
     *
     * @param join the files that join the bot's control group ({@link BotCgroup#joinFiles}), or none
     * @param dieWithReferee whether the bot is killed when the thread that started it ends, and
     *     what is left of it (its session, its groups, with their share of the CPU given back) by a
     *     watcher when the referee ends before it: a sandbox's first process, set up while the
     *     referee was killed, would otherwise stay behind, and a bot that waited for its turn would
     *     take long to die on a busy machine
     * @param options the sandbox's options, opened on descriptor 4 and removed before the bot's
     *     command runs ({@link arbitre.sandbox.Sandbox#optionsThroughFile(List, Path, boolean)}), or
     *     {@code null}
     */
    static List<String> prefix(String program, List<Path> join, boolean dieWithReferee, Path options) {
        List<String> words = new ArrayList<>(List.of(program));
        if (options != null) {
            words.addAll(List.of("-a", options.toString()));
        }
        for (Path file : join) {
            words.addAll(List.of("-g", file.toString()));
        }
        if (dieWithReferee) {
            // With the referee's own pid: a bot whose referee was killed while it started is not started.
            words.addAll(
                    List.of("-k", "-p", Long.toString(ProcessHandle.current().pid()), "-w"));
        }
        words.add("--");
        return words;
    }

    /**
     * The program, when it is an executable file that runs a command here, with each option the
     * referee gives it (one built from older sources lacks some: the launchers build it again when
     * its source changes).
     */
    static Optional<String> probe(String candidate) {
        if (candidate == null || candidate.isBlank() || !Files.isExecutable(Path.of(candidate))) {
            return Optional.empty();
        }
        Path options = null;
        try {
            options = Files.createTempFile("arbitre-spawn-", ".probe");
            Files.writeString(options, "7\n");
            Process process = new ProcessBuilder(
                            candidate,
                            "-a",
                            options.toString(),
                            "-k",
                            "-w",
                            "--",
                            "sh",
                            "-c",
                            "read code <&4; exit $code")
                    .redirectErrorStream(true)
                    .redirectOutput(ProcessBuilder.Redirect.DISCARD)
                    .start();
            if (!process.waitFor(10, TimeUnit.SECONDS)) {
                process.destroyForcibly();
                return Optional.empty();
            }
            return process.exitValue() == 7 && !Files.exists(options) ? Optional.of(candidate) : Optional.empty();
        } catch (IOException e) {
            return Optional.empty();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return Optional.empty();
        } finally {
            if (options != null) {
                try {
                    Files.deleteIfExists(options);
                } catch (IOException e) {
                    // left in the temporary folder
                }
            }
        }
    }
}
