package arbitre.replay;

import static org.assertj.core.api.Assertions.assertThat;

import arbitre.engine.awale.RuleSet;
import arbitre.game.InvalidMoveException;
import arbitre.game.awale.AwaleGame;
import arbitre.log.MatchLog;
import java.util.List;
import org.junit.jupiter.api.Test;

/** {@code replay --verify} of games that ended by a resignation, as {@code arbitre play} logs them. */
class LogVerifierResignationTest {

    private static final MatchLog GAME = SampleLogs.finished(11, RuleSet.OFFICIAL);

    /** The sample game cut after {@code plies} plies and resigned there by {@code resigner}, recorded as given. */
    private static MatchLog resignedAfter(int plies, int resigner, int winner, Integer forfeit) throws Exception {
        List<MatchLog.Move> moves = GAME.moves().subList(0, plies);
        AwaleGame game = new AwaleGame(RuleSet.OFFICIAL);
        for (MatchLog.Move move : moves) {
            game.play(move.move());
        }
        MatchLog.Result result = new MatchLog.Result(
                winner,
                "resignation",
                List.of(game.score(1), game.score(2)),
                plies,
                "player " + resigner + " (human) resigned",
                forfeit);
        return SampleLogs.withResult(SampleLogs.withMoves(GAME, moves), result);
    }

    private static int toMoveAfter(int plies) throws InvalidMoveException {
        AwaleGame game = new AwaleGame(RuleSet.OFFICIAL);
        for (MatchLog.Move move : GAME.moves().subList(0, plies)) {
            game.play(move.move());
        }
        return game.toMove();
    }

    @Test
    void verify_resignationOfThePlayerToMove_isConfirmed() throws Exception {
        int resigner = toMoveAfter(10);

        assertThat(LogVerifier.verify(resignedAfter(10, resigner, 3 - resigner, null)))
                .isEmpty();
    }

    @Test
    void verify_resignationWonByThePlayerToMove_reportsTheWinner() throws Exception {
        int toMove = toMoveAfter(10);

        assertThat(LogVerifier.verify(resignedAfter(10, 3 - toMove, toMove, null)))
                .extracting(Finding::field)
                .containsExactly("result.winner", "result.detail");
    }

    @Test
    void verify_resignationByThePlayerNotToMove_reportsTheDetail() throws Exception {
        int toMove = toMoveAfter(10);

        assertThat(LogVerifier.verify(resignedAfter(10, 3 - toMove, 3 - toMove, null)))
                .extracting(Finding::toString)
                .containsExactly("result.detail: says player " + (3 - toMove) + " resigned, but player " + toMove
                        + " was to move: a player resigns at its turn");
    }

    @Test
    void verify_resignationWithAForfeit_reportsTheForfeit() throws Exception {
        int resigner = toMoveAfter(10);

        assertThat(LogVerifier.verify(resignedAfter(10, resigner, 3 - resigner, resigner)))
                .extracting(Finding::field)
                .containsExactly("result.forfeit");
    }

    @Test
    void verify_resignationAfterTheEnd_isReported() throws Exception {
        int plies = GAME.moves().size();
        MatchLog.Result end = GAME.result();
        MatchLog resigned = SampleLogs.withResult(
                GAME,
                new MatchLog.Result(
                        end.winner(), "resignation", end.captured(), plies, "player 1 (human) resigned", null));

        assertThat(LogVerifier.verify(resigned))
                .singleElement()
                .satisfies(f -> assertThat(f.message()).contains("the game was already over"));
    }
}
