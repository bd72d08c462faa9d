package arbitre.bots.iddfs;

import static org.assertj.core.api.Assertions.assertThat;

import arbitre.engine.Board;
import arbitre.engine.RuleSet;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

class EvaluationTest {
    private final Evaluation official = new Evaluation(RuleSet.OFFICIAL, EvaluationWeights.REPORT);

    @ParameterizedTest
    @EnumSource(RuleSet.class)
    void evaluate_start_isTheMobilityDifferenceOnly(RuleSet rules) {
        // 8 non-empty holes each: 8 * 20 - 8 * 30.
        assertThat(new Evaluation(rules, EvaluationWeights.REPORT).evaluate(Board.start(rules))).isEqualTo(-80);
    }

    @Test
    void evaluate_everyTerm_addsUpFromTheMoversSide() {
        // Player 2 (even holes) to move, 10 captured against 4.
        Board board = Board.empty(RuleSet.OFFICIAL)
                .setHole(2, 1, 0, 0)    // own, 1 seed: -40
                .setHole(4, 9, 0, 0)    // own, more than 8: +10
                .setHole(6, 4, 0, 0)    // own, plain
                .setHole(1, 2, 0, 0)    // opponent, 2 seeds: +30
                .setHole(3, 5, 0, 0)    // opponent, plain
                .setCaptured(4, 10)
                .setToMove(2);
        int expected = 200 * (10 - 4) - 40 + 10 + 30 + 20 * 3 - 30 * 2;

        assertThat(official.evaluate(board)).isEqualTo(expected);
    }

    @Test
    void evaluate_opponentWithOneMove_addsTheBonus() {
        Board board = Board.empty(RuleSet.OFFICIAL)
                .setHole(1, 4, 0, 0)    // own (player 1), plain
                .setHole(2, 0, 5, 0)    // opponent: only 2B
                .setHole(3, 4, 0, 0)
                .setHole(5, 4, 0, 0);

        assertThat(official.evaluate(board)).isEqualTo(600 + 20 * 3 - 30);
    }

    @Test
    void evaluate_opponentWithoutSeeds_addsTheStarvationBonus() {
        Board board = Board.empty(RuleSet.OFFICIAL).setHole(1, 12, 0, 0);

        assertThat(official.evaluate(board)).isEqualTo(50_000 + 10 + 20);
    }
}
