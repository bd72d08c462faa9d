package arbitre.bots.fenix;

import static org.assertj.core.api.Assertions.assertThat;

import arbitre.bots.BotMain;
import arbitre.bots.protocol.ExitCode;
import arbitre.engine.fenix.FenixAction;
import arbitre.engine.fenix.FenixBoard;
import arbitre.engine.fenix.FenixPosition;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** The game switch of the command line, and the Fenix bots' answers to good and bad input. */
class FenixBotsTest {
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

    @ParameterizedTest
    @ValueSource(strings = {"iddfs", "greedy", "random"})
    void run_fenixStart_answersALegalSetupAction(String bot) {
        // The referee's rule-set variable names Awale rule sets; a Fenix bot does not read it.
        Map<String, String> environment = Map.of("ARBITRE_GAME", "fenix", "ARBITRE_RULES", "course");

        assertThat(run(environment, "START\nEND\n", bot, bot.equals("iddfs") ? "--depth" : "--seed", "2"))
                .as(err.toString(StandardCharsets.UTF_8))
                .isEqualTo(ExitCode.OK);

        String answer = out.toString(StandardCharsets.US_ASCII).strip();
        assertThat(FenixBoard.start().isLegal(FenixAction.parse(answer)))
                .as(answer)
                .isTrue();
    }

    @Test
    void run_opponentFirstAction_answersAsBlack() {
        assertThat(run(Map.of(), "1,0-0,0\nRESULT LOSS 0 0 timeout\n", "random", "--game", "fenix", "--seed", "1"))
                .isEqualTo(ExitCode.OK);

        FenixBoard board = FenixBoard.start();
        board.play("1,0-0,0");
        assertThat(board.isLegal(FenixAction.parse(
                        out.toString(StandardCharsets.US_ASCII).strip())))
                .isTrue();
    }

    @Test
    void run_unknownGame_failsNamingTheVariable() {
        assertThat(run(Map.of("ARBITRE_GAME", "chess"), "", "random")).isEqualTo(ExitCode.USAGE);
        assertThat(err.toString(StandardCharsets.UTF_8).lines())
                .singleElement()
                .asString()
                .contains("ARBITRE_GAME")
                .contains("chess");
    }

    @Test
    void run_malformedOpponentAction_stopsWithProtocolError() {
        assertThat(run(Map.of("ARBITRE_GAME", "fenix"), "1,0-0,0x\n", "greedy", "--seed", "1"))
                .isEqualTo(ExitCode.PROTOCOL_ERROR);
        assertThat(err.toString(StandardCharsets.UTF_8)).contains("is not a Fenix action");
        assertThat(out.size()).isZero();
    }

    @Test
    void run_illegalOpponentAction_stopsNamingTheRule() {
        assertThat(run(Map.of("ARBITRE_GAME", "fenix"), "6,7-6,6\n", "greedy", "--seed", "1"))
                .isEqualTo(ExitCode.PROTOCOL_ERROR);
        assertThat(err.toString(StandardCharsets.UTF_8))
                .contains("illegal opponent action: 6,7-6,6 is illegal: 6,7 holds a black soldier, and red is to move");
    }

    @Test
    void run_startWithoutNamingFenix_playsAwale() {
        // Fenix opens with START as the Awale does: a bot that is not told the game plays Awale.
        assertThat(run(Map.of(), "START\nEND\n", "random", "--seed", "3")).isEqualTo(ExitCode.OK);

        assertThat(out.toString(StandardCharsets.US_ASCII).strip()).doesNotContain(",");
    }

    @Test
    void run_startFromAPositionText_answersInThatPosition() {
        String position = "S.SS.S../SKSS...s/SSG...ss/S.S.ssss/G.S...g./...s.s../..s.k.gs r 16 - 4";

        assertThat(run(
                        Map.of("ARBITRE_GAME", "fenix", "ARBITRE_START", position),
                        "START\nEND\n",
                        "greedy",
                        "--seed",
                        "5"))
                .as(err.toString(StandardCharsets.UTF_8))
                .isEqualTo(ExitCode.OK);

        String answer = out.toString(StandardCharsets.US_ASCII).strip();
        assertThat(FenixPosition.parse(position).isLegal(FenixAction.parse(answer)))
                .as(answer)
                .isTrue();
    }

    @Test
    void run_badStartText_isAUsageErrorNamingTheVariable() {
        assertThat(run(Map.of("ARBITRE_GAME", "fenix", "ARBITRE_START", "SSSS r 0 - 0"), "", "random"))
                .isEqualTo(ExitCode.USAGE);
        assertThat(err.toString(StandardCharsets.UTF_8))
                .contains("ARBITRE_START")
                .contains("rows");
    }
}
