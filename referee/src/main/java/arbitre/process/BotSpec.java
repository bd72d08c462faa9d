package arbitre.process;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * How to start one bot: its name, its command line as written, the working directory
 * ({@code null}: the referee's own) and environment variables added to the inherited ones.
 */
public record BotSpec(String name, String command, Path workdir, Map<String, String> env) {

    public BotSpec {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(command, "command");
        if (name.isBlank()) {
            throw new IllegalArgumentException("a bot needs a name");
        }
        if (command.isBlank()) {
            throw new IllegalArgumentException("bot '" + name + "' has an empty command");
        }
        env = env == null ? Map.of() : Map.copyOf(env);
    }

    public static BotSpec of(String name, String command) {
        return new BotSpec(name, command, null, Map.of());
    }

    /**
     * Its working directory, absolute, or the referee's own folder when it has none (a started bot
     * then runs in a folder of its own, see {@link BotFolder}).
     */
    public Path folder() {
        return workdir == null ? Path.of("").toAbsolutePath() : workdir.toAbsolutePath();
    }

    /** The words of the command, before {@code builtin:} bots are expanded. */
    public List<String> words() {
        return CommandWords.split(command);
    }
}
