package arbitre.bots.awale;

import arbitre.bots.search.Level;
import java.util.List;

/** The Awale's ladder of levels of the bundled bot (docs/students.md), the game the levels were first set for. */
public final class AwaleLevels {
    /** The levels, weakest first; the last is the full bot. */
    public static final List<Level> LADDER = List.of(
            new Level(1, 1, 0, 50),
            new Level(2, 1, 0, 30),
            new Level(3, 1, 0, 15),
            new Level(4, 1, 0, 7),
            new Level(5, 1, 0, 3),
            new Level(6, 1, 0, 0),
            new Level(7, 0, 100, 0),
            new Level(8, 0, 250, 0),
            new Level(9, 0, 600, 0),
            new Level(10, 0, 1_500, 0),
            new Level(11, 0, 4_000, 0),
            new Level(12, 0, 10_000, 0),
            new Level(13, 0, 25_000, 0),
            new Level(14, 0, 60_000, 0),
            new Level(15, 0, 0, 0));

    private AwaleLevels() {}
}
