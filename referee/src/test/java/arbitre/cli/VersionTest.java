package arbitre.cli;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class VersionTest {

    @Test
    void javaVersion_isWhatTheRuntimeSays() {
        assertThat(Version.javaVersion()).isEqualTo(Runtime.version().toString());
    }

    @Test
    void version_secondLineNamesTheRunningJava() {
        assertThat(new Version().getVersion()[1])
                .isEqualTo("Java " + Runtime.version() + " (" + System.getProperty("java.vendor") + ")");
    }
}
