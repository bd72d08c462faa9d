package arbitre.series;

import static org.assertj.core.api.Assertions.assertThat;

import arbitre.log.MatchLog;
import arbitre.log.MatchLogBuilder;
import arbitre.stats.Sprt;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The closing lines of a series, from synthetic logs (A moves first in odd games). */
class SeriesSummaryTest {
    private static final Sprt SPRT = Sprt.parse("elo0=0,elo1=50");

    /** A game lost on time at the first ply by the player to move. */
    private static MatchLog forfeitAtFirstPly() {
        return log(List.of(), new MatchLog.Result(2, "timeout", List.of(0, 0), 0, "no move within 100 ms", 1));
    }

    /** A game player 1 won on the board after two moves. */
    private static MatchLog played(long ms1, long ms2) {
        return log(
                List.of(new MatchLog.Move(1, 1, "1R", ms1), new MatchLog.Move(2, 2, "2R", ms2)),
                new MatchLog.Result(1, "majority", List.of(49, 0), 2, null, null));
    }

    private static MatchLog log(List<MatchLog.Move> moves, MatchLog.Result result) {
        return MatchLogBuilder.log()
                .finishedAt("2026-01-01T00:00:01Z")
                .moves(moves)
                .result(result)
                .build();
    }

    /** A game {@code winner} (1 or 2, 0 for a draw) won on the board. */
    private static MatchLog wonBy(int winner) {
        return log(
                List.of(new MatchLog.Move(1, 1, "1R", 5), new MatchLog.Move(2, 2, "2R", 5)),
                new MatchLog.Result(winner, "majority", List.of(24, 24), 2, null, null));
    }

    /** Adds a pair in which A (player 1 in the pair's first game) scores {@code halfPoints}: 2 a win each, 3 a win and a draw. */
    private static void addPair(SeriesTally tally, int pair, int halfPoints) {
        int[] winners = halfPoints == 4 ? new int[] {1, 2} : halfPoints == 3 ? new int[] {1, 0} : new int[] {1, 1};
        tally.add(2 * pair + 1, wonBy(winners[0]));
        tally.add(2 * pair + 2, wonBy(winners[1]));
    }

    private static SeriesSummary summary(List<MatchLog> games) {
        SeriesTally tally = new SeriesTally("iddfs", "greedy", SPRT);
        for (int i = 0; i < games.size(); i++) {
            tally.add(i + 1, games.get(i));
        }
        return SeriesSummary.of("iddfs", "greedy", tally, SPRT, false);
    }

    @Test
    void text_everyGameAForfeit_printsNoEloNoVerdictNoThinkingTimeAndAWarning() {
        SeriesSummary summary = summary(java.util.Collections.nCopies(20, forfeitAtFirstPly()));

        String text = SeriesSummary.textOf(summary);

        assertThat(summary.elo()).isNull();
        assertThat(summary.eloError()).isNull();
        assertThat(summary.verdict()).isEqualTo("void");
        assertThat(summary.forfeitShare().forfeited()).isEqualTo(20);
        assertThat(text)
                .contains("+10 =0 -10")
                .contains("Elo of iddfs over greedy: none: every game ended by a forfeit")
                .contains("no verdict: every game ended by a forfeit")
                .contains("iddfs: no move played; forfeits: timeout=10")
                .contains("greedy: no move played; forfeits: timeout=10")
                .doesNotContain("+0.0 ± 0.0")
                .doesNotContain("thinking mean 0.0")
                .doesNotContain("inconclusive");
        assertThat(text.strip().lines().reduce((first, last) -> last).orElseThrow())
                .startsWith("warning: 20 of 20 games ended by a forfeit: ")
                .contains("iddfs timeout 10", "greedy timeout 10")
                .endsWith("the results say little about strength");
        assertThat(SeriesSummary.eloOf(summary)).isEqualTo("none: every game ended by a forfeit");
    }

    @Test
    void text_aQuarterOfTheGamesForfeited_warnsButKeepsTheElo() {
        SeriesSummary summary = summary(List.of(forfeitAtFirstPly(), played(40, 5), played(50, 6), played(60, 7)));

        String text = SeriesSummary.textOf(summary);

        assertThat(summary.elo()).isNotNull();
        assertThat(summary.verdict()).isNotEqualTo("void");
        assertThat(text)
                .contains("warning: 1 of 4 games ended by a forfeit: iddfs timeout 1")
                .contains("thinking mean");
    }

    @Test
    void verdict_reachedBeforeThePairsUnderWayFinished_standsWhenTheyPullTheLlrBackInside() {
        SeriesTally tally = new SeriesTally("iddfs", "greedy", SPRT);
        int pair = 0;
        while (SPRT.verdict(tally.pairs()) != Sprt.Verdict.H1) {
            addPair(tally, pair++, pair % 3 == 0 ? 3 : 4);
            assertThat(pair).isLessThan(200);
        }
        long decidedAt = tally.pairs().pairs();
        double llrThen = SPRT.llr(tally.pairs());
        // The games under way when the verdict came finish, and go the other way.
        addPair(tally, pair++, 2);
        while (SPRT.verdict(tally.pairs()) == Sprt.Verdict.H1) {
            addPair(tally, pair++, 2);
            assertThat(pair).isLessThan(400);
        }

        SeriesSummary summary = SeriesSummary.of("iddfs", "greedy", tally, SPRT, true);

        assertThat(summary.llr()).isLessThan(summary.upperBound());
        assertThat(summary.verdict()).isEqualTo("H1");
        assertThat(summary.verdictPairs()).isEqualTo(decidedAt);
        assertThat(SeriesSummary.textOf(summary))
                .contains(String.format(
                        java.util.Locale.ROOT,
                        ", H1 (reached after %d pairs at LLR %.2f; the games then under way are counted above)",
                        decidedAt,
                        llrThen))
                .doesNotContain("inconclusive");
    }

    @Test
    void verdict_neverReached_isInconclusive() {
        SeriesTally tally = new SeriesTally("iddfs", "greedy", SPRT);
        addPair(tally, 0, 4);
        addPair(tally, 1, 2);

        SeriesSummary summary = SeriesSummary.of("iddfs", "greedy", tally, SPRT, false);

        assertThat(summary.verdict()).isEqualTo("inconclusive");
        assertThat(summary.verdictPairs()).isNull();
        assertThat(SeriesSummary.textOf(summary)).contains("], inconclusive\n");
    }

    @Test
    void text_noForfeit_noWarning_andThinkingTimesCountMoves() {
        SeriesSummary summary = summary(List.of(played(40, 5), played(60, 7)));

        assertThat(SeriesSummary.textOf(summary))
                .doesNotContain("warning")
                .contains("iddfs: thinking mean 23.5 ms, max 40 ms")
                .contains("greedy: thinking mean 32.5 ms, max 60 ms");
        assertThat(summary.thinking().get("iddfs").moves()).isEqualTo(2);
    }
}
