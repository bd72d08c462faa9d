package arbitre.bots.bench;

import arbitre.bots.iddfs.EvaluationWeights;
import arbitre.bots.iddfs.Search;
import arbitre.bots.iddfs.TranspositionTable;
import arbitre.bots.search.SearchLimits;
import arbitre.bots.search.SearchResult;
import arbitre.engine.Board;
import arbitre.engine.Moves;
import arbitre.engine.Perft;
import arbitre.engine.RuleSet;
import java.io.PrintStream;
import java.util.List;
import java.util.Locale;

/**
 * {@code bench}: how fast and how deep the search goes, on positions that do not change between
 * versions, next to a baseline measured in the same run, so that figures from different machines
 * or loads compare as ratios.
 *
 * <p>The baseline is the engine's raw speed over the same time: a perft walk from the start that
 * plays every move by copy-make, as the search does, with nothing else per node (no evaluation,
 * table or ordering). The search's nodes are counted the same way (one per position visited), so
 * {@code nps / baseline} is the share of the engine's speed the search keeps. The engine's own
 * bulk-counting {@link Perft} is shown too.
 *
 * <p>Each position gets a fresh table and the whole time: depths are started however long they
 * may take, and the depth reported is the last one finished.
 */
public final class Bench {
    /** A position reached by playing {@code moves} from the start. */
    record Position(String name, List<String> moves) {
        static Position of(String name, String moves) {
            return new Position(name, moves.isBlank() ? List.of() : List.of(moves.split(" ")));
        }

        Board board(RuleSet rules) {
            Board board = Board.start(rules);
            for (String move : moves) {
                board.play(Moves.parse(move));
            }
            return board;
        }
    }

    private static final List<Position> OFFICIAL = List.of(
            Position.of("start", ""),
            Position.of("ply-20", "1R 2R 3R 14B 13R 10R 9R 6B 1TR 16B 7R 6TB 15R 12R 15R 2R 9TR 10B 1R 8R"),
            Position.of(
                    "ply-40",
                    "1R 2R 3R 14B 13R 10R 9R 6B 1TR 16B 7R 6TB 15R 12R 15R 2R 9TR 10B 1R 8R"
                            + " 13R 10R 15R 14TB 1TR 12R 13R 16TB 13TR 4R 15TR 8R 7B 4R 3TR 2R 1TR 14TB 7R 16TB"),
            Position.of(
                    "ply-60",
                    "1R 2R 3R 14B 13R 10R 9R 6B 1TR 16B 7R 6TB 15R 12R 15R 2R 9TR 10B 1R 8R"
                            + " 13R 10R 15R 14TB 1TR 12R 13R 16TB 13TR 4R 15TR 8R 7B 4R 3TR 2R 1TR 14TB 7R 16TB"
                            + " 3TR 8TR 15TR 12TR 9TR 4B 11B 2B 5B 14TB 1TR 6B 7B 16TB 1TR 10TR 5R 12R 9R 12TR"));

    private static final List<Position> REPORT = List.of(
            Position.of("start", ""),
            Position.of("ply-10", "6TR 14TR 7TR 11R 5R 15R 8R 12R 8TR 10R"),
            Position.of("ply-20", "6TR 14TR 7TR 11R 5R 15R 8R 12R 8TR 10R 4B 12TB 1R 11R 5R 9R 2R 11B 5B 11R"),
            Position.of(
                    "ply-30",
                    "6TR 14TR 7TR 11R 5R 15R 8R 12R 8TR 10R 4B 12TB 1R 11R 5R 9R 2R 11B 5B 11R"
                            + " 1B 10R 4R 16TR 3TR 15R 5R 13R 2TR 15TR"));

    private final RuleSet rules;
    private final int tableMegabytes;
    private final long millis;

    public Bench(RuleSet rules, int tableMegabytes, long millis) {
        this.rules = rules;
        this.tableMegabytes = tableMegabytes;
        this.millis = millis;
    }

    /** The benchmark's positions for a rule set. */
    static List<Position> positions(RuleSet rules) {
        return rules == RuleSet.OFFICIAL ? OFFICIAL : REPORT;
    }

    public void run(PrintStream out) {
        out.printf(Locale.ROOT, "bench: rules %s, %d ms per position, table %d MB%n", rules, millis, tableMegabytes);
        long baseline = baseline(out);
        TranspositionTable table = TranspositionTable.ofMegabytes(tableMegabytes);
        Search search = new Search(rules, table, EvaluationWeights.DEFAULT);
        for (Position position : positions(rules)) {
            table.clear();
            Board board = position.board(rules);
            SearchResult result = search.search(board, SearchLimits.exactly(millis * 1_000_000L), System.nanoTime());
            long nps = result.nodesPerSecond();
            out.printf(
                    Locale.ROOT,
                    "%-9s depth %2d  nodes %,13d  nps %,11d  (%.2f of baseline)  score %+d  move %s%n",
                    position.name(),
                    result.depth(),
                    result.nodes(),
                    nps,
                    baseline == 0 ? 0.0 : (double) nps / baseline,
                    result.score(),
                    Moves.format(result.move()));
        }
    }

    /** Copy-make moves per second from the start over the benchmark's time; prints both baselines. */
    private long baseline(PrintStream out) {
        Board start = Board.start(rules);
        Board[] boards = new Board[5];
        for (int i = 0; i < boards.length; i++) {
            boards[i] = start.copy();
        }
        int[][] moves = new int[boards.length][Moves.MAX_LEGAL];
        long played = 0;
        long begin = System.nanoTime();
        long end = begin + millis * 1_000_000L;
        long now;
        do {
            played += walk(boards, moves, 0, 4);
            now = System.nanoTime();
        } while (now < end);
        long perSecond = (long) (played * 1e9 / (now - begin));

        long perftBegin = System.nanoTime();
        long leaves = Perft.count(start, 4);
        long perftNanos = System.nanoTime() - perftBegin;
        out.printf(
                Locale.ROOT,
                "baseline  copy-make perft from the start: %,d moves/s (engine Perft.count(4): %,d leaves in %d ms, %,d leaves/s)%n",
                perSecond,
                leaves,
                perftNanos / 1_000_000,
                (long) (leaves * 1e9 / perftNanos));
        return perSecond;
    }

    private static long walk(Board[] boards, int[][] moves, int level, int depth) {
        Board board = boards[level];
        int[] list = moves[level];
        int count = board.legalMoves(list);
        Board child = boards[level + 1];
        long played = 0;
        for (int i = 0; i < count; i++) {
            child.copyFrom(board);
            child.playUnchecked(list[i]);
            played++;
            if (depth > 1) {
                played += walk(boards, moves, level + 1, depth - 1);
            }
        }
        return played;
    }
}
