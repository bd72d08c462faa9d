package arbitre.bots.protocol;

import java.util.Locale;

/** The games the bundled bots play, by the names of {@code --game} and {@code ARBITRE_GAME}. */
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
        throw new IllegalArgumentException("unknown game '" + name + "' (awale, kalah or fenix)");
    }
}
