package arbitre.engine.fenix;

import java.util.Arrays;

/**
 * A reusable list of actions for the search's hot path: parallel primitive arrays, refilled by
 * {@link FenixBoard#legalActions(FenixActionList)} without allocating once it has grown to the
 * largest list it has held.
 *
 * <p>Entry {@code i} packs its start square in bits 0-5 of {@code squares[i]}, its end square in
 * bits 6-11 and the value of its captures (soldier 1, general 2, king 3 per captured stack) from
 * bit 12; {@code captured[i]} is the set of captured squares.
 */
public final class FenixActionList {
    private int[] squares;
    private long[] captured;
    private int size;

    public FenixActionList() {
        this(64);
    }

    public FenixActionList(int capacity) {
        squares = new int[Math.max(capacity, 8)];
        captured = new long[squares.length];
    }

    public int size() {
        return size;
    }

    public int start(int i) {
        return squares[i] & 63;
    }

    public int end(int i) {
        return squares[i] >>> 6 & 63;
    }

    /** The value of the stacks the action captures; 0 for a move or a stack. */
    public int value(int i) {
        return squares[i] >>> 12;
    }

    /** The set of captured squares, a bit per square index. */
    public long captured(int i) {
        return captured[i];
    }

    /** The action as a record, for code off the hot path. */
    public FenixAction get(int i) {
        return new FenixAction(start(i), end(i), captured[i]);
    }

    /** The index of an action in the list, or -1. */
    public int indexOf(int start, int end, long capturedSet) {
        int packed = start | end << 6;
        for (int i = 0; i < size; i++) {
            if ((squares[i] & 0xFFF) == packed && captured[i] == capturedSet) {
                return i;
            }
        }
        return -1;
    }

    /** Exchanges two entries, for move ordering. */
    public void swap(int i, int j) {
        int s = squares[i];
        squares[i] = squares[j];
        squares[j] = s;
        long c = captured[i];
        captured[i] = captured[j];
        captured[j] = c;
    }

    void clear() {
        size = 0;
    }

    void add(int start, int end, long capturedSet, int value) {
        if (size == squares.length) {
            squares = Arrays.copyOf(squares, size * 2);
            captured = Arrays.copyOf(captured, size * 2);
        }
        squares[size] = start | end << 6 | value << 12;
        captured[size++] = capturedSet;
    }

    /** Adds a capture unless the same start, end and captured set is already listed. */
    void addDistinct(int start, int end, long capturedSet, int value) {
        if (indexOf(start, end, capturedSet) < 0) {
            add(start, end, capturedSet, value);
        }
    }

    @Override
    public String toString() {
        StringBuilder out = new StringBuilder("[");
        for (int i = 0; i < size; i++) {
            out.append(i == 0 ? "" : ", ").append(FenixAction.format(start(i), end(i), captured[i]));
        }
        return out.append(']').toString();
    }
}
