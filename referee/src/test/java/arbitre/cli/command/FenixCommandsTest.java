package arbitre.cli.command;

import static org.assertj.core.api.Assertions.assertThat;

import arbitre.cli.CliRun;
import arbitre.cli.exit.ExitCode;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The commands' outputs and errors for Fenix: games, perft and position. */
class FenixCommandsTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    /** A movement-phase position of docs/fenix.md's engine section, with perft 22, 88, 1381. */
    private static final String MIDGAME = "S.SS.S../SKSS...s/SSG...ss/S.S.ssss/G.S...g./...s.s../..s.k.gs r 16 - 4";

    @Test
    void games_listsFenixWithItsEndReasons() {
        CliRun run = CliRun.of("games");

        assertThat(run.exitCode()).isEqualTo(ExitCode.OK);
        assertThat(run.out())
                .contains("fenix")
                .contains("course")
                .contains("king-lost, no-pieces, setup-stuck, no-moves, repetition, no-capture-50");
    }

    @Test
    void perft_fenixFromTheStartAndFromAPosition_countsDistinctActions() {
        CliRun start = CliRun.of("perft", "--game", "fenix", "3");
        CliRun midgame = CliRun.of("perft", "--game", "fenix", "--pos", MIDGAME, "3");

        assertThat(start.exitCode()).as(start.err()).isEqualTo(ExitCode.OK);
        assertThat(start.out().lines().map(line -> line.split(" ")[1]).toList())
                .containsExactly("60", "3600", "185400");
        assertThat(midgame.exitCode()).as(midgame.err()).isEqualTo(ExitCode.OK);
        assertThat(midgame.out().lines().map(line -> line.split(" ")[1]).toList())
                .containsExactly("22", "88", "1381");
    }

    @Test
    void perft_badPositionText_isAUsageErrorNamingTheField() {
        CliRun run = CliRun.of("perft", "--game", "fenix", "--pos", "SSSS/ssss r 0 - 0", "2");

        assertThat(run.exitCode()).isEqualTo(ExitCode.USAGE);
        assertThat(run.err()).contains("--start").contains("position text").contains("rows");
    }

    @Test
    void position_json_holdsThePositionTextAndTheOutcome() throws Exception {
        CliRun run = CliRun.of("position", "--game", "fenix", "--json", "1,0-0,0", "5,7-6,7");

        assertThat(run.exitCode()).as(run.err()).isEqualTo(ExitCode.OK);
        JsonNode position = JSON.readTree(run.out());
        assertThat(position.get("position").asText())
                .isEqualTo("GSSSSS../.SSSS..s/SSSS..ss/SSS..sss/SS..ssss/S..ssss./..sssssg r 2 - 0");
        assertThat(position.get("over").asBoolean()).isFalse();
        assertThat(position.get("winner").isNull()).isTrue();
        assertThat(position.get("reason").isNull()).isTrue();
        assertThat(position.get("ply").asInt()).isEqualTo(2);
    }

    @Test
    void position_repetitionExample_isADraw() throws Exception {
        // docs/fenix.md, example E15: a general each goes back and forth until the board stands a fourth time.
        List<String> moves = List.of(
                "0,1-0,0", "6,6-6,7", "1,1-1,0", "5,6-5,7", "0,2-1,2", "6,5-5,5", "2,0-1,0", "4,7-5,7", "2,1-2,2",
                "4,6-4,5", "0,0-0,1", "6,7-6,6", "0,1-0,0", "6,6-6,7", "0,0-0,1", "6,7-6,6", "0,1-0,0", "6,6-6,7",
                "0,0-0,1", "6,7-6,6", "0,1-0,0", "6,6-6,7");
        String[] args = new String[moves.size() + 4];
        args[0] = "position";
        args[1] = "--game";
        args[2] = "fenix";
        args[3] = "--json";
        for (int i = 0; i < moves.size(); i++) {
            args[4 + i] = moves.get(i);
        }

        JsonNode position = JSON.readTree(CliRun.of(args).out());

        assertThat(Map.of(
                        "over",
                        position.get("over").asBoolean(),
                        "winner",
                        position.get("winner").asInt(),
                        "reason",
                        position.get("reason").asText(),
                        "ply",
                        position.get("ply").asInt()))
                .isEqualTo(Map.of("over", true, "winner", 0, "reason", "repetition", "ply", 22));
    }

    @Test
    void position_illegalAction_exitsUsageWithTheEnginesReason() {
        CliRun run = CliRun.of("position", "--game", "fenix", "1,0-0,0", "0,0-0,1");

        assertThat(run.exitCode()).isEqualTo(ExitCode.USAGE);
        assertThat(run.err()).contains("move 2 (ply 2, player 2 to move): 0,0-0,1 is illegal: 0,0 holds a red general");
    }

    @Test
    void position_malformedAction_exitsUsageNamingIt() {
        CliRun run = CliRun.of("position", "--game", "fenix", "1,0-0,0x");

        assertThat(run.exitCode()).isEqualTo(ExitCode.USAGE);
        assertThat(run.err()).contains("move 1").contains("is not a Fenix action");
    }

    @Test
    void position_rulesOption_isRefusedForFenix() {
        CliRun run = CliRun.of("position", "--game", "fenix", "--rules", "report");

        assertThat(run.exitCode()).isEqualTo(ExitCode.USAGE);
        assertThat(run.err()).contains("fenix has one rule set, course");
    }
}
