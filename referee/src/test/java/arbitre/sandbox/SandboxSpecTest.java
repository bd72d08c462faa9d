package arbitre.sandbox;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

class SandboxSpecTest {
    private static final ObjectMapper JSON = new ObjectMapper();

    @Test
    void json_missingFields_takeTheDefaults() throws Exception {
        assertThat(JSON.readValue("{}", SandboxSpec.class)).isEqualTo(SandboxSpec.DEFAULT);
        assertThat(JSON.readValue("{\"memoryMb\": 256, \"cpuSeconds\": 60}", SandboxSpec.class))
                .isEqualTo(SandboxSpec.DEFAULT.withMemoryMb(256).withCpuSeconds(60));
    }

    @Test
    void json_roundTrip_keepsEveryField() throws Exception {
        SandboxSpec spec = new SandboxSpec(100, 10, 20, 3, 40, 5);
        assertThat(JSON.readValue(JSON.writeValueAsString(spec), SandboxSpec.class)).isEqualTo(spec);
    }

    @Test
    void json_unknownField_isRefusedEvenByALenientReader() {
        ObjectMapper lenient = new ObjectMapper().disable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES);
        assertThatThrownBy(() -> lenient.readValue("{\"memoryMB\": 1}", SandboxSpec.class))
                .hasMessageContaining("unknown sandbox setting 'memoryMB'");
        assertThatThrownBy(() -> JSON.readValue("{\"network\": true}", SandboxSpec.class))
                .hasMessageContaining("network");
    }

    @Test
    void constructor_nonPositiveLimit_isRefused() {
        assertThatThrownBy(() -> SandboxSpec.DEFAULT.withProcesses(0)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("processes must be positive, not 0");
    }

    @Test
    void command_jvmBot_getsAHeapLimitAfterItsOwnOptionsAndNoAddressSpaceLimit() {
        List<String> command = Sandbox.command(SandboxSpec.DEFAULT,
                List.of("/usr/bin/java", "-Xmx4g", "-cp", "a.jar", "Main", "-Xmx1m"), Path.of("/tmp/bot"));

        assertThat(command).doesNotContain("--as=536870912").containsSubsequence("bwrap", "--die-with-parent",
                "--new-session", "--tmpfs", "/tmp", "--ro-bind", "/tmp/bot", "/tmp/bot", "--chdir", "/tmp/bot", "--");
        assertThat(command.subList(command.indexOf("/usr/bin/java"), command.size()))
                .containsExactly("/usr/bin/java", "-Xmx4g", "-cp", "a.jar", "-Xmx512m", "-XX:+ExitOnOutOfMemoryError",
                        "Main", "-Xmx1m");
    }

    @Test
    void command_nativeBot_getsEveryLimit() {
        List<String> command = Sandbox.command(SandboxSpec.DEFAULT, List.of("./bot"), Path.of("/tmp/bot"));

        assertThat(command.get(0)).isEqualTo("prlimit");
        assertThat(command).contains("--as=536870912", "--cpu=600:602", "--fsize=16777216", "--nofile=256",
                "--die-with-parent", "--new-session");
        assertThat(command.get(command.size() - 1)).isEqualTo("./bot");
        assertThat(command.contains("--nproc=64")).isEqualTo(Sandbox.isRoot());
    }

    @Test
    void explainExit_namesTheLimitBehindASignal() {
        assertThat(Sandbox.explainExit(152, false)).contains("killed by signal 24 (CPU time limit)");
        assertThat(Sandbox.explainExit(153, false)).contains("killed by signal 25 (file size limit)");
        assertThat(Sandbox.explainExit(1, false)).isEmpty();
    }
}
