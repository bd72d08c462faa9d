package arbitre.bots.kalah;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import arbitre.engine.kalah.KalahBoard;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class KalahTableFitTest {
    @Test
    void fit_ofResultsDrawnFromKnownWeights_findsThoseWeights() {
        double[] truth = new double[KalahTableFit.TERMS];
        truth[0] = 0.3; // a seed in the store
        truth[2] = 0.2; // a seed of the side to move's best capture
        truth[4 + KalahTableFit.Sample.cell(0, 3)] = 1.0; // its pit 1 holding 3 seeds
        truth[4 + KalahTableFit.Sample.cell(11, 1)] = -0.8; // the opponent's pit 6 holding 1
        SplittableRandom random = new SplittableRandom(5);
        List<KalahTableFit.Sample> samples = new ArrayList<>();
        for (int i = 0; i < 40_000; i++) {
            int[] cells = new int[12];
            for (int pit = 0; pit < 12; pit++) {
                cells[pit] = KalahTableFit.Sample.cell(pit, random.nextInt(KalahEvaluation.TABLE_SEEDS + 1));
            }
            KalahTableFit.Sample shape = new KalahTableFit.Sample(
                    0, random.nextInt(-6, 7), random.nextInt(-6, 7), random.nextInt(5), 0, cells);
            int result = random.nextDouble() < KalahTableFit.sigmoid(shape.dot(truth)) ? 1 : -1;
            samples.add(new KalahTableFit.Sample(
                    result, shape.storeDifference(), shape.sideDifference(), shape.capture(), 0, cells));
        }

        double[] fitted = KalahTableFit.fit(samples);

        assertThat(fitted[0]).isCloseTo(0.3, within(0.03));
        assertThat(fitted[1]).isCloseTo(0.0, within(0.03));
        assertThat(fitted[2]).isCloseTo(0.2, within(0.05));
        assertThat(fitted[4 + KalahTableFit.Sample.cell(0, 3)]).isCloseTo(1.0, within(0.15));
        assertThat(fitted[4 + KalahTableFit.Sample.cell(11, 1)]).isCloseTo(-0.8, within(0.15));
        assertThat(fitted[4 + KalahTableFit.Sample.cell(5, 6)]).isCloseTo(0.0, within(0.15));
    }

    @Test
    void solve_ofALinearSystem_givesItsSolution() {
        double[][] a = {{0, 2, 1}, {1, 1, 1}, {4, 0, 1}};
        double[] b = {5, 5, 7};

        assertThat(KalahTableFit.solve(a, b)).containsExactly(new double[] {1, 1, 3}, within(1e-9));
    }

    @Test
    void sample_ofAPosition_readsItsTermsFromTheSideToMove() {
        // North to move: its pits 1..6 are the vector's 7..12.
        int[] vector = {1, 0, 3, 0, 2, 1, 10, 15, 4, 0, 0, 2, 0, 10};
        KalahBoard board = KalahBoard.of(vector, 2);

        KalahTableFit.Sample sample = KalahTableFit.Sample.of(board, KalahSolver.WIN);

        assertThat(sample.target()).isEqualTo(1.0);
        assertThat(sample.sideDifference()).isEqualTo(21 - 7);
        assertThat(sample.capture()).isEqualTo(2);
        assertThat(sample.captureTheirs()).isEqualTo(3);
        assertThat(sample.cells()[0]).isEqualTo(KalahTableFit.Sample.cell(0, KalahEvaluation.TABLE_SEEDS));
        assertThat(sample.cells()[2]).isEqualTo(-1);
        assertThat(sample.cells()[6 + 2]).isEqualTo(KalahTableFit.Sample.cell(8, 3));
    }

    @Test
    void samplesOf_aGamePlayedTwice_areTheSamePositionsWithTheSameResults() {
        KalahEndgames endgames = KalahEndgames.played();
        List<KalahTableFit.Sample> first = KalahTableFit.samplesOf(13, 3, endgames);
        List<KalahTableFit.Sample> again = KalahTableFit.samplesOf(13, 3, endgames);

        assertThat(first).hasSizeGreaterThan(1);
        assertThat(again).hasSameSizeAs(first);
        for (int i = 0; i < first.size(); i++) {
            assertThat(again.get(i).result()).isEqualTo(first.get(i).result());
            assertThat(again.get(i).cells()).containsExactly(first.get(i).cells());
        }
    }

    @Test
    void samples_ofTheSameGames_areTheSameOnOneThreadAsOnThree() throws Exception {
        List<KalahTableFit.Sample> one = KalahTableFit.samples(6, 2, 1);
        List<KalahTableFit.Sample> three = KalahTableFit.samples(6, 2, 3);

        assertThat(one).hasSizeGreaterThan(3);
        assertThat(three).hasSameSizeAs(one);
        for (int i = 0; i < one.size(); i++) {
            assertThat(three.get(i).result()).isEqualTo(one.get(i).result());
            assertThat(three.get(i).cells()).containsExactly(one.get(i).cells());
        }
    }
}
