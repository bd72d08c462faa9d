package arbitre.validate;

import arbitre.process.BotSpec;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * A bot run by an interpreter whose script is not there ({@code python3 missing.py}). The
 * interpreter starts well enough, then exits with its own complaint at the first move, which
 * would read as a bot that starts but cannot play: the missing file is the cause, and a bot
 * without its program has not started.
 */
public final class MissingScript {
    /** Interpreters that take the program's file as their first argument that is not an option. */
    private static final Pattern INTERPRETER = Pattern.compile(
            "(python|pypy)[0-9.]*|node|nodejs|ruby|perl|php|lua[0-9.]*|Rscript|bash|sh|dash|zsh|tclsh|julia");
    /** Options of those interpreters that take a value, whose value is not the program. */
    private static final Set<String> WITH_VALUE = Set.of("-W", "-X", "-I", "-r", "--require", "-e", "-c", "-m");

    private MissingScript() {}

    /** Why the bot's program file is missing, or {@code null} when it is there or cannot be told. */
    public static String problem(BotSpec bot) {
        List<String> words;
        try {
            words = bot.words();
        } catch (IllegalArgumentException e) {
            return null;
        }
        if (words.isEmpty()) {
            return null;
        }
        String program = Path.of(words.get(0)).getFileName().toString();
        String file = null;
        if (program.equals("java")) {
            int jar = words.indexOf("-jar");
            file = jar >= 0 && jar + 1 < words.size() ? words.get(jar + 1) : null;
        } else if (INTERPRETER.matcher(program).matches()) {
            for (int i = 1; i < words.size(); i++) {
                String word = words.get(i);
                if (word.equals("-c") || word.equals("-e") || word.equals("-m")) {
                    return null; // the program is given inline, or as a module
                }
                if (WITH_VALUE.contains(word)) {
                    i++;
                } else if (!word.startsWith("-")) {
                    file = word;
                    break;
                }
            }
        }
        if (file == null) {
            return null;
        }
        Path workdir = bot.workdir() == null
                ? Path.of("").toAbsolutePath()
                : bot.workdir().toAbsolutePath();
        Path path = workdir.resolve(file);
        if (Files.isRegularFile(path)) {
            return null;
        }
        return (Files.exists(path) ? "not a file: " : "no such file: ") + file + " (the program " + program
                + " is to run; looked in " + workdir + ")";
    }
}
