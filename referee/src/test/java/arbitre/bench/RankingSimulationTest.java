package arbitre.bench;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

class RankingSimulationTest {
    @Test
    void spearman_sameOrder_isOne_reversed_isMinusOne() {
        List<String> order = List.of("a", "b", "c", "d");
        assertThat(RankingSimulation.spearman(order, order)).isEqualTo(1.0);
        assertThat(RankingSimulation.spearman(List.of("d", "c", "b", "a"), order))
                .isEqualTo(-1.0);
    }

    @Test
    void run_wideSpread_swissFindsTheOrderAndPlaysFewerGames() {
        RankingSimulation.Summary s = RankingSimulation.run(new RankingSimulation.Settings(32, 6, 2, 400, 0.1, 4, 3));
        assertThat(s.swissGames()).isEqualTo(6 * 16 * 2);
        assertThat(s.roundRobinGames()).isEqualTo(32 * 31);
        assertThat(s.swissVsTrue()).isGreaterThan(0.8);
        assertThat(s.roundRobinVsTrue()).isGreaterThan(0.9);
    }

    @Test
    void run_secondRoundRobin_agreesWithTheFirstOnlyAsFarAsTheGamesLuckAllows() {
        // Equal bots: two round robins' top quarters are unrelated (rho near 0); bots far apart:
        // both find the same order.
        RankingSimulation.Summary equal =
                RankingSimulation.run(new RankingSimulation.Settings(32, 3, 2, 0, 0.1, 20, 5));
        RankingSimulation.Summary apart =
                RankingSimulation.run(new RankingSimulation.Settings(32, 3, 2, 3000, 0.1, 5, 5));

        assertThat(equal.topQuarterRoundRobinAgain()).isBetween(-0.4, 0.4);
        assertThat(apart.topQuarterRoundRobinAgain()).isGreaterThan(0.95);
        assertThat(apart.sameWinnerRoundRobinAgain()).isGreaterThan(equal.sameWinnerRoundRobinAgain());
    }
}
