package arbitre.engine.kalah;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.io.InputStream;
import java.security.MessageDigest;
import java.util.Arrays;
import java.util.HashSet;
import java.util.HexFormat;
import java.util.Set;
import org.junit.jupiter.api.Test;

class FairKalahOpeningsTest {

    @Test
    void resource_isTheUnchangedOpeningFile() throws Exception {
        byte[] bytes;
        try (InputStream in = FairKalahOpenings.class.getResourceAsStream(FairKalahOpenings.RESOURCE)) {
            assertThat(in).isNotNull();
            bytes = in.readAllBytes();
        }
        String sha =
                HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(bytes));
        assertThat(sha).isEqualTo("ab692a2694bbe6e9726d7568f8f3dcf1bbb9ada73fd792ac1bd7053e83b96ffa");
    }

    @Test
    void vector_everyOpening_holds48SeedsAndIsDistinctAndSorted() throws IOException {
        Set<String> seen = new HashSet<>();
        int[] previous = null;
        for (int n = 0; n < FairKalahOpenings.COUNT; n++) {
            int[] vector = FairKalahOpenings.vector(n);
            assertThat(vector).hasSize(14);
            assertThat(Arrays.stream(vector).sum()).as("opening %d", n).isEqualTo(48);
            assertThat(seen.add(Arrays.toString(vector)))
                    .as("opening %d is new", n)
                    .isTrue();
            if (previous != null) {
                assertThat(Arrays.compare(previous, vector))
                        .as("opening %d after %d", n, n - 1)
                        .isNegative();
            }
            previous = vector;
        }
        assertThat(seen).hasSize(254);
    }

    @Test
    void vector_firstAndLast_areTheDocumentedOnes() {
        assertThat(FairKalahOpenings.vector(0)).containsExactly(2, 4, 4, 4, 4, 4, 0, 4, 4, 4, 4, 4, 5, 1);
        assertThat(FairKalahOpenings.vector(253)).containsExactly(6, 4, 4, 4, 4, 4, 0, 4, 4, 4, 2, 4, 4, 0);
    }

    @Test
    void vector_outOfRange_isRefused() {
        assertThatThrownBy(() -> FairKalahOpenings.vector(254))
                .hasMessageContaining("254")
                .hasMessageContaining("0 to 253");
        assertThatThrownBy(() -> FairKalahOpenings.vector(-1)).hasMessageContaining("-1");
    }

    @Test
    void vector_isACopy() {
        FairKalahOpenings.vector(5)[0] = 99;
        assertThat(FairKalahOpenings.vector(5)[0]).isNotEqualTo(99);
    }
}
