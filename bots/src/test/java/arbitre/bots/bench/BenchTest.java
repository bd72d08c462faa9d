package arbitre.bots.bench;

import static org.assertj.core.api.Assertions.assertThat;

import arbitre.bots.protocol.Game;
import arbitre.engine.awale.Board;
import arbitre.engine.awale.RuleSet;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

class BenchTest {

    @ParameterizedTest
    @EnumSource(RuleSet.class)
    void positions_everyMoveSequence_isLegalAndLeavesAGameInProgress(RuleSet rules) {
        for (Bench.Position position : Bench.positions(rules)) {
            Board board = position.board(rules);
            assertThat(board.isOver()).as(position.name()).isFalse();
            assertThat(board.ply()).isEqualTo(position.moves().size());
        }
    }

    @ParameterizedTest
    @EnumSource(RuleSet.class)
    void run_shortTime_printsTheBaselineAndOneLinePerPosition(RuleSet rules) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();

        new Bench(Game.AWALE, rules, 1, 20).run(new PrintStream(out, true, StandardCharsets.UTF_8));

        String text = out.toString(StandardCharsets.UTF_8);
        assertThat(text.lines()).hasSize(2 + Bench.positions(rules).size());
        assertThat(text)
                .contains("baseline")
                .contains("moves/s")
                .contains("start")
                .contains("depth")
                .contains("of baseline");
    }

    @Test
    void fenixPositions_areGamesInProgress() {
        assertThat(Bench.fenixPositions())
                .allSatisfy(named ->
                        assertThat(named.position().isOver()).as(named.name()).isFalse());
    }

    @Test
    void kalahPositions_areGamesInProgress() {
        assertThat(Bench.kalahPositions())
                .allSatisfy(named ->
                        assertThat(named.position().isOver()).as(named.name()).isFalse());
    }

    @ParameterizedTest
    @EnumSource(
            value = Game.class,
            mode = EnumSource.Mode.EXCLUDE,
            names = {"AWALE"})
    void run_everyOtherGameOfTheBots_printsTheBaselineAndOneLinePerPosition(Game game) {
        // Every game of the bots, so that one added to their list without positions here fails.
        ByteArrayOutputStream out = new ByteArrayOutputStream();

        new Bench(game, RuleSet.OFFICIAL, 1, 20).run(new PrintStream(out, true, StandardCharsets.UTF_8));

        String text = out.toString(StandardCharsets.UTF_8);
        assertThat(text.lines())
                .as("a header, the baseline and a line per position")
                .hasSizeGreaterThan(2);
        assertThat(text)
                .startsWith("bench: " + game.wireName())
                .contains("moves/s")
                .contains("of baseline");
    }
}
