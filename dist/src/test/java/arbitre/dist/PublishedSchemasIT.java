package arbitre.dist;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * The GitHub Action and the GitHub workflow template, checked against the published schemas of
 * action and workflow files (SchemaStore's, as the npm package action-validator carries them), run
 * by Node: a reader other than ours.
 */
@Timeout(value = 5, unit = TimeUnit.MINUTES)
class PublishedSchemasIT {
    private static final Path ROOT =
            Path.of(System.getProperty("arbitre.root", "..")).toAbsolutePath().normalize();
    private static final Path FOLDER =
            Path.of(System.getProperty("action-validator.folder", "target/action-validator"));
    private static final String VERSION = System.getProperty("action-validator.version", "0.6.0");
    private static Path validator;

    /** The validator's package, fetched once by npm (the only registry it is on) into target/. */
    @BeforeAll
    static void fetchTheValidator() throws Exception {
        Path folder = FOLDER.resolve(VERSION);
        validator = folder.resolve("package/action_validator.js");
        if (Files.isRegularFile(validator)) {
            return;
        }
        Files.createDirectories(folder);
        String archive = run(folder, "npm", "pack", "--silent", "@action-validator/core@" + VERSION)
                .strip();
        run(folder, "tar", "-xzf", archive);
        assertThat(validator).isRegularFile();
    }

    private static String run(Path folder, String... command) throws IOException, InterruptedException {
        Process process = new ProcessBuilder(command)
                .directory(folder.toFile())
                .redirectError(ProcessBuilder.Redirect.INHERIT)
                .start();
        String out = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(process.waitFor(3, TimeUnit.MINUTES)).isTrue();
        assertThat(process.exitValue()).as("%s: %s", List.of(command), out).isZero();
        return out;
    }

    /** The validator's verdict on a file, as JSON: {actionType, errors: [...]}. */
    private static JsonNode validate(String kind, Path file) throws Exception {
        String script = "const v = require(process.argv[1]);"
                + "const src = require('fs').readFileSync(process.argv[2], 'utf8');"
                + "console.log(JSON.stringify(v." + kind + "(src)));";
        String out = run(ROOT, "node", "-e", script, validator.toString(), file.toString());
        return new ObjectMapper().readTree(out);
    }

    @Test
    void action_matchesTheSchemaOfActionFiles() throws Exception {
        JsonNode verdict = validate("validateAction", ROOT.resolve("action.yml"));

        assertThat(verdict.path("actionType").asText()).isEqualTo("action");
        assertThat(verdict.path("errors")).as(verdict.toString()).isEmpty();
    }

    @Test
    void githubTemplate_matchesTheSchemaOfWorkflowFiles() throws Exception {
        JsonNode verdict = validate("validateWorkflow", ROOT.resolve("configs/ci/github-actions.yml"));

        assertThat(verdict.path("actionType").asText()).isEqualTo("workflow");
        assertThat(verdict.path("errors")).as(verdict.toString()).isEmpty();
    }

    @Test
    void validator_refusesACompositeStepWithoutItsShell() throws Exception {
        Path broken = Files.createTempFile("action", ".yml");
        Files.writeString(
                broken,
                "name: x\ndescription: y\nruns:\n  using: composite\n  steps:\n    - run: echo\n",
                StandardCharsets.UTF_8);

        JsonNode verdict = validate("validateAction", broken);

        assertThat(verdict.path("errors")).isNotEmpty();
        assertThat(verdict.toString()).contains("/runs/steps/0/shell");
        Files.delete(broken);
    }
}
