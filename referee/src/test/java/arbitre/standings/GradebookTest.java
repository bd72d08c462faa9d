package arbitre.standings;

import static org.assertj.core.api.Assertions.assertThat;

import arbitre.clock.TimeControl;
import arbitre.engine.awale.RuleSet;
import arbitre.game.awale.AwaleGame;
import arbitre.log.MatchLog;
import arbitre.log.MatchLogBuilder;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

/**
 * The numbers of a gradebook against values worked out by hand: thinking times, forfeited games
 * with their files, sides, points by round, and the header.
 */
class GradebookTest {

    /** A log of a game between two bots, each player's moves taking these times, its result as given. */
    static MatchLog log(
            String id,
            String p1,
            String p2,
            int winner,
            String reason,
            Integer forfeit,
            long[] times1,
            long[] times2,
            TimeControl clock) {
        List<MatchLog.Move> moves = new ArrayList<>();
        int ply = 0;
        for (int i = 0; i < Math.max(times1.length, times2.length); i++) {
            if (i < times1.length) {
                moves.add(new MatchLog.Move(++ply, 1, "1R", times1[i]));
            }
            if (i < times2.length) {
                moves.add(new MatchLog.Move(++ply, 2, "2R", times2[i]));
            }
        }
        List<MatchLog.Player> players = List.of(
                new MatchLog.Player(1, p1, "./" + p1, List.of(), id + ".p1.stderr.txt", 0, true),
                new MatchLog.Player(2, p2, "./" + p2, List.of(), id + ".p2.stderr.txt", 0, true));
        MatchLog.Result result = new MatchLog.Result(winner, reason, List.of(20, 10), ply, null, forfeit);
        return MatchLogBuilder.log()
                .rules(new AwaleGame(RuleSet.OFFICIAL).rules())
                .timeControl(clock)
                .players(players)
                .moves(moves)
                .result(result)
                .build();
    }

    static GameRecord record(
            String id,
            String p1,
            String p2,
            int winner,
            String reason,
            Integer forfeit,
            long[] times1,
            long[] times2,
            TimeControl clock) {
        return GameRecord.of(
                id, "matches/" + id + ".json", log(id, p1, p2, winner, reason, forfeit, times1, times2, clock));
    }

    private static final TimeControl CLOCK = TimeControl.perMove(100);

    /**
     * a beats b; a forfeits on time against b; a and b draw. a's moves take 10, 20, 30, 40, 200
     * and 0 ms; b's 50, 100, 10 and 40.
     */
    private static List<GameRecord> threeGames() {
        return List.of(
                record(
                        "a-vs-b-1",
                        "a",
                        "b",
                        1,
                        "majority",
                        null,
                        new long[] {10, 20, 30, 40},
                        new long[] {50, 100},
                        CLOCK),
                record("b-vs-a-1", "b", "a", 1, "timeout", 2, new long[] {10}, new long[] {200}, CLOCK),
                record("a-vs-b-2", "a", "b", 0, "move-limit", null, new long[] {0}, new long[] {40}, CLOCK));
    }

    private static Standings compute(List<GameRecord> games, TimeControl clock) {
        return Standings.compute(
                "t",
                Standings.Header.of("awale", "official", clock, "Week 3: the final"),
                List.of(),
                games,
                null,
                "now");
    }

    private static Standings.Row row(Standings s, String name) {
        return s.standings().stream()
                .filter(r -> r.name().equals(name))
                .findFirst()
                .orElseThrow();
    }

    @Test
    void thinking_perMoveClock_meanNearestRank95AndMax_inMsAndShares() {
        Standings s = compute(threeGames(), CLOCK);

        // a: 0 10 20 30 40 200 -> mean 300/6 = 50; the ceil(0.95*6) = 6th of six is 200.
        assertThat(row(s, "a").thinking()).isEqualTo(new ThinkingStats(6, 50.0, 200, 200, 0.5, 2.0, 2.0));
        // b: 10 40 50 100 -> mean 50; the ceil(0.95*4) = 4th of four is 100.
        assertThat(row(s, "b").thinking()).isEqualTo(new ThinkingStats(4, 50.0, 100, 100, 0.5, 1.0, 1.0));
    }

