package arbitre.bots;

import static org.assertj.core.api.Assertions.assertThat;

import arbitre.bots.protocol.ExitCode;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class BotMainTest {
    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final ByteArrayOutputStream err = new ByteArrayOutputStream();

    private int run(Map<String, String> environment, String input, String... args) {
        return BotMain.run(
                args,
                environment,
                new ByteArrayInputStream(input.getBytes(StandardCharsets.US_ASCII)),
                out,
                new PrintStream(err, true, StandardCharsets.UTF_8),
                System.nanoTime(),
                false);
    }

    private String errText() {
        return err.toString(StandardCharsets.UTF_8);
    }

    @ParameterizedTest
    @ValueSource(strings = {"--help", "-h", "help"})
    void run_help_printsUsageAndSucceeds(String flag) {
        assertThat(run(Map.of(), "", flag)).isEqualTo(ExitCode.OK);
        assertThat(out.toString(StandardCharsets.UTF_8))
                .contains("Usage")
                .contains("iddfs")
                .contains("--move-ms")
                .contains("bench");
    }

    @Test
    void run_helpAfterABot_printsUsage() {
        assertThat(run(Map.of(), "", "iddfs", "--help")).isEqualTo(ExitCode.OK);
        assertThat(out.toString(StandardCharsets.UTF_8)).contains("Usage");
    }

    @Test
    void run_noArguments_failsWithUsageCode() {
        assertThat(run(Map.of(), "")).isEqualTo(ExitCode.USAGE);
        assertThat(errText().lines()).hasSize(1);
    }

    @Test
    void run_unknownBot_failsWithOneLine() {
        assertThat(run(Map.of(), "", "minimax")).isEqualTo(ExitCode.USAGE);
        assertThat(errText().lines()).singleElement().asString().contains("minimax");
    }

    @Test
    void run_unknownOption_failsWithOneLineNamingIt() {
        assertThat(run(Map.of(), "START\n", "iddfs", "--deph", "3")).isEqualTo(ExitCode.USAGE);
        assertThat(errText().lines()).singleElement().asString().contains("--deph");
        assertThat(out.size()).isZero();
    }

    @Test
    void run_badNumber_failsWithOneLine() {
        assertThat(run(Map.of(), "", "iddfs", "--depth", "deep")).isEqualTo(ExitCode.USAGE);
        assertThat(errText().lines())
                .singleElement()
                .asString()
                .contains("--depth")
                .contains("deep");
    }

    @Test
    void run_depthOutOfRange_failsWithOneLine() {
        assertThat(run(Map.of(), "", "iddfs", "--depth=0")).isEqualTo(ExitCode.USAGE);
        assertThat(errText()).contains("--depth");
    }

    @Test
    void run_badRulesVariable_failsNamingTheVariable() {
        assertThat(run(Map.of("ARBITRE_RULES", "kalah"), "", "random")).isEqualTo(ExitCode.USAGE);
        assertThat(errText().lines())
                .singleElement()
                .asString()
                .contains("ARBITRE_RULES")
                .contains("kalah");
    }

    @Test
    void run_badMoveTimeVariable_failsNamingTheVariable() {
        assertThat(run(Map.of("ARBITRE_MOVE_MS", "fast"), "", "iddfs")).isEqualTo(ExitCode.USAGE);
        assertThat(errText()).contains("ARBITRE_MOVE_MS");
    }

    @Test
    void run_optionOverridesVariable_usesTheOption() {
        // Hole 8 is player 1's under report rules and player 2's under official rules, so the
        // opening 8R is legal only if --rules wins over ARBITRE_RULES.
        String input = "8R\nEND\n";
        assertThat(run(Map.of("ARBITRE_RULES", "official"), input, "greedy", "--seed", "1", "--rules", "report"))
                .isEqualTo(ExitCode.OK);
        assertThat(out.toString(StandardCharsets.US_ASCII)).hasLineCount(1);
    }

    @Test
    void run_randomWithSeed_playsOverStreams() {
        assertThat(run(Map.of(), "START\nRESULT LOSS 0 0 timeout\n", "random", "--seed", "7"))
                .isEqualTo(ExitCode.OK);
        assertThat(out.toString(StandardCharsets.US_ASCII)).hasLineCount(1);
        assertThat(errText()).contains("seed 7");
    }

    @Test
    void run_iddfsFixedDepth_writesOneSummaryLinePerMove() {
        assertThat(run(Map.of(), "START\nEND\n", "iddfs", "--depth", "3", "--table-mb", "1"))
                .isEqualTo(ExitCode.OK);
        assertThat(errText()).contains("depth 3").contains("nodes").contains("nps");
    }

    @Test
    void run_iddfsFixedNodes_playsTheSameMoveEachTime_withinAboutThatManyNodes() {
        assertThat(run(Map.of(), "START\nEND\n", "iddfs", "--nodes", "5000", "--table-mb", "1"))
                .isEqualTo(ExitCode.OK);
        String first = out.toString(StandardCharsets.US_ASCII);
        String summary = errText();
        long nodes = Long.parseLong(summary.replaceAll("(?s).* nodes (\\d+) .*", "$1"));
        // The search reads its node count between batches of nodes, so it may pass the limit by one batch.
        assertThat(nodes).isBetween(5000L, 5000L + 2048);
        out.reset();
        assertThat(run(Map.of(), "START\nEND\n", "iddfs", "--nodes", "5000", "--table-mb", "1"))
                .isEqualTo(ExitCode.OK);
        assertThat(out.toString(StandardCharsets.US_ASCII)).isEqualTo(first);
    }

    @Test
    void run_nodesWithDepth_isAUsageError() {
        assertThat(run(Map.of(), "", "iddfs", "--nodes", "500", "--depth", "3")).isEqualTo(ExitCode.USAGE);
        assertThat(errText()).contains("--depth and --nodes");
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"kalah", "fenix"})
    void run_iddfsFixedNodes_otherGames_playTheSameMoveEachTime_withinAboutThatManyNodes(String game) {
        String input = game.equals("kalah") ? "POSITION 4 4 4 4 4 4 0 4 4 4 4 4 4 0\nSTART\nEND\n" : "START\nEND\n";
        assertThat(run(Map.of(), input, "iddfs", "--game", game, "--nodes", "5000", "--table-mb", "1"))
                .isEqualTo(ExitCode.OK);
        String first = out.toString(StandardCharsets.US_ASCII);
        long nodes = Long.parseLong(errText().replaceAll("(?s).* nodes (\\d+) .*", "$1"));
        assertThat(nodes).isBetween(5000L, 5000L + 2048);
        out.reset();
        assertThat(run(Map.of(), input, "iddfs", "--game", game, "--nodes", "5000", "--table-mb", "1"))
                .isEqualTo(ExitCode.OK);
        assertThat(out.toString(StandardCharsets.US_ASCII)).isEqualTo(first);
    }

    @Test
    void run_randomWithThinkTime_reportsWhenEachAnswerWasFlushed() {
        int code = run(Map.of(), "START\nEND\n", "random", "--seed", "3", "--think-ms", "5");

        assertThat(code).isEqualTo(ExitCode.OK);
        assertThat(errText())
                .containsPattern("random: ply 1 answered at \\d+\\.\\d\\d ms \\(read at \\d+\\.\\d\\d ms\\)");
    }

    @Test
    void run_randomWithoutThinkTime_reportsNoTiming() {
        run(Map.of(), "START\nEND\n", "random", "--seed", "3");

        assertThat(errText()).doesNotContain("answered at");
    }

    @Test
    void run_badGameOption_failsWithOneLineNamingIt() {
        assertThat(run(Map.of(), "", "random", "--game", "chess")).isEqualTo(ExitCode.USAGE);
        assertThat(errText().lines())
                .singleElement()
                .asString()
                .contains("--game")
                .contains("chess");
    }

    @Test
    void run_kalahNamedInTheEnvironment_answersStartWithAPit() {
        assertThat(run(Map.of("ARBITRE_GAME", "kalah"), "START\nEND\n", "greedy", "--seed", "1"))
                .isEqualTo(ExitCode.OK);
        // From the standard opening, pit 3 is the one that ends in the store.
        assertThat(out.toString(StandardCharsets.US_ASCII)).isEqualTo("3\n");
    }

    @Test
    void run_firstLinePosition_playsKalah() {
        assertThat(run(Map.of(), "POSITION 4 4 4 4 4 4 0 4 4 4 4 4 4 0\nSTART\nAGAIN\nEND\n", "greedy", "--seed", "1"))
                .isEqualTo(ExitCode.OK);
        assertThat(out.toString(StandardCharsets.US_ASCII)).startsWith("3\n").hasLineCount(2);
    }

    @Test
    void run_noGameSaid_playsAwale() {
        assertThat(run(Map.of(), "START\nEND\n", "greedy", "--seed", "1")).isEqualTo(ExitCode.OK);
        assertThat(out.toString(StandardCharsets.US_ASCII)).matches("(?s)[0-9]+(R|B|TR|TB)\n");
    }

    /** A Kalah game of one ply by a bot that runs as its own process, started {@code agoSeconds} before. */
    private long bankAfterFirstPly(Map<String, String> environment, long agoSeconds) {
        int code = BotMain.run(
                new String[] {"iddfs", "--warm-up-ms", "0", "--table-mb", "1"},
                environment,
                new ByteArrayInputStream(
                        "POSITION 4 4 4 4 4 4 0 4 4 4 4 4 4 0\nSTART\nEND\n".getBytes(StandardCharsets.US_ASCII)),
                out,
                new PrintStream(err, true, StandardCharsets.UTF_8),
                System.nanoTime() - TimeUnit.SECONDS.toNanos(agoSeconds),
                true);
        assertThat(code).as(errText()).isEqualTo(ExitCode.OK);
        Matcher bank = Pattern.compile("ply 1 .* bank (-?[0-9]+) ms").matcher(errText());
        assertThat(bank.find()).as(errText()).isTrue();
        return Long.parseLong(bank.group(1));
    }

    @Test
    void run_refereeKeepsStartupOffTheClock_timesTheFirstTurnFromTheFirstRead() {
        // Started two minutes before its game, as a referee that starts the next game's bots early
        // does; the briefing and the request were waiting when the bot first read.
        long bank = bankAfterFirstPly(
                Map.of("ARBITRE_GAME", "kalah", "ARBITRE_BANK_MS", "3000", "ARBITRE_STARTUP_MS", "10000"), 120);

        assertThat(bank).as("the bank left after the first ply, ms").isPositive();
    }

    @Test
    void run_kalahStartupOffTheClock_buildsTheEndgameTableBeforeTheFirstRead() {
        // Off the clock, as the test above shows: the first ply is timed from the first read.
        bankAfterFirstPly(Map.of("ARBITRE_GAME", "kalah", "ARBITRE_BANK_MS", "3000", "ARBITRE_STARTUP_MS", "10000"), 0);

        assertThat(errText()).contains("iddfs: endgame table of every position with at most 14 seeds in pits ready in");
        assertThat(errText().indexOf("endgame table")).isLessThan(errText().indexOf("ply 1 "));
    }

    @Test
    void run_kalahStartupOnTheClock_playsWithoutTheEndgameTable() {
        bankAfterFirstPly(Map.of("ARBITRE_GAME", "kalah", "ARBITRE_BANK_MS", "3000"), 0);

        assertThat(errText()).doesNotContain("endgame table");
    }

    @Test
    void run_otherReferee_timesAFirstTurnFoundWaitingFromTheProcessStart() {
        // A referee that says nothing of start-up may have sent the first line as the process
        // started: the bot errs on the safe side.
        long bank = bankAfterFirstPly(Map.of("ARBITRE_GAME", "kalah", "ARBITRE_BANK_MS", "3000"), 120);

        assertThat(bank).as("the bank left after the first ply, ms").isLessThan(-100_000);
    }

    @Test
    void run_unknownLevel_failsWithOneLineNamingTheLevels() {
        assertThat(run(Map.of(), "START\n", "iddfs", "--level", "16")).isEqualTo(ExitCode.USAGE);
        assertThat(errText().lines())
                .singleElement()
                .asString()
                .contains("--level")
                .contains("1..15")
                .contains("'16'");
        assertThat(out.size()).isZero();
    }

    @Test
    void run_levelAboveTheGamesLadder_failsWithOneLineNamingThatGamesLevels() {
        assertThat(run(Map.of("ARBITRE_GAME", "fenix"), "START\n", "iddfs", "--level", "8"))
                .isEqualTo(ExitCode.USAGE);
        assertThat(errText().lines())
                .singleElement()
                .asString()
                .contains("a level of fenix is 1..7")
                .contains("'8'");
        assertThat(out.size()).isZero();
    }

    @Test
    void run_levelWithNodes_failsWithOneLine() {
        assertThat(run(Map.of(), "START\n", "iddfs", "--level", "3", "--nodes", "5000"))
                .isEqualTo(ExitCode.USAGE);
        assertThat(errText().lines()).singleElement().asString().contains("--level 3");
    }

    @Test
    void run_fullLevelWithNodes_playsAsWithoutALevel() {
        assertThat(run(Map.of(), "START\nEND\n", "iddfs", "--level", "full", "--nodes", "2000", "--table-mb", "1"))
                .isEqualTo(ExitCode.OK);
        assertThat(out.toString(StandardCharsets.UTF_8).lines()).hasSize(1);
    }
}
