package arbitre.engine.fenix;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class FenixPerftTest {

    /**
     * The published counts for depths 1 to 3, and depth 4: during the setup the players cannot
     * interact, so perft(4) is the square of the number of a player's two-action sequences (3,090,
     * counted with the course's engine).
     */
    @ParameterizedTest(name = "perft({0}) from the start = {1}")
    @CsvSource({"1, 60", "2, 3600", "3, 185400", "4, 9548100"})
    void count_fromStart_matchesPublishedCounts(int depth, long expected) {
        assertThat(FenixPerft.count(FenixBoard.start(), depth)).isEqualTo(expected);
    }

    /**
     * Mid-game positions of random games, movement phase, with captures, creation flags and
     * finished games within reach. The counts were checked against the course's own engine,
     * counting distinct actions.
     */
    @ParameterizedTest(name = "perft({1}) of {0} = {2}")
    @CsvSource(
            delimiter = '|',
            value = {
                "S.SS.S../SKSS...s/SSG...ss/S.S.ssss/G.S...g./...s.s../..s.k.gs r 16 - 4 | 1 | 22",
                "S.SS.S../SKSS...s/SSG...ss/S.S.ssss/G.S...g./...s.s../..s.k.gs r 16 - 4 | 2 | 88",
                "S.SS.S../SKSS...s/SSG...ss/S.S.ssss/G.S...g./...s.s../..s.k.gs r 16 - 4 | 3 | 1381",
                "S.SS.S../SKSS...s/SSG...ss/S.S.ssss/G.S...g./...s.s../..s.k.gs r 16 - 4 | 4 | 28723",
                "SS.GSS../.G.SS.../.SGS..gg/S.S....s/....skss/.K.s.s.s/ss..ssgs r 20 - 6 | 3 | 2686",
                "SS.GSS../.G.SS.../.SGS..gg/S.S....s/....skss/.K.s.s.s/ss..ssgs r 20 - 6 | 4 | 50017",
                "..S...../SSSSS..s/.KSS..k./Gg.....s/....s.ss/S......s/..ssgg.s r 20 - 0 | 4 | 25",
                "K......./......../......../G..s..../......../.....s../k......g r 30 - 0 | 4 | 163",
            })
    void count_fromPositionText_matchesReferenceCounts(String position, int depth, long expected) {
        assertThat(FenixPerft.count(FenixPosition.parse(position), depth)).isEqualTo(expected);
    }

    @ParameterizedTest(name = "depth {0}")
    @CsvSource({"1", "2", "3"})
    void count_finishedGame_hasNoActions(int depth) {
        FenixBoard stuck =
                FenixPosition.parse("K......./......../......../......../.....S.S/......SS/.....SSk b 41 - 0");
        assertThat(FenixPerft.count(stuck, depth)).isZero();
    }
}
