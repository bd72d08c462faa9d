package arbitre.bots.iddfs;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import arbitre.bots.search.SearchLimits;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class MoveTimeTest {
    private static final long MS = 1_000_000L;

    @Test
    void hardNanos_courseLimit_keepsFifteenPercentInReserve() {
        assertThat(MoveTime.hardNanos(3000)).isEqualTo(2550 * MS);
        assertThat(MoveTime.hardNanos(1000)).isEqualTo(850 * MS);
    }

    @Test
    void hardNanos_shortLimit_keepsAtLeastFiftyMilliseconds() {
        assertThat(MoveTime.hardNanos(300)).isEqualTo(250 * MS);
    }

    @Test
    void hardNanos_tinyLimit_keepsAThirdAtMost() {
        assertThat(MoveTime.hardNanos(100)).isEqualTo(67 * MS);
        assertThat(MoveTime.hardNanos(30)).isEqualTo(20 * MS);
        assertThat(MoveTime.hardNanos(1)).isEqualTo(1 * MS);
    }

    @ParameterizedTest
    @ValueSource(longs = {1, 2, 10, 45, 100, 300, 1000, 3000, 60_000})
    void limits_anyMoveLimit_abortBeforeItAndStartDepthsPredictedPastTheAbort(long moveMillis) {
        SearchLimits limits = MoveTime.limits(moveMillis);

        assertThat(limits.hardNanos()).isPositive().isLessThanOrEqualTo(moveMillis * MS);
        assertThat(limits.hardNanos()).isGreaterThanOrEqualTo(moveMillis * MS * 2 / 3);
        assertThat(limits.softNanos()).isEqualTo(MoveTime.SOFT_FACTOR * limits.hardNanos());
        assertThat(limits.maxNodes()).isEqualTo(Long.MAX_VALUE);
    }

    @Test
    void hardNanos_noTime_isRefused() {
        assertThatThrownBy(() -> MoveTime.hardNanos(0)).hasMessageContaining("got 0");
    }
}
