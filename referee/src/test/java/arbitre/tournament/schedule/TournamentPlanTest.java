package arbitre.tournament.schedule;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import arbitre.standings.GameRecord;
import arbitre.tournament.config.ConfigException;
import arbitre.tournament.config.ConfigFiles;
import arbitre.tournament.config.ConfigLoader;
import arbitre.tournament.config.TournamentConfig;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.ToIntFunction;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Plans worked out from made-up results: no game is played. */
class TournamentPlanTest {
    @TempDir
    Path dir;

    private TournamentConfig config(int bots, Map<String, Object> format) throws Exception {
        Map<String, String> names = new LinkedHashMap<>();
        for (int i = 1; i <= bots; i++) {
            names.put("b" + i, "builtin:random");
        }
        Map<String, Object> fields = new LinkedHashMap<>(format);
        fields.put("sandbox", false);
        return ConfigLoader.load(ConfigFiles.write(dir.resolve("t.json"), fields, names));
    }

    /** Plays every next match with {@code winner} (1, 2, or 0 for a draw) until the plan is over. */
    private static Results playOut(TournamentConfig config, ToIntFunction<Schedule.Match> winner, List<String> stages) {
        List<TournamentPlan.Step> steps = new java.util.ArrayList<>();
        Results results = playOutSteps(config, winner, steps);
        steps.forEach(step -> stages.add(step.stage()));
        return results;
    }

    /** As {@link #playOut}, keeping each step played: its stage and what it knew then. */
    private static Results playOutSteps(
            TournamentConfig config, ToIntFunction<Schedule.Match> winner, List<TournamentPlan.Step> steps) {
        Map<String, GameRecord> games = new HashMap<>();
        List<String> stages = new java.util.ArrayList<>();
        for (int guard = 0; guard < 100; guard++) {
            TournamentPlan.Step step = TournamentPlan.of(config, new Results(games));
            if (step.finished()) {
                return new Results(games);
            }
            steps.add(step);
            stages.add(step.stage());
            for (Schedule.Match m : step.next()) {
                games.put(
                        m.id(),
                        new GameRecord(
                                m.id(),
                                "matches/" + m.id() + ".json",
                                m.player1().name(),
                                m.player2().name(),
                                winner.applyAsInt(m),
                                "majority",
                                null,
                                40,
                                List.of(25, 23)));
            }
        }
        throw new AssertionError("the plan never ends: " + stages);
    }

    /** The lower-numbered bot wins: b1 is the strongest. */
    private static int strongerWins(Schedule.Match m) {
        int a = Integer.parseInt(m.player1().name().substring(1));
        int b = Integer.parseInt(m.player2().name().substring(1));
        return a < b ? 1 : 2;
    }

    @Test
    void swiss_playedOut_roundByRoundWithoutRematchAndStrongestFirst() throws Exception {
        TournamentConfig config = config(7, Map.of("format", "swiss", "rounds", 3));
        List<String> stages = new java.util.ArrayList<>();
        Results results = playOut(config, TournamentPlanTest::strongerWins, stages);

        assertThat(stages).containsExactly("Swiss round 1 of 3", "Swiss round 2 of 3", "Swiss round 3 of 3");
        TournamentPlan.Step end = TournamentPlan.of(config, results);
        assertThat(end.finished()).isTrue();
        assertThat(end.known()).hasSize(3 * 3 * 2);
        Set<Set<String>> pairs = new HashSet<>();
        end.known()
                .forEach(m -> pairs.add(Set.of(m.player1().name(), m.player2().name())));
        assertThat(pairs).hasSize(9);
        assertThat(end.swissTable().get(0).name()).isEqualTo("b1");
        assertThat(end.swiss().field().byes()).hasSize(3).doesNotHaveDuplicates();
    }

    @Test
    void swiss_sameResults_samePlan() throws Exception {
        TournamentConfig config = config(9, Map.of("format", "swiss", "rounds", 4));
        Results results = playOut(config, m -> 0, new java.util.ArrayList<>());
        assertThat(TournamentPlan.of(config, results).known())
                .isEqualTo(TournamentPlan.of(config, results).known());
    }

