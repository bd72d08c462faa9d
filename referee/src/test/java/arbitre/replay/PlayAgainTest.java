package arbitre.replay;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;

class PlayAgainTest {

    @Test
    void launcher_theCheckoutsLauncherRunFromTheCheckout_isDotSlashArbitre() {
        assertThat(PlayAgain.launcher("/home/ana/arbitre/arbitre", Path.of("/home/ana/arbitre")))
                .isEqualTo("./arbitre");
    }

    @Test
    void launcher_aReleaseRunFromItsFolder_isBinArbitre() {
        assertThat(PlayAgain.launcher("/opt/arbitre-0.1.0/bin/arbitre", Path.of("/opt/arbitre-0.1.0")))
                .isEqualTo("bin/arbitre");
    }

    @Test
    void launcher_runFromAnotherFolder_isItsWholePath_quotedForAShell() {
        assertThat(PlayAgain.launcher("/opt/arbitre-0.1.0/bin/arbitre", Path.of("/home/ana/course")))
                .isEqualTo("/opt/arbitre-0.1.0/bin/arbitre");
        assertThat(PlayAgain.launcher("/home/ana/my tools/arbitre/bin/arbitre", Path.of("/home/ana/course")))
                .isEqualTo("'/home/ana/my tools/arbitre/bin/arbitre'");
    }

    @Test
    void launcher_aFolderWhoseNameOnlyBeginsLikeTheWorkingFolders_isNotTakenForIt() {
        assertThat(PlayAgain.launcher("/opt/arbitre-2/bin/arbitre", Path.of("/opt/arbitre")))
                .isEqualTo("/opt/arbitre-2/bin/arbitre");
    }

    @Test
    void launcher_noneSaid_isTheProjectsLauncher() {
        assertThat(PlayAgain.launcher(null, Path.of("/home/ana"))).isEqualTo("./arbitre");
    }

    @Test
    void keptCaveat_aBotOnAProcessKeptFromEarlierGames_isSaidWithItsCount_andNoneWhenBothWereStarted() {
        arbitre.log.MatchLog sample = SampleLogs.finished(1, arbitre.engine.awale.RuleSet.OFFICIAL);
        arbitre.log.MatchLog log = SampleLogs.withPlayer1Kept(sample, 3);

        assertThat(PlayAgain.keptCaveat(log))
                .hasValueSatisfying(caveat ->
                        assertThat(caveat).contains(sample.players().get(0).name() + " after 3 games", "afresh"));
        assertThat(PlayAgain.keptCaveat(sample)).isEmpty();
    }
}
