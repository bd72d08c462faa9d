package arbitre.clock;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * The clock's rule with numbers, without processes or queues: what the loop saw of a turn in, the
 * verdict out. Times in milliseconds, sent at 0.
 */
class VerdictTest {
    private static final TimeControl MARGIN_20 = new TimeControl(100, 0, 0, 0, 1000, 20);
    private static final TimeControl CPU_CLOCK =
            new TimeControl(100, 0, 0, 0, 1000, 0, 10_000, TimeControl.CPU, false, TimeControl.REPLAY);

    private static long ms(long millis) {
        return TimeUnit.MILLISECONDS.toNanos(millis);
    }

    /** A line stamped at {@code stampMs}, the scheduler's figures unread. */
    private static Turn answered(long stampMs) {
        return new Turn(0, ms(stampMs), -1, -1, 0, 0, true, false);
    }

    /** A line stamped at {@code stampMs}, the bot having used {@code cpuMs} and waited {@code waitMs} for a CPU. */
    private static Turn answered(long stampMs, long cpuMs, long waitMs) {
        return new Turn(0, ms(stampMs), ms(cpuMs), ms(waitMs), 0, 0, true, false);
    }

    @Test
    void charge_moveWithinItsLimit_isInTimeAndTakenFromTheBank() {
        Clock clock = new Clock(new TimeControl(1000, 3000, 0, 0, 1000));

        assertThat(clock.charge(answered(400))).isEqualTo(new Verdict.InTime(ms(400)));
        assertThat(clock.bank()).isEqualTo(ms(2600));
        assertThat(clock.moves()).isEqualTo(1);
    }

    @Test
    void charge_quickBotStampedBeforeTheSendTimeWasRead_tookNoTime() {
        Clock clock = new Clock(TimeControl.perMove(100));

        assertThat(clock.charge(new Turn(ms(5), ms(4), -1, -1, 0, 0, true, false)))
                .isEqualTo(new Verdict.InTime(0));
    }

    @Test
    void charge_moveLateWithinTheMargin_countsChargedInFullWithHowLateItWas() {
        Clock clock = new Clock(MARGIN_20);

        assertThat(clock.charge(answered(115))).isEqualTo(new Verdict.InMargin(ms(115), ms(15)));
        assertThat(clock.charge(answered(120))).isEqualTo(new Verdict.InMargin(ms(120), ms(20)));
        assertThat(clock.moves()).isEqualTo(2);
    }

    @Test
    void charge_moveLateBeyondTheMargin_isLateUncharged_theBotsWhenTheSchedulerSaysNothing() {
        Clock clock = new Clock(MARGIN_20);

        assertThat(clock.charge(answered(121, 5, 0)))
                .isEqualTo(new Verdict.Late(
                        ms(121),
                        "answered after 121 ms; the limit is 100 ms, with a time margin of 20 ms",
                        Verdict.Blame.BOT));
        assertThat(clock.moves()).isZero();
    }

    @Test
    void charge_lateBotThatComputed_isTheBots_withWhatTheSchedulerCounted() {
        Clock clock = new Clock(TimeControl.perMove(100));

        assertThat(clock.charge(answered(150, 140, 5)))
                .isEqualTo(new Verdict.Late(
                        ms(150),
                        "answered after 150 ms; the limit is 100 ms (CPU 140 ms, waited 5 ms for a CPU)",
                        Verdict.Blame.BOT));
    }

    @Test
    void charge_lateBotKeptOffTheCpu_isTheMachines() {
        Clock clock = new Clock(TimeControl.perMove(300));

        assertThat(clock.charge(answered(307, 240, 66)))
                .isEqualTo(new Verdict.Late(
                        ms(307),
                        "answered after 307 ms; the limit is 300 ms; the machine was overloaded: the bot ran 240 ms"
                                + " and waited 66 ms for a CPU",
                        Verdict.Blame.MACHINE));
    }

    @Test
    void charge_lateBotKeptOffTheCpu_whoseFiguresMayMissSome_isTheBots() {
        Clock clock = new Clock(TimeControl.perMove(300));

        Verdict verdict = clock.charge(new Turn(0, ms(307), ms(240), ms(66), 0, 0, false, false));

        assertThat(verdict)
                .isEqualTo(new Verdict.Late(
                        ms(307),
                        "answered after 307 ms; the limit is 300 ms (CPU 240 ms, waited 66 ms for a CPU)",
                        Verdict.Blame.BOT));
    }

    @Test
    void charge_lateBotWhoseOwnThreadsKeptEachOtherWaiting_isTheBots() {
        Clock clock = new Clock(TimeControl.perMove(100));

        assertThat(clock.charge(answered(106, 200, 60)))
                .isEqualTo(new Verdict.Late(
                        ms(106),
                        "answered after 106 ms; the limit is 100 ms (CPU 200 ms, waited 60 ms for a CPU)",
                        Verdict.Blame.BOT));
    }

    @Test
    void charge_lineStampedLateBecauseTheReadingThreadWaited_isTheMachines() {
        Clock clock = new Clock(TimeControl.perMove(100));

        Verdict verdict = clock.charge(new Turn(0, ms(130), -1, -1, ms(40), 0, true, false));

        assertThat(verdict)
                .isEqualTo(new Verdict.Late(
                        ms(130),
                        "answered after 130 ms; the limit is 100 ms; the machine was overloaded: the referee's"
                                + " thread that reads the bot's output waited 40 ms for a CPU before it could read"
                                + " the move",
                        Verdict.Blame.MACHINE));
    }

