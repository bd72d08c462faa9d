package arbitre.cli.command;

import static org.assertj.core.api.Assertions.assertThat;

import arbitre.cli.CliRun;
import arbitre.cli.exit.ExitCode;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.List;
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

        assertThat(position.properties())
                .extracting(java.util.Map.Entry::getKey)
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
        // docs/awale.md, worked example 4: 1R, 2B, 3TR, 4TB from the start, no capture.
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
        assertThat(run.out())
                .contains("hole")
                .contains("red")
                .contains("blue")
                .contains("transp.")
                .contains("ply 1")
                .contains("player 2 to move");
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
        arbitre.engine.awale.Board board = arbitre.engine.awale.Board.start(arbitre.engine.awale.RuleSet.OFFICIAL);
        java.util.List<String> args = new java.util.ArrayList<>(java.util.List.of("position", "--json"));
        int[] moves = new int[arbitre.engine.awale.Moves.MAX_LEGAL];
        while (!board.isOver()) {
            board.legalMoves(moves);
            args.add(arbitre.engine.awale.Moves.format(moves[0]));
            board.play(moves[0]);
        }
        CliRun finished = run(args.toArray(String[]::new));
        assertThat(finished.exitCode()).isEqualTo(ExitCode.OK);
        assertThat(finished.out())
                .contains("\"over\":true")
                .contains("\"reason\":\"" + board.endReason().wireName() + "\"");

        args.add("1R");
        CliRun after = run(args.toArray(String[]::new));

        assertThat(after.exitCode()).isEqualTo(ExitCode.USAGE);
        assertThat(after.err()).contains("ply " + (board.ply() + 1)).contains("the game is over");
    }

    @Test
    void kalahJson_protocolExample_hasTheBoardVectorAndStores() throws Exception {
        CliRun run = CliRun.of("position", "--game", "kalah", "--json", "3", "6", "2", "1");

        assertThat(run.exitCode()).as(run.err()).isEqualTo(ExitCode.OK);
        var position = new com.fasterxml.jackson.databind.ObjectMapper().readTree(run.out());
        assertThat(position.get("board").toString()).isEqualTo("[4,4,0,5,5,0,2,0,1,7,7,6,6,1]");
        assertThat(position.get("toMove").asInt()).isEqualTo(1);
        assertThat(position.get("over").asBoolean()).isFalse();
        assertThat(position.get("winner").isNull()).isTrue();
        assertThat(position.get("reason").isNull()).isTrue();
        assertThat(position.get("stores").toString()).isEqualTo("[2,1]");
        assertThat(position.get("ply").asInt()).isEqualTo(4);
    }

    @Test
    void kalahJson_finishedGame_hasNoPlayerToMoveAndAWinner() throws Exception {
        // Plays the lowest legal pit until a side is empty.
        arbitre.engine.kalah.KalahBoard board =
                arbitre.engine.kalah.KalahStart.parse("fair:42").board();
        List<String> moves = new java.util.ArrayList<>(List.of("--game", "kalah", "--start", "fair:42", "--json"));
        int[] legal = new int[6];
        while (!board.isOver()) {
            board.legalMoves(legal);
            board.play(legal[0]);
            moves.add(String.valueOf(legal[0]));
        }
        moves.add(0, "position");

        CliRun run = CliRun.of(moves.toArray(String[]::new));

        assertThat(run.exitCode()).as(run.err()).isEqualTo(ExitCode.OK);
        var position = new com.fasterxml.jackson.databind.ObjectMapper().readTree(run.out());
        assertThat(position.get("toMove").isNull()).isTrue();
        assertThat(position.get("over").asBoolean()).isTrue();
        assertThat(position.get("winner").asInt()).isEqualTo(board.winner());
        assertThat(position.get("reason").asText()).isEqualTo("empty-side");
        assertThat(position.get("stores").toString()).isEqualTo("[" + board.store(1) + "," + board.store(2) + "]");
    }

    @Test
    void kalahText_drawsNorthOnTopAndSouthBelow() {
        CliRun run = CliRun.of("position", "--game", "kalah", "--start", "fair:0");

        assertThat(run.exitCode()).as(run.err()).isEqualTo(ExitCode.OK);
        assertThat(run.out())
                .contains("     [ 5  4  4  4  4  4 ]")
                .contains("     [ 2  4  4  4  4  4 ]")
                .contains("South (player 1) to move");
    }

    @Test
    void kalahEmptyPit_exitsUsageNamingMovePlyAndWhy() {
        CliRun run = CliRun.of("position", "--game", "kalah", "3", "3");

        assertThat(run.exitCode()).isEqualTo(ExitCode.USAGE);
        assertThat(run.err())
                .contains("move 2 (ply 2, player 1 to move): 3 is illegal: pit 3 of South")
                .contains("is empty");
    }

    @Test
    void kalahMalformedMove_exitsUsageNamingIt() {
        CliRun run = CliRun.of("position", "--game", "kalah", "3", "7");

        assertThat(run.exitCode()).isEqualTo(ExitCode.USAGE);
        assertThat(run.err()).contains("move 2 (ply 2").contains("'7' is not a move");
    }

    @Test
    void kalahWithAwaleRules_isRefused() {
        CliRun run = CliRun.of("position", "--game", "kalah", "--rules", "official", "3");

        assertThat(run.exitCode()).isEqualTo(ExitCode.USAGE);
        assertThat(run.err()).contains("--rules official is not a rule set of kalah");
    }
}
