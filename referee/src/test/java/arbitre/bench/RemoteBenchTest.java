package arbitre.bench;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class RemoteBenchTest {
    private static List<Long> millis(long... values) {
        List<Long> nanos = new ArrayList<>();
        for (long v : values) {
            nanos.add(v * 1_000_000);
        }
        return nanos;
    }

    @Test
    void quantileMs_ofAHundredMoves_isTheNearestRank() {
        List<Long> nanos = new ArrayList<>();
        for (long v = 100; v >= 1; v--) {
            nanos.add(v * 1_000_000);
        }
        assertThat(RemoteBench.quantileMs(nanos, 0.5)).isEqualTo(50.0);
        assertThat(RemoteBench.quantileMs(nanos, 0.99)).isEqualTo(99.0);
        assertThat(RemoteBench.quantileMs(nanos, 1.0)).isEqualTo(100.0);
    }

    @Test
    void quantileMs_ofFewMoves_takesTheSlowOneAtTheTop() {
        assertThat(RemoteBench.quantileMs(millis(3, 1, 2), 0.5)).isEqualTo(2.0);
        assertThat(RemoteBench.quantileMs(millis(3, 1, 2), 0.99)).isEqualTo(3.0);
        assertThat(RemoteBench.quantileMs(millis(7), 0.5)).isEqualTo(7.0);
        assertThat(RemoteBench.quantileMs(List.of(), 0.99)).isZero();
    }

    @Test
    void constructor_badSettings_areRefusedWithTheOptionNamed() {
        assertThatThrownBy(() -> new RemoteBench(0, List.of(0L), 1000, 1)).hasMessageContaining("--games");
        assertThatThrownBy(() -> new RemoteBench(1, List.of(), 1000, 1)).hasMessageContaining("--delays");
        assertThatThrownBy(() -> new RemoteBench(1, List.of(6000L), 1000, 1)).hasMessageContaining("--delays");
        assertThatThrownBy(() -> new RemoteBench(1, List.of(0L), 10, 1)).hasMessageContaining("--move-ms");
        assertThatThrownBy(() -> new RemoteBench(1, List.of(0L), 1000, -1)).hasMessageContaining("--think-games");
    }
}
