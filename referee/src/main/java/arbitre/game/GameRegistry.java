package arbitre.game;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.ServiceLoader;

/**
 * The games the referee can run, by name: every {@link GameType} that a {@code
 * META-INF/services/arbitre.game.GameType} file on the class path names, so a new game plugs in as
 * a jar (or a folder) with its types and that one line, without touching the match loop, the logs
 * or the reports. The games come in the order of those files, the default game first: the one
 * whose {@link GameType#isDefault()} says that logs and configs naming no game are its.
 */
public final class GameRegistry {
    private static final Map<String, GameType> GAMES = load();

    /** The game of logs and configs that name none. */
    public static final String DEFAULT_GAME = defaultGame().name();

    private GameRegistry() {}

    private static Map<String, GameType> load() {
        List<GameType> found = new ArrayList<>();
        ServiceLoader.load(GameType.class, GameRegistry.class.getClassLoader()).forEach(found::add);
        List<GameType> defaults = found.stream().filter(GameType::isDefault).toList();
        if (defaults.size() != 1) {
            throw new IllegalStateException("exactly one game must be the default one, not "
                    + defaults.stream().map(GameType::name).toList());
        }
        Map<String, GameType> games = new LinkedHashMap<>();
        games.put(defaults.get(0).name(), defaults.get(0));
        for (GameType type : found) {
            GameType known = games.putIfAbsent(type.name(), type);
            if (known != null && known.getClass() != type.getClass()) {
                throw new IllegalStateException("two games are named '" + type.name() + "': "
                        + known.getClass().getName() + " and " + type.getClass().getName());
            }
        }
        return games;
    }

    /** The names of the games, the default first. */
    public static List<String> names() {
        return List.copyOf(GAMES.keySet());
    }

    /** The games, the default first. */
    public static List<GameType> types() {
        return List.copyOf(GAMES.values());
    }

    /**
     * A game by name; {@code null} names the default game.
     *
     * @throws IllegalArgumentException for an unknown name, listing the known ones
     */
    public static GameType get(String name) {
        String key = name == null ? DEFAULT_GAME : name;
        GameType type = GAMES.get(key);
        if (type == null) {
            throw new IllegalArgumentException(
                    "unknown game '" + key + "' (known: " + String.join(", ", names()) + ")");
        }
        return type;
    }

    /**
     * What a game's score counts ({@link GameType#scoreUnit}), for a name read from a file:
     * {@code null} names the default game, and an unknown name counts the default game's unit.
     */
    public static String scoreUnit(String name) {
        GameType type = GAMES.get(name == null ? DEFAULT_GAME : name);
        return type == null ? defaultGame().scoreUnit() : type.scoreUnit();
    }

    /** The default game. */
    public static GameType defaultGame() {
        return GAMES.values().iterator().next();
    }
}
