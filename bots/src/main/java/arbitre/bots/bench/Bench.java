package arbitre.bots.bench;

import arbitre.bots.awale.AwaleNode;
import arbitre.bots.awale.EvaluationWeights;
import arbitre.bots.fenix.FenixNode;
import arbitre.bots.kalah.KalahNode;
import arbitre.bots.protocol.Game;
import arbitre.bots.search.GamePosition;
import arbitre.bots.search.Search;
import arbitre.bots.search.SearchLimits;
import arbitre.bots.search.SearchOptions;
import arbitre.bots.search.SearchResult;
import arbitre.bots.search.TranspositionTable;
import arbitre.engine.awale.Board;
import arbitre.engine.awale.Moves;
import arbitre.engine.awale.RuleSet;
import arbitre.engine.fenix.FenixBoard;
import arbitre.engine.fenix.FenixPosition;
import arbitre.engine.kalah.KalahStart;
import java.io.PrintStream;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.Supplier;

/**
 * {@code bench}: how fast and how deep the search goes, on positions of one game that do not
 * change between versions, next to a baseline measured in the same run, so that figures from
 * different machines or loads compare as ratios.
 *
 * <p>The baseline is the engine's raw speed over the same time: a perft walk from the start that
 * plays every move by copy-make through the same {@link GamePosition} as the search, with
 * nothing else per node (no evaluation, table or ordering). The search's nodes are counted the
 * same way (one per position visited), so {@code nps / baseline} is the share of the engine's
 * speed the search keeps.
 *
 * <p>Each position gets a fresh table and the whole time: depths are started however long they
 * may take, and the depth reported is the last one finished. The Awale positions are move
 * sequences per rule set; the Kalah ones FairKalah openings; the Fenix ones position texts.
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

    /** A named position of one game. */
    record Named<P>(String name, P position) {}

    /** The Kalah positions: the standard start and three FairKalah openings. */
    static List<Named<KalahNode>> kalahPositions() {
        List<Named<KalahNode>> positions = new ArrayList<>();
        positions.add(new Named<>("start", KalahNode.of(KalahStart.STANDARD.board())));
        for (int opening : new int[] {1, 100, 200}) {
            positions.add(new Named<>(
                    "fair-" + opening, KalahNode.of(KalahStart.fair(opening).board())));
        }
        return positions;
    }

    /** The Fenix positions: the start, and three of random games, at the end of the setup and later. */
    static List<Named<FenixNode>> fenixPositions() {
        List<Named<FenixNode>> positions = new ArrayList<>();
        positions.add(new Named<>("start", FenixNode.of(FenixBoard.start())));
        positions.add(fenix("ply-10", "SSS.K.../SSSG...s/SG.S..ss/SG....sg/SS...gs./S..sksss/...g.sss r 10 - 0"));
        positions.add(fenix("ply-20", "S.KSSS../SSS.S..s/S..S...s/GS...sg./.G...ss./.S.sg..k/.s.sss.g r 20 - 1"));
        positions.add(fenix("ply-30", "SsKSS..S/S.S...gs/S......s/......../......../...sg.../...sssk. r 30 G 0"));
        return positions;
    }

    private static Named<FenixNode> fenix(String name, String text) {
        return new Named<>(name, FenixNode.of(FenixPosition.parse(text)));
    }

    private final Game game;
    private final RuleSet rules;
    private final int tableMegabytes;
    private final long millis;

    public Bench(Game game, RuleSet rules, int tableMegabytes, long millis) {
        this.game = game;
        this.rules = rules;
        this.tableMegabytes = tableMegabytes;
        this.millis = millis;
    }

    /** The Awale benchmark's positions for a rule set. */
    static List<Position> positions(RuleSet rules) {
        return rules == RuleSet.OFFICIAL ? OFFICIAL : REPORT;
    }

    public void run(PrintStream out) {
        TranspositionTable table = TranspositionTable.ofMegabytes(tableMegabytes);
        switch (game) {
            case AWALE -> {
                out.printf(
                        Locale.ROOT,
                        "bench: awale, rules %s, %d ms per position, table %d MB%n",
                        rules,
                        millis,
                        tableMegabytes);
                List<Named<AwaleNode>> named = new ArrayList<>();
                for (Position position : positions(rules)) {
                    named.add(new Named<>(position.name(), AwaleNode.of(position.board(rules))));
                }
                run(
                        out,
                        table,
                        AwaleNode.search(rules, table, EvaluationWeights.DEFAULT, SearchOptions.PLAIN),
                        () -> AwaleNode.of(Board.start(rules)),
                        named);
            }
            case KALAH -> {
                header(out);
                run(
                        out,
                        table,
                        KalahNode.search(table),
                        () -> KalahNode.of(KalahStart.STANDARD.board()),
                        kalahPositions());
            }
            case FENIX -> {
                header(out);
                run(out, table, FenixNode.search(table), () -> FenixNode.of(FenixBoard.start()), fenixPositions());
            }
        }
    }

    private void header(PrintStream out) {
        out.printf(
                Locale.ROOT, "bench: %s, %d ms per position, table %d MB%n", game.wireName(), millis, tableMegabytes);
    }

    private <P extends GamePosition<P>> void run(
            PrintStream out, TranspositionTable table, Search<P> search, Supplier<P> start, List<Named<P>> positions) {
        long baseline = baseline(out, start);
        for (Named<P> named : positions) {
            table.clear();
            SearchResult result =
                    search.search(named.position(), SearchLimits.exactly(millis * 1_000_000L), System.nanoTime());
            long nps = result.nodesPerSecond();
            out.printf(
                    Locale.ROOT,
                    "%-9s depth %2d  nodes %,13d  nps %,11d  (%.2f of baseline)  score %+d  move %s%n",
                    named.name(),
                    result.depth(),
                    result.nodes(),
                    nps,
                    baseline == 0 ? 0.0 : (double) nps / baseline,
                    result.score(),
                    result.principalVariation().split(" ")[0]);
        }
    }

    /** Copy-make moves per second from the start over the benchmark's time; prints it. */
    private <P extends GamePosition<P>> long baseline(PrintStream out, Supplier<P> start) {
        List<P> nodes = new ArrayList<>();
        for (int i = 0; i < 5; i++) {
            nodes.add(start.get());
        }
        int[][] moves = new int[nodes.size()][1024];
        long played = 0;
        long begin = System.nanoTime();
        long end = begin + millis * 1_000_000L;
        long now;
        do {
            played += walk(nodes, moves, 0, 4);
            now = System.nanoTime();
        } while (now < end);
        long perSecond = (long) (played * 1e9 / (now - begin));
        out.printf(Locale.ROOT, "baseline  copy-make perft from the start: %,d moves/s%n", perSecond);
        return perSecond;
    }

    private static <P extends GamePosition<P>> long walk(List<P> nodes, int[][] moves, int level, int depth) {
        P node = nodes.get(level);
        int[] list = moves[level];
        int count = node.legalMoves(list);
        P child = nodes.get(level + 1);
        long played = 0;
        for (int i = 0; i < count; i++) {
            child.play(node, list[i]);
            played++;
            if (depth > 1 && !child.isOver()) {
                played += walk(nodes, moves, level + 1, depth - 1);
            }
        }
        return played;
    }
}