    /** The shards of a cluster run each plan the stage they start and write its tables at once. */
    @Test
    void stageFiles_writtenByShardsAtTheSameTime_allWritesSucceedAndTheTablesAreWhole() throws Exception {
        TournamentConfig config = config(9, Map.of("format", "swiss", "rounds", 3));
        TournamentPlan.Step step = TournamentPlan.of(config, new Results(Map.of()));
        Path folder = dir.resolve("out");
        int shards = 4;
        java.util.concurrent.CyclicBarrier together = new java.util.concurrent.CyclicBarrier(shards);
        List<Exception> failed = java.util.Collections.synchronizedList(new java.util.ArrayList<>());
        List<Thread> writers = new java.util.ArrayList<>();
        for (int s = 0; s < shards; s++) {
            Thread writer = new Thread(() -> {
                try {
                    for (int i = 0; i < 200; i++) {
                        together.await(10, java.util.concurrent.TimeUnit.SECONDS);
                        StageFiles.write(config, step, folder);
                    }
                } catch (java.io.IOException | RuntimeException e) {
                    failed.add(e);
                } catch (Exception e) {
                    // another writer failed and left the barrier: its failure is the one to show
                }
            });
            writer.start();
            writers.add(writer);
        }
        for (Thread writer : writers) {
            writer.join();
        }
        assertThat(failed).isEmpty();
        String expected = StageFiles.swissMarkdown(config, step, step.swissTable());
        assertThat(java.nio.file.Files.readString(folder.resolve(StageFiles.SWISS_MARKDOWN)))
                .isEqualTo(expected);
        try (java.util.stream.Stream<Path> left = java.nio.file.Files.list(folder)) {
            assertThat(left.map(p -> p.getFileName().toString()))
                    .containsExactlyInAnyOrder("swiss.json", StageFiles.SWISS_MARKDOWN);
        }
    }

    @Test
    void knockout_fiveBots_topSeedsHaveByesAndTheStrongestWins() throws Exception {
        TournamentConfig config = config(5, Map.of("format", "knockout"));
        TournamentPlan.Step first = TournamentPlan.of(config, new Results(Map.of()));
        assertThat(first.next())
                .extracting(m -> Set.of(m.player1().name(), m.player2().name()))
                .containsOnly(Set.of("b4", "b5"));

        Results results = playOut(config, TournamentPlanTest::strongerWins, new java.util.ArrayList<>());
        assertThat(TournamentPlan.of(config, results).champion()).isEqualTo("b1");
    }

    @Test
    void knockout_levelTie_addsExtraPairsThenTheHigherSeedGoesThrough() throws Exception {
        TournamentConfig config = config(2, Map.of("format", "knockout", "extraPairs", 2));
        List<String> stages = new java.util.ArrayList<>();
        Results results = playOut(config, m -> 0, stages);

        TournamentPlan.Step end = TournamentPlan.of(config, results);
        assertThat(end.known()).hasSize(2 + 2 * 2);
        assertThat(end.champion()).isEqualTo("b1");
    }

    @Test
    void swissThenKnockout_topFourGoOnSeededByTheirPlaces() throws Exception {
        TournamentConfig config = config(
                8, Map.of("format", "swiss", "rounds", 3, "final", Map.of("format", "knockout", "qualifiers", 4)));
        List<String> stages = new java.util.ArrayList<>();
        Results results = playOut(config, TournamentPlanTest::strongerWins, stages);

        assertThat(stages).contains("final, knockout round 1 of 2", "final, knockout round 2 of 2");
        assertThat(TournamentPlan.of(config, results).champion()).isEqualTo("b1");
    }

    @Test
    void notFinal_eachStageOfASwissThenAKnockout_saysWhatIsStillToPlay_andNothingOnceTheLastIsOver() throws Exception {
        TournamentConfig config = config(
                8, Map.of("format", "swiss", "rounds", 3, "final", Map.of("format", "knockout", "qualifiers", 4)));
        List<TournamentPlan.Step> steps = new java.util.ArrayList<>();
        Results results = playOutSteps(config, TournamentPlanTest::strongerWins, steps);

        assertThat(steps.stream().map(step -> step.notFinal(true)))
                .containsExactly(
                        "standings after Swiss round 1 of 3; still to play: Swiss rounds 2 to 3, then the knockout",
                        "standings after Swiss round 2 of 3; still to play: Swiss round 3, then the knockout",
                        "standings after the Swiss stage (Swiss round 3 of 3); still to play: the knockout",
                        "standings after final, knockout round 1 of 2; still to play: the knockout's last round",
                        null);
        assertThat(steps.get(2).notFinal(false))
                .isEqualTo("standings during Swiss round 3 of 3; still to play after it: the knockout");
        assertThat(steps.get(4).notFinal(false)).isEqualTo("standings during final, knockout round 2 of 2");
        TournamentPlan.Step end = TournamentPlan.of(config, results);
        assertThat(end.notFinal(true)).isNull();
        assertThat(end.notFinal(false)).isNull();
    }

