package arbitre.tournament.schedule;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import arbitre.tournament.config.Format;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.stream.IntStream;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

class SwissPairingTest {

    static Stream<Arguments> fields() {
        return IntStream.range(0, 24).mapToObj(seed -> Arguments.of(seed, 4 + seed % 9 + (seed / 9) * 11));
    }

    /** Plays a Swiss of random results, checking every round's pairings. */
    @ParameterizedTest(name = "seed {0}, {1} players")
    @MethodSource("fields")
    void pair_randomResults_noRematchEveryoneOnceAtMostOneBye(int seed, int players) {
        SplittableRandom random = new SplittableRandom(seed);
        List<String> names =
                IntStream.rangeClosed(1, players).mapToObj(i -> "p" + i).toList();
        SwissField field = new SwissField(names, 2);
        Set<Set<String>> met = new HashSet<>();
        Map<String, Integer> firsts = new HashMap<>();
        int rounds = Format.defaultRounds(players);
        rounds = Math.min(rounds, players - 1 + players % 2);
        for (int round = 1; round <= rounds; round++) {
            SwissPairing.Round pairing = field.pairNext();
            List<String> seen = new ArrayList<>();
            for (SwissPairing.Pairing p : pairing.pairings()) {
                assertThat(met.add(Set.of(p.first(), p.second())))
                        .as("round %d repeats %s", round, p)
                        .isTrue();
                seen.add(p.first());
                seen.add(p.second());
                firsts.merge(p.first(), 1, Integer::sum);
                firsts.merge(p.second(), -1, Integer::sum);
                double points = random.nextInt(5) / 2.0;
                field.played(p.first(), p.second(), points, 2 - points);
            }
            if (pairing.bye() != null) {
                seen.add(pairing.bye());
                field.bye(pairing.bye());
            }
            assertThat(seen).as("round %d", round).containsExactlyInAnyOrderElementsOf(names);
            assertThat(pairing.bye() != null).isEqualTo(players % 2 == 1);
        }
        assertThat(field.byes()).doesNotHaveDuplicates();
        // Each pairing plays both sides; who opens the first game is balanced to within two.
        assertThat(firsts.values())
                .allSatisfy(balance -> assertThat(Math.abs(balance)).isLessThanOrEqualTo(2));
    }

    @Test
    void pair_equalScores_meetBeforeUnequal() {
        List<SwissPairing.Entrant> field = List.of(entrant("a", 4), entrant("b", 0), entrant("c", 4), entrant("d", 0));
        SwissPairing.Round round = SwissPairing.pair(field);
        assertThat(round.pairings())
                .extracting(p -> Set.of(p.first(), p.second()))
                .containsExactlyInAnyOrder(Set.of("a", "c"), Set.of("b", "d"));
    }

    @Test
    void pair_rematchAvoidable_pairsOthers() {
        List<SwissPairing.Entrant> field = List.of(
                new SwissPairing.Entrant("a", 4, 0, Set.of("c"), false),
                entrant("b", 2),
                new SwissPairing.Entrant("c", 4, 0, Set.of("a"), false),
                entrant("d", 2));
        assertThat(SwissPairing.pair(field).pairings())
                .extracting(p -> Set.of(p.first(), p.second()))
                .doesNotContain(Set.of("a", "c"));
    }

    @Test
    void pair_oddField_byeToLowestWithoutOne() {
        List<SwissPairing.Entrant> field =
                List.of(entrant("a", 4), entrant("b", 2), new SwissPairing.Entrant("c", 0, 0, Set.of(), true));
        assertThat(SwissPairing.pair(field).bye()).isEqualTo("b");
    }

    @Test
    void pair_ownedFirstMove_givesItToThePlayerOwedIt() {
        List<SwissPairing.Entrant> field = List.of(
                new SwissPairing.Entrant("a", 2, 1, Set.of(), false),
                new SwissPairing.Entrant("b", 2, -1, Set.of(), false));
        assertThat(SwissPairing.pair(field).pairings()).containsExactly(new SwissPairing.Pairing("b", "a"));
    }

    @Test
    void pair_samePlayersTwice_samePairings() {
        List<SwissPairing.Entrant> field = IntStream.range(0, 30)
                .mapToObj(i -> entrant("p" + i, (i * 7) % 5))
                .toList();
        assertThat(SwissPairing.pair(field)).isEqualTo(SwissPairing.pair(field));
    }

    @Test
    void pair_onePlayer_isRefused() {
        assertThatThrownBy(() -> SwissPairing.pair(List.of(entrant("a", 0))))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("got 1");
    }

    private static SwissPairing.Entrant entrant(String name, int halfPoints) {
        return new SwissPairing.Entrant(name, halfPoints, 0, Set.of(), false);
    }
}
