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
    void githubActions_takesTheReleaseThroughTheActionAndKeepsTheReports() throws Exception {
        JsonNode steps = load("github-actions.yml").get("jobs").get("validate").get("steps");

        assertThat(steps.findValuesAsText("uses"))
                .anySatisfy(u -> assertThat(u).matches("[\\w.-]+/arbitre@v\\d+\\.\\d+\\.\\d+"))
                .anySatisfy(u -> assertThat(u).startsWith("actions/upload-artifact@"))
                .noneSatisfy(u -> assertThat(u).startsWith("actions/setup-java@"));
        assertThat(steps.findValuesAsText("bot")).containsExactly("python3 bot.py");
        assertThat(steps.toString()).doesNotContain("git clone");
        assertThat(load("github-actions.yml")
                        .get("jobs")
                        .get("validate")
                        .get("permissions")
                        .get("checks")
                        .asText())
                .isEqualTo("write");
    }

    @Test
    void gitlabCi_downloadsTheCheckedReleaseAndPublishesTheJunitReport() throws Exception {
        JsonNode job = load("gitlab-ci.yml").get("validate-bot");

        assertThat(job.get("script").toString())
                .contains("linux-x64.tar.gz", "sha256sum -c", "configs/ci/arbitre-validate.sh")
                .doesNotContain("git clone");
        assertThat(job.get("before_script").toString()).contains("bubblewrap", "curl");
        assertThat(job.get("artifacts").get("reports").get("junit").asText()).isEqualTo("validate-report.xml");
        assertThat(job.get("artifacts").get("when").asText()).isEqualTo("always");
    }
}
