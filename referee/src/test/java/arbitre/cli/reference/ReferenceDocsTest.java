package arbitre.cli.reference;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/** The committed reference is what the commands and the config schema make now. */
class ReferenceDocsTest {
    private static final Path ROOT = Path.of("..").toAbsolutePath().normalize();
    private static final Path DOCS = ROOT.resolve(ReferenceGenerator.DOCS);

    @Test
    void committedReference_isWhatTheCodeMakesNow() throws IOException {
        Map<String, String> generated = ReferenceGenerator.generate(ROOT);
        List<String> stale = new ArrayList<>();
        for (Map.Entry<String, String> file : generated.entrySet()) {
            Path committed = DOCS.resolve(file.getKey());
            if (!Files.exists(committed)) {
                stale.add(ReferenceGenerator.DOCS + "/" + file.getKey() + " is missing");
            } else if (!Files.readString(committed, StandardCharsets.UTF_8).equals(file.getValue())) {
                stale.add(ReferenceGenerator.DOCS + "/" + file.getKey() + " differs from what the code makes now");
            }
        }
        for (String folder : List.of("man", "completion")) {
            try (Stream<Path> files = Files.list(DOCS.resolve(folder))) {
                files.map(f -> folder + "/" + f.getFileName())
                        .filter(name -> !generated.containsKey(name))
                        .forEach(name -> stale.add(
                                ReferenceGenerator.DOCS + "/" + name + " is made by nothing any more: remove it"));
            }
        }
        assertThat(stale)
                .as("the generated reference is stale; write it again with: %s", ReferenceGenerator.REGENERATE)
                .isEmpty();
    }

    @Test
    void generatedReference_coversEveryCommandAndConfigField() {
        Map<String, String> generated = ReferenceGenerator.generate(ROOT);
        assertThat(generated)
                .containsKeys(
                        "man/arbitre.adoc",
                        "man/arbitre-match.adoc",
                        "man/arbitre-bench-referee.adoc",
                        "commands.md",
                        "completion/arbitre.bash",
                        "config.md");
        assertThat(generated.get("commands.md")).contains("## arbitre tournament", "--gauntlet", "Exit codes:");
        assertThat(generated.get("config.md")).contains("`gamesPerPair`", "`commandAsPlayer2`", "`memoryMb`");
        assertThat(generated.get("completion/arbitre.bash")).contains("--first-move-grace-ms");
        assertThat(String.join("", generated.values()))
                .as("nothing of the machine or the JDK that made it")
                .doesNotContain("Java " + Runtime.version().feature() + ".", System.getProperty("user.dir"));
    }
}
