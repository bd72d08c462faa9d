package arbitre.process;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.File;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Path;
import java.util.Arrays;
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

    @Test
    void expand_builtin_classPathHoldsTheBotsAndTheEngineButNotTheReferee() throws Exception {
        List<String> command = Builtins.expand(List.of("builtin:random"));
        String classPath = command.get(command.indexOf("-cp") + 1);
        String[] entries = classPath.split(File.pathSeparator);
        URL[] urls = Arrays.stream(entries)
                .map(entry -> {
                    try {
                        return Path.of(entry).toUri().toURL();
                    } catch (java.net.MalformedURLException e) {
                        throw new IllegalStateException(e);
                    }
                })
                .toArray(URL[]::new);

        assertThat(entries)
                .hasSize(2)
                .allSatisfy(entry -> assertThat(Path.of(entry)).isAbsolute().exists());
        try (URLClassLoader bot = new URLClassLoader(urls, ClassLoader.getPlatformClassLoader())) {
            assertThat(bot.loadClass(Builtins.MAIN_CLASS)).isNotNull();
            assertThat(bot.loadClass("arbitre.engine.GameBoard")).isNotNull();
            assertThat(bot.getResource("arbitre/process/Builtins.class")).isNull();
        }
    }
}
