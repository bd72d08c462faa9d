package arbitre.tournament.schedule;

import static org.assertj.core.api.Assertions.assertThat;

import arbitre.standings.GameRecord;
import arbitre.tournament.config.ConfigFiles;
import arbitre.tournament.config.ConfigLoader;
import arbitre.tournament.config.TournamentConfig;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The tables of a staged tournament show a bot's name as text, whatever it holds. */
class StageFilesTest {
    private static final String MARKUP = "<img src=x onerror=alert(1)>";
    private static final String PIPES = "a|b*c_d";

    @TempDir
    Path dir;

    private TournamentConfig config(Map<String, Object> format) throws Exception {
        Map<String, String> names = new LinkedHashMap<>();
        names.put(MARKUP, "builtin:random");
        names.put(PIPES, "builtin:random");
        Map<String, Object> fields = new LinkedHashMap<>(format);
        fields.put("sandbox", false);
        return ConfigLoader.load(ConfigFiles.write(dir.resolve("t.json"), fields, names));
    }

    /** Plays the plan out, the first bot of each game winning. */
    private static TournamentPlan.Step playOut(TournamentConfig config) {
        Map<String, GameRecord> games = new HashMap<>();
        for (int guard = 0; guard < 100; guard++) {
            TournamentPlan.Step step = TournamentPlan.of(config, new Results(games));
            if (step.finished()) {
                return step;
            }
            for (Schedule.Match m : step.next()) {
                games.put(
                        m.id(),
                        new GameRecord(
                                m.id(),
                                "matches/" + m.id() + ".json",
                                m.player1().name(),
                                m.player2().name(),
                                1,
                                "majority",
                                null,
                                40,
                                List.of(25, 23)));
            }
        }
        throw new AssertionError("the plan never ends");
    }

    @Test
    void swissMarkdown_botNamedWithMarkup_isEscapedAsInTheStandings() throws Exception {
        TournamentConfig config = config(Map.of("format", "swiss", "rounds", 1));
        TournamentPlan.Step step = playOut(config);

        StageFiles.write(config, step, dir.resolve("out"));

        String md = Files.readString(dir.resolve("out").resolve(StageFiles.SWISS_MARKDOWN));
        assertThat(md).doesNotContainPattern("(?<!\\\\)<").contains("\\<img src=x onerror=alert(1)\\>");
        assertThat(md).contains("a\\|b\\*c\\_d");
    }

    @Test
    void bracketMarkdown_botNamedWithMarkup_isEscapedAsInTheStandings() throws Exception {
        TournamentConfig config = config(Map.of("format", "knockout"));
        TournamentPlan.Step step = playOut(config);

        StageFiles.write(config, step, dir.resolve("out"));

        String md = Files.readString(dir.resolve("out").resolve(StageFiles.BRACKET_MARKDOWN));
        assertThat(md)
                .contains("Winner: ")
                .doesNotContainPattern("(?<!\\\\)<")
                .contains("\\<img src=x onerror=alert(1)\\>");
        assertThat(md).contains("a\\|b\\*c\\_d");
    }

    @Test
    void now_ofAKnockoutNotBegun_isItsFirstRound_withTheBracketsWholeSize() throws Exception {
        TournamentConfig config = config(Map.of("format", "knockout"));

        StageFiles.Now now = StageFiles.now(config, dir.resolve("out"));

        assertThat(now.stage()).isEqualTo("knockout round 1 of 1");
        assertThat(now.bracket().totalRounds()).isEqualTo(1);
        assertThat(now.bracket().rounds()).hasSize(1);
        assertThat(now.bracket().rounds().get(0).title()).isEqualTo("Final");
        assertThat(now.bracket().rounds().get(0).ties().get(0).inWords()).isEmpty();
        assertThat(now.bracket().champion()).isNull();
    }

    @Test
    void now_ofASwissBeforeItsKnockoutFinal_isTheSwissRound_withNoBracket() throws Exception {
        TournamentConfig config =
                config(Map.of("format", "swiss", "rounds", 1, "final", Map.of("format", "knockout", "qualifiers", 2)));

        StageFiles.Now now = StageFiles.now(config, dir.resolve("out"));

        assertThat(now.stage()).isEqualTo("Swiss round 1 of 1");
        assertThat(now.bracket()).isNull();
    }
}