    @Test
    void thinking_firstMoveGrace_extendsTheFirstMovesLimit() {
        TimeControl clock = new TimeControl(100, 0, 0, 900, 1000);
        List<GameRecord> games = List.of(
                record("a-vs-b-1", "a", "b", 1, "majority", null, new long[] {500, 50}, new long[] {10}, clock));

        // 500 of the first move's 1000 ms, then 50 of 100: both half.
        assertThat(row(compute(games, clock), "a").thinking())
                .isEqualTo(new ThinkingStats(2, 275.0, 500, 500, 0.5, 0.5, 0.5));
    }

    @Test
    void thinking_bank_isSharedEvenlyOverTheBotsMovesOfEachGame() {
        TimeControl clock = new TimeControl(500, 1000, 100, 0, 1000);
        List<GameRecord> games = List.of(
                record("a-vs-b-1", "a", "b", 1, "majority", null, new long[] {100, 300}, new long[] {10}, clock));

        // a may spend 1000 + 2 * 100 = 1200 ms over its 2 moves, 600 a move: 100/600 and 300/600.
        ThinkingStats a = row(compute(games, clock), "a").thinking();

        assertThat(a.meanShare()).isEqualTo(0.333);
        assertThat(a.p95Share()).isEqualTo(0.5);
        assertThat(a.maxShare()).isEqualTo(0.5);
    }

    @Test
    void thinking_clockUnknown_hasTimesWithoutShares() {
        Standings s = Standings.compute("t", "official", List.of(), threeGames(), null, "now");

        assertThat(row(s, "a").thinking().meanMs()).isEqualTo(50.0);
        assertThat(row(s, "a").thinking().meanShare()).isNull();
    }

    @Test
    void nearestRank_is95PercentOfTheMovesRoundedUp() {
        assertThat(ThinkingStats.nearestRank(1)).isZero();
        assertThat(ThinkingStats.nearestRank(20)).isEqualTo(18);
        assertThat(ThinkingStats.nearestRank(21)).isEqualTo(19);
        assertThat(ThinkingStats.nearestRank(100)).isEqualTo(94);
    }

    @org.junit.jupiter.params.ParameterizedTest
    @org.junit.jupiter.params.provider.ValueSource(longs = {1, 2, 3, 4, 5, 6, 7, 8})
    void select_randomTimesWithRepeats_isTheSortedValueAtTheRank(long seed) {
        java.util.SplittableRandom random = new java.util.SplittableRandom(seed);
        for (int trial = 0; trial < 200; trial++) {
            int n = 1 + random.nextInt(300);
            int spread = 1 + random.nextInt(seed % 2 == 0 ? 5 : 5000);
            double[] values = random.doubles(n, 0, spread).map(Math::floor).toArray();
            double[] sorted = values.clone();
            java.util.Arrays.sort(sorted);
            int k = random.nextInt(n);

            assertThat(ThinkingStats.select(values, k)).isEqualTo(sorted[k]);
        }
    }

    @Test
    void forfeitGames_nameTheMatchTheLogAndTheBotsStandardError() {
        Standings s = compute(threeGames(), CLOCK);

        assertThat(row(s, "a").forfeitGames())
                .containsExactly(new Standings.Forfeit(
                        "b-vs-a-1",
                        "timeout",
                        "matches/b-vs-a-1.json",
                        "matches/b-vs-a-1.p2.stderr.txt",
                        null,
                        "./arbitre match --from matches/b-vs-a-1.json --ply 0 --p1 ./b --name1 b --p2 ./a --name2 a"));
        assertThat(row(s, "a").forfeits()).containsEntry("timeout", 1);
        assertThat(row(s, "b").forfeitGames()).isEmpty();
    }

    @Test
    void sides_pointsAndGamesAsPlayer1AndAsPlayer2() {
        Standings s = compute(threeGames(), CLOCK);

        assertThat(row(s, "a").asPlayer1()).isEqualTo(new Standings.Side(2, 1.5));
        assertThat(row(s, "a").asPlayer2()).isEqualTo(new Standings.Side(1, 0.0));
        assertThat(row(s, "b").asPlayer1()).isEqualTo(new Standings.Side(1, 1.0));
        assertThat(row(s, "b").asPlayer2()).isEqualTo(new Standings.Side(2, 0.5));
    }

