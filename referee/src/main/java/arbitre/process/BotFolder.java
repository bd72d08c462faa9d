package arbitre.process;

import arbitre.sandbox.Programs;
import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * Where a bot runs when no folder is given: its own. That is the folder of its program or script
 * when the command names a file ({@code ./bot}, {@code python3 bots/alice.py}, {@code java -jar
 * bot.jar}), else a fresh, empty temporary folder ({@code builtin:} bots, {@code java -cp DIR Main}).
 * Never the referee's own folder, nor the folder of a config, where results usually lie.
 *
 * <p>The words that name files (the bot's own, and any other, such as the agent file an adapter
 * is given), and class path entries, are made absolute, so that the command means what it meant
 * from {@code base}.
 *
 * @param folder the folder the bot runs in
 * @param argv its command, with the file it names and its class path made absolute
 * @param temporary whether the folder was created for this bot alone (and is removed after it)
 */
public record BotFolder(Path folder, List<String> argv, boolean temporary) {
    private static final Set<String> CLASS_PATH = Set.of("-cp", "-classpath", "--class-path");

    /**
     * The folder of a bot started without one.
     *
     * @param argv its command, {@code builtin:} bots expanded
     * @param base where relative paths in the command are read from (the referee's own folder)
     * @throws IOException when a temporary folder cannot be created
     */
    public static BotFolder of(List<String> argv, Path base) throws IOException {
        List<String> words = absolute(argv, base);
        int named = namedFile(words);
        if (named >= 0) {
            return new BotFolder(Path.of(words.get(named)).getParent(), words, false);
        }
        Path fresh = RunFiles.newFolder("arbitre-bot-");
        // Readable by the uid of a sandboxed bot, which only passes through it.
        Files.setPosixFilePermissions(fresh, PosixFilePermissions.fromString("rwxr-xr-x"));
        return new BotFolder(fresh, words, true);
    }

    /**
     * The folder a bot started without one runs in, when its command (absolute, as a config's is)
     * names a file of its own; empty when it would get a fresh folder.
     */
    public static java.util.Optional<Path> ownFolder(List<String> argv) {
        int named = argv.isEmpty() ? -1 : namedFile(argv);
        return named >= 0 ? java.util.Optional.of(Path.of(argv.get(named)).getParent()) : java.util.Optional.empty();
    }

    /**
     * A command line whose file and class path, read from {@code base}, are made absolute: it
     * then means the same wherever the bot runs. A config's bot without a folder of its own is
     * read this way from the config's folder.
     */
    public static String absolute(String command, Path base) {
        List<String> words = CommandWords.split(command);
        List<String> absolute = absolute(words, base);
        return absolute.equals(words) ? command : CommandWords.join(absolute);
    }

    private static List<String> absolute(List<String> argv, Path base) {
        List<String> words = new ArrayList<>(argv);
        for (int i = 0; i < words.size(); i++) {
            String word = words.get(i);
            if (i > 0 && CLASS_PATH.contains(words.get(i - 1))) {
                words.set(i, absoluteClassPath(word, base));
            } else if (i == 0 ? word.contains("/") : !word.startsWith("-") && !word.isEmpty()) {
                Path file = base.resolve(word).toAbsolutePath().normalize();
                if (Files.isRegularFile(file)) {
                    words.set(i, file.toString());
                }
            }
        }
        return List.copyOf(words);
    }

    /**
     * The index of the word that names the bot's file (absolute by then), or -1: a script or jar
     * after the program, else the program itself unless it is an interpreter installed on the
     * system or a JVM.
     */
    private static int namedFile(List<String> words) {
        for (int i = 1; i < words.size(); i++) {
            String word = words.get(i);
            if (!CLASS_PATH.contains(words.get(i - 1)) && word.startsWith("/") && Files.isRegularFile(Path.of(word))) {
                return i;
            }
        }
        Path program = Path.of(words.get(0));
        boolean own = program.isAbsolute()
                && Files.isRegularFile(program)
                && !Programs.isSystem(program)
                && !Programs.isJvm(program);
        return own ? 0 : -1;
    }

    private static String absoluteClassPath(String classPath, Path base) {
        List<String> entries = new ArrayList<>();
        for (String entry : classPath.split(File.pathSeparator, -1)) {
            entries.add(
                    entry.isEmpty()
                            ? entry
                            : base.resolve(entry).toAbsolutePath().normalize().toString());
        }
        return String.join(File.pathSeparator, entries);
    }

    /** Removes a temporary folder and what the bot left in it; a folder of its own is left alone. */
    public void removeIfTemporary() {
        if (!temporary) {
            return;
        }
        try (var files = Files.walk(folder)) {
            files.sorted(java.util.Comparator.reverseOrder())
                    .forEach(path -> path.toFile().delete());
        } catch (IOException | RuntimeException e) {
            // already gone, or held by a process being stopped: the system's temporary folder keeps it
        }
    }
}
