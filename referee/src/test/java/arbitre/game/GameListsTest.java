package arbitre.game;

import static org.assertj.core.api.Assertions.assertThat;

import arbitre.bots.BotMain;
import arbitre.engine.perft.PerftMain;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.net.URL;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Every list of the games outside the referee agrees with the referee's registry. The bots and the
 * engine cannot ask the registry (the referee depends on them), and the schema and the docs are
 * files; each keeps its own list, and this test fails, naming the list, when one has a game the
 * registry lacks or lacks one it has. The games are those of the referee's own jar: a game of the
 * test sources (Nim) has no bots, engine, schema entry or page.
 */
public class GameListsTest {
    private static final Path ROOT = Path.of("..").toAbsolutePath().normalize();

    /** The games the referee comes with, in the registry's order. */
    public static List<String> bundledGames() {
        URL own = GameRegistry.class.getProtectionDomain().getCodeSource().getLocation();
        return GameRegistry.types().stream()
                .filter(type -> own.equals(
                        type.getClass().getProtectionDomain().getCodeSource().getLocation()))
                .map(GameType::name)
                .toList();
    }

    @Test
    void bundledGames_areTheRegistrysWithoutTheTestSourcesGame() {
        assertThat(bundledGames()).hasSizeGreaterThanOrEqualTo(3).doesNotContain("nim");
        assertThat(GameRegistry.names()).containsAll(bundledGames());
    }

    @Test
    void botsGames_areTheRegistrys() {
        assertThat(Arrays.stream(arbitre.bots.protocol.Game.values()).map(arbitre.bots.protocol.Game::wireName))
                .as("arbitre.bots.protocol.Game")
                .containsExactlyElementsOf(bundledGames());
    }

    @Test
    void botsUsage_namesTheRegistrysGames() {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        int code = BotMain.run(
                new String[] {"--help"},
                Map.of(),
                new ByteArrayInputStream(new byte[0]),
                out,
                new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8),
                0,
                false);

        assertThat(code).isZero();
        assertThat(out.toString(StandardCharsets.UTF_8))
                .as("BotMain's usage")
                .contains("--game " + String.join("|", bundledGames()) + " ");
    }

    @Test
    void botsUnknownGame_namesTheRegistrysGames() {
        List<String> games = new ArrayList<>(bundledGames());
        String last = games.remove(games.size() - 1);

        assertThat(arbitre.bots.protocol.Game.names()).isEqualTo(String.join(", ", games) + " or " + last);
    }

    @Test
    void perftGames_areTheRegistrys() {
        assertThat(PerftMain.games()).as("PerftMain").containsExactlyElementsOf(bundledGames());
    }

    @Test
    void schemaGames_areTheRegistrys() throws IOException {
        JsonNode game = new ObjectMapper()
                .readTree(ROOT.resolve("configs/schema/tournament.schema.json").toFile())
                .path("properties")
                .path("game");
        List<String> names = new ArrayList<>();
        game.path("enum").forEach(name -> names.add(name.asText()));

        assertThat(names).as("the schema's enum of games").containsExactlyElementsOf(bundledGames());
        assertThat(game.path("default").asText())
                .isEqualTo(GameRegistry.defaultGame().name());
    }

    @Test
    void docs_haveAPageForEachGameLinkedFromTheReadme() throws IOException {
        String readme = Files.readString(ROOT.resolve("README.md"));
        String docsIndex = Files.readString(ROOT.resolve("docs/README.md"));
        for (String game : bundledGames()) {
            assertThat(ROOT.resolve("docs/" + game + ".md"))
                    .as("the page of " + game)
                    .exists();
            assertThat(readme).as("README.md").contains("(docs/" + game + ".md)");
            assertThat(docsIndex).as("docs/README.md").contains("(" + game + ".md)");
        }
    }
}
