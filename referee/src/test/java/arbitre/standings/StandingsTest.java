package arbitre.standings;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class StandingsTest {

    private static GameRecord game(String p1, String p2, int winner, String reason, Integer forfeit) {
        return new GameRecord(
                p1 + "-" + p2 + "-" + System.nanoTime(),
                "x.json",
                p1,
                p2,
                winner,
                reason,
                forfeit,
                40,
                List.of(winner == 1 ? 30 : 10, winner == 2 ? 30 : 10));
    }

    private static GameRecord win(String winner, String loser) {
        return game(winner, loser, 1, "majority", null);
    }

    private static Standings compute(List<GameRecord> games, String anchor) {
        return Standings.compute("t", "official", List.of(), games, anchor, "now");
    }

    private static Standings.Row row(Standings s, String name) {
        return s.standings().stream()
                .filter(r -> r.name().equals(name))
                .findFirst()
                .orElseThrow();
    }

    @ParameterizedTest
    @ValueSource(longs = {1, 2, 3, 4, 5})
    void compute_randomGames_pointsSumToGames_andRowsAddUp(long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        String[] bots = {"a", "b", "c", "d", "e"};
        List<GameRecord> games = new ArrayList<>();
        for (int i = 0; i < 200; i++) {
            int x = random.nextInt(5);
            int y = (x + 1 + random.nextInt(4)) % 5;
            games.add(game(bots[x], bots[y], random.nextInt(3), "majority", null));
        }

        Standings s = compute(games, null);

        assertThat(s.games()).isEqualTo(200);
        assertThat(s.standings().stream().mapToDouble(Standings.Row::points).sum())
                .isEqualTo(200.0);
        assertThat(s.standings().stream().mapToInt(Standings.Row::games).sum()).isEqualTo(400);
        assertThat(s.standings()).allSatisfy(r -> {
            assertThat(r.wins() + r.draws() + r.losses()).isEqualTo(r.games());
            assertThat(r.points()).isEqualTo(r.wins() + r.draws() / 2.0);
        });
        assertThat(s.standings().stream().mapToDouble(Standings.Row::elo).sum()).isCloseTo(0.0, within(0.5));
        for (int r = 1; r < s.standings().size(); r++) {
            assertThat(s.standings().get(r).points())
                    .isLessThanOrEqualTo(s.standings().get(r - 1).points());
        }
    }

    @Test
    void compute_crosstable_pointsOfEachSideSumToTheirGames() {
        List<GameRecord> games =
                List.of(win("a", "b"), win("b", "a"), game("a", "c", 0, "move-limit", null), win("c", "b"));

        Standings s = compute(games, null);

        Standings.Crosstable x = s.crosstable();
        for (int i = 0; i < x.names().size(); i++) {
            assertThat(x.points().get(i).get(i)).isNull();
            for (int j = 0; j < x.names().size(); j++) {
                if (i != j) {
                    assertThat(x.games().get(i).get(j))
                            .isEqualTo(x.games().get(j).get(i));
                    assertThat(x.points().get(i).get(j) + x.points().get(j).get(i))
                            .isEqualTo((double) x.games().get(i).get(j));
                }
            }
        }
        int a = x.names().indexOf("a");
        int c = x.names().indexOf("c");
        assertThat(x.points().get(a).get(c)).isEqualTo(0.5);
    }

    @Test
    void elo_twoBots_isSymmetric() {
        List<GameRecord> games = List.of(win("a", "b"), win("b", "a"), win("a", "b"), win("a", "b"));

        Standings s = compute(games, null);

        assertThat(row(s, "a").elo()).isPositive().isCloseTo(-row(s, "b").elo(), within(0.11));
        assertThat(row(s, "a").eloError()).isCloseTo(row(s, "b").eloError(), within(0.11));
    }

    @Test
    void elo_resultsSwapped_ratingsSwapped() {
        List<GameRecord> games = List.of(win("a", "b"), win("a", "c"), win("b", "c"), win("c", "a"), win("a", "b"));
        List<GameRecord> mirrored = games.stream()
                .map(g -> game(g.player1(), g.player2(), 3 - g.winner(), g.reason(), null))
                .toList();

        Standings s = compute(games, null);
        Standings m = compute(mirrored, null);

        for (String bot : List.of("a", "b", "c")) {
            assertThat(row(m, bot).elo()).isCloseTo(-row(s, bot).elo(), within(0.11));
        }
    }

    @Test
    void elo_sameShareOverMoreGames_smallerMargin() {
        List<GameRecord> few = new ArrayList<>();
        for (int i = 0; i < 3; i++) {
            few.add(win("a", "b"));
            few.add(win("a", "b"));
            few.add(win("b", "a"));
        }
        List<GameRecord> many = new ArrayList<>();
        for (int i = 0; i < 10; i++) {
            many.addAll(few);
        }

        double marginFew = row(compute(few, null), "a").eloError();
        double marginMany = row(compute(many, null), "a").eloError();

        assertThat(marginMany).isLessThan(marginFew / 2);
        // Two thirds of the points is about +120 Elo over the opponent, +60 over the mean of two.
        assertThat(row(compute(many, null), "a").elo()).isBetween(50.0, 70.0);
    }

    @Test
    void elo_perfectRecord_staysFinite() {
        List<GameRecord> games = new ArrayList<>();
        for (int i = 0; i < 10; i++) {
            games.add(win("a", "b"));
        }

        Standings s = compute(games, null);

        assertThat(row(s, "a").elo()).isPositive().isLessThan(2000);
        assertThat(row(s, "a").eloError()).isFinite();
    }

    @Test
    void elo_anchor_isZeroWithNoMargin() {
        List<GameRecord> games = List.of(win("a", "b"), win("b", "c"), win("a", "c"), win("c", "a"));

        Standings s = compute(games, "c");

        assertThat(s.eloAnchor()).isEqualTo("c");
        assertThat(row(s, "c").elo()).isZero();
        assertThat(row(s, "c").eloError()).isZero();
        assertThat(row(s, "a").elo()).isPositive();
    }

    @Test
    void forfeits_countedByReason_andNeverHidden() {
        List<GameRecord> games = List.of(
                game("a", "b", 1, "timeout", 2),
                game("b", "a", 2, "crash", 1),
                game("b", "c", 2, "illegal-move", 1),
                win("a", "c"));

        Standings s = compute(games, null);

        Standings.Row b = row(s, "b");
        assertThat(b.points()).isZero();
        assertThat(b.forfeits())
                .containsEntry("timeout", 1)
                .containsEntry("crash", 1)
                .containsEntry("illegal-move", 1)
                .containsEntry("malformed", 0)
                .containsKeys(Standings.FORFEIT_REASONS.toArray(String[]::new));
        assertThat(b.forfeitCount()).isEqualTo(3);
        assertThat(row(s, "a").forfeitCount()).isZero();
        assertThat(StandingsFiles.text(s)).contains("1 timeout, 1 illegal-move, 1 crash");
    }

    @Test
    void compute_mostGamesForfeited_tablesAndFilesEndWithAWarningNamingBotsAndReasons() {
        List<GameRecord> games = List.of(
                game("iddfs", "greedy", 2, "timeout", 1),
                game("greedy", "iddfs", 2, "timeout", 1),
                game("iddfs", "greedy", 2, "timeout", 1),
                win("iddfs", "greedy"));

        Standings s = compute(games, null);

        assertThat(s.forfeitShare().forfeited()).isEqualTo(3);
        assertThat(s.forfeitShare().warning())
                .startsWith("3 of 4 games ended by a forfeit: iddfs timeout 2, greedy timeout 1");
        String text = StandingsFiles.text(s);
        assertThat(text.strip().lines().reduce((first, last) -> last).orElseThrow())
                .isEqualTo("warning: " + s.forfeitShare().warning());
        assertThat(StandingsFiles.markdown(s))
                .contains("> **Warning:** 3 of 4 games ended by a forfeit: ")
                .contains("| iddfs | 1/3 | 1/1 | 0 | – | – | – | – | – | – |");
    }

    @Test
    void compute_fewForfeits_noWarning() {
        List<GameRecord> games = new ArrayList<>(List.of(game("a", "b", 2, "crash", 1)));
        for (int i = 0; i < 5; i++) {
            games.add(win("a", "b"));
        }

        Standings s = compute(games, null);

        assertThat(s.forfeitShare().forfeited()).isEqualTo(1);
        assertThat(s.forfeitShare().warning()).isNull();
        assertThat(StandingsFiles.text(s)).doesNotContain("warning");
        assertThat(StandingsFiles.markdown(s)).doesNotContain("Warning");
    }

    @Test
    void markdown_warningWithAHostileBotName_isEscaped() {
        List<GameRecord> games = List.of(game("<b>x|y</b>", "b", 2, "timeout", 1));

        String markdown = StandingsFiles.markdown(compute(games, null));

        assertThat(markdown).contains("> **Warning:** 1 of 1 game ended by a forfeit: \\<b\\>x\\|y\\</b\\> timeout 1");
    }

    @Test
    void doubleForfeit_isALossForBoth() {
        List<GameRecord> games = List.of(game("a", "b", 0, "no-start", 0), win("a", "c"));

        Standings s = compute(games, null);

        assertThat(row(s, "a").points()).isEqualTo(1.0);
        assertThat(row(s, "a").losses()).isEqualTo(1);
        assertThat(row(s, "b").points()).isZero();
        assertThat(row(s, "b").forfeits()).containsEntry("no-start", 1);
    }

    @Test
    void compute_configBotsWithoutGames_stillListed() {
        Standings s =
                Standings.compute("t", "official", List.of("a", "b", "late"), List.of(win("a", "b")), null, "now");

        assertThat(s.standings()).extracting(Standings.Row::name).containsExactly("a", "late", "b");
        assertThat(row(s, "late").games()).isZero();
    }

    @Test
    void markdown_hasTableCrosstableAndForfeits() {
        Standings s = compute(List.of(win("a", "b"), game("b", "a", 1, "timeout", 2)), null);

        String md = StandingsFiles.markdown(s);

        assertThat(md)
                .contains("# Standings: t")
                .contains("| 1 | a | 1 | 1 | 0 | 1 | 2 |")
                .contains("## Crosstable")
                .contains("| 1 | a | · | 1/2 |")
                .contains("## Forfeits by reason")
                .contains("| a | 1 | 0 | 0 | 0 | 0 | 0 |");
    }

    @Test
    void markdown_namesWithTableOrMarkupCharacters_stayInTheirCell() {
        Standings s = compute(List.of(win("a|b", "<b>x</b>"), win("<b>x</b>", "Jean_Dupont")), null);

        String md = StandingsFiles.markdown(s);

        List<String> rows = md.lines()
                .filter(l -> l.startsWith("| ") && !l.startsWith("| #"))
                .toList();
        assertThat(rows.subList(0, 3))
                .allSatisfy(row -> assertThat(row.replace("\\|", "")
                                .chars()
                                .filter(c -> c == '|')
                                .count())
                        .isEqualTo(13));
        assertThat(md)
                .contains("a\\|b")
                .contains("\\<b\\>x\\</b\\>")
                .contains("Jean\\_Dupont")
                .doesNotContain("<b>");
    }

    @Test
    void text_hasTheTableAndTheCrosstable() {
        Standings s = compute(List.of(win("a", "b"), game("b", "a", 0, "move-limit", null)), null);

        String text = StandingsFiles.text(s);

        assertThat(text)
                .contains("crosstable")
                .containsPattern("1  a +· +1.5/2")
                .containsPattern("2  b +0.5/2 +·");
    }

    @Test
    void text_manyBots_pointsToTheMarkdownForTheCrosstable() {
        List<GameRecord> games = new ArrayList<>();
        for (int i = 0; i < 14; i++) {
            games.add(win("bot" + i, "bot" + (i + 1)));
        }

        assertThat(StandingsFiles.text(compute(games, null))).contains("crosstable: 15 bots, see standings.md");
    }

    /** A game of a staged tournament, named as its schedule names it ({@code <stage>-<p1>-vs-<p2>-<n>}); player 1 wins. */
    private static GameRecord won(String id) {
        String[] players = id.replaceFirst("^(final-)?([rk][0-9]+-)?", "")
                .replaceFirst("-[0-9]+$", "")
                .split("-vs-");
        return won(id, players[0], players[1]);
    }

    private static GameRecord won(String id, String player1, String player2) {
        return new GameRecord(id, "x.json", player1, player2, 1, "majority", null, 40, List.of(30, 10));
    }

    @Test
    void compute_swissWithKnockoutFinal_numbersTheFinalsRoundsAfterTheSwiss_apartInTheChart() {
        List<GameRecord> games = List.of(
                won("final-k1-a-vs-d-1"),
                won("final-k1-c-vs-b-1"),
                won("final-k2-a-vs-c-1"),
                won("r1-a-vs-b-1"),
                won("r1-c-vs-d-1"),
                won("r2-a-vs-c-1"),
                won("r2-b-vs-d-1"),
                won("r3-a-vs-d-1"),
                won("r3-b-vs-c-1"));

        Standings s = compute(games, null);

        assertThat(s.rounds().numbers()).containsExactly(1, 2, 3, 4, 5);
        assertThat(s.rounds().finalFrom()).isEqualTo(4);
        int a = s.rounds().names().indexOf("a");
        assertThat(s.rounds().points().get(a))
                .as("a's points after each Swiss round, then each round of the final")
                .containsExactly(1.0, 2.0, 3.0, 4.0, 5.0);
        assertThat(s.matches())
                .filteredOn(g -> g.id().startsWith("final-k1-"))
                .extracting(GameRecord::round)
                .containsOnly(4);
        assertThat(s.matches())
                .filteredOn(g -> g.id().startsWith("final-k2-"))
                .extracting(GameRecord::round)
                .containsOnly(5);
    }

    @Test
    void compute_swissWithRoundRobinFinal_numbersTheFinalsGamesAfterTheSwiss() {
        List<GameRecord> games =
                List.of(won("final-a-vs-b-1"), won("final-b-vs-a-1"), won("r1-a-vs-b-1"), won("r2-b-vs-a-1"));

        Standings s = compute(games, null);

        assertThat(s.rounds().numbers()).containsExactly(1, 2, 3);
        assertThat(s.rounds().finalFrom()).isEqualTo(3);
    }

    @Test
    void compute_withoutAFinal_hasNoFinalRounds() {
        Standings knockout = compute(List.of(won("k1-a-vs-b-1"), won("k2-a-vs-c-1")), null);
        Standings roundRobin =
                compute(List.of(won("final-vs-b-1", "final", "b"), won("b-vs-final-1", "b", "final")), null);

        assertThat(knockout.rounds().numbers()).containsExactly(1, 2);
        assertThat(knockout.rounds().finalFrom()).isNull();
        assertThat(roundRobin.rounds().numbers()).containsExactly(1);
        assertThat(roundRobin.rounds().finalFrom()).isNull();
    }
}
