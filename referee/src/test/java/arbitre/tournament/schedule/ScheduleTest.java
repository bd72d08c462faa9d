package arbitre.tournament.schedule;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import arbitre.tournament.config.ConfigFiles;
import arbitre.tournament.config.ConfigLoader;
import arbitre.tournament.config.TournamentConfig;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class ScheduleTest {
    @TempDir
    Path dir;

    @ParameterizedTest(name = "{0} bots, {1} games per pair")
    @CsvSource({"2, 2", "3, 2", "5, 4", "8, 6", "20, 2"})
    void roundRobin_everyPairPlaysItsGamesHalfOnEachSide(int bots, int games) throws Exception {
        TournamentConfig config = ConfigFiles.named(dir, bots, games);

        List<Schedule.Match> schedule = Schedule.roundRobin(config);

        assertThat(schedule).hasSize(bots * (bots - 1) / 2 * games);
        Map<String, Integer> asFirst = new HashMap<>();
        for (Schedule.Match m : schedule) {
            assertThat(m.player1().name()).isNotEqualTo(m.player2().name());
            asFirst.merge(m.player1().name() + ">" + m.player2().name(), 1, Integer::sum);
        }
        assertThat(asFirst)
                .hasSize(bots * (bots - 1))
                .allSatisfy((pair, n) -> assertThat(n).isEqualTo(games / 2));
        assertThat(schedule)
                .extracting(Schedule.Match::index)
                .containsExactlyElementsOf(java.util.stream.IntStream.range(0, schedule.size())
                        .boxed()
                        .toList());
    }

    @Test
    void roundRobin_sameConfig_sameMatchesAndIds() throws Exception {
        TournamentConfig config = ConfigFiles.named(dir, 4, 4);

        List<Schedule.Match> once = Schedule.roundRobin(config);
        List<Schedule.Match> again = Schedule.roundRobin(ConfigLoader.load(config.file()));

        assertThat(again)
                .extracting(Schedule.Match::id)
                .containsExactlyElementsOf(once.stream().map(Schedule.Match::id).toList());
        assertThat(once)
                .extracting(Schedule.Match::id)
                .doesNotHaveDuplicates()
                .startsWith("a-vs-b-1", "a-vs-c-1", "a-vs-d-1", "b-vs-c-1")
                .contains("b-vs-a-1", "d-vs-c-2");
    }

    @Test
    void roundRobin_firstRoundCoversEveryPairingBeforeAnyRepeats() throws Exception {
        TournamentConfig config = ConfigFiles.named(dir, 4, 4);

        List<Schedule.Match> schedule = Schedule.roundRobin(config);

        assertThat(schedule.subList(0, 12))
                .allSatisfy(m -> assertThat(m.round()).isEqualTo(1));
        assertThat(schedule.subList(12, 24))
                .allSatisfy(m -> assertThat(m.round()).isEqualTo(2));
    }

    @ParameterizedTest(name = "{0} shards")
    @CsvSource({"1", "2", "3", "7", "40"})
    void shard_allShardsTogether_areTheScheduleEachMatchOnce(int count) throws Exception {
        List<Schedule.Match> schedule = Schedule.roundRobin(ConfigFiles.named(dir, 5, 4));

        List<Schedule.Match> union = new ArrayList<>();
        for (int k = 1; k <= count; k++) {
            List<Schedule.Match> part = Schedule.shard(schedule, new Shard(k, count));
            assertThat(part.size()).isBetween(schedule.size() / count, schedule.size() / count + 1);
            union.addAll(part);
        }

        assertThat(union).hasSize(schedule.size()).containsExactlyInAnyOrderElementsOf(schedule);
    }

    @Test
    void gauntlet_onlyGamesOfThatBot_bothSides() throws Exception {
        TournamentConfig config = ConfigFiles.named(dir, 5, 2);

        List<Schedule.Match> gauntlet = Schedule.gauntlet(config, "c");

        assertThat(gauntlet)
                .hasSize(4 * 2)
                .allSatisfy(
                        m -> assertThat(List.of(m.player1().name(), m.player2().name()))
                                .contains("c"));
        assertThat(gauntlet).filteredOn(m -> m.player1().name().equals("c")).hasSize(4);
        assertThat(Schedule.roundRobin(config))
                .extracting(Schedule.Match::id)
                .containsAll(gauntlet.stream().map(Schedule.Match::id).toList());
    }

    @Test
    void gauntlet_unknownBot_isRefused() throws Exception {
        TournamentConfig config = ConfigFiles.named(dir, 3, 2);

        assertThatThrownBy(() -> Schedule.gauntlet(config, "zed")).hasMessageContaining("no bot named 'zed'");
    }

    @ParameterizedTest
    @CsvSource(
            delimiter = ';',
            value = {"0/3", "4/3", "2", "a/b", "1/0", "-1/2"})
    void shard_badText_isRefused(String text) {
        assertThatThrownBy(() -> Shard.parse(text))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("K/N");
    }

    @Test
    void shard_parse_readsKOfN() {
        assertThat(Shard.parse(" 2/4 ")).isEqualTo(new Shard(2, 4));
    }

    @Test
    void roundRobin_namesThatJoinAlike_getDistinctIds() throws Exception {
        java.util.Map<String, String> bots = new java.util.LinkedHashMap<>();
        for (String name : List.of("a", "b-vs-c", "a-vs-b", "c", "x-vs", "vs-y", "x", "y")) {
            bots.put(name, "bot");
        }
        TournamentConfig config =
                ConfigLoader.load(ConfigFiles.write(dir.resolve("t.json"), java.util.Map.of("gamesPerPair", 2), bots));

        List<Schedule.Match> schedule = Schedule.roundRobin(config);

        assertThat(schedule).hasSize(8 * 7);
        assertThat(schedule)
                .extracting(m -> m.id().toLowerCase(java.util.Locale.ROOT))
                .doesNotHaveDuplicates();
        assertThat(schedule)
                .extracting(Schedule.Match::id)
                .contains("a-vs-c-1")
                .allSatisfy(id -> assertThat(id).matches("[A-Za-z0-9][A-Za-z0-9_.+~-]*-vs-[A-Za-z0-9_.+~-]+-[0-9]+"));
    }

    @Test
    void roundRobin_unicodeNames_getSafeDistinctSlugs() throws Exception {
        java.util.Map<String, String> bots = new java.util.LinkedHashMap<>();
        for (String name : List.of("Élodie", "Elodie", "Jean Dupont", "Jean_Dupont", "../../etc", "日本")) {
            bots.put(name, "bot");
        }
        TournamentConfig config =
                ConfigLoader.load(ConfigFiles.write(dir.resolve("t.json"), java.util.Map.of("gamesPerPair", 2), bots));

        List<Schedule.Match> schedule = Schedule.roundRobin(config);

        assertThat(schedule)
                .extracting(m -> m.id().toLowerCase(java.util.Locale.ROOT))
                .doesNotHaveDuplicates();
        assertThat(schedule)
                .extracting(Schedule.Match::id)
                .allSatisfy(id -> assertThat(id).matches("[A-Za-z0-9_.+~-]+").doesNotStartWith("."))
                .anySatisfy(id -> assertThat(id).startsWith("Elodie~"))
                .contains("Elodie-vs-Jean_Dupont-1");
        assertThat(schedule.get(0).player1().name()).isEqualTo("Élodie");
    }

    private TournamentConfig fairKalah(String name, long seed, int bots, int games) throws Exception {
        Map<String, String> named = new java.util.LinkedHashMap<>();
        for (int i = 0; i < bots; i++) {
            named.put(String.valueOf((char) ('a' + i)), "bot --seat " + i);
        }
        return ConfigLoader.load(ConfigFiles.write(
                dir.resolve(name + ".json"),
                Map.of("name", name, "game", "kalah", "openings", "fairkalah", "seed", seed, "gamesPerPair", games),
                named));
    }

    @Test
    void roundRobin_fairKalah_bothGamesOfARoundBetweenTwoBotsShareOneOpening() throws Exception {
        List<Schedule.Match> schedule = Schedule.roundRobin(fairKalah("f", 7, 4, 6));

        Map<String, String> byGame = new HashMap<>();
        for (Schedule.Match m : schedule) {
            assertThat(m.start()).matches("fair:(\\d|[1-9]\\d|1\\d\\d|2[0-4]\\d|25[0-3])");
            String pair = m.player1().name().compareTo(m.player2().name()) < 0
                    ? m.player1().name() + "," + m.player2().name()
                    : m.player2().name() + "," + m.player1().name();
            String key = pair + "," + m.round();
            String other = byGame.putIfAbsent(key, m.start());
            if (other != null) {
                assertThat(m.start()).as("the other side of %s", key).isEqualTo(other);
            }
        }
        assertThat(byGame).hasSize(6 * 3);
        assertThat(new java.util.HashSet<>(byGame.values()))
                .as("openings drawn, not one for all")
                .hasSizeGreaterThan(5);
    }

    @Test
    void roundRobin_fairKalah_sameSeedSameOpeningsOtherSeedOthers() throws Exception {
        List<String> first = Schedule.roundRobin(fairKalah("f1", 7, 3, 4)).stream()
                .map(Schedule.Match::start)
                .toList();
        List<String> again = Schedule.roundRobin(fairKalah("f2", 7, 3, 4)).stream()
                .map(Schedule.Match::start)
                .toList();
        List<String> other = Schedule.roundRobin(fairKalah("f3", 8, 3, 4)).stream()
                .map(Schedule.Match::start)
                .toList();

        assertThat(again).isEqualTo(first);
        assertThat(other).isNotEqualTo(first);
    }

    @Test
    void roundRobin_noOpenings_everyMatchFromTheConfigsStart() throws Exception {
        TournamentConfig config = ConfigLoader.load(ConfigFiles.write(
                dir.resolve("s.json"), Map.of("game", "kalah", "start", "fair:12"), Map.of("a", "x", "b", "y")));

        assertThat(Schedule.roundRobin(config))
                .extracting(Schedule.Match::start)
                .containsOnly("fair:12");
        assertThat(Schedule.roundRobin(ConfigFiles.named(dir, 2, 2)))
                .extracting(Schedule.Match::start)
                .containsOnly("standard");
    }
}
