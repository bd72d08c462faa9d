package arbitre.tournament.config;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class FormatTest {
    @Test
    void defaultRounds_growsWithTheLogOfTheField() {
        assertThat(Format.defaultRounds(32)).isEqualTo(7);
        assertThat(Format.defaultRounds(200)).isEqualTo(10);
    }
}
