package arbitre.bots.time;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class ReserveTest {
    private static final long MS = 1_000_000L;

    /** A reserve after forty moves whose searches saw no delay worth the name. */
    static Reserve settled() {
        Reserve reserve = new Reserve();
        for (int move = 0; move < 40; move++) {
            reserve.observe(MS / 10, -MS);
        }
        return reserve;
    }

    @Test
    void reserveNanos_firstMoves_assumeALatenessUntilTheSearchesShowLess() {
        Reserve reserve = new Reserve();

        assertThat(reserve.latenessNanos()).isEqualTo(Reserve.INITIAL_LATENESS_MS * MS);
        assertThat(reserve.reserveNanos(100 * MS)).isEqualTo(60 * MS);
        assertThat(reserve.reserveNanos(300 * MS)).isEqualTo(60 * MS);
        assertThat(settled().reserveNanos(100 * MS)).isEqualTo(40 * MS);
    }

    @Test
    void reserveNanos_quietMachine_isTwentyPercentButFortyMillisecondsAtLeast() {
        Reserve reserve = settled();

        assertThat(reserve.reserveNanos(100 * MS)).isEqualTo(40 * MS);
        assertThat(reserve.reserveNanos(300 * MS)).isEqualTo(60 * MS);
        assertThat(reserve.reserveNanos(3000 * MS)).isEqualTo(600 * MS);
    }

    @Test
    void reserveNanos_tinyLimit_leavesTheSearchFortyPercent() {
        assertThat(new Reserve().usableNanos(30 * MS)).isEqualTo(12 * MS);
    }

    @Test
    void observe_stallInTheSearch_reservesThreeTimesIt() {
        Reserve reserve = settled();

        reserve.observe(25 * MS, -10 * MS);

        assertThat(reserve.latenessNanos()).isEqualTo(25 * MS);
        assertThat(reserve.reserveNanos(300 * MS)).isEqualTo(75 * MS);
        assertThat(reserve.reserveNanos(1000 * MS)).isEqualTo(200 * MS);
    }

    @Test
    void observe_returnPastTheHardLimit_countsAsLateness() {
        Reserve reserve = settled();

        reserve.observe(MS, 30 * MS);

        assertThat(reserve.reserveNanos(300 * MS)).isEqualTo(90 * MS);
    }

    @ParameterizedTest
    @ValueSource(longs = {1, 10, 100, 300, 1000, 60_000})
    void reserveNanos_longStall_isCappedSoTheSearchKeepsFortyPercent(long limitMs) {
        Reserve reserve = new Reserve();
        reserve.observe(100_000 * MS, 100_000 * MS);

        assertThat(reserve.usableNanos(limitMs * MS)).isEqualTo(limitMs * MS - limitMs * MS / 100 * 60);
    }

    @Test
    void observe_quietMovesAfterAStall_giveTheTimeBackLittleByLittle() {
        Reserve reserve = new Reserve();
        reserve.observe(40 * MS, 0);
        long before = reserve.reserveNanos(300 * MS);

        reserve.observe(MS / 10, -50 * MS);
        long next = reserve.reserveNanos(300 * MS);
        for (int move = 0; move < 40; move++) {
            reserve.observe(MS / 10, -50 * MS);
        }

        assertThat(next).isLessThan(before).isGreaterThan(before * 3 / 4);
        assertThat(reserve.reserveNanos(300 * MS)).isEqualTo(60 * MS);
    }

    @Test
    void reserveNanos_noLimit_isRefusedNamingIt() {
        assertThatThrownBy(() -> new Reserve().reserveNanos(0)).hasMessageContaining("got 0 ns");
    }
}
