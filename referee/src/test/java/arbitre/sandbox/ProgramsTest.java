package arbitre.sandbox;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ProgramsTest {
    @TempDir
    Path dir;

    private Path executable(String path, String text) throws Exception {
        return SandboxTests.executable(dir, path, text);
    }

    @Test
    void resolve_pyenvShim_isTheInterpreterPyenvPicksForTheBotsFolder() throws Exception {
        Path python = executable("pyenv/versions/3.12.1/bin/python3", "");
        Path shims = executable("pyenv/shims/python3", "#!/bin/sh\nexec pyenv exec python3 \"$@\"\n")
                .getParent();
        // A pyenv that answers 'which' from the folder it runs in, as .python-version would make it.
        executable(
                "pyenv/bin/pyenv",
                "#!/bin/sh\n[ \"$1\" = which ] && [ -f .python-version ] && echo " + python + " && exit 0\nexit 1\n");
        Path bot = Files.createDirectories(dir.resolve("bot"));
        Files.writeString(bot.resolve(".python-version"), "3.12.1\n");

        assertThat(Programs.resolve("python3", bot, shims.toString())).contains(python);
        assertThat(Programs.resolve("python3", dir, shims.toString()))
                .as("pyenv has no answer: the shim")
                .contains(shims.resolve("python3"));
    }

    @Test
    void installations_virtualAndCondaEnvironments_areBoundWithTheirBase() throws Exception {
        Path base = executable("base/bin/python3", "");
        Files.createDirectories(dir.resolve("base/lib"));
        Path venv = Files.createDirectories(dir.resolve("venv/bin"));
        Files.writeString(dir.resolve("venv/pyvenv.cfg"), "home = " + base.getParent() + "\n");
        Path link = Files.createSymbolicLink(venv.resolve("python3"), base);
        Path conda = executable("conda/envs/bots/bin/python", "");
        Files.createDirectories(dir.resolve("conda/envs/bots/conda-meta"));
        Path plain = executable("home/bin/bot", "");

        assertThat(Programs.installations(link)).containsExactly(dir.resolve("venv"), dir.resolve("base"));
        assertThat(Programs.installations(conda)).containsExactly(dir.resolve("conda/envs/bots"));
        assertThat(Programs.installations(plain))
                .as("a bin folder of a home is no installation")
                .isEmpty();
    }

    @Test
    void isJvm_isToldByTheLauncherAndItsLibjvm_notByTheName() throws Exception {
        Path fake = executable("fake/bin/java", "#!/bin/sh\n");
        Files.createDirectories(dir.resolve("fake/lib/server"));
        Files.writeString(dir.resolve("fake/lib/server/libjvm.so"), "");

        assertThat(Programs.isJvm(Path.of(System.getProperty("java.home"), "bin", "java")))
                .isTrue();
        assertThat(Programs.isJvm(fake))
                .as("a script beside a libjvm.so is no ELF launcher")
                .isFalse();
        assertThat(Programs.isJvm(Path.of("/bin/true"))).isFalse();
    }
}
