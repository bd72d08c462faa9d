package arbitre.clock;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

class ClockTest {
    private static long ms(long millis) {
        return TimeUnit.MILLISECONDS.toNanos(millis);
    }

    @Test
    void limit_withoutBank_isTheMoveLimitPlusTheGraceOnTheFirstMove() {
        Clock clock = new Clock(new TimeControl(100, 0, 0, 500, 1000));

        assertThat(clock.limit()).isEqualTo(ms(600));
        clock.charge(ms(550));
        assertThat(clock.limit()).isEqualTo(ms(100));
        assertThat(clock.moves()).isEqualTo(1);
    }

    @Test
    void charge_withBank_takesTheTimeAndGivesTheIncrement() {
        Clock clock = new Clock(new TimeControl(1000, 300, 50, 0, 1000));

        clock.charge(ms(100));

        assertThat(clock.bank()).isEqualTo(ms(250));
        assertThat(clock.limit()).isEqualTo(ms(250));
        assertThat(clock.bankIsTheLimit()).isTrue();
    }

    @Test
    void charge_firstMoveWithGrace_leavesTheBankWhole() {
        Clock clock = new Clock(new TimeControl(1000, 300, 0, 500, 1000));

        assertThat(clock.limit()).isEqualTo(ms(800));
        clock.charge(ms(450));

        assertThat(clock.bank()).isEqualTo(ms(300));
    }

    @Test
    void limit_overdrawnBank_isZero() {
        Clock clock = new Clock(new TimeControl(1000, 100, 0, 0, 1000));

        clock.charge(ms(150));

        assertThat(clock.bank()).isNegative();
        assertThat(clock.limit()).isZero();
    }
}
