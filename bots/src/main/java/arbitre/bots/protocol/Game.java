package arbitre.bots.protocol;

import java.util.Locale;

/**
 * The games the bundled bots play, by the names of {@code --game} and {@code ARBITRE_GAME}. The
 * bots cannot ask the referee's registry of games (the referee depends on them, not the other
 * way), so a test of the referee holds this list, and the usage of {@code bots.jar}, to it.
 */
public enum Game {
    AWALE("awale"),
    KALAH("kalah"),
    FENIX("fenix");

    private final String wireName;

    Game(String wireName) {
        this.wireName = wireName;
    }

    public String wireName() {
        return wireName;
    }

    /** The games' names, as a reader is told them: {@code awale, kalah or fenix}. */
    public static String names() {
        StringBuilder out = new StringBuilder();
        Game[] games = values();
        for (int i = 0; i < games.length; i++) {
            out.append(i == 0 ? "" : i == games.length - 1 ? " or " : ", ").append(games[i].wireName);
        }
        return out.toString();
    }

    /**
     * The game a referee that names none plays, by its first line: Kalah when it is {@code
     * POSITION} (a line only Kalah has), else Awale. Fenix opens with {@code START} as the Awale
     * does, so it must be named.
     */
    public static Game ofFirstLine(String line) {
        return line.startsWith("POSITION") ? KALAH : AWALE;
    }

    /**
     * The game of a name, in any case.
     *
     * @throws IllegalArgumentException naming the text and the games there are
     */
    public static Game fromName(String name) {
        for (Game game : values()) {
            if (game.wireName.equals(name.strip().toLowerCase(Locale.ROOT))) {
                return game;
            }
        }
        throw new IllegalArgumentException("unknown game '" + name + "' (" + names() + ")");
    }
}
