package arbitre.process;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

class BuiltinsTest {

    @Test
    void level_givenEitherWay_isRead() {
        assertThat(Builtins.level(List.of("builtin:iddfs", "--level", "3"))).isEqualTo("3");
        assertThat(Builtins.level(List.of("builtin:iddfs", "--move-ms", "100", "--level=full")))
                .isEqualTo("full");
    }

    @Test
    void level_noneOrNotAPlainWord_isNull() {
        assertThat(Builtins.level(List.of("builtin:iddfs", "--depth", "4"))).isNull();
        assertThat(Builtins.level(List.of("builtin:iddfs", "--level"))).isNull();
        assertThat(Builtins.level(List.of("builtin:iddfs", "--level", "../x<b>")))
                .isNull();
    }

    @Test
    void expand_level_isPassedToTheBot() {
        List<String> command = Builtins.expand(List.of("builtin:iddfs", "--level", "2"));

        assertThat(command.subList(command.size() - 3, command.size())).containsExactly("iddfs", "--level", "2");
    }
}
