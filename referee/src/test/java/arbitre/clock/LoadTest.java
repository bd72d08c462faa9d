package arbitre.clock;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** When the scheduler's figures make a late move the machine's doing: CPU time, run-queue wait, wall time. */
class LoadTest {

    @Test
    void overloaded_keptOffTheCpu_isTheMachines_butOwnThreadsSpinningIsTheBots() {
        long second = 1_000_000_000L;
        assertThat(Load.overloaded(second / 10, second / 2, second)).isTrue();
        assertThat(Load.overloaded(second, 3 * second, second))
                .as("a bot using a whole CPU whose own threads wait for each other")
                .isFalse();
        assertThat(Load.overloaded(second / 10, second / 10, second))
                .as("a bot that waited for its input, not for a CPU")
                .isFalse();
        assertThat(Load.overloaded(-1, -1, second)).isFalse();
    }

    @ParameterizedTest(name = "CPU {0} ms, waited {1} ms, answered after {2} ms of 100: {3} ({4})")
    @CsvSource({
        "5, 20, 106, true, a bot sleeping 90 ms of 100 woken 20 ms late",
        "5, 4, 106, false, a wait shorter than the lateness",
        "5, 3, 102, false, a wait under a twentieth of the limit",
        "95, 20, 106, true, a bot that thought 95 ms of its 100 and waited 20 ms for a CPU",
        "105, 20, 126, false, a bot that thought longer than its limit",
        "200, 60, 106, false, a bot whose own threads kept each other waiting",
        "5, 20, 99, false, not late",
        "-1, -1, 106, false, nothing known"
    })
    void lateByTheMachine_aWaitThatExplainsTheLateness_isTheMachines(
            long cpuMs, long waitMs, long wallMs, boolean machines, String why) {
        long ms = 1_000_000L;
        long cpu = cpuMs < 0 ? -1 : cpuMs * ms;
        long wait = cpuMs < 0 ? -1 : waitMs * ms;

        assertThat(Load.lateByTheMachine(cpu, wait, wallMs * ms, 100 * ms))
                .as(why)
                .isEqualTo(machines);
    }

    @Test
    void lateByTheMachine_anHonestBotThinkingMostOfItsLimit_isExcusedByWhatItWouldHaveNeeded() {
        long ms = 1_000_000L;

        assertThat(Load.lateByTheMachine(240 * ms, 66 * ms, 307 * ms, 300 * ms))
                .as("answered after 307 ms of 300, CPU 240 ms, waited 66 ms: it needed 241 ms")
                .isTrue();
        assertThat(Load.lateByTheMachine(310 * ms, 66 * ms, 380 * ms, 300 * ms))
                .as("CPU 310 ms: more than its limit, whatever it waited")
                .isFalse();
    }

    @Test
    void overloaded_anHonestBotThinkingMostOfItsTime_isTheMachines() {
        long ms = 1_000_000L;

        assertThat(Load.overloaded(220 * ms, 90 * ms, 300 * ms))
                .as("thought 220 ms, waited 90 ms of 300")
                .isTrue();
        assertThat(Load.overloaded(500 * ms, 90 * ms, 300 * ms))
                .as("two of its own threads busy")
                .isFalse();
    }
}
