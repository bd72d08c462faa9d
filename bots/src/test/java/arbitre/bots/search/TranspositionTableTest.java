package arbitre.bots.search;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class TranspositionTableTest {

    @ParameterizedTest
    @ValueSource(
            ints = {
                0,
                1,
                -1,
                12345,
                -12345,
                Search.WIN - 7 * Search.PLY_COST + 3,
                -(Search.WIN - 7 * Search.PLY_COST + 3)
            })
    void store_thenProbe_returnsEveryField(int score) {
        TranspositionTable table = new TranspositionTable(1 << 10);
        long key = 0x1234_5678_9ABC_DEF0L;

        table.store(key, 17, TranspositionTable.LOWER, score, 63);

        int slot = table.probe(key);
        assertThat(slot).isNotNegative();
        long data = table.data(slot);
        assertThat(TranspositionTable.score(data)).isEqualTo(score);
        assertThat(TranspositionTable.depth(data)).isEqualTo(17);
        assertThat(TranspositionTable.bound(data)).isEqualTo(TranspositionTable.LOWER);
        assertThat(TranspositionTable.move(data)).isEqualTo(63);
    }

    @Test
    void store_noMove_readsBackMinusOne() {
        TranspositionTable table = new TranspositionTable(16);
        table.store(5, 1, TranspositionTable.UPPER, -3, -1);

        assertThat(TranspositionTable.move(table.data(table.probe(5)))).isEqualTo(-1);
    }

    @Test
    void probe_unknownKeyOrSameSlotOtherKey_misses() {
        TranspositionTable table = new TranspositionTable(16);
        table.store(3, 4, TranspositionTable.EXACT, 10, 2);

        assertThat(table.probe(4)).isEqualTo(-1);
        assertThat(table.probe(3 + 16)).isEqualTo(-1);
        assertThat(table.probe(0)).isEqualTo(-1);
    }

    @Test
    void store_shallowerInSameSearch_keepsTheDeeperEntry() {
        TranspositionTable table = new TranspositionTable(16);
        table.store(3, 6, TranspositionTable.EXACT, 10, 2);

        table.store(3 + 16, 2, TranspositionTable.EXACT, 20, 5);

        assertThat(table.probe(3)).isNotNegative();
        assertThat(table.probe(3 + 16)).isEqualTo(-1);
    }

    @Test
    void store_deeperOrEqual_replaces() {
        TranspositionTable table = new TranspositionTable(16);
        table.store(3, 6, TranspositionTable.EXACT, 10, 2);

        table.store(3 + 16, 6, TranspositionTable.EXACT, 20, 5);

        assertThat(table.probe(3)).isEqualTo(-1);
        assertThat(TranspositionTable.score(table.data(table.probe(3 + 16)))).isEqualTo(20);
    }

    @Test
    void store_afterNewSearch_replacesOlderEntriesWhateverTheirDepth() {
        TranspositionTable table = new TranspositionTable(16);
        table.store(3, 30, TranspositionTable.EXACT, 10, 2);
        table.newSearch();

        table.store(3 + 16, 1, TranspositionTable.UPPER, 20, 5);

        assertThat(table.probe(3 + 16)).isNotNegative();
    }

    @Test
    void clear_forgetsEverything() {
        TranspositionTable table = new TranspositionTable(16);
        table.store(3, 3, TranspositionTable.EXACT, 10, 2);

        table.clear();

        assertThat(table.probe(3)).isEqualTo(-1);
    }

    @Test
    void ofMegabytes_sizesToAPowerOfTwoWithinTheBudget() {
        assertThat(TranspositionTable.ofMegabytes(1).entries()).isEqualTo(1 << 16);
        assertThat(TranspositionTable.ofMegabytes(3).entries()).isEqualTo(1 << 17);
        assertThat(TranspositionTable.ofMegabytes(64).entries()).isEqualTo(1 << 22);
    }

    @Test
    void constructor_moreThanTheMostEntries_isRefused() {
        assertThatThrownBy(() -> new TranspositionTable(1 << 30))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("2^29");
    }

    @Test
    void store_neighbouringSlots_keepTheirOwnKeysAndData() {
        TranspositionTable table = new TranspositionTable(16);
        for (int key = 0; key < 16; key++) {
            table.store(key, key + 1, TranspositionTable.EXACT, 100 * key, key);
        }
        for (int key = 0; key < 16; key++) {
            long data = table.data(table.probe(key));
            assertThat(TranspositionTable.score(data)).isEqualTo(100 * key);
            assertThat(TranspositionTable.depth(data)).isEqualTo(key + 1);
            assertThat(TranspositionTable.move(data)).isEqualTo(key);
        }
    }

    @Test
    void constructor_notAPowerOfTwo_isRefused() {
        assertThatThrownBy(() -> new TranspositionTable(1000))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("1000");
    }
}
