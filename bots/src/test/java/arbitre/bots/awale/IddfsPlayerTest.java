package arbitre.bots.awale;

import static org.assertj.core.api.Assertions.assertThat;

import arbitre.bots.search.Search;
import arbitre.bots.search.SearchOptions;
import arbitre.bots.search.TranspositionTable;
import arbitre.bots.time.TimeBudget;
import arbitre.engine.awale.Board;
import arbitre.engine.awale.RuleSet;
import java.io.PrintStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class IddfsPlayerTest {
    private static final long MILLIS = 1_000_000L;
    private static final PrintStream QUIET = new PrintStream(PrintStream.nullOutputStream());

    private static Search<AwaleNode> search() {
        return AwaleNode.search(
                RuleSet.OFFICIAL, new TranspositionTable(1 << 10), EvaluationWeights.DEFAULT, SearchOptions.PLAIN);
    }

    /** The move limit's hard limit, or twice the bank's share of a move, whichever is less. */
    @ParameterizedTest(name = "bank {0} ms, move limit {1} ms")
    @CsvSource({
        "1000, 3000, 100", // a twentieth of the bank, twice
        "600000, 3000, 2400", // the move limit's, with its reserve
        "600000, 0, 60000", // no move limit: the share alone
    })
    void banked_limitsEachMoveToTheLessOfTheMoveLimitAndTwiceTheShare(long bankMs, long moveMs, long expectedMs) {
        IddfsPlayer player = IddfsPlayer.banked(search(), TimeBudget.bankOnly(bankMs, 0), moveMs, QUIET);

        assertThat(player.budgetNanos()).isEqualTo(expectedMs * MILLIS);
    }

    @Test
    void chooseMove_onABank_takesTheMoveFromTheBank() {
        IddfsPlayer player = IddfsPlayer.banked(search(), TimeBudget.bankOnly(1000, 0), 3000, QUIET);
        long before = player.budgetNanos();

        // A turn that began 200 ms ago: what it took is gone from the bank, and the next move's
        // share is smaller.
        player.chooseMove(Board.start(RuleSet.OFFICIAL), System.nanoTime() - 200 * MILLIS);

        assertThat(player.budgetNanos()).isLessThanOrEqualTo(2 * 800 * MILLIS / TimeBudget.BANK_SHARE);
        assertThat(player.budgetNanos()).isLessThan(before);
    }

    @Test
    void create_withABankAndNoFixedDepthOrNodes_playsOnTheBank() {
        IddfsPlayer player = IddfsPlayer.create(RuleSet.OFFICIAL, true, 1, 0, 0, 3000, 1000, 0, QUIET);

        assertThat(player.budgetNanos()).isEqualTo(2 * 1000 * MILLIS / TimeBudget.BANK_SHARE);
    }
}
