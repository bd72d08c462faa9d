package arbitre.engine;

import static org.assertj.core.api.Assertions.assertThat;

import arbitre.engine.awale.EndReason;
import arbitre.engine.fenix.FenixEndReason;
import arbitre.engine.kalah.KalahEndReason;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

class GameEndTest {

    @Test
    void wireName_isTheConstantInLowerCaseWithHyphens_forEveryGame() {
        List<String> names = Stream.of(EndReason.values(), KalahEndReason.values(), FenixEndReason.values())
                .flatMap(Arrays::stream)
                .map(GameEnd::wireName)
                .toList();

        assertThat(names)
                .containsExactly(
                        "starvation",
                        "few-seeds",
                        "majority",
                        "move-limit",
                        "empty-side",
                        "repetition",
                        "no-capture-50",
                        "setup-stuck",
                        "king-lost",
                        "no-pieces",
                        "no-moves");
    }

    @Test
    void toString_isTheWireName() {
        assertThat(EndReason.FEW_SEEDS).hasToString("few-seeds");
        assertThat(FenixEndReason.NO_CAPTURE_50).hasToString("no-capture-50");
    }
}
