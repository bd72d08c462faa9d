package arbitre.tournament.config;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class BotLayoutTest {
    @TempDir
    Path dir;

    private TournamentConfig config(String bots) throws Exception {
        Path file = dir.resolve("configs/t.json");
        Files.createDirectories(file.getParent());
        Files.writeString(file, "{\"name\": \"t\", \"output\": \"out\", \"bots\": [" + bots + "]}");
        return ConfigLoader.load(file);
    }

    @Test
    void problems_twoBotsInOneWorkdirWithRelativeCommands_nameEachOtherAndTheFolder() throws Exception {
        Path shared = Files.createDirectories(dir.resolve("bots/class"));
        Files.writeString(shared.resolve("alice.py"), "print('alice')\n");
        Files.writeString(shared.resolve("bob.py"), "print('bob')\n");

        var problems = BotLayout.problems(
                config("{\"name\": \"alice\", \"command\": \"python3 alice.py\", \"workdir\": \"../bots/class\"},"
                        + "{\"name\": \"bob\", \"command\": \"python3 bob.py\", \"workdir\": \"../bots/class\"}"));

        assertThat(problems)
                .containsExactly(
                        "alice runs in " + shared + ", which holds bob's files, and bob runs there too",
                        "bob runs in " + shared + ", which holds alice's files, and alice runs there too");
    }

    @Test
    void problems_botWhoseWorkdirIsInsideAnothersFolder_isSeenByThatOne() throws Exception {
        Path alice = Files.createDirectories(dir.resolve("bots/alice"));
        Path bob = Files.createDirectories(alice.resolve("bob"));
        Files.writeString(alice.resolve("bot.py"), "print('alice')\n");
        Files.writeString(bob.resolve("bot.py"), "print('bob')\n");

        var problems = BotLayout.problems(
                config("{\"name\": \"alice\", \"command\": \"python3 bot.py\", \"workdir\": \"../bots/alice\"},"
                        + "{\"name\": \"bob\", \"command\": \"python3 bot.py\", \"workdir\": \"../bots/alice/bob\"}"));

        assertThat(problems)
                .containsExactly(
                        "alice runs in " + alice + ", which holds bob's files, and bob runs in " + bob + " inside it");
    }

    @Test
    void problems_botsInFoldersOfTheirOwnWithRelativeCommands_areNone() throws Exception {
        for (String name : new String[] {"alice", "bob"}) {
            Files.writeString(
                    Files.createDirectories(dir.resolve("bots/" + name)).resolve("bot.py"), "pass\n");
        }

        var problems = BotLayout.problems(
                config("{\"name\": \"alice\", \"command\": \"python3 bot.py\", \"workdir\": \"../bots/alice\"},"
                        + "{\"name\": \"bob\", \"command\": \"python3 bot.py\", \"workdir\": \"../bots/bob\"}"));

        assertThat(problems).isEmpty();
    }

    @Test
    void problems_twoEntriesOfOneProgramInItsWorkdir_areNone() throws Exception {
        Path shared = Files.createDirectories(dir.resolve("bots/iddfs"));
        Files.writeString(shared.resolve("bot.py"), "pass\n");

        var problems = BotLayout.problems(
                config(
                        "{\"name\": \"d3\", \"command\": \"python3 bot.py --depth 3\", \"workdir\": \"../bots/iddfs\"},"
                                + "{\"name\": \"d5\", \"command\": \"python3 bot.py --depth 5\", \"workdir\": \"../bots/iddfs\"}"));

        assertThat(problems).isEmpty();
    }

    @Test
    void problems_botWhoseProgramIsNoFileInASharedWorkdir_isStillSeen() throws Exception {
        Path shared = Files.createDirectories(dir.resolve("bots/class"));
        Files.writeString(shared.resolve("alice.py"), "pass\n");
        Files.createDirectories(shared.resolve("bob"));

        var problems = BotLayout.problems(
                config("{\"name\": \"alice\", \"command\": \"python3 alice.py\", \"workdir\": \"../bots/class\"},"
                        + "{\"name\": \"bob\", \"command\": \"python3 -m bob\", \"workdir\": \"../bots/class\"}"));

        assertThat(problems)
                .anySatisfy(p -> assertThat(p).startsWith("alice runs in " + shared + ", which holds bob's"));
    }
}
