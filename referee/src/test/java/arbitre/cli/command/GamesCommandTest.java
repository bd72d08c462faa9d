package arbitre.cli.command;

import static org.assertj.core.api.Assertions.assertThat;

import arbitre.cli.CliRun;
import arbitre.cli.exit.ExitCode;
import arbitre.game.GameRegistry;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.List;
import org.junit.jupiter.api.Test;

class GamesCommandTest {

    @Test
    void games_text_listsEachGameWithTheFairOpeningsAsOneRange() {
        CliRun run = CliRun.of("games");

        assertThat(run.exitCode()).as(run.err()).isEqualTo(ExitCode.OK);
        assertThat(run.out())
                .contains("awale (default)")
                .contains("official, report")
                .contains("kalah")
                .contains("standard, fair:0..253 (254 positions)")
                .contains("empty-side")
                .contains("  starts:      standard, or any position text, such as 'SSSSSS../");
        assertThat(run.out().lines()).hasSizeLessThan(20);
    }

    @Test
    void games_json_listsEveryStart() throws Exception {
        CliRun run = CliRun.of("games", "--json");

        JsonNode games = new ObjectMapper().readTree(run.out()).get("games");
        assertThat(games.get(0).get("name").asText()).isEqualTo("awale");
        JsonNode kalah = games.get(GameRegistry.names().indexOf("kalah"));
        assertThat(kalah.get("name").asText()).isEqualTo("kalah");
        assertThat(kalah.get("starts")).hasSize(255);
        assertThat(kalah.get("starts").get(254).asText()).isEqualTo("fair:253");
        assertThat(kalah.get("variants").toString()).isEqualTo("[\"kalah\"]");
        assertThat(kalah.has("otherStarts")).isFalse();
        assertThat(games.get(GameRegistry.names().indexOf("fenix"))
                        .get("otherStarts")
                        .asText())
                .startsWith("any position text");
    }

    @Test
    void summary_runsOfNumberedNames_becomeRanges() {
        assertThat(GamesCommand.summary(List.of("standard", "fair:0", "fair:1", "fair:2", "x:5", "fair:4")))
                .containsExactly("standard", "fair:0..2 (3 positions)", "x:5", "fair:4");
    }
}
