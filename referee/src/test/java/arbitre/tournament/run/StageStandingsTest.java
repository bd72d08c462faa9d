package arbitre.tournament.run;

import static org.assertj.core.api.Assertions.assertThat;

import arbitre.standings.Standings;
import arbitre.standings.StandingsFiles;
import arbitre.tournament.config.ConfigFiles;
import arbitre.tournament.config.TournamentConfig;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The standings a runner writes for a stage of a tournament: its order, and what they are. */
class StageStandingsTest {
    @TempDir
    Path dir;

    private static TournamentRunner.Stage stage(String notFinal, String... order) {
        return new TournamentRunner.Stage(
                new Standings.Ranking("the Swiss table's", List.of(order), Map.of()), notFinal);
    }

    @Test
    void run_aStageThatOthersFollow_writesAtItsEndTheStandingsWorkedOutThen_notFinal() throws Exception {
        TournamentConfig config = ConfigFiles.named(dir, 3, 2).withOutput(dir.resolve("out"));
        TournamentRunner runner = new TournamentRunner(
                config, List.of(), new PrintWriter(new StringWriter()), TournamentRunner.Publisher.NONE);
        runner.playsStage(
                stage("standings during Swiss round 2 of 2", "a", "b", "c"),
                () -> stage(
                        "standings after the Swiss stage (Swiss round 2 of 2); still to play: the knockout",
                        "c",
                        "a",
                        "b"));

        runner.run(Progress.NONE);

        Standings written = StandingsFiles.read(dir.resolve("out/standings.json"));
        assertThat(written.standings().stream().map(Standings.Row::name)).containsExactly("c", "a", "b");
        assertThat(written.notFinal())
                .isEqualTo("standings after the Swiss stage (Swiss round 2 of 2); still to play: the knockout");
        assertThat(Files.readString(dir.resolve("out/standings.md")))
                .contains("**Not final:** standings after the Swiss stage (Swiss round 2 of 2); still to play:"
                        + " the knockout.");
    }

    @Test
    void run_theLastStage_writesStandingsThatSayNothingOfBeingNotFinal() throws Exception {
        TournamentConfig config = ConfigFiles.named(dir, 3, 2).withOutput(dir.resolve("out"));
        TournamentRunner runner = new TournamentRunner(
                config, List.of(), new PrintWriter(new StringWriter()), TournamentRunner.Publisher.NONE);
        runner.playsStage(stage("standings during final, knockout round 1 of 1", "a"), () -> stage(null, "a"));

        runner.run(Progress.NONE);

        assertThat(StandingsFiles.read(dir.resolve("out/standings.json")).notFinal())
                .isNull();
        assertThat(Files.readString(dir.resolve("out/standings.md"))).doesNotContain("Not final");
    }
}
