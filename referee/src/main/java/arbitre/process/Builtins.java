package arbitre.process;

import java.io.File;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.CodeSource;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * The {@code builtin:} bots: {@code builtin:iddfs}, {@code builtin:random} and
 * {@code builtin:greedy}, with any words after them passed to the bot. They run on the JDK that
 * runs the referee, from where the referee itself found the bundled bots and the engine: their two
 * jars beside arbitre.jar (named on its Class-Path), or the class folders of a build.
 */
public final class Builtins {
    public static final String PREFIX = "builtin:";
    public static final Set<String> NAMES = Set.of("iddfs", "random", "greedy");
    static final String MAIN_CLASS = "arbitre.bots.BotMain";
    /** A class of the engine, which the bots play on: its jar goes on their class path. */
    private static final String ENGINE_CLASS = "arbitre.engine.GameBoard";

    private Builtins() {}

    /** Whether a command line starts a bundled bot. */
    public static boolean isBuiltin(List<String> words) {
        return !words.isEmpty() && words.get(0).startsWith(PREFIX);
    }

    /**
     * The command that really runs: a {@code builtin:} command becomes a {@code java} command
     * line; any other is returned as it is.
     *
     * @throws IllegalArgumentException for an unknown builtin name, listing the known ones
     */
    public static List<String> expand(List<String> words) {
        if (!isBuiltin(words)) {
            return words;
        }
        String name = words.get(0).substring(PREFIX.length());
        if (!NAMES.contains(name)) {
            throw new IllegalArgumentException(
                    "unknown bot '" + words.get(0) + "' (expected builtin:iddfs, builtin:random or builtin:greedy)");
        }
        List<String> command = new ArrayList<>();
        command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
        command.add("-XX:+UseSerialGC");
        command.add("-XX:+PerfDisableSharedMem");
        command.add("-cp");
        command.add(classPath());
        command.add(MAIN_CLASS);
        command.add(name);
        command.addAll(words.subList(1, words.size()));
        return command;
    }

    /**
     * The level a {@code builtin:} command gives its bot ({@code --level N} or {@code --level=N}),
     * as written if it is a plain word of letters and digits, else {@code null}: names built from it
     * stay safe in file names and pages.
     */
    public static String level(List<String> words) {
        List<String> values = levelWords(words);
        return values.isEmpty() || !values.get(0).matches("[A-Za-z0-9]{1,16}") ? null : values.get(0);
    }

    /** The values of {@code --level} among a command's words, as written. */
    private static List<String> levelWords(List<String> words) {
        List<String> values = new ArrayList<>();
        for (int i = 1; i < words.size(); i++) {
            String word = words.get(i);
            if (word.equals("--level") && i + 1 < words.size()) {
                values.add(words.get(i + 1));
            } else if (word.startsWith("--level=")) {
                values.add(word.substring("--level=".length()));
            }
        }
        return values;
    }

    /**
     * Refuses a bundled bot's {@code --level} that its game's ladder does not have, before any game
     * is played: the bot itself would refuse it when it starts, and forfeit.
     *
     * @throws IllegalArgumentException naming the level and the game's levels
     */
    public static void checkLevel(List<String> words, String game) {
        if (!isBuiltin(words)) {
            return;
        }
        arbitre.bots.protocol.Game known;
        try {
            known = arbitre.bots.protocol.Game.fromName(game);
        } catch (IllegalArgumentException e) {
            return; // a game without bundled bots: the bot tells it when it starts
        }
        for (String value : levelWords(words)) {
            try {
                arbitre.bots.Ladders.parse(value, known);
            } catch (IllegalArgumentException e) {
                throw new IllegalArgumentException(words.get(0) + " --level: " + e.getMessage(), e);
            }
        }
    }

    /**
     * The bots' jar (or class folder) and the engine's, as the referee loads them: a bot's JVM opens
     * those two alone, and a sandbox binds them. Where they cannot be told (a class loader that does
     * not say), the referee's own class path, which reaches them.
     */
    static String classPath() {
        Set<String> entries = new LinkedHashSet<>();
        for (String name : List.of(MAIN_CLASS, ENGINE_CLASS)) {
            Optional<Path> location = location(name);
            if (location.isEmpty()) {
                return ownClassPath();
            }
            entries.add(location.get().toString());
        }
        return String.join(File.pathSeparator, entries);
    }

    /** The jar or class folder a class is loaded from, if it can be told. */
    private static Optional<Path> location(String className) {
        try {
            Class<?> type = Class.forName(className, false, Builtins.class.getClassLoader());
            CodeSource source = type.getProtectionDomain().getCodeSource();
            if (source == null || source.getLocation() == null) {
                return Optional.empty();
            }
            Path path = Path.of(source.getLocation().toURI()).toAbsolutePath();
            return Files.exists(path) ? Optional.of(path) : Optional.empty();
        } catch (ClassNotFoundException | URISyntaxException | RuntimeException e) {
            return Optional.empty();
        }
    }

    private static String ownClassPath() {
        String path = System.getProperty("java.class.path", "");
        List<String> absolute = new ArrayList<>();
        for (String entry : path.split(File.pathSeparator)) {
            if (!entry.isEmpty()) {
                absolute.add(Path.of(entry).toAbsolutePath().toString());
            }
        }
        return String.join(File.pathSeparator, absolute);
    }
}
