package arbitre.cli.options;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import arbitre.cli.exit.UsageException;
import arbitre.sandbox.SandboxSpec;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;

class SandboxOptionsTest {

    private static SandboxOptions parse(String... args) {
        return CommandLine.populateCommand(new SandboxOptions(), args);
    }

    @Test
    void limits_withoutSandbox_none() {
        assertThat(parse().limits(SandboxSpec.DEFAULT)).isNull();
    }

    @Test
    void limits_sandboxAlone_theBase() {
        SandboxSpec base = SandboxSpec.DEFAULT.withCpuSeconds(30);

        assertThat(parse("--sandbox").limits(base)).isEqualTo(base);
    }

    @Test
    void limits_givenOnes_overrideTheBase_othersKept() {
        SandboxSpec limits = parse("--sandbox", "--sandbox-memory-mb", "128", "--sandbox-tmp-mb", "8")
                .limits(SandboxSpec.DEFAULT.withOpenFiles(99));

        assertThat(limits)
                .isEqualTo(
                        SandboxSpec.DEFAULT.withOpenFiles(99).withMemoryMb(128).withTmpMb(8));
    }

    @Test
    void limits_limitWithoutSandbox_isRefused() {
        assertThatThrownBy(() -> parse("--sandbox-cpu-s", "5").limits(SandboxSpec.DEFAULT))
                .isInstanceOf(UsageException.class)
                .hasMessageContaining("go with --sandbox");
    }

    @Test
    void limits_zero_isRefusedNamingTheLimit() {
        assertThatThrownBy(() -> parse("--sandbox", "--sandbox-processes", "0").limits(SandboxSpec.DEFAULT))
                .isInstanceOf(UsageException.class)
                .hasMessageContaining("processes");
    }

    @Test
    void limits_onByDefault_theBaseOrTheDefaults() {
        SandboxSpec base = SandboxSpec.DEFAULT.withCpuSeconds(30);

        assertThat(parse().limits(base, true)).isEqualTo(base);
        assertThat(parse("--sandbox-tmp-mb", "8").limits(null, true)).isEqualTo(SandboxSpec.DEFAULT.withTmpMb(8));
    }

    @Test
    void limits_noSandbox_turnsADefaultOff_andRefusesLimits() {
        assertThat(parse("--no-sandbox").limits(SandboxSpec.DEFAULT, true)).isNull();
        assertThatThrownBy(() -> parse("--no-sandbox", "--sandbox-cpu-s", "5").limits(SandboxSpec.DEFAULT, true))
                .isInstanceOf(UsageException.class)
                .hasMessageContaining("do not go with --no-sandbox");
    }

    @Test
    void limits_sandboxGivenWhereTheConfigTurnsItOff_theDefaults() {
        assertThat(parse("--sandbox").limits(null, false)).isEqualTo(SandboxSpec.DEFAULT);
    }
}
