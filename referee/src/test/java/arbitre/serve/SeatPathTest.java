package arbitre.serve;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.URI;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class SeatPathTest {
    @ParameterizedTest
    @ValueSource(
            strings = {
                "alice",
                "Jean Dupont",
                "Élodie",
                "R&D/2",
                "who? #1",
                "100%",
                "a+b",
                "x;y",
                "a\\b",
                ".",
                "..",
                "bot.v2",
                "Zoë 🦊"
            })
    void of_anyName_isAPathThatAUriKeepsAndThatReadsBackAsTheName(String name) {
        String path = SeatPath.of(name);

        URI seat = URI.create("ws://127.0.0.1:8080").resolve(path);

        assertThat(seat.getRawPath()).isEqualTo(path);
        assertThat(path).startsWith("/seat/").matches("[\\x21-\\x7e]+");
        assertThat(path.substring("/seat/".length())).doesNotContain("/").isNotIn(".", "..");
        assertThat(SeatPath.name(seat.getRawPath())).isEqualTo(name);
    }

    @Test
    void of_plainName_isLeftAsItIs() {
        assertThat(SeatPath.of("bot-2.v_1~x")).isEqualTo("/seat/bot-2.v_1~x");
    }

    @Test
    void name_ofAPathWrittenByAnEarlierClient_isItsName() {
        // Java's own client sends a name written as it is with its non-ASCII letters percent-encoded.
        URI seat = URI.create("ws://127.0.0.1:8080").resolve("/seat/Élodie");

        assertThat(SeatPath.name(URI.create(seat.toASCIIString()).getRawPath())).isEqualTo("Élodie");
    }

    @Test
    void name_ofAnotherPathOrABrokenEncoding_isNull() {
        assertThat(SeatPath.name("/live.js")).isNull();
        assertThat(SeatPath.name("/seat/")).isNull();
        assertThat(SeatPath.name("/seat/a%2")).isNull();
        assertThat(SeatPath.name("/seat/a%zz")).isNull();
        assertThat(SeatPath.name("/seat/%C3")).isNull();
    }
}
