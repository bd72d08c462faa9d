package arbitre.bots.time;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import arbitre.bots.search.SearchLimits;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class MoveTimeTest {
    private static final long MS = 1_000_000L;

    @Test
    void hardNanos_courseLimit_keepsTwentyPercentInReserve() {
        assertThat(MoveTime.hardNanos(3000, new Reserve())).isEqualTo(2400 * MS);
        assertThat(MoveTime.hardNanos(1000, new Reserve())).isEqualTo(800 * MS);
        assertThat(MoveTime.hardNanos(300, new Reserve())).isEqualTo(240 * MS);
    }

    @Test
    void hardNanos_shortLimitOnTheFirstMoves_keepsSixtyPercentInReserve() {
        assertThat(MoveTime.hardNanos(100, new Reserve())).isEqualTo(40 * MS);
        assertThat(MoveTime.hardNanos(150, new Reserve())).isEqualTo(90 * MS);
    }

    @Test
    void hardNanos_shortLimitOnAQuietMachine_keepsFortyMilliseconds() {
        Reserve reserve = new Reserve();
        for (int move = 0; move < 40; move++) {
            reserve.observe(100_000L, 0);
        }

        assertThat(MoveTime.hardNanos(100, reserve)).isEqualTo(60 * MS);
        assertThat(MoveTime.hardNanos(150, reserve)).isEqualTo(110 * MS);
    }

    @Test
    void hardNanos_afterAStall_keepsMoreInReserve() {
        Reserve reserve = new Reserve();
        reserve.observe(30 * MS, 0);

        assertThat(MoveTime.hardNanos(300, reserve)).isEqualTo(210 * MS);
    }

    @ParameterizedTest
    @ValueSource(longs = {1, 2, 10, 45, 100, 300, 1000, 3000, 60_000})
    void limits_anyMoveLimit_abortBeforeItAndStartDepthsPredictedPastTheAbort(long moveMillis) {
        SearchLimits limits = MoveTime.limits(moveMillis, new Reserve());

        assertThat(limits.hardNanos()).isPositive().isLessThan(moveMillis * MS);
        assertThat(limits.hardNanos()).isGreaterThanOrEqualTo(moveMillis * MS * 40 / 100);
        assertThat(limits.softNanos()).isEqualTo(MoveTime.SOFT_FACTOR * limits.hardNanos());
        assertThat(limits.maxNodes()).isEqualTo(Long.MAX_VALUE);
    }

    @Test
    void hardNanos_noTime_isRefused() {
        assertThatThrownBy(() -> MoveTime.hardNanos(0, new Reserve())).hasMessageContaining("got 0");
    }
}
