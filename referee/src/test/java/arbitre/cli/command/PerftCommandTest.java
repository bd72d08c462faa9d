package arbitre.cli.command;

import static org.assertj.core.api.Assertions.assertThat;

import arbitre.cli.ExitCode;
import arbitre.cli.Main;
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
        List<String> lines = run(ExitCode.OK, "perft", "--rules", "REPORT", "3")[0].lines().toList();

        assertThat(lines.get(2)).startsWith("3 30826 ");
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
