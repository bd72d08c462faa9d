package arbitre.report;

import static org.assertj.core.api.Assertions.assertThat;

import arbitre.cli.CliRun;
import arbitre.cli.exit.ExitCode;
import arbitre.clock.TimeControl;
import arbitre.log.MatchLog;
import arbitre.log.MatchLogs;
import arbitre.match.MatchListener;
import arbitre.match.MatchSpec;
import arbitre.match.Referee;
import arbitre.process.BotSpec;
import arbitre.testbots.TestBots;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * What bots write on standard error, stamped with the ply it came during: kept in the match log
 * ply by ply, and shown escaped beside the board of that ply by the viewer in a real browser.
 */
class BotWordsIT {
    private static final Path SCREENSHOTS = Path.of("target", "report-screenshots");

    @TempDir
    Path dir;

    @Test
    void botWords_everyPlyInTheLog_andPly19sBesideTheBoardOfPly19() throws Exception {
        Path file = dir.resolve("talk.json");
        // Both bots say which ply they think about at each of theirs; player 2 exits at ply 20.
        MatchLog log = Referee.play(
                new MatchSpec(
                        BotSpec.of("talker", TestBots.command("talk", "1000")),
                        BotSpec.of("quitter", TestBots.command("talk", "10")),
                        "official",
                        new TimeControl(2000, 0, 0, 5000, 1000),
                        file,
                        MatchSpec.DEFAULT_STDERR_CAP),
                MatchListener.NONE);

        assertThat(log.result().reason()).isEqualTo("crash");
        assertThat(log.result().forfeit()).isEqualTo(2);
        assertThat(log.moves()).hasSize(19);
        for (int k = 1; k <= 20; k++) {
            int ply = k;
            int player = ply % 2 == 1 ? 1 : 2;
            String said = "thinking at ply " + ply + " <b>";
            assertThat(MatchLogs.read(file).words())
                    .as("ply %d", ply)
                    .filteredOn(w -> w.text().startsWith(said))
                    .singleElement()
                    .satisfies(w ->
                            assertThat(List.of(w.ply(), w.player(), w.cut())).isEqualTo(List.of(ply, player, 0L)));
        }

        Path html = dir.resolve("talk.html");
        CliRun run = CliRun.of("replay", file.toString(), "--html", html.toString());
        assertThat(run.exitCode()).as(run.err()).isEqualTo(ExitCode.OK);
        String dom = Chromium.dom(dir, html.toUri() + "#ply=19");

        assertThat(dom)
                .contains("data-ready=\"true\"")
                .contains("data-ply=\"19\"")
                .contains("<code>./arbitre match --from talk.json --ply 14 --p1 ");
        Matcher words = Pattern.compile("<div id=\"words\" data-ply=\"19\">(.*?)</div></div>", Pattern.DOTALL)
                .matcher(dom);
        assertThat(words.find()).as(dom).isTrue();
        assertThat(words.group(1))
                .contains("talker (P1)</div>")
                .contains("thinking at ply 19 &lt;b&gt;")
                .contains("&lt;script&gt;x()&lt;/script&gt;")
                // A bidirectional override is shown as the log writes it, and reverses nothing.
                .contains("\\u202etxt.exe")
                .doesNotContain("\u202e")
                .doesNotContain("ply 18")
                // The last position also shows the words of the ply the crash cut short.
                .contains("quitter (P2), during ply 20</div>");
        assertThat(dom).doesNotContain("<script>x()</script>");
        Files.createDirectories(SCREENSHOTS);
        Path png = SCREENSHOTS.resolve("bot-words.png").toAbsolutePath();
        Chromium.run(dir, "--screenshot=" + png, "--window-size=1200,900", html.toUri() + "#ply=19");
        assertThat(png).isNotEmptyFile();
    }
}
