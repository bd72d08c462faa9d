package arbitre.replay;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.List;
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
    void arguments_aBotThatRanInAFolderOfItsOwn_namesItsFilesThere_andASandboxedGameIsPlayedInTheSandbox(
            @org.junit.jupiter.api.io.TempDir Path dir) throws Exception {
        java.nio.file.Files.writeString(dir.resolve("bot.py"), "");
        java.nio.file.Files.createDirectories(dir.resolve("data"));
        arbitre.log.MatchLog sample = SampleLogs.finished(1, arbitre.engine.awale.RuleSet.OFFICIAL);
        arbitre.log.MatchLog.Player ran = new arbitre.log.MatchLog.Player(
                1,
                "ana",
                "python3 bot.py --data data --depth 4.5",
                List.of(),
                "x.p1.stderr.txt",
                0,
                true,
                0,
                0,
                dir.toString(),
                null,
                false);
        arbitre.log.MatchLog log = arbitre.log.MatchLogBuilder.from(sample)
                .players(List.of(ran, sample.players().get(1)))
                .sandbox(arbitre.sandbox.SandboxSpec.DEFAULT.withMemoryMb(256))
                .build();

        String arguments = PlayAgain.arguments(log);

        assertThat(arguments)
                .contains("--p1 'python3 " + dir.resolve("bot.py") + " --data " + dir.resolve("data") + " --depth 4.5'")
                .contains("--p2 builtin:greedy")
                .endsWith(" --sandbox --sandbox-memory-mb 256");
        assertThat(PlayAgain.arguments(sample)).doesNotContain("--sandbox");
    }

    @Test
    void from_aLogThatItselfStartedAfterAnEarlierGame_givesEveryPlyFromTheStart() {
        arbitre.log.MatchLog whole = SampleLogs.finished(3, arbitre.engine.awale.RuleSet.OFFICIAL);
        List<String> plies =
                whole.moves().stream().map(arbitre.log.MatchLog.Move::move).toList();
        arbitre.log.MatchLog after6 = arbitre.log.MatchLogBuilder.from(whole)
                .startedFrom(new arbitre.log.MatchLog.From("first.json", 6, plies.subList(0, 6)))
                .moves(whole.moves().subList(6, whole.moves().size()))
                .build();

        arbitre.log.MatchLog.From from = PlayAgain.from("second.json", after6, 10);

        assertThat(from).isEqualTo(new arbitre.log.MatchLog.From("second.json", 10, plies.subList(0, 10)));
        assertThat(PlayAgain.firstPly(after6)).isEqualTo(7);
        assertThat(PlayAgain.from("second.json", after6, 6).moves()).isEqualTo(plies.subList(0, 6));
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
