package arbitre.bots.awale;

import static org.assertj.core.api.Assertions.assertThat;

import arbitre.engine.awale.Board;
import arbitre.engine.awale.Moves;
import arbitre.engine.awale.RuleSet;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

class EvaluationTest {
    private final Evaluation official = new Evaluation(RuleSet.OFFICIAL, EvaluationWeights.REPORT);

    @ParameterizedTest
    @EnumSource(RuleSet.class)
    void evaluate_start_isTheMobilityDifferenceOnly(RuleSet rules) {
        // 8 non-empty holes each: 8 * 20 - 8 * 30.
        assertThat(new Evaluation(rules, EvaluationWeights.REPORT).evaluate(Board.start(rules)))
                .isEqualTo(-80);
    }

    @Test
    void evaluate_everyTerm_addsUpFromTheMoversSide() {
        // Player 2 (even holes) to move, 10 captured against 4.
        Board board = Board.empty(RuleSet.OFFICIAL)
                .setHole(2, 1, 0, 0) // own, 1 seed: -40
                .setHole(4, 9, 0, 0) // own, more than 8: +10
                .setHole(6, 4, 0, 0) // own, plain
                .setHole(1, 2, 0, 0) // opponent, 2 seeds: +30
                .setHole(3, 5, 0, 0) // opponent, plain
                .setCaptured(4, 10)
                .setToMove(2);
        int expected = 200 * (10 - 4) - 40 + 10 + 30 + 20 * 3 - 30 * 2;

        assertThat(official.evaluate(board)).isEqualTo(expected);
    }

    @Test
    void evaluate_opponentWithOneMove_addsTheBonus() {
        Board board = Board.empty(RuleSet.OFFICIAL)
                .setHole(1, 4, 0, 0) // own (player 1), plain
                .setHole(2, 0, 5, 0) // opponent: only 2B
                .setHole(3, 4, 0, 0)
                .setHole(5, 4, 0, 0);

        assertThat(official.evaluate(board)).isEqualTo(600 + 20 * 3 - 30);
    }

    @Test
    void evaluate_opponentWithoutSeeds_addsTheStarvationBonus() {
        Board board = Board.empty(RuleSet.OFFICIAL).setHole(1, 12, 0, 0);

        assertThat(official.evaluate(board)).isEqualTo(50_000 + 10 + 20);
    }

    @Test
    void evaluate_seedsOnEachSide_weighTotalAndTransparentDifferences() {
        EvaluationWeights onlySeeds =
                new EvaluationWeights(0, 0, 0, 8, 0, 0, 0, 0, 0, 0, 7, 5, EvaluationWeights.NO_CAP, 0);
        // Player 1 (odd holes) to move: 3R2B1T + 4R against 1R1B4T + 1B.
        Board board = Board.empty(RuleSet.OFFICIAL)
                .setHole(1, 3, 2, 1)
                .setHole(3, 4, 0, 0)
                .setHole(2, 1, 1, 4)
                .setHole(4, 0, 1, 0);
        int expected = 7 * (10 - 7) + 5 * (1 - 4);

        assertThat(new Evaluation(RuleSet.OFFICIAL, onlySeeds).evaluate(board)).isEqualTo(expected);
        assertThat(new Evaluation(RuleSet.OFFICIAL, onlySeeds)
                        .evaluate(board.copy().setToMove(2)))
                .isEqualTo(-expected);
    }

    @Test
    void evaluate_seedsBeyondTheCap_addNothingToTheSeedsOnEachSide() {
        EvaluationWeights capped = new EvaluationWeights(0, 0, 0, 8, 0, 0, 0, 0, 0, 0, 7, 0, 12, 0);
        // Player 1 (odd holes) to move: a heap of 20 and a hole of 5 against a heap of 15 and 3.
        Board board = Board.empty(RuleSet.OFFICIAL)
                .setHole(1, 20, 0, 0)
                .setHole(3, 5, 0, 0)
                .setHole(2, 15, 0, 0)
                .setHole(4, 3, 0, 0);

        assertThat(new Evaluation(RuleSet.OFFICIAL, capped).evaluate(board)).isEqualTo(7 * ((12 + 5) - (12 + 3)));
        assertThat(new Evaluation(RuleSet.OFFICIAL, capped)
                        .evaluate(board.copy().setHole(1, 12, 0, 0)))
                .as("a heap of 12 weighs as one of 20")
                .isEqualTo(7 * ((12 + 5) - (12 + 3)));
        assertThat(new Evaluation(RuleSet.OFFICIAL, capped)
                        .evaluate(board.copy().setHole(1, 11, 0, 0)))
                .as("below the cap, every seed counts")
                .isEqualTo(7 * ((11 + 5) - (12 + 3)));
    }

    @Test
    void evaluate_blueSeedsOnEachSide_weighOnTopOfTheSeeds() {
        EvaluationWeights onlyBlue =
                new EvaluationWeights(0, 0, 0, 8, 0, 0, 0, 0, 0, 0, 0, 0, EvaluationWeights.NO_CAP, 9);
        // Player 2 (even holes) to move: 1R4B + 2B1T against 3B2T + 5R.
        Board board = Board.empty(RuleSet.OFFICIAL)
                .setHole(2, 1, 4, 0)
                .setHole(4, 0, 2, 1)
                .setHole(1, 0, 3, 2)
                .setHole(3, 5, 0, 0)
                .setToMove(2);

        assertThat(new Evaluation(RuleSet.OFFICIAL, onlyBlue).evaluate(board)).isEqualTo(9 * (6 - 3));
        assertThat(new Evaluation(RuleSet.OFFICIAL, onlyBlue)
                        .evaluate(board.copy().setToMove(1)))
                .isEqualTo(-9 * (6 - 3));
    }

