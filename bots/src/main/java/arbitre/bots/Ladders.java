package arbitre.bots;

import arbitre.bots.awale.AwaleLevels;
import arbitre.bots.fenix.FenixLevels;
import arbitre.bots.kalah.KalahLevels;
import arbitre.bots.protocol.Game;
import arbitre.bots.search.Level;
import java.util.List;

/** The ladder of levels of the bundled bot in each game: each game's own, set and measured in that game. */
public final class Ladders {
    private Ladders() {}

    /** A game's levels, weakest first; the last is the full bot. */
    public static List<Level> of(Game game) {
        return switch (game) {
            case AWALE -> AwaleLevels.LADDER;
            case KALAH -> KalahLevels.LADDER;
            case FENIX -> FenixLevels.LADDER;
        };
    }

    /** A game's strongest level: the full bot. */
    public static Level top(Game game) {
        return Level.top(of(game));
    }

    /**
     * The level of a game that a text names: its number, 1 to the top's, or {@value Level#FULL}.
     *
     * @throws IllegalArgumentException naming the game's levels
     */
    public static Level parse(String text, Game game) {
        return Level.parse(text, of(game), game.wireName());
    }
}
