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

    @Test
    void frontLoadedMoveNanos_fullBank_takesItsShareOfTheBankAboveTheKeptPart() {
        TimeBudget budget = TimeBudget.bankOnly(150_000, 0);

        assertThat(budget.frontLoadedMoveNanos(4)).isEqualTo(135_000 * MS / 4);
        assertThat(budget.frontLoadedMoveNanos(4)).isGreaterThan(4 * budget.nextMoveNanos());
    }

    @Test
    void frontLoadedMoveNanos_nearTheKeptPart_fallsBackToTheUsualShare() {
        TimeBudget budget = TimeBudget.bankOnly(150_000, 0);
        budget.spent(134_000 * MS);

        assertThat(budget.frontLoadedMoveNanos(3)).isEqualTo(budget.nextMoveNanos());
        budget.spent(10_000 * MS);
        assertThat(budget.frontLoadedMoveNanos(3))
                .isEqualTo(budget.nextMoveNanos())
                .isPositive();
    }

    @Test
    void frontLoadedMoveNanos_everyMoveSpendingAllItMay_spendsMostOfTheBankEarlyAndNeverRunsDry() {
        TimeBudget budget = TimeBudget.withBank(150_000, 150_000, 0);
        long previous = Long.MAX_VALUE;
        for (int move = 1; move <= 100; move++) {
            long allowed = budget.frontLoadedMoveNanos(3);
            assertThat(allowed)
                    .as("move %d", move)
                    .isLessThanOrEqualTo(previous)
                    .isPositive();
            assertThat(allowed).as("move %d", move).isLessThanOrEqualTo(budget.bankNanos() / 3);
            budget.spent(allowed);
            previous = allowed;
            if (move == 8) {
                assertThat(budget.bankNanos()).isLessThan(40_000 * MS);
            }
        }
        assertThat(budget.bankNanos()).isPositive();
    }

    @Test
    void frontLoadedMoveNanos_perMoveLimitStillCaps() {
        assertThat(TimeBudget.withBank(300, 150_000, 0).frontLoadedMoveNanos(4)).isEqualTo(240 * MS);
        assertThat(TimeBudget.perMove(3000).frontLoadedMoveNanos(4)).isEqualTo(2400 * MS);
    }

    @Test
    void frontLoadedMoveNanos_shareBelowOne_isRefused() {
        assertThatThrownBy(() -> TimeBudget.bankOnly(1000, 0).frontLoadedMoveNanos(0))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("got 0");
    }
}
