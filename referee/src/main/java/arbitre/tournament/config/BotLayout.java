package arbitre.tournament.config;

import arbitre.process.BotFolder;
import arbitre.process.Builtins;
import arbitre.process.CommandWords;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * Whether each sandboxed bot of a config would see only its own files. A sandboxed bot sees its
 * whole folder: a folder that holds another bot's files, or the config (with every bot's {@code
 * env}), would show them to it. Such a layout is refused, with how to arrange the class.
 */
public final class BotLayout {
    private BotLayout() {}

    /** What a bot of {@code config} could read that is not its own, one line per bot; empty when none. */
    public static List<String> problems(TournamentConfig config) {
        List<String> problems = new ArrayList<>();
        for (TournamentConfig.Bot bot : config.bots()) {
            Optional<Path> folder = folderOf(bot);
            if (folder.isEmpty()) {
                continue;
            }
            Set<Path> own = files(bot);
            List<String> seen = new ArrayList<>();
            if (config.file() != null
                    && config.file().toAbsolutePath().normalize().startsWith(folder.get())) {
                seen.add("the config " + config.file().getFileName());
            }
            for (TournamentConfig.Bot other : config.bots()) {
                if (other == bot) {
                    continue;
                }
                boolean shows = files(other).stream().anyMatch(f -> f.startsWith(folder.get()) && !own.contains(f));
                // A bot that runs in this folder, or below it, writes its files where this one reads.
                Path where = other.workdir() == null
                        ? null
                        : other.workdir().toAbsolutePath().normalize();
                // Two entries of one program (bot.py with other arguments) may share its folder.
                boolean sameProgram = !own.isEmpty() && files(other).equals(own);
                boolean runsHere = where != null && where.startsWith(folder.get()) && !sameProgram;
                if (runsHere) {
                    seen.add(other.name() + "'s files, and " + other.name()
                            + (where.equals(folder.get()) ? " runs there too" : " runs in " + where + " inside it"));
                } else if (shows) {
                    seen.add(other.name() + "'s files");
                }
            }
            if (!seen.isEmpty()) {
                problems.add(bot.name() + " runs in " + folder.get() + ", which holds " + String.join(", ", seen));
            }
        }
        return problems;
    }

    /** The message that refuses the layout, naming what each bot would see and how to arrange the class. */
    public static String refusal(List<String> problems) {
        return "a sandboxed bot sees its whole folder, and " + String.join("; ", problems)
                + ": give each bot a folder of its own (bots/alice/bot.py, bots/bob/bot.py, each bot's"
                + " \"workdir\" its own folder, none inside another's) and keep the config outside the bots'"
                + " folders";
    }

    /** The folder a bot runs in: its config's {@code folder}, else that of the file its command names. */
    private static Optional<Path> folderOf(TournamentConfig.Bot bot) {
        if (bot.workdir() != null) {
            return Optional.of(bot.workdir().toAbsolutePath().normalize());
        }
        for (int player = 1; player <= 2; player++) {
            Optional<Path> folder = BotFolder.ownFolder(words(bot, player));
            if (folder.isPresent()) {
                return folder;
            }
        }
        return Optional.empty(); // a fresh folder of its own
    }

    /**
     * The files a bot's commands name, absolute: a relative word is read from the bot's {@code
     * workdir}, where it runs ({@code python3 alice.py}).
     */
    private static Set<Path> files(TournamentConfig.Bot bot) {
        Set<Path> files = new LinkedHashSet<>();
        Path workdir = bot.workdir() == null ? null : bot.workdir().toAbsolutePath();
        for (int player = 1; player <= 2; player++) {
            for (String word : words(bot, player)) {
                Path file;
                try {
                    file = word.startsWith("/") ? Path.of(word) : workdir == null ? null : workdir.resolve(word);
                } catch (java.nio.file.InvalidPathException e) {
                    continue;
                }
                if (file != null && Files.isRegularFile(file)) {
                    files.add(file.normalize());
                }
            }
        }
        return files;
    }

    private static List<String> words(TournamentConfig.Bot bot, int player) {
        try {
            return Builtins.expand(CommandWords.split(bot.commandAs(player)));
        } catch (IllegalArgumentException e) {
            return List.of();
        }
    }
}
