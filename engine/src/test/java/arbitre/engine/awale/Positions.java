package arbitre.engine.awale;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Test positions in the notation of the worked examples of docs/awale.md: {@code 1(2R) 14(2B2R)
 * 5(7R1B11T) 6()}, a hole number followed by its seeds as counts of R, B and T in any order;
 * {@code ()} is an empty hole.
 */
final class Positions {
    /**
     * What {@link #withFiller} puts in every hole the position does not list. Four seeds or more
     * can never be captured, since sowing only adds seeds: a filler hole stops any capture walk
     * that reaches it, so the filler never changes what a move captures.
     */
    static final String FILLER = "2R2B";

    private static final Pattern HOLE = Pattern.compile("(\\d+)\\(((?:\\d+[RBT])*)\\)");
    private static final Pattern COUNT = Pattern.compile("(\\d+)([RBT])");

    private Positions() {}

    /** The holes of a position, in the order written: hole → {red, blue, transparent}. */
    static Map<Integer, int[]> parse(String position) {
        Map<Integer, int[]> holes = new LinkedHashMap<>();
        for (String token : position.trim().split("\\s+")) {
            Matcher hole = HOLE.matcher(token);
            if (!hole.matches()) {
                throw new IllegalArgumentException("not a hole: '" + token + "' in '" + position + "'");
            }
            int number = Integer.parseInt(hole.group(1));
            int[] seeds = new int[3];
            Matcher count = COUNT.matcher(hole.group(2));
            while (count.find()) {
                seeds["RBT".indexOf(count.group(2))] += Integer.parseInt(count.group(1));
            }
            if (holes.put(number, seeds) != null) {
                throw new IllegalArgumentException("hole " + number + " listed twice in '" + position + "'");
            }
        }
        return holes;
    }

    /** A board with exactly the listed seeds, every other hole empty. */
    static Board exactly(RuleSet rules, int toMove, String position) {
        Board board = Board.empty(rules).setToMove(toMove);
        parse(position).forEach((hole, seeds) -> board.setHole(hole, seeds[0], seeds[1], seeds[2]));
        return board;
    }

    /** A board with the listed seeds and {@link #FILLER} in every other hole. */
    static Board withFiller(RuleSet rules, int toMove, String position) {
        int[] filler = parse("0(" + FILLER + ")").get(0);
        Board board = Board.empty(rules).setToMove(toMove);
        for (int hole = 1; hole <= Board.HOLES; hole++) {
            board.setHole(hole, filler[0], filler[1], filler[2]);
        }
        parse(position).forEach((hole, seeds) -> board.setHole(hole, seeds[0], seeds[1], seeds[2]));
        return board;
    }

    /** Asserts that each hole the position lists holds exactly the seeds written there. */
    static void assertHoles(Board board, String expected) {
        Map<Integer, int[]> holes = parse(expected);
        StringBuilder actual = new StringBuilder();
        StringBuilder wanted = new StringBuilder();
        holes.forEach((hole, seeds) -> {
            actual.append(describe(hole, board.red(hole), board.blue(hole), board.transparent(hole)));
            wanted.append(describe(hole, seeds[0], seeds[1], seeds[2]));
            assertThat(board.seeds(hole))
                    .as("total of hole %d", hole)
                    .isEqualTo(board.red(hole) + board.blue(hole) + board.transparent(hole));
        });
        assertThat(actual.toString().trim())
                .as("holes of %s", board)
                .isEqualTo(wanted.toString().trim());
    }

    private static String describe(int hole, int red, int blue, int transparent) {
        return hole + "(" + (red > 0 ? red + "R" : "") + (blue > 0 ? blue + "B" : "")
                + (transparent > 0 ? transparent + "T" : "") + ") ";
    }
}
