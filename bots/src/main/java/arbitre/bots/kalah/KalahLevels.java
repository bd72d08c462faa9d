package arbitre.bots.kalah;

import arbitre.bots.search.Level;
import java.util.List;

/** Kalah's ladder of levels of the bundled bot (docs/students.md): a random move and a larger cap cost less in Kalah than in the Awale, so each level is set further from the one below, for steps of about the Awale's size. */
public final class KalahLevels {
    /** The levels, weakest first; the last is the full bot. */
    public static final List<Level> LADDER = List.of(
            new Level(1, 1, 0, 50),
            new Level(2, 1, 0, 30),
            new Level(3, 1, 0, 7),
            new Level(4, 1, 0, 0),
            new Level(5, 0, 250, 0),
            new Level(6, 0, 1_500, 0),
            new Level(7, 0, 10_000, 0),
            new Level(8, 0, 60_000, 0),
            new Level(9, 0, 1_000_000, 0),
            new Level(10, 0, 0, 0));

    private KalahLevels() {}
}
