package arbitre.validate;

import static org.assertj.core.api.Assertions.assertThat;

import arbitre.process.BotSpec;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class MissingScriptTest {
    @TempDir
    Path dir;

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            python3 missing.py                 | no such file: missing.py
            python3 -u -W ignore missing.py    | no such file: missing.py
            /usr/bin/python3.11 sub/missing.py | no such file: sub/missing.py
            node --max-old-space-size=64 x.js  | no such file: x.js
            java -Xmx64m -jar bot.jar          | no such file: bot.jar
            bash sub                           | not a file: sub
            python3 bot.py                     |
            python3 -m mybot                   |
            python3 -c 'print(1)'              |
            ./bot missing.py                   |
            builtin:random                     |
            """)
    void problem_programFileOfAnInterpreter_isFoundOrNamed(String command, String expected) throws Exception {
        Files.writeString(dir.resolve("bot.py"), "");
        Files.createDirectories(dir.resolve("sub"));

        String problem = MissingScript.problem(new BotSpec("b", command, dir, Map.of()));

        if (expected == null) {
            assertThat(problem).isNull();
        } else {
            assertThat(problem).startsWith(expected).contains("looked in " + dir.toAbsolutePath());
        }
    }
}
