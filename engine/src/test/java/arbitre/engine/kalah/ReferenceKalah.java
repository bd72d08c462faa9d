package arbitre.engine.kalah;

import java.util.ArrayList;
import java.util.List;

/**
 * A second, deliberately plain implementation of the Kalah rules, to cross-check the engine: an
 * immutable position, two rows and two stores kept apart, the sowing path of each mover listed
 * place by place, and every rule written out as the rules state it (no index arithmetic tricks,
 * no "holds exactly one seed" shortcut). Slow, and meant to be.
 */
record ReferenceKalah(int[] south, int[] north, int southStore, int northStore, int toMove, boolean over) {

    /** A place on the board: a pit of a side (1..6), or a side's store (pit 0). */
    private record Place(int side, int pit) {
        boolean isStore() {
            return pit == 0;
        }
    }

    static ReferenceKalah fromVector(int[] v, int toMove) {
        int[] south = new int[6];
        int[] north = new int[6];
        for (int k = 0; k < 6; k++) {
            south[k] = v[k];
            north[k] = v[7 + k];
        }
        return new ReferenceKalah(south, north, v[6], v[13], toMove, false);
    }

    int[] toVector() {
        int[] v = new int[14];
        for (int k = 0; k < 6; k++) {
            v[k] = south[k];
            v[7 + k] = north[k];
        }
        v[6] = southStore;
        v[13] = northStore;
        return v;
    }

    List<Integer> legalPits() {
        List<Integer> pits = new ArrayList<>();
        if (over) {
            return pits;
        }
        int[] row = toMove == 1 ? south : north;
        for (int pit = 1; pit <= 6; pit++) {
            if (row[pit - 1] > 0) {
                pits.add(pit);
            }
        }
        return pits;
    }

    /** The counter-clockwise round from the place after a mover's pit, the opponent's store left out. */
    private static List<Place> path(int mover, int pit) {
        int other = 3 - mover;
        List<Place> round = new ArrayList<>();
        for (int k = pit + 1; k <= 6; k++) {
            round.add(new Place(mover, k));
        }
        round.add(new Place(mover, 0));
        for (int k = 1; k <= 6; k++) {
            round.add(new Place(other, k));
        }
        for (int k = 1; k <= pit; k++) {
            round.add(new Place(mover, k)); // the origin itself comes last: it is not skipped
        }
        return round;
    }

    ReferenceKalah play(int pit) {
        int[] s = south.clone();
        int[] n = north.clone();
        int[] stores = {0, southStore, northStore};
        int[][] rows = {null, s, n};
        int mover = toMove;
        int seeds = rows[mover][pit - 1];
        rows[mover][pit - 1] = 0;
        List<Place> round = path(mover, pit);
        Place last = null;
        int lastHeldBefore = -1;
        for (int i = 0; i < seeds; i++) {
            Place place = round.get(i % round.size());
            if (place.isStore()) {
                lastHeldBefore = stores[place.side()];
                stores[place.side()]++;
            } else {
                lastHeldBefore = rows[place.side()][place.pit() - 1];
                rows[place.side()][place.pit() - 1]++;
            }
            last = place;
        }
        int next = 3 - mover;
        if (last.side() == mover && last.isStore()) {
            next = mover;
        } else if (last.side() == mover && lastHeldBefore == 0) {
            int oppositePit = 7 - last.pit();
            int taken = 1 + rows[3 - mover][oppositePit - 1];
            rows[mover][last.pit() - 1] = 0;
            rows[3 - mover][oppositePit - 1] = 0;
            stores[mover] += taken;
        }
        boolean southEmpty = sum(s) == 0;
        boolean northEmpty = sum(n) == 0;
        if (southEmpty || northEmpty) {
            stores[1] += sum(s);
            stores[2] += sum(n);
            return new ReferenceKalah(new int[6], new int[6], stores[1], stores[2], next, true);
        }
        return new ReferenceKalah(s, n, stores[1], stores[2], next, false);
    }

    long perft(int depth) {
        if (depth == 0) {
            return 1;
        }
        long total = 0;
        for (int pit : legalPits()) {
            total += play(pit).perft(depth - 1);
        }
        return total;
    }

    private static int sum(int[] row) {
        int total = 0;
        for (int x : row) {
            total += x;
        }
        return total;
    }
}
