package arbitre.bots.time;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

class TimeBudgetTest {
    private static final long MS = 1_000_000L;

    @Test
    void perMove_isTheLimitLessItsReserve() {
        assertThat(TimeBudget.perMove(3000).nextMoveNanos()).isEqualTo(2400 * MS);
        TimeBudget budget = TimeBudget.perMove(300);
        budget.spent(250 * MS);
        assertThat(budget.nextMoveNanos()).isEqualTo(240 * MS);
        assertThat(budget.bankNanos()).isEqualTo(Long.MAX_VALUE);
    }

    @Test
    void observe_aSearchThatReturnedLate_shortensTheNextMoves() {
        TimeBudget budget = TimeBudget.perMove(1000);
        budget.observe(MS, 100 * MS);

        assertThat(budget.nextMoveNanos()).isEqualTo(700 * MS);
    }

    @Test
    void observe_onABankAlone_leavesTheShareOfTheBank() {
        TimeBudget budget = TimeBudget.bankOnly(300_000, 0);
        budget.observe(50 * MS, 50 * MS);

        assertThat(budget.nextMoveNanos()).isEqualTo(300_000 * MS / TimeBudget.BANK_SHARE);
    }

    @Test
    void withBank_spendsAShareOfWhatIsLeft() {
        TimeBudget budget = TimeBudget.withBank(150_000, 150_000, 0);
        assertThat(budget.nextMoveNanos()).isEqualTo(150_000 * MS / TimeBudget.BANK_SHARE);
        budget.spent(7_498 * MS);
        assertThat(budget.bankNanos()).isEqualTo((150_000 - 7_500) * MS);
        assertThat(budget.nextMoveNanos()).isEqualTo((150_000 - 7_500) * MS / TimeBudget.BANK_SHARE);
    }

    @Test
    void withBank_perMoveLimitStillCaps() {
        TimeBudget budget = TimeBudget.withBank(300, 150_000, 0);
        assertThat(budget.nextMoveNanos()).isEqualTo(240 * MS);
    }

    @Test
    void withBank_overdrawnBank_stillGivesAPositiveTime() {
        TimeBudget budget = TimeBudget.withBank(1000, 100, 0);
        budget.spent(500 * MS);
        assertThat(budget.bankNanos()).isNegative();
        assertThat(budget.nextMoveNanos()).isPositive();
    }

    @Test
    void withBank_increment_isAddedAfterEachMove() {
        TimeBudget budget = TimeBudget.withBank(100_000, 10_000, 1_000);
        assertThat(budget.nextMoveNanos()).isEqualTo(11_000 * MS / TimeBudget.BANK_SHARE);
        budget.spent(998 * MS);
        assertThat(budget.bankNanos()).isEqualTo(10_000 * MS);
    }

    @Test
    void bankOnly_hasNoPerMoveCap() {
        TimeBudget budget = TimeBudget.bankOnly(300_000, 0);
        assertThat(budget.nextMoveNanos()).isEqualTo(300_000 * MS / TimeBudget.BANK_SHARE);
    }

    @Test
    void nextMoveNanos_share_takesThatPartOfTheBank() {
        TimeBudget budget = TimeBudget.bankOnly(300_000, 0);
        assertThat(budget.nextMoveNanos(30)).isEqualTo(10_000 * MS);
        assertThat(budget.nextMoveNanos(300)).isEqualTo(1_000 * MS);
        assertThat(TimeBudget.perMove(300).nextMoveNanos(30)).isEqualTo(240 * MS);
    }

    @Test
    void badLimits_areRefusedNamingThem() {
        assertThatThrownBy(() -> TimeBudget.bankOnly(0, 0)).hasMessageContaining("got 0");
        assertThatThrownBy(() -> TimeBudget.bankOnly(100, 0).nextMoveNanos(0)).hasMessageContaining("got 0");
        assertThatThrownBy(() -> TimeBudget.perMove(0)).hasMessageContaining("got 0");
        assertThatThrownBy(() -> TimeBudget.withBank(100, -1, 0)).hasMessageContaining("-1");
    }
}
