package arbitre.tournament.schedule;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class KnockoutTest {
    @Test
    void placement_eight_topSeedsMeetOnlyInTheFinal() {
        assertThat(Knockout.placement(8)).containsExactly(1, 8, 4, 5, 2, 7, 3, 6);
    }

    @Test
    void placement_sixteen_everyFirstRoundPairSumsToSeventeen() {
        int[] places = Knockout.placement(16);
        for (int i = 0; i < 16; i += 2) {
            assertThat(places[i] + places[i + 1]).isEqualTo(17);
        }
    }
}