    @Test
    void notFinal_aSwissAlone_saysNothingOnceItsLastRoundIsOver() throws Exception {
        TournamentConfig config = config(4, Map.of("format", "swiss", "rounds", 2));
        List<TournamentPlan.Step> steps = new java.util.ArrayList<>();
        playOutSteps(config, TournamentPlanTest::strongerWins, steps);

        assertThat(steps.stream().map(step -> step.notFinal(true)))
                .containsExactly("standings after Swiss round 1 of 2; still to play: Swiss round 2", null);
    }

    @Test
    void swissRanking_onceTheSwissIsOver_isTheOrderThatSeedsItsKnockout() throws Exception {
        TournamentConfig config = config(
                8, Map.of("format", "swiss", "rounds", 3, "final", Map.of("format", "knockout", "qualifiers", 4)));
        List<TournamentPlan.Step> steps = new java.util.ArrayList<>();
        // The weaker bot wins: the Swiss's order is far from the seeds'.
        playOutSteps(config, m -> 3 - strongerWins(m), steps);
        TournamentPlan.Step knockout = steps.stream()
                .filter(step -> step.bracket() != null)
                .findFirst()
                .orElseThrow();

        List<String> seeds = knockout.bracket().rounds().get(0).stream()
                .flatMap(tie -> java.util.stream.Stream.of(tie.high(), tie.low()))
                .sorted(java.util.Comparator.comparingInt(Knockout.Seeded::seed))
                .map(seeded -> seeded.bot().name())
                .toList();
        assertThat(knockout.swissRanking().order()).startsWith(seeds.toArray(String[]::new));
        assertThat(knockout.swissRanking().order())
                .isEqualTo(knockout.swissTable().stream()
                        .map(arbitre.standings.TieBreaks.Row::name)
                        .toList());
        assertThat(knockout.swissRanking().tieBreaks())
                .isEqualTo(knockout.swissTable().stream()
                        .filter(row -> row.placedBy() != null)
                        .collect(java.util.stream.Collectors.toMap(
                                arbitre.standings.TieBreaks.Row::name, arbitre.standings.TieBreaks.Row::placedBy)));
        assertThat(seeds).doesNotContain("b1");
    }

    @Test
    void swissRanking_whileARoundIsPlayed_isTheTableOfTheCompleteRounds_andSaysSo() throws Exception {
        TournamentConfig config = config(
                8, Map.of("format", "swiss", "rounds", 3, "final", Map.of("format", "knockout", "qualifiers", 4)));
        List<TournamentPlan.Step> steps = new java.util.ArrayList<>();
        playOutSteps(config, TournamentPlanTest::strongerWins, steps);

        TournamentPlan.Step round2 = steps.get(1);
        assertThat(round2.stage()).isEqualTo("Swiss round 2 of 3");
        assertThat(round2.swissRanking().rule()).startsWith("the Swiss table's after 1 of 3 rounds: score");
        assertThat(round2.swissRanking().order())
                .isEqualTo(round2.swissTable().stream()
                        .map(arbitre.standings.TieBreaks.Row::name)
                        .toList());
        assertThat(steps.get(3).swissRanking().rule()).startsWith("the Swiss table's: score");
        assertThat(steps.get(3).bracket()).isNotNull();
    }

    @Test
    void load_swissWithTooManyRounds_isRefusedNamingTheField() throws Exception {
        assertThatThrownBy(() -> config(4, Map.of("format", "swiss", "rounds", 4)))
                .isInstanceOf(ConfigException.class)
                .hasMessageContaining("rounds")
                .hasMessageContaining("1 to 3");
    }

    @Test
    void load_unknownFormat_isRefused() throws Exception {
        assertThatThrownBy(() -> config(4, Map.of("format", "ladder")))
                .isInstanceOf(ConfigException.class)
                .hasMessageContaining("\"ladder\" is not a format");
    }
}
