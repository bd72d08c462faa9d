package arbitre.bots.iddfs;

import static org.assertj.core.api.Assertions.assertThat;

import arbitre.bots.search.SearchLimits;
import arbitre.bots.search.SearchOptions;
import arbitre.bots.search.SearchResult;
import arbitre.engine.Board;
import arbitre.engine.Moves;
import arbitre.engine.RuleSet;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class SearchEquivalenceTest {
    static List<Board> positions(RuleSet rules) {
        List<Board> boards = new ArrayList<>();
        boards.add(Board.start(rules));
        for (long seed = 0; seed < 12; seed++) {
            SplittableRandom random = new SplittableRandom(seed * 31 + rules.ordinal());
            int plies = 6 + random.nextInt(70);
            Board board = Board.start(rules);
            int[] moves = new int[Moves.MAX_LEGAL];
            for (int i = 0; i < plies; i++) {
                int count = board.legalMoves(moves);
                Board next = board.copy();
                next.play(moves[random.nextInt(count)]);
                if (next.isOver()) {
                    break;
                }
                board = next;
            }
            boards.add(board);
        }
        return boards;
    }

    @Test
    void newSearch_sameMoveScoreNodesAsOld() {
        int compared = 0;
        for (RuleSet rules : RuleSet.values()) {
            for (SearchOptions options : List.of(SearchOptions.PLAIN, SearchOptions.ALL)) {
                for (boolean withTable : new boolean[] {true, false}) {
                    List<Board> boards = positions(rules);
                    for (Board board : boards) {
                        Search old = new Search(
                                rules,
                                withTable ? new TranspositionTable(1 << 16) : null,
                                EvaluationWeights.forRules(rules),
                                options);
                        var unified = AwaleNode.search(
                                rules,
                                withTable ? new TranspositionTable(1 << 16) : null,
                                EvaluationWeights.forRules(rules),
                                options);
                        for (int depth = 1; depth <= 8; depth++) {
                            SearchResult a = old.search(board, SearchLimits.depth(depth), 0);
                            SearchResult b = unified.search(AwaleNode.of(board), SearchLimits.depth(depth), 0);
                            String what =
                                    rules + " " + options + " table " + withTable + " depth " + depth + " " + board;
                            assertThat(b.move()).as(what).isEqualTo(a.move());
                            assertThat(b.score()).as(what).isEqualTo(a.score());
                            assertThat(b.nodes()).as(what).isEqualTo(a.nodes());
                            assertThat(b.depth()).as(what).isEqualTo(a.depth());
                            assertThat(b.principalVariation()).as(what).isEqualTo(a.principalVariation());
                            compared++;
                        }
                        SearchResult a = old.search(board, SearchLimits.nodes(30_000), 0);
                        SearchResult b = unified.search(AwaleNode.of(board), SearchLimits.nodes(30_000), 0);
                        assertThat(b)
                                .usingRecursiveComparison()
                                .ignoringFields("nanos")
                                .isEqualTo(a);
                        compared++;
                    }
                }
            }
        }
        System.out.println("equivalence: " + compared + " searches compared, all identical");
    }
}
