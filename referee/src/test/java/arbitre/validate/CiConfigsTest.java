package arbitre.validate;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import arbitre.log.MatchLogs;
import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * The ready-to-copy CI definitions in {@code configs/ci} parse as YAML and hold the steps that
 * matter. Parsed with Python's YAML module when it is installed, so that no YAML library becomes a
 * dependency of the build; each file is handed back as JSON for the assertions.
 */
class CiConfigsTest {
    private static final Path CI = Path.of("..", "configs", "ci");

    private static JsonNode load(String file) throws Exception {
        Process python;
        try {
            python = new ProcessBuilder("python3", "-c",
                    "import json, sys, yaml; print(json.dumps(yaml.safe_load(open(sys.argv[1]))))",
                    CI.resolve(file).toString()).redirectErrorStream(true).start();
        } catch (IOException e) {
            assumeTrue(false, "python3 is not installed");
            throw e;
        }
        String output = new String(python.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(python.waitFor(30, TimeUnit.SECONDS)).isTrue();
        assumeTrue(!output.contains("No module named 'yaml'"), "Python's yaml module is not installed");
        assertThat(python.exitValue()).as(output).isZero();
        return MatchLogs.mapper().readTree(output);
    }

    @Test
    void githubActions_setsUpJavaValidatesAndReportsJunit() throws Exception {
        JsonNode steps = load("github-actions.yml").get("jobs").get("validate").get("steps");

        assertThat(steps.findValuesAsText("uses")).anySatisfy(u -> assertThat(u).startsWith("actions/setup-java@"))
                .anySatisfy(u -> assertThat(u).startsWith("actions/upload-artifact@"))
                .anySatisfy(u -> assertThat(u).startsWith("mikepenz/action-junit-report@"));
        assertThat(steps.findValuesAsText("java-version")).containsExactly("17");
        assertThat(steps.findValuesAsText("run")).anySatisfy(r -> assertThat(r).contains("git clone", "--version"))
                .anySatisfy(r -> assertThat(r).contains("validate", "--junit validate-report.xml"));
        assertThat(steps.findValuesAsText("report_paths")).containsExactly("validate-report.xml");
    }

    @Test
    void gitlabCi_validatesAndPublishesTheJunitReport() throws Exception {
        JsonNode job = load("gitlab-ci.yml").get("validate-bot");

        assertThat(job.get("image").asText()).contains("17");
        assertThat(job.get("script").toString()).contains("git clone", "arbitre --version", "validate",
                "--junit validate-report.xml");
        assertThat(job.get("artifacts").get("reports").get("junit").asText()).isEqualTo("validate-report.xml");
        assertThat(job.get("artifacts").get("when").asText()).isEqualTo("always");
    }
}
