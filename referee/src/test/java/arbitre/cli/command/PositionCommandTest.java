package arbitre.cli.command;

import static org.assertj.core.api.Assertions.assertThat;

import arbitre.cli.CliRun;
import arbitre.cli.ExitCode;
import arbitre.cli.Main;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.PrintWriter;
import java.io.StringWriter;
import org.junit.jupiter.api.Test;

class PositionCommandTest {
    private static final ObjectMapper JSON = new ObjectMapper();

    private static CliRun run(String... args) {
        return CliRun.of(args);
    }

    private static JsonNode json(String... args) throws Exception {
        CliRun run = run(args);
        assertThat(run.exitCode()).as(run.err()).isEqualTo(ExitCode.OK);
        assertThat(run.out().strip().lines()).as("exactly one JSON line").hasSize(1);
        return JSON.readTree(run.out());
    }

    @Test
    void json_startPosition_hasEveryFieldWithNullsWhileTheGameGoesOn() throws Exception {
        JsonNode position = json("position", "--json");

        assertThat(position.properties()).extracting(java.util.Map.Entry::getKey)
                .containsExactly("board", "captured", "toMove", "ply", "over", "winner", "reason");
        assertThat(position.get("board")).hasSize(16);
        assertThat(position.get("board").get(15).toString())
                .isEqualTo("{\"hole\":16,\"red\":2,\"blue\":2,\"transparent\":2}");
        assertThat(position.get("captured").toString()).isEqualTo("[0,0]");
        assertThat(position.get("toMove").asInt()).isEqualTo(1);
        assertThat(position.get("ply").asInt()).isZero();
        assertThat(position.get("over").asBoolean()).isFalse();
        assertThat(position.get("winner").isNull()).isTrue();
        assertThat(position.get("reason").isNull()).isTrue();
    }

    @Test
    void json_workedExampleFour_matchesTheRules() throws Exception {
        // RULES.md, worked example 4: 1R, 2B, 3TR, 4TB from the start, no capture.
        JsonNode position = json("position", "--json", "1R", "2b", " 3tr ", "4TB");
        JsonNode board = position.get("board");

        assertThat(board.get(1).toString()).isEqualTo("{\"hole\":2,\"red\":3,\"blue\":0,\"transparent\":2}");
        assertThat(board.get(2).toString()).isEqualTo("{\"hole\":3,\"red\":0,\"blue\":3,\"transparent\":0}");
        assertThat(board.get(3).toString()).isEqualTo("{\"hole\":4,\"red\":2,\"blue\":0,\"transparent\":0}");
        assertThat(board.get(6).toString()).isEqualTo("{\"hole\":7,\"red\":3,\"blue\":2,\"transparent\":3}");
        assertThat(position.get("captured").toString()).isEqualTo("[0,0]");
        assertThat(position.get("toMove").asInt()).isEqualTo(1);
        assertThat(position.get("ply").asInt()).isEqualTo(4);
    }

    @Test
    void text_showsHolesScoreAndTurn() {
        CliRun run = run("position", "1R");

        assertThat(run.exitCode()).isEqualTo(ExitCode.OK);
        assertThat(run.out()).contains("hole").contains("red").contains("blue").contains("transp.")
                .contains("ply 1").contains("player 2 to move");
    }

    @Test
    void malformedMove_exitsUsageNamingMoveAndPly() {
        CliRun run = run("position", "1R", "3X");

        assertThat(run.exitCode()).isEqualTo(ExitCode.USAGE);
        assertThat(run.err()).contains("ply 2").contains("'3X' is not a move").doesNotContain("\tat ");
        assertThat(run.out()).isEmpty();
    }

    @Test
    void illegalMove_exitsUsageNamingMovePlyAndWhy() {
        CliRun run = run("position", "1R", "3R");

        assertThat(run.exitCode()).isEqualTo(ExitCode.USAGE);
        assertThat(run.err()).contains("ply 2").contains("3R is illegal").contains("hole 3 belongs to player 1");
    }

    @Test
    void moveAfterTheEnd_exitsUsage() {
        // Play a whole game with the first legal move each time, then one move more.
        arbitre.engine.Board board = arbitre.engine.Board.start(arbitre.engine.RuleSet.OFFICIAL);
        java.util.List<String> args = new java.util.ArrayList<>(java.util.List.of("position", "--json"));
        int[] moves = new int[arbitre.engine.Moves.MAX_LEGAL];
        while (!board.isOver()) {
            board.legalMoves(moves);
            args.add(arbitre.engine.Moves.format(moves[0]));
            board.play(moves[0]);
        }
        CliRun finished = run(args.toArray(String[]::new));
        assertThat(finished.exitCode()).isEqualTo(ExitCode.OK);
        assertThat(finished.out()).contains("\"over\":true").contains("\"reason\":\"" + board.endReason().wireName() + "\"");

        args.add("1R");
        CliRun after = run(args.toArray(String[]::new));

        assertThat(after.exitCode()).isEqualTo(ExitCode.USAGE);
        assertThat(after.err()).contains("ply " + (board.ply() + 1)).contains("the game is over");
    }
}
