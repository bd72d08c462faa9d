package arbitre.clock;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/** What a timed-out bot's late move tells its author, with numbers: sent at 0, a limit of 100 ms. */
class TimedOutTest {
    private static final String DETAIL = "no move within 100 ms";

    private static long ms(long millis) {
        return TimeUnit.MILLISECONDS.toNanos(millis);
    }

    private static TimedOut timedOut(Boolean thinking) {
        return new Clock(TimeControl.perMove(100)).timedOut(0, 0, thinking);
    }

    @Test
    void hindsight_noLineAfterTheTimeout_addsNothing() {
        assertThat(timedOut(false).hindsight(ms(150), DETAIL)).isEmpty();
    }

    @Test
    void hindsight_lineStampedInTimeButQueuedAfterTheDeadline_addsNothing() {
        TimedOut timedOut = timedOut(null);
        timedOut.sawLine(ms(99));

        assertThat(timedOut.hindsight(ms(150), DETAIL)).isEmpty();
    }

    @Test
    void hindsight_moveThatCameWithTheExitRightAfterTheEnd_isUnflushed() {
        TimedOut timedOut = timedOut(false);
        timedOut.sawLine(ms(150 + 300));

        assertThat(timedOut.hindsight(ms(150), DETAIL)).contains(new TimedOut.Hindsight.Unflushed());
    }

    @Test
    void hindsight_moveThatCameWhenTheBotExitedByItself_isUnflushed() {
        TimedOut timedOut = timedOut(null);
        timedOut.sawLine(ms(120));
        timedOut.sawEnd(ms(121));

        assertThat(timedOut.hindsight(ms(150), DETAIL)).contains(new TimedOut.Hindsight.Unflushed());
    }

    @Test
    void hindsight_moveWithTheExitOfABotThinkingAtItsDeadline_isLate() {
        TimedOut timedOut = timedOut(true);
        timedOut.sawLine(ms(160));

        assertThat(timedOut.hindsight(ms(150), DETAIL))
                .contains(new TimedOut.Hindsight.Late("answered after 160 ms; the limit is 100 ms"));
    }

    @Test
    void hindsight_moveLongAfterTheEndBegan_isLate() {
        TimedOut timedOut = timedOut(false);
        timedOut.sawLine(ms(150 + 301));

        assertThat(timedOut.hindsight(ms(150), DETAIL))
                .contains(new TimedOut.Hindsight.Late("answered after 451 ms; the limit is 100 ms"));
    }

    @Test
    void hindsight_cpuClock_saysTheWallTimeBesideTheDetail() {
        Clock clock =
                new Clock(new TimeControl(100, 0, 0, 0, 1000, 0, 10_000, TimeControl.CPU, false, TimeControl.REPLAY));
        TimedOut timedOut = clock.timedOut(0, 0, true);
        timedOut.sawLine(ms(1_412));

        assertThat(timedOut.hindsight(ms(300), "used more than 100 ms of CPU time without a move"))
                .contains(new TimedOut.Hindsight.Late("used more than 100 ms of CPU time without a move; its move"
                        + " came 1,412 ms after it was asked, in wall time"));
    }

    @Test
    void window_isAHundredMillisecondsAtMost_andHalfAShortLimit() {
        assertThat(TimedOut.window(ms(3000))).isEqualTo(ms(100));
        assertThat(TimedOut.window(ms(120))).isEqualTo(ms(60));
    }

    @Test
    void thinking_busyAQuarterOfTheWindow_thinking_lessIsWaiting() {
        assertThat(TimedOut.thinking(ms(25), 0, ms(100))).isTrue();
        assertThat(TimedOut.thinking(ms(24), 0, ms(100))).isFalse();
        assertThat(TimedOut.thinking(0, 0, ms(100)))
                .as("a waiting bot uses no CPU")
                .isFalse();
    }

    @Test
    void thinking_keptOffTheCpuCountsAsBusy_anUnknownWaitAsNone() {
        assertThat(TimedOut.thinking(ms(10), ms(15), ms(100)))
                .as("its threads wanted to think")
                .isTrue();
        assertThat(TimedOut.thinking(ms(10), -1, ms(100))).isFalse();
    }

    @Test
    void thinking_windowTooShortForTheKernelsAccounting_cannotBeTold() {
        assertThat(TimedOut.thinking(ms(30), 0, ms(39))).isNull();
        assertThat(TimedOut.thinking(ms(30), 0, ms(40))).isTrue();
    }

    @Test
    void overItsCpu_pastTheLimitAndMargin_only() {
        Clock clock = new Clock(TimeControl.perMove(100));

        assertThat(clock.overItsCpu(ms(100))).isFalse();
        assertThat(clock.overItsCpu(ms(100) + 1)).isTrue();
    }
}
