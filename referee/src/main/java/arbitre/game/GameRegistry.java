package arbitre.game;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The games the referee can run, by name. A new game plugs in with a {@link GameType} and a line
 * here, without touching the match loop, the logs or the reports. Awale is the default game: logs
 * and configs that name no game are Awale's.
 */
public final class GameRegistry {
    /** The game of logs and configs that name none. */
    public static final String DEFAULT_GAME = AwaleType.NAME;

    private static final Map<String, GameType> GAMES = new LinkedHashMap<>();

    static {
        register(AwaleType.INSTANCE);
        register(KalahType.INSTANCE);
        register(FenixType.INSTANCE);
    }

    private GameRegistry() {}

    private static void register(GameType type) {
        GAMES.put(type.name(), type);
    }

    /** The names of the games, the default first. */
    public static List<String> names() {
        return List.copyOf(GAMES.keySet());
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
     * {@code null} names the default game, and an unknown name counts seeds.
     */
    public static String scoreUnit(String name) {
        GameType type = GAMES.get(name == null ? DEFAULT_GAME : name);
        return type == null ? defaultGame().scoreUnit() : type.scoreUnit();
    }

    /** The default game. */
    public static GameType defaultGame() {
        return get(DEFAULT_GAME);
    }
}
