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
     * @param dieWithReferee whether the bot is killed when the thread that started it ends
     */
    static List<String> prefix(String program, List<Path> join, boolean dieWithReferee) {
        List<String> words = new ArrayList<>(List.of(program));
        for (Path file : join) {
            words.addAll(List.of("-g", file.toString()));
        }
        if (dieWithReferee) {
            // With the referee's own pid: a bot whose referee was killed while it started is not started.
            words.addAll(
                    List.of("-k", "-p", Long.toString(ProcessHandle.current().pid())));
        }
        words.add("--");
        return words;
    }

    /** The program, when it is an executable file that runs a command here. */
    static Optional<String> probe(String candidate) {
        if (candidate == null || candidate.isBlank() || !Files.isExecutable(Path.of(candidate))) {
            return Optional.empty();
        }
        try {
            Process process = new ProcessBuilder(candidate, "-k", "--", "sh", "-c", "exit 7")
                    .redirectErrorStream(true)
                    .redirectOutput(ProcessBuilder.Redirect.DISCARD)
                    .start();
            if (!process.waitFor(10, TimeUnit.SECONDS)) {
                process.destroyForcibly();
                return Optional.empty();
            }
            return process.exitValue() == 7 ? Optional.of(candidate) : Optional.empty();
        } catch (IOException e) {
            return Optional.empty();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return Optional.empty();
        }
    }
}
