package arbitre.process;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

class CpusTest {

    @Test
    void parse_rangesAndSingles_inOrder() {
        assertThat(Cpus.parse("0-3,8,10-11")).containsExactly(0, 1, 2, 3, 8, 10, 11);
        assertThat(Cpus.parse("5")).containsExactly(5);
    }

    @Test
    void parse_nothing_isRefused() {
        assertThatThrownBy(() -> Cpus.parse(" ")).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void allowed_thisProcess_hasAsManyAsTheProcessorsItSees() {
        assertThat(Cpus.allowed())
                .hasSize(Runtime.getRuntime().availableProcessors())
                .doesNotHaveDuplicates();
    }
}
