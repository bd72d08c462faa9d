package arbitre.process;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class BotFolderTest {
    @TempDir
    Path dir;

    @Test
    void of_scriptNamedByTheCommand_runsInTheScriptsFolder() throws Exception {
        Path script = Files.writeString(
                Files.createDirectories(dir.resolve("bots/alice")).resolve("alice.py"), "");

        BotFolder folder = BotFolder.of(List.of("python3", "bots/alice/alice.py", "JoueurA"), dir);

        assertThat(folder.folder()).isEqualTo(script.getParent());
        assertThat(folder.argv()).containsExactly("python3", script.toString(), "JoueurA");
        assertThat(folder.temporary()).isFalse();
    }

    @Test
    void of_adapterGivenAnotherFile_runsInTheAdaptersFolder_withBothPathsAbsolute() throws Exception {
        Path adapter = Files.writeString(
                Files.createDirectories(dir.resolve("bots/adapters")).resolve("fenix_agent.py"), "");
        Path agent = Files.writeString(
                Files.createDirectories(dir.resolve("students/alice")).resolve("agent_alice.py"), "");

        BotFolder folder = BotFolder.of(
                List.of("python3", "bots/adapters/fenix_agent.py", "--agent", "students/alice/agent_alice.py"), dir);

        assertThat(folder.folder()).isEqualTo(adapter.getParent());
        assertThat(folder.argv()).containsExactly("python3", adapter.toString(), "--agent", agent.toString());
    }

    @Test
    void of_programNamedByTheCommand_runsInItsFolder() throws Exception {
        Path program =
                Files.writeString(Files.createDirectories(dir.resolve("bob")).resolve("bob"), "");

        BotFolder folder = BotFolder.of(List.of("./bob/bob", "JoueurB"), dir);

        assertThat(folder.folder()).isEqualTo(program.getParent());
        assertThat(folder.argv()).containsExactly(program.toString(), "JoueurB");
    }

    @Test
    void of_noFileNamed_runsInAFreshFolderRemovedAfterwards() throws Exception {
        Files.createDirectories(dir.resolve("classes"));
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();

        BotFolder folder = BotFolder.of(List.of(java, "-cp", "classes", "Main"), dir);

        assertThat(folder.temporary()).isTrue();
        assertThat(folder.folder()).isEmptyDirectory().isNotEqualTo(dir);
        assertThat(folder.argv())
                .containsExactly(java, "-cp", dir.resolve("classes").toString(), "Main");
        folder.removeIfTemporary();
        assertThat(folder.folder()).doesNotExist();
    }

    @Test
    void absolute_configBotWithoutAFolder_readsItsFilesFromTheConfigsFolder() throws Exception {
        Path script =
                Files.writeString(Files.createDirectories(dir.resolve("bots")).resolve("a b.py"), "");

        assertThat(BotFolder.absolute("python3 'bots/a b.py' --level 3", dir))
                .isEqualTo(CommandWords.join(List.of("python3", script.toString(), "--level", "3")));
        assertThat(BotFolder.absolute("builtin:random --seed 1", dir)).isEqualTo("builtin:random --seed 1");
    }
}
