package arbitre.standings;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class ForfeitShareTest {

    private static GameRecord game(String p1, String p2, int winner, String reason, Integer forfeit) {
        return new GameRecord(p1 + "-vs-" + p2, "x.json", p1, p2, winner, reason, forfeit, 0, List.of(0, 0));
    }

    @Test
    void of_everyGameLostOnTime_warnsNamingEachBotAndReason() {
        List<GameRecord> games = new ArrayList<>();
        for (int i = 0; i < 10; i++) {
            games.add(game("iddfs", "greedy", 2, "timeout", 1));
            games.add(game("greedy", "iddfs", 2, "timeout", 1));
        }

        ForfeitShare share = ForfeitShare.of(games);

        assertThat(share.games()).isEqualTo(20);
        assertThat(share.forfeited()).isEqualTo(20);
        assertThat(share.all()).isTrue();
        assertThat(share.loud()).isTrue();
        assertThat(share.counts())
                .containsExactlyInAnyOrder(
                        new ForfeitShare.Count("iddfs", "timeout", 10),
                        new ForfeitShare.Count("greedy", "timeout", 10));
        assertThat(share.warning())
                .startsWith("20 of 20 games ended by a forfeit: ")
                .contains("iddfs timeout 10", "greedy timeout 10")
                .endsWith("the results say little about strength");
    }

    @Test
    void of_oneBotOfManyForfeitsEveryGame_namesItAndSaysTheOthersResultsStand() {
        List<GameRecord> games = new ArrayList<>();
        for (String other : List.of("a", "b", "c")) {
            games.add(game("broken", other, 2, "no-start", 1));
            games.add(game(other, "broken", 1, "no-start", 2));
        }
        games.add(game("a", "b", 1, "majority", null));
        games.add(game("b", "c", 2, "majority", null));

        ForfeitShare share = ForfeitShare.of(games);

        assertThat(share.warning())
                .isEqualTo("6 of 8 games ended by a forfeit: broken no-start 6 — all by broken: its results say"
                        + " little about its strength; the other bots' results among themselves stand");
    }

    @Test
    void of_sharesOnEitherSideOfTheThreshold_warnOnlyFromIt() {
        int games = 100;
        int atThreshold = ForfeitShare.LOUD_PERCENT;

        ForfeitShare below = ForfeitShare.of(games, atThreshold - 1, Map.of("a", Map.of("crash", atThreshold - 1)));
        ForfeitShare at = ForfeitShare.of(games, atThreshold, Map.of("a", Map.of("crash", atThreshold)));

        assertThat(below.loud()).isFalse();
        assertThat(below.warning()).isNull();
        assertThat(at.loud()).isTrue();
        assertThat(at.all()).isFalse();
        assertThat(at.warning()).startsWith(atThreshold + " of 100 games ended by a forfeit: a crash " + atThreshold);
    }

    @Test
    void of_noGamesOrNoForfeits_isQuiet() {
        assertThat(ForfeitShare.of(List.of()).loud()).isFalse();
        assertThat(ForfeitShare.of(List.of()).all()).isFalse();
        ForfeitShare none = ForfeitShare.of(List.of(game("a", "b", 1, "majority", null)));
        assertThat(none.loud()).isFalse();
        assertThat(none.counts()).isEmpty();
    }

    @Test
    void of_gameBothBotsForfeited_isOneGameCountedForEach() {
        ForfeitShare share = ForfeitShare.of(List.of(game("a", "b", 0, "no-start", 0), game("a", "b", 1, "x", null)));

        assertThat(share.forfeited()).isEqualTo(1);
        assertThat(share.counts())
                .containsExactlyInAnyOrder(
                        new ForfeitShare.Count("a", "no-start", 1), new ForfeitShare.Count("b", "no-start", 1));
        assertThat(share.warning()).startsWith("1 of 2 games ended by a forfeit: ");
    }

    @Test
    void of_countsByReason_listsTheMostFirst() {
        ForfeitShare share =
                ForfeitShare.of(10, 10, Map.of("a", Map.of("crash", 2), "b", Map.of("timeout", 7, "malformed", 1)));

        assertThat(share.counts()).extracting(ForfeitShare.Count::games).containsExactly(7, 2, 1);
        assertThat(share.warning()).contains(": b timeout 7, a crash 2, b malformed 1 — ");
    }

    @Test
    void constructor_moreForfeitedThanPlayed_isRefusedNamingBoth() {
        assertThatThrownBy(() -> new ForfeitShare(2, 3, List.of(), null)).hasMessageContaining("3 of 2");
    }
}
