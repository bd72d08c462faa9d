package arbitre.clock;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class TimeControlTest {
    @Test
    void differences_nameEachFieldThatDiffers_asAConfigNamesIt_withBothValues() {
        TimeControl before = new TimeControl(100, 0, 0, 0, 1000, 0);
        TimeControl now = new TimeControl(150, 0, 0, 0, 1000, 200);

        assertThat(now.differences(before)).isEqualTo("moveMs 150 (was 100), timeMarginMs 200 (was 0)");
        assertThat(now.differences(now)).isEmpty();
    }

    @Test
    void differences_ofTheClockAndItsPolicy_areNamedToo() {
        TimeControl wall = new TimeControl(100, 0, 0, 0, 1000, 0);
        TimeControl cpu =
                new TimeControl(100, 0, 0, 0, 1000, 0, TimeControl.DEFAULT_STARTUP_MS, TimeControl.CPU, true, null);

        assertThat(cpu.differences(wall)).contains("clock cpu (was wall)").contains("ponder true (was false)");
    }
}
