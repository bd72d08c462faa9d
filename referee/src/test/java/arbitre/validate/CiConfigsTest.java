package arbitre.validate;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/** The ready-to-copy CI definitions in {@code configs/ci} parse as YAML and hold the steps that matter. */
class CiConfigsTest {
    private static final Path CI = Path.of("..", "configs", "ci");

    private static JsonNode load(String file) throws Exception {
        return new ObjectMapper(new YAMLFactory()).readTree(CI.resolve(file).toFile());
    }

    @Test
    void githubActions_setsUpJavaValidatesAndReportsJunit() throws Exception {
        JsonNode steps = load("github-actions.yml").get("jobs").get("validate").get("steps");

        assertThat(steps.findValuesAsText("uses"))
                .anySatisfy(u -> assertThat(u).startsWith("actions/setup-java@"))
                .anySatisfy(u -> assertThat(u).startsWith("actions/upload-artifact@"))
                .anySatisfy(u -> assertThat(u).startsWith("mikepenz/action-junit-report@"));
        assertThat(steps.findValuesAsText("java-version")).containsExactly("17");
        assertThat(steps.findValuesAsText("run"))
                .anySatisfy(r -> assertThat(r).contains("git clone", "--version"))
                .anySatisfy(r -> assertThat(r).contains("apt-get install", "bubblewrap"))
                .anySatisfy(r -> assertThat(r).contains("validate", "--junit validate-report.xml", "--sandbox"));
        assertThat(steps.findValuesAsText("report_paths")).containsExactly("validate-report.xml");
    }

    @Test
    void gitlabCi_validatesAndPublishesTheJunitReport() throws Exception {
        JsonNode job = load("gitlab-ci.yml").get("validate-bot");

        assertThat(job.get("image").asText()).contains("17");
        assertThat(job.get("script").toString())
                .contains("git clone", "arbitre --version", "validate", "--junit validate-report.xml", "--sandbox");
        assertThat(job.get("before_script").toString()).contains("bubblewrap");
        assertThat(job.get("artifacts").get("reports").get("junit").asText()).isEqualTo("validate-report.xml");
        assertThat(job.get("artifacts").get("when").asText()).isEqualTo("always");
    }
}
