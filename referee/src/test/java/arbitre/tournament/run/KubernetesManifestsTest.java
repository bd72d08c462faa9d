package arbitre.tournament.run;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * The shipped Kubernetes manifests against the batch/v1 Job API, offline: the fields the API
 * server requires (and refuses when wrong), so that a manifest that would be rejected by
 * {@code kubectl apply} fails here first. Unknown fields at the levels written by hand are refused
 * too: the API server drops them silently, so a typo would go unnoticed.
 */
class KubernetesManifestsTest {
    private static final Path FOLDER = Path.of("..", "configs", "kubernetes");
    private static final Pattern DNS_LABEL = Pattern.compile("[a-z0-9]([-a-z0-9]{0,61}[a-z0-9])?");
    private static final Set<String> JOB_SPEC = Set.of(
            "activeDeadlineSeconds",
            "backoffLimit",
            "backoffLimitPerIndex",
            "completionMode",
            "completions",
            "manualSelector",
            "maxFailedIndexes",
            "parallelism",
            "podFailurePolicy",
            "podReplacementPolicy",
            "selector",
            "suspend",
            "template",
            "ttlSecondsAfterFinished");
    private static final Set<String> CONTAINER = Set.of(
            "args",
            "command",
            "env",
            "envFrom",
            "image",
            "imagePullPolicy",
            "name",
            "resources",
            "securityContext",
            "volumeMounts",
            "workingDir");

    @TestFactory
    Stream<DynamicTest> manifests_areValidJobs() throws Exception {
        List<Path> files;
        try (Stream<Path> list = Files.list(FOLDER)) {
            files = list.filter(p -> p.toString().endsWith(".yaml")).sorted().toList();
        }
        assertThat(files).isNotEmpty();
        return files.stream()
                .map(file -> DynamicTest.dynamicTest(file.getFileName().toString(), () -> check(file)));
    }

    private static void check(Path file) throws Exception {
        JsonNode job = new ObjectMapper(new YAMLFactory()).readTree(file.toFile());
        assertThat(job.path("apiVersion").asText()).as("apiVersion").isEqualTo("batch/v1");
        assertThat(job.path("kind").asText()).as("kind").isEqualTo("Job");
        assertThat(job.at("/metadata/name").asText()).as("metadata.name").matches(DNS_LABEL);
        JsonNode spec = job.path("spec");
        assertThat(fields(spec)).as("spec's fields").isSubsetOf(JOB_SPEC);
        String mode = spec.path("completionMode").asText("NonIndexed");
        assertThat(mode).as("spec.completionMode").isIn("NonIndexed", "Indexed");
        if (mode.equals("Indexed")) {
            assertThat(spec.path("completions").isInt())
                    .as("an Indexed Job needs spec.completions")
                    .isTrue();
        }
        for (String count : List.of("completions", "parallelism", "backoffLimit")) {
            if (spec.has(count)) {
                assertThat(spec.get(count).asInt(-1)).as("spec." + count).isGreaterThanOrEqualTo(0);
            }
        }
        JsonNode pod = spec.at("/template/spec");
        assertThat(pod.path("restartPolicy").asText())
                .as("a Job's pods restart Never or OnFailure")
                .isIn("Never", "OnFailure");
        Set<String> volumes = new HashSet<>();
        pod.path("volumes").forEach(v -> {
            assertThat(v.path("name").asText()).as("volume name").matches(DNS_LABEL);
            volumes.add(v.path("name").asText());
        });
        assertThat(pod.path("containers").size()).as("containers").isPositive();
        Set<String> names = new HashSet<>();
        for (String kind : List.of("initContainers", "containers")) {
            for (JsonNode c : pod.path(kind)) {
                String name = c.path("name").asText();
                assertThat(name).as(kind + " name").matches(DNS_LABEL);
                assertThat(names.add(name))
                        .as("container name " + name + " once")
                        .isTrue();
                assertThat(c.path("image").asText()).as(name + ".image").isNotBlank();
                assertThat(fields(c)).as(name + "'s fields").isSubsetOf(CONTAINER);
                c.path("env")
                        .forEach(e -> assertThat(e.path("name").asText())
                                .as(name + " env name")
                                .matches("[-._a-zA-Z][-._a-zA-Z0-9]*"));
                c.path("volumeMounts").forEach(m -> {
                    assertThat(volumes)
                            .as(name + " mounts " + m.path("name"))
                            .contains(m.path("name").asText());
                    assertThat(m.path("mountPath").asText()).as("mountPath").startsWith("/");
                });
                for (String list : List.of("command", "args")) {
                    if (c.has(list)) {
                        assertThat(c.get(list).isArray())
                                .as(name + "." + list + " is a list of strings")
                                .isTrue();
                        c.get(list)
                                .forEach(a -> assertThat(a.isTextual())
                                        .as(name + "." + list)
                                        .isTrue());
                    }
                }
            }
        }
    }

    private static Set<String> fields(JsonNode node) {
        Set<String> names = new HashSet<>();
        node.fieldNames().forEachRemaining(names::add);
        return names;
    }
}
