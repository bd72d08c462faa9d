package arbitre.bots.kalah;

import static org.assertj.core.api.Assertions.assertThat;

import arbitre.bots.time.TimeBudget;
import arbitre.engine.kalah.KalahBoard;
import org.junit.jupiter.api.Test;

class KalahTimeTest {
    private static final long MS = 1_000_000L;

    @Test
    void bankShare_start_isATenthOfTheSeeds() {
        assertThat(KalahIddfsPlayer.bankShare(KalahBoard.standard())).isEqualTo(48 / KalahIddfsPlayer.SEEDS_PER_SHARE);
    }

    @Test
    void bankShare_fewSeedsLeft_isTheLeastShare() {
        KalahBoard endgame = KalahBoard.of(new int[] {1, 0, 2, 0, 0, 1, 20, 0, 3, 0, 0, 1, 0, 20});

        assertThat(KalahIddfsPlayer.bankShare(endgame)).isEqualTo(KalahIddfsPlayer.MIN_SHARE);
    }

    @Test
    void bankShare_aGameOn150Seconds_givesTheFirstPlyMuchMoreThanALateOne() {
        TimeBudget budget = TimeBudget.bankOnly(150_000, 0);
        long first = budget.frontLoadedMoveNanos(KalahIddfsPlayer.bankShare(KalahBoard.standard()));
        assertThat(first).isEqualTo(135_000 * MS / 4);
        assertThat(first).isGreaterThan(4 * budget.nextMoveNanos());

        KalahBoard late = KalahBoard.of(new int[] {2, 3, 0, 4, 1, 2, 14, 3, 0, 2, 5, 1, 0, 11});
        for (int ply = 0; ply < 8; ply++) {
            budget.spent(budget.frontLoadedMoveNanos(KalahIddfsPlayer.bankShare(late)));
        }
        long lateAllowed = budget.frontLoadedMoveNanos(KalahIddfsPlayer.bankShare(late));
        assertThat(lateAllowed).isLessThan(first / 10).isPositive();
        assertThat(budget.bankNanos()).isGreaterThan(150_000 * MS / TimeBudget.KEPT_PART);
    }
}
