package arbitre.cli.reference;

import static org.assertj.core.api.Assertions.assertThat;

import arbitre.cli.Main;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The bash completion, run by bash as a shell does on a Tab: the words so far in, the candidates out. */
class CompletionScriptTest {
    @TempDir
    Path dir;

    /** The candidates for the last of {@code words} (as bash splits them: at spaces and colons). */
    private List<String> complete(String... words) throws Exception {
        Path script = dir.resolve("arbitre.bash");
        Files.writeString(script, CompletionScript.of(Main.commandLine()), StandardCharsets.UTF_8);
        StringBuilder array = new StringBuilder();
        for (String word : words) {
            array.append(" '").append(word).append("'");
        }
        String test = "source '" + script + "'\n"
                + "COMP_WORDS=(" + array + ")\n"
                + "COMP_CWORD=" + (words.length - 1) + "\n"
                + "spec=$(complete -p \"${COMP_WORDS[0]}\")\n"
                + "fn=${spec#*-F }; fn=${fn%% *}\n"
                + "\"$fn\" \"${COMP_WORDS[0]}\" \"${COMP_WORDS[COMP_CWORD]}\" \"${COMP_WORDS[COMP_CWORD-1]}\" 2>/dev/null\n"
                + "printf '%s\\n' \"${COMPREPLY[@]}\"\n";
        Process bash = new ProcessBuilder("bash", "--norc", "--noprofile", "-c", test)
                .directory(dir.toFile())
                .redirectErrorStream(true)
                .start();
        String out = new String(bash.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(bash.waitFor(30, TimeUnit.SECONDS)).isTrue();
        List<String> candidates =
                new ArrayList<>(out.lines().filter(l -> !l.isEmpty()).toList());
        candidates.sort(null);
        return candidates;
    }

    @Test
    void game_offersTheGamesThatComeWithArbitre_forBothSpellings() throws Exception {
        assertThat(complete("./arbitre", "match", "--game", "")).containsExactly("awale", "fenix", "kalah");
        assertThat(complete("arbitre", "match", "--game", "k")).containsExactly("kalah");
        assertThat(complete("bin/arbitre", "validate", "--game", "f")).containsExactly("fenix");
    }

    @Test
    void rulesAndClock_offerTheirValues() throws Exception {
        assertThat(complete("./arbitre", "match", "--rules", "")).contains("official", "course");
        assertThat(complete("./arbitre", "validate", "--clock", "")).containsExactly("cpu", "wall");
    }

    @Test
    void botOption_offersTheBundledBots_andCompletesTheNameAfterTheColon() throws Exception {
        assertThat(complete("./arbitre", "match", "--p1", "bu"))
                .containsExactly("builtin:greedy", "builtin:iddfs", "builtin:random");
        // "builtin:i" reaches the function as builtin, :, i.
        assertThat(complete("./arbitre", "match", "--p2", "builtin", ":", "i")).containsExactly("iddfs");
        assertThat(complete("arbitre", "validate", "--bot", "builtin", ":"))
                .containsExactly("greedy", "iddfs", "random");
    }

    @Test
    void botOption_otherwise_completesFileNames() throws Exception {
        Files.createDirectories(dir.resolve("mybot"));
        Files.writeString(dir.resolve("mybot/run.sh"), "");

        assertThat(complete("./arbitre", "validate", "--bot", "mybot/r")).containsExactly("mybot/run.sh");
    }

    @Test
    void commands_stillComplete() throws Exception {
        assertThat(complete("./arbitre", "tour")).containsExactly("tournament");
    }
}