    @Test
    void rounds_fromTheMatchNames_cumulativePerRound() {
        Standings s = compute(threeGames(), CLOCK);

        Standings.Rounds rounds = s.rounds();
        assertThat(rounds.numbers()).containsExactly(1, 2);
        int a = rounds.names().indexOf("a");
        int b = rounds.names().indexOf("b");
        assertThat(rounds.points().get(a)).containsExactly(1.0, 1.5);
        assertThat(rounds.points().get(b)).containsExactly(1.0, 1.5);
        assertThat(s.matches()).extracting(GameRecord::round).containsExactly(1, 1, 2);
    }

    @Test
    void rounds_namesWithoutRound_kthGameOfAPairWithTheSameFirstIsRoundK() {
        List<GameRecord> games = List.of(
                record("game", "a", "b", 1, "majority", null, new long[] {1}, new long[] {1}, CLOCK),
                record("other", "b", "a", 1, "majority", null, new long[] {1}, new long[] {1}, CLOCK),
                record("third", "a", "b", 2, "majority", null, new long[] {1}, new long[] {1}, CLOCK));

        Standings s = compute(games, CLOCK);

        assertThat(s.matches()).extracting(GameRecord::round).containsExactly(1, 1, 2);
        int b = s.rounds().names().indexOf("b");
        assertThat(s.rounds().points().get(b)).containsExactly(1.0, 2.0);
    }

    @Test
    void rounds_randomTournaments_lastValueOfEachLineIsThePoints() {
        for (long seed = 1; seed <= 5; seed++) {
            java.util.SplittableRandom random = new java.util.SplittableRandom(seed);
            String[] bots = {"a", "b", "c", "d"};
            List<GameRecord> games = new ArrayList<>();
            for (int round = 1; round <= 4; round++) {
                for (int x = 0; x < 4; x++) {
                    for (int y = 0; y < 4; y++) {
                        if (x != y && random.nextInt(4) > 0) {
                            int winner = random.nextInt(3);
                            Integer forfeit = random.nextInt(10) == 0 ? 1 + random.nextInt(2) : null;
                            games.add(new GameRecord(
                                    bots[x] + "-vs-" + bots[y] + "-" + round,
                                    "x.json",
                                    bots[x],
                                    bots[y],
                                    forfeit == null ? winner : 3 - forfeit,
                                    forfeit == null ? "majority" : "crash",
                                    forfeit,
                                    10,
                                    List.of(1, 1)));
                        }
                    }
                }
            }

            Standings s = compute(games, CLOCK);

            Standings.Rounds rounds = s.rounds();
            for (Standings.Row r : s.standings()) {
                List<Double> line = rounds.points().get(rounds.names().indexOf(r.name()));
                assertThat(line).hasSize(rounds.numbers().size());
                assertThat(line.get(line.size() - 1)).isEqualTo(r.points());
                IntStream.range(1, line.size())
                        .forEach(k -> assertThat(line.get(k)).isGreaterThanOrEqualTo(line.get(k - 1)));
                assertThat(r.asPlayer1().points() + r.asPlayer2().points()).isEqualTo(r.points());
                assertThat(r.asPlayer1().games() + r.asPlayer2().games()).isEqualTo(r.games());
            }
        }
    }

    @Test
    void header_gameVariantStartsClockAndDescription() {
        Standings s = compute(threeGames(), CLOCK);

        assertThat(s.header())
                .isEqualTo(new Standings.Header("awale", "official", List.of("standard"), CLOCK, "Week 3: the final"));
        assertThat(StandingsFiles.markdown(s))
                .contains("awale, official rules, start standard, 100 ms a move")
                .contains("Week 3: the final")
                .contains("## Forfeited games")
                .contains("| a | b-vs-a-1 | timeout | matches/b-vs-a-1.json | matches/b-vs-a-1.p2.stderr.txt |")
                .contains("| a | 1.5/2 | 0/1 | 6 | 50.0 | 200 | 200 | 50% | 200% | 200% |");
    }
}
