package arbitre.game.awale;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import arbitre.engine.awale.Board;
import arbitre.engine.awale.Moves;
import arbitre.engine.awale.RuleSet;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class BalancedOpeningsTest {

    private static List<List<String>> draw(BalancedOpenings openings, int count) {
        List<List<String>> drawn = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            drawn.add(openings.opening(i));
        }
        return drawn;
    }

    @ParameterizedTest
    @ValueSource(ints = {2, 6, 10})
    void opening_anySeed_isLegalGoesOnAndWithinTheWindow(int plies) {
        BalancedOpenings openings = new BalancedOpenings(RuleSet.OFFICIAL, plies, 150, 42);
        BalancedOpenings checker = new BalancedOpenings(RuleSet.OFFICIAL, plies, 150, 0);

        for (List<String> opening : draw(openings, 20)) {
            Board board = Board.start(RuleSet.OFFICIAL);
            for (String move : opening) {
                assertThat(board.isLegal(Moves.parse(move)))
                        .as("%s in %s", move, opening)
                        .isTrue();
                board.play(Moves.parse(move));
            }
            assertThat(opening).hasSize(plies);
            assertThat(board.isOver()).isFalse();
            assertThat(Math.abs(checker.evaluate(board))).as("%s", opening).isLessThanOrEqualTo(150);
        }
    }

    @Test
    void opening_sameSeed_sameOpeningsInAnyOrder() {
        BalancedOpenings first = new BalancedOpenings(RuleSet.OFFICIAL, 8, 250, 7);
        BalancedOpenings second = new BalancedOpenings(RuleSet.OFFICIAL, 8, 250, 7);

        List<String> tenthFirst = second.opening(9);

        assertThat(draw(first, 10).get(9)).isEqualTo(tenthFirst);
        assertThat(draw(first, 10)).isEqualTo(draw(second, 10));
    }

    @Test
    void opening_otherSeedOrIndex_differs() {
        List<List<String>> seven = draw(new BalancedOpenings(RuleSet.OFFICIAL, 8, 250, 7), 10);
        List<List<String>> eight = draw(new BalancedOpenings(RuleSet.OFFICIAL, 8, 250, 8), 10);

        assertThat(seven).isNotEqualTo(eight);
        assertThat(seven).doesNotHaveDuplicates();
    }

    @Test
    void opening_tighterWindow_keepsOnlyCloserOpenings() {
        BalancedOpenings wide = new BalancedOpenings(RuleSet.OFFICIAL, 8, 100_000, 3);
        BalancedOpenings tight = new BalancedOpenings(RuleSet.OFFICIAL, 8, 0, 3);
        int widest = 0;
        for (List<String> opening : draw(wide, 30)) {
            widest = Math.max(widest, Math.abs(wide.evaluate(play(opening))));
        }

        for (List<String> opening : draw(tight, 5)) {
            assertThat(tight.evaluate(play(opening))).isZero();
        }
        assertThat(widest).as("without a window, some openings are lopsided").isGreaterThan(0);
    }

    private static Board play(List<String> opening) {
        Board board = Board.start(RuleSet.OFFICIAL);
        opening.forEach(move -> board.play(Moves.parse(move)));
        return board;
    }

    @Test
    void constructor_badPliesOrWindow_namesIt() {
        assertThatThrownBy(() -> new BalancedOpenings(RuleSet.OFFICIAL, 0, 250, 1))
                .hasMessage("an opening has 1 to 100 plies, not 0");
        assertThatThrownBy(() -> new BalancedOpenings(RuleSet.OFFICIAL, 4, -1, 1))
                .hasMessage("the evaluation window must be at least 0, not -1");
    }
}
