package arbitre.cli.reference;

import static org.assertj.core.api.Assertions.assertThat;

import arbitre.cli.Main;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;

/** Every example command of the documentation runs a known program, and every arbitre one parses. */
class DocExamplesTest {
    private static final Path ROOT = Path.of("..").toAbsolutePath().normalize();

    @Test
    void everyExample_runsAKnownProgram() {
        List<DocExamples.Example> examples = DocExamples.all(ROOT);
        assertThat(examples).hasSizeGreaterThan(30);
        assertThat(examples)
                .as("example commands must start with one of %s", DocExamples.PROGRAMS)
                .allSatisfy(e -> assertThat(DocExamples.PROGRAMS).contains(e.program()));
    }

    @Test
    void everyArbitreExample_isAcceptedByTheCommandLine() {
        List<String> refused = new ArrayList<>();
        // One command line for all: picocli resets every option before it parses again.
        CommandLine cli = Main.commandLine();
        for (DocExamples.Example example : DocExamples.all(ROOT)) {
            if (!example.program().equals("./arbitre")) {
                continue;
            }
            String[] args = example.arguments().toArray(String[]::new);
            try {
                CommandLine.ParseResult parsed = cli.parseArgs(args);
                if (!parsed.hasSubcommand() && !parsed.isVersionHelpRequested() && !parsed.isUsageHelpRequested()) {
                    refused.add(example + ": names no command");
                }
            } catch (CommandLine.ParameterException e) {
                refused.add(example + ": " + e.getMessage());
            }
        }
        assertThat(refused).isEmpty();
    }

    @Test
    void extraction_joinsContinuationsAndSplitsChains() {
        List<DocExamples.Example> readme = DocExamples.of(ROOT.resolve("docs/students.md"));
        assertThat(readme)
                .anySatisfy(e -> assertThat(e.words())
                        .containsExactly("gcc", "-O2", "-o", "bots/examples/c/bot", "bots/examples/c/bot.c"))
                .anySatisfy(e ->
                        assertThat(e.words()).containsSequence("./arbitre", "match", "--p1", "bots/examples/c/bot"));
    }
}
