package arbitre.bots.fenix;

import arbitre.bots.search.Level;
import java.util.List;

/** Fenix's ladder of levels of the bundled bot (docs/students.md): most games between weak Fenix players are drawn, so a level differs from the one below by more than in the other games. */
public final class FenixLevels {
    /** The levels, weakest first; the last is the full bot. */
    public static final List<Level> LADDER = List.of(
            new Level(1, 1, 0, 50),
            new Level(2, 1, 0, 0),
            new Level(3, 0, 250, 0),
            new Level(4, 0, 10_000, 0),
            new Level(5, 0, 60_000, 0),
            new Level(6, 0, 1_000_000, 0),
            new Level(7, 0, 0, 0));

    private FenixLevels() {}
}