    @Test
    void forRules_officialRules_capTheSeedsOfAHeap_reportRulesDoNot() {
        EvaluationWeights official = EvaluationWeights.forRules(RuleSet.OFFICIAL);
        EvaluationWeights report = EvaluationWeights.forRules(RuleSet.REPORT);

        assertThat(official).isEqualTo(EvaluationWeights.DEFAULT);
        assertThat(official.seedCap()).isEqualTo(12);
        assertThat(report.seedCap()).isEqualTo(Board.SEEDS);
    }

    @Test
    void forRules_reportRules_weighTheSeedsAtHomeMoreUncappedWithoutBlueAndNothingElse() {
        EvaluationWeights official = EvaluationWeights.forRules(RuleSet.OFFICIAL);
        EvaluationWeights report = EvaluationWeights.forRules(RuleSet.REPORT);

        assertThat(report.seedOnSide()).isGreaterThan(official.seedOnSide());
        assertThat(report.seedCap()).isGreaterThan(official.seedCap());
        assertThat(report.blueOnSide()).isZero();
        assertThat(report)
                .usingRecursiveComparison()
                .ignoringFields("seedOnSide", "seedCap", "blueOnSide")
                .isEqualTo(official);
    }

    @ParameterizedTest
    @EnumSource(RuleSet.class)
    void evaluate_sameSeedsInMoreHoles_gainTheMobilityWeights(RuleSet rules) {
        // Six seeds in one own hole, then three in each of two: only the count of non-empty
        // holes changes (no hole with 1 or 2 seeds, none with more than 8). The same on the
        // opponent's side. Player 1 to move in both rule sets.
        Evaluation evaluation = new Evaluation(rules, EvaluationWeights.forRules(rules));
        int own = rules.holesOf(1)[0];
        int ownNext = rules.holesOf(1)[1];
        int theirs = rules.holesOf(2)[0];
        int theirsNext = rules.holesOf(2)[1];
        Board base = Board.empty(rules)
                .setHole(own, 6, 0, 0)
                .setHole(theirs, 6, 0, 0)
                .setHole(theirsNext, 0, 4, 0);
        Board ownSpread = base.copy().setHole(own, 3, 0, 0).setHole(ownNext, 3, 0, 0);
        Board theirsConcentrated = base.copy().setHole(theirs, 6, 4, 0).setHole(theirsNext, 0, 0, 0);

        EvaluationWeights weights = evaluation.weights();
        assertThat(evaluation.evaluate(ownSpread) - evaluation.evaluate(base)).isEqualTo(weights.ownMobility());
        // Red and blue: the opponent keeps two moves, so the one-move bonus stays out.
        assertThat(evaluation.evaluate(theirsConcentrated) - evaluation.evaluate(base))
                .isEqualTo(-weights.opponentMobility());
    }

    @ParameterizedTest
    @EnumSource(RuleSet.class)
    void evaluate_otherSideToMove_negatesTheSymmetricTerms(RuleSet rules) {
        // Every term with an own and an opponent weight of equal size, and no one-move bonus.
        EvaluationWeights symmetric = new EvaluationWeights(
                200, -40, 40, 8, 0, 50_000, -50_000, 0, 25, -25, 12, 6, EvaluationWeights.NO_CAP, 0);
        Evaluation evaluation = new Evaluation(rules, symmetric);
        for (Board board : randomPositions(rules, 42)) {
            Board other = board.copy().setToMove(3 - board.toMove());

            assertThat(evaluation.evaluate(other)).as("%s", board).isEqualTo(-evaluation.evaluate(board));
        }
    }

    @ParameterizedTest
    @EnumSource(RuleSet.class)
    void evaluate_boardTurnedToTheOtherPlayer_scoresTheSame(RuleSet rules) {
        // Turning the circle by one hole (official) or eight (report) hands each player's holes
        // to the other: the same position, seen by the other player.
        int turn = rules == RuleSet.OFFICIAL ? 1 : 8;
        Evaluation evaluation = new Evaluation(rules, EvaluationWeights.DEFAULT);
        for (Board board : randomPositions(rules, 7)) {
            Board turned = Board.empty(rules);
            for (int hole = 1; hole <= Board.HOLES; hole++) {
                int to = (hole - 1 + turn) % Board.HOLES + 1;
                turned.setHole(to, board.red(hole), board.blue(hole), board.transparent(hole));
            }
            turned.setCaptured(board.captured(2), board.captured(1)).setToMove(3 - board.toMove());

            assertThat(evaluation.evaluate(turned)).as("%s", board).isEqualTo(evaluation.evaluate(board));
        }
    }

    /** Positions of random games that go on, from the start to the end of the middle game. */
    private static java.util.List<Board> randomPositions(RuleSet rules, long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        java.util.List<Board> positions = new java.util.ArrayList<>();
        int[] moves = new int[Moves.MAX_LEGAL];
        for (int game = 0; game < 20; game++) {
            Board board = Board.start(rules);
            while (!board.isOver() && positions.size() < 40 * (game + 1)) {
                positions.add(board.copy());
                board.play(moves[random.nextInt(board.legalMoves(moves))]);
            }
        }
        return positions;
    }
}
