package arbitre.standings;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class GameRecordTest {
    @Test
    void roundOf_roundRobinId_isItsLastNumber() {
        assertThat(GameRecord.roundOf("alice-vs-bob-3")).isEqualTo(3);
        assertThat(GameRecord.roundOf("alice-vs-bob")).isZero();
    }

    @Test
    void roundOf_swissOrKnockoutId_isItsStagesRound_notTheGameOfItsMiniMatch() {
        assertThat(GameRecord.roundOf("r4-alice-vs-bob-1")).isEqualTo(4);
        assertThat(GameRecord.roundOf("r12-alice-vs-bob-2")).isEqualTo(12);
        assertThat(GameRecord.roundOf("k2-alice-vs-bob-1")).isEqualTo(2);
    }

    @Test
    void roundOf_knockoutFinalOfASwissId_isTheKnockoutsRound_notTheGameOfItsMiniMatch() {
        assertThat(GameRecord.roundOf("final-k2-alice-vs-bob-1")).isEqualTo(2);
        assertThat(GameRecord.roundOf("final-k1-alice-vs-bob-3")).isEqualTo(1);
    }
}
