package arbitre.cli.command;

import static org.assertj.core.api.Assertions.assertThat;

import arbitre.cli.Main;
import arbitre.cli.exit.ExitCode;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.List;
import org.junit.jupiter.api.Test;

class PerftCommandTest {

    private static String[] run(int expectedCode, String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int code = Main.run(args, new PrintWriter(out, true), new PrintWriter(err, true));
        assertThat(code).as("exit code; stderr: %s", err).isEqualTo(expectedCode);
        return new String[] {out.toString(), err.toString()};
    }

    @Test
    void perft_printsOneLinePerDepthWithNodesAndSeconds() {
        List<String> lines = run(ExitCode.OK, "perft", "3")[0].lines().toList();

        assertThat(lines).hasSize(3);
        assertThat(lines.get(0)).matches("1 32 \\d+\\.\\d{3}");
        assertThat(lines.get(1)).matches("2 1024 \\d+\\.\\d{3}");
        assertThat(lines.get(2)).matches("3 30856 \\d+\\.\\d{3}");
    }

    @Test
    void perft_reportRules_countsTheReportLayout() {
        List<String> lines =
                run(ExitCode.OK, "perft", "--rules", "REPORT", "3")[0].lines().toList();

        assertThat(lines.get(2)).startsWith("3 30826 ");
    }

    @Test
    void perft_kalahStandard_countsTheSequencesByHandThenAsTheEngineDoes() {
        List<String> lines =
                run(ExitCode.OK, "perft", "--game", "kalah", "4")[0].lines().toList();

        assertThat(lines).hasSize(4);
        assertThat(lines.get(0)).matches("1 6 \\d+\\.\\d{3}");
        assertThat(lines.get(1)).matches("2 35 \\d+\\.\\d{3}");
        long engine = arbitre.engine.kalah.KalahPerft.count(arbitre.engine.kalah.KalahBoard.standard(), 4);
        assertThat(lines.get(3)).startsWith("4 " + engine + " ");
    }

    @Test
    void perft_kalahFairOpening_countsFromThatOpening() {
        List<String> lines = run(ExitCode.OK, "perft", "--game", "kalah", "--start", "fair:200", "5")[0]
                .lines()
                .toList();

        long engine = arbitre.engine.kalah.KalahPerft.count(
                arbitre.engine.kalah.KalahStart.parse("fair:200").board(), 5);
        assertThat(lines.get(4)).startsWith("5 " + engine + " ");
    }

    @Test
    void perft_kalahWithAwaleRules_isRefusedNamingBoth() {
        String err = run(ExitCode.USAGE, "perft", "--game", "kalah", "--rules", "report", "2")[1];

        assertThat(err).contains("--rules report is not a rule set of kalah; kalah has one rule set");
    }

    @Test
    void perft_unknownGameOrStart_isUsageErrorNamingIt() {
        assertThat(run(ExitCode.USAGE, "perft", "--game", "chess", "2")[1])
                .contains("--game: unknown game 'chess' (known: " + String.join(", ", arbitre.game.GameRegistry.names())
                        + ")");
        assertThat(run(ExitCode.USAGE, "perft", "--game", "kalah", "--start", "fair:x", "2")[1])
                .contains("--start: start position 'fair:x'");
        assertThat(run(ExitCode.USAGE, "perft", "--start", "fair:1", "2")[1])
                .contains("unknown start position of awale 'fair:1'");
    }

    @Test
    void perft_depthZero_isUsageError() {
        String err = run(ExitCode.USAGE, "perft", "0")[1];

        assertThat(err).contains("DEPTH must be 1..12, got 0");
    }

    @Test
    void perft_depthNotANumber_isUsageError() {
        String err = run(ExitCode.USAGE, "perft", "six")[1];

        assertThat(err).contains("six").doesNotContain("\tat ");
    }
}
