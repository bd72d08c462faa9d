package arbitre.bench;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.PrintWriter;
import java.io.StringWriter;
import org.junit.jupiter.api.Test;

class RankingBenchTest {
    @Test
    void lines_labelEachValueWithWhatItMeasuresAndItsUnit() {
        RankingSimulation.Summary s =
                new RankingSimulation.Summary(null, 0.9, 0.99, 0.5, 0.25, 0.75, 0.91, 0.55, 0.3, 0.6, 0.4, 400, 1000);

        assertThat(RankingBench.lines(32, 7, s)).isEqualTo("""
                        32 bots, a Swiss of 7 rounds: 400 games, 40.0% of the round robin's 1000
                        order against the true one (rho): round robin 0.990, Swiss 0.900, Swiss by its Elo 0.910
                        top quarter against the round robin's (rho): Swiss 0.500, Swiss by its Elo 0.550, a 2nd round robin 0.600
                        same winner as the round robin: Swiss 25%, Swiss by its Elo 30%, a 2nd round robin 40%
                        Swiss winner is the best bot: 75%
                        """);
    }

    @Test
    void run_smallClass_printsItsSettingsAndOneBlockPerRounds() {
        StringWriter text = new StringWriter();

        boolean done = new RankingBench(java.util.List.of(8), java.util.List.of(2, 3), 2, 200, 0.1, 1, 1)
                .run(new PrintWriter(text));

        assertThat(done).isTrue();
        assertThat(text.toString())
                .startsWith("Elo spread 200, draw rate 0.10, 2 games per pairing, 1 simulated classes per line\n")
                .contains("8 bots, a Swiss of 2 rounds: ")
                .contains("8 bots, a Swiss of 3 rounds: ");
    }
}