    @Test
    void charge_readingThreadThatWaitedLessThanTheLateness_excusesNothing() {
        Clock clock = new Clock(TimeControl.perMove(100));

        Verdict verdict = clock.charge(new Turn(0, ms(130), -1, -1, ms(20), 0, true, false));

        assertThat(verdict)
                .isInstanceOfSatisfying(
                        Verdict.Late.class, late -> assertThat(late.blame()).isEqualTo(Verdict.Blame.BOT));
    }

    @Test
    void charge_lateRemoteBotWhoseConnectionWasDown_isTheNetworks() {
        Clock clock = new Clock(TimeControl.perMove(100));

        Verdict verdict = clock.charge(new Turn(0, ms(300), ms(240), ms(66), 0, 0, true, true));

        assertThat(verdict)
                .isInstanceOfSatisfying(
                        Verdict.Late.class, late -> assertThat(late.blame()).isEqualTo(Verdict.Blame.NETWORK));
    }

    @Test
    void charge_remoteBot_hasTheNetworksAllowanceBesideItsMargin() {
        Clock clock = new Clock(TimeControl.perMove(100));

        assertThat(clock.allowed(ms(30))).isEqualTo(ms(130));
        assertThat(clock.charge(new Turn(0, ms(120), -1, -1, 0, ms(30), true, false)))
                .isEqualTo(new Verdict.InMargin(ms(120), ms(20)));
        assertThat(clock.charge(new Turn(0, ms(131), -1, -1, 0, ms(30), true, false)))
                .isEqualTo(new Verdict.Late(
                        ms(131),
                        "answered after 131 ms; the limit is 100 ms, with a time margin of 30 ms",
                        Verdict.Blame.BOT));
    }

    @Test
    void charge_moveOverWhatIsLeftOfTheBank_isLateSayingTheBankWasTheLimit() {
        Clock clock = new Clock(new TimeControl(1000, 300, 0, 0, 1000));

        assertThat(clock.charge(answered(250))).isEqualTo(new Verdict.InTime(ms(250)));
        assertThat(clock.charge(answered(80)))
                .isEqualTo(new Verdict.Late(
                        ms(80),
                        "answered after 80 ms; the limit is 50 ms (what was left of the time bank)",
                        Verdict.Blame.BOT));
    }

    @Test
    void charge_cpuClock_countsCpuTimeWhateverTheWallTime() {
        Clock clock = new Clock(CPU_CLOCK);

        assertThat(clock.charge(answered(250, 60, 0))).isEqualTo(new Verdict.InTime(ms(60)));
        assertThat(clock.charge(answered(120, 130, 0)))
                .isEqualTo(new Verdict.Late(
                        ms(130),
                        "used 130 ms of CPU time; the limit is 100 ms (CPU 130 ms, waited 0 ms for a CPU)",
                        Verdict.Blame.BOT));
    }

    @Test
    void charge_cpuClockWithoutAReading_countsWallTime() {
        Clock clock = new Clock(CPU_CLOCK);

        assertThat(clock.charge(answered(90))).isEqualTo(new Verdict.InTime(ms(90)));
    }

    @Test
    void expired_idleBot_isTheBotsNamingTheMargin() {
        Clock clock = new Clock(MARGIN_20);

        assertThat(clock.expired(new Turn(0, -1, ms(2), ms(0), 0, 0, true, false)))
                .isEqualTo(new Verdict.Late(
                        ms(120), "no move within 100 ms and its time margin of 20 ms", Verdict.Blame.BOT));
    }

    @Test
    void expired_botKeptOffTheCpuForAQuarterOfItsTime_isTheMachines() {
        Clock clock = new Clock(TimeControl.perMove(100));

        assertThat(clock.expired(new Turn(0, -1, ms(10), ms(60), 0, 0, true, false)))
                .isEqualTo(new Verdict.Late(
                        ms(100),
                        "no move within 100 ms; the machine was overloaded: the bot ran 10 ms and waited 60 ms for a CPU",
                        Verdict.Blame.MACHINE));
    }

    @Test
    void expired_waitLongerThanTheTurn_isCappedByIt() {
        Clock clock = new Clock(TimeControl.perMove(100));

        assertThat(clock.expired(new Turn(0, -1, ms(10), ms(400), 0, 0, true, false))
                        .detail())
                .isEqualTo("no move within 100 ms; the machine was overloaded: the bot ran 10 ms and waited 100 ms"
                        + " for a CPU");
    }

    @Test
    void expired_botComputingAllTheWay_isTheBotsWithWhatItRan() {
        Clock clock = new Clock(TimeControl.perMove(100));

        assertThat(clock.expired(new Turn(0, -1, ms(98), ms(3), 0, 0, true, false)))
                .isEqualTo(new Verdict.Late(
                        ms(100), "no move within 100 ms (CPU 98 ms, waited 3 ms for a CPU)", Verdict.Blame.BOT));
    }

    @Test
    void spent_cpuClock_fallsOnCpuTimeOrOnTheWallClocksSafetyNet() {
        Clock clock = new Clock(CPU_CLOCK);

        assertThat(clock.safetyNet()).isEqualTo(ms(300));
        assertThat(clock.spent(ms(50), ms(200))).isEmpty();
        assertThat(clock.spent(ms(130), ms(150)))
                .contains(new Verdict.Late(
                        ms(130), "used more than 100 ms of CPU time without a move", Verdict.Blame.BOT));
        assertThat(clock.spent(ms(20), ms(300)))
                .contains(new Verdict.Late(
                        ms(300),
                        "no move within 300 ms of wall time (the CPU clock's safety net), having used 20 ms of CPU time",
                        Verdict.Blame.BOT));
    }
}
