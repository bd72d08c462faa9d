package arbitre.tournament.run;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatCode;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import arbitre.tournament.config.ConfigException;
import arbitre.tournament.config.ConfigLoader;
import arbitre.tournament.config.TournamentConfig;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code tournament.json}: telling a bot that changed since its matches were played from one that did not. */
class TournamentFileTest {
    @TempDir
    Path dir;

    private TournamentConfig config(Path folder, String bots) throws Exception {
        Files.createDirectories(folder.resolve("alice"));
        Files.createDirectories(folder.resolve("alice2"));
        Path file = folder.resolve("t.json");
        Files.writeString(file, "{\"name\": \"t\", \"bots\": [" + bots + "]}");
        return ConfigLoader.load(file);
    }

    private static final String BOTS = """
            {"name": "alice", "command": "python3 alice.py", "workdir": "alice", "env": {"LEVEL": "3"}},
            {"name": "bob", "command": "./bob"}""";

    private TournamentConfig configWith(Path folder, String fields) throws Exception {
        Files.createDirectories(folder);
        Path file = folder.resolve("t.json");
        Files.writeString(
                file,
                "{\"name\": \"t\", " + fields + ", \"bots\": [" + BOTS.replace("\"workdir\": \"alice\", ", "") + "]}");
        return ConfigLoader.load(file);
    }

    @Test
    void write_recordsTheEloAnchor_soThatStandingsMadeLaterKeepIt() throws Exception {
        Path out = Files.createDirectories(dir.resolve("out"));

        TournamentFile.write(out, configWith(dir.resolve("a"), "\"eloAnchor\": \"bob\""));

        assertThat(out.resolve("tournament.json")).content().contains("\"eloAnchor\" : \"bob\"");
    }

    @Test
    void check_otherOpeningsOrTheirSeed_isRefusedNamingThem() throws Exception {
        Path out = Files.createDirectories(dir.resolve("out"));
        TournamentFile.write(out, configWith(dir.resolve("a"), "\"openings\": \"random:4\", \"seed\": 1"));

        assertThatCode(() -> TournamentFile.check(
                        out, configWith(dir.resolve("b"), "\"openings\": \"random:4\", \"seed\": 1")))
                .doesNotThrowAnyException();
        assertThatThrownBy(() -> TournamentFile.check(
                        out, configWith(dir.resolve("c"), "\"openings\": \"random:6\", \"seed\": 1")))
                .isInstanceOf(ConfigException.class)
                .hasMessageContaining("games from other openings (random:4, seed 1)");
        assertThatThrownBy(() -> TournamentFile.check(
                        out, configWith(dir.resolve("d"), "\"openings\": \"random:4\", \"seed\": 2")))
                .hasMessageContaining("games from other openings (random:4, seed 1)");
        assertThatThrownBy(() -> TournamentFile.check(out, configWith(dir.resolve("e"), "\"seed\": 1")))
                .hasMessageContaining("games from other openings");
    }

    @Test
    void check_anotherClock_isRefusedNamingTheFieldsThatDiffer() throws Exception {
        Path out = Files.createDirectories(dir.resolve("out"));
        TournamentFile.write(out, configWith(dir.resolve("a"), "\"moveMs\": 100"));

        assertThatThrownBy(() -> TournamentFile.check(out, configWith(dir.resolve("b"), "\"moveMs\": 150")))
                .isInstanceOf(ConfigException.class)
                .hasMessageContaining("games with another clock (moveMs 150 (was 100))")
                .hasMessageNotContaining("TimeControl[");
    }

    @Test
    void changedBots_sameBots_none() throws Exception {
        TournamentConfig config = config(dir.resolve("a"), BOTS);
        Path out = Files.createDirectories(dir.resolve("out"));
        TournamentFile.write(out, config);

        assertThat(TournamentFile.changedBots(out, config)).isEmpty();
        assertThat(TournamentFile.changedBots(dir.resolve("nowhere"), config)).isEmpty();
    }

    @Test
    void changedBots_wholeTreeMovedElsewhere_none() throws Exception {
        Path out = Files.createDirectories(dir.resolve("out"));
        TournamentFile.write(out, config(dir.resolve("here"), BOTS));

        assertThat(TournamentFile.changedBots(out, config(dir.resolve("there/deeper"), BOTS)))
                .isEmpty();
    }

    @Test
    void changedBots_commandFolderOrEnvironment_namesTheBotAndWhatChanged() throws Exception {
        Path out = Files.createDirectories(dir.resolve("out"));
        TournamentFile.write(out, config(dir.resolve("a"), BOTS));

        TournamentConfig moved =
                config(dir.resolve("a"), BOTS.replace("\"workdir\": \"alice\"", "\"workdir\": \"alice2\""));
        TournamentConfig env = config(dir.resolve("a"), BOTS.replace("\"3\"", "\"4\""));
        TournamentConfig command = config(dir.resolve("a"), BOTS.replace("./bob\"", "./bob --fast\""));

        assertThat(TournamentFile.changedBots(out, moved))
                .containsOnly(java.util.Map.entry("alice", "workdir 'alice' → 'alice2'"));
        assertThat(TournamentFile.changedBots(out, env)).containsOnly(java.util.Map.entry("alice", "env changed"));
        assertThat(TournamentFile.changedBots(out, command))
                .containsOnly(java.util.Map.entry("bob", "command './bob' → './bob --fast'"));
        assertThat(out.resolve("tournament.json"))
                .content()
                .doesNotContain("LEVEL")
                .doesNotContain("\"3\"");
    }
}
